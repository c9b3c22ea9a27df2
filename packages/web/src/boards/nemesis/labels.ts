import { CHARACTER, ITEM, type PlayerView } from '@airlock/nemesis-lockdown';
import { SEAT_SHAPES } from './layout.ts';

export const charName = (id: string): string => CHARACTER[id]?.name ?? (id || 'no character yet');
export const itemName = (id: string): string => ITEM[id]?.name ?? id;

/** A seat in words: its shape (drawn on the map), number, name and character. */
export function characterLabel(p: PlayerView, names: readonly string[]): string {
  const shape = SEAT_SHAPES[p.seat % SEAT_SHAPES.length];
  const who = names[p.seat] ?? `Seat ${p.seat + 1}`;
  return `${shape} ${p.seat + 1}: ${who} (${charName(p.character)}${p.slime ? ', slimed' : ''})`;
}
