/**
 * The action icons of the crew and lifeform action references (L1200-1414, L1845-2046). The icon set
 * and what each does are published; the ids are ours.
 */
export const CREW_ICONS = [
  'circuit',
  'draw2',
  'explore',
  'flamethrower',
  'flame-android',
  'flame-cocoon',
  'mission-maintenance',
  'mission-sister',
  'move1',
  'move2',
  'run',
  'door',
  'self-destruct',
  'prod-android',
  'survival',
  'swap-images',
] as const;
export type CrewIcon = (typeof CREW_ICONS)[number];

/** Crew reactions (lightning icons): always alone in their own row (L194-197). */
export const CREW_REACTIONS = ['hide', 'run!', 'prod!'] as const;
export type CrewReaction = (typeof CREW_REACTIONS)[number];

export const LIFEFORM_ICONS = [
  'deviation',
  'attack',
  'cocoon',
  'force-move',
  'kill-hidden',
  'malfunction',
  'mission-removal',
  'move-a',
  'move-b',
  'move-c',
  'move-d',
  'outage',
  'scanner',
  'door-removal',
  'self-destruct',
  'survival',
  'swap-identities',
  'terror',
  'vent',
] as const;
export type LifeformIcon = (typeof LIFEFORM_ICONS)[number];

export const LIFEFORM_REACTIONS = ['cancel-run', 'cancel-prod'] as const;
export type LifeformReaction = (typeof LIFEFORM_REACTIONS)[number];

/**
 * Showdown icons: five kinds; every kind appears on crew cards, the harpoon gun never on lifeform cards
 * (L754-756). The rulebook names the red claw and the harpoon gun; the other three names are ours.
 */
export const SHOWDOWN_ICONS = ['claw', 'fang', 'tail', 'spine', 'harpoon'] as const;
export type ShowdownIcon = (typeof SHOWDOWN_ICONS)[number];
