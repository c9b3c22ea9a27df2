import type { Action, MatchView, Options, Seat } from '@airlock/engine';

/**
 * One step of a guided first game. A step either asks for a move (`expect`) or is read and
 * acknowledged (no `expect`: a Next button). A move step is over when the person made a move of the
 * expected kind, the table has taken every step it takes by itself, and `done` holds on the person's
 * view of the result.
 */
export interface TutorialStep {
  /** A short id, for tests and the page's data attribute. */
  id: string;
  /** What the person reads: where they are in the turn and what to do now (from their view if it depends on it). */
  say: string | ((view: MatchView) => string);
  /**
   * What to point at: CSS selectors tried in order; the first one that matches something on the page
   * gets the highlight (so a move made in several clicks points at the next click each time). A
   * selector may end with ` @@ words`: only an element whose text holds those words.
   */
  target?: readonly string[] | ((view: MatchView) => readonly string[]);
  /** The kind of move this step waits for, judged on the action and the view it was chosen from. */
  expect?: (action: Action, view: MatchView) => boolean;
  /** Said when the person picks another move (which is then not made). */
  hint?: string;
  /** What must be true once the move and the table's own steps are done (the resulting state). */
  done?: (view: MatchView) => boolean;
  /** Left out when this holds as the step comes up (a step some earlier choices make unnecessary). */
  skip?: (view: MatchView) => boolean;
  /** What the move did, in our words; shown with the game's own log lines of it. */
  explain?: string;
}

/** A guided first game: a fixed table and seed, and the steps that teach its turn and its core rule. */
export interface Tutorial {
  game: string;
  /** The button's and the page's title. */
  title: string;
  /** One line in the lobby: what this first game teaches. */
  teaches: string;
  seed: string;
  players: number;
  options: Options;
  /** The person's seat; every other seat is a bot of kind `bot`. */
  seat: Seat;
  bot: string;
  steps: readonly TutorialStep[];
  /** How many of the latest log lines the first step shows (what happened before the person's first turn). */
  openingLines?: number;
  /** The last words: what was learnt and what comes next in a real game. */
  finish: string;
}
