import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CQ, ENG, LAB, NAV, RoleTable, SENS, TELE, YELLOW_AT } from './roles-helpers.ts';

describe('Pilot: Double or Nothing (007)', () => {
  test('after any roll, a charge rerolls both dice; the new module takes two hits, the old one none', () => {
    const t = new RoleTable(2).role(1, 'double-or-nothing');
    t.roll(3, 4); // 7: Engine Room, on seat 0's turn; seat 1 holds no card but has charges
    assert.deepEqual(t.roleActions(1), [{ type: 'role', role: 'double-or-nothing' }]);
    t.nextDice(2, 2); // 4: Laboratory
    t.act(1, { type: 'role', role: 'double-or-nothing' });
    assert.deepEqual(t.s.dice, [2, 2]);
    t.land();
    assert.equal(t.s.cubes[ENG], 3, 'the first roll deals nothing');
    assert.equal(t.s.cubes[LAB], 1, 'the new roll hits twice');
    assert.equal(t.s.charges[1], 2);
  });

  test('the window opens afresh: the holder may reroll again with another charge', () => {
    const t = new RoleTable(2).role(1, 'double-or-nothing');
    t.roll(3, 4);
    t.nextDice(1, 1);
    t.act(1, { type: 'role', role: 'double-or-nothing' });
    assert.ok(t.can(1, { type: 'role', role: 'double-or-nothing' }));
    t.nextDice(5, 5);
    t.act(1, { type: 'role', role: 'double-or-nothing' });
    t.land();
    assert.equal(t.s.cubes[1], 3, 'Operations (2) escaped');
    assert.equal(t.s.cubes[TELE], 1, 'the Teleporter (10) took two hits');
    assert.equal(t.s.charges[1], 1);
  });

  test("reactions follow the new dice: doubles after the reroll bring in Don't Panic", () => {
    const t = new RoleTable(3).role(1, 'double-or-nothing').role(2, 'dont-panic');
    t.roll(3, 4);
    assert.ok(!t.pendingActors().includes(2), 'no doubles yet: seat 2 has nothing to answer');
    t.nextDice(2, 2);
    t.act(1, { type: 'role', role: 'double-or-nothing' });
    assert.ok(t.pendingActors().includes(2));
    assert.ok(t.roleActions(2).some((a) => a.role === 'dont-panic'));
  });

  test('no charge left, no reroll', () => {
    const t = new RoleTable(2).role(1, 'double-or-nothing');
    t.s.charges[1] = 0;
    t.roll(3, 4);
    assert.notEqual(t.top()?.t, 'win', 'nobody can answer: the roll lands at once');
    assert.equal(t.s.cubes[ENG], 2);
  });
});

describe('Pilot: Who Left This Here? (008)', () => {
  test('the first time the ship reaches yellow the Pilot takes a Navigation Codes card, once a game', () => {
    const t = new RoleTable(2).role(1, 'who-left-this-here').damage(YELLOW_AT - 1);
    t.roll(1, 1).land();
    assert.deepEqual(t.s.hands[1], ['nav']);
    assert.equal(t.s.piles[3], 6);
    t.s.cubes[CQ] = 2;
    t.do(0, { type: 'repair' });
    t.roll(1, 2).land(); // yellow again
    assert.deepEqual(t.s.hands[1], ['nav'], 'only the first arrival counts');
  });

  test('nothing when the pile is empty', () => {
    const t = new RoleTable(2).role(1, 'who-left-this-here').damage(YELLOW_AT - 1);
    t.s.piles[3] = 0;
    t.roll(1, 1).land();
    assert.deepEqual(t.s.hands[1], []);
    assert.equal(t.s.phase, 1);
  });
});

describe('Pilot: Part of a Plan (009)', () => {
  test('anyone uses Navigation: the Pilot may spend a charge to draw', () => {
    const t = new RoleTable(2).role(1, 'part-of-a-plan');
    t.s.pos[0] = NAV;
    t.do(0, { type: 'module', m: NAV });
    assert.deepEqual(t.s.hands[0], ['nav']);
    assert.deepEqual(t.pendingActors(), [1]);
    assert.deepEqual(t.legal(1), [{ type: 'role', role: 'part-of-a-plan' }, { type: 'decline' }]);
    t.act(1, { type: 'role', role: 'part-of-a-plan' });
    assert.equal(t.s.hands[1]?.length, 1);
    assert.equal(t.s.charges[1], 2);
    assert.equal(t.turnSeat(), 0);
  });

  test('the Pilot using Navigation counts too; declining keeps the charge; other modules do not count', () => {
    const t = new RoleTable(2).role(0, 'part-of-a-plan');
    t.s.pos[0] = NAV;
    t.do(0, { type: 'module', m: NAV });
    t.act(0, { type: 'decline' });
    assert.equal(t.s.charges[0], 3);
    t.do(0, { type: 'move', to: SENS });
    t.s.modUsed[0] = false; // a second module use, as if on a later turn
    t.do(0, { type: 'module', m: SENS, pod: 0 });
    assert.equal(t.top()?.t, 'turn');
  });

  test('no charge, no offer', () => {
    const t = new RoleTable(2).role(1, 'part-of-a-plan');
    t.s.charges[1] = 0;
    t.s.pos[0] = NAV;
    t.do(0, { type: 'module', m: NAV });
    assert.equal(t.top()?.t, 'turn');
  });
});
