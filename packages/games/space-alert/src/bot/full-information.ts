import { type Action, type BotPolicy, type MatchView, type Options, Table } from '@airlock/engine';
import { spaceAlert } from '../index.ts';
import type { SaState } from '../round/state.ts';
import type { SaView } from '../view.ts';
import { type Knowledge, type PlannerOptions, planner } from './planner.ts';

/**
 * The full-information planner, for measurement only (the upper bound of docs/BOTS.md): the planning
 * bot told the whole mission in advance. A shadow match with the same seed and options, where every
 * seat only says it is ready, hears the whole soundtrack: no programming action draws on the match's
 * generator, so its threats are the ones the real match will announce as long as no seat moves on
 * early (the planners never do on the stepped clock).
 */
export function missionThreats(players: number, options: Options, seed: string): Knowledge {
  const t = new Table(spaceAlert as never, { players, options, seed });
  for (let i = 0; i < 10000; i++) {
    const s = t.match.state as SaState;
    if (s.stage !== 'planning' && s.stage !== 'draft') break;
    const actor = t.pending()[0]?.actor;
    if (actor === undefined) break;
    const legal = t.legal(actor);
    const a = legal.find((x) => x.type === 'ready') ?? legal.find((x) => x.type !== 'advance') ?? legal[0];
    t.act(actor, a as Action);
  }
  return { announced: (t.match.state as SaState).announced };
}

/** A crew member that knows every threat of the mission (`seed` and options are the match's own). */
export function fullInformation(players: number, options: Options, seed: string, opts: PlannerOptions = {}) {
  const know = missionThreats(players, options, seed);
  return planner(opts, () => know) as BotPolicy<SaView>;
}

export type { MatchView };
