import type { AnyGame, BotPolicy } from '@airlock/engine';

/** A game as the tools see it: the rules module and, where the game has one, its heuristic bot. */
export interface CatalogEntry {
  game: AnyGame;
  heuristic?: BotPolicy;
  /** Option sets worth simulating and testing (every mode, level and option). */
  presets: { label: string; players: number; options: Record<string, string | number | boolean> }[];
}

/** Every game the project ships. Games register here when they land. */
export const catalog: CatalogEntry[] = [];

export function findGame(id: string): CatalogEntry | undefined {
  return catalog.find((e) => e.game.id === id);
}
