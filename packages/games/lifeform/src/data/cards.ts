import type { CrewIcon, CrewReaction, LifeformIcon, LifeformReaction, ShowdownIcon } from './icons.ts';
import type { Sourced } from './origin.ts';

/**
 * The crew and lifeform decks. The rulebook describes how cards work (rows of action icons, a reaction
 * row, showdown icons along the bottom) but prints no card, so every card below is designed: names,
 * rows, counts and showdown icons are ours, built only from the published icons.
 */
export interface CrewCard {
  id: string;
  name: string;
  count: number;
  rows: CrewIcon[][];
  reaction?: CrewReaction;
  showdown: ShowdownIcon[];
}

export interface LifeformCard {
  id: string;
  name: string;
  count: number;
  rows: LifeformIcon[][];
  reaction?: LifeformReaction;
  /** Never the harpoon gun (L754-756). */
  showdown: Exclude<ShowdownIcon, 'harpoon'>[];
}

export const CREW_DECK: Sourced & { cards: CrewCard[] } = {
  origin: 'designed',
  source: 'L180-197 describe the card; no card is printed in the rulebook',
  cards: [
    { id: 'spanner', name: 'Heavy Spanner', count: 3, rows: [['move2'], ['explore']], showdown: ['claw', 'fang'] },
    {
      id: 'motion-sensor',
      name: 'Motion Sensor',
      count: 3,
      rows: [['draw2'], ['move1', 'explore']],
      showdown: ['spine'],
    },
    { id: 'sprint', name: 'Sprint', count: 3, rows: [['run'], ['door']], showdown: ['tail'] },
    {
      id: 'welding-rig',
      name: 'Welding Rig',
      count: 2,
      rows: [['flamethrower'], ['flame-android']],
      showdown: ['claw', 'claw'],
    },
    {
      id: 'cutting-torch',
      name: 'Cutting Torch',
      count: 2,
      rows: [['flame-cocoon'], ['move1']],
      showdown: ['fang', 'spine'],
    },
    {
      id: 'stun-baton',
      name: 'Stun Baton',
      count: 3,
      rows: [['prod-android'], ['move1']],
      reaction: 'prod!',
      showdown: ['fang'],
    },
    {
      id: 'crawlspace',
      name: 'Crawlspace',
      count: 4,
      rows: [['move1']],
      reaction: 'hide',
      showdown: ['spine', 'tail'],
    },
    { id: 'adrenaline', name: 'Adrenaline', count: 4, rows: [['run']], reaction: 'run!', showdown: ['tail'] },
    { id: 'cattle-prod', name: 'Cattle Prod', count: 3, rows: [['move2']], reaction: 'prod!', showdown: ['claw'] },
    { id: 'access-card', name: 'Access Card', count: 3, rows: [['circuit'], ['door']], showdown: ['spine', 'fang'] },
    {
      id: 'work-order',
      name: 'Work Order',
      count: 2,
      rows: [['mission-maintenance', 'move1']],
      showdown: ['tail', 'tail'],
    },
    {
      id: 'mainframe-patch',
      name: 'Mainframe Patch',
      count: 2,
      rows: [['mission-sister'], ['draw2']],
      showdown: ['spine'],
    },
    {
      id: 'hologram',
      name: 'Hologram Decoy',
      count: 2,
      rows: [['swap-images'], ['move1']],
      showdown: ['fang', 'tail'],
    },
    { id: 'harpoon-gun', name: 'Harpoon Gun', count: 2, rows: [['explore', 'move1']], showdown: ['harpoon'] },
    { id: 'first-aid', name: 'First Aid Kit', count: 2, rows: [['survival'], ['draw2']], showdown: ['claw', 'spine'] },
    {
      id: 'override',
      name: 'Manual Override',
      count: 2,
      rows: [['self-destruct', 'draw2'], ['door']],
      showdown: ['fang'],
    },
  ],
};

export const LIFEFORM_DECK: Sourced & { cards: LifeformCard[] } = {
  origin: 'designed',
  source: 'L347-357 describe the card; no card is printed in the rulebook',
  cards: [
    { id: 'stalk', name: 'Stalk', count: 4, rows: [['move-b'], ['move-c']], showdown: ['claw'] },
    { id: 'ambush', name: 'Ambush', count: 3, rows: [['attack'], ['move-a', 'terror']], showdown: ['claw', 'fang'] },
    {
      id: 'pounce',
      name: 'Pounce',
      count: 3,
      rows: [['move-a', 'attack']],
      reaction: 'cancel-run',
      showdown: ['fang'],
    },
    { id: 'skitter', name: 'Skitter', count: 3, rows: [['move-d']], reaction: 'cancel-prod', showdown: ['tail'] },
    { id: 'nest', name: 'Nest', count: 2, rows: [['cocoon'], ['move-a']], showdown: ['spine'] },
    { id: 'sabotage', name: 'Sabotage', count: 2, rows: [['malfunction'], ['outage']], showdown: ['tail', 'spine'] },
    { id: 'feed', name: 'Feed', count: 2, rows: [['mission-removal', 'move-a']], showdown: ['fang', 'fang'] },
    { id: 'dread', name: 'Dread', count: 2, rows: [['terror', 'terror'], ['self-destruct']], showdown: ['spine'] },
    { id: 'interference', name: 'Interference', count: 2, rows: [['scanner'], ['door-removal']], showdown: ['tail'] },
    {
      id: 'shapeshift',
      name: 'Shapeshift',
      count: 2,
      rows: [['swap-identities', 'move-a']],
      reaction: 'cancel-run',
      showdown: ['claw', 'spine'],
    },
    { id: 'lure', name: 'Lure', count: 2, rows: [['force-move'], ['move-b']], showdown: ['claw', 'tail'] },
    {
      id: 'slaughter',
      name: 'Slaughter',
      count: 1,
      rows: [['kill-hidden'], ['attack']],
      showdown: ['claw', 'claw', 'fang'],
    },
    { id: 'reprogram', name: 'Reprogram', count: 1, rows: [['deviation'], ['malfunction']], showdown: ['spine'] },
    { id: 'apex', name: 'Apex', count: 1, rows: [['survival'], ['cocoon']], showdown: ['claw', 'fang', 'tail'] },
    {
      id: 'vent-crawl',
      name: 'Vent Crawl',
      count: 2,
      rows: [['vent']],
      reaction: 'cancel-prod',
      showdown: ['fang', 'spine'],
    },
  ],
};

export const CREW_CARD: Record<string, CrewCard> = Object.fromEntries(CREW_DECK.cards.map((c) => [c.id, c]));
export const LIFEFORM_CARD: Record<string, LifeformCard> = Object.fromEntries(
  LIFEFORM_DECK.cards.map((c) => [c.id, c]),
);

/** Cards outside the crew deck that go into crew hands (L6-10, L166-167, L2184-2185). */
export const MINING_LASER = 'mining-laser';
export const FLAMETHROWER_CARD = 'flamethrower-card';
/** The Flamethrower card's rows (designed: the rulebook names the card, not its icons). */
export const FLAMETHROWER_ROWS: CrewIcon[][] = [['flamethrower'], ['flame-android']];
