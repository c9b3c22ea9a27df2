import type { Origin } from '../types.ts';

/**
 * Mars surface components (designed: the rulebook names them without listing them). Surface
 * exploration tokens add item draws and surface cards to the underground effects; the surface die adds
 * a surface-card face. Each surface card reaches everyone on the surface or only the one who drew it,
 * and has two parts: the upper one for a character in the open, the bottom one for a character inside
 * a building or wearing an Enviro-Suit (the rulebook's structure).
 */
export const MARS_DIE = ['1', '2', '3', '4', '1', '2', '4', 'silence', 'danger', 'surface'] as const;

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

/** What one part of a surface card does to one character. */
export type SurfaceEffect = 'light' | 'serious' | 'slime' | 'contamination' | 'none';
export interface SurfaceCard {
  id: string;
  /** Who it reaches: every character on the Mars surface, or only the one who drew it. */
  whom: 'all' | 'drawer';
  /** The upper part: a character out in the open without an Enviro-Suit. */
  upper: SurfaceEffect;
  /** The bottom part: a character inside a building, or wearing an Enviro-Suit. */
  lower: SurfaceEffect;
  count: number;
  origin: Origin;
}
const M = (id: string, whom: SurfaceCard['whom'], upper: SurfaceEffect, lower: SurfaceEffect, count: number) => ({
  id,
  whom,
  upper,
  lower,
  count,
  origin: 'designed' as Origin,
});
export const SURFACE_CARDS: SurfaceCard[] = [
  M('dust-storm', 'all', 'light', 'none', 2),
  M('frostbite', 'drawer', 'light', 'none', 2),
  M('rockfall', 'drawer', 'serious', 'light', 1),
  M('spore-cloud', 'all', 'contamination', 'none', 1),
  M('ooze-pit', 'drawer', 'slime', 'none', 2),
  M('pressure-drop', 'all', 'serious', 'light', 1),
  M('clear-sky', 'all', 'none', 'none', 1),
];
export const SURFACE_CARD: Record<string, SurfaceCard> = Object.fromEntries(SURFACE_CARDS.map((c) => [c.id, c]));
