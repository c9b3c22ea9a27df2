/**
 * Survival rate and mean score of a crew where every seat plays one bot, over a fixed suite of seeded
 * missions: `npx node packages/games/space-alert/src/bot/measure.ts [missions] [bot] [options JSON]`,
 * bot one of random, heuristic, planning, full-information. The driver is the bots package's: the first
 * pending actor acts, a seat sees only its own view (the full-information planner also knows the mission).
 */
import { type Action, type Actor, type BotPolicy, Rng, Table } from '@airlock/engine';
import { spaceAlert } from '../index.ts';
import { fullInformation } from './full-information.ts';
import { heuristic } from './heuristic.ts';
import { planner } from './planner.ts';

const random: BotPolicy = (_v, legal, rng) => rng.pick(legal);

type Options = Record<string, string | number | boolean>;
/** Each bot for one mission of 4 players (the full-information planner is made for its mission). */
export const SUITE_BOTS: Record<string, (options: Options, seed: string) => BotPolicy> = {
  random: () => random,
  heuristic: () => heuristic as BotPolicy,
  planning: () => planner() as BotPolicy,
  'full-information': (options, seed) => fullInformation(4, options, seed) as BotPolicy,
};

export const suiteSeed = (i: number) => `space-alert/suite/${i}`;

/** Plays mission `i` of the suite with every seat the same bot: survived, score. */
export function flyMission(i: number, bot: string, options: Options = {}): { survived: boolean; score: number } {
  const seed = suiteSeed(i);
  const make = SUITE_BOTS[bot];
  if (!make) throw new Error(`unknown bot ${bot}: use ${Object.keys(SUITE_BOTS).join(', ')}`);
  const policy = make(options, seed);
  const table = new Table(spaceAlert as never, { players: 4, options, seed });
  const rngs = [0, 1, 2, 3].map((s) => Rng.fromSeed(`${seed}/seat/${s}`));
  while (!table.result()) {
    const actor = table.pending()[0]?.actor as Actor;
    const legal = table.legal(actor);
    const a = actor === 'system' ? null : policy(table.view(actor), legal, rngs[actor] as Rng);
    table.act(actor, a ?? (legal[0] as Action));
  }
  const d = table.result()?.details as { survived: boolean; score: number };
  return { survived: d.survived, score: d.score };
}

export function measure(missions: number, bot: string, options: Options = {}, from = 0) {
  let survived = 0;
  let score = 0;
  for (let i = from; i < from + missions; i++) {
    const d = flyMission(i, bot, options);
    if (d.survived) survived++;
    score += d.score;
  }
  return { missions, survived, rate: survived / missions, meanScore: score / missions };
}

if (import.meta.main) {
  const n = Number(process.argv[2] ?? 50);
  const kind = process.argv[3] ?? 'heuristic';
  const options = JSON.parse(process.argv[4] ?? '{}') as Options;
  const from = Number(process.argv[5] ?? 0);
  const r = measure(n, kind, options, from);
  console.log(
    `${kind}: ${r.survived}/${r.missions} survived (${(100 * r.rate).toFixed(1)}%), mean score ${r.meanScore.toFixed(2)} (a destroyed ship scores 0)`,
  );
}
