import assert from 'node:assert/strict';
import { type Action, type Actor, hashState, isRuleError, type Options, Table } from '@airlock/engine';
import { spaceAlert } from '../src/index.ts';
import type { SaState } from '../src/round/state.ts';
import type { ResolutionOutcome, ScoreBreakdown, Zone } from '../src/types.ts';

export function table(players: number, options: Options = {}, seed: number | string = 11): Table {
  return new Table(spaceAlert, { players, options, seed });
}

export function state(t: Table): SaState {
  return t.match.state as SaState;
}

/** The options are refused when a match is created, with a RuleError whose message matches. */
export function badOptions(players: number, options: Options, message: RegExp): void {
  let caught: unknown = null;
  try {
    new Table(spaceAlert, { players, options, seed: 1 });
  } catch (e) {
    caught = e;
  }
  assert.ok(isRuleError(caught), `expected ${JSON.stringify(options)} to be refused`);
  assert.match((caught as Error).message, message);
}

/** Refused with a RuleError whose message matches, and the match unchanged. */
export function refused(t: Table, actor: Actor, action: Action, message: RegExp): void {
  const before = hashState(t.match);
  let caught: unknown = null;
  try {
    t.act(actor, action);
  } catch (e) {
    caught = e;
  }
  assert.ok(isRuleError(caught), `expected a refusal of ${JSON.stringify(action)}`);
  assert.match((caught as Error).message, message);
  assert.equal(hashState(t.match), before, 'a refused action changed the match');
}

/** Plays system actions until the next event of `what` has been heard (stepped: readies every seat). */
export function playUntil(t: Table, what: string): void {
  const from = state(t).heard.length;
  for (let i = 0; i < 500; i++) {
    const s = state(t);
    if (s.heard.length > from && s.heard.at(-1)?.what === what) return;
    const p = t.pending();
    const sys = p.find((x) => x.actor === 'system');
    if (sys) {
      t.act('system', t.legal('system')[0] as Action);
      continue;
    }
    for (const x of p) t.act(x.actor, { type: 'ready' });
  }
  throw new Error(`no ${what} event`);
}

export function firstPlace(t: Table, seat: number, crew?: number): Action {
  const a = t.legal(seat).find((x) => x.type === 'place' && (crew === undefined || x.crew === crew));
  assert.ok(a, 'a placement is legal');
  return a;
}

/**
 * A mission's outcome with the given score parts (every other part 0), for the arithmetic that reads
 * only the outcome's survival and score; a lost ship falls on `lost` (the ship itself is never read).
 */
export function outcome(
  survived: boolean,
  score: Partial<ScoreBreakdown> = {},
  lost: { turn: number; zone: Zone } = { turn: 7, zone: 'white' },
): ResolutionOutcome {
  return {
    survived,
    destroyed: survived ? null : { ...lost, cause: 'damage' },
    lastTurn: survived ? 13 : lost.turn,
    frames: [],
    score: {
      threats: [],
      destroyedPoints: 0,
      survivedPoints: 0,
      visualConfirmation: 0,
      bonus: 0,
      damagePenalty: 0,
      knockoutPenalty: 0,
      botsPenalty: 0,
      medicPenalty: 0,
      total: 0,
      ...score,
    },
    ship: {} as ResolutionOutcome['ship'],
  };
}

/** Plays a mission with empty boards up to its resolution. */
export function toResolution(t: Table): void {
  while (state(t).stage === 'planning') {
    const p = t.pending()[0];
    if (!p) break;
    t.act(p.actor, p.actor === 'system' ? (t.legal('system')[0] as Action) : { type: 'advance' });
  }
  assert.equal(state(t).stage, 'resolve');
}
