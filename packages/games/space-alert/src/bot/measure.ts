/**
 * Survival rate and mean score of a crew where every seat plays one bot, over a fixed suite of seeded
 * missions: `npx node packages/games/space-alert/src/bot/measure.ts [missions] [heuristic|random] [options JSON]`.
 * The driver is the bots package's: the first pending actor acts, a seat sees only its own view.
 */
import { type Action, type Actor, type BotPolicy, Rng, Table } from '@airlock/engine';
import { spaceAlert } from '../index.ts';
import { heuristic } from './heuristic.ts';

const random: BotPolicy = (_v, legal, rng) => rng.pick(legal);

export function measure(missions: number, policy: BotPolicy, options: Record<string, string | number | boolean> = {}) {
  let survived = 0;
  let score = 0;
  for (let i = 0; i < missions; i++) {
    const seed = `space-alert/suite/${i}`;
    const table = new Table(spaceAlert as never, { players: 4, options, seed });
    const rngs = [0, 1, 2, 3].map((s) => Rng.fromSeed(`${seed}/seat/${s}`));
    while (!table.result()) {
      const actor = table.pending()[0]?.actor as Actor;
      const legal = table.legal(actor);
      const bot = actor === 'system' ? null : policy(table.view(actor), legal, rngs[actor] as Rng);
      table.act(actor, bot ?? (legal[0] as Action));
    }
    const d = table.result()?.details as { survived: boolean; score: number };
    if (d.survived) survived++;
    score += d.score;
  }
  return { missions, survived, rate: survived / missions, meanScore: score / missions };
}

if (import.meta.main) {
  const n = Number(process.argv[2] ?? 50);
  const kind = process.argv[3] ?? 'heuristic';
  const options = JSON.parse(process.argv[4] ?? '{}') as Record<string, string | number | boolean>;
  const r = measure(n, kind === 'random' ? random : (heuristic as BotPolicy), options);
  console.log(
    `${kind}: ${r.survived}/${r.missions} survived (${(100 * r.rate).toFixed(1)}%), mean score ${r.meanScore.toFixed(2)} (a destroyed ship scores 0)`,
  );
}
