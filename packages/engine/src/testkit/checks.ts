import { isRuleError } from '../errors.ts';
import { type GameEvent, projectEvents } from '../events.ts';
import type { Action, Actor, AnyGame, Options, Viewer } from '../game.ts';
import { canonical, clone, hashState } from '../json.ts';
import {
  checkAction,
  createMatch,
  determinizeMatch,
  legalActionsOf,
  type MatchState,
  pickUniform,
  stepUnchecked,
  viewOf,
} from '../match.ts';
import { randomChoice } from '../driver.ts';
import { replay } from '../record.ts';
import { Rng } from '../rng.ts';
import { Table } from '../table.ts';

/** One way to set a game up for the kit: a player count and options. */
export interface KitConfig {
  players: number;
  options?: Options;
}

export interface PlayoutLimits {
  /** A game that has not ended after this many actions fails the playout check. */
  maxSteps: number;
}

function fail(game: AnyGame, config: KitConfig, seed: number, what: string): never {
  throw new Error(`${game.id} ${JSON.stringify(config)} seed ${seed}: ${what}`);
}

function viewers(m: MatchState): Viewer[] {
  const out: Viewer[] = ['spectator'];
  for (let s = 0; s < m.players; s++) out.push(s);
  return out;
}

/** The kit's random driver (the kernel's randomChoice, under the name the checks use). */
export const chooseRandom = randomChoice;

/**
 * 1. A random playout to a proper end, checking after every action: the game's invariants; that a
 * game not over has someone to decide and that each pending actor has a legal action; that a game
 * over has nothing pending; that the state stays plain JSON.
 * Returns the table so other checks can reuse the game.
 */
export function randomPlayout(game: AnyGame, config: KitConfig, seed: number, limits: PlayoutLimits): Table {
  const table = new Table(game, { players: config.players, options: config.options ?? {}, seed });
  const rng = Rng.fromSeed(seed ^ 0x5eed);
  const check = () => {
    const m = table.match;
    const problems = game.invariants?.(m.state) ?? [];
    if (problems.length > 0) fail(game, config, seed, `invariant broken at step ${m.step}: ${problems.join('; ')}`);
    const over = game.result(m.state);
    const pend = game.pending(m.state);
    if (over && pend.length > 0) fail(game, config, seed, `game over but decisions pending at step ${m.step}`);
    if (!over && pend.length === 0) fail(game, config, seed, `nothing pending but no result at step ${m.step}`);
    for (const p of pend) {
      if (legalActionsOf(game, m, p.actor).length === 0) {
        fail(game, config, seed, `${String(p.actor)} is pending (${p.prompt}) with no legal action at step ${m.step}`);
      }
    }
  };
  check();
  for (let i = 0; i < limits.maxSteps; i++) {
    const choice = chooseRandom(game, table.match, rng);
    if (!choice) return table;
    table.act(choice.actor, choice.action);
    check();
  }
  if (!game.result(table.match.state)) fail(game, config, seed, `no end after ${limits.maxSteps} actions`);
  return table;
}

/** 2. Replaying the record gives the same hash; the same seed and the same choices give the same record. */
export function determinism(game: AnyGame, config: KitConfig, seed: number, limits: PlayoutLimits): void {
  const a = randomPlayout(game, config, seed, limits);
  const b = randomPlayout(game, config, seed, limits);
  if (canonical(a.record()) !== canonical(b.record())) fail(game, config, seed, 'same seed gave different records');
  const replayed = replay(game, JSON.parse(JSON.stringify(a.record())));
  if (replayed.hash !== a.hash()) fail(game, config, seed, 'replay gave another state hash');
}

/** Every string key path in a JSON value, to search views for secret field names. */
function keysOf(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

/**
 * 3. No leak. At every position of a random playout, for every viewer:
 * - the view holds none of the game's secret keys;
 * - resampling what the viewer cannot know (determinize) leaves its view, the pending list and its
 *   legal actions byte-identical;
 * - applying the next action to both the true state and the resampled one (with the true generator,
 *   so public dice agree) gives the viewer the same projected events and the same next view, unless
 *   the action is not legal in the resampled world (it depended on another seat's secret) or an event
 *   is an explicit reveal.
 */
export function noLeak(game: AnyGame, config: KitConfig, seed: number, limits: PlayoutLimits, every = 1): number {
  const table = new Table(game, { players: config.players, options: config.options ?? {}, seed });
  const rng = Rng.fromSeed(seed ^ 0x1eaf);
  const secret = new Set(game.secretKeys ?? []);
  let compared = 0;
  for (let i = 0; i < limits.maxSteps; i++) {
    const m = table.match;
    const choice = chooseRandom(game, m, rng);
    if (i % every === 0) {
      for (const viewer of viewers(m)) {
        const v = viewOf(game, m, viewer);
        const text = JSON.stringify(v);
        for (const k of keysOf(v.view, new Set())) {
          if (secret.has(k))
            fail(game, config, seed, `view of ${String(viewer)} holds secret key "${k}" at step ${m.step}`);
        }
        const other = determinizeMatch(game, clone(v), rng.fork());
        const v2 = viewOf(game, other, viewer);
        if (JSON.stringify(v2) !== text) {
          fail(
            game,
            config,
            seed,
            `determinize changed the view of ${String(viewer)} at step ${m.step}:\n${text}\n${JSON.stringify(v2)}`,
          );
        }
        if (typeof viewer === 'number') {
          const l1 = canonical(legalActionsOf(game, m, viewer));
          const l2 = canonical(legalActionsOf(game, other, viewer));
          if (l1 !== l2)
            fail(game, config, seed, `legal actions of ${viewer} depend on what it cannot know at step ${m.step}`);
        }
        if (!choice) continue;
        other.rng = [...m.rng];
        if (!isLegal(game, other, choice.actor, choice.action)) continue;
        const real = clone(m);
        const e1 = stepUnchecked(game, real, choice.actor, choice.action);
        const e2 = stepUnchecked(game, other, choice.actor, choice.action);
        if (revealsTo(e1, viewer) || revealsTo(e2, viewer)) continue;
        const p1 = JSON.stringify(projectEvents(e1, viewer));
        const p2 = JSON.stringify(projectEvents(e2, viewer));
        if (p1 !== p2) {
          fail(
            game,
            config,
            seed,
            `events seen by ${String(viewer)} depend on its unknowns at step ${m.step}:\n${p1}\n${p2}`,
          );
        }
        const n1 = JSON.stringify(game.view(real.state, viewer));
        const n2 = JSON.stringify(game.view(other.state, viewer));
        if (n1 !== n2) {
          fail(
            game,
            config,
            seed,
            `view of ${String(viewer)} after ${choice.action.type} depends on its unknowns at step ${m.step}:\n${n1}\n${n2}`,
          );
        }
        compared++;
      }
    }
    if (!choice) break;
    table.act(choice.actor, choice.action);
  }
  return compared;
}

/** True when some event makes hidden information known to this viewer (it is meant to learn it). */
function revealsTo(events: readonly GameEvent[], viewer: Viewer): boolean {
  return events.some(
    (e) => e.reveals === true && (e.to === undefined || (typeof viewer === 'number' && e.to.includes(viewer))),
  );
}

function isLegal(game: AnyGame, m: MatchState, actor: Actor, action: Action): boolean {
  try {
    checkAction(game, m, actor, action);
    return true;
  } catch (e) {
    if (isRuleError(e)) return false;
    throw e;
  }
}

/**
 * 4. Bad input. At positions of a random playout, every given bad input (malformed values, actions of
 * other seats, actions from other positions) sent by every seat, the system and non-seats is either
 * legal (then skipped) or refused with a RuleError, leaving the state byte-identical.
 */
export function badInput(
  game: AnyGame,
  config: KitConfig,
  seed: number,
  limits: PlayoutLimits,
  junk: readonly unknown[],
): number {
  const table = new Table(game, { players: config.players, options: config.options ?? {}, seed });
  const rng = Rng.fromSeed(seed ^ 0xbad);
  const seen: Action[] = [];
  let refused = 0;
  const actors: unknown[] = ['system', -1, config.players, 1.5, 'x', null];
  for (let s = 0; s < config.players; s++) actors.push(s);
  for (let i = 0; i < limits.maxSteps; i++) {
    const m = table.match;
    const before = hashState(m);
    const candidates: unknown[] = [...junk, ...seen.slice(-8)];
    for (const actor of actors) {
      for (const action of candidates) {
        if (typeof actor === 'number' || actor === 'system') {
          if (isJsonAction(action) && isLegalUnknown(game, m, actor, action)) continue;
        }
        try {
          checkAction(game, m, actor, action);
          fail(game, config, seed, `accepted ${JSON.stringify(action)} from ${String(actor)} at step ${m.step}`);
        } catch (e) {
          if (!isRuleError(e)) throw e;
          refused++;
        }
        if (hashState(m) !== before) fail(game, config, seed, `a refused action changed the state at step ${m.step}`);
      }
    }
    const choice = chooseRandom(game, m, rng);
    if (!choice) break;
    seen.push(choice.action);
    table.act(choice.actor, choice.action);
  }
  return refused;
}

function isJsonAction(a: unknown): a is Action {
  return a !== null && typeof a === 'object' && !Array.isArray(a) && typeof (a as Action).type === 'string';
}

function isLegalUnknown(game: AnyGame, m: MatchState, actor: Actor, action: Action): boolean {
  const key = canonical(action);
  return legalActionsOf(game, m, actor).some((a) => canonical(a) === key);
}

/**
 * 5. Serialization. Halfway through a random playout the match is turned into JSON text and back; the
 * rest of the game, with the same choices, ends in the same state as without the round trip.
 */
export function serialization(game: AnyGame, config: KitConfig, seed: number, limits: PlayoutLimits): void {
  const full = randomPlayout(game, config, seed, limits);
  const half = Math.floor(full.history.length / 2);
  let m: MatchState = createMatch(game, { players: config.players, options: config.options ?? {}, seed });
  full.history.forEach((h, i) => {
    if (i === half) m = JSON.parse(JSON.stringify(m)) as MatchState;
    stepUnchecked(game, m, h.actor, h.action);
  });
  if (hashState(m) !== full.hash()) fail(game, config, seed, 'a JSON round trip mid-game changed the outcome');
}

/**
 * When a game supplies checkAction as a fast path, it must agree with legalActions: every legal action
 * passes it, and every candidate it accepts is legal.
 */
export function checkActionAgrees(game: AnyGame, config: KitConfig, seed: number, limits: PlayoutLimits): void {
  if (!game.checkAction) return;
  const table = new Table(game, { players: config.players, options: config.options ?? {}, seed });
  const rng = Rng.fromSeed(seed ^ 0xa9ee);
  const pool: Action[] = [];
  for (let i = 0; i < limits.maxSteps; i++) {
    const m = table.match;
    for (const p of game.pending(m.state)) {
      const legal = legalActionsOf(game, m, p.actor);
      const keys = new Set(legal.map((a) => canonical(a)));
      for (const a of legal) {
        const why = game.checkAction(m.state, p.actor, a);
        if (why) fail(game, config, seed, `checkAction refuses legal ${JSON.stringify(a)} (${why}) at step ${m.step}`);
        pool.push(a);
      }
      for (const a of pool.slice(-30)) {
        const ok = game.checkAction(m.state, p.actor, a) === null;
        if (ok !== keys.has(canonical(a))) {
          fail(game, config, seed, `checkAction and legalActions disagree on ${JSON.stringify(a)} at step ${m.step}`);
        }
      }
    }
    const choice = chooseRandom(game, m, rng);
    if (!choice) break;
    table.act(choice.actor, choice.action);
  }
}

/**
 * When a game supplies randomAction as a fast path for random playouts, it must draw exactly what a
 * uniform pick over legalActions draws, consume the generator alike, and change nothing: at every
 * position of a random game, for every pending actor and several generator states.
 */
export function randomActionAgrees(game: AnyGame, config: KitConfig, seed: number, limits: PlayoutLimits): number {
  const randomAction = game.randomAction;
  if (!randomAction) return 0;
  const table = new Table(game, { players: config.players, options: config.options ?? {}, seed });
  const rng = Rng.fromSeed(seed ^ 0x5eed);
  let compared = 0;
  for (let i = 0; i < limits.maxSteps; i++) {
    const m = table.match;
    const before = hashState(m);
    for (const p of game.pending(m.state)) {
      const legal = legalActionsOf(game, m, p.actor);
      for (let k = 0; k < 3; k++) {
        const state = Rng.fromSeed(`${seed}/${m.step}/${k}`).state();
        const a = new Rng(state);
        const b = new Rng(state);
        const drawn = randomAction.call(game, m.state, p.actor, a);
        const expected = pickUniform(legal, b);
        if (canonical(drawn) !== canonical(expected))
          fail(
            game,
            config,
            seed,
            `randomAction drew ${JSON.stringify(drawn)}, a uniform pick ${JSON.stringify(expected)} at step ${m.step}`,
          );
        if (canonical(a.state()) !== canonical(b.state()))
          fail(game, config, seed, `randomAction drew from the generator unlike a uniform pick at step ${m.step}`);
        compared++;
      }
    }
    if (hashState(m) !== before) fail(game, config, seed, `randomAction changed the state at step ${m.step}`);
    const choice = chooseRandom(game, m, rng);
    if (!choice) break;
    table.act(choice.actor, choice.action);
  }
  return compared;
}
