import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { projectEvent } from '@airlock/engine';
import { LAB, LS, POD, RoleTable, SENS } from './roles-helpers.ts';

describe('Communications Officer: Computer, Scan! (013)', () => {
  test('a crew member enters the holder module: the holder alone sees that hand', () => {
    const t = new RoleTable(3).at(1).role(0, 'computer-scan').hand(1, 'oxygen', 'eva');
    t.s.pos[0] = LS;
    t.do(1, { type: 'move', to: LS });
    const ev = t.events.find((e) => e.rule === 'role.computer-scan');
    assert.ok(ev, 'the scan happened');
    assert.deepEqual(ev.to, [0]);
    assert.equal(ev.reveals, true);
    assert.deepEqual(projectEvent(ev, 0)?.data, { seat: 0, mover: 1, hand: ['eva', 'oxygen'] });
    assert.ok(!JSON.stringify(projectEvent(ev, 2)).includes('oxygen'), 'another seat learns only that a scan happened');
    assert.ok(!JSON.stringify(projectEvent(ev, 1)).includes('eva'));
  });

  test('no scan when the holder stands elsewhere', () => {
    const t = new RoleTable(3).at(1).role(0, 'computer-scan').hand(1, 'oxygen');
    t.s.pos[0] = SENS;
    t.do(1, { type: 'move', to: LS });
    assert.ok(!t.rules().includes('role.computer-scan'));
  });
});

describe('Communications Officer: Computer, Sensors! (014)', () => {
  test('remote Sensors on its own turn in yellow or red, once a turn, needs power; the ID goes to the holder', () => {
    const t = new RoleTable(2).role(0, 'computer-sensors');
    assert.equal(t.roleActions(0).length, 0, 'green phase');
    t.phase(1).cubes({ [SENS]: 1 });
    assert.equal(t.roleActions(0).length, 0, 'Sensors without power');
    t.cubes({ [SENS]: 2 });
    assert.equal(t.roleActions(0).length, 6, 'any pod not yet known');
    t.do(0, { type: 'role', role: 'computer-sensors', m: SENS, pod: POD.gh });
    const ev = t.events.find((e) => e.rule === 'pod.view');
    assert.deepEqual(ev?.to, [0]);
    assert.equal(t.view(0).pods[POD.gh]?.id, 'C');
    assert.equal(t.view(1).pods[POD.gh]?.id, null);
    assert.equal(t.roleActions(0).length, 0, 'the module use of the turn is spent');
  });

  test("not on another seat's turn", () => {
    const t = new RoleTable(2).at(1).role(0, 'computer-sensors').phase(2);
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
  });
});

describe('Communications Officer: Computer, Again! (015)', () => {
  test('someone views a pod: the holder may spend a charge to view the same pod', () => {
    const t = new RoleTable(3).role(2, 'computer-again');
    t.s.pos[0] = LAB;
    t.do(0, { type: 'view', pod: POD.lab });
    assert.deepEqual(t.pendingActors(), [2]);
    assert.deepEqual(t.legal(2), [{ type: 'role', role: 'computer-again', pod: POD.lab }, { type: 'decline' }]);
    t.act(2, { type: 'role', role: 'computer-again', pod: POD.lab });
    assert.equal(t.view(2).pods[POD.lab]?.id, 'A');
    assert.equal(t.view(1).pods[POD.lab]?.id, null);
    assert.equal(t.s.charges[2], 2);
    const look = t.events.filter((e) => e.rule === 'pod.view').at(-1);
    assert.deepEqual(look?.to, [2]);
  });

  test('no offer for a pod the holder knows already, nor without charges', () => {
    const t = new RoleTable(3).role(2, 'computer-again');
    t.s.podKnow[POD.lab] = 1 << 2;
    t.s.pos[0] = LAB;
    t.do(0, { type: 'view', pod: POD.lab });
    assert.equal(t.top()?.t, 'turn');
    t.s.charges[2] = 0;
    t.s.podKnow[POD.lab] = 0;
    t.at(0).role(2, 'computer-again');
    t.s.charges[2] = 0;
    t.s.pos[0] = LAB;
    t.do(0, { type: 'view', pod: POD.lab });
    assert.equal(t.top()?.t, 'turn');
  });
});
