import type { GameEvent } from './events.ts';
import type { Json } from './json.ts';
import type { MatchView } from './match.ts';
import type { Rng } from './rng.ts';

/** A seat is a player index from 0. `system` is the rules' own actor (timers, automatic steps). */
export type Seat = number;
export type Actor = Seat | 'system';
/** Who looks at a view: a seat, or a spectator who sees only public information. */
export type Viewer = Seat | 'spectator';

/** Every action is a JSON object with a `type`; the rest is the game's own. */
export type Action = { type: string; [key: string]: Json };

export type OptionValue = string | number | boolean;

/** One option a match can be created with (mode, level, variant...). */
export interface OptionSpec {
  key: string;
  description: string;
  /** The values a table may choose from (with `pattern`: examples; any matching string is taken too). */
  values: OptionValue[];
  default: OptionValue;
  /**
   * For an option whose values cannot be listed (an explorer's known specializations, say): a regular
   * expression, anchored at both ends, that any other string value must match. The game's
   * `checkOptions` still judges what the string means.
   */
  pattern?: string;
}

export type Options = Record<string, OptionValue>;

/**
 * The shapes of decision the four games need:
 * - `turn`: one seat acts.
 * - `reaction`: a window offered to several seats, each may react or pass (see reaction.ts); windows nest.
 * - `simultaneous`: every listed seat chooses in secret; choices are revealed together (see simultaneous.ts).
 * - `system`: the rules act by themselves, possibly after a delay on the table's clock (timers, soundtrack).
 */
export type DecisionKind = 'turn' | 'reaction' | 'simultaneous' | 'system';

export interface Pending {
  actor: Actor;
  kind: DecisionKind;
  /** Short prompt in our own words, e.g. "Take an action (2 left)". Public: it must not reveal secrets. */
  prompt: string;
  /**
   * For a system decision: milliseconds of table time after which the system acts (a closing reaction
   * window, a soundtrack tick). Absent means at once. Offline (simulation) it acts at once regardless;
   * either way the system's action is recorded like any other, so a replay is exact.
   */
  afterMs?: number;
}

export interface Result {
  /** One line in our own words ("Ana escapes alone", "The ship explodes: everyone shares second place"). */
  summary: string;
  /** Rank of each seat, 1 is best; equal ranks are shared places. */
  ranks: number[];
  /** Seats that won (rank 1 in a competitive game; everyone or no one in a cooperative one). */
  winners: Seat[];
  /** Optional extra figures (scores, survivors) for statistics. */
  details?: Record<string, Json>;
}

export interface SetupContext {
  players: number;
  options: Options;
  rng: Rng;
}

export interface ApplyContext {
  rng: Rng;
  /** Call it as a method (`ctx.emit(e)`): the kernel's context keeps it on its prototype. */
  emit(event: GameEvent): void;
  /**
   * The caller discards the events (a playout, a search): a game may skip building their text. The
   * state must come out the same either way; events emitted anyway are simply dropped by such callers.
   */
  readonly quiet?: boolean;
}

/**
 * What a game module supplies. State S and view V are plain JSON; S holds everything, V only what one
 * viewer may know (built by allowlist in each game's view function, never by deleting from a copy).
 */
export interface GameModule<S = unknown, A extends Action = Action, V = unknown> {
  id: string;
  name: string;
  /** Version of the rules code; match records made with another major version are refused. */
  version: string;
  players: { min: number; max: number };
  options: OptionSpec[];
  /** Extra cross-option checks (e.g. a mode that needs an even number of players); returns an error text. */
  checkOptions?(players: number, options: Options): string | null;
  setup(ctx: SetupContext): S;
  /** Who must decide now. Empty exactly when the game is over. Order is deterministic. */
  pending(state: S): Pending[];
  /** The legal actions of one actor, in a deterministic order. An action is legal iff it is in this list. */
  legalActions(state: S, actor: Actor): A[];
  /**
   * Optional fast legality check used instead of searching legalActions. It must agree with
   * legalActions exactly (the test kit checks this); returns null when legal, else a message.
   */
  checkAction?(state: S, actor: Actor, action: A): string | null;
  /**
   * Optional: one legal action drawn uniformly, without building the whole list (random playouts).
   * It must return what `pickUniform(legalActions(state, actor), rng)` returns and draw from `rng`
   * exactly as that does: nothing for a single action, one `int` over the list otherwise; null when
   * the list is empty. The test kit checks both on every preset.
   */
  randomAction?(state: S, actor: Actor, rng: Rng): A | null;
  /** Applies a legal action to the state in place. Called only after the action was checked. */
  apply(state: S, actor: Actor, action: A, ctx: ApplyContext): void;
  view(state: S, viewer: Viewer): V;
  result(state: S): Result | null;
  /** A complete state consistent with a view (what the viewer knows), sampling all it does not know. */
  determinize(view: V, viewer: Viewer, rng: Rng): S;
  /**
   * Optional estimate of each seat's final reward in [0, 1] (the scale of the bots' `rewardsOf`: 1 for
   * an outright win, 0 for a loss) from an unfinished position. Searches call it on sampled states only,
   * to score a playout cut off before the game ends; without it such a playout counts as undecided.
   * Must be pure and cheap: it runs once per search iteration.
   */
  evaluate?(state: S): number[];
  /** Invariants checked after every action by the test kit (cards conserved...). Returns violations. */
  invariants?(state: S): string[];
  /** Field names that must never occur in any view (the test kit searches serialized views for them). */
  secretKeys?: string[];
  /** A short sentence for an action, for the terminal and the log. */
  describeAction?(state: S, actor: Actor, action: A): string;
  /** Seat names for display (e.g. role or crew member); defaults to "Seat N". */
  seatName?(state: S, seat: Seat): string;
  /**
   * Why the people at the table may not talk right now (a rule such as a communications failure), or
   * null when they may. The server's chat follows it; absent means talking is always allowed.
   */
  tableTalk?(state: S): string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of every state type
export type AnyGame = GameModule<any, any, any>;

/**
 * A playing policy (a game's heuristic bot, or the random bot): it sees only a viewer's MatchView and
 * that seat's legal actions, never the true state, so it cannot cheat by construction.
 */
export type BotPolicy<V = unknown> = (view: MatchView<V>, legal: readonly Action[], rng: Rng) => Action;
