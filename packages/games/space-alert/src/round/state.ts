import type { Result } from '@airlock/engine';
import type { Side } from '../data/cards.ts';
import type { TimelineEvent } from '../missions/timeline.ts';
import type { SaOptions } from '../options.ts';
import type { CrewSpecialization, ResolutionOutcome, ScheduledThreat, Zone } from '../types.ts';

/** A card on an action board: its id and the half placed on top. */
export interface Slot {
  c: string;
  top: Side;
  /** A second card sharing the turn (the Medic with a single move; advanced Special Ops with any card). */
  w?: { c: string; top: Side };
}

/** A threat the soundtrack announced: where and when, and the card turned up (null: an unconfirmed report ignored). */
export interface Announced {
  turn: number;
  zone: Zone | 'internal';
  serious: boolean;
  unconfirmed: boolean;
  threat: string | null;
  /** A threat this one may call in, turned up with it (its call letter 1..5). */
  calls?: { threat: string; letter: number } | null;
}

export type Stage = 'draft' | 'planning' | 'resolve' | 'between' | 'over';

/**
 * The whole match. Secret fields (see index.ts secretKeys): `timeline` (the future of the soundtrack),
 * `deck` (the undealt action cards), `hands` (every seat's hand). Hands and the deck hold card ids,
 * sorted, so a card carries no identity beyond its kind.
 */
export interface SaState {
  o: SaOptions;
  players: number;
  crew: number;
  /** Per crew member in player order (captain first): its seat, or null for an android. */
  seats: (number | null)[];
  /** Per seat: its crew member. */
  crewOf: number[];
  turns: number;
  /** The last turn of each phase. */
  phaseEnds: number[];
  stage: Stage;
  timeline: TimelineEvent[];
  /** Index in `timeline` of the next event. */
  next: number;
  /** Milliseconds of action round played (realtime: ticks; stepped: the time of the last event). */
  now: number;
  /** The phase the soundtrack is in (1-based); turns of earlier phases are locked for everyone. */
  phase: number;
  /** Per seat: the phase it is planning (ahead of `phase` after an early advance; past the last: done). */
  seatPhase: number[];
  /** Stepped clock: seats that said they are ready for the next announcement. */
  ready: boolean[];
  /** Per seat: programming actions (place, take back, give) since the last announcement (see flow.ts BUDGET). */
  acts: number[];
  hands: string[][];
  deck: string[];
  /** Per crew member: face-up cards set aside for it (an android's heroic card). */
  aside: string[][];
  /** Per crew member: one entry per turn. */
  boards: (Slot | null)[][];
  /** Cards each seat has given in data transfers (known to giver and receiver only). */
  gifts: { from: number; to: number; card: string }[];
  /** An open data transfer window, and who has sent a card in it. */
  transfer: { open: boolean; sent: boolean[] };
  comms: boolean;
  /** Events of the soundtrack already heard, in order (public). */
  heard: TimelineEvent[];
  announced: Announced[];
  trajectories: Record<Zone | 'internal', number>;
  /** Double Actions with androids: which seat gets the next extra incoming-data card. */
  extraAt: number;
  /** The Teleporter's two tokens: the crew members holding them (002: moved only during data transfers). */
  teleport: { source: number; destination: number } | null;
  /** Specializations of each crew member (player order), once chosen. */
  specs: (CrewSpecialization | null)[];
  /** The specializations draft: the two basic cards offered to each crew member, and the picks. */
  draft: { offers: string[][]; picks: (string | null)[] } | null;
  /** The campaign so far: missions flown, carried damage per zone, scores. */
  campaign: { mission: number; scores: number[]; carried: Record<Zone, string[]> };
  outcome: ResolutionOutcome | null;
  result: Result | null;
}

export type { ScheduledThreat };
