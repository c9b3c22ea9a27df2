import type { CrewIcon } from './icons.ts';
import type { Sourced } from './origin.ts';

/**
 * Dragon's Domain crisis cards (L2461-2463, L2620-2658): one deck per ship deck, each card three options
 * A/B/C, each with the icons it costs and what it does. The rulebook gives the mechanism and the
 * outcome icons (alien, lose nerve, proceed, objective, cocoon) and names what cards grant (the cat,
 * the umbilicus, data, survival, fire extinguisher, welding torch and 30-second tokens, a survival token
 * in the airlock, the lifeform made impervious to flamethrowers); every card below is designed, with
 * names and text of our own. Each card has an option without a cost.
 *
 * A cost is an icon a discarded resource must carry: a crew action icon, a reaction (`hide`, `run!`,
 * `prod!`), a showdown icon, a token kind (`extinguisher`, `welding`, `survival`), or `col:<column>`
 * (the top collected token of that loadout column).
 */
export type CrisisEffect =
  | 'alien'
  | 'lose-nerve'
  | 'proceed'
  | 'cocoon'
  | 'self-destruct'
  | 'stowaway'
  | 'malfunction'
  | 'cat'
  | 'umbilicus'
  | 'data'
  | 'survival'
  | 'extinguisher'
  | 'welding'
  | 'thirty'
  | 'draw2'
  | 'airlock'
  | 'immune'
  | 'chit'
  /** An outcome a module adds (`kind:arg`), handled by the handler it registers (`src/solo/hooks.ts`). */
  | `${string}:${string}`;

export interface CrisisOption {
  cost: string[];
  effects: CrisisEffect[];
}

export interface CrisisCard {
  id: string;
  name: string;
  deck: 'A' | 'B' | 'C';
  options: [CrisisOption, CrisisOption, CrisisOption];
  /** 13th Passenger module C: resolving one of these options keeps the card as an action card of this icon. */
  keep?: { icon: CrewIcon; options: number[] };
}

const o = (cost: string[], ...effects: CrisisEffect[]): CrisisOption => ({ cost, effects });

export const CRISIS_DECKS: Sourced & { cards: CrisisCard[] } = {
  origin: 'designed',
  source: 'L2461-2463 and L2624-2658 describe the cards; no crisis card is printed',
  cards: [
    // A deck: data, nerve, the airlock
    {
      id: 'a-flicker',
      name: 'Flickering Lights',
      deck: 'A',
      options: [o(['door'], 'proceed'), o(['survival'], 'draw2'), o([], 'alien')],
    },
    {
      id: 'a-logs',
      name: 'Corrupted Logs',
      deck: 'A',
      options: [o(['circuit'], 'data'), o(['draw2'], 'data', 'alien'), o([], 'lose-nerve')],
    },
    {
      id: 'a-vent-hiss',
      name: 'Hiss in the Ducts',
      deck: 'A',
      options: [o(['hide'], 'proceed'), o(['move1'], 'alien'), o([], 'alien', 'lose-nerve')],
    },
    {
      id: 'a-medkit',
      name: 'Spilled Medkit',
      deck: 'A',
      options: [o(['explore'], 'survival'), o([], 'proceed'), o(['claw'], 'survival', 'survival')],
    },
    {
      id: 'a-airlock',
      name: 'Airlock Override',
      deck: 'A',
      options: [o(['circuit'], 'airlock'), o(['self-destruct'], 'airlock', 'alien'), o([], 'self-destruct')],
    },
    {
      id: 'a-mainframe',
      name: 'Mainframe Whisper',
      deck: 'A',
      options: [o(['mission-sister'], 'data'), o(['fang'], 'thirty'), o([], 'lose-nerve')],
    },
    {
      id: 'a-blood',
      name: 'Blood on the Bulkhead',
      deck: 'A',
      options: [o(['run'], 'proceed'), o(['tail'], 'proceed'), o([], 'lose-nerve', 'alien')],
    },
    {
      id: 'a-cat-call',
      name: 'A Cry in the Dark',
      deck: 'A',
      options: [o(['explore', 'move1'], 'cat'), o(['spine'], 'draw2'), o([], 'alien')],
    },
    {
      id: 'a-locker',
      name: 'Crew Locker',
      deck: 'A',
      options: [o(['explore'], 'extinguisher'), o([], 'draw2', 'alien'), o(['door'], 'welding')],
    },
    {
      id: 'a-sirens',
      name: 'Sirens',
      deck: 'A',
      options: [o(['self-destruct'], 'proceed'), o([], 'self-destruct'), o(['prod!'], 'proceed')],
    },
    // B deck: the cat, the cocoon, tools
    {
      id: 'b-cat',
      name: 'Cat in the Ore Chute',
      deck: 'B',
      options: [o(['move1'], 'cat', 'alien'), o(['explore'], 'cat'), o([], 'lose-nerve')],
    },
    {
      id: 'b-nest',
      name: 'Resin Walls',
      deck: 'B',
      options: [o(['flame-cocoon'], 'proceed'), o(['extinguisher'], 'proceed'), o([], 'cocoon')],
    },
    {
      id: 'b-torch',
      name: 'Abandoned Torch',
      deck: 'B',
      options: [o(['explore'], 'welding'), o([], 'proceed'), o(['claw'], 'welding', 'survival')],
    },
    {
      id: 'b-husk',
      name: 'Shed Husk',
      deck: 'B',
      options: [o(['flamethrower'], 'immune'), o([], 'cocoon', 'alien'), o(['hide'], 'cocoon')],
    },
    {
      id: 'b-conveyor',
      name: 'Runaway Conveyor',
      deck: 'B',
      options: [o(['run'], 'proceed'), o(['move2'], 'proceed'), o([], 'alien', 'alien')],
    },
    {
      id: 'b-footprints',
      name: 'Acid Footprints',
      deck: 'B',
      options: [o(['fang'], 'draw2'), o(['survival'], 'proceed'), o([], 'lose-nerve')],
    },
    {
      id: 'b-relay',
      name: 'Tripped Relay',
      deck: 'B',
      options: [o(['door'], 'proceed'), o(['circuit'], 'data'), o([], 'malfunction')],
    },
    {
      id: 'b-stowaway',
      name: 'Something in the Crates',
      deck: 'B',
      options: [o(['explore'], 'proceed'), o(['col:halon'], 'proceed'), o([], 'stowaway')],
    },
    {
      id: 'b-extinguisher',
      name: 'Fire Point',
      deck: 'B',
      options: [o([], 'extinguisher', 'alien'), o(['tail'], 'extinguisher'), o(['spine'], 'thirty')],
    },
    {
      id: 'b-cat-trail',
      name: 'Paw Prints',
      deck: 'B',
      options: [o(['draw2'], 'cat'), o([], 'proceed', 'lose-nerve'), o(['prod!'], 'survival')],
    },
    // C deck: the umbilicus, the stowaways, the clock
    {
      id: 'c-umbilicus',
      name: 'Umbilicus Clamps',
      deck: 'C',
      options: [o(['prod-android'], 'umbilicus'), o(['welding'], 'umbilicus'), o([], 'self-destruct')],
    },
    {
      id: 'c-clamps',
      name: 'Seized Couplings',
      deck: 'C',
      options: [o(['explore', 'door'], 'umbilicus'), o(['col:coolant'], 'umbilicus'), o([], 'alien', 'self-destruct')],
    },
    {
      id: 'c-hatch',
      name: 'Open Hatch',
      deck: 'C',
      options: [o(['door'], 'proceed'), o([], 'stowaway'), o(['run!'], 'proceed')],
    },
    {
      id: 'c-reactor',
      name: 'Reactor Spike',
      deck: 'C',
      options: [o(['self-destruct'], 'thirty'), o(['col:energy'], 'proceed'), o([], 'self-destruct', 'self-destruct')],
    },
    {
      id: 'c-cocoon',
      name: 'Pulsing Sac',
      deck: 'C',
      options: [o(['flame-cocoon'], 'survival'), o([], 'cocoon'), o(['extinguisher'], 'proceed')],
    },
    {
      id: 'c-harpoon',
      name: 'Harpoon Rack',
      deck: 'C',
      options: [o(['harpoon'], 'draw2', 'survival'), o([], 'alien'), o(['move1'], 'proceed')],
    },
    {
      id: 'c-shadow',
      name: 'Shadow on the Gantry',
      deck: 'C',
      options: [o(['hide'], 'proceed'), o(['flamethrower'], 'proceed'), o([], 'chit')],
    },
    {
      id: 'c-slime',
      name: 'Slime Trail',
      deck: 'C',
      options: [o(['claw'], 'proceed'), o([], 'lose-nerve'), o(['survival'], 'stowaway', 'draw2')],
    },
    {
      id: 'c-release',
      name: 'Manual Release',
      deck: 'C',
      options: [o(['circuit'], 'umbilicus'), o(['draw2'], 'data'), o([], 'alien')],
    },
    {
      id: 'c-fumes',
      name: 'Coolant Fumes',
      deck: 'C',
      options: [o(['spine'], 'proceed'), o([], 'stowaway', 'alien'), o(['col:spacesuits'], 'proceed')],
    },
  ],
};

export const CRISIS_CARD: Record<string, CrisisCard> = Object.fromEntries(CRISIS_DECKS.cards.map((c) => [c.id, c]));
