/**
 * Computer maintenance one rule at a time: C on the bridge counts in the first two turns of a phase;
 * at the end of the phase's second turn an unmaintained computer delays everyone aboard (not the
 * knocked out, not crew out in the interceptors); each phase starts unmaintained.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkTurn, computerCheck, computerStartTurn, maintain, phaseStart } from '../src/ship/computer.ts';
import { type Ctx, station } from '../src/state.ts';
import { plan, runUntil } from './resolution-helpers.ts';

/** Three crew whose programs are full of A actions, before the first turn. */
function ship(): Ctx {
  return runUntil({ plans: ['A A A A A A A A A A A A', 'A A A A A A A A A A A A', 'A A A A A A A A A A A A'] }, 0);
}

test('phases of a full mission start at turns 1, 4 and 8; their computer checks end turns 2, 5 and 9', () => {
  const s = ship().s;
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map((t) => phaseStart(s, t)),
    [1, 1, 1, 4, 4, 4, 4, 8, 8, 8],
  );
  assert.deepEqual(
    [1, 3, 4, 7, 8, 12].map((t) => checkTurn(s, t)),
    [2, 2, 5, 5, 9, 9],
  );
});

test('maintenance counts in the first two turns of a phase, not in the third', () => {
  const ctx = ship();
  for (const [turn, counts] of [
    [1, true],
    [2, true],
    [3, false],
    [4, true],
    [5, true],
    [6, false],
    [7, false],
  ] as const) {
    ctx.s.turn = turn;
    ctx.s.ship.maintained = false;
    assert.equal(maintain(ctx, 0), counts, `turn ${turn}`);
    assert.equal(ctx.s.ship.maintained, counts, `turn ${turn}`);
  }
});

test('an unmaintained computer at the end of turn 2: everyone aboard loses a turn, their turn-3 action moves on', () => {
  const ctx = ship();
  const [a, b, c] = ctx.s.crew;
  if (!a || !b || !c) throw new Error('three crew');
  b.knockedOut = true;
  c.inSpace = true;
  c.station = station('red', 'upper');
  ctx.s.turn = 2;
  computerCheck(ctx);
  assert.deepEqual(a.plan, [...plan('A A', 12).slice(0, 2), null, ...plan('A A A A A A A A A', 9)]);
  assert.equal(a.delays, 1);
  assert.equal(b.delays, 0, 'the knocked-out are not delayed');
  assert.equal(c.delays, 0, 'crew out in the interceptors are not aboard');
  assert.equal(c.plan[2] !== null, true);
});

test('a maintained computer delays nobody; there is no check in other turns', () => {
  for (const [turn, maintained] of [
    [2, true],
    [1, false],
    [3, false],
    [4, false],
    [12, false],
  ] as const) {
    const ctx = ship();
    ctx.s.turn = turn;
    ctx.s.ship.maintained = maintained;
    computerCheck(ctx);
    assert.deepEqual(
      ctx.s.crew.map((c) => c.delays),
      [0, 0, 0],
      `turn ${turn}, ${maintained ? 'maintained' : 'not maintained'}`,
    );
  }
  const ctx = ship();
  ctx.s.turn = 9;
  computerCheck(ctx);
  assert.deepEqual(
    ctx.s.crew.map((c) => c.delays),
    [1, 1, 1],
    'turn 9 is the third phase check',
  );
});

test('a phase starts with the computer unmaintained; a turn inside it keeps the maintenance', () => {
  const s = ship().s;
  for (const [turn, kept] of [
    [2, true],
    [3, true],
    [4, false],
    [5, true],
    [8, false],
  ] as const) {
    s.turn = turn;
    s.ship.maintained = true;
    computerStartTurn(s);
    assert.equal(s.ship.maintained, kept, `turn ${turn}`);
  }
});

test('a whole mission: C on the bridge in turn 1 saves the crew from the turn-2 check', () => {
  const spec = (first: string) => ({ plans: [`${first} - A`, '- - A'] });
  const maintained = runUntil(spec('C'), 3);
  assert.deepEqual(
    maintained.s.crew.map((c) => c.delays),
    [0, 0],
  );
  const forgotten = runUntil(spec('-'), 3);
  assert.deepEqual(
    forgotten.s.crew.map((c) => c.delays),
    [1, 1],
  );
  assert.equal(forgotten.s.crew[1]?.plan[3]?.kind, 'action', 'the turn-3 action now waits for turn 4');
});
