/**
 * The resolution-side state: the ship, the crew and the threats on the board while the programs are
 * played out. Plain JSON throughout (a pending resolution can be stored and resumed); the resolver
 * mutates one copy in place for speed, so nothing is copied per step.
 */
import type { Rng } from '@airlock/engine';
import type {
  ActionLetter,
  DamageTile,
  Frame,
  Half,
  PlannedStep,
  ResolutionInput,
  ResolutionOptions,
  ScheduledThreat,
  Station,
  Zone,
} from './types.ts';
import { ZONES } from './types.ts';

export interface ZoneState {
  shield: number;
  reactor: number;
  /** Damage tiles face up, in the order drawn (the face-down rest is the complement of the six). */
  damage: DamageTile[];
  /** The Energy Technician's temporary shield for this turn (outside capacity, spent first). */
  tempShield: number;
  /** Attacks on this zone are multiplied (the Fissure). */
  damageFactor: number;
  /** The zone's lasers cannot target (the Phasing Anomaly), unless someone observes or is in space. */
  blind: boolean;
}

export interface BotSquad {
  /** Where the squad is stored while nobody leads it. */
  home: Station;
  /** Crew index of its leader, or null. */
  leader: number | null;
  disabled: boolean;
}

export interface CrewState {
  station: Station;
  /** Out in the interceptors. */
  inSpace: boolean;
  /** Interceptor distance 1..3 (always 1 without Variable Range Interceptors). */
  range: number;
  knockedOut: boolean;
  /** Index of the squad this crew member leads (ship.bots), or null. */
  squad: number | null;
  /** The program, mutable: delays push its cards to the right. Index = turn - 1. */
  plan: PlannedStep[];
  /** The second half of a double card split by a delay of its first half: done next turn. */
  carried: Half | null;
  /** Special Ops basic: the next A, B or battlebot action is heroic. */
  prepared: boolean;
  /** Special cards played: bit 1 the basic card, bit 2 the advanced card (bit 4 a second basic use at level 3). */
  specialUsed: number;
  /** Per-crew marks owned by the threat layer (poison, infection, a parasite host...). */
  marks: Record<string, number>;
  /** Delays suffered so far (a double card compares it around its first half to split itself). */
  delays: number;
  /** Advanced Special Ops: protected until the end of this turn's own action (turn number, 0 none). */
  protectedTurn: number;
  /** Points of damage this crew member dealt to internal threats (the Troubleshooter achievement). */
  internalDamage: number;
}

/** The six guns, as bits of ShipState.fired. */
export const GUN = { heavyRed: 1, heavyWhite: 2, heavyBlue: 4, lightRed: 8, lightBlue: 16, pulse: 32 } as const;

export type Weapon = 'heavy' | 'light' | 'pulse' | 'rocket' | 'interceptors';

/** One shot of the turn, collected during player actions and applied in Compute Damage. */
export interface Shot {
  weapon: Weapon;
  /** The zone of the gun (rockets and the pulse: white; interceptors: red). */
  zone: Zone;
  /** Strength at distance 1, 2 and 3; 0 where the shot does not reach. */
  power: [number, number, number];
  /** Interceptors: strength on each target when there are several. */
  spread?: number;
  /** Crew index who fired, or -1 (a rocket in flight). */
  by: number;
}

/** One hit on a threat, handed to the threat layer with every other hit of the turn. */
export interface Hit {
  weapon: Weapon;
  strength: number;
  by: number;
}

export interface ShipState {
  zones: Record<Zone, ZoneState>;
  fuel: number;
  /** Rockets still on the ship. */
  rockets: number;
  /** Strength of the rocket launched last turn (hits this turn), 0 when none. */
  rocketInFlight: number;
  /** Strength of the rocket launched this turn, 0 when none. */
  rocketLaunched: number;
  bots: BotSquad[];
  /** GUN bits of the guns fired this turn. */
  fired: number;
  /** Mechanic marks: +1 to the next shot of a gun (GUN bits); the pulse mark adds range 3 instead. */
  boosted: number;
  /** Crew who used each zone's gravolift this turn. */
  liftUsers: Record<Zone, number>;
  /** The computer was maintained in the current phase. */
  maintained: boolean;
  /** Observers per turn (index = turn), in units of players (the advanced Data Analyst counts 3). */
  observers: number[];
  /** Doors sealed by threats (Breached Airlock). */
  sealed: { redWhite: boolean; whiteBlue: boolean };
  /** Reversed Shields: shields stop protecting, or are reversed (their energy adds to the attack). */
  shieldsMode: 'normal' | 'ineffective' | 'reversed';
  /** Shots collected this turn. */
  shots: Shot[];
  /**
   * Advanced Medics this turn (crew indexes): nobody in a station where one of them stands can be
   * knocked out; the protection follows the Medic if a teleport moves them (002).
   */
  shielded: number[];
  /** Crew whose first A, B or battlebot action this turn is heroic (the Medic's stimulant). */
  stimulated: number[];
}

/**
 * A threat on the board. The resolver owns the fields above `status`; `status` belongs to the threat
 * layer (src/threats/), which may keep any small JSON record there (phasing, megashield counter...).
 */
export interface ThreatOnBoard {
  /** Move order: numbered tokens by turn (an external before an internal one of the same number), then
   *  called-in threats alpha..epsilon. Smaller moves first and wins targeting ties. */
  order: number;
  catalogue: string;
  zone: Zone | 'internal';
  trajectory: number;
  /** Squares from the ship: the Z square is 1; a threat starts on the trajectory's length. */
  position: number;
  /** Internal threats: the station(s) it occupies. */
  stations: Station[];
  damage: number;
  state: 'pending' | 'active' | 'destroyed' | 'survived';
  /** The turn it appeared (its token number), 0 before. */
  appeared: number;
  status: Record<string, number | string | boolean | null>;
}

/**
 * The named steps of a turn, in order; turn 13 has its own. A pending resolution is (turn, step):
 * plain data, so it can be stored and resumed.
 */
export type StepName =
  | 'appear'
  | 'actions'
  | 'damage'
  | 'threats'
  | 'end-turn'
  | 'return'
  | 'final-damage'
  | 'final-threats'
  | 'jump'
  | 'done';

export interface ResolutionState {
  turn: number;
  step: StepName;
  crew: CrewState[];
  ship: ShipState;
  threats: ThreatOnBoard[];
  trajectories: Record<Zone | 'internal', number>;
  schedule: ScheduledThreat[];
  options: ResolutionOptions;
  phaseEnds: number[];
  /** Set when the ship is destroyed; resolution stops. */
  destroyed: { turn: number; zone: Zone | null; cause: string } | null;
  /** Jump early after this turn (advanced Hypernavigator). */
  jumpAfter: number;
  /** Hypernavigator basic: threats advance this much less this turn. */
  slowdown: number;
  /** Best observation of each finished phase, in points. */
  observation: number[];
  analystBonus: number;
  medicUses: number;
}

/** The interface the resolver calls in the threat layer (src/threats/ provides it). */
/**
 * How a crew member came into a station: an arrow or lift (`move`), a heroic move, the advanced
 * Squad Leader's dash to upper red (no delays from lifts or Slime), a launch into space, a teleport.
 */
export type EntryKind = 'move' | 'heroic' | 'squad-leader' | 'launch' | 'teleport';

export interface ThreatEngine {
  /** A threat enters the board: set its position, stations and status from its card. */
  appear(ctx: Ctx, t: ThreatOnBoard): void;
  /** Start of a turn, before threats appear (phasing parity, per-turn counters). */
  startTurn?(ctx: Ctx): void;
  /**
   * A crew member performs a button or battlebot action in their station. If an internal threat
   * there takes it (a repair of a malfunction, a battlebot attack on an intruder), apply it and
   * return true; the ship's own action is then not performed. `strength` is 2 for a heroic action.
   */
  crewAction(ctx: Ctx, crew: number, action: ActionLetter, strength: number): boolean;
  /** Whether a malfunction here replaces this action (the Pulse Gunner and Mechanic check it). */
  malfunction?(ctx: Ctx, st: Station, action: ActionLetter): boolean;
  /** The lowest token among what disables that system there (a card or a sabotage), or null. */
  malfunctionToken?(ctx: Ctx, st: Station, action: ActionLetter): number | null;
  /**
   * A special action working a system from afar meets a malfunction there: one repair point in that
   * station, never the final one. True when a malfunction took the action (whatever it dealt).
   */
  remoteRepair?(ctx: Ctx, crew: number, st: Station, action: ActionLetter): boolean;
  /** Whether this threat draws rockets to itself at any distance (the Juggernaut). */
  drawsRockets?(ctx: Ctx, t: ThreatOnBoard): boolean;
  /** A gun fired (the Pulse Cannon Short Circuit backfires on the central heavy laser). */
  onFire?(ctx: Ctx, crew: number, gun: 'heavy' | 'light' | 'pulse', zone: Zone): void;
  /** End of the Player Actions step (repair bonuses counted over the turn). */
  endPlayerActions?(ctx: Ctx): void;
  /** Whether a weapon may target this external threat this turn. */
  targetable(ctx: Ctx, t: ThreatOnBoard, weapon: Weapon): boolean;
  /** The threat's distance in squares as seen from a zone's trajectory, null when not there. */
  distanceIn(ctx: Ctx, t: ThreatOnBoard, zone: Zone): number | null;
  /** Every hit of the turn on one external threat, applied together (shields, traits). */
  applyHits(ctx: Ctx, t: ThreatOnBoard, hits: Hit[]): void;
  /** Threat Actions for one threat: advance and trigger X/Y/Z. */
  act(ctx: Ctx, t: ThreatOnBoard): void;
  /** After every threat acted (called-in threats placed, accelerations). */
  endThreatActions?(ctx: Ctx): void;
  /**
   * A crew member arrived in a station. A teleport (`teleport`) sets off no entry effect, but it is
   * where the crew member's next movement starts (the Ninja's poison).
   */
  onEnter?(ctx: Ctx, crew: number, how: EntryKind): void;
  /** The ship jumps to hyperspace (Dimension Spider, Cyber Gremlin). */
  onJump?(ctx: Ctx): void;
  /** Points for a threat at the end of a successful mission. */
  points(ctx: Ctx, t: ThreatOnBoard): number;
}

/** What every rule function receives: the state, the match's generator, frames, the threat layer. */
export interface Ctx {
  s: ResolutionState;
  rng: Rng;
  frames: Frame[] | null;
  threats: ThreatEngine;
}

/**
 * Offers a crew action to the internal threats (ThreatEngine.crewAction), skipping the call when no
 * internal threat has entered the board: only internal threats take crew actions, and most turns of
 * most missions have none, so this keeps the common case cheap.
 */
export function internalTakes(ctx: Ctx, crew: number, action: ActionLetter, strength: number): boolean {
  const list = ctx.s.threats;
  for (let i = 0; i < list.length; i++) {
    const t = list[i] as ThreatOnBoard;
    if (t.zone === 'internal' && t.state !== 'pending') return ctx.threats.crewAction(ctx, crew, action, strength);
  }
  return false;
}

/** Records a frame when frames are on (the text is only built by callers that pass it). */
export function note(ctx: Ctx, rule: string, text: string, data?: Frame['data']): void {
  if (ctx.frames) ctx.frames.push(data ? { turn: ctx.s.turn, rule, text, data } : { turn: ctx.s.turn, rule, text });
}

export const CENTRAL_REACTOR_CAPACITY = 5;
export const SIDE_REACTOR_CAPACITY = 3;
export const CENTRAL_SHIELD_CAPACITY = 3;
export const SIDE_SHIELD_CAPACITY = 2;
export const FUEL_CAPSULES = 3;
export const ROCKETS = 3;
export const TILES_PER_ZONE = 6;

export function station(zone: Zone, deck: 'upper' | 'lower'): Station {
  return { zone, deck };
}

export function sameStation(a: Station, b: Station): boolean {
  return a.zone === b.zone && a.deck === b.deck;
}

function zoneState(zone: Zone, carried: DamageTile[] | undefined): ZoneState {
  const central = zone === 'white';
  const z: ZoneState = {
    shield: 1,
    reactor: central ? 3 : 2,
    damage: carried ? [...carried] : [],
    tempShield: 0,
    damageFactor: 1,
    blind: false,
  };
  return z;
}

export function createState(input: ResolutionInput): ResolutionState {
  const o = input.options;
  const zones = {} as Record<Zone, ZoneState>;
  for (const z of ZONES) zones[z] = zoneState(z, o.carriedDamage?.[z]);
  const turns = input.plans[0]?.length ?? 12;
  const crew: CrewState[] = [];
  for (let i = 0; i < input.crew; i++) {
    const plan = (input.plans[i] ?? []).slice(0, turns);
    while (plan.length < turns) plan.push(null);
    crew.push({
      station: station('white', 'upper'),
      inSpace: false,
      range: 0,
      knockedOut: false,
      squad: null,
      plan,
      carried: null,
      prepared: false,
      specialUsed: 0,
      marks: {},
      delays: 0,
      protectedTurn: 0,
      internalDamage: 0,
    });
  }
  const s: ResolutionState = {
    turn: 1,
    step: 'appear',
    crew,
    ship: {
      zones,
      fuel: FUEL_CAPSULES,
      rockets: ROCKETS,
      rocketInFlight: 0,
      rocketLaunched: 0,
      bots: [
        { home: station('blue', 'upper'), leader: null, disabled: false },
        { home: station('red', 'lower'), leader: null, disabled: false },
      ],
      fired: 0,
      boosted: 0,
      liftUsers: { red: 0, white: 0, blue: 0 },
      maintained: false,
      observers: new Array(turns + 2).fill(0),
      sealed: { redWhite: false, whiteBlue: false },
      shieldsMode: 'normal',
      shots: [],
      shielded: [],
      stimulated: [],
    },
    threats: [],
    trajectories: { ...input.trajectories },
    schedule: input.threats.filter((t) => !t.unconfirmed || input.crew >= 5),
    options: o,
    phaseEnds: o.phaseEnds ?? (turns <= 7 ? [3, 7] : [3, 7, 12]),
    destroyed: null,
    jumpAfter: 0,
    slowdown: 0,
    observation: [],
    analystBonus: 0,
    medicUses: 0,
  };
  return s;
}

/** The last turn with player actions. */
export function lastTurn(s: ResolutionState): number {
  return s.phaseEnds[s.phaseEnds.length - 1] ?? 12;
}

/** Distance band of a square: 1-5 range 1, 6-10 range 2, 11+ range 3. */
export function rangeOf(square: number): number {
  return square <= 5 ? 1 : square <= 10 ? 2 : 3;
}
