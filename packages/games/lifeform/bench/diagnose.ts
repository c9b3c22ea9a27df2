import { createMatch, legalActionsOf, type Options, Rng, stepUnchecked, viewOf } from '@airlock/engine';
import { heuristic } from '../src/bot/index.ts';
import { launchPlan } from '../src/bot/solo-plan.ts';
import { type LfState, lifeform } from '../src/index.ts';

/**
 * Balance diagnosis: plays heuristic games and prints, per game, how it ended and the state at the end
 * (round, clock, loadout, objectives, living characters and where they stand; in Dragon's Domain what the
 * survivor's launch plan still lacked). With --log SEED, prints
 * one game's public log. Usage: npx node packages/games/lifeform/bench/diagnose.ts [players] [games] [--log SEED]
 */
const players = Number(process.argv[2] ?? 3);
const games = Number(process.argv[3] ?? 10);
const logAt = process.argv.indexOf('--log');
const logSeed = logAt > 0 ? Number(process.argv[logAt + 1]) : null;
const rng = Rng.fromSeed('lifeform-balance');
for (let g = 0; g < games; g++) {
  const seed = logSeed ?? g + 1;
  const options: Options = players === 1 ? { dragonsDomain: true } : {};
  const m = createMatch<LfState>(lifeform, { players, seed, options });
  while (!lifeform.result(m.state)) {
    const actor = lifeform.pending(m.state)[0]?.actor;
    if (actor === undefined || actor === 'system') break;
    const legal = legalActionsOf(lifeform, m, actor);
    const a = heuristic(viewOf(lifeform, m, actor), legal, rng);
    if (logSeed !== null) console.log(`  [${actor}] ${JSON.stringify(a)}`);
    const ev = stepUnchecked(lifeform, m, actor, a);
    if (logSeed !== null) for (const e of ev) console.log(`     - ${e.text}`);
  }
  const s = m.state;
  console.log(
    JSON.stringify({
      seed,
      end: s.over?.summary,
      round: s.round,
      clock: s.tracks.selfDestruct,
      loadout: s.loadout,
      obj: s.objectives.map((o) => `${o.id}:${o.done ? 1 : 0}`).join(','),
      chars: s.chars.map((c) => `${c.id}@${c.at}${c.alive ? '' : '+'}`).join(' '),
      host: s.tracks.hostility,
      cocoon: s.tracks.cocoon,
      solo: (s as LfState & { solo?: { goals: unknown; nerve: number; fear: number; motion: string } | null }).solo
        ? (() => {
            const x = (
              s as unknown as { solo: { goals: unknown; nerve: number; fear: number; motion: string; zones: unknown } }
            ).solo;
            // What the survivor's launch plan still lacked at the end (before launch), and the walk aboard.
            const p = launchPlan(s);
            const plan = x.zones ? 'launched' : { deficit: p.deficit, missing: p.missing, moves: p.moves };
            return {
              goals: x.goals,
              data: s.data[0]?.length ?? 0,
              nerve: x.nerve,
              fear: x.fear,
              motion: x.motion,
              plan,
            };
          })()
        : undefined,
    }),
  );
  if (logSeed !== null) break;
}
