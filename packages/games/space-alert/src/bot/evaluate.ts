import { Rng, type RngState } from '@airlock/engine';
import { resolveMission } from '../resolution/mission.ts';
import { resolutionInput, threatsOf } from '../round/resolve.ts';
import type { SaState } from '../round/state.ts';
import { futureThreats } from './future.ts';

/**
 * The game's `evaluate` for searches cut off before the end of a mission: each seat's expected reward
 * on the bots' scale (`rewardsOf`: the crew shares one rank, so a saved ship is worth 0.75 to every
 * seat and a lost one 0.25; alone, 1 and 0).
 *
 * A sampled state (from `determinize`) holds the soundtrack's future but not the threat cards still to
 * be turned up: they are drawn here as the soundtrack would, with a fixed generator, so the estimate
 * is a function of the state alone. The mission is then resolved with the rules, the open slots left
 * empty: what the cards already placed achieve. A ship that survives scores as saved; one destroyed
 * scores by how late it fell, below any saved ship, so the search feels its way among plans that are
 * not yet complete.
 */
export function evaluate(s: SaState): number[] {
  const p = survivalOdds(s);
  const value = s.players === 1 ? p : 0.25 + 0.5 * p;
  return new Array<number>(s.players).fill(value);
}

/** Seeds of the generators for the threat cards still to come and the damage draws (fixed: evaluate is pure). */
const FUTURE_SEED: RngState = Rng.fromSeed('space-alert/evaluate/future').state();
const DAMAGE_SEED: RngState = Rng.fromSeed('space-alert/evaluate/damage').state();

/** Below any saved ship: a ship destroyed on the last turn is still worth less than half of one. */
const LOST_AT_BEST = 0.4;

export function survivalOdds(s: SaState): number {
  if (s.result) return s.result.winners.length > 0 ? 1 : 0;
  // Between the missions of a campaign the last one was survived; the captain may end it there.
  if (s.stage === 'between') return 1;
  const input = resolutionInput(s, false);
  for (const t of threatsOf(futureThreats(s, new Rng([...FUTURE_SEED] as RngState)))) input.threats.push(t);
  const out = resolveMission(input, new Rng([...DAMAGE_SEED] as RngState));
  if (out.survived) return 1;
  const turns = (s.phaseEnds[s.phaseEnds.length - 1] as number) || 12;
  return LOST_AT_BEST * Math.min(1, Math.max(0, out.lastTurn - 1) / turns);
}
