import type { Origin } from '../types.ts';

/**
 * Mars surface components (designed: the rulebook names them without listing them). Surface
 * exploration tokens add item draws and surface cards to the underground effects; the surface die adds
 * a surface-card face; each surface card hurts everyone on the crossroads or only the one who drew it.
 */
export const MARS_DIE = ['1', '2', '3', '4', '1', '2', '4', 'silence', 'danger', 'surface'] as const;

export type SurfaceEffect = 'item-red' | 'item-yellow' | 'item-green' | 'surface';
export const SURFACE_TOKENS: { effect: string; items: number; count: number; origin: Origin }[] = [
  { effect: 'item-red', items: 1, count: 2, origin: 'designed' },
  { effect: 'item-yellow', items: 1, count: 2, origin: 'designed' },
  { effect: 'item-green', items: 1, count: 2, origin: 'designed' },
  { effect: 'surface', items: 2, count: 3, origin: 'designed' },
  { effect: 'silence', items: 2, count: 3, origin: 'designed' },
  { effect: 'danger', items: 2, count: 2, origin: 'designed' },
  { effect: 'malfunction', items: 2, count: 2, origin: 'designed' },
  { effect: 'slime', items: 1, count: 1, origin: 'designed' },
  { effect: 'fire', items: 1, count: 1, origin: 'designed' },
  { effect: 'door', items: 2, count: 2, origin: 'designed' },
];

export interface SurfaceCard {
  id: string;
  /** Who suffers: every character standing on a crossroads, or only the one who drew the card. */
  whom: 'surface' | 'drawer';
  effect: 'light' | 'serious' | 'slime' | 'contamination' | 'none';
  count: number;
  origin: Origin;
}
export const SURFACE_CARDS: SurfaceCard[] = [
  { id: 'dust-storm', whom: 'surface', effect: 'light', count: 2, origin: 'designed' },
  { id: 'frostbite', whom: 'drawer', effect: 'light', count: 2, origin: 'designed' },
  { id: 'rockfall', whom: 'drawer', effect: 'serious', count: 1, origin: 'designed' },
  { id: 'spore-cloud', whom: 'surface', effect: 'contamination', count: 1, origin: 'designed' },
  { id: 'ooze-pit', whom: 'drawer', effect: 'slime', count: 2, origin: 'designed' },
  { id: 'clear-sky', whom: 'surface', effect: 'none', count: 2, origin: 'designed' },
];
export const SURFACE_CARD: Record<string, SurfaceCard> = Object.fromEntries(SURFACE_CARDS.map((c) => [c.id, c]));
