import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GH, LS, MAINT, RoleTable } from './roles-helpers.ts';

describe('Rig Operator: Gave Me 12 Days (031)', () => {
  test('remote Maintenance on its own turn in yellow or red, needs power, once a turn', () => {
    const t = new RoleTable(2)
      .role(0, 'gave-me-12-days')
      .cubes({ [LS]: 1 })
      .damage(2);
    assert.equal(t.roleActions(0).length, 0, 'green phase');
    t.phase(1).cubes({ [MAINT]: 1 });
    assert.equal(t.roleActions(0).length, 0, 'no power in Maintenance');
    t.cubes({ [MAINT]: 2 });
    t.do(0, { type: 'role', role: 'gave-me-12-days', m: MAINT, target: LS });
    assert.equal(t.s.cubes[LS], 2);
    assert.equal(t.roleActions(0).length, 0, 'once a turn');
  });

  test("not on another seat's turn", () => {
    const t = new RoleTable(2)
      .at(1)
      .role(0, 'gave-me-12-days')
      .cubes({ [LS]: 1 })
      .phase(2);
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
  });
});

describe('Rig Operator: Greek Tragedy (032)', () => {
  test('doubles on any turn: the holder may draw a PIP card', () => {
    const t = new RoleTable(2).role(1, 'greek-tragedy');
    t.roll(3, 3);
    assert.deepEqual(t.roleActions(1), [{ type: 'role', role: 'greek-tragedy' }]);
    t.act(1, { type: 'role', role: 'greek-tragedy' });
    t.land();
    assert.equal(t.s.hands[1]?.length, 1);
    assert.equal(t.s.cubes[GH], 2, 'the roll still lands');
  });

  test('no doubles, no draw', () => {
    const t = new RoleTable(2).role(1, 'greek-tragedy');
    t.roll(3, 4);
    assert.notEqual(t.top()?.t, 'win');
  });
});

describe('Rig Operator: TPX Report (033)', () => {
  test("anyone's Requisition takes effect: the holder may copy it on a target legal for itself", () => {
    const t = new RoleTable(3).role(1, 'tpx-report').hand(0, 'requisition').hand(2, 'oxygen', 'food');
    t.s.auto[2] = true; // seat 2 passes windows: this test is about the copy
    t.do(0, { type: 'play', card: 'requisition', from: 2 });
    assert.equal(t.s.hands[0]?.length, 1);
    assert.deepEqual(t.legal(1), [
      { type: 'role', role: 'tpx-report', from: 0 },
      { type: 'role', role: 'tpx-report', from: 2 },
      { type: 'decline' },
    ]);
    t.act(1, { type: 'role', role: 'tpx-report', from: 2 });
    assert.equal(t.s.hands[1]?.length, 1);
    assert.equal(t.s.hands[2]?.length, 0);
    assert.equal(t.s.charges[1], 2);
  });

  test('out of reach of every target, the offer lapses; a cancelled Requisition is not copied', () => {
    const t = new RoleTable(3).role(1, 'tpx-report').hand(0, 'requisition').hand(2, 'oxygen');
    t.s.auto[2] = true;
    t.s.pos[1] = GH;
    t.do(0, { type: 'play', card: 'requisition', from: 2 });
    assert.equal(t.top()?.t, 'turn');
    assert.equal(t.s.charges[1], 3);
    t.at(0).role(1, 'tpx-report').hand(0, 'requisition').hand(2, 'oxygen', 'override');
    t.act(0, { type: 'play', card: 'requisition', from: 2 });
    t.act(2, { type: 'interrupt', card: 'override' });
    t.settle();
    assert.equal(t.top()?.t, 'turn');
    assert.equal(t.s.charges[1], 3);
  });
});
