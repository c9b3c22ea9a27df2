import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Action, Rng } from '@airlock/engine';
import { reviveInEmergencyRoom } from '../src/coop.ts';
import { kill } from '../src/core/wounds.ts';
import { buildView } from '../src/view.ts';
import { total } from '../src/state.ts';
import { act, game, player, position, reveal, scripted } from './helpers.ts';

describe('fully cooperative mode', () => {
  test('objectives are public, one per player, and one neutral contingency token is shown', () => {
    const s = game.setup({ players: 3, options: { mode: 'cooperative', roster: 'lockdown' }, rng: Rng.fromSeed(2) });
    assert.equal(s.publicContingency.length, 1);
    assert.ok(s.players.every((p) => p.contingency.length === 0));
    const t = position(['survivor', 'sentry'], { mode: 'cooperative' });
    assert.ok(t.players.every((p) => p.objectives.length === 1));
    const v = game.view(t, 0);
    assert.deepEqual(v.players[1]?.objectives, player(t, 1).objectives);
  });

  test('the shown token lies apart from the neutral pool: all tokens but the active one and it', () => {
    const s = game.setup({ players: 2, options: { mode: 'cooperative', roster: 'lockdown' }, rng: Rng.fromSeed(4) });
    // 12 tokens in all: 1 active, 1 revealed, 10 left face down in the neutral pool.
    assert.equal(total(s.contingencyPool), 10);
    assert.equal(s.publicContingency.length, 1);
    assert.deepEqual(buildView(s, 0).publicContingency, s.publicContingency);
  });

  const peeks: [string, string, Action][] = [
    ['archive', 'r1', { type: 'room', peek: 'neutral', pay: ['focus', 'rest'] }],
    ['alert', 'alert', { type: 'room', option: 'peek', pay: ['focus', 'rest'] }],
  ];
  for (const [tile, room, action] of peeks) {
    test(`the ${tile} room reveals a further neutral token to the whole crew (no one takes or hides it)`, () => {
      const s = position(['survivor', 'sentry'], { mode: 'cooperative' });
      if (tile === 'archive') reveal(s, room, tile);
      const p = player(s, 0);
      p.room = room;
      p.hand = ['focus', 'rest'];
      const before = total(s.contingencyPool);
      const { ctx, events } = scripted([0]);
      act(s, 0, action, ctx);
      assert.equal(s.publicContingency.length, 2);
      assert.equal(total(s.contingencyPool), before - 1);
      assert.deepEqual(p.contingency, []);
      assert.deepEqual(p.peeks, []);
      const e = events.find((x) => x.rule === 'coop.contingency-reveal');
      assert.ok(e && e.to === undefined && e.public === undefined, 'the reveal is public');
      assert.deepEqual(buildView(s, 1).publicContingency, s.publicContingency);
    });
  }

  test('with the neutral pool all revealed, the alert room offers no peek', () => {
    const s = position(['survivor', 'sentry'], { mode: 'cooperative' });
    for (const [k, n] of Object.entries(s.contingencyPool)) for (let i = 0; i < n; i++) s.publicContingency.push(k);
    s.contingencyPool = {};
    const p = player(s, 0);
    p.room = 'alert';
    p.hand = ['focus', 'rest'];
    assert.ok(!game.legalActions(s, 0).some((a) => a.option === 'peek'));
  });

  test('a corpse carried into a working emergency room is revived there next round', () => {
    const s = position(['survivor', 'sentry'], { mode: 'cooperative' });
    reveal(s, 'r1', 'emergency');
    const [dead, carrier] = [player(s, 0), player(s, 1)];
    dead.serious = [{ kind: 'leg', dressed: false }];
    dead.light = 2;
    kill(s, dead, scripted([]).ctx, 'test');
    assert.equal(dead.corpse, 'isolation');
    carrier.room = 'isolation';
    carrier.hand = ['run', 'run', 'rest'];
    s.active = 1;
    carrier.actionsLeft = 2;
    act(s, 1, { type: 'pickup', object: 'corpse', pay: ['rest'] }, scripted([]).ctx);
    assert.equal(dead.corpse, 'carried');
    assert.equal(carrier.hands.at(-1)?.of, 0);
    carrier.room = 'r1';
    act(s, 1, { type: 'drop', hand: carrier.hands.length - 1 }, scripted([]).ctx);
    assert.equal(dead.corpse, 'r1');
    reviveInEmergencyRoom(s, scripted([]).ctx);
    assert.equal(dead.status, 'alive');
    assert.equal(dead.room, 'r1');
    assert.equal(dead.light, 0);
    assert.deepEqual(dead.serious, [{ kind: 'leg', dressed: true }]);
    assert.equal(s.rooms.r1?.objects.corpse, 0);
  });

  test('no revival with an intruder in the emergency room, nor outside the cooperative mode', () => {
    const s = position(['survivor', 'sentry'], { mode: 'cooperative' });
    reveal(s, 'r1', 'emergency');
    const dead = player(s, 0);
    dead.room = 'r1';
    kill(s, dead, scripted([]).ctx, 'test');
    s.intruders.push({ id: 7, kind: 'adult', room: 'r1', injuries: 0 });
    reviveInEmergencyRoom(s, scripted([]).ctx);
    assert.equal(dead.status, 'dead');
    s.intruders = [];
    s.mode = 'standard';
    reviveInEmergencyRoom(s, scripted([]).ctx);
    assert.equal(dead.status, 'dead');
  });
});
