/**
 * The game's `evaluate` (what a search cut off before the end of a mission scores): each seat's
 * expected reward on the bots' scale, from resolving the mission with the cards placed so far.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type Action,
  type Actor,
  type BotPolicy,
  createMatch,
  legalActionsOf,
  Rng,
  stepUnchecked,
  Table,
} from '@airlock/engine';
import { heuristic, SUITES, spaceAlert } from '../src/index.ts';
import type { SaState } from '../src/round/state.ts';

const evaluate = spaceAlert.evaluate as (s: SaState) => number[];

/** States met in random missions: a few along the way, and the end. */
function positions(players: number, missions: number): SaState[] {
  const out: SaState[] = [];
  for (let seed = 1; seed <= missions; seed++) {
    const m = createMatch<SaState>(spaceAlert, { players, seed, options: {} });
    const rng = Rng.fromSeed(`evaluate-${seed}`);
    while (!spaceAlert.result(m.state)) {
      const actor = spaceAlert.pending(m.state)[0]?.actor;
      if (actor === undefined) break;
      if (m.step % 23 === 5) out.push(structuredClone(m.state));
      const legal = legalActionsOf(spaceAlert, m, actor);
      stepUnchecked(spaceAlert, m, actor, rng.pick(legal) as Action, true);
    }
    out.push(structuredClone(m.state));
  }
  return out;
}

test('a finished mission is scored as the bots score its result: 0.75 for a saved ship, 0.25 for a lost one; 1 and 0 alone', () => {
  for (const players of [1, 4]) {
    const ended = positions(players, 6).filter((s) => s.result !== null);
    assert.ok(ended.length >= 6);
    for (const s of ended) {
      const saved = (s.result?.winners.length ?? 0) > 0;
      const want = players === 1 ? (saved ? 1 : 0) : saved ? 0.75 : 0.25;
      assert.deepEqual(evaluate(s), new Array(players).fill(want));
    }
  }
});

test('an unfinished mission: every seat shares one value within the crew’s range; the state is left as it was and the value depends on it alone', () => {
  const open = positions(4, 4).filter((s) => s.result === null);
  assert.ok(open.length > 10);
  for (const s of open) {
    const before = structuredClone(s);
    const v = evaluate(s);
    assert.deepEqual(s, before, 'evaluate changes nothing');
    assert.deepEqual(evaluate(s), v, 'the same state, the same value');
    assert.equal(v.length, 4);
    assert.ok(
      v.every((x) => x === v[0]),
      'one crew, one value',
    );
    assert.ok((v[0] as number) >= 0.25 && (v[0] as number) <= 0.75);
  }
});

test('the cards placed count: a crew that saved the ship is worth a saved ship once its boards are full, and less with its boards emptied', () => {
  // White suite missions the heuristic crew brings home (bench/bots.ts lists them).
  for (const i of [7, 10]) {
    const seed = `space-alert/white/${i}`;
    const table = new Table(spaceAlert as never, { players: 4, options: SUITES.white ?? {}, seed });
    const rngs = [0, 1, 2, 3].map((s) => Rng.fromSeed(`${seed}/seat/${s}`));
    let last: SaState | null = null;
    while (!table.result()) {
      const actor = table.pending()[0]?.actor as Actor;
      const legal = table.legal(actor);
      const s = table.match.state as SaState;
      if (s.stage === 'planning') last = structuredClone(s);
      const a =
        actor === 'system'
          ? (legal[0] as Action)
          : (heuristic as BotPolicy)(table.view(actor), legal, rngs[actor as number] as Rng);
      table.act(actor, a);
    }
    assert.equal(table.result()?.winners.length, 4, `white mission ${i} is saved`);
    assert.ok(last, 'the mission was planned');
    const full = last as SaState;
    assert.deepEqual(evaluate(full), [0.75, 0.75, 0.75, 0.75], `mission ${i}: the full boards save the ship`);
    const empty = structuredClone(full);
    empty.boards = empty.boards.map((b) => b.map(() => null));
    const bare = evaluate(empty)[0] as number;
    assert.ok(bare < 0.75, `mission ${i}: with nothing programmed the ship is lost (${bare})`);
    assert.ok(bare > 0.25, 'a lost ship still counts how late it fell');
  }
});
