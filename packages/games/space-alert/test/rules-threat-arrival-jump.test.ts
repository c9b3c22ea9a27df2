/**
 * The threat layer's own moments, one rule at a time: a threat appearing (the turn it came, the
 * Unstable Warheads' health from the rockets aboard, destroyed at once with none), and the hyperspace
 * jump (the Dimension Spider strikes if it never reached Z, even phased out; a Cyber Gremlin not
 * destroyed knocks everyone out; a Parasite whose host is out counts as survived; other threats do nothing).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { onJump } from '../src/threats/index.ts';
import { rt } from '../src/threats/runtime.ts';
import { board, damage, place, shields } from './threats-helpers.ts';

test('a threat records the turn it appeared on', () => {
  const ctx = board();
  ctx.s.turn = 3;
  const t = place(ctx, 'E1-07', 'red');
  assert.deepEqual([t.appeared, t.state], [3, 'active']);
});

test('the Unstable Warheads: one health per rocket aboard when it appears; with none left it is destroyed at once', () => {
  const ctx = board();
  ctx.s.ship.rockets = 2;
  const two = place(ctx, 'I1-07', 'internal');
  assert.deepEqual([3 - two.damage, two.state], [2, 'active']);
  const none = board();
  none.s.ship.rockets = 0;
  const gone = place(none, 'I1-07', 'internal');
  assert.equal(gone.state, 'destroyed');
});

test('at the jump the Dimension Spider strikes with its Z if it never reached it, even phased out; other threats do not', () => {
  const ctx = board();
  shields(ctx, 0, 0, 0);
  const spider = place(ctx, 'SE1-102', 'red');
  const fighter = place(ctx, 'E1-07', 'blue');
  rt(spider).out = true;
  onJump(ctx);
  assert.deepEqual(damage(ctx), [4, 4, 4]);
  assert.deepEqual([spider.state, fighter.state], ['survived', 'active']);
  const done = board();
  shields(done, 0, 0, 0);
  const struck = place(done, 'SE1-102', 'red');
  rt(struck).didZ = true;
  onJump(done);
  assert.deepEqual(damage(done), [0, 0, 0], 'its Z came already');
  const killed = board();
  shields(killed, 0, 0, 0);
  const dead = place(killed, 'SE1-102', 'red');
  dead.state = 'destroyed';
  onJump(killed);
  assert.deepEqual(damage(killed), [0, 0, 0], 'destroyed, it never strikes');
});

test('a Cyber Gremlin still aboard at the jump, even after its Z, knocks everyone out; a destroyed one does not', () => {
  for (const [state, out] of [
    ['active', true],
    ['survived', true],
    ['destroyed', false],
  ] as const) {
    const ctx = board();
    const gremlin = place(ctx, 'SI3-106', 'internal');
    gremlin.state = state;
    onJump(ctx);
    assert.deepEqual(
      ctx.s.crew.map((c) => c.knockedOut),
      [out, out, out, out],
      state,
    );
  }
});

test('at the jump a Parasite whose host is knocked out counts as survived', () => {
  const ctx = board();
  const parasite = place(ctx, 'SI3-107', 'internal');
  rt(parasite).host = 2;
  (ctx.s.crew[2] as { knockedOut: boolean }).knockedOut = true;
  onJump(ctx);
  assert.equal(parasite.state, 'survived');
});

test('at the jump threats act by token number, and once the ship is destroyed nothing more happens', () => {
  const ctx = board();
  shields(ctx, 0, 0, 0);
  // Placed out of token order: the Cyber Gremlin first in the list, the Dimension Spider with the earlier token.
  place(ctx, 'SI3-106', 'internal', 9);
  place(ctx, 'SE1-102', 'red', 2);
  for (const z of ['red', 'white', 'blue'] as const) {
    ctx.s.ship.zones[z].damage = ['shield', 'reactor', 'lift', 'structural', 'upper-weapon'];
  }
  onJump(ctx);
  assert.notEqual(ctx.s.destroyed, null, "the Spider's strike destroys the ship");
  assert.deepEqual(
    ctx.s.crew.map((c) => c.knockedOut),
    [false, false, false, false],
    'the Gremlin, later by token, never acts',
  );
});
