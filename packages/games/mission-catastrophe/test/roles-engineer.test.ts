import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CQ, ENG, LAB, LS, RoleTable, SENS, YELLOW_AT } from './roles-helpers.ts';

describe('Engineer: Outside the Box (010)', () => {
  test('own turn, yellow or red: the repair may fix a connected module', () => {
    const t = new RoleTable(2).role(0, 'outside-the-box').cubes({ [LS]: 1, [ENG]: 1 });
    t.damage(2);
    assert.equal(t.roleActions(0).length, 0, 'green phase');
    t.phase(1);
    assert.deepEqual(t.roleActions(0), [{ type: 'role', role: 'outside-the-box', target: LS }]);
    t.do(0, { type: 'role', role: 'outside-the-box', target: LS });
    assert.equal(t.s.cubes[LS], 2);
    assert.equal(t.turnLeft(), 2);
  });

  test("not on another seat's turn (a free action there)", () => {
    const t = new RoleTable(2)
      .at(1)
      .role(0, 'outside-the-box')
      .cubes({ [LS]: 1 })
      .phase(2);
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
  });
});

describe('Engineer: Not on My Watch (011)', () => {
  test("the roll picks the Engineer's module at its last cube: no damage, no cascade", () => {
    const t = new RoleTable(2).role(1, 'not-on-my-watch').cubes({ [LS]: 1 });
    t.s.pos[1] = LS;
    t.roll(2, 3).land();
    assert.equal(t.s.cubes[LS], 1);
    assert.equal(t.s.board.filter((b) => b === 1).length, 0);
    assert.ok(t.rules().includes('role.not-on-my-watch'));
  });

  test('a hit that leaves oxygen is taken as usual; another module is not protected', () => {
    const t = new RoleTable(2).role(1, 'not-on-my-watch').cubes({ [LS]: 2, [LAB]: 1 });
    t.s.pos[1] = LS;
    t.roll(2, 3).land();
    assert.equal(t.s.cubes[LS], 1);
    t.roll(2, 2).land();
    assert.equal(t.s.cubes[LAB], 0);
    assert.equal(t.s.cubes[CQ], 2, 'the Laboratory cascade reached Crew Quarters');
  });
});

describe('Engineer: Of Course I Have One (012)', () => {
  test('the first time the ship reaches yellow the Engineer takes a Power Pack', () => {
    const t = new RoleTable(3).role(2, 'of-course-i-have-one').damage(YELLOW_AT - 1);
    t.roll(6, 6).land(); // 12: Sensors
    assert.deepEqual(t.s.hands[2], ['power']);
    assert.equal(t.s.piles[2], 6);
    assert.equal(t.s.cubes[SENS], 2);
  });

  test('green damage gives nothing', () => {
    const t = new RoleTable(3).role(2, 'of-course-i-have-one');
    t.roll(6, 6).land();
    assert.deepEqual(t.s.hands[2], []);
  });
});
