/**
 * The threat layer's runtime fields. They live in `ThreatOnBoard.status` (plain JSON owned by this
 * layer); this file gives them one typed shape so that no handler reads a field by a loose string.
 */
import { threatCard } from '../data/threats.ts';
import type { ThreatOnBoard } from '../state.ts';
import type { Station } from '../types.ts';
import {
  type ExternalCard,
  hasTrait,
  type InternalCard,
  type StationId,
  type ThreatCard,
  type TraitKind,
} from './types.ts';

export interface ThreatStatus {
  /** Current shield (set/add shield effects, megashield counter). */
  shield: number;
  speed: number;
  /** Stealth threats become targetable at X. */
  visible: boolean;
  /** Phasing: off the board now. */
  out: boolean;
  /** Phasing: was off the board at the start of this turn's move (bracketed values apply). */
  returned: boolean;
  /** Inaccessibility left and points it already ignored this turn. */
  inacc: number;
  ignored: number;
  /** Last turn it was hit, and whether one of those hits was a rocket (Spinning Saucer). */
  hitTurn: number;
  rocketHit: boolean;
  /** Turn it last lost health (Energy Snake slows down that turn). */
  hurtTurn: number;
  /** Scout's attack aura, Marauder's shield aura (while it is on the board). */
  attackAura: number;
  shieldAura: number;
  /** Asteroids: X and Y squares passed. */
  passed: number;
  grown: boolean;
  /** The cryoshield has swallowed its volley. */
  cryoUsed: boolean;
  /** Parasite host (crew index) or -1. */
  host: number;
  /** Mines (Phasing Mine Layer), slime progeny: station ids joined by commas. */
  mines: string;
  progeny: string;
  /** Turn of its last jump (squares landed on by a jump stay quiet until its next move). */
  jumped: number;
  /** Repairs this turn: how many, by whom (crew bits), in which of its stations (bits). */
  repairs: number;
  repairers: number;
  repairStations: number;
  /** Contamination: its stations are deadly to enter. */
  lethal: boolean;
  /** Calling: the slot of the card it will call (0 none); whether it has called. */
  claim: number;
  hasCalled: boolean;
  /** Called threats: their slot among the called cards, +1 speed (Sealed Capsule). */
  slot: number;
  calledSpeed: number;
  /** Destroyed, but its token still advances to Z for the aftermath (Ninja, Rabid Beast). */
  aftermath: boolean;
  /** Performed its Z (also the Dimension Spider at the jump). */
  didZ: boolean;
  /** Blind-optics progress (Phasing Anomaly): zones already blinded, comma separated. */
  blinded: string;
  /** Malfunction tokens left by a Cyber Gremlin: A, B and C per station, as "station:letter,...". */
  sabotage: string;
}

export function rt(t: ThreatOnBoard): ThreatStatus {
  return t.status as unknown as ThreatStatus;
}

export function cardOf(t: ThreatOnBoard): ThreatCard {
  return threatCard(t.catalogue);
}

export function external(t: ThreatOnBoard): ExternalCard | null {
  const c = cardOf(t);
  return c.kind === 'external' ? c : null;
}

export function internal(t: ThreatOnBoard): InternalCard | null {
  const c = cardOf(t);
  return c.kind === 'internal' ? c : null;
}

export function has(t: ThreatOnBoard, kind: TraitKind): boolean {
  return hasTrait(cardOf(t), kind) !== undefined;
}

export function stationOf(id: StationId): Station {
  const [deck, zone] = id.split('-') as [Station['deck'], Station['zone']];
  return { zone, deck };
}

export function stationId(st: Station): StationId {
  return `${st.deck}-${st.zone}`;
}

export function listOf(s: string): StationId[] {
  return s === '' ? [] : (s.split(',') as StationId[]);
}

/** Threats that are on the board and not phased out. */
export function present(t: ThreatOnBoard): boolean {
  return t.state === 'active' && !rt(t).out;
}

export function initialStatus(t: ThreatOnBoard, card: ThreatCard): ThreatStatus {
  const inacc = hasTrait(card, 'inaccessible')?.amount ?? 0;
  return {
    shield: card.kind === 'external' ? card.shield : 0,
    speed: card.speed,
    visible: !hasTrait(card, 'stealth'),
    out: false,
    returned: false,
    inacc,
    ignored: 0,
    hitTurn: 0,
    rocketHit: false,
    hurtTurn: 0,
    attackAura: 0,
    shieldAura: 0,
    passed: 0,
    grown: false,
    cryoUsed: false,
    host: -1,
    mines: '',
    progeny: '',
    jumped: 0,
    repairs: 0,
    repairers: 0,
    repairStations: 0,
    lethal: false,
    claim: 0,
    hasCalled: false,
    slot: rt(t)?.slot ?? 0,
    calledSpeed: rt(t)?.calledSpeed ?? 0,
    aftermath: false,
    didZ: false,
    blinded: '',
    sabotage: '',
  };
}
