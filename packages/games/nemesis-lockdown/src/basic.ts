import type { Action } from '@airlock/engine';
import { faceHits, melee, offersDiscard, roll, shoot } from './core/combat.ts';
import { ADVANTAGE_DIE, COMBAT_DIE } from './data/rooms.ts';
import { dropHeavy, hurt } from './core/wounds.ts';
import { BASIC_BOARD, EXITS, MARS_EXITS, TECH } from './data/board.ts';
import { ITEM } from './data/cards.ts';
import { moveCharacter } from './movement.ts';
import { noiseRoll } from './noise.ts';
import { type Maker, ONE, type Paid } from './payment.ts';
import {
  add,
  type Ctx,
  drawFrom,
  inCombat,
  roomWithTile,
  say,
  seatName,
  tileOf,
  openNeighbours,
  techKey,
  techNoisy,
  powered,
} from './state.ts';
import type { Counts, GameState, ObjectKind, Player } from './types.ts';

export const moveCost = (p: Player, base: number) => base + (hurt(p, 'leg') ? 1 : 0);
export const handLimit = (p: Player) => (hurt(p, 'arm') ? 1 : 2);

/** A weapon held in a hand, or taped to what that hand holds: its place and its card. */
export interface HeldWeapon {
  ref: { weapon: number; taped?: true };
  thing: { name: string; ammo: number };
}

/** Nothing held: shared (callers only read the lists these functions return). */
const NONE_HELD: HeldWeapon[] = Object.freeze([]) as unknown as HeldWeapon[];
const NO_COLORS: string[] = Object.freeze([]) as unknown as string[];

export function heldWeapons(p: Player): HeldWeapon[] {
  if (p.hands.length === 0) return NONE_HELD;
  const out: HeldWeapon[] = [];
  p.hands.forEach((h, i) => {
    if (h.kind !== 'item') return;
    if (ITEM[h.name]?.weapon) out.push({ ref: { weapon: i }, thing: h });
    if (h.taped && ITEM[h.taped.name]?.weapon) out.push({ ref: { weapon: i, taped: true }, thing: h.taped });
  });
  return out;
}

/** The weapon an action names by its place (`weapon`, and `taped` for the one bound to it). */
export function weaponAt(p: Player, a: Record<string, unknown>): { name: string; ammo: number } | undefined {
  const h = p.hands[a.weapon as number];
  if (!h || h.kind !== 'item') return undefined;
  return a.taped === true ? h.taped : h;
}

export function neighbours(s: GameState, room: string): string[] {
  return openNeighbours(s, room);
}

/** Exits of a room, one per distinct corridor (or the technical corridors), that hold no noise. */
function quietExits(s: GameState, room: string): number[] {
  const out: number[] = [];
  const exits = (s.side === 'mars' ? MARS_EXITS : EXITS)[room];
  if (exits === undefined) return out;
  for (let i = 0; i < exits.length; i++) {
    const e = exits[i] as number | typeof TECH;
    const key = e === TECH ? techKey(s, room, i + 1) : '';
    // An exit leading where an earlier one leads (the same corridor, or the same technical space) is
    // listed once, under the earlier number.
    let seen = false;
    for (let j = 0; j < i && !seen; j++) {
      const f = exits[j];
      seen = e === TECH ? f === TECH && techKey(s, room, j + 1) === key : f === e;
    }
    if (seen) continue;
    const noisy = e === TECH ? techNoisy(s, key) : (s.corridors[e]?.noise ?? true);
    if (!noisy) out.push(i + 1);
  }
  return out;
}

export function eggsHere(s: GameState, room: string): number {
  const r = s.rooms[room];
  // Rooms are kept by their id, so only a room showing the nest can be the one the search finds (most are not).
  const nest = r?.tile === 'nest' && roomWithTile(s, 'nest') === room ? s.eggsInNest : 0;
  return (r?.objects.egg ?? 0) + nest;
}

export function searchColors(s: GameState, p: Player): string[] {
  const r = s.rooms[p.room];
  const t = tileOf(s, p.room);
  if (!r || !t || !t.searchable || (r.items ?? 0) <= 0) return NO_COLORS;
  const colors = t.color === 'white' ? ['green', 'red', 'yellow'] : [t.color];
  return colors.filter((c) => {
    const deck = s.itemDecks[c as 'red'];
    if (deck) for (const k in deck) if ((deck[k] as number) > 0) return true;
    return false;
  });
}

type Ref = HeldWeapon['ref'];
const EGG: readonly string[] = Object.freeze(['egg']);
const PICKUPS = ['carcass', 'corpse', 'egg'] as const;

// The makers of the basic actions: literals, so every action of a kind has the same keys in the same order.
const moveAction: Maker<null, string> = (_, to, pay) => ({ type: 'move', to, pay });
const carefulAction: Maker<string, number> = (to, exit, pay) => ({ type: 'careful', to, exit, pay });
/** A weapon's place has one of two shapes. */
const shootAction: Maker<Ref, string | number> = (ref, target, pay): Action => {
  const taped = ref.taped;
  if (taped === undefined) return { type: 'shoot', weapon: ref.weapon, target, pay };
  return { type: 'shoot', weapon: ref.weapon, taped, target, pay };
};
const meleeAction: Maker<null, string | number> = (_, target, pay) => ({ type: 'melee', target, pay });
const searchAction: Maker<null, string> = (_, color, pay) => ({ type: 'search', color, pay });
const pickupAction: Maker<null, string> = (_, object, pay) => ({ type: 'pickup', object, pay });
const gateAction: Maker<null, null> = (_, __, pay) => ({ type: 'gate', pay });

/** The basic actions of a turn, added to the list being built (each once per way to pay). */
export function basicOptions(s: GameState, p: Player, out: Paid): void {
  const fight = inCombat(s, p);
  const near = openNeighbours(s, p.room);
  out.block(null, near, out.ways(moveCost(p, 1), undefined), moveAction);
  if (!fight) {
    const careful = out.ways(moveCost(p, 2), undefined);
    if (careful.length > 0) for (const to of near) out.block(to, quietExits(s, to), careful, carefulAction);
  }
  const eggs = eggsHere(s, p.room) > 0;
  let here: (string | number)[] | undefined;
  for (const intr of s.intruders)
    if (intr.room === p.room) {
      here ??= [];
      here.push(intr.id);
    }
  const one = out.ways(1, undefined);
  for (const { ref, thing } of heldWeapons(p)) {
    if (thing.ammo <= 0) continue;
    if (here) out.block(ref, here, one, shootAction);
    // Uncarried eggs can be shot out of combat (004) and, like any target in the room, in combat too.
    if (eggs) out.block(ref, EGG, one, shootAction);
  }
  if (here) out.block(null, here, out.ways(hurt(p, 'torso') ? 2 : 1, undefined), meleeAction);
  if (eggs) out.block(null, EGG, one, meleeAction);
  if (!fight) {
    const colors = searchColors(s, p);
    if (colors.length > 0) out.block(null, colors, out.ways(2, undefined), searchAction);
    const r = s.rooms[p.room];
    if (r && p.hands.length < handLimit(p)) {
      const objects = PICKUPS.filter((object) => r.objects[object] > 0);
      if (objects.length > 0) out.block(null, objects, one, pickupAction);
    }
    if (s.side === 'basic' && p.room === BASIC_BOARD.gateRoom && s.mainGateOpen) out.block(null, ONE, one, gateAction);
  }
}

export function applyBasic(s: GameState, p: Player, a: Record<string, unknown>, ctx: Ctx): void {
  switch (a.type) {
    case 'move':
      moveCharacter(s, p, a.to as string, ctx);
      return;
    case 'careful':
      moveCharacter(s, p, a.to as string, ctx, { careful: a.exit as number });
      return;
    case 'shoot': {
      const weapon = weaponAt(p, a);
      if (!weapon) return;
      if (a.target === 'egg') {
        weapon.ammo--;
        const face = roll(powered(s, p.room) ? ADVANTAGE_DIE : COMBAT_DIE, ctx);
        if (offersDiscard(face, p)) {
          s.decisions.push({ kind: 'advantage', seat: p.seat, target: 'egg', face, bonus: 0 });
          say(
            ctx,
            'combat.shoot',
            `${seatName(s, p.seat)} shoots at the eggs (advantage die: ${face.replace('-', ' ')})`,
            {
              seat: p.seat,
              face,
            },
          );
          return;
        }
        const single = face === 'double' && ITEM[weapon.name]?.weapon?.doubleAsSingle;
        destroyEggs(s, p, single ? 1 : faceHits(face, 'egg', false), ctx);
        return;
      }
      const intr = s.intruders.find((i) => i.id === a.target);
      if (intr) shoot(s, p, weapon, intr, ctx, fragileBonus(s, p));
      return;
    }
    case 'melee': {
      if (a.target === 'egg') {
        // Against eggs a miss costs neither contamination nor a wound.
        destroyEggs(s, p, faceHits(roll(COMBAT_DIE, ctx), 'egg', true), ctx);
        return;
      }
      const intr = s.intruders.find((i) => i.id === a.target);
      if (intr) melee(s, p, intr, ctx, weaknessFor(s, p, 'phosphates') ? 1 : 0);
      return;
    }
    case 'search':
      search(s, p, a.color as 'red', ctx);
      return;
    case 'pickup': {
      const r = s.rooms[p.room];
      const object = a.object as ObjectKind;
      if (!r) return;
      r.objects[object]--;
      const thing: Player['hands'][number] = { kind: 'object', name: object, ammo: 0 };
      // A character corpse keeps its owner: the lowest seat whose corpse lies here.
      const owner = object === 'corpse' ? s.players.find((q) => q.corpse === p.room) : undefined;
      if (owner) {
        owner.corpse = 'carried';
        thing.of = owner.seat;
      }
      p.hands.push(thing);
      say(ctx, 'pickup', `${seatName(s, p.seat)} picks up a ${object}`, { seat: p.seat, object });
      return;
    }
    case 'gate': {
      const appeared = noiseRoll(s, p, ctx);
      if (!appeared && p.status === 'alive') {
        p.status = 'bunker';
        p.passed = true;
        say(ctx, 'escape.bunker', `${seatName(s, p.seat)} leaves through the main gate and reaches the bunker`, {
          seat: p.seat,
        });
      }
      return;
    }
  }
}

/** Each injury dealt to eggs destroys one; every attempt, hit or miss, is followed by a noise roll. */
export function destroyEggs(s: GameState, p: Player, n: number, ctx: Ctx): void {
  const r = s.rooms[p.room];
  for (let i = 0; i < n && eggsHere(s, p.room) > 0; i++) {
    if (roomWithTile(s, 'nest') === p.room && s.eggsInNest > 0) {
      s.eggsInNest--;
      if (s.eggsInNest === 0) {
        s.nestDestroyed = true;
        say(ctx, 'nest.destroyed', 'The last egg in the nest is gone: the nest is destroyed');
      }
    } else if (r && r.objects.egg > 0) r.objects.egg--;
  }
  say(ctx, 'nest.egg', `${seatName(s, p.seat)} attacks the eggs: ${n} destroyed`, { seat: p.seat, destroyed: n });
  noiseRoll(s, p, ctx);
}

/** Searching draws one item of the room's colour (a white room lets the searcher pick the deck). */
export function search(s: GameState, p: Player, color: 'red' | 'yellow' | 'green', ctx: Ctx): void {
  const r = s.rooms[p.room];
  if (!r) return;
  r.items = Math.max(0, (r.items ?? 0) - 1);
  if (tileOf(s, p.room)?.id === 'contaminated') p.slime = true;
  const item = drawItem(s, color, ctx.rng);
  if (!item) return;
  gainItem(s, p, item, ctx);
}

export function gainItem(s: GameState, p: Player, item: string, ctx: Ctx): void {
  const def = ITEM[item];
  if (def?.heavy) {
    if (p.hands.length >= handLimit(p))
      s.decisions.push({ kind: 'hands-full', seat: p.seat, item, ammo: def.weapon?.start ?? 0 });
    else p.hands.push({ kind: 'item', name: item, ammo: def.weapon?.start ?? 0 });
  } else p.inventory.push(item);
  p.inventory.sort();
  if (def?.heavy) {
    // A heavy item is never secret: everyone sees which one was found.
    ctx.emit({
      rule: 'search',
      text: `${seatName(s, p.seat)} finds ${def.name}`,
      data: { seat: p.seat, item },
      reveals: true,
    });
    return;
  }
  ctx.emit({
    rule: 'search',
    text: `${seatName(s, p.seat)} finds ${def?.name ?? item}`,
    data: { seat: p.seat, item },
    to: [p.seat],
    public: {
      text: `${seatName(s, p.seat)} finds a ${def?.color ?? ''} item`,
      data: { seat: p.seat, color: def?.color ?? '' },
    },
    reveals: true,
  });
}

/** Dropped objects stay in the room; dropped item cards go back to their deck. */
export function dropThing(s: GameState, p: Player, thing: Player['hands'][number]): void {
  dropHeavy(s, p, thing);
}

/** A lost, discarded or used item card goes to the bottom of its deck, where everyone knows it lies. */
export function returnItem(s: GameState, item: string): void {
  const color = ITEM[item]?.color;
  if (color === 'red' || color === 'yellow' || color === 'green') {
    s.itemDecks[color][item] = (s.itemDecks[color][item] ?? 0) + 1;
    s.itemUnder[color].push(item);
  } else if (color === 'blue') s.craftDeck[item] = (s.craftDeck[item] ?? 0) + 1;
  // A character-dedicated card has no deck to go back to: it leaves the game, in front of everyone.
  else if (color === 'character') s.characterItemsOut.push(item);
}

/**
 * Draws the top item card of a deck: a random one among the cards not known to be at the bottom, or,
 * once only those are left, the card that was placed under the deck first.
 */
export function drawItem(s: GameState, color: 'red' | 'yellow' | 'green', rng: Ctx['rng']): string | null {
  const deck = s.itemDecks[color];
  const under = s.itemUnder[color];
  const hidden: Counts = { ...deck };
  for (const u of under) add(hidden, u, -1);
  const item = drawFrom(hidden, rng) ?? under.shift() ?? null;
  if (item) add(deck, item, -1);
  return item;
}

function fragileBonus(s: GameState, p: Player): number {
  return weaknessFor(s, p, 'fragile') ? 1 : 0;
}

import { weaknessFor } from './weakness.ts';
