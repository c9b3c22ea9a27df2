import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CARGO, CQ, RoleTable } from './roles-helpers.ts';

describe('Quartermaster: Deep Pockets (016)', () => {
  const eight = ['eva', 'hack', 'lift', 'scavenge', 'suit', 'oxygen', 'food', 'nav'] as const;

  test('hand limit 7 in green, 8 after the ship first reached yellow, 9 after red, for good', () => {
    const t = new RoleTable(2).role(0, 'deep-pockets').hand(0, ...eight);
    t.do(0, { type: 'end' });
    assert.equal(t.top()?.t, 'discard', 'green: 8 cards is one too many');
    t.at(0)
      .role(0, 'deep-pockets')
      .hand(0, ...eight);
    t.s.phase = 1;
    t.do(0, { type: 'end' });
    assert.notEqual(t.top()?.t, 'discard');
    t.at(0)
      .role(0, 'deep-pockets')
      .hand(0, ...eight, 'power', 'eva');
    t.s.phase = 2; // the board may be green again: the highest phase reached counts
    t.do(0, { type: 'end' });
    assert.equal(t.top()?.t, 'discard');
    t.act(0, { type: 'discard', card: 'eva' });
    assert.equal(t.s.hands[0]?.length, 9);
    assert.notEqual(t.top()?.t, 'discard');
  });

  test('another seat keeps the limit of 7', () => {
    const t = new RoleTable(2)
      .at(1)
      .role(0, 'deep-pockets')
      .hand(1, ...eight);
    t.s.phase = 2;
    t.do(1, { type: 'end' });
    assert.equal(t.top()?.t, 'discard');
  });
});

describe('Quartermaster: Nothing Gets by Me (017)', () => {
  test('remote Cargo Bay on its own turn in yellow or red, once a turn, needs power', () => {
    const t = new RoleTable(2).role(0, 'nothing-gets-by-me');
    t.s.discard = ['meeting', 'hack'];
    assert.equal(t.roleActions(0).length, 0, 'green phase');
    t.phase(1).cubes({ [CARGO]: 1 });
    assert.equal(t.roleActions(0).length, 0, 'Cargo Bay without power');
    t.cubes({ [CARGO]: 2 });
    t.do(0, { type: 'role', role: 'nothing-gets-by-me', m: CARGO, card: 'hack' });
    assert.deepEqual(t.s.hands[0], ['hack']);
    assert.deepEqual(t.s.discard, ['meeting']);
    assert.equal(t.roleActions(0).length, 0);
  });

  test("not on another seat's turn", () => {
    const t = new RoleTable(2).at(1).role(0, 'nothing-gets-by-me').phase(2);
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
  });
});

describe("Quartermaster: One Alien's Trash (018)", () => {
  test('a played card lands on the pile: the holder may spend a charge to take it', () => {
    const t = new RoleTable(3).role(2, 'one-aliens-trash').hand(0, 'eva');
    t.do(0, { type: 'play', card: 'eva', to: CARGO });
    assert.deepEqual(t.legal(2), [{ type: 'role', role: 'one-aliens-trash', card: 'eva' }, { type: 'decline' }]);
    t.act(2, { type: 'role', role: 'one-aliens-trash', card: 'eva' });
    assert.deepEqual(t.s.hands[2], ['eva']);
    assert.deepEqual(t.s.discard, ['meeting']);
    assert.equal(t.s.charges[2], 2);
    assert.equal(t.s.pos[0], CARGO, 'the card had its effect first');
  });

  test('interrupt cards count, equipment (which stays in play) does not, the holder own plays count', () => {
    const t = new RoleTable(3).role(2, 'one-aliens-trash').hand(0, 'suit').hand(1, 'quick-thinking');
    t.act(0, { type: 'play', card: 'suit' });
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    t.settle();
    assert.equal(t.top()?.t, 'x:role', 'Quick Thinking went to the pile');
    t.act(2, { type: 'decline' });
    assert.equal(t.s.charges[2], 3);
    assert.equal(t.top()?.t, 'free');
    t.do(1, { type: 'move', to: CQ + 3 });
    t.settle();
    assert.deepEqual(t.s.hands[0], ['suit'], 'the interrupted play is chosen anew');
    t.do(0, { type: 'play', card: 'suit' });
    assert.deepEqual(t.s.gear[0], ['suit']);
    assert.notEqual(t.top()?.t, 'x:role', 'the spacesuit never reached the pile');
    t.at(2)
      .role(2, 'one-aliens-trash')
      .hand(2, 'remote-repair')
      .cubes({ [CQ]: 2 })
      .damage(1);
    t.do(2, { type: 'play', card: 'remote-repair', target: CQ });
    assert.deepEqual(t.legal(2)[0], { type: 'role', role: 'one-aliens-trash', card: 'remote-repair' });
  });

  test('no charge, no offer', () => {
    const t = new RoleTable(3).role(2, 'one-aliens-trash').hand(0, 'eva');
    t.s.charges[2] = 0;
    t.do(0, { type: 'play', card: 'eva', to: CARGO });
    assert.equal(t.top()?.t, 'turn');
  });
});
