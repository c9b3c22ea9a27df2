/**
 * Same-process A/B of random solo games: this package's src against another copy of it, alternating
 * slices of games with the same seeds so both see the same machine load. Whole-process CPU. The copy
 * must sit inside the checkout (its imports of @airlock/engine resolve from there), for instance:
 *
 *   mkdir -p bench/.base && git archive 1ce668a src | tar -x -C bench/.base --strip-components=1
 *   npx node packages/games/nemesis-lockdown/bench/ab.ts packages/games/nemesis-lockdown/bench/.base [--slices N] [--players N]
 *
 * AB_CUR=DIR replaces this package's src on the other side (two copies of one commit: an A/A check).
 * Actions are drawn with the kernel's randomActionOf (the game's randomAction where it has one);
 * `--lists` draws them from the whole legal list instead.
 */
import {
  type Action,
  type AnyGame,
  createMatch,
  legalActionsOf,
  pendingOf,
  pickUniform,
  Rng,
  randomActionOf,
  resultOf,
  stepUnchecked,
} from '@airlock/engine';
import { resolve } from 'node:path';
const current = (
  (await import(resolve(process.env.AB_CUR ?? new URL('../src', import.meta.url).pathname, 'index.ts'))) as {
    nemesisLockdown: AnyGame;
  }
).nemesisLockdown;

const dir = process.argv[2];
if (!dir) throw new Error('usage: ab.ts DIR (a copy of src to compare with)');
const flag = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const slices = flag('--slices', 10);
const lists = process.argv.includes('--lists');
const players = flag('--players', 1);
const base = ((await import(resolve(dir, 'index.ts'))) as { nemesisLockdown: AnyGame }).nemesisLockdown;

const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

function playGame(game: AnyGame, seed: number, rng: Rng): void {
  const m = createMatch(game, { players, options: {}, seed });
  for (let n = 0; n < 100_000 && !resultOf(game, m); n++) {
    const actor = pendingOf(game, m)[0]?.actor;
    if (actor === undefined) break;
    const action = lists ? pickUniform(legalActionsOf(game, m, actor), rng) : randomActionOf(game, m, actor, rng);
    stepUnchecked(game, m, actor, action as Action);
  }
}

// The same seeds for both: slice k plays games k*G .. k*G+G-1 with the same picking generator.
const G = 400;
const time = { a: 0, b: 0 };
for (const game of [base, current]) for (let s = 0; s < 100; s++) playGame(game, 9_000_000 + s, Rng.fromSeed('w'));
for (let k = 0; k < slices; k++) {
  for (const [name, game] of (k % 2 === 0
    ? [
        ['a', base],
        ['b', current],
      ]
    : [
        ['b', current],
        ['a', base],
      ]) as ['a' | 'b', AnyGame][]) {
    const rng = Rng.fromSeed(`ab-${k}`);
    const c0 = cpu();
    for (let g = 0; g < G; g++) playGame(game, k * G + g, rng);
    time[name] += cpu() - c0;
  }
}
const n = slices * G;
console.log(
  `base ${Math.round(n / time.a)} games/CPU-s, current ${Math.round(n / time.b)} games/CPU-s: ` +
    `${(time.a / time.b).toFixed(2)}x (${n} games each)`,
);
