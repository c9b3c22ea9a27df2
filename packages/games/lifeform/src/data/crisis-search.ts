import type { CrisisCard, CrisisEffect, CrisisOption } from './crisis.ts';
import type { Sourced } from './origin.ts';

/**
 * 13th Passenger module C, solo crisis and search (L3300-3369). Published: 9 new crisis cards go into
 * the C deck; some can be kept as action cards of their upside-down icon; each names a Remora chamber
 * to put a token on; a docking clamps track of 3 clamps; a life support track whose first space gives a
 * spare mission token and the rest halon gas; the manual unlock (3 minutes and 1 motion step, up to 3
 * times); the shuttlecraft chamber cards and the hidden lifeform combat zone of 2 combat icons. The
 * cards' names, costs and outcomes, the life support track's length and the zone's icons are designed.
 *
 * Outcomes beyond Dragon's Domain's, written `kind:arg`: `seal:<chamber>` (a token on that Remora
 * chamber; a second token there moves the life support track), `clamp:<n>` (n docking clamps unlocked),
 * `exhausted:run` (RUN actions cannot be taken), `stamina:all` (renewed stamina: movement conditions
 * end), `zone:survival` (a survival token in the hidden lifeform combat zone), `keep:<card>` (the card
 * goes to the hand).
 */

/** The Remora's five shuttlecraft chambers: the chamber cards of 13th Passenger (module D uses them too). */
export const SHUTTLE_CHAMBERS = ['engineering', 'cockpit', 'cargo', 'galley', 'airlock'] as const;

export const REMORA_BOARD = {
  origin: 'designed',
  source:
    'L3311-3349: the clamps track has 3 clamps and the first life support space gives a mission token (published); the track length and the zone icons are designed',
  clamps: 3,
  /** Bonus of each life support space after the start. */
  lifeSupport: ['mission', 'halon', 'halon', 'halon'] as const,
  /** The hidden lifeform combat zone's 2 printed combat icons. */
  hiddenZone: ['claw', 'spine'],
  /** A random combat token added to the zone after a wrong guess shows one of these icons. */
  combatIcons: ['claw', 'fang', 'spine', 'tail'],
  /** Manual unlock: minutes and motion steps per clamp, and how often (L3332-3339). */
  manual: { minutes: 3, motion: 1, times: 3 },
} as const;

const o = (cost: string[], ...effects: CrisisEffect[]): CrisisOption => ({ cost, effects });

function card(
  id: string,
  name: string,
  chamber: string,
  options: [CrisisOption, CrisisOption, CrisisOption],
  keep?: CrisisCard['keep'],
): CrisisCard {
  // Every option with a cost puts the token on the card's chamber, after its own outcomes.
  const opts = options.map((op) =>
    op.cost.length > 0 ? { cost: op.cost, effects: [...op.effects, `seal:${chamber}` as CrisisEffect] } : op,
  ) as [CrisisOption, CrisisOption, CrisisOption];
  if (keep)
    for (const i of keep.options) {
      const op = opts[i] as CrisisOption;
      op.effects = [...op.effects, `keep:${id}` as CrisisEffect];
    }
  return keep ? { id, name, deck: 'C', options: opts, keep } : { id, name, deck: 'C', options: opts };
}

export const SEARCH_CRISIS: Sourced & { cards: CrisisCard[]; chamberOf: Record<string, string> } = {
  origin: 'designed',
  source: 'L3302-3323: 9 C deck cards, some kept, each naming a Remora chamber; every card is designed',
  cards: [
    card('p-fore-clamp', 'Fore Clamp Jammed', 'cockpit', [
      o(['door'], 'clamp:1'),
      o(['welding'], 'clamp:2'),
      o([], 'alien', 'self-destruct'),
    ]),
    card('p-aft-clamp', 'Aft Clamp Jammed', 'engineering', [
      o(['explore', 'move1'], 'clamp:1'),
      o(['col:coolant'], 'clamp:1'),
      o([], 'lose-nerve'),
    ]),
    card(
      'p-keel-clamp',
      'Keel Clamp Jammed',
      'cargo',
      [o(['any', 'any'], 'clamp:1'), o(['prod-android'], 'clamp:1'), o([], 'alien')],
      { icon: 'move1', options: [1] },
    ),
    card(
      'p-scrubbers',
      'Air Scrubbers Failing',
      'galley',
      [o(['circuit'], 'proceed'), o(['survival'], 'proceed'), o([], 'exhausted:run')],
      { icon: 'draw2', options: [0] },
    ),
    card(
      'p-adrenaline',
      'Adrenaline Shot',
      'airlock',
      [o(['any'], 'stamina:all'), o([], 'alien'), o(['explore'], 'stamina:all', 'survival')],
      { icon: 'survival', options: [0] },
    ),
    card(
      'p-hatch',
      'Hatch Survey',
      'airlock',
      [o(['move1'], 'proceed'), o([], 'zone:survival', 'alien'), o(['hide'], 'proceed')],
      { icon: 'explore', options: [2] },
    ),
    card('p-galley-sweep', 'Galley Sweep', 'galley', [
      o(['explore'], 'draw2'),
      o([], 'exhausted:run', 'alien'),
      o(['flamethrower'], 'proceed'),
    ]),
    card(
      'p-engine-check',
      'Engine Bay Check',
      'engineering',
      [o(['circuit'], 'data'), o([], 'cocoon'), o(['any', 'any'], 'proceed')],
      { icon: 'circuit', options: [2] },
    ),
    card('p-cargo-net', 'Cargo Net', 'cargo', [
      o(['door'], 'proceed'),
      o([], 'zone:survival'),
      o(['welding'], 'extinguisher'),
    ]),
  ],
  chamberOf: {
    'p-fore-clamp': 'cockpit',
    'p-aft-clamp': 'engineering',
    'p-keel-clamp': 'cargo',
    'p-scrubbers': 'galley',
    'p-adrenaline': 'airlock',
    'p-hatch': 'airlock',
    'p-galley-sweep': 'galley',
    'p-engine-check': 'engineering',
    'p-cargo-net': 'cargo',
  },
};
