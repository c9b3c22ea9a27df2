import { Rng, type Viewer } from '@airlock/engine';
import { backOf } from '../data/cards.ts';
import { determinize } from '../determinize.ts';
import { resolveMission } from '../resolution/mission.ts';
import type { Announced } from '../round/state.ts';
import type { PlannedStep } from '../types.ts';
import type { SaView, SeenSlot } from '../view.ts';
import { futureThreats } from './future.ts';
import { inputOf, threatsOf } from './slots.ts';

/**
 * What the crew plan's search (crew-plan.ts) plays against: a public copy of a view, futures sampled
 * from it, and the worth of an outcome of resolving whole plans with the game's rules.
 */

/** One sampled future: every threat of the mission in announcement order, and the damage draws' generator. */
export interface Scenario {
  announced: Announced[];
  rng: number[];
}

/** A view with nothing private in it: every human's board by its backs, no hand, no gifts. */
export function publicView(v: SaView): SaView {
  const firstOpen = v.phase === 1 ? 1 : (v.phaseEnds[v.phase - 2] as number) + 1;
  const boardView = v.boardView.map((b, m) =>
    v.seats[m] === null
      ? b
      : b.map((slot, i): SeenSlot => {
          // Cards on open turns may still change: left out, so the plan does not move with each placement.
          if (i + 1 >= firstOpen) return null;
          if (!slot || !('card' in slot)) return slot;
          const back = backOf(slot.card, slot.top);
          return slot.with && 'card' in slot.with ? { ...back, with: backOf(slot.with.card, slot.with.top) } : back;
        }),
  );
  return { ...v, hand: null, gave: [], boardView };
}

/** Futures consistent with the public view: the announced threats and the sampled ones still to come. */
export function publicScenarios(pv: SaView, n: number, seed: string): { announced: Announced[]; rng: number[] }[] {
  const out: { announced: Announced[]; rng: number[] }[] = [];
  for (let k = 0; k < n; k++) {
    const rng = Rng.fromSeed(`${seed}/future/${k}`);
    const s = determinize(pv, 'spectator' as Viewer, rng);
    out.push({
      announced: [...pv.announced, ...futureThreats(s, rng)],
      rng: Rng.fromSeed(`${seed}/damage/${k}`).state(),
    });
  }
  return out;
}

/**
 * How good an outcome is: survival first; then, so that the search feels its way even among plans that
 * all lose the ship, how late it fell, the threats destroyed and the damage taken.
 */
export function worth(out: {
  survived: boolean;
  lastTurn: number;
  score: { total: number; destroyedPoints: number; damagePenalty: number };
}): number {
  const shaping = out.score.destroyedPoints - out.score.damagePenalty;
  return (out.survived ? 1000 + out.score.total : out.lastTurn * 40) + shaping;
}

/** Mean worth of whole plans over the scenarios. */
export function meanWorth(v: SaView, plans: PlannedStep[][], sc: { announced: Announced[]; rng: number[] }[]) {
  let sum = 0;
  for (const s of sc)
    sum += worth(resolveMission(inputOf(v, plans, threatsOf(s.announced)), new Rng([...s.rng] as never)));
  return sum / sc.length;
}
