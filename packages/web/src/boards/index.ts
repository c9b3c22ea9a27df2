import { RelayBoard } from './RelayBoard.tsx';
import type { Board } from './types.ts';

/** Games with a board of their own; every other game gets the generic view tree. */
const BOARDS: Record<string, Board> = {
  relay: RelayBoard,
};

export function boardFor(gameId: string): Board | undefined {
  return BOARDS[gameId];
}
