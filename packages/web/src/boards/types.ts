import type { Action, MatchView, Viewer } from '@airlock/engine';
import type { ComponentType } from 'react';
import type { SeatRefs } from '../ui/seat-refs.ts';

/** What a game's own board receives. `changed` holds paths (in the game view) changed since the last update. */
export interface BoardProps<V = unknown> {
  view: MatchView<V>;
  names: string[];
  me: Viewer;
  legal: Action[];
  onAct?: ((a: Action) => void) | undefined;
  changed: ReadonlySet<string>;
}

export type Board = ComponentType<BoardProps>;

/** Turns an action into words using what the viewer's view holds (module names instead of indexes). */
export type ActionLabeler = (action: Action, view: MatchView, names: readonly string[]) => string;

/** A longer explanation of a choice (a role's ability...), shown under its button; undefined for none. */
export type ActionHelp = (action: Action) => string | undefined;

/** The group (a legend of the decision panel) an action is listed under. */
export type ActionGroup = (action: Action) => string;

/** Moves a game's board makes itself: the decision panel folds them away, still reachable. */
export interface ActionFold {
  holds: (action: Action) => boolean;
  summary: (count: number) => string;
}

export interface GameUi {
  Board?: Board;
  label?: ActionLabeler;
  help?: ActionHelp;
  group?: ActionGroup;
  folded?: ActionFold;
  /**
   * A cooperative game played at one screen without covers: the sentence the hotseat shows about it
   * (every hand open, anyone may handle any seat).
   */
  openTable?: string;
  /** Where the game's log text names a seat, so the log can show the seat's screen name there. */
  seatRefs?: SeatRefs;
}
