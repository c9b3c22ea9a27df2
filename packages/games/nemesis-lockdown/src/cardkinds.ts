import type { Json } from '@airlock/engine';
import type { Ctx } from './state.ts';
import type { GameState, Player } from './types.ts';

/**
 * One card effect kind of a character's own cards: the choices it offers right now (none: it cannot be
 * played) and what it does once the card is discarded and its cost paid. Registered by kind in
 * actioncards.ts; each concept's kinds live in a file of their own (cards-*.ts).
 */
export interface CardHandler {
  params(s: GameState, p: Player): Record<string, Json>[];
  apply(s: GameState, p: Player, a: Record<string, unknown>, ctx: Ctx): void;
}
