import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ApplyContext, createMatch, Rng } from '@airlock/engine';
import { drain } from '../src/flow.ts';
import { MOLD, type MoldExt, moldOnBoard } from '../src/rules/mind-mold.ts';
import type { McState } from '../src/state.ts';
import { CQ, ENG, GH, game, LAB, LS, MAINT, NAV, OPS, Scenario, SENS } from './helpers.ts';

/** A co-op Mind Mold game at seat `seat`'s actions: intact ship, 12 mold cubes on spaces 1-12. */
function moldGame(players = 2, seat = 0, left = 3): Scenario {
  const t = new Scenario(players, { mode: 'coop', threat: 'mind-mold' }).at(seat, left);
  for (let i = 0; i < 12; i++) t.s.board[i] = 2;
  const x: MoldExt = { mods: new Array<number>(12).fill(0), crew: new Array<number>(players).fill(0) };
  t.s.ext[MOLD] = x as never;
  return t;
}

function mold(t: Scenario): MoldExt {
  return t.s.ext[MOLD] as unknown as MoldExt;
}

/** Puts mold on a module, taken from the top of the board's mold. */
function moldy(t: Scenario, m: number, k: number): Scenario {
  for (let i = 0; i < k; i++) t.s.board[t.s.board.lastIndexOf(2)] = 0;
  mold(t).mods[m] = (mold(t).mods[m] as number) + k;
  return t;
}

function cascade(t: Scenario): Scenario {
  while (t.top()?.t === 'hits') t.act(t.s.active, t.legal(t.s.active)[0] as never);
  return t;
}

/** Starts seat's turn from the very beginning (start-of-turn rules, then the damage roll). */
function startTurn(t: Scenario, seat: number): Scenario {
  t.s.stack = [{ t: 'turn', seat, left: 3, ph: 0 }];
  const ctx: ApplyContext = { rng: Rng.fromSeed(3), emit: (e) => t.events.push(e) };
  drain(t.s, ctx);
  return t;
}

function turnLeft(t: Scenario): number {
  const st = t.s.stack.find((x) => x.t === 'turn') as { left: number };
  return st.left;
}

describe('Mind Mold: setup and spreading', () => {
  test('12 mold cubes on spaces 1-12 after the normal setup; the initial meteors place none', () => {
    const m = createMatch<McState>(game, {
      players: 3,
      options: { mode: 'coop', threat: 'mind-mold', roles: 'off' },
      seed: 4,
    });
    assert.deepEqual(m.state.board.slice(0, 12), new Array(12).fill(2));
    const x = m.state.ext[MOLD] as unknown as MoldExt;
    assert.deepEqual(x.mods, new Array(12).fill(0));
    assert.ok(m.state.board.includes(1), 'the initial meteor damage is on the board');
  });

  test('a damage roll swaps the status cube for a mold cube taken from the board', () => {
    const t = moldGame().roll(3, 4).settle();
    assert.equal(t.s.cubes[ENG], 2);
    assert.equal(mold(t).mods[ENG], 1);
    assert.equal(moldOnBoard(t.s), 11);
    assert.equal(t.s.board[11], 0, 'the highest mold space is emptied');
    assert.equal(t.s.board[t.s.board.length - 1], 1, 'the status cube goes on the highest space');
  });

  test('every cascade hit places mold too', () => {
    const t = cascade(
      moldGame()
        .cubes({ [NAV]: 1 })
        .roll(4, 4)
        .settle(),
    );
    assert.equal(mold(t).mods[NAV], 1);
    assert.equal(mold(t).mods[LAB], 1);
    assert.equal(mold(t).mods[SENS], 1);
    assert.equal(moldOnBoard(t.s), 9);
  });

  test('no mold for other removals (Scavenge)', () => {
    const t = moldGame()
      .cubes({ [OPS]: 2 })
      .hand(0, 'scavenge');
    t.do(0, { type: 'play', card: 'scavenge', from: GH, to: OPS });
    assert.equal(t.s.cubes[GH], 2);
    assert.equal(mold(t).mods[GH], 0);
    assert.equal(moldOnBoard(t.s), 12);
  });

  test('a cascade set off by a Scavenge spreads no mold; the next damage roll does again', () => {
    const t = moldGame()
      .cubes({ [GH]: 1, [OPS]: 2 })
      .hand(0, 'scavenge')
      .hand(1, 'eva');
    t.do(0, { type: 'play', card: 'scavenge', from: GH, to: OPS });
    cascade(t);
    assert.equal(t.s.cubes[SENS], 2, 'Greenhouse emptied: Sensors took a cascade hit');
    assert.equal(mold(t).mods[SENS], 0);
    assert.equal(moldOnBoard(t.s), 12);
    t.roll(3, 4).settle();
    assert.equal(mold(t).mods[ENG], 1);
  });

  test('mold gives no power and no oxygen: only status cubes count', () => {
    const t = moldy(moldGame().cubes({ [LS]: 1, [GH]: 0 }), LS, 2);
    moldy(t, GH, 3);
    t.s.pos[0] = LS;
    assert.ok(!t.legal(0).some((a) => a.type === 'module'), 'one status cube and two mold: no power');
    t.s.pos[0] = SENS;
    assert.ok(!t.has(0, { type: 'move', to: GH }), 'three mold cubes: still no oxygen');
  });
});

describe('Mind Mold: crew', () => {
  test('mold clings to a crew member entering a moldy module', () => {
    const t = moldy(moldGame().cubes({ [SENS]: 1 }), SENS, 2);
    t.do(0, { type: 'move', to: SENS });
    assert.equal(mold(t).crew[0], 1);
    assert.equal(mold(t).mods[SENS], 1);
  });

  test('at the start of a turn mold clings, then each cube costs an action to clean off', () => {
    const t = moldy(moldGame().cubes({ [SENS]: 2 }), SENS, 1).hand(1, 'eva');
    t.s.pos[0] = SENS;
    mold(t).crew[0] = 1; // already carrying one, taken from the board
    t.s.board[t.s.board.lastIndexOf(2)] = 0;
    startTurn(t, 0);
    assert.equal(mold(t).crew[0], 0);
    assert.equal(mold(t).mods[SENS], 0);
    assert.equal(turnLeft(t), 1, 'two cubes: two of the three actions');
    assert.equal(moldOnBoard(t.s), 12, 'cleaned mold goes back to the lowest free spaces');
    assert.equal(t.top()?.t, 'win', 'then the damage roll');
  });

  test('a spacesuit may be discarded instead, for free, taking all the mold with it', () => {
    const t = moldGame().hand(1, 'eva');
    t.s.gear[0] = ['suit'];
    mold(t).crew[0] = 2;
    t.s.board[11] = 0;
    t.s.board[10] = 0;
    startTurn(t, 0);
    assert.deepEqual(t.legal(0), [
      { type: 'mold', by: 'actions' },
      { type: 'mold', by: 'suit' },
    ]);
    t.act(0, { type: 'mold', by: 'suit' });
    assert.deepEqual(t.s.gear[0], []);
    assert.ok(t.s.discard.includes('suit'));
    assert.equal(mold(t).crew[0], 0);
    assert.equal(turnLeft(t), 3);
    assert.equal(moldOnBoard(t.s), 12);
  });

  test('nobody may escape while any crew member carries mold', () => {
    const t = moldGame();
    t.s.pos = [LAB, NAV];
    t.s.fuse = ['A', 'B'];
    t.hand(0, 'oxygen', 'food', 'power', 'nav').hand(1, 'oxygen', 'food', 'power', 'nav');
    mold(t).crew[1] = 1;
    assert.ok(!t.has(0, { type: 'escape' }));
    mold(t).crew[1] = 0;
    assert.ok(t.has(0, { type: 'escape' }));
  });
});

describe('Mind Mold: repairs', () => {
  test('a repair scrapes one mold cube off; status cubes come back only once the mold is gone', () => {
    const t = moldy(
      moldGame(2, 0, 4)
        .cubes({ [ENG]: 1 })
        .damage(2),
      ENG,
      2,
    );
    t.s.pos[0] = ENG;
    t.do(0, { type: 'repair' });
    assert.equal(mold(t).mods[ENG], 1);
    assert.equal(t.s.cubes[ENG], 1, 'no status cube while mold remains');
    assert.equal(moldOnBoard(t.s), 11);
    t.do(0, { type: 'repair' });
    assert.equal(mold(t).mods[ENG], 0);
    assert.equal(t.s.cubes[ENG], 1);
    t.do(0, { type: 'repair' });
    assert.equal(t.s.cubes[ENG], 2);
  });

  test('Remote Repair and the Maintenance module scrape mold off remotely', () => {
    const t = moldy(
      moldGame()
        .cubes({ [NAV]: 2, [GH]: 2 })
        .damage(2),
      NAV,
      1,
    );
    moldy(t, GH, 1);
    t.hand(0, 'remote-repair');
    t.do(0, { type: 'play', card: 'remote-repair', target: NAV });
    assert.equal(mold(t).mods[NAV], 0);
    assert.equal(t.s.cubes[NAV], 2);
    t.s.pos[0] = MAINT;
    t.do(0, { type: 'module', m: MAINT, target: GH });
    assert.equal(mold(t).mods[GH], 0);
    assert.equal(t.s.cubes[GH], 2);
  });
});

describe('Mind Mold: the mold wins', () => {
  test('the last mold cube leaving the board loses the game', () => {
    const t = moldGame();
    for (let i = 1; i < 12; i++) t.s.board[i] = 0;
    mold(t).mods[CQ] = 11;
    t.roll(3, 4).settle();
    assert.ok(t.s.over);
    assert.equal(t.s.over.details?.cause, 'mold');
    assert.deepEqual(t.s.over.winners, []);
  });

  test('a board full of status and mold cubes blows the ship up (mold put back can fill it)', () => {
    const t = moldGame().hand(1, 'eva');
    t.s.board.fill(1);
    t.s.board[0] = 2;
    t.s.board[1] = 0;
    mold(t).crew[0] = 1;
    startTurn(t, 0);
    assert.ok(t.s.over);
    assert.equal(t.s.over.details?.cause, 'explosion');
  });
});
