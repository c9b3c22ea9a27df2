import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createMatch } from '@airlock/engine';
import type { McState } from '../src/state.ts';
import { BRIDGE, CQ, ENG, GH, game, LAB, NAV, Scenario } from './helpers.ts';

const RESOURCES = ['oxygen', 'food', 'power', 'nav'] as const;

/** Pods in the helper's position: Lab A, Navigation B, Greenhouse C, Bridge D, Cargo Bay E, Maintenance F. */
function ready(players: number): Scenario {
  const t = new Scenario(players, { mode: 'coop', threat: 'mind-mold' }).at(0);
  for (let seat = 0; seat < players; seat++) t.hand(seat, ...RESOURCES);
  return t;
}

describe('Co-op: escape', () => {
  test('one fuse cube per crew member', () => {
    for (const players of [1, 3, 6]) {
      const m = createMatch<McState>(game, { players, options: { mode: 'coop', roles: 'off' }, seed: 2 });
      assert.equal(m.state.fuse.length, players);
    }
  });

  test('everyone needs the four resources and a module of their own with a working pod', () => {
    const t = ready(2);
    t.s.pos = [LAB, LAB];
    t.s.fuse = ['A', 'B'];
    assert.ok(!t.has(0, { type: 'escape' }), 'two crew members cannot share one pod');
    t.s.pos = [LAB, CQ];
    assert.ok(!t.has(0, { type: 'escape' }), 'Crew Quarters has no pod');
    t.s.pos = [LAB, NAV];
    t.s.hands[1] = ['oxygen', 'food', 'power'];
    assert.ok(!t.has(0, { type: 'escape' }), 'an ally without the Navigation Codes');
    t.hand(1, ...RESOURCES);
    t.s.podUp[1] = 0;
    assert.ok(!t.has(0, { type: 'escape' }), "the ally's pod is destroyed");
    t.s.podUp[1] = 1;
    t.cubes({ [ENG]: 1 });
    assert.ok(!t.has(0, { type: 'escape' }), 'the Engine Room has no power');
    t.cubes({ [ENG]: 3 });
    assert.ok(t.has(0, { type: 'escape' }));
  });

  test('one action of any crew member escapes everyone: all win', () => {
    const t = ready(3);
    t.s.pos = [LAB, GH, BRIDGE];
    t.s.fuse = ['D', 'A', 'C'];
    t.do(0, { type: 'escape' });
    assert.ok(t.s.over);
    assert.deepEqual(t.s.over.winners, [0, 1, 2]);
    assert.deepEqual(t.s.over.ranks, [1, 1, 1]);
    assert.match(t.s.over.summary, /^The whole crew escapes/);
  });

  test('one pod not set on a fuse: nobody leaves and the game goes on', () => {
    const t = ready(2);
    t.s.pos = [LAB, NAV];
    t.s.fuse = ['A', 'C'];
    t.do(0, { type: 'escape' });
    assert.equal(t.s.over, null);
    assert.ok(t.rules().includes('escape.fail'));
    assert.deepEqual(t.s.escaped, []);
  });

  test('solo: one crew member, one fuse', () => {
    const t = ready(1);
    t.s.pos = [NAV];
    t.s.fuse = ['B'];
    t.do(0, { type: 'escape' });
    assert.deepEqual(t.s.over?.winners, [0]);
  });
});

describe('Co-op: losing the pods', () => {
  test('fewer working pods than crew members: everyone loses at once', () => {
    const t = new Scenario(3, { mode: 'coop' }).at(0).cubes({ [NAV]: 1 });
    t.s.podUp = [1, 1, 1, 0, 0, 0];
    t.roll(4, 4).settle();
    while (t.top()?.t === 'hits') t.act(0, t.legal(0)[0] as never);
    assert.ok(t.s.over);
    assert.equal(t.s.over.details?.cause, 'pods');
    assert.deepEqual(t.s.over.winners, []);
  });

  test('as many pods as crew members: the game goes on', () => {
    const t = new Scenario(2, { mode: 'coop' }).at(0).cubes({ [NAV]: 1 });
    t.s.podUp = [1, 1, 1, 0, 0, 0];
    t.roll(4, 4).settle();
    while (t.top()?.t === 'hits') t.act(0, t.legal(0)[0] as never);
    assert.equal(t.s.over, null);
  });
});

describe('Co-op: transfer', () => {
  test('crew members in the same module may trade cards; Sole Survivor has no transfer', () => {
    const t = new Scenario(2, { mode: 'coop' }).at(0).hand(0, 'eva');
    assert.ok(t.has(0, { type: 'transfer', ally: 1 }));
    const u = new Scenario(2).at(0).hand(0, 'eva');
    assert.ok(!u.legal(0).some((a) => a.type === 'transfer'));
  });
});
