import { chooseTarget, intruderAttack } from './core/attack.ts';
import { drawEvent, injure } from './core/combat.ts';
import { appear } from './core/encounter.ts';
import { moveIntruder } from './core/intruders.ts';
import { seriousWound } from './core/wounds.ts';
import { launchCss } from './css.ts';
import { THRESHOLDS } from './data/board.ts';
import { EVENT, type EventEffect } from './data/cards.ts';
import { placeMalfunction } from './hazards.ts';
import { noiseRoll, placeNoise } from './noise.ts';
import {
  cardTitle,
  add,
  type Ctx,
  corridorsOf,
  drawFrom,
  inDarkness,
  livingIn,
  powered,
  roomWithTile,
  say,
  seatOrder,
  setTechNoise,
  techKeysOf,
  flowHeld,
  livingCount,
} from './state.ts';
import type { BagToken, GameState } from './types.ts';
import { weaknessActive } from './weakness.ts';
import { offerReaction } from './reactions.ts';

/**
 * The event phase as a fixed sequence of steps, from step `from` on; each stops early once the game has
 * ended. A step that brings the first encounter's objective choice stops the phase: the rest waits.
 */
export function eventPhase(s: GameState, ctx: Ctx, from = 0): void {
  const steps: ((s: GameState, ctx: Ctx) => void)[] = [
    launchCss,
    timeTrack,
    noiseRemoval,
    attacks,
    fireDamage,
    eventCard,
    bagDevelopment,
  ];
  for (let i = from; i < steps.length; i++) {
    if (s.endReason) return;
    steps[i]?.(s, ctx);
    if (flowHeld(s)) {
      if (i + 1 < steps.length) s.waiting.push({ kind: 'event-steps', from: i + 1 });
      return;
    }
  }
}

export { launchCss };

/** Step 2: time advances; thresholds, autodestruction, alert and the final slot are checked. */
export function timeTrack(s: GameState, ctx: Ctx): void {
  const from = s.time;
  s.time--;
  say(ctx, 'event.time', `Time advances to ${s.time}`, { time: s.time });
  for (const t of THRESHOLDS) {
    if (t.from !== from) continue;
    if (!s.timeActive || t.double) dropPower(s, ctx);
  }
  if (s.alert !== null && from === s.alert) {
    s.endReason = 'alert';
    return;
  }
  // Both autodestruction tokens act when the time token leaves their slot (the round they mark).
  if (s.autodestruct && from === s.autodestruct.slot) {
    if (s.autodestruct.color === 'red') {
      s.endReason = 'destroyed';
      return;
    }
    s.autodestruct = { slot: s.autodestruct.slot - 3, color: 'red' };
    s.mainGateOpen = true;
    say(ctx, 'critical.autodestruct', 'Autodestruction turns red: it can no longer be stopped; the main gate opens');
  }
  if (s.time <= 0) s.endReason = 'purge';
}

/** A threshold: the active power token with the highest number goes dark. */
export function dropPower(s: GameState, ctx: Ctx): void {
  const top = Math.max(...s.power.active);
  if (!Number.isFinite(top)) return;
  s.power.active = s.power.active.filter((t) => t !== top);
  say(ctx, 'power.drop', `Power token ${top} goes dark`, { token: top });
}

/** Step 3: powered sections lose the noise in corridors away from characters. */
export function noiseRemoval(s: GameState, ctx: Ctx): void {
  let n = 0;
  for (const c of s.corridors) {
    if (!c.noise) continue;
    if (!powered(s, c.a) && !powered(s, c.b)) continue;
    if (livingCount(s, c.a) > 0 || livingCount(s, c.b) > 0) continue;
    c.noise = false;
    n++;
  }
  // A designed weakness effect: it names the technical corridors, so Mars areas keep their noise.
  if (weaknessActive(s, 'noise')) s.techNoise = false;
  say(ctx, 'event.noise-removal', `${n} noise marker(s) fade in powered sections`, { removed: n });
}

/** Step 4: every intruder sharing a room with a character attacks. */
export function attacks(s: GameState, ctx: Ctx): void {
  attackInTurn(
    s,
    s.intruders.map((i) => i.id),
    ctx,
  );
}

/**
 * The attacks of these intruders, in order. A target with someone else in the room may answer with a
 * reaction (reactions.ts): the attacks left then wait in the window's data.
 */
export function attackInTurn(s: GameState, ids: number[], ctx: Ctx): void {
  for (let k = 0; k < ids.length; k++) {
    const intr = s.intruders.find((i) => i.id === ids[k]);
    const target = intr ? chooseTarget(s, intr.room) : null;
    if (!intr || !target) continue;
    const rest = ids.slice(k + 1);
    if (
      livingCount(s, intr.room) > 1 &&
      offerReaction(s, target, { moment: 'attack', intruder: intr.id, seat: target.seat, rest }, ctx)
    )
      return;
    intruderAttack(s, intr, target, ctx);
  }
}

/** Step 5: fire injures intruders (and destroys one loose egg) in burning rooms. */
export function fireDamage(s: GameState, ctx: Ctx): void {
  const dmg = weaknessActive(s, 'fire') ? 2 : 1;
  for (const intr of [...s.intruders]) {
    if (s.rooms[intr.room]?.fire && s.intruders.includes(intr)) {
      say(ctx, 'event.fire-damage', `The ${intr.kind} burns`, { intruder: intr.id });
      injure(s, intr, dmg, ctx);
    }
  }
  // The rooms in Object.values' order, without building the list.
  for (const id in s.rooms) {
    const r = s.rooms[id];
    if (!r?.fire) continue;
    if (r.objects.egg > 0) r.objects.egg--;
    else if (r.tile === 'nest' && s.eggsInNest > 0) {
      s.eggsInNest--;
      if (s.eggsInNest === 0) s.nestDestroyed = true;
    }
  }
}

/** Step 6: an event card moves intruders of the shown kinds not in combat, then has its effect. */
export function eventCard(s: GameState, ctx: Ctx): void {
  const id = drawEvent(s, ctx);
  const card = EVENT[id];
  say(ctx, 'event.card', `Event: ${cardTitle(id)}`, { card: id });
  if (card) {
    const exits = weaknessActive(s, 'slow') ? card.exits.slice(0, 1) : card.exits;
    // Each exit number is one simultaneous move of every intruder still moving: a door smashed in it
    // stops all of them. One stopped by a door or meeting a character moves no further.
    let moving = s.intruders.filter((i) => card.kinds.includes(i.kind));
    for (const n of exits) {
      const smashed = new Set<number>();
      moving = moving.filter(
        (intr) =>
          s.intruders.includes(intr) && livingCount(s, intr.room) === 0 && moveIntruder(s, intr, n, ctx, smashed),
      );
    }
    eventEffect(s, card.effect, false, ctx);
    if (flowHeld(s)) s.waiting.push({ kind: 'event-effect', effect: card.dark });
    else darkPart(s, card.dark, ctx);
  }
  s.eventDiscard.push(id);
}

/** "Noise near": the first character of each room, in turn order, gets a noise marker behind exit 1. */
export function noiseNear(s: GameState, seats: number[], darkOnly: boolean, ctx: Ctx): void {
  for (let i = 0; i < seats.length; i++) {
    const p = s.players[seats[i] as number];
    if (!p || p.status !== 'alive' || (darkOnly && !inDarkness(s, p.room)) || livingIn(s, p.room)[0] !== p) continue;
    placeNoise(s, p, 1, ctx);
    if (flowHeld(s)) {
      s.waiting.push({ kind: 'noise-near', seats: seats.slice(i + 1), darkOnly });
      return;
    }
  }
}

/**
 * An event card's darkness part. A character in a dark room who might hold a reaction to it is asked
 * first (reactions.ts); the answer then resolves it (reaction-answers.ts).
 */
export function darkPart(s: GameState, effect: EventEffect, ctx: Ctx): void {
  if (effect !== 'none')
    for (const seat of seatOrder(s)) {
      const p = s.players[seat];
      if (
        p?.status === 'alive' &&
        inDarkness(s, p.room) &&
        offerReaction(s, p, { moment: 'dark-event', effect, seat }, ctx)
      )
        return;
    }
  eventEffect(s, effect, true, ctx);
}

/** `exempt`: a seat the effect passes by (a reaction to an event's darkness part). */
export function eventEffect(s: GameState, effect: EventEffect, darkOnly: boolean, ctx: Ctx, exempt?: number): void {
  const hit = (room: string) => !darkOnly || inDarkness(s, room);
  // The living characters in turn order, listed only by the effects that go through them.
  const livingOf = () =>
    seatOrder(s)
      .map((i) => s.players[i])
      .filter((p) => p?.status === 'alive' && p.seat !== exempt);
  switch (effect) {
    case 'none':
      return;
    case 'noise-near':
      noiseNear(
        s,
        seatOrder(s).filter((seat) => seat !== exempt),
        darkOnly,
        ctx,
      );
      return;
    case 'fire-spread':
      for (const p of livingOf())
        if (p && hit(p.room) && s.rooms[p.room]?.fire) seriousWound(s, p, ctx, 'spreading fire');
      return;
    case 'slime-seep':
      for (const p of livingOf()) if (p && hit(p.room) && corridorsOf(s, p.room).some((c) => c.noise)) p.slime = true;
      return;
    case 'power-flicker':
      dropPower(s, ctx);
      return;
    case 'short':
      for (const p of livingOf()) if (p && hit(p.room)) placeMalfunction(s, p.room, ctx);
      return;
    case 'hatching': {
      const nest = roomWithTile(s, 'nest');
      const p = nest ? chooseTarget(s, nest) : null;
      if (p && s.eggsInNest > 0) appear(s, p, 'larva', ctx);
      else if ((s.supply.larva ?? 0) > 0) {
        add(s.supply, 'larva', -1);
        add(s.bag, 'larva', 1);
      }
      return;
    }
    default: {
      const never: never = effect;
      throw new Error(`unknown event effect ${String(never)}`);
    }
  }
}

/** An adult or breeder token: each character not in combat, in turn order, makes a noise roll. */
export function bagNoise(s: GameState, seats: number[], ctx: Ctx): void {
  for (let i = 0; i < seats.length; i++) {
    const p = s.players[seats[i] as number];
    if (p?.status === 'alive' && livingIn(s, p.room).includes(p) && !s.intruders.some((x) => x.room === p.room)) {
      if (inDarkness(s, p.room) && offerReaction(s, p, { moment: 'bag-noise', seat: p.seat }, ctx)) {
        s.waiting.push({ kind: 'bag-noise', seats: seats.slice(i + 1) });
        return;
      }
      noiseRoll(s, p, ctx);
    }
    if (s.endReason) return;
    if (flowHeld(s)) {
      s.waiting.push({ kind: 'bag-noise', seats: seats.slice(i + 1) });
      return;
    }
  }
}

/** Step 7: one token from the bag develops the brood. */
export function bagDevelopment(s: GameState, ctx: Ctx): void {
  const token = drawFrom(s.bag, ctx.rng) as BagToken | null;
  if (token === null) return;
  say(ctx, 'event.bag', `Bag development: ${token}`, { token });
  const grow = (into: string) => {
    add(s.supply, token, 1);
    if ((s.supply[into] ?? 0) > 0) {
      add(s.supply, into, -1);
      add(s.bag, into, 1);
    }
  };
  switch (token) {
    case 'larva':
      grow('adult');
      return;
    case 'creeper':
      grow('breeder');
      return;
    case 'adult':
    case 'breeder':
      add(s.bag, token, 1);
      bagNoise(s, seatOrder(s), ctx);
      return;
    case 'queen': {
      add(s.bag, 'queen', 1);
      const nest = roomWithTile(s, 'nest');
      // Nobody triggered this encounter: with several characters in the nest, the one the queen would
      // attack (fewest cards, ties from the first player on) is the one whose hand faces its number.
      const p = nest ? chooseTarget(s, nest) : null;
      if (p && nest && !s.intruders.some((i) => i.kind === 'queen')) {
        // An encounter in the nest: its corridors fall silent, then the queen appears.
        for (const c of corridorsOf(s, nest)) c.noise = false;
        for (const key of techKeysOf(s, nest)) setTechNoise(s, key, false);
        appear(s, p, 'queen', ctx);
      } else s.eggsInNest++;
      return;
    }
    case 'blank':
      add(s.bag, 'blank', 1);
      if ((s.supply.adult ?? 0) > 0) {
        add(s.supply, 'adult', -1);
        add(s.bag, 'adult', 1);
      }
      return;
    default: {
      const never: never = token;
      throw new Error(`unknown token ${String(never)}`);
    }
  }
}
