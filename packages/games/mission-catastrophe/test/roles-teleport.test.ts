import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { projectEvent } from '@airlock/engine';
import { CQ, GH, LS, MAINT, NAV, OPS, RoleTable, TELE } from './roles-helpers.ts';

describe("Teleport Controller: I'll Take That (022)", () => {
  test('a crew member enters the holder module: the holder may take a card from them at random', () => {
    const t = new RoleTable(3).at(1).role(0, 'ill-take-that').hand(1, 'oxygen');
    t.s.pos[0] = LS;
    t.do(1, { type: 'move', to: LS });
    assert.deepEqual(t.legal(0), [{ type: 'role', role: 'ill-take-that', from: 1 }, { type: 'decline' }]);
    t.act(0, { type: 'role', role: 'ill-take-that', from: 1 });
    assert.deepEqual(t.s.hands[0], ['oxygen']);
    assert.deepEqual(t.s.hands[1], []);
    const ev = t.events.find((e) => e.rule === 'role.ill-take-that');
    assert.deepEqual(ev?.to, [0, 1]);
    assert.ok(!JSON.stringify(projectEvent(ev as never, 2)).includes('oxygen'));
    assert.equal(t.turnSeat(), 1);
  });

  test('nothing to take, no offer; the holder elsewhere, no offer', () => {
    const t = new RoleTable(3).at(1).role(0, 'ill-take-that');
    t.s.pos[0] = LS;
    t.do(1, { type: 'move', to: LS });
    assert.equal(t.top()?.t, 'turn');
    t.hand(2, 'eva');
    t.s.pos[2] = MAINT;
    t.s.pos[0] = CQ;
    t.s.stack.push({ t: 'free', seat: 2, why: 'test' });
    t.do(2, { type: 'move', to: LS });
    assert.equal(t.top()?.t, 'turn');
  });
});

describe('Teleport Controller: More Art than Science (023)', () => {
  test('remote Teleporter on its own turn in yellow or red, needs power, once a turn', () => {
    const t = new RoleTable(2).role(0, 'more-art-than-science');
    assert.equal(t.roleActions(0).length, 0, 'green phase');
    t.phase(1).cubes({ [TELE]: 1 });
    assert.equal(t.roleActions(0).length, 0, 'no power at the Teleporter');
    t.cubes({ [TELE]: 2 });
    assert.ok(t.can(0, { type: 'role', role: 'more-art-than-science', m: TELE, pull: 1 }));
    t.do(0, { type: 'role', role: 'more-art-than-science', m: TELE, to: GH });
    assert.equal(t.s.pos[0], GH);
    assert.equal(t.roleActions(0).length, 0);
  });

  test("not on another seat's turn", () => {
    const t = new RoleTable(2).at(1).role(0, 'more-art-than-science').phase(2);
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
  });
});

describe('Teleport Controller: Now You See Me (024)', () => {
  test('own turn: a move to a diagonal module for a discarded card', () => {
    const t = new RoleTable(2)
      .role(0, 'now-you-see-me')
      .hand(0, 'eva')
      .cubes({ [MAINT]: 0 });
    assert.deepEqual(
      t.roleActions(0).map((a) => a.to),
      [OPS, NAV],
      'Maintenance has no oxygen',
    );
    t.do(0, { type: 'role', role: 'now-you-see-me', to: OPS, spend: 'eva' });
    assert.equal(t.s.pos[0], OPS);
    assert.deepEqual(t.s.hands[0], []);
    assert.equal(t.s.discard.at(-1), 'eva');
    assert.equal(t.turnLeft(), 2);
  });

  test("no card, no diagonal move; not on another seat's turn", () => {
    const t = new RoleTable(2).role(0, 'now-you-see-me');
    assert.equal(t.roleActions(0).length, 0);
    t.at(1).role(0, 'now-you-see-me').hand(0, 'eva');
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
  });
});
