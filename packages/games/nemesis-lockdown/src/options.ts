import type { Json } from '@airlock/engine';
import type { GameState, Player } from './types.ts';

/** One thing a player may do, before choosing which cards pay for it. */
export interface Option {
  type: string;
  cost: number;
  params: Record<string, Json>;
  /** The action card being played, which cannot also pay. */
  card?: string;
}

export type OptionSource = (s: GameState, p: Player) => Option[];
