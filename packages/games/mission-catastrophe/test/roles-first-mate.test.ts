import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CQ, GH, LS, OPS, RED_AT, RoleTable, SENS, TELE, YELLOW_AT } from './roles-helpers.ts';

describe("First Mate: Time's a Wastin (004)", () => {
  test('a charge the first time the ship reaches yellow, another at red, none on a return to yellow', () => {
    const t = new RoleTable(2).role(1, 'times-a-wastin').damage(YELLOW_AT - 1);
    t.roll(2, 2).land(); // Laboratory hit: one more cube turns the board yellow
    assert.equal(t.s.charges[1], 1);
    t.s.cubes[CQ] = 2;
    t.do(0, { type: 'repair' }); // back to green...
    t.roll(1, 1).land(); // ...and yellow again: not a first time
    assert.equal(t.s.charges[1], 1);
    t.damage(RED_AT - YELLOW_AT - 1);
    t.roll(2, 3).land(); // Life Support hit: red
    assert.equal(t.s.charges[1], 2);
  });

  test('on its own turn a charge adds an action without using one', () => {
    const t = new RoleTable(2).role(0, 'times-a-wastin');
    assert.equal(t.roleActions(0).length, 0, 'no charge, nothing offered');
    t.s.charges[0] = 1;
    t.do(0, { type: 'role', role: 'times-a-wastin' });
    assert.equal(t.turnLeft(), 4);
    assert.equal(t.s.charges[0], 0);
  });

  test("a free action on another seat's turn cannot be turned into turn actions", () => {
    const t = new RoleTable(2).at(1).role(0, 'times-a-wastin');
    t.s.charges[0] = 1;
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
  });

  test("on another's turn a charge answers a declared action like Quick Thinking", () => {
    const t = new RoleTable(3).at(1).role(0, 'times-a-wastin');
    t.s.charges[0] = 1;
    t.act(1, { type: 'draw' });
    // Seat 0 holds no card, yet the window is offered to it: its charge is public.
    assert.deepEqual(
      t.pendingActors().filter((a) => a !== 'system'),
      [0],
    );
    t.act(0, { type: 'role', role: 'times-a-wastin' });
    assert.equal(t.top()?.t, 'free');
    t.do(0, { type: 'move', to: LS });
    t.settle();
    assert.equal(t.s.pos[0], LS);
    assert.equal(t.turnLeft(), 3, 'the interrupted draw is not taken; seat 1 chooses again');
    assert.equal(t.s.hands[1]?.length, 0);
    assert.equal(t.s.charges[0], 0);
  });
});

describe("First Mate: Don't Panic (005)", () => {
  test("doubles on anyone's turn: a step to a connected module before the damage lands", () => {
    const t = new RoleTable(2).role(1, 'dont-panic').cubes({ [GH]: 1, [SENS]: 0 });
    t.s.pos[1] = GH;
    t.roll(3, 3); // 6: Greenhouse, on seat 0's turn
    assert.ok(t.can(1, { type: 'role', role: 'dont-panic', to: 10 }));
    assert.ok(!t.can(1, { type: 'role', role: 'dont-panic', to: SENS }), 'no oxygen there, no spacesuit');
    t.act(1, { type: 'role', role: 'dont-panic', to: 10 });
    t.land();
    assert.equal(t.s.pos[1], 10);
    assert.equal(t.s.cubes[GH], 0);
    assert.equal(t.s.hands[1]?.length, 0);
  });

  test('no doubles, no step (and a seat with no cards is not even asked)', () => {
    const t = new RoleTable(2).role(1, 'dont-panic');
    t.s.pos[1] = GH;
    t.roll(2, 4);
    assert.notEqual(t.top()?.t, 'win');
    assert.equal(t.s.pos[1], GH);
  });
});

describe('First Mate: Check the Manual (006)', () => {
  test('remote Operations on its own turn in yellow or red, needs power, once a turn', () => {
    const t = new RoleTable(2).role(0, 'check-the-manual');
    assert.equal(t.roleActions(0).length, 0, 'green phase');
    t.phase(1);
    assert.deepEqual(t.roleActions(0), [{ type: 'role', role: 'check-the-manual', m: OPS }]);
    t.cubes({ [OPS]: 1 });
    assert.equal(t.roleActions(0).length, 0, 'Operations without power');
    t.cubes({ [OPS]: 2 });
    t.do(0, { type: 'role', role: 'check-the-manual', m: OPS });
    assert.equal(t.top()?.t, 'keep');
    t.act(0, t.legal(0)[0] as { type: string });
    assert.equal(t.s.hands[0]?.length, 1);
    assert.equal(t.roleActions(0).length, 0, 'the module use of the turn is spent');
    assert.ok(!t.legal(0).some((a) => a.type === 'module'));
  });

  test("not on another's turn, and not from inside Operations (the plain action does that)", () => {
    const t = new RoleTable(2).at(1).role(0, 'check-the-manual').phase(2);
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
    t.at(0).phase(2);
    t.s.pos[0] = OPS;
    assert.equal(t.roleActions(0).length, 0);
    t.s.pos[0] = TELE;
    assert.equal(t.roleActions(0).length, 1);
  });
});
