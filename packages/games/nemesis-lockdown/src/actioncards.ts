import type { Action, Json } from '@airlock/engine';
import { injure, shoot } from './core/combat.ts';
import { gainContamination, infect, scanPiles } from './core/contamination.ts';
import { dressOne } from './core/wounds.ts';
import { ACTION_CARD, type CardEffect } from './data/characters.ts';
import { ITEM } from './data/cards.ts';
import { EXITS, MARS_EXITS } from './data/board.ts';
import { placeNoise } from './noise.ts';
import { heldWeapons, neighbours, search, searchColors, weaponAt } from './basic.ts';
import { removeFire, removeMalfunction } from './hazards.ts';
import { moveCharacter } from './movement.ts';
import type { Maker, Paid } from './payment.ts';
import { drawCard } from './round.ts';
import {
  type Ctx,
  exitOf,
  inCombat,
  intrudersIn,
  say,
  seatName,
  setTechNoise,
  techKey,
  techNoisy,
  uniqueSorted,
} from './state.ts';
import { CONTAMINATION, type GameState, type Player } from './types.ts';
import { weaknessFor } from './weakness.ts';
import { CONTROL_CARDS } from './cards-control.ts';
import { FIGHT_CARDS } from './cards-fight.ts';
import { MOVE_CARDS } from './cards-moves.ts';
import { STUDY_CARDS } from './cards-study.ts';

/** The effect kinds of characters' own cards that have a handler of their own (cards-*.ts). */
const OWN_CARDS = { ...CONTROL_CARDS, ...FIGHT_CARDS, ...MOVE_CARDS, ...STUDY_CARDS };
type OwnEffect = keyof typeof OWN_CARDS;
const isOwn = (e: CardEffect): e is OwnEffect => Object.hasOwn(OWN_CARDS, e);

/** The choices one effect of an action card offers right now (empty: it cannot be played). */
function effectParams(s: GameState, p: Player, effect: CardEffect): Record<string, Json>[] {
  if (isOwn(effect)) return OWN_CARDS[effect].params(s, p);
  const fight = inCombat(s, p);
  switch (effect) {
    case 'run':
      return fight ? [] : neighbours(s, p.room).map((to) => ({ to }));
    case 'cover':
      return fight ? neighbours(s, p.room).map((to) => ({ to })) : [];
    case 'rest':
      return !fight && p.hand.includes(CONTAMINATION) ? [{}] : [];
    case 'patch': {
      const out: Record<string, Json>[] = [];
      if (p.light > 0) out.push({ option: 'light' });
      if (p.serious.some((w) => !w.dressed)) out.push({ option: 'dress' });
      return out;
    }
    case 'aim': {
      const out: Record<string, Json>[] = [];
      for (const { ref, thing } of heldWeapons(p))
        if (thing.ammo > 0) for (const intr of intrudersIn(s, p.room)) out.push({ ...ref, target: intr.id });
      return out;
    }
    case 'fix': {
      const r = s.rooms[p.room];
      const out: Record<string, Json>[] = [];
      if (r?.fire) out.push({ option: 'fire' });
      if (r?.malfunction) out.push({ option: 'malfunction' });
      return out;
    }
    case 'study':
      return [{}];
    case 'rummage':
      return fight ? [] : searchColors(s, p).map((color) => ({ color }));
    case 'reload':
      return heldWeapons(p)
        .filter(({ thing }) => thing.ammo < (ITEM[thing.name]?.weapon?.max ?? 0))
        .map(({ ref }) => ({ ...ref }));
    case 'focus':
      return [{}];
    case 'hush':
      return exitsOf(s, p)
        .filter((n) => noisyExit(s, p, n) === true)
        .map((exit) => ({ exit }));
    case 'noise':
      return exitsOf(s, p)
        .filter((n) => noisyExit(s, p, n) === false)
        .map((exit) => ({ exit }));
    case 'metabolize':
      return [...new Set(p.hand.filter((c) => c.startsWith(CONTAMINATION)))].sort().map((discard) => ({ discard }));
    case 'wipe-slime':
      return p.slime ? [{}] : [];
    case 'desperate':
    case 'vivisect':
      return intrudersIn(s, p.room).map((intr) => ({ target: intr.id }));
    case 'grit':
      return p.serious.length > 0 ? [{}] : [];
    default: {
      const never: never = effect;
      throw new Error(`unknown card effect ${String(never)}`);
    }
  }
}

/** The fixed part of an action card's block: which card, which half. */
interface Half {
  card: string;
  half: number;
}

// Most choices carry no detail, or only a room: literals then, rather than the generic copy.
const cardToAction: Maker<Half, string> = (h, to, pay) => ({ type: 'card', card: h.card, half: h.half, to, pay });
const cardAction: Maker<Half, Record<string, Json>> = (h, params, pay) => {
  let keys = 0;
  for (const _ in params) keys++;
  if (keys === 0) return { type: 'card', card: h.card, half: h.half, pay };
  if (keys === 1 && typeof params.to === 'string')
    return { type: 'card', card: h.card, half: h.half, to: params.to, pay };
  // Key by key rather than spread (the same keys in the same order): details come in many shapes.
  const a: Record<string, Json> = { type: 'card', card: h.card, half: h.half };
  for (const k in params) a[k] = params[k] as Json;
  a.pay = pay;
  return a as Action;
};

/** The action cards playable now, each half with its choices, added to the list being built. */
export function cardOptions(s: GameState, p: Player, out: Paid): void {
  for (const card of uniqueSorted(p.hand)) {
    const def = ACTION_CARD[card];
    if (!def) continue;
    let ways: readonly string[][] | undefined;
    for (let half = 0; half < def.effects.length; half++) {
      const effect = def.effects[half] as CardEffect;
      if (effect === 'run' || effect === 'cover') {
        // effectParams' rooms, without a detail object per room: run out of combat, cover in it.
        if ((effect === 'cover') !== inCombat(s, p)) continue;
        const near = neighbours(s, p.room);
        if (near.length === 0) continue;
        ways ??= out.ways(def.cost, card);
        out.block({ card, half }, near, ways, cardToAction);
        continue;
      }
      const choices = effectParams(s, p, effect);
      if (choices.length === 0) continue;
      ways ??= out.ways(def.cost, card);
      out.block({ card, half }, choices, ways, cardAction);
    }
  }
}

export function applyCard(s: GameState, p: Player, a: Record<string, unknown>, ctx: Ctx): void {
  const def = ACTION_CARD[a.card as string];
  const effect = def?.effects[a.half as number];
  if (!def || !effect) return;
  p.hand.splice(p.hand.indexOf(def.id), 1);
  p.discard.push(def.id);
  const me = seatName(s, p.seat);
  say(ctx, 'card.play', `${me} plays ${def.name} (${effect.replace(/-/g, ' ')})`, {
    seat: p.seat,
    card: def.id,
    effect,
  });
  if (isOwn(effect)) {
    OWN_CARDS[effect].apply(s, p, a, ctx);
    return;
  }
  switch (effect) {
    case 'run':
      moveCharacter(s, p, a.to as string, ctx, { quiet: true });
      return;
    case 'cover':
      moveCharacter(s, p, a.to as string, ctx, { unharmed: true });
      return;
    case 'rest': {
      // Scan one card from hand: clean ones are removed, an infected one stays and infects.
      const found = scanPiles(s, p, ['hand'], ctx, { removeClean: true, removeInfected: false, limit: 1 });
      if (found > 0) infect(s, p, ctx);
      return;
    }
    case 'patch':
      if (a.option === 'light') p.light--;
      else dressOne(p);
      return;
    case 'aim': {
      const weapon = weaponAt(p, a);
      const intr = s.intruders.find((i) => i.id === a.target);
      if (weapon && intr) shoot(s, p, weapon, intr, ctx, 1 + (weaknessFor(s, p, 'fragile') ? 1 : 0));
      return;
    }
    case 'fix':
      if (a.option === 'fire') removeFire(s, p.room);
      else removeMalfunction(s, p.room);
      return;
    case 'study':
      p.knowledge++;
      return;
    case 'rummage':
      search(s, p, a.color as 'red', ctx);
      return;
    case 'reload': {
      const h = weaponAt(p, a);
      const w = h ? ITEM[h.name]?.weapon : undefined;
      if (h && w) h.ammo = Math.min(w.max, h.ammo + 2);
      return;
    }
    case 'focus':
      drawCard(p, ctx);
      return;
    case 'hush': {
      const n = a.exit as number;
      const exit = exitOf(s, p.room, n);
      if (exit === 'tech') setTechNoise(s, techKey(s, p.room, n), false);
      else exit.noise = false;
      return;
    }
    case 'noise':
      placeNoise(s, p, a.exit as number, ctx);
      return;
    case 'metabolize': {
      const c = a.discard as string;
      p.hand.splice(p.hand.indexOf(c), 1);
      p.discard.push(c);
      drawCard(p, ctx);
      drawCard(p, ctx);
      return;
    }
    case 'wipe-slime':
      p.slime = false;
      return;
    case 'desperate': {
      const intr = s.intruders.find((i) => i.id === a.target);
      gainContamination(s, p, ctx, def.name);
      if (intr && s.intruders.includes(intr)) injure(s, intr, 2, ctx);
      return;
    }
    case 'vivisect': {
      const intr = s.intruders.find((i) => i.id === a.target);
      if (intr) injure(s, intr, 1 + Math.floor(p.knowledge / 2), ctx);
      return;
    }
    case 'grit':
      for (let i = p.serious.length; i > 0; i--) drawCard(p, ctx);
      return;
  }
}

/** The numbered exits of the character's room (paths on the Mars surface carry no noise). */
function exitsOf(s: GameState, p: Player): number[] {
  const n = ((s.side === 'mars' ? MARS_EXITS : EXITS)[p.room] ?? []).length;
  const out: number[] = [];
  for (let i = 1; i <= n; i++) if (noisyExit(s, p, i) !== null) out.push(i);
  return out;
}

/** Whether exit n holds noise; null where no noise can lie (a Mars path). */
function noisyExit(s: GameState, p: Player, n: number): boolean | null {
  const exit = exitOf(s, p.room, n);
  if (exit === 'tech') return techNoisy(s, techKey(s, p.room, n));
  return exit.path ? null : exit.noise;
}
