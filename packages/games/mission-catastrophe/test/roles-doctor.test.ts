import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CQ, ENG, LS, MAINT, RoleTable, SENS } from './roles-helpers.ts';

describe("Ship Doctor: I'm a Doctor, Not a... (025)", () => {
  test("the roll picks the Doctor's module on any turn: a step away before the damage", () => {
    const t = new RoleTable(2)
      .role(1, 'im-a-doctor')
      .cubes({ [LS]: 1 })
      .hand(1, 'eva');
    t.s.pos[1] = LS;
    t.roll(2, 3);
    assert.deepEqual(
      t.roleActions(1).map((a) => a.to),
      [CQ, MAINT],
    );
    t.act(1, { type: 'role', role: 'im-a-doctor', to: MAINT });
    t.land();
    assert.equal(t.s.cubes[LS], 0);
    assert.equal(t.s.pos[1], MAINT);
    assert.deepEqual(t.s.hands[1], ['eva'], 'no jump to safety: gone before the air was');
  });

  test('another module rolled: nothing offered', () => {
    const t = new RoleTable(2).role(1, 'im-a-doctor').hand(1, 'eva');
    t.s.pos[1] = LS;
    t.roll(3, 4);
    assert.equal(t.roleActions(1).length, 0);
  });
});

describe('Ship Doctor: Tired of Your Logic (026)', () => {
  test('own turn, yellow or red, in Life Support: use it without power, once a turn', () => {
    const t = new RoleTable(2).role(0, 'tired-of-your-logic').cubes({ [LS]: 1 });
    t.s.pos[0] = LS;
    assert.equal(t.roleActions(0).length, 0, 'green phase');
    assert.ok(!t.legal(0).some((a) => a.type === 'module'), 'no power: no plain module use');
    t.phase(1);
    t.do(0, { type: 'role', role: 'tired-of-your-logic', m: LS });
    assert.deepEqual(t.s.hands[0], ['oxygen']);
    assert.equal(t.roleActions(0).length, 0, 'once a turn');
  });

  test('not from elsewhere, not on another seat turn', () => {
    const t = new RoleTable(2)
      .role(0, 'tired-of-your-logic')
      .cubes({ [LS]: 1 })
      .phase(2);
    assert.equal(t.roleActions(0).length, 0, 'not in Life Support');
    t.at(1)
      .role(0, 'tired-of-your-logic')
      .cubes({ [LS]: 1 })
      .phase(2);
    t.s.pos[0] = LS;
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
  });
});

describe('Ship Doctor: Medical Emergency (027)', () => {
  test('yellow or red: the roll picks a module with a crew member; the Doctor must go there at once', () => {
    const t = new RoleTable(3).role(2, 'medical-emergency').phase(1);
    t.s.pos[1] = ENG;
    t.s.pos[2] = SENS;
    t.roll(3, 4).land();
    assert.equal(t.s.pos[2], ENG);
    assert.equal(t.s.cubes[ENG], 2);
    assert.ok(t.rules().includes('role.medical-emergency'));
  });

  test('green phase, or nobody in the module rolled: the Doctor stays', () => {
    const t = new RoleTable(3).role(2, 'medical-emergency');
    t.s.pos[1] = ENG;
    t.s.pos[2] = SENS;
    t.roll(3, 4).land();
    assert.equal(t.s.pos[2], SENS);
    t.phase(2);
    t.roll(2, 3).land();
    assert.equal(t.s.pos[2], SENS);
  });
});
