import type { Origin } from '../types.ts';

/**
 * What an action card lets you do. Each kind has one handler in actioncards.ts; a card has one effect,
 * or two halves separated by [OR] of which the player picks one.
 */
export type CardEffect =
  | 'run'
  | 'rest'
  | 'patch'
  | 'aim'
  | 'cover'
  | 'fix'
  | 'study'
  | 'rummage'
  | 'reload'
  | 'focus'
  /** Take the noise marker off one corridor of your room. */
  | 'hush'
  /** Put a noise marker in one quiet corridor of your room. */
  | 'noise'
  /** Put a contamination card from your hand on your discard pile, then draw two cards. */
  | 'metabolize'
  /** Wipe off your slime marker. */
  | 'wipe-slime'
  /** Take a contamination card and deal 2 injuries to an intruder in your room. */
  | 'desperate'
  /** Draw one card for each serious wound you have. */
  | 'grit'
  /** Deal 1 injury to an intruder in your room, plus 1 for every 2 knowledge you have. */
  | 'vivisect'
  /** From a working computer in a powered room: close every open door around any one room. */
  | 'quarantine'
  /** Another character in your room holding 1 to 3 cards puts their whole hand on their discard pile. */
  | 'stun-character'
  /** In combat: give up a weapon you hold (not one taped to another) to drive an intruder out of your room. */
  | 'stun-intruder'
  /** In a white or red room: take its room action without paying the room action's cost. */
  | 'defense-room'
  /** Look at the tiles of two unexplored rooms; they stay face down for everyone else. */
  | 'defense-peek'
  /** Out of combat: move to a neighbouring room and take another character of your room along. */
  | 'tour'
  /** In combat: give up an item card to get away to a neighbouring room without being attacked. */
  | 'distraction'
  /** Out of combat: crawl through the technical corridors to another explored room with an entrance; an adult lashes out at you there, as in darkness. */
  | 'vents'
  /** Out of combat, with an intruder carcass in your room or in your hands: gain 2 knowledge. */
  | 'dissect'
  /** In combat: an intruder in your room other than a breeder or the queen leaves it, as a wounded one flees. */
  | 'repel'
  /** With an intruder in your room or in a room next to it: gain 1 knowledge. */
  | 'observe';

/**
 * What a reaction card answers, in a reaction window opened for it (reactions.ts). Reactions are not
 * actions: they are played out of turn, when the moment named comes.
 */
export type ReactionEffect =
  /** An intruder in the event phase's attack step picks you while another character is in your room: it attacks the one it would pick next instead. */
  | 'redirect-attack'
  /** Bag development calls for your noise roll while your room is dark: you make none. */
  | 'skip-dark-noise'
  /** An event card's darkness part is about to hit your dark room: it passes you by. */
  | 'dark-event'
  /** An intruder appearing in your dark room would make a surprise attack on you: it makes none. */
  | 'dark-surprise';

export interface ActionCardDef {
  /** `<character>.<card>`: every character's cards are its own kinds. */
  id: string;
  name: string;
  /** Extra cards to discard besides the card itself. */
  cost: number;
  effects: CardEffect[];
  /** A reaction card's halves ([OR]); such a card has no action effects. */
  reactions?: ReactionEffect[];
  /** How many copies are in the deck. */
  count: number;
  /**
   * `published`: the card's name and what it does in outline come from a public description of the
   * character (the costs, the copies and our wording are designed); `designed`: ours, to fit the role.
   */
  origin: Origin;
}

type Row = [
  slug: string,
  name: string,
  cost: number,
  effects: CardEffect[],
  count: number,
  origin?: Origin,
  reactions?: ReactionEffect[],
];

function deckOf(character: string, rows: Row[]): ActionCardDef[] {
  const cards = rows.map(([slug, name, cost, effects, count, origin, reactions]) => ({
    id: `${character}.${slug}`,
    name,
    cost,
    effects,
    ...(reactions ? { reactions } : {}),
    count,
    origin: origin ?? 'designed',
  }));
  const n = cards.reduce((a, c) => a + c.count, 0);
  if (n !== 10) throw new Error(`${character}: ${n} action cards, not 10`);
  return cards;
}

const P: Origin = 'published';

/**
 * Each character's ten action cards (004: every character has a set of its own; the original
 * characters keep their original decks, the Pilot excepted, which takes a Lockdown deck).
 *
 * Origins. `published`: the card's name and, in outline, what it does come from a public character
 * guide (gameplay.tips, "Nemesis: Lockdown – Character Guide": five cards each for the Lab Rat, the
 * Sentry and the Survivor, the first two of the Xenobiologist's); its cost, its copies and our wording
 * are designed, and where the outline leaves a detail open (which rooms, which targets, what "retreat"
 * means) RULES.md says how we read it. `designed`: ours, to fit the role; every deck's other five cards
 * are the basic kinds, and the Xenobiologist's last three own cards (no public list was found) are
 * designed around its study of the intruders. The original game's decks are not public in any source
 * found: they are designed to fit each role.
 */
export const DECKS: Record<string, ActionCardDef[]> = {
  'lab-rat': deckOf('lab-rat', [
    ['weird-metabolism', 'Weird Metabolism', 0, ['metabolize', 'wipe-slime'], 1, P],
    ['basic-repairs', 'Basic Repairs', 1, ['fix'], 1, P],
    ['sensitive-hearing', 'Sensitive Hearing', 0, ['hush', 'noise'], 1, P],
    ['inconspicuous', 'Inconspicuous', 0, [], 1, P, ['redirect-attack', 'skip-dark-noise']],
    ['feel-of-the-dark', 'Feel of the Dark', 0, [], 1, P, ['dark-event', 'dark-surprise']],
    ['scurry', 'Scurry', 0, ['run'], 1],
    ['slip-away', 'Slip Away', 1, ['cover'], 1],
    ['self-test', 'Self Test', 0, ['rest'], 1],
    ['second-wind', 'Second Wind', 0, ['focus'], 1],
    ['bandage-up', 'Bandage Up', 1, ['patch'], 1],
  ]),
  sentry: deckOf('sentry', [
    ['repairs', 'Repairs', 1, ['fix'], 1, P],
    ['quarantine', 'Quarantine', 1, ['quarantine'], 1, P],
    ['stun', 'Stun', 1, ['stun-character', 'stun-intruder'], 1, P],
    ['defense-plan', 'Defense Plan', 0, ['defense-room', 'defense-peek'], 1, P],
    ['facility-tour', 'Facility Tour', 0, ['tour'], 1, P],
    ['suppressive-fire', 'Suppressive Fire', 0, ['aim'], 1],
    ['fresh-magazine', 'Fresh Magazine', 0, ['reload'], 1],
    ['fall-back', 'Fall Back', 1, ['cover'], 1],
    ['patrol', 'Patrol', 0, ['run'], 1],
    ['field-dressing', 'Field Dressing', 1, ['patch'], 1],
  ]),
  survivor: deckOf('survivor', [
    ['desperate-attack', 'Desperate Attack', 0, ['desperate'], 1, P],
    ['distraction', 'Distraction', 0, ['distraction'], 1, P],
    ['obstinate', 'Obstinate', 0, ['grit', 'patch'], 1, P],
    ['repairs', 'Repairs', 1, ['fix'], 1, P],
    ['vents', 'Vents', 0, ['vents'], 1, P],
    ['keep-moving', 'Keep Moving', 0, ['run'], 1],
    ['duck-and-run', 'Duck and Run', 1, ['cover'], 1],
    ['scavenge', 'Scavenge', 1, ['rummage'], 1],
    ['check-yourself', 'Check Yourself', 0, ['rest'], 1],
    ['gut-feeling', 'Gut Feeling', 0, ['focus'], 1],
  ]),
  xenobiologist: deckOf('xenobiologist', [
    ['vivisection', 'Vivisection', 1, ['vivisect'], 1, P],
    ['field-experience', 'Field Experience', 1, ['study'], 1, P],
    ['dissection', 'Dissection', 1, ['dissect'], 1],
    ['pheromone-spray', 'Pheromone Spray', 1, ['repel'], 1],
    ['close-observation', 'Close Observation', 0, ['observe'], 1],
    ['calm-retreat', 'Calm Retreat', 1, ['cover'], 1],
    ['walk', 'Walk the Halls', 0, ['run'], 1],
    ['self-scan', 'Self Scan', 0, ['rest'], 1],
    ['first-aid', 'First Aid', 1, ['patch'], 1],
    ['collect-samples', 'Collect Samples', 1, ['rummage'], 1],
  ]),
  psychologist: deckOf('psychologist', [
    ['composure', 'Composure', 0, ['focus'], 2],
    ['reassurance', 'Reassurance', 1, ['patch'], 2],
    ['mindfulness', 'Mindfulness', 0, ['rest', 'patch'], 1],
    ['exit-strategy', 'Exit Strategy', 1, ['cover'], 1],
    ['brisk-walk', 'Brisk Walk', 0, ['run'], 1],
    ['warning-shot', 'Warning Shot', 0, ['aim'], 1],
    ['spare-rounds', 'Spare Rounds', 0, ['reload'], 1],
    ['case-notes', 'Case Notes', 1, ['study'], 1],
  ]),
  cleaner: deckOf('cleaner', [
    ['mop-up', 'Mop Up', 1, ['fix'], 2],
    ['scrub-down', 'Scrub Down', 0, ['wipe-slime', 'rest'], 1],
    ['janitor-keys', 'Janitor Keys', 1, ['rummage'], 2],
    ['service-route', 'Service Route', 0, ['run', 'rummage'], 1],
    ['shortcut', 'Shortcut', 0, ['run'], 1],
    ['broom-closet', 'Broom Closet', 1, ['cover'], 1],
    ['plaster', 'Plaster', 1, ['patch'], 1],
    ['quiet-shift', 'Quiet Shift', 0, ['hush', 'focus'], 1],
  ]),
  // The original crew (the 'original' roster).
  scout: deckOf('scout', [
    ['recon', 'Recon', 0, ['run'], 3],
    ['shadow', 'Shadow', 0, ['hush', 'run'], 1],
    ['evasion', 'Evasion', 1, ['cover'], 1],
    ['scrounge', 'Scrounge', 0, ['run', 'rummage'], 1],
    ['pat-down', 'Pat Down', 0, ['rest'], 1],
    ['quick-patch', 'Quick Patch', 1, ['patch'], 1],
    ['alertness', 'Alertness', 0, ['focus'], 1],
    ['snap-shot', 'Snap Shot', 0, ['aim'], 1],
  ]),
  scientist: deckOf('scientist', [
    ['research', 'Research', 1, ['study'], 2],
    ['hypothesis', 'Hypothesis', 0, ['study', 'focus'], 1],
    ['self-analysis', 'Self Analysis', 0, ['rest'], 2],
    ['antiseptic', 'Antiseptic', 0, ['rest', 'patch'], 1],
    ['hurry', 'Hurry', 0, ['run'], 1],
    ['retreat', 'Retreat', 1, ['cover'], 1],
    ['sample-kit', 'Sample Kit', 1, ['rummage'], 1],
    ['lucky-shot', 'Lucky Shot', 0, ['aim'], 1],
  ]),
  captain: deckOf('captain', [
    ['command', 'Command', 0, ['focus'], 2],
    ['orderly-retreat', 'Orderly Retreat', 1, ['cover'], 1],
    ['take-point', 'Take Point', 0, ['run'], 1],
    ['sidearm', 'Sidearm', 0, ['aim'], 1],
    ['ready-arms', 'Ready Arms', 0, ['reload'], 1],
    ['triage', 'Triage', 1, ['patch'], 1],
    ['steady-nerves', 'Steady Nerves', 0, ['rest', 'patch'], 1],
    ['ship-knowledge', 'Ship Knowledge', 1, ['fix'], 1],
    ['inspection', 'Inspection', 0, ['fix', 'study'], 1],
  ]),
  soldier: deckOf('soldier', [
    ['aimed-fire', 'Aimed Fire', 0, ['aim'], 2],
    ['reload', 'Reload', 0, ['reload'], 2],
    ['bayonet-rush', 'Bayonet Rush', 0, ['desperate'], 1],
    ['cover-fire', 'Cover Fire', 0, ['aim', 'cover'], 1],
    ['tactical-withdrawal', 'Tactical Withdrawal', 1, ['cover'], 1],
    ['double-time', 'Double Time', 0, ['run'], 1],
    ['combat-medic', 'Combat Medic', 1, ['patch'], 1],
    ['discipline', 'Discipline', 0, ['rest'], 1],
  ]),
  mechanic: deckOf('mechanic', [
    ['repair', 'Repair', 0, ['fix'], 3],
    ['tinker', 'Tinker', 0, ['fix', 'study'], 1],
    ['salvage', 'Salvage', 1, ['rummage'], 2],
    ['crawlspace', 'Crawlspace', 1, ['cover'], 1],
    ['jog', 'Jog', 0, ['run'], 1],
    ['grease-off', 'Grease Off', 0, ['wipe-slime', 'rest'], 1],
    ['duct-patch', 'Duct Patch', 1, ['patch'], 1],
  ]),
};

/** Every action card of every deck, by id. */
export const ACTION_CARD: Record<string, ActionCardDef> = Object.fromEntries(
  Object.values(DECKS)
    .flat()
    .map((c) => [c.id, c]),
);

/** A character's deck as counts by kind; the Pilot takes the deck named by `deckOf` in its character entry. */
export function deckCounts(deck: string): Record<string, number> {
  return Object.fromEntries((DECKS[deck] ?? []).map((c) => [c.id, c.count]));
}
