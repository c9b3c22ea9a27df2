import { type Action, type Actor, type BotPolicy, Rng, Table } from '@airlock/engine';
import { spaceAlert } from '../index.ts';
import { fullInformation } from './full-information.ts';
import { heuristic } from './heuristic.ts';
import { planner } from './planner.ts';

/**
 * The fixed mission suites of docs/BOTS.md: per difficulty (the colour of both threat decks), seeded
 * missions flown by 4 crew members who all play one bot. A mission is its seed and options, so the
 * suites give the same figures on every run (the planning bots are budgeted in iterations).
 */
export type Options = Record<string, string | number | boolean>;
export const SUITES: Record<string, Options> = {
  white: {},
  yellow: { common: 'yellow', serious: 'yellow' },
  red: { newThreats: true, common: 'red', serious: 'red' },
};

const random: BotPolicy = (_v, legal, rng) => rng.pick(legal);

/** Each bot for one mission of 4 players (the full-information planner is made for its mission). */
export const SUITE_BOTS: Record<string, (options: Options, seed: string) => BotPolicy> = {
  random: () => random,
  heuristic: () => heuristic as BotPolicy,
  planning: () => planner() as BotPolicy,
  'full-information': (options, seed) => fullInformation(4, options, seed) as BotPolicy,
};

export interface Flown {
  survived: boolean;
  score: number;
  decisions: number;
  /** Milliseconds the crew's bots spent deciding (this thread's wall clock around each call). */
  thinkMs: number;
}

/**
 * Flies mission `i` of a suite with every seat the same bot. Think time is read from `clock` when the
 * caller gives one (benchmarks pass `performance.now`; rule packages never read the clock).
 */
export function flyMission(suite: string, i: number, bot: string, clock: () => number = () => 0): Flown {
  const options = SUITES[suite];
  if (!options) throw new Error(`unknown suite ${suite}: use ${Object.keys(SUITES).join(', ')}`);
  const make = SUITE_BOTS[bot];
  if (!make) throw new Error(`unknown bot ${bot}: use ${Object.keys(SUITE_BOTS).join(', ')}`);
  const seed = `space-alert/${suite}/${i}`;
  const policy = make(options, seed);
  const table = new Table(spaceAlert as never, { players: 4, options, seed });
  const rngs = [0, 1, 2, 3].map((s) => Rng.fromSeed(`${seed}/seat/${s}`));
  let decisions = 0;
  let thinkMs = 0;
  while (!table.result()) {
    const actor = table.pending()[0]?.actor as Actor;
    const legal = table.legal(actor);
    let a = legal[0] as Action;
    if (actor !== 'system') {
      const view = table.view(actor);
      const t0 = clock();
      a = policy(view, legal, rngs[actor] as Rng);
      thinkMs += clock() - t0;
      decisions++;
    }
    table.act(actor, a);
  }
  const d = table.result()?.details as { survived: boolean; score: number };
  return { survived: d.survived, score: d.score, decisions, thinkMs };
}
