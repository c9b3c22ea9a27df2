/**
 * ISMCTS iterations per whole-process CPU-second on solo positions, as `airlock bench` searches them
 * (no playout: the evaluation scores the leaf), optionally against another copy of the rules in the
 * same process (blocks of positions alternate A, B, B, A, ...; the same positions and seeds for both).
 *
 *   npx node packages/games/nemesis-lockdown/bench/ismcts-speed.ts [--positions N] [--iterations N] [--rounds N] [DIR]
 *
 * DIR: another copy of this package's src (e.g. `git archive <commit> packages/games/nemesis-lockdown/src`
 * extracted under /tmp with node_modules linked beside it, as bench/ab.ts says). Run under
 * `npx node --cpu-prof` without DIR to profile the search.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Action,
  type AnyGame,
  createMatch,
  legalActionsOf,
  type MatchState,
  pendingOf,
  Rng,
  resultOf,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import { search } from '../../../bots/src/ismcts.ts';
import { nemesisLockdown } from '../src/index.ts';

const flag = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const positionsWanted = flag('--positions', 20);
const iterations = flag('--iterations', 1000);
const rounds = flag('--rounds', 3);
const dir = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Positions where seat 0 chooses among several actions, every 7th step of seeded random solo games. */
function positions(game: AnyGame): MatchState[] {
  const out: MatchState[] = [];
  const rng = Rng.fromSeed('ismcts-speed');
  for (let seed = 1; out.length < positionsWanted && seed < 1000; seed++) {
    const m = createMatch(game, { players: 1, options: {}, seed });
    for (let n = 0; n < 2000 && !resultOf(game, m) && out.length < positionsWanted; n++) {
      const actor = pendingOf(game, m)[0]?.actor;
      if (actor === undefined) break;
      const legal = legalActionsOf(game, m, actor);
      if (n % 7 === 3 && actor === 0 && legal.length > 1) out.push(structuredClone(m));
      stepUnchecked(game, m, actor, rng.pick(legal) as Action);
    }
  }
  return out;
}

function time(game: AnyGame, at: MatchState[]): number {
  const c0 = cpu();
  for (let i = 0; i < at.length; i++) {
    const m = at[i] as MatchState;
    search(game, viewOf(game, m, 0), legalActionsOf(game, m, 0), Rng.fromSeed(i + 1), {
      iterations,
      maxPlayoutSteps: 0,
      variantFields: ['pay'],
    });
  }
  return cpu() - c0;
}

const B = nemesisLockdown as AnyGame;
const A = dir ? ((await import(resolve(dir, 'index.ts'))) as { nemesisLockdown: AnyGame }).nemesisLockdown : null;
const at = positions(B);
console.log(`load before: ${load()}; ${at.length} positions, ${iterations} iterations each`);
const spent = { A: 0, B: 0 };
time(B, at.slice(0, 5));
if (A) time(A, at.slice(0, 5));
for (let r = 0; r < rounds; r++)
  for (const k of (r % 2 === 0 ? ['A', 'B'] : ['B', 'A']) as ('A' | 'B')[]) {
    const game = k === 'A' ? A : B;
    if (game) spent[k] += time(game, at);
  }
const rate = (s: number) => Math.round((rounds * at.length * iterations) / s);
if (A)
  console.log(`A ${rate(spent.A)} iterations/CPU-s, B (this src) ${rate(spent.B)}: ${(spent.A / spent.B).toFixed(2)}x`);
else console.log(`${rate(spent.B)} iterations per whole-process CPU-second`);
console.log(`load after: ${load()}`);
