import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ApplyContext, createMatch, Rng } from '@airlock/engine';
import { drain } from '../src/flow.ts';
import { MARAUDERS, type MaraudersExt, marauderStep } from '../src/rules/marauders.ts';
import { MOLD, type MoldExt, moldOnBoard } from '../src/rules/mind-mold.ts';
import type { McState } from '../src/state.ts';
import { CARGO, CQ, ENG, GH, game, LAB, MAINT, NAV, OPS, Scenario, SENS, TELE } from './helpers.ts';

/**
 * The co-op threats (rulebook, "Meteorites & Marauders" and "Mind Mold"), and which games they come
 * with: only the Solo/Cooperative mode, each with its own threat.
 */

const SMALL = 0;
const TALL = 1;

function ctxOf(t: Scenario, seed = 7): ApplyContext {
  return { rng: Rng.fromSeed(seed), emit: (e) => t.events.push(e) };
}

function start(players: number, options: Record<string, string>, seed = 3): McState {
  return createMatch<McState>(game, { players, options: { roles: 'off', ...options }, seed }).state;
}

// ---------- Marauders ----------

function raiders(players: number, small: number, tall: number, threat = 'marauders-cadet', next = 0): Scenario {
  const t = new Scenario(players, { mode: 'coop', threat }).at(0);
  const x: MaraudersExt = { at: [small, tall], next, red: false };
  t.s.ext[MARAUDERS] = x as never;
  return t;
}

function mx(t: Scenario): MaraudersExt {
  return t.s.ext[MARAUDERS] as unknown as MaraudersExt;
}

/** Queues a Marauder turn for `seat` and runs it up to the first decision. */
function marauderTurn(t: Scenario, seat: number, q: number[]): Scenario {
  t.s.stack.push({ t: 'x:marauders', seat, q });
  drain(t.s, ctxOf(t));
  return t;
}

describe('Marauders come only with the co-op game that picks them', () => {
  test('Sole Survivor has no Marauders, whatever the threat option says', () => {
    assert.equal(start(3, { mode: 'sole', threat: 'marauders-cadet' }).ext[MARAUDERS], undefined);
  });

  test('a co-op game against the Mind Mold has no Marauders', () => {
    assert.equal(start(2, { mode: 'coop', threat: 'mind-mold' }).ext[MARAUDERS], undefined);
  });
});

describe('Marauders: the route', () => {
  test('on a tie the Small Marauder takes the lower number token, the Tall one the higher, whatever the border order', () => {
    const t = raiders(2, CQ, CQ);
    // Crew Quarters to Operations: through the Teleporter or Sensors. Give the Teleporter the higher number.
    const [a, b] = [t.s.num[TELE] as number, t.s.num[SENS] as number];
    t.s.num[TELE] = Math.max(a, b);
    t.s.num[SENS] = Math.min(a, b);
    assert.equal(marauderStep(t.s, SMALL, CQ, OPS), SENS);
    assert.equal(marauderStep(t.s, TALL, CQ, OPS), TELE);
  });

  test('a Marauder in Crew Quarters (module index 0) is aboard and moves', () => {
    const t = raiders(2, CQ, -1);
    t.s.pos = [OPS, OPS];
    t.hand(0, 'eva').hand(1, 'eva');
    marauderTurn(t, 0, [SMALL]).settle();
    assert.notEqual(mx(t).at[SMALL], CQ);
  });

  test('Cadet: a Marauder in Crew Quarters takes its turn like any other', () => {
    const t = raiders(2, CQ, -1);
    t.s.pos = [OPS, OPS];
    t.s.stack = [{ t: 'turn', seat: 0, left: 0, ph: 4 }];
    drain(t.s, ctxOf(t));
    t.settle();
    assert.ok(t.rules().includes('marauders.move'), 'the Small Marauder in Crew Quarters moves');
  });
});

describe('Marauders: looting on the way', () => {
  test('only the crew in the module entered are looted: not crew elsewhere, not an escaped crew member', () => {
    const t = raiders(3, LAB, -1);
    // The Small Marauder goes from the Laboratory to Crew Quarters, chasing seat 0.
    t.s.pos = [OPS, CQ, CQ];
    t.s.escaped = [2];
    t.hand(0, 'eva').hand(1, 'hack').hand(2, 'lift');
    marauderTurn(t, 0, [SMALL]).settle();
    assert.equal(mx(t).at[SMALL], CQ);
    const looted = t.s.stack.filter((st) => st.t === 'x:loot').map((st) => (st as { seat: number }).seat);
    assert.deepEqual(looted, [1]);
  });

  test('entering a module without a Marauder costs nothing', () => {
    const t = raiders(2, NAV, SENS);
    t.s.pos = [LAB, TELE];
    t.hand(0, 'eva');
    t.do(0, { type: 'move', to: CQ });
    assert.equal(t.s.pos[0], CQ);
    assert.ok(!t.s.stack.some((st) => st.t === 'x:loot'));
    assert.deepEqual(t.s.hands[0], ['eva']);
  });
});

describe('Marauders: ejected ones take no turn', () => {
  test('a Marauder turn for an ejected Marauder opens no window and does nothing', () => {
    const t = raiders(2, -1, MAINT);
    t.hand(0, 'override').hand(1, 'override');
    const board = [...t.s.board];
    marauderTurn(t, 0, [SMALL]);
    assert.notEqual(t.top()?.t, 'win', 'nobody is asked to interrupt an absent Marauder');
    assert.deepEqual(t.s.board, board);
    assert.deepEqual(mx(t).at, [-1, MAINT]);
  });

  test('a Marauder ejected while its turn waits in a window does not move or damage when the window closes', () => {
    const t = raiders(2, NAV, -1);
    t.s.pos = [CQ, CQ];
    t.hand(0, 'override').hand(1, 'override');
    marauderTurn(t, 0, [SMALL]);
    assert.equal(t.top()?.t, 'win');
    // Blown out meanwhile (say by a cascade an interrupting action set off).
    mx(t).at[SMALL] = -1;
    const board = [...t.s.board];
    t.settle();
    assert.deepEqual(mx(t).at, [-1, -1]);
    assert.deepEqual(t.s.board, board, 'no damage');
    assert.ok(!t.rules().includes('marauders.move'));
  });

  test('Cadet, both ejected: the Marauder turn passes, and the one due keeps its turn for later', () => {
    const t = raiders(2, -1, -1, 'marauders-cadet', TALL);
    t.hand(0, 'override').hand(1, 'override');
    t.s.stack = [{ t: 'turn', seat: 0, left: 0, ph: 4 }];
    drain(t.s, ctxOf(t));
    t.settle();
    assert.ok(!t.rules().some((r) => r.startsWith('marauders.')), 'no Marauder acts');
    assert.deepEqual(mx(t).at, [-1, -1]);
    assert.equal(mx(t).next, TALL);
  });

  test('a cascade emptying the module of a Marauder ejects it', () => {
    const t = raiders(2, LAB, -1).cubes({ [NAV]: 1, [LAB]: 1 });
    t.s.pos = [OPS, OPS];
    t.hand(0, 'eva').hand(1, 'eva');
    // Navigation (number 8 by default) is rolled: its last cube goes, and Laboratory takes a cascade hit.
    const sum = t.s.num[NAV] as number;
    t.roll(Math.min(6, sum - 1), sum - Math.min(6, sum - 1)).settle();
    t.cascade().settle();
    assert.equal(t.s.cubes[LAB], 0);
    assert.equal(mx(t).at[SMALL], -1);
  });
});

describe('Marauders: back aboard in the red', () => {
  test('entering red brings back the ejected Marauder only: one in Crew Quarters stays put, there are still two', () => {
    const t = raiders(2, -1, CQ);
    t.s.pos = [OPS, OPS];
    t.damage(22);
    t.hand(0, 'eva').hand(1, 'eva');
    t.roll(1, 1).settle();
    assert.ok(t.rules().includes('marauders.return'));
    assert.equal(mx(t).at.length, 2);
    assert.equal(mx(t).at[TALL], CQ, 'the Tall Marauder was aboard: it does not roll again');
    assert.ok((mx(t).at[SMALL] as number) >= 0);
    assert.equal(t.events.filter((e) => e.rule === 'marauders.return').length, 1);
  });
});

// ---------- Mind Mold ----------

function moldGame(players = 2, seat = 0): Scenario {
  const t = new Scenario(players, { mode: 'coop', threat: 'mind-mold' }).at(seat);
  for (let i = 0; i < 12; i++) t.s.board[i] = 2;
  const x: MoldExt = { mods: new Array<number>(12).fill(0), crew: new Array<number>(players).fill(0) };
  t.s.ext[MOLD] = x as never;
  return t;
}

function mold(t: Scenario): MoldExt {
  return t.s.ext[MOLD] as unknown as MoldExt;
}

describe('the Mind Mold comes only with the co-op game that picks it', () => {
  test('Sole Survivor has no mold, whatever the threat option says', () => {
    const s = start(3, { mode: 'sole', threat: 'mind-mold' });
    assert.equal(s.ext[MOLD], undefined);
    assert.ok(!s.board.includes(2));
  });

  test('a co-op game against the Marauders has no mold', () => {
    const s = start(2, { mode: 'coop', threat: 'marauders-veteran' });
    assert.equal(s.ext[MOLD], undefined);
    assert.ok(!s.board.includes(2));
  });

  test('setup: exactly twelve mold cubes on the board, none on any crew member', () => {
    const s = start(3, { mode: 'coop', threat: 'mind-mold' });
    assert.equal(moldOnBoard(s), 12);
    assert.deepEqual((s.ext[MOLD] as unknown as MoldExt).crew, [0, 0, 0]);
  });
});

describe('the Mind Mold spreads', () => {
  test('a damage roll and its cascade spread mold even if a Scavenge earlier in the turn left its mark', () => {
    const t = moldGame().cubes({ [NAV]: 1 });
    mold(t).card = true;
    t.roll(4, 4).settle().cascade();
    assert.equal(mold(t).mods[NAV], 1);
    assert.equal(mold(t).mods[LAB], 1, 'the cascade spreads mold too');
    assert.equal(mold(t).mods[SENS], 1);
  });

  test('a hit on an empty module goes straight through: no mold spreads there', () => {
    const t = moldGame().cubes({ [ENG]: 0 });
    t.roll(3, 4).settle();
    assert.equal(mold(t).mods[ENG], 0);
    assert.equal(moldOnBoard(t.s), 12);
  });
});

describe('the Mind Mold and repairs', () => {
  test('an intact module without mold cannot be repaired, even with a status cube on the board', () => {
    const t = moldGame();
    t.damage(1);
    mold(t).mods[CARGO] = 1;
    t.cubes({ [CARGO]: 2 });
    t.s.pos[0] = MAINT;
    assert.deepEqual(
      t
        .legal(0)
        .filter((a) => a.type === 'module' && a.m === MAINT)
        .map((a) => a.target),
      [CARGO],
    );
  });
});

describe('cleaning mold off at the start of a turn', () => {
  function startTurn(t: Scenario, seat: number): Scenario {
    t.s.active = seat;
    t.s.stack = [{ t: 'turn', seat, left: 3, ph: 0 }];
    drain(t.s, ctxOf(t, 3));
    return t;
  }

  test('a crew member in a spacesuit with no mold on them is not asked about mold', () => {
    const t = moldGame();
    t.s.gear[0] = ['suit'];
    t.s.pos[0] = GH;
    startTurn(t, 0);
    assert.ok(!t.s.stack.some((st) => st.t === 'x:mold-clean'));
    assert.ok(!t.legal(0).some((a) => a.type === 'mold'));
  });

  test('in a spacesuit, choosing to clean with actions keeps the suit and spends the actions, once', () => {
    const t = moldGame();
    t.s.gear[0] = ['suit'];
    t.s.pos[0] = LAB;
    mold(t).crew[0] = 2;
    startTurn(t, 0);
    assert.deepEqual(t.pendingActors(), [0]);
    t.act(0, { type: 'mold', by: 'actions' });
    assert.deepEqual(t.s.gear[0], ['suit']);
    assert.equal(mold(t).crew[0], 0);
    const turn = t.s.stack.find((st) => st.t === 'turn') as { left: number };
    assert.equal(turn.left, 1, 'two actions spent on two cubes');
    assert.ok(
      t.events.some((e) => e.rule === 'mold.clean' && (e.data as { actions: number }).actions === 2),
      'the two cubes go back to the board',
    );
    assert.ok(!t.s.stack.some((st) => st.t === 'x:mold-clean'), 'the question is not asked again');
  });
});
