import type { Json } from './json.ts';
import type { Seat } from './game.ts';

/**
 * A secret simultaneous choice: every listed seat picks without seeing the others' picks; once all
 * have chosen the picks are revealed together. The picks are data in the state; a view shows a seat
 * its own pick and, of the others, only whether they have picked (see `seenChoices`).
 */
export interface SecretChoice<C extends Json = Json> {
  kind: string;
  seats: Seat[];
  /** picks[i] is the pick of seats[i], or null while that seat has not chosen. */
  picks: (C | null)[];
}

export function openChoice<C extends Json>(kind: string, seats: Seat[]): SecretChoice<C> {
  return { kind, seats: [...seats], picks: seats.map(() => null) };
}

export function choose<C extends Json>(c: SecretChoice<C>, seat: Seat, pick: C): void {
  const i = c.seats.indexOf(seat);
  if (i < 0) throw new Error(`seat ${seat} takes no part in choice ${c.kind}`);
  if (c.picks[i] !== null) throw new Error(`seat ${seat} has already chosen in ${c.kind}`);
  c.picks[i] = pick;
}

export function choosing(c: SecretChoice): Seat[] {
  return c.seats.filter((_, i) => c.picks[i] === null);
}

export function allChosen(c: SecretChoice): boolean {
  return c.picks.every((p) => p !== null);
}

/** What a viewer may know of a choice in progress: its own pick, and who has picked. */
export function seenChoices<C extends Json>(
  c: SecretChoice<C>,
  viewer: Seat | 'spectator',
): { kind: string; seats: Seat[]; done: boolean[]; mine: C | null } {
  const i = typeof viewer === 'number' ? c.seats.indexOf(viewer) : -1;
  return {
    kind: c.kind,
    seats: [...c.seats],
    done: c.picks.map((p) => p !== null),
    mine: i >= 0 ? (c.picks[i] ?? null) : null,
  };
}
