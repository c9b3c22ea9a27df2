import type { GameEvent, SeenEvent } from './events.ts';
import { projectEvents } from './events.ts';
import type { Action, Actor, AnyGame, Pending, Result, Seat, Viewer } from './game.ts';
import { hashState } from './json.ts';
import {
  applyAction,
  type CreateParams,
  createMatch,
  legalActionsOf,
  type MatchState,
  type MatchView,
  step,
  stepUnchecked,
  viewOf,
} from './match.ts';
import { type MatchRecord, RECORD_FORMAT, SEAT_NAME_MAX } from './record.ts';
import type { Seed } from './rng.ts';
import { ENGINE_VERSION } from './version.ts';

/** One entry of a table's history: who acted, how, and what followed. */
export interface HistoryEntry {
  actor: Actor;
  action: Action;
  events: GameEvent[];
  /**
   * Whether this action drew on the generator or one of its events revealed hidden information: an
   * undo may not reach back past it, or the seat undoing would act again knowing more than before.
   */
  revealing: boolean;
}

/**
 * A match with its history: what the CLI, the server and the hotseat app hold. The kernel keeps the
 * history (who did what, in which order) so games only say how one action changes the state.
 */
export class Table {
  readonly game: AnyGame;
  readonly seed: Seed;
  /** The engine version the match was made with: its records say so, and replay seeds accordingly. */
  readonly engineVersion: string;
  match: MatchState;
  readonly history: HistoryEntry[] = [];

  constructor(game: AnyGame, params: CreateParams, match?: MatchState) {
    this.game = game;
    this.seed = params.seed;
    this.engineVersion = params.engineVersion ?? ENGINE_VERSION;
    this.match = match ?? createMatch(game, params);
  }

  /** Applies an action; on a RuleError the table is unchanged. `copy` keeps the old state object intact. */
  act(actor: unknown, action: unknown, copy = false): GameEvent[] {
    // A copy: stepping in place may reuse the state's array.
    const generator = [...this.match.rng];
    let events: GameEvent[];
    if (copy) {
      const out = applyAction(this.game, this.match, actor, action);
      this.match = out.match;
      events = out.events;
    } else {
      events = step(this.game, this.match, actor, action);
    }
    const drew = !sameGenerator(generator, this.match.rng);
    const revealing = drew || events.some((e) => e.reveals === true);
    this.history.push({ actor: actor as Actor, action: action as Action, events, revealing });
    return events;
  }

  /**
   * Applies an action the kernel drew from the rules' own list (`randomActionOf`, whose agreement
   * with legalActions the test kit checks), unchecked and quiet: no events are built or kept, as a
   * simulation that reads only the result needs. The state is the one `act` would leave. No undo
   * reaches back past it (with no events, what it revealed is not known).
   */
  actDrawn(actor: Actor, action: Action): void {
    stepUnchecked(this.game, this.match, actor, action, true);
    this.history.push({ actor, action, events: [], revealing: true });
  }

  /**
   * Where an undo asked by `seat` would take the table back to: the step just before that seat's own
   * latest action, provided nothing since (that action included) drew on the generator or revealed
   * anything hidden. Null when the game is over or no such step exists.
   */
  undoPoint(seat: Seat): number | null {
    if (this.result()) return null;
    for (let i = this.history.length - 1; i >= 0; i--) {
      const h = this.history[i] as HistoryEntry;
      if (h.revealing) return null;
      if (h.actor === seat) return i;
    }
    return null;
  }

  /** The actions of the history, as a record or storage keeps them. */
  actions(): { actor: Actor; action: Action }[] {
    return this.history.map((h) => ({ actor: h.actor, action: h.action }));
  }

  pending(): Pending[] {
    return this.game.pending(this.match.state);
  }

  result(): Result | null {
    return this.game.result(this.match.state);
  }

  legal(actor: Actor): Action[] {
    return legalActionsOf(this.game, this.match, actor);
  }

  view(viewer: Viewer): MatchView {
    return viewOf(this.game, this.match, viewer);
  }

  /** The log as one viewer may see it, each entry tagged with its action number. */
  log(viewer: Viewer): { step: number; events: SeenEvent[] }[] {
    return this.history.map((h, i) => ({ step: i + 1, events: projectEvents(h.events, viewer) }));
  }

  hash(): string {
    return hashState(this.match);
  }

  /** The match as a record; `seats` adds the seats' display names (longer ones are cut to SEAT_NAME_MAX). */
  record(seats?: readonly string[]): MatchRecord {
    if (seats && seats.length !== this.match.players)
      throw new Error(`${this.match.players} seats need ${this.match.players} names, got ${seats.length}`);
    return {
      format: RECORD_FORMAT,
      game: this.game.id,
      gameVersion: this.game.version,
      engineVersion: this.engineVersion,
      players: this.match.players,
      options: this.match.options,
      seed: this.seed,
      actions: this.actions(),
      finalHash: this.hash(),
      result: this.result(),
      ...(seats ? { seats: seats.map((name) => name.slice(0, SEAT_NAME_MAX)) } : {}),
    };
  }
}

/** Generator states are four numbers: compare them by value. */
function sameGenerator(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
