import type { Origin } from './ship.ts';

/**
 * PIP cards. Cards of one kind are interchangeable, so the state stores kinds only.
 *
 * origin: designed mix. Published facts: 81 PIP cards; 8 of each resource (7 in the face-up pile
 * plus 1 in the deck); 3 Potatoes (only with the Botanist); 2 promo sidekicks (Quackalope, Bear).
 * The counts of the ability, equipment and interrupt kinds are not in our source: the 44 left are
 * split below so that interrupts come up often enough to matter (13 of 44).
 */
export const RESOURCES = ['oxygen', 'food', 'power', 'nav'] as const;
export type Resource = (typeof RESOURCES)[number];

export const ABILITIES = ['eva', 'hack', 'lift', 'remote-repair', 'requisition', 'scavenge'] as const;
export type Ability = (typeof ABILITIES)[number];

export const EQUIPMENT = ['suit', 'quackalope', 'bear'] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const INTERRUPTS = ['quick-thinking', 'override', 'meeting'] as const;
export type Interrupt = (typeof INTERRUPTS)[number];

export type Card = Resource | 'potato' | Ability | Equipment | Interrupt;

export type CardType = 'resource' | 'ability' | 'equipment' | 'interrupt';

export interface CardData {
  name: string;
  type: CardType;
  /** Copies in the main deck at setup (resources: the one left after the piles). */
  deck: number;
  origin: Origin;
  /** Only with an option or role. */
  needs?: 'botanist' | 'promos';
}

export const CARDS: Record<Card, CardData> = {
  oxygen: { name: 'Oxygen Tank', type: 'resource', deck: 1, origin: 'published' },
  food: { name: 'Food Rations', type: 'resource', deck: 1, origin: 'published' },
  power: { name: 'Power Pack', type: 'resource', deck: 1, origin: 'published' },
  nav: { name: 'Navigation Codes', type: 'resource', deck: 1, origin: 'published' },
  potato: { name: 'Potato', type: 'resource', deck: 3, origin: 'published', needs: 'botanist' },
  eva: { name: 'EVA', type: 'ability', deck: 4, origin: 'designed' },
  hack: { name: 'Hack the Bridge', type: 'ability', deck: 4, origin: 'designed' },
  lift: { name: 'Lift and Shift', type: 'ability', deck: 2, origin: 'designed' },
  'remote-repair': { name: 'Remote Repair', type: 'ability', deck: 6, origin: 'designed' },
  requisition: { name: 'Requisition Form 2C', type: 'ability', deck: 5, origin: 'designed' },
  scavenge: { name: 'Scavenge', type: 'ability', deck: 4, origin: 'designed' },
  suit: { name: 'Space Suit', type: 'equipment', deck: 6, origin: 'designed' },
  quackalope: { name: 'Quackalope', type: 'equipment', deck: 1, origin: 'published', needs: 'promos' },
  bear: { name: 'The Bear', type: 'equipment', deck: 1, origin: 'published', needs: 'promos' },
  'quick-thinking': { name: 'Quick Thinking', type: 'interrupt', deck: 6, origin: 'designed' },
  override: { name: 'Override', type: 'interrupt', deck: 5, origin: 'designed' },
  meeting: { name: 'Emergency Meeting', type: 'interrupt', deck: 2, origin: 'designed' },
};

export const CARD_KINDS = Object.keys(CARDS) as Card[];

/** One bit per card kind, in CARD_KINDS order (17 kinds fit a 32-bit mask). */
export const KIND_BIT = Object.fromEntries(CARD_KINDS.map((c, i) => [c, 1 << i])) as Record<Card, number>;

/** The kinds present in a pile or hand, as a mask of KIND_BIT: one pass instead of a search per kind. */
/** A card's printed name for logs and prompts (never its id). */
export function cardName(c: Card): string {
  return CARDS[c].name;
}

/** A list of cards by name, for a log line. */
export function cardNames(cards: readonly Card[]): string {
  return cards.map(cardName).join(', ');
}

export function kindMask(cards: readonly Card[]): number {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) mask |= KIND_BIT[cards[i] as Card];
  return mask;
}

/** Face-up resource pile size at setup (published: 7 of each). */
export const PILE_SIZE = 7;
/** Cards dealt to each player (published: 3) and the hand limit (published: 7). */
export const HAND_START = 3;
export const HAND_LIMIT = 7;

/** Which face-up pile each resource module gives, by module index (see ship.ts). */
export const PILE_OF_MODULE: Partial<Record<number, number>> = { 4: 0, 5: 1, 6: 2, 7: 3 };

/** The main deck's contents for a game. */
export function deckContents(botanistInPlay: boolean, potatoesToBotanist: boolean, promos: boolean): Card[] {
  const out: Card[] = [];
  for (const kind of CARD_KINDS) {
    const d = CARDS[kind];
    if (d.needs === 'botanist' && (!botanistInPlay || potatoesToBotanist)) continue;
    if (d.needs === 'promos' && !promos) continue;
    for (let i = 0; i < d.deck; i++) out.push(kind);
  }
  return out;
}

export function isResource(c: Card): boolean {
  return CARDS[c].type === 'resource';
}
