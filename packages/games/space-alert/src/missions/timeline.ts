import type { Zone } from '../types.ts';

/**
 * The mission timeline: what the soundtrack announces and when. Times are milliseconds from the start
 * of the action round, in whole seconds. The future part of a timeline is secret to every seat.
 */
export type TimelineEvent =
  | {
      at: number;
      what: 'threat';
      /** The resolution turn it appears on (T+n). */
      turn: number;
      zone: Zone | 'internal';
      serious: boolean;
      /** An unconfirmed report: it counts only with a crew of five. */
      unconfirmed: boolean;
    }
  | { at: number; what: 'data' }
  | { at: number; what: 'transfer-open' }
  | { at: number; what: 'transfer-close' }
  | { at: number; what: 'comms-down' }
  | { at: number; what: 'comms-up' }
  /** `left`: seconds before the phase ends (60, 20, 5). */
  | { at: number; what: 'warning'; phase: number; left: number }
  | { at: number; what: 'phase-end'; phase: number };

export type EventKind = TimelineEvent['what'];

/** The whole generated mission: its timeline and the public shape (turns and phases). */
export interface Mission {
  turns: number;
  /** The last turn of each phase: [3, 7, 12], or [3, 7] for a test run. */
  phaseEnds: number[];
  events: TimelineEvent[];
}

/** Seconds of the data transfer window (the length used by the published soundtracks). */
export const TRANSFER_SECONDS = 15;
/** Seconds before a phase ends at which the soundtrack warns the crew. */
export const WARNINGS = [60, 20, 5] as const;
