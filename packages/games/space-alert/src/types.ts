/**
 * The shared vocabulary of the Space Alert module: what the action round hands to the resolution,
 * what the resolution hands back, and the interface through which the resolution asks the threat
 * layer (src/threats/) to act. Owned by the resolution side; changes are announced in commit
 * messages starting "space-alert types:".
 */

export type Zone = 'red' | 'white' | 'blue';
export const ZONES: readonly Zone[] = ['red', 'white', 'blue'];
export type DeckLevel = 'upper' | 'lower';
export interface Station {
  zone: Zone;
  deck: DeckLevel;
}
/** The three button actions and the battlebot action. */
export type ActionLetter = 'A' | 'B' | 'C' | 'bots';
/** Red arrow, blue arrow, gravolift. */
export type MoveKind = 'red' | 'blue' | 'lift';

/** One symbol of a card: an action, a move, or a heroic move straight to a printed station. */
export type Half =
  | { kind: 'action'; action: ActionLetter; heroic?: boolean }
  | { kind: 'move'; move: MoveKind }
  | { kind: 'heroic-move'; to: Station };

export type Specialization =
  | 'rocketeer'
  | 'data-analyst'
  | 'energy-technician'
  | 'pulse-gunner'
  | 'medic'
  | 'teleporter'
  | 'hypernavigator'
  | 'special-ops'
  | 'squad-leader'
  | 'mechanic';

/**
 * What a planned slot does when resolved (the face-up half of the placed card).
 * - a plain half (action, move or heroic move);
 * - `double`: the doubled half of a Double Actions card, both symbols in printed order (upper first);
 * - `special`: a Specializations card (basic or advanced), with the card sharing its slot where the
 *   rules allow one (the Medic with a single-move card, advanced Special Ops with any card);
 * - `null`: an empty slot.
 */
export type PlannedStep =
  | Half
  | { kind: 'double'; halves: [Half, Half] }
  | { kind: 'special'; spec: Specialization; advanced: boolean; with?: PlannedStep }
  | null;

export interface ScheduledThreat {
  /** Catalogue id (src/data/threats-*.ts). */
  threat: string;
  /** The resolution turn it appears on (T+n). */
  turn: number;
  zone: Zone | 'internal';
  /** Counts only with 5 crew; the resolver skips it otherwise. */
  unconfirmed: boolean;
  /** Called-in threats: the call letter (alpha..epsilon as 1..5); they appear when called, not by turn. */
  called?: number;
}

/** A crew member's specialization and level (1 basic card, 2 advanced card, 3 both). */
export interface CrewSpecialization {
  spec: Specialization;
  level: 1 | 2 | 3;
}

/** A damage tile of a zone: which system it breaks. */
export type DamageTile = 'upper-weapon' | 'lower-weapon' | 'shield' | 'reactor' | 'lift' | 'structural';

export interface ResolutionOptions {
  /** Record frames (default true). Bots and benchmarks switch them off. */
  frames?: boolean;
  /** Variable Range Interceptors (New Frontier, with Double Actions). */
  variableRangeInterceptors?: boolean;
  /** Per crew member (player order), or null. */
  specializations?: (CrewSpecialization | null)[];
  /** Teleporter tokens at the end of the action round: crew indexes. */
  teleport?: { source: number; destination: number } | null;
  /** Campaign damage carried from earlier missions, per zone. */
  carriedDamage?: Partial<Record<Zone, DamageTile[]>>;
  /** Turns on which a phase ends; default [3, 7, 12]; a test run uses [3, 7]. */
  phaseEnds?: number[];
}

export interface ResolutionInput {
  /** Crew members in player order (captain first). */
  crew: number;
  /** Per crew member, one entry per turn (12, or 7 for test runs). */
  plans: PlannedStep[][];
  /** In announcement order. */
  threats: ScheduledThreat[];
  /** Trajectory 1..7 per zone and for the internal track. */
  trajectories: Record<Zone | 'internal', number>;
  options: ResolutionOptions;
}

/**
 * One recorded step of the resolution, small data for replay and for a rules lawyer: the rule id
 * (a stable key such as `energy.shield` or `threat.attack`), a sentence in our words, and numbers.
 */
export interface Frame {
  turn: number;
  rule: string;
  text: string;
  data?: Record<string, number | string | boolean | null>;
  /** `ship.snapshot` frames only: the whole picture at that moment, so a replay can jump to any turn. */
  ship?: ShipSnapshot;
}

/** One zone of a ship snapshot: energy and the damage tiles face up, in the order drawn. */
export interface ZoneSnapshot {
  reactor: number;
  shield: number;
  damage: DamageTile[];
}

/** Where a crew member is in a snapshot. */
export interface CrewSnapshot {
  /** Station as `deck-zone` (`upper-white`), as internal threats name theirs. */
  station: string;
  inSpace: boolean;
  knockedOut: boolean;
  /** Index of the battlebot squad they lead, or null. */
  squad: number | null;
  /** Points of damage dealt to internal threats so far (repairs and battlebot attacks). */
  internalDamage: number;
}

/** A threat on the board in a snapshot (`token` is its move order, as in ThreatScore). */
export interface ThreatSnapshot {
  threat: string;
  token: number;
  zone: Zone | 'internal';
  /** Squares from the ship (1 is the Z square); internal threats also name their stations. */
  position: number;
  stations: string[];
  damage: number;
  state: 'active' | 'destroyed' | 'survived';
}

/**
 * The ship at one moment of the resolution: recorded after every turn's end (`ship.snapshot`
 * frames, with frames on) and once at the end in the outcome (always).
 */
export interface ShipSnapshot {
  zones: Record<Zone, ZoneSnapshot>;
  fuel: number;
  rockets: number;
  /** Strength of a rocket in flight (hits next turn), 0 when none. */
  rocketInFlight: number;
  crew: CrewSnapshot[];
  /** Battlebot squads: disabled or not (both start active). */
  botsDisabled: boolean[];
  threats: ThreatSnapshot[];
}

export interface ThreatScore {
  threat: string;
  token: number;
  result: 'destroyed' | 'survived' | 'on-board' | 'never-appeared';
  points: number;
}

export interface ScoreBreakdown {
  threats: ThreatScore[];
  destroyedPoints: number;
  survivedPoints: number;
  visualConfirmation: number;
  /** Data Analyst basic cards: +1 each on a successful mission. */
  bonus: number;
  /** Every damage tile on the ship, plus the most damaged zone counted once more. */
  damagePenalty: number;
  /** 2 per knocked-out crew member. */
  knockoutPenalty: number;
  /** 1 per disabled battlebot squad. */
  botsPenalty: number;
  /** 1 per advanced Medic action used. */
  medicPenalty: number;
  total: number;
}

export interface ResolutionOutcome {
  survived: boolean;
  /** Where and when the ship was destroyed (a 7th damage in a zone, or a threat's outright kill). */
  destroyed: { turn: number; zone: Zone | null; cause: string } | null;
  /** The last turn resolved (13 on a jump). */
  lastTurn: number;
  score: ScoreBreakdown;
  frames: Frame[];
  /** The ship as the resolution left it (at the jump, or when it was destroyed). */
  ship: ShipSnapshot;
}
