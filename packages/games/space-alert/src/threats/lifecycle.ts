/**
 * A threat leaving the board: destroyed (with what its destruction sets off) or survived. The
 * lasting ship effects a threat causes end with it unless it reached Z, where they persist.
 */
import { knockOut } from '../ship/knockout.ts';
import { type Ctx, note, type ThreatOnBoard } from '../state.ts';
import { ZONES } from '../types.ts';
import { threatAttack } from './attack.ts';
import { callerDestroyed } from './calling.ts';
import { crewAt } from './crew.ts';
import { cardOf, has, present, rt } from './runtime.ts';
import { hasTrait } from './types.ts';

/** Undo the lasting ship effects of a threat that did not reach Z. */
function lift(ctx: Ctx, t: ThreatOnBoard): void {
  const card = cardOf(t);
  const kinds = new Set([...card.X, ...card.Y, ...card.Z].map((e) => e.kind));
  const ship = ctx.s.ship;
  if (kinds.has('double-damage')) for (const z of ZONES) ship.zones[z].damageFactor = 1;
  if (kinds.has('shields-off') || kinds.has('shields-reversed')) ship.shieldsMode = 'normal';
  if (kinds.has('seal-doors')) ship.sealed = { redWhite: false, whiteBlue: false };
  if (kinds.has('blind-optics'))
    for (const z of rt(t).blinded.split(',')) if (z !== '') ship.zones[z as 'red'].blind = false;
  rt(t).mines = '';
  rt(t).progeny = '';
}

/** `by` is the crew member whose action destroyed it, or -1 (ship weapons together, itself). */
export function destroyThreat(ctx: Ctx, t: ThreatOnBoard, by: number): void {
  if (t.state !== 'active') return;
  const card = cardOf(t);
  t.state = 'destroyed';
  note(ctx, 'threat.destroyed', `${card.name} is destroyed.`, { threat: t.catalogue, token: t.order, by });
  lift(ctx, t);
  callerDestroyed(ctx, t);
  // Ninja and Rabid Beast: the token keeps advancing for the aftermath at Z (002 card notes).
  if (has(t, 'aftermath-at-z')) rt(t).aftermath = true;
  const splash = hasTrait(card, 'death-splash');
  if (splash) {
    for (const o of ctx.s.threats) {
      if (o === t || !present(o) || o.zone === 'internal') continue;
      o.damage += splash.amount;
      if (o.damage >= cardOf(o).health) destroyThreat(ctx, o, -1);
    }
  }
  const asteroid = hasTrait(card, 'asteroid');
  if (asteroid && rt(t).passed > 0 && t.zone !== 'internal') {
    note(ctx, 'threat.debris', `Debris of ${card.name} strikes the ship.`, { passed: rt(t).passed });
    threatAttack(ctx, t, t.zone, asteroid.perAction * rt(t).passed);
  }
  const ko = hasTrait(card, 'knock-out-on-destroy');
  if (ko) {
    if (ko.who === 'attacker' && by >= 0) knockOut(ctx, by, card.name);
    if (ko.who === 'host' && rt(t).host >= 0) knockOut(ctx, rt(t).host, card.name);
    if (ko.who === 'lower-red-blue') {
      for (const i of [...crewAt(ctx, { zone: 'red', deck: 'lower' }), ...crewAt(ctx, { zone: 'blue', deck: 'lower' })])
        knockOut(ctx, i, card.name);
    }
  }
}

/** Z done: the threat leaves as survived (malfunction tokens stay, their system broken for good). */
export function survive(ctx: Ctx, t: ThreatOnBoard): void {
  if (t.state !== 'active') return;
  t.state = 'survived';
  rt(t).didZ = true;
  rt(t).out = false;
  if (ctx.frames)
    note(ctx, 'threat.survived', `${cardOf(t).name} leaves: survived.`, { threat: t.catalogue, token: t.order });
}
