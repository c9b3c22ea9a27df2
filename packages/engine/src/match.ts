import { RuleError } from './errors.ts';
import type { GameEvent } from './events.ts';
import type { Action, Actor, AnyGame, ApplyContext, OptionSpec, Options, Pending, Result, Viewer } from './game.ts';
import { clone, isJson, jsonEqual } from './json.ts';
import { Rng, type RngState, rngStateFromSeed, type Seed } from './rng.ts';
import { seedingOf } from './version.ts';

/**
 * A match in progress: the game's state plus what the kernel owns (the generator, the step count).
 * Plain JSON. The kernel, not the game, records history: see MatchRecord and Table.
 */
export interface MatchState<S = unknown> {
  game: string;
  players: number;
  options: Options;
  rng: RngState;
  step: number;
  state: S;
}

/** What one viewer receives: the game's view plus the public facts about the match. No generator. */
export interface MatchView<V = unknown> {
  game: string;
  players: number;
  options: Options;
  step: number;
  viewer: Viewer;
  view: V;
  pending: Pending[];
  result: Result | null;
}

export interface CreateParams {
  players: number;
  options?: Options;
  seed: Seed;
  /**
   * The engine version the match was first made with (a record's or a stored match's); it picks how the
   * seed becomes the generator's state (see seedingOf). Absent means this build's version.
   */
  engineVersion?: string;
}

/** A free-form string option's value: a string of at most 200 characters matching the whole pattern. */
function matchesPattern(spec: OptionSpec, v: unknown): boolean {
  return (
    typeof spec.pattern === 'string' &&
    typeof v === 'string' &&
    v.length <= 200 &&
    new RegExp(`^(?:${spec.pattern})$`).test(v)
  );
}

/** Fills defaults and checks every option against the game's schema. */
export function resolveOptions(game: AnyGame, players: number, given: Options = {}): Options {
  if (!Number.isInteger(players) || players < game.players.min || players > game.players.max) {
    throw new RuleError(
      'BAD_OPTIONS',
      `${game.name} takes ${game.players.min} to ${game.players.max} players, not ${players}`,
    );
  }
  const out: Options = {};
  for (const spec of game.options) {
    const v = Object.hasOwn(given, spec.key) ? given[spec.key] : spec.default;
    if (v === undefined || !(spec.values.includes(v) || matchesPattern(spec, v))) {
      throw new RuleError(
        'BAD_OPTIONS',
        spec.pattern
          ? `option ${spec.key} must be text of the form ${spec.pattern}`
          : `option ${spec.key} must be one of ${spec.values.map(String).join(', ')}`,
      );
    }
    out[spec.key] = v;
  }
  for (const key of Object.keys(given)) {
    if (!game.options.some((o) => o.key === key)) throw new RuleError('BAD_OPTIONS', `unknown option ${key}`);
  }
  const problem = game.checkOptions?.(players, out) ?? null;
  if (problem) throw new RuleError('BAD_OPTIONS', problem);
  return out;
}

export function createMatch<S>(game: AnyGame, params: CreateParams): MatchState<S> {
  const options = resolveOptions(game, params.players, params.options);
  const rng = new Rng(rngStateFromSeed(params.seed, seedingOf(params.engineVersion)));
  const state = game.setup({ players: params.players, options, rng }) as S;
  return { game: game.id, players: params.players, options, rng: rng.state(), step: 0, state };
}

export function pendingOf(game: AnyGame, m: MatchState): Pending[] {
  return game.pending(m.state);
}

export function resultOf(game: AnyGame, m: MatchState): Result | null {
  return game.result(m.state);
}

/**
 * The game's estimate of each seat's reward from an unfinished position, or null when the game has no
 * evaluation. Values are clamped to [0, 1] so a faulty estimate cannot outweigh a real result.
 */
export function evaluateOf(game: AnyGame, m: MatchState): number[] | null {
  if (!game.evaluate) return null;
  const raw: number[] = game.evaluate(m.state);
  const out = new Array<number>(m.players);
  for (let s = 0; s < m.players; s++) {
    const v = raw[s];
    out[s] = typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.5;
  }
  return out;
}

export function legalActionsOf(game: AnyGame, m: MatchState, actor: Actor): Action[] {
  if (game.result(m.state)) return [];
  return game.legalActions(m.state, actor);
}

/**
 * A uniformly random element of a legal list, drawing nothing when there is a single one (a forced
 * move consumes no chance). Null for an empty list.
 */
export function pickUniform<T>(legal: readonly T[], rng: Rng): T | null {
  if (legal.length === 0) return null;
  return legal.length === 1 ? (legal[0] as T) : rng.pick(legal);
}

/**
 * One legal action drawn uniformly (`pickUniform` over the legal list): through the game's
 * `randomAction` when it has one, which skips building the list. Null when the game is over or the
 * actor has nothing to do.
 */
export function randomActionOf(game: AnyGame, m: MatchState, actor: Actor, rng: Rng): Action | null {
  if (game.result(m.state)) return null;
  if (game.randomAction) return game.randomAction(m.state, actor, rng);
  return pickUniform(game.legalActions(m.state, actor), rng);
}

function checkActor(m: MatchState, actor: unknown): asserts actor is Actor {
  if (actor === 'system') return;
  if (typeof actor !== 'number' || !Number.isInteger(actor) || actor < 0 || actor >= m.players) {
    throw new RuleError('UNKNOWN_SEAT', 'there is no such seat in this match');
  }
}

function checkShape(action: unknown): asserts action is Action {
  if (
    action === null ||
    typeof action !== 'object' ||
    Array.isArray(action) ||
    typeof (action as { type?: unknown }).type !== 'string' ||
    !isJson(action)
  ) {
    throw new RuleError('MALFORMED_ACTION', 'an action must be a JSON object with a string "type"');
  }
}

/**
 * Validates an action without changing anything. Throws a RuleError whose message names only what
 * the acting seat may know.
 */
export function checkAction(game: AnyGame, m: MatchState, actor: unknown, action: unknown): void {
  checkActor(m, actor);
  checkShape(action);
  if (game.result(m.state)) throw new RuleError('GAME_OVER', 'the game is over');
  const pend = game.pending(m.state);
  if (!pend.some((p) => p.actor === actor)) {
    throw new RuleError('NOT_YOUR_DECISION', 'no decision is waiting on this seat now');
  }
  if (game.checkAction) {
    const problem = game.checkAction(m.state, actor, action);
    if (problem) throw new RuleError('ILLEGAL_ACTION', problem);
    return;
  }
  const legal = game.legalActions(m.state, actor);
  if (!legal.some((a: Action) => a.type === action.type && jsonEqual(a, action))) {
    throw new RuleError('ILLEGAL_ACTION', `"${action.type}" is not one of this seat's legal actions now`);
  }
}

/**
 * Checks, then applies in place. On a RuleError nothing has changed (all checks come before any
 * change). This is the fast path used by simulations and bots; see applyAction for the copying one.
 */
export function step(game: AnyGame, m: MatchState, actor: unknown, action: unknown): GameEvent[] {
  checkAction(game, m, actor, action);
  return stepUnchecked(game, m, actor as Actor, action as Action);
}

/**
 * The context one step hands to the game: a class rather than an object literal with a getter and a
 * closure, because this runs on every step of every simulation and the literal was a quarter of a
 * playout's garbage. The generator is rebuilt from its saved state only when the action asks for
 * chance: most actions draw nothing. `emit` lives on the prototype, so games call it as `ctx.emit(e)`.
 */
class StepContext implements ApplyContext {
  readonly events: GameEvent[] = [];
  private readonly saved: RngState;
  generator: Rng | undefined = undefined;
  readonly quiet: boolean;

  constructor(saved: RngState, quiet: boolean) {
    this.saved = saved;
    this.quiet = quiet;
  }

  get rng(): Rng {
    this.generator ??= new Rng(this.saved);
    return this.generator;
  }

  emit(e: GameEvent): void {
    this.events.push(e);
  }
}

/**
 * Applies an action already known to be legal (e.g. taken from legalActions). `quiet`: the caller
 * discards the events (random playouts, searches), so the game may skip building their text (the
 * context's `quiet` flag); the resulting match state is the same either way.
 */
export function stepUnchecked(game: AnyGame, m: MatchState, actor: Actor, action: Action, quiet = false): GameEvent[] {
  const ctx = new StepContext(m.rng, quiet);
  game.apply(m.state, actor, action, ctx);
  const rng = ctx.generator;
  if (rng && rng.draws > 0) m.rng = rng.state();
  m.step++;
  return ctx.events;
}

/** The pure form: returns a new match state, leaving the given one untouched whatever happens. */
export function applyAction<S>(
  game: AnyGame,
  m: MatchState<S>,
  actor: unknown,
  action: unknown,
): { match: MatchState<S>; events: GameEvent[] } {
  checkAction(game, m, actor, action);
  const next = clone(m);
  const events = stepUnchecked(game, next, actor as Actor, action as Action);
  return { match: next, events };
}

export function viewOf<V = unknown>(game: AnyGame, m: MatchState, viewer: Viewer): MatchView<V> {
  return {
    game: m.game,
    players: m.players,
    options: m.options,
    step: m.step,
    viewer,
    view: game.view(m.state, viewer) as V,
    pending: game.pending(m.state),
    result: game.result(m.state),
  };
}

/**
 * A complete match state consistent with what the viewer knows. The generator is fresh (its real
 * state is secret: knowing it would reveal every future draw).
 */
export function determinizeMatch<S>(game: AnyGame, v: MatchView, rng: Rng): MatchState<S> {
  const state = game.determinize(v.view, v.viewer, rng) as S;
  return {
    game: v.game,
    players: v.players,
    options: v.options,
    rng: rng.fork().state(),
    step: v.step,
    state,
  };
}
