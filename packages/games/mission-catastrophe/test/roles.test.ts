import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BRIDGE, CQ, ENG, LS, Scenario } from './helpers.ts';

function captain(role: 'always-thinking' | 'i-am-the-bridge' | 'make-sure-it-works'): Scenario {
  const t = new Scenario(2, { roles: 'pick' }).at(0);
  t.s.prof = ['captain', 'pilot'];
  t.s.role = [role, null];
  return t;
}

describe('Captain roles', () => {
  test('Always Thinking: the roll picks the Captain module; a free action comes before the damage', () => {
    const t = captain('always-thinking').cubes({ [ENG]: 1 });
    t.s.pos[0] = ENG;
    t.roll(3, 4);
    // The Captain holds no card, yet is asked: the role reaction is public.
    assert.ok(t.has(0, { type: 'role', role: 'always-thinking' }));
    t.act(0, { type: 'role', role: 'always-thinking' });
    assert.equal(t.top()?.t, 'free');
    t.act(0, { type: 'move', to: 8 });
    t.settle().cascade();
    assert.equal(t.s.pos[0], 8, 'moved out before the Engine Room lost its oxygen');
    assert.equal(t.s.cubes[ENG], 0);
  });

  test('Always Thinking: the free action it gives cannot be overridden (as a Quick Thinking action)', () => {
    const t = captain('always-thinking')
      .cubes({ [ENG]: 1 })
      .hand(0, 'eva')
      .hand(1, 'override');
    t.s.pos[0] = ENG;
    t.roll(3, 4);
    t.act(0, { type: 'role', role: 'always-thinking' });
    assert.equal(t.top()?.t, 'free');
    t.act(0, { type: 'play', card: 'eva', to: 8 });
    assert.ok(!t.has(1, { type: 'interrupt', card: 'override' }), 'no Override on this card');
    const u = captain('always-thinking').hand(0, 'eva').hand(1, 'override');
    u.act(0, { type: 'play', card: 'eva', to: 8 });
    assert.ok(u.has(1, { type: 'interrupt', card: 'override' }), 'the same card as a turn action can be');
  });

  test('Always Thinking is not offered when the roll picks another module', () => {
    const t = captain('always-thinking');
    t.roll(3, 3);
    assert.notEqual(t.top()?.t, 'win');
  });

  test('I Am the Bridge: remote Bridge use in yellow or red, once per turn, needs Bridge power', () => {
    const t = captain('i-am-the-bridge');
    assert.ok(!t.legal(0).some((a) => a.type === 'role'), 'green phase');
    t.damage(12);
    assert.ok(t.has(0, { type: 'role', role: 'i-am-the-bridge', m: BRIDGE, fuse: 0, id: 'C' }));
    t.cubes({ [BRIDGE]: 1 });
    assert.ok(!t.legal(0).some((a) => a.type === 'role'), 'no power at the Bridge');
    t.cubes({ [BRIDGE]: 3 });
    t.do(0, { type: 'role', role: 'i-am-the-bridge', m: BRIDGE, fuse: 0, id: 'C' });
    assert.deepEqual(t.s.fuse, ['C']);
    assert.ok(!t.legal(0).some((a) => a.type === 'role' || a.type === 'module'), 'the module use is spent');
  });

  test('Make Sure It Works: a repair that restores power grants a free use of that module', () => {
    const t = captain('make-sure-it-works')
      .cubes({ [LS]: 1 })
      .damage(2);
    t.s.pos[0] = LS;
    t.do(0, { type: 'repair' });
    assert.equal(t.top()?.t, 'free');
    assert.deepEqual(t.legal(0), [{ type: 'module', m: LS }, { type: 'end' }]);
    t.do(0, { type: 'module', m: LS });
    assert.deepEqual(t.s.hands[0], ['oxygen']);
    assert.equal((t.s.stack[0] as { left: number }).left, 2, 'the free use cost no action');
  });

  test('Make Sure It Works does nothing when the repair does not restore power', () => {
    const t = captain('make-sure-it-works')
      .cubes({ [CQ]: 2 })
      .damage(2);
    t.do(0, { type: 'repair' });
    assert.equal(t.top()?.t, 'turn');
  });
});
