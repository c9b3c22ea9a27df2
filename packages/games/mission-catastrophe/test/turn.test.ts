import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createMatch } from '@airlock/engine';
import type { McState } from '../src/state.ts';
import { BRIDGE, CQ, game, LAB, LS, NAV, OPS, POD, Scenario, SENS, TELE } from './helpers.ts';

describe('setup', () => {
  test('ship, pods, piles, hands and the initial meteor damage', () => {
    for (const players of [2, 4, 6]) {
      const s = createMatch<McState>(game, { players, options: { roles: 'off' }, seed: players }).state;
      const missing = s.cubes.reduce((k, c) => k + (3 - c), 0) + s.podUp.filter((u) => u === 0).length;
      assert.equal(s.board.filter((b) => b === 1).length, missing, 'every removed cube is on the board');
      assert.ok(missing >= players, 'each player rolled at least once');
      assert.deepEqual([...s.podId].sort(), ['A', 'B', 'C', 'D', 'E', 'F']);
      assert.deepEqual(s.piles, [7, 7, 7, 7]);
      for (const h of s.hands) assert.ok(h.length === 3 || h.length === 0);
      assert.equal(s.discard.length + s.hands.reduce((k, h) => k + h.length, 0) + s.deck.length, 48);
      assert.ok(s.pos.every((m) => m === CQ || s.cubes[CQ] === 0));
    }
  });

  test('start player: the lowest roll; ties roll again (and damage again)', () => {
    for (let seed = 1; seed < 40; seed++) {
      const s = createMatch<McState>(game, { players: 4, options: { roles: 'off' }, seed }).state;
      const last = s.rolloff.map((r) => r.at(-1) as number);
      const rounds = Math.max(...s.rolloff.map((r) => r.length));
      const inLast = s.rolloff.map((r, i) => (r.length === rounds ? i : -1)).filter((i) => i >= 0);
      const low = Math.min(...inLast.map((i) => last[i] as number));
      assert.equal(last[s.active], low);
      assert.equal(inLast.filter((i) => last[i] === low).length, 1);
      if (rounds > 1) assert.ok(inLast.length >= 2 && inLast.length < 4);
    }
  });

  test('roles: each seat gets a profession set and picks one implemented card', () => {
    const m = createMatch<McState>(game, { players: 3, options: { roles: 'pick' }, seed: 3 });
    const s = m.state;
    assert.equal(new Set(s.prof).size, 3);
    const p = game.pending(s);
    if (p.length > 0 && s.stack.at(-1)?.t === 'role-pick') {
      const seat = p[0]?.actor as number;
      for (const a of game.legalActions(s, seat)) assert.equal(a.type, 'pick');
    }
  });
});

describe('turn actions', () => {
  test('move only through a shared border, never diagonally', () => {
    const t = new Scenario(2).at(0);
    const moves = t
      .legal(0)
      .filter((a) => a.type === 'move')
      .map((a) => a.to);
    assert.deepEqual(moves, [LAB, LS, TELE, SENS]);
    assert.ok(!moves.includes(NAV) && !moves.includes(OPS), 'diagonal modules are not connected');
  });

  test('three actions, then the next player rolls the damage dice', () => {
    const t = new Scenario(2).at(0);
    t.do(0, { type: 'move', to: SENS }).do(0, { type: 'move', to: NAV }).do(0, { type: 'draw' });
    t.settle();
    while (t.top()?.t === 'hits') t.act(0, t.legal(0)[0] as never);
    assert.equal(t.s.active, 1);
    assert.ok(t.events.some((e) => e.rule === 'turn.damage' && (e.data as { seat: number }).seat === 1));
  });

  test('ending a turn early is allowed', () => {
    const t = new Scenario(2).at(0);
    t.act(0, { type: 'end' });
    t.settle();
    assert.equal(t.s.active, 1);
  });

  test('hand limit: at the end of the turn, discard down to 7', () => {
    const t = new Scenario(2).at(0, 1).hand(0, 'eva', 'eva', 'hack', 'hack', 'lift', 'oxygen', 'food');
    t.do(0, { type: 'draw' });
    assert.equal(t.top()?.t, 'discard');
    t.act(0, { type: 'discard', card: 'lift' });
    assert.equal(t.s.hands[0]?.length, 7);
    assert.equal(t.s.discard.at(-1), 'lift');
  });

  test('repair: the cube from the lowest-numbered board space, never above 3 cubes, needs a cube on the board', () => {
    const t = new Scenario(2).at(0).cubes({ [CQ]: 2 });
    assert.ok(!t.has(0, { type: 'repair' }), 'the board holds no cube');
    t.damage(3);
    const lowest = t.s.board.indexOf(1);
    t.do(0, { type: 'repair' });
    assert.equal(t.s.cubes[CQ], 3);
    assert.equal(t.s.board[lowest], 0);
    assert.ok(!t.has(0, { type: 'repair' }), 'already at 3');
  });

  test('repair works on a module with no cubes left', () => {
    const t = new Scenario(2)
      .at(0)
      .cubes({ [LAB]: 0 })
      .damage(3);
    t.s.gear[0] = ['suit'];
    t.s.pos[0] = LAB;
    t.do(0, { type: 'repair' });
    assert.equal(t.s.cubes[LAB], 1);
  });

  test('view escape pod ID: only beside a pod, seen by that seat alone', () => {
    const t = new Scenario(2).at(0);
    assert.ok(!t.legal(0).some((a) => a.type === 'view'));
    t.s.pos[0] = BRIDGE;
    const ev = t.do(0, { type: 'view', pod: POD.bridge }).events;
    assert.equal(t.view(0).pods[POD.bridge]?.id, 'D');
    assert.equal(t.view(1).pods[POD.bridge]?.id, null);
    const e = ev.find((x) => x.rule === 'pod.view');
    assert.deepEqual(e?.to, [0]);
    assert.ok(!JSON.stringify(e?.public).includes('"D"'));
  });
});
