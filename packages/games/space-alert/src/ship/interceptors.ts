/**
 * Interceptors. C in upper red while leading an active squad launches them, when nobody else is out.
 * A pilot in space attacks in Compute Damage: 3 to a lone threat at their distance, or 1 to each of
 * several (heroic 4 / 2). Each later turn:
 * - the battlebot action keeps them out (and attacking);
 * - an empty slot brings them back to upper red;
 * - any other card is delayed, leaving an empty slot, so they come back.
 * With Variable Range Interceptors (002) the distance is 1-3: a C moves one farther (beyond 3 is
 * the ultrafast return: knocked out), an empty slot one nearer (from 1, aboard), and a pilot at
 * distance 2 or 3 when the ship jumps is knocked out too.
 */
import { type Ctx, internalTakes, note, station } from '../state.ts';
import type { Half, PlannedStep } from '../types.ts';
import { activeSquad } from './battlebots.ts';
import { knockOut } from './knockout.ts';
import { delay } from './movement.ts';

/** C in upper red: launch. Returns false when it cannot (no active squad, someone already out). */
export function launch(ctx: Ctx, crew: number): boolean {
  const s = ctx.s;
  const c = s.crew[crew];
  if (!c) return false;
  if (activeSquad(ctx, crew) === null) {
    note(ctx, 'interceptors.no-bots', 'Launching the interceptors needs an active battlebot squad.', { crew });
    return false;
  }
  if (s.crew.some((o) => o.inSpace)) {
    note(ctx, 'interceptors.taken', 'Someone is already out in the interceptors.', { crew });
    return false;
  }
  c.inSpace = true;
  c.range = 1;
  c.station = station('red', 'upper');
  if (ctx.frames) note(ctx, 'interceptors.launch', `Crew ${crew + 1} launches the interceptors.`, { crew });
  ctx.threats.onEnter?.(ctx, crew, 'launch');
  if (c.inSpace) attack(ctx, crew, false);
  return true;
}

function attack(ctx: Ctx, crew: number, heroic: boolean): void {
  const c = ctx.s.crew[crew];
  if (!c) return;
  const power: [number, number, number] = [0, 0, 0];
  power[c.range - 1] = heroic ? 4 : 3;
  ctx.s.ship.shots.push({ weapon: 'interceptors', zone: 'red', power, spread: heroic ? 2 : 1, by: crew });
}

/** Back aboard, in upper red, still leading the squad. */
export function returnAboard(ctx: Ctx, crew: number): void {
  const c = ctx.s.crew[crew];
  if (!c) return;
  c.inSpace = false;
  c.range = 0;
  c.station = station('red', 'upper');
  if (ctx.frames) note(ctx, 'interceptors.return', `Crew ${crew + 1} returns to the ship.`, { crew });
}

function ultrafastReturn(ctx: Ctx, crew: number): void {
  if (ctx.frames)
    note(ctx, 'interceptors.ultrafast', `Crew ${crew + 1} makes an ultrafast return and is knocked out.`, { crew });
  knockOut(ctx, crew, 'ultrafast return');
  const c = ctx.s.crew[crew];
  if (c) {
    c.inSpace = false;
    c.station = station('red', 'upper');
  }
}

type SpaceCard = 'farther' | 'stay' | 'stay-heroic' | 'none' | 'other';

function halves(step: PlannedStep): Half[] {
  if (!step) return [];
  if (step.kind === 'double') return step.halves;
  if (step.kind === 'special') return [];
  return [step];
}

/** What a card means to a pilot in space (002's table for variable range; the base rules otherwise). */
export function classify(step: PlannedStep, variable: boolean): SpaceCard {
  if (step === null) return 'none';
  if (step.kind === 'special') {
    // The Squad Leader's advanced card acts as heroic battlebots in space; other special cards are
    // not ship actions out there (our ruling: delayed like any other card).
    return step.spec === 'squad-leader' && step.advanced ? 'stay-heroic' : 'other';
  }
  const hs = halves(step);
  const has = (a: string) => hs.some((h) => h.kind === 'action' && h.action === a);
  if (variable && has('C')) return 'farther';
  if (has('bots'))
    return hs.some((h) => h.kind === 'action' && h.action === 'bots' && h.heroic) ? 'stay-heroic' : 'stay';
  return 'other';
}

/** The turn of a pilot in space: at most one action, whatever the card. */
export function spaceTurn(ctx: Ctx, crew: number, step: PlannedStep): void {
  const s = ctx.s;
  const c = s.crew[crew];
  if (!c) return;
  const variable = s.options.variableRangeInterceptors === true;
  if (activeSquad(ctx, crew) === null) {
    // Bots disabled out there (the Behemoth): the pilot comes back aboard.
    returnAboard(ctx, crew);
    return;
  }
  let kind = classify(step, variable);
  if (kind === 'other') {
    delay(ctx, crew, s.turn, 'an action other than battlebots in space');
    kind = 'none';
  }
  if (kind === 'stay' || kind === 'stay-heroic') {
    // Fissure-like threats out in space answer to the battlebot action; the interceptors attack anyway.
    internalTakes(ctx, crew, 'bots', kind === 'stay-heroic' ? 2 : 1);
    if (ctx.frames)
      note(ctx, 'interceptors.stay', `Crew ${crew + 1} stays out at distance ${c.range}.`, { crew, range: c.range });
    attack(ctx, crew, kind === 'stay-heroic');
    return;
  }
  if (kind === 'farther') {
    if (c.range >= 3) {
      ultrafastReturn(ctx, crew);
      return;
    }
    c.range++;
    if (ctx.frames)
      note(ctx, 'interceptors.farther', `Crew ${crew + 1} flies out to distance ${c.range}.`, { crew, range: c.range });
    attack(ctx, crew, false);
    return;
  }
  // No action: come back (one step nearer with variable range).
  if (variable && c.range > 1) {
    c.range--;
    if (ctx.frames)
      note(ctx, 'interceptors.nearer', `Crew ${crew + 1} flies back to distance ${c.range}.`, { crew, range: c.range });
    attack(ctx, crew, false);
    return;
  }
  returnAboard(ctx, crew);
}

/** Turn 13: pilots come back; with variable range, those at distance 2 or 3 are knocked out. */
export function interceptorsJump(ctx: Ctx): void {
  const s = ctx.s;
  for (let i = 0; i < s.crew.length; i++) {
    const c = s.crew[i];
    if (!c?.inSpace) continue;
    if (s.options.variableRangeInterceptors && c.range >= 2) ultrafastReturn(ctx, i);
    else returnAboard(ctx, i);
  }
}
