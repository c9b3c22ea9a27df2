/**
 * Fits the evaluation's weights (src/data/evaluation-weights.ts) to the outcomes of heuristic games.
 *
 *   npx node packages/games/nemesis-lockdown/bench/fit-evaluation.ts [--games N]
 *
 * For each kind of game (solo, cooperative, standard) it plays N heuristic games of each preset of that
 * kind on fixed seeds, keeps about one turn position in ten, and chooses the weights that minimise the
 * squared error between the evaluation's win chance (winChances) and whether the seat won, on four
 * games in five; the fifth game is held out, and the tool prints the error there before and after, the
 * error of a blind guess (the mean) and the correlation with the outcome. The positions come from the
 * heuristic's own play, so the fitted evaluation estimates "this seat wins if everyone goes on playing as
 * the heuristic does", which is what a search that follows the heuristic below its root needs at a leaf.
 * Deterministic: the same arguments print the same weights.
 */
import { type Action, createMatch, legalActionsOf, type MatchState, Rng, stepUnchecked, viewOf } from '@airlock/engine';
import { type EvaluationWeights, HAND_MADE, type WeightSet } from '../src/data/evaluation-weights.ts';
import { winChances } from '../src/evaluate.ts';
import { heuristic } from '../src/heuristic.ts';
import { nemesisLockdown as game } from '../src/index.ts';
import type { GameState } from '../src/types.ts';

type Kind = keyof WeightSet;
const PRESETS: { kind: Kind; players: number; options: Record<string, string> }[] = [
  { kind: 'solo', players: 1, options: {} },
  { kind: 'solo', players: 1, options: { side: 'mars' } },
  { kind: 'cooperative', players: 3, options: { mode: 'cooperative' } },
  { kind: 'cooperative', players: 2, options: { mode: 'cooperative' } },
  { kind: 'cooperative', players: 2, options: { side: 'mars', mode: 'cooperative' } },
  { kind: 'standard', players: 2, options: {} },
  { kind: 'standard', players: 3, options: { intruders: 'original' } },
  { kind: 'standard', players: 3, options: { side: 'mars' } },
  { kind: 'standard', players: 4, options: {} },
  { kind: 'standard', players: 4, options: { roster: 'original' } },
];

interface Sample {
  s: GameState;
  won: number[];
  held: boolean;
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 5) {
    // Four games in five fit and the fifth is held out, so fewer than five leaves nothing to check on.
    console.error(`fit-evaluation: ${name} takes a whole number of games, at least 5 (got ${process.argv[i + 1]})`);
    process.exit(2);
  }
  return n;
}

function collect(kind: Kind, games: number): Sample[] {
  const out: Sample[] = [];
  for (const p of PRESETS) {
    if (p.kind !== kind) continue;
    for (let g = 0; g < games; g++) {
      const seed = `fit/${p.players}/${JSON.stringify(p.options)}/${g}`;
      const m = createMatch<GameState>(game, { players: p.players, options: p.options, seed });
      const rng = Rng.fromSeed(seed);
      const kept: GameState[] = [];
      for (let steps = 0; !game.result(m.state) && steps < 50_000; steps++) {
        const d = game.pending(m.state)[0];
        if (!d) break;
        const legal = legalActionsOf(game, m as MatchState, d.actor);
        const a: Action =
          d.actor === 'system'
            ? rng.pick(legal)
            : heuristic(viewOf(game, m as MatchState, d.actor) as never, legal, rng);
        if (d.kind === 'turn' && rng.int(0, 9) === 0) kept.push(structuredClone(m.state));
        stepUnchecked(game, m as MatchState, d.actor, a);
      }
      const r = game.result(m.state);
      if (!r) continue;
      const won = Array.from({ length: p.players }, (_, seat) => (r.winners.includes(seat) ? 1 : 0));
      for (const s of kept) out.push({ s, won, held: g % 5 === 4 });
    }
  }
  return out;
}

function score(samples: readonly Sample[], kind: Kind, w: EvaluationWeights, held: boolean) {
  const set = { solo: w, cooperative: w, standard: w } satisfies Record<Kind, EvaluationWeights>;
  let err = 0;
  let n = 0;
  let sv = 0;
  let sy = 0;
  let svv = 0;
  let syy = 0;
  let svy = 0;
  for (const x of samples) {
    if (x.held !== held) continue;
    const v = winChances(x.s, set);
    // A cooperative outcome is one per game, however many seats share it.
    const seats = kind === 'cooperative' ? 1 : v.length;
    for (let o = 0; o < seats; o++) {
      const p = v[o] as number;
      const y = x.won[o] as number;
      err += (p - y) ** 2;
      sv += p;
      sy += y;
      svv += p * p;
      syy += y * y;
      svy += p * y;
      n++;
    }
  }
  const cov = svy / n - (sv / n) * (sy / n);
  const corr = cov / Math.sqrt((svv / n - (sv / n) ** 2) * (syy / n - (sy / n) ** 2));
  const mean = sy / n;
  return { mse: err / n, blind: mean * (1 - mean), corr, n };
}

/** Coordinate descent with shrinking steps; the exponents stay in [0, 20], so every factor keeps its direction. */
function fit(samples: readonly Sample[], kind: Kind): EvaluationWeights {
  const keys = ['objective', 'health', 'reach', 'exposure', 'spared'] as const;
  let w: EvaluationWeights = { ...HAND_MADE };
  let best = score(samples, kind, w, false).mse;
  for (let step = 0.5; step > 0.01; step /= 2) {
    for (let improved = true; improved; ) {
      improved = false;
      for (const k of keys) {
        for (const dir of [1, -1]) {
          const value = w[k] + dir * step;
          if (value < 0 || value > 20) continue;
          const trial = { ...w, [k]: value };
          const e = score(samples, kind, trial, false).mse;
          if (e < best - 1e-7) {
            best = e;
            w = trial;
            improved = true;
          }
        }
      }
    }
  }
  return w;
}

const games = arg('--games', 200);
const result: Partial<WeightSet> = {};
for (const kind of ['solo', 'cooperative', 'standard'] as const) {
  const samples = collect(kind, games);
  const w = fit(samples, kind);
  result[kind] = w;
  const before = score(samples, kind, HAND_MADE, true);
  const after = score(samples, kind, w, true);
  const f = (x: number) => x.toFixed(4);
  console.log(
    `${kind}: ${samples.length} positions; held out (${after.n}): squared error hand-made ${f(before.mse)}, fitted ${f(after.mse)}, blind ${f(after.blind)}; correlation ${f(before.corr)} -> ${f(after.corr)}`,
  );
}
const round = (w: EvaluationWeights): Record<string, number> =>
  Object.fromEntries(Object.entries(w).map(([k, v]) => [k, Math.round(v * 1000) / 1000]));
console.log(
  JSON.stringify({
    solo: round(result.solo!),
    cooperative: round(result.cooperative!),
    standard: round(result.standard!),
  }),
);
