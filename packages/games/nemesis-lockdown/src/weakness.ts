import { WEAKNESSES } from './data/cards.ts';
import { type Ctx, cardTitle, drawFrom, say, seatName } from './state.ts';
import type { GameState, ObjectKind, Player } from './types.ts';

/**
 * Weaknesses (original core, Lockdown activation). Three slots; the first card starts face up. In
 * Lockdown a face-up weakness works only for characters with enough knowledge: slot i needs
 * KNOWLEDGE_NEEDED[i] (designed values). Effects that are not tied to one character work when any
 * character in the facility has that knowledge. With the original intruders a face-up weakness works
 * for everyone at once.
 */
export const KNOWLEDGE_NEEDED = [1, 3, 5];

export type WeaknessEffect = (typeof WEAKNESSES)[number]['effect'];

function slotOf(s: GameState, effect: WeaknessEffect): number {
  return s.weakness.revealed.findIndex((id) => id !== null && WEAKNESSES.find((w) => w.id === id)?.effect === effect);
}

export function weaknessFor(s: GameState, p: Player, effect: WeaknessEffect): boolean {
  const i = slotOf(s, effect);
  if (i < 0) return false;
  if (s.intruderSet === 'original') return true;
  return p.knowledge >= (KNOWLEDGE_NEEDED[i] ?? 99);
}

export function weaknessActive(s: GameState, effect: WeaknessEffect): boolean {
  return s.players.some((p) => p.status === 'alive' && weaknessFor(s, p, effect));
}

/**
 * Laboratory research: 3 knowledge; an object type not researched before takes the first empty slot
 * and turns its weakness face up; one already researched is simply used up.
 */
export function research(s: GameState, p: Player, object: ObjectKind, ctx: Ctx): void {
  p.knowledge += 3;
  if (s.weakness.researched.includes(object)) {
    say(ctx, 'weakness.analyze', `${seatName(s, p.seat)} analyzes a ${object} again (+3 knowledge)`, { seat: p.seat });
    return;
  }
  const slot = s.weakness.researched.indexOf(null);
  if (slot < 0) return;
  s.weakness.researched[slot] = object;
  if (s.weakness.revealed[slot] === null) s.weakness.revealed[slot] = drawFrom(s.unseen.weakness, ctx.rng);
  ctx.emit({
    rule: 'weakness.discover',
    text: `${seatName(s, p.seat)} researches a ${object}: the weakness ${cardTitle(String(s.weakness.revealed[slot]))} is known`,
    data: { seat: p.seat, slot, weakness: s.weakness.revealed[slot] ?? null },
    reveals: true,
  });
}

/** Objects the character could analyze: carried, or lying in the room. */
export function analyzable(s: GameState, p: Player): { object: ObjectKind; from: 'hand' | 'room' }[] {
  const out: { object: ObjectKind; from: 'hand' | 'room' }[] = [];
  const r = s.rooms[p.room];
  for (const o of ['carcass', 'corpse', 'egg'] as ObjectKind[]) {
    if (p.hands.some((h) => h.kind === 'object' && h.name === o)) out.push({ object: o, from: 'hand' });
    if ((r?.objects[o] ?? 0) > 0) out.push({ object: o, from: 'room' });
  }
  return out;
}

/** An analyzed object is used up (a character corpse then no longer lies anywhere). */
export function useUpObject(s: GameState, p: Player, object: ObjectKind, from: 'hand' | 'room'): void {
  if (from === 'hand') {
    const [used] = p.hands.splice(
      p.hands.findIndex((h) => h.kind === 'object' && h.name === object),
      1,
    );
    const owner = used?.of === undefined ? undefined : s.players[used.of];
    if (owner) owner.corpse = null;
    return;
  }
  const r = s.rooms[p.room];
  if (r) r.objects[object]--;
  const owner = object === 'corpse' ? s.players.find((q) => q.corpse === p.room) : undefined;
  if (owner) owner.corpse = null;
}
