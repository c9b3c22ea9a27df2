/**
 * The Player Actions step: every crew member resolves the card of this turn, in player order
 * (captain first). A Medic playing their special card goes before the captain: their move first,
 * then the special action. A pilot in space does one action at most (interceptors.ts).
 *
 * Double Actions (002): both symbols are done in printed order. If the first symbol delays the
 * crew member (a used or damaged lift, an entry effect), the following cards are pushed as usual,
 * the card slides half a space, and its second symbol is done next turn. A delay from the second
 * symbol, or from any other cause, is an ordinary delay.
 */
import { type Ctx, note } from '../state.ts';
import type { PlannedStep } from '../types.ts';
import { spaceTurn } from '../ship/interceptors.ts';
import { performSpecial, protectSpecialOps, useSpecial } from '../ship/specializations.ts';
import { performHalf } from '../ship/stations.ts';
import { move } from '../ship/movement.ts';

function isMedicCard(step: PlannedStep): step is Extract<PlannedStep, { kind: 'special' }> {
  return step !== null && step.kind === 'special' && step.spec === 'medic';
}

/** The Medic's turn, before the captain: an optional single move, then the stimulant or the shield. */
function medicTurn(ctx: Ctx, crew: number, step: Extract<PlannedStep, { kind: 'special' }>): void {
  const s = ctx.s;
  const c = s.crew[crew];
  if (!c || c.knockedOut || c.inSpace) return;
  if (step.with && step.with.kind === 'move') move(ctx, crew, step.with.move);
  if (!useSpecial(ctx, crew, 'medic', step.advanced)) {
    if (ctx.frames)
      note(ctx, 'special.misused', `Crew ${crew + 1}'s special card has no effect.`, { crew, spec: 'medic' });
    return;
  }
  const here = c.station;
  if (step.advanced) {
    if (!s.ship.shielded.includes(crew)) s.ship.shielded.push(crew);
    s.medicUses++;
    note(ctx, 'special.medic-shield', "Nobody in the Medic's station can be knocked out this turn.", { crew });
    return;
  }
  for (let i = 0; i < s.crew.length; i++) {
    const o = s.crew[i];
    if (o && !o.knockedOut && !o.inSpace && o.station.zone === here.zone && o.station.deck === here.deck) {
      if (!s.ship.stimulated.includes(i)) s.ship.stimulated.push(i);
    }
  }
  note(
    ctx,
    'special.medic-stimulant',
    "Everyone in the Medic's station gets a stimulant: their action this turn is heroic.",
    { crew },
  );
}

/** One crew member's card for this turn (the Medic's card is done earlier). */
export function crewTurn(ctx: Ctx, crew: number): void {
  const s = ctx.s;
  const c = s.crew[crew];
  if (!c || c.knockedOut) return;
  const step = c.plan[s.turn - 1] ?? null;
  if (c.inSpace) {
    spaceTurn(ctx, crew, step);
    return;
  }
  if (step === null) return;
  switch (step.kind) {
    case 'special':
      if (step.spec !== 'medic') performSpecial(ctx, crew, step);
      return;
    case 'double': {
      const before = c.delays;
      performHalf(ctx, crew, step.halves[0], true);
      if (c.knockedOut) return;
      // Out in space after the first symbol: the second is ignored.
      if (c.inSpace) return;
      if (c.delays > before) {
        if (s.turn < c.plan.length && c.plan[s.turn] === null) {
          c.plan[s.turn] = step.halves[1];
          if (ctx.frames)
            note(ctx, 'double.split', `Crew ${crew + 1}'s card slides: its second symbol is done next turn.`, { crew });
        } else note(ctx, 'double.lost', `Crew ${crew + 1}'s second symbol falls past the last turn.`, { crew });
        return;
      }
      performHalf(ctx, crew, step.halves[1], false);
      return;
    }
    default:
      performHalf(ctx, crew, step, true);
  }
}

/** The whole Player Actions step. */
export function playerActions(ctx: Ctx): void {
  const s = ctx.s;
  if (s.options.specializations) protectSpecialOps(ctx);
  for (let i = 0; i < s.crew.length; i++) {
    const c = s.crew[i];
    const step = c?.plan[s.turn - 1] ?? null;
    if (c && !c.knockedOut && isMedicCard(step)) medicTurn(ctx, i, step);
  }
  for (let i = 0; i < s.crew.length; i++) {
    if (s.destroyed) return;
    crewTurn(ctx, i);
    const c = s.crew[i];
    if (c) c.protectedTurn = 0;
  }
  ctx.threats.endPlayerActions?.(ctx);
}
