import { ATTACK, EVENT } from '../data/cards.ts';
import { ITEM } from '../data/cards.ts';
import { ADVANTAGE_DIE, COMBAT_DIE, type CombatFace } from '../data/rooms.ts';
import { type Ctx, drawFrom, heavyName, powered, say, seatName } from '../state.ts';
import type { GameState, Intruder, IntruderKind, Player } from '../types.ts';
import { drawAttack } from './attack.ts';
import { gainContamination } from './contamination.ts';
import { moveIntruder, removeIntruder } from './intruders.ts';
import { seriousWound } from './wounds.ts';

/** Injuries a die face deals to an intruder kind. A double counts once in melee. */
export function faceHits(face: CombatFace, kind: IntruderKind | 'egg', melee: boolean): number {
  const small = kind === 'larva' || kind === 'creeper' || kind === 'egg';
  switch (face) {
    case 'miss':
      return 0;
    case 'small':
      return small ? 1 : 0;
    case 'adult':
      return small || kind === 'adult' ? 1 : 0;
    case 'hit':
      return 1;
    case 'double':
      return melee ? 1 : 2;
    // Without a discarded card (with one, see `cardHits`); either way the intruder's kind does not matter.
    case 'card-one':
      return 0;
    case 'card-two':
      return 1;
    default: {
      const never: never = face;
      throw new Error(`unknown face ${String(never)}`);
    }
  }
}

/** The advantage faces' injuries when the shooter discards an action card. */
export function cardHits(face: 'card-one' | 'card-two'): number {
  return face === 'card-one' ? 1 : 2;
}

/** Whether a face lets the shooter discard an action card for more injuries, and the shooter can. */
export function offersDiscard(face: CombatFace, p: Player): face is 'card-one' | 'card-two' {
  return (face === 'card-one' || face === 'card-two') && p.hand.some((c) => !c.startsWith('contamination'));
}

export function roll(die: CombatFace[], ctx: Ctx): CombatFace {
  return die[ctx.rng.int(0, die.length - 1)] as CombatFace;
}

/**
 * Shooting: one ammo, then the combat die, or the advantage die in a powered section. An advantage face
 * that a discarded card improves asks the shooter first (an `advantage` decision) and injures nothing yet.
 * A bonus adds to a hit only, never to a miss.
 */
export function shoot(
  s: GameState,
  p: Player,
  weapon: { name: string; ammo: number },
  intr: Intruder,
  ctx: Ctx,
  bonus = 0,
): number {
  weapon.ammo--;
  const advantage = powered(s, p.room);
  const face = roll(advantage ? ADVANTAGE_DIE : COMBAT_DIE, ctx);
  if (offersDiscard(face, p)) {
    s.decisions.push({ kind: 'advantage', seat: p.seat, target: intr.id, face, bonus });
    say(
      ctx,
      'combat.shoot',
      `${seatName(s, p.seat)} shoots the ${intr.kind} with ${heavyName(weapon)} (advantage die: ${face.replace('-', ' ')})`,
      {
        seat: p.seat,
        face,
      },
    );
    return 0;
  }
  let hits = faceHits(face, intr.kind, false);
  if (face === 'double' && ITEM[weapon.name]?.weapon?.doubleAsSingle) hits = 1;
  if (hits > 0) hits += bonus;
  say(
    ctx,
    'combat.shoot',
    `${seatName(s, p.seat)} shoots the ${intr.kind} with ${heavyName(weapon)} (${advantage ? 'advantage' : 'combat'} die: ${face.replace('-', ' ')}): ${hits} injur${hits === 1 ? 'y' : 'ies'}`,
    { seat: p.seat, face, hits },
  );
  if (hits > 0) injure(s, intr, hits, ctx);
  return hits;
}

/** Melee: contamination first, then the combat die; a miss costs a serious wound. */
export function melee(s: GameState, p: Player, intr: Intruder, ctx: Ctx, bonus = 0): number {
  gainContamination(s, p, ctx, 'melee');
  const face = roll(COMBAT_DIE, ctx);
  let hits = faceHits(face, intr.kind, true);
  if (hits > 0) hits += bonus;
  say(ctx, 'combat.melee', `${seatName(s, p.seat)} fights the ${intr.kind} bare-handed (${face}): ${hits} injury`, {
    seat: p.seat,
    face,
    hits,
  });
  if (hits > 0) injure(s, intr, hits, ctx);
  else seriousWound(s, p, ctx, 'missed melee attack');
  return hits;
}

/**
 * Injury effect: larvae die at once; creepers and adults check one attack card's blood value against
 * their injuries, breeders and queens the sum of two. Any retreat arrow drawn makes a survivor flee
 * through the exit named by a fresh event card.
 */
export function injure(s: GameState, intr: Intruder, n: number, ctx: Ctx): 'dead' | 'fled' | 'alive' {
  intr.injuries += n;
  if (intr.kind === 'larva') {
    removeIntruder(s, intr);
    say(ctx, 'injury.death', 'The larva dies', { intruder: intr.id });
    return 'dead';
  }
  const draws = intr.kind === 'breeder' || intr.kind === 'queen' ? 2 : 1;
  let blood = 0;
  let retreat = false;
  const cards: string[] = [];
  for (let i = 0; i < draws; i++) {
    const id = drawAttack(s, ctx);
    s.attackDiscard.push(id);
    cards.push(id);
    const card = ATTACK[id];
    blood += card?.blood ?? 0;
    retreat ||= card?.retreat ?? false;
  }
  if (blood <= intr.injuries) {
    removeIntruder(s, intr);
    const room = s.rooms[intr.room];
    if (room) room.objects.carcass++;
    say(ctx, 'injury.death', `The ${intr.kind} dies (blood ${blood} <= ${intr.injuries} injuries)`, {
      intruder: intr.id,
      cards,
    });
    return 'dead';
  }
  say(ctx, 'injury.check', `The ${intr.kind} endures (blood ${blood} > ${intr.injuries} injuries)`, {
    intruder: intr.id,
    cards,
  });
  if (!retreat) return 'alive';
  const ev = drawEvent(s, ctx);
  s.eventDiscard.push(ev);
  const exit = EVENT[ev]?.exits[0] ?? 1;
  say(ctx, 'injury.retreat', `The wounded ${intr.kind} flees through exit ${exit}`, { intruder: intr.id, event: ev });
  moveIntruder(s, intr, exit, ctx);
  return 'fled';
}

export function drawEvent(s: GameState, ctx: Ctx): string {
  let id = drawFrom(s.eventDeck, ctx.rng);
  if (id === null) {
    for (const c of s.eventDiscard) s.eventDeck[c] = (s.eventDeck[c] ?? 0) + 1;
    s.eventDiscard = [];
    id = drawFrom(s.eventDeck, ctx.rng);
  }
  if (id === null) throw new Error('event deck empty');
  return id;
}
