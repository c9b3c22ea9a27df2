/**
 * Scoring a mission: points for every threat destroyed or survived (the threat layer prices each,
 * called-in and special cases included), visual confirmation of each phase, the Data Analyst's
 * bonus points, less the penalties:
 * - every damage tile on the ship, plus the most damaged zone's tiles once more;
 * - 2 per knocked-out crew member;
 * - 1 per disabled battlebot squad;
 * - 1 per advanced Medic action.
 * A destroyed ship scores nothing: the breakdown is kept for the record, the total is 0.
 */
import type { Ctx } from './state.ts';
import { damageTotals } from './ship/damage.ts';
import type { ScoreBreakdown, ThreatScore } from './types.ts';

export function score(ctx: Ctx): ScoreBreakdown {
  const s = ctx.s;
  const threats: ThreatScore[] = [];
  let destroyedPoints = 0;
  let survivedPoints = 0;
  for (const t of s.threats) {
    const result =
      t.state === 'destroyed'
        ? 'destroyed'
        : t.state === 'survived'
          ? 'survived'
          : t.state === 'pending'
            ? 'never-appeared'
            : 'on-board';
    const points = result === 'destroyed' || result === 'survived' ? ctx.threats.points(ctx, t) : 0;
    if (result === 'destroyed') destroyedPoints += points;
    else if (result === 'survived') survivedPoints += points;
    threats.push({ threat: t.catalogue, token: t.order, result, points });
  }
  // Scheduled threats that never entered the board (an early jump skipped their turn).
  for (const sched of s.schedule) {
    if (sched.called) continue;
    if (!s.threats.some((t) => t.appeared === sched.turn && t.catalogue === sched.threat)) {
      threats.push({ threat: sched.threat, token: 0, result: 'never-appeared', points: 0 });
    }
  }
  let visualConfirmation = 0;
  for (const p of s.observation) visualConfirmation += p;
  const { total: tiles, worst } = damageTotals(s);
  const damagePenalty = tiles + worst;
  let knockedOut = 0;
  for (const c of s.crew) if (c.knockedOut) knockedOut++;
  let disabled = 0;
  for (const b of s.ship.bots) if (b.disabled) disabled++;
  const breakdown: ScoreBreakdown = {
    threats,
    destroyedPoints,
    survivedPoints,
    visualConfirmation,
    bonus: s.analystBonus,
    damagePenalty,
    knockoutPenalty: 2 * knockedOut,
    botsPenalty: disabled,
    medicPenalty: s.medicUses,
    total: 0,
  };
  if (!s.destroyed) {
    breakdown.total =
      destroyedPoints +
      survivedPoints +
      visualConfirmation +
      breakdown.bonus -
      damagePenalty -
      breakdown.knockoutPenalty -
      breakdown.botsPenalty -
      breakdown.medicPenalty;
  }
  return breakdown;
}
