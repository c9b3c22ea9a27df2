import type { ReactionWindow, Seat } from '@airlock/engine';

/** Where a number or a card comes from: printed in a rulebook, or designed here to fit the rules. */
export type Origin = 'published' | 'designed';

export type IntruderKind = 'larva' | 'creeper' | 'adult' | 'breeder' | 'queen';
export type BagToken = IntruderKind | 'blank';
export type ItemColor = 'red' | 'yellow' | 'green' | 'blue';
export type ObjectKind = 'corpse' | 'carcass' | 'egg';
export type Side = 'basic' | 'mars';
export type Mode = 'standard' | 'cooperative';

/** A multiset of interchangeable cards or tokens, stored by kind so nothing hidden can be tracked. */
export type Counts = Record<string, number>;

/** Action cards: a character card kind, or a contamination card (face unknown, or scanned). */
export type HandCard = string;
export const CONTAMINATION = 'contamination';
export const SCANNED_INFECTED = 'contamination:infected';
export const CLEAN = 'contamination:clean';

export interface Corridor {
  id: number;
  a: string;
  b: string;
  noise: boolean;
  door: 'open' | 'closed' | 'destroyed';
  /** A Mars surface path: never noise, never a door. */
  path?: boolean;
}

export interface RoomState {
  id: string;
  /** Face-down tiles hold null: the tile is drawn from the unseen pool at the moment it is revealed. */
  tile: string | null;
  explored: boolean;
  items: number | null;
  fire: boolean;
  malfunction: boolean;
  objects: Record<ObjectKind, number>;
}

export interface Intruder {
  id: number;
  kind: IntruderKind;
  room: string;
  injuries: number;
}

/** `pod`: waiting in a CSS pod space; `evacuated`: the pod launched. */
export type PlayerStatus = 'alive' | 'dead' | 'isolated' | 'pod' | 'evacuated' | 'bunker';

export interface SeriousWound {
  kind: string;
  dressed: boolean;
}

export interface HeavyThing {
  kind: 'item' | 'object';
  name: string;
  ammo: number;
  /** For a carried character corpse: whose it is (the cooperative mode can revive them). */
  of?: number;
  /** A second heavy item bound to this one with Duct Tape: both (and the tape) fill one hand slot. */
  taped?: { name: string; ammo: number };
}

export interface Player {
  seat: Seat;
  character: string;
  status: PlayerStatus;
  room: string;
  pod: string | null;
  hand: HandCard[];
  /** Draw pile as counts: its order is decided by the generator at the moment of drawing. */
  deck: Counts;
  discard: HandCard[];
  light: number;
  serious: SeriousWound[];
  larva: boolean;
  slime: boolean;
  knowledge: number;
  knowledgeActive: boolean;
  signal: boolean;
  hands: HeavyThing[];
  /** Normal items, hidden from others except their colour. */
  inventory: string[];
  objectives: string[];
  /** Objectives removed face down at the first encounter (their owner remembers them). */
  discardedObjectives: string[];
  contingency: string[];
  passed: boolean;
  actionsLeft: number;
  firedThisRound: boolean;
  /** Contingency tokens this player has peeked at: in the neutral pool or in another player's hand. */
  peeks: { where: 'neutral' | number; token: string }[];
  /** The quest item: beside the board waiting for its requirement, or activated (then an item card). */
  quest: 'inactive' | 'active';
  /** Where this character's corpse lies (a room id), 'carried', or null (alive, or corpse used up). */
  corpse: string | null;
}

/** A pending choice that interrupts the flow; kept on a stack (the newest choice is answered first). */
export type Decision =
  | { kind: 'discard-objective'; seat: Seat }
  | { kind: 'draft'; seat: Seat; offered: string[] }
  /** After passing: discard cards one at a time, then finish (one entry per choice keeps the list short). */
  | { kind: 'pass-discard'; seat: Seat }
  /** A heavy item found with both hands full: drop something held, or leave the new item. */
  | { kind: 'hands-full'; seat: Seat; item: string; ammo: number }
  /** No door token left: pick the standing door on the board that moves to close corridor `to`. */
  | { kind: 'move-door'; seat: Seat; to: number }
  /**
   * The advantage die showed a face that a discarded action card improves (`card-one`: 1 injury instead
   * of a miss; `card-two`: 2 injuries instead of 1): the shooter discards a card or not. `bonus` is the
   * shot's own extra injury, added only to a hit.
   */
  | { kind: 'advantage'; seat: Seat; target: number | 'egg'; face: 'card-one' | 'card-two'; bonus: number }
  /** Invited to ride the elevator along: the invited player agrees or stays. */
  | { kind: 'ride'; seat: Seat; to: string }
  /**
   * A trade under way: `seat` is on turn and may still move `budget` things; the participants after
   * them, in turn order, are `order`; `starter` paid for the trade action.
   */
  | { kind: 'trade'; seat: Seat; starter: Seat; order: Seat[]; budget: number }
  /**
   * An exchange offered to `seat`: `from` gives an inventory item (`item`) or the thing in hand `hand`,
   * and asks for one item of colour `color` or for the thing in `seat`'s hand `askHand`; the answer
   * names the item given back (or accepts the swap), or declines.
   */
  | {
      kind: 'trade-offer';
      seat: Seat;
      from: Seat;
      item: string | null;
      hand: number | null;
      color: string | null;
      askHand: number | null;
    };

/**
 * A step of the flow held back while the first encounter's objective choice is open (004: each player
 * removes an objective at once, then the encounter is resolved). Kept in a queue: the innermost step
 * that was cut short comes first, then each caller's remaining work outward.
 */
export type Waiting =
  /** The surprise attack of the encounter that brought the choice (or of one during it). */
  | { kind: 'surprise'; intruder: number; seat: Seat }
  /** The rest of a player's action: the end-of-action checks and the turn flow. */
  | { kind: 'after-action'; seat: Seat }
  /** The noise markers of a "noise near" event still to place, in turn order. */
  | { kind: 'noise-near'; seats: Seat[]; darkOnly: boolean }
  /** An event card's darkness part, still to resolve. */
  | { kind: 'event-effect'; effect: string }
  /** Bag development's noise rolls still to make, in turn order. */
  | { kind: 'bag-noise'; seats: Seat[] }
  /** The event phase from this step on. */
  | { kind: 'event-steps'; from: number }
  /** A new round once the event phase is over. */
  | { kind: 'start-round' };

export interface GameState {
  side: Side;
  mode: Mode;
  players: Player[];
  phase: 'draft' | 'player' | 'over';
  round: number;
  firstPlayer: Seat;
  active: Seat;
  rooms: Record<string, RoomState>;
  corridors: Corridor[];
  techNoise: boolean;
  /** Mars side: noise in the four surface areas (the side's technical corridors), by number. */
  areaNoise: Record<string, boolean>;
  /** Mars side: the rover's exit room, or null once it left for the bunker. */
  rover: string | null;
  marsDeck: Counts;
  marsDiscard: string[];
  intruders: Intruder[];
  nextIntruderId: number;
  /** Intruder bag; also derivable as all tokens minus supply minus tokens set aside. */
  bag: Counts;
  supply: Counts;
  aside: Counts;
  power: { sections: number[]; elevator: number; active: number[] };
  elevatorAt: number;
  time: number;
  timeActive: boolean;
  autodestruct: { slot: number; color: 'yellow' | 'red' } | null;
  alert: number | null;
  mainGateOpen: boolean;
  /**
   * CSS tokens by time slot: a public face, or null while face down. A face-down token someone has
   * peeked at is fixed in `secret` with the seats that saw it; the others are still undrawn.
   */
  css: { slots: Record<string, string | null>; secret: Record<string, { token: string; seen: number[] }> };
  pods: Record<string, Seat | null>;
  eggsInNest: number;
  nestDestroyed: boolean;
  weakness: { revealed: (string | null)[]; researched: (string | null)[] };
  /** Unseen pools: drawn from when something face down is turned over. */
  unseen: {
    tilesI: Counts;
    tilesII: Counts;
    exploration: Counts;
    weakness: Counts;
    css: Counts;
    contaminationFaces: Counts;
  };
  /** Exploration tokens already turned over and removed from the game (public). */
  explorationSeen: Counts;
  contaminationDeck: number;
  /**
   * Public: the faces of removed contamination cards, put under the deck in that order (oldest first).
   * They are counted in `contaminationDeck` and are drawn only once the rest of the deck is gone.
   */
  contaminationUnder: ('infected' | 'clean')[];
  attackDeck: Counts;
  attackDiscard: string[];
  eventDeck: Counts;
  eventDiscard: string[];
  woundDeck: Counts;
  /** Each item deck, all its cards counted (including those known to lie at its bottom). */
  itemDecks: Record<'red' | 'yellow' | 'green', Counts>;
  /**
   * Public: the cards of each item deck known to lie under it, oldest placed first. They are also
   * counted in `itemDecks`; a draw takes them only once the rest of that deck is gone.
   */
  itemUnder: Record<'red' | 'yellow' | 'green', string[]>;
  craftDeck: Counts;
  /** Public: character-dedicated item cards (starting and quest items) that have left the game. */
  characterItemsOut: string[];
  objectivePool: Counts;
  contingencyPool: Counts;
  activeContingency: string;
  /** Cooperative mode: contingency tokens turned face up for everyone (one at setup, more by peeks), apart from the neutral pool. */
  publicContingency: string[];
  draftPool: Counts;
  roster: 'lockdown' | 'original';
  /** Night stalkers (the Lockdown intruders) or the original intruders. */
  intruderSet: 'night-stalkers' | 'original';
  /** Computer deck: the face-up top card, the unseen rest, and the known cards placed under it. */
  computer: { top: string; deck: Counts; under: string[] };
  markers: { fire: number; malfunction: number };
  /** Room being vented until the end of the player phase. */
  vent: string | null;
  /** Objectives secretly shown through the transmitter room: to `viewer`, those of `of` at that time. */
  shown: { viewer: number; of: number; objectives: string[] }[];
  firstEncounterDone: boolean;
  firstDeathDone: boolean;
  decisions: Decision[];
  /** What the flow still has to do once the first encounter's objective choice is answered. */
  waiting: Waiting[];
  /**
   * Open reaction windows (the kernel's, see reactions.ts): a moment a reaction card answers, offered to
   * the seat that could hold it. The flow waits while one is open; the newest is answered first.
   */
  windows: ReactionWindow[];
  /**
   * Secret: face-down room tiles someone has looked at (Defense Plan), by room, with the seats that saw
   * them; drawn from the unseen pool at the look and turned over when the room is explored.
   */
  tilePeeks?: Record<string, { tile: string; seen: number[] }>;
  endReason: string | null;
  results: { seat: Seat; won: boolean; why: string }[] | null;
}
