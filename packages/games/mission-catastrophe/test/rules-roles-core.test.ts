import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { rolesOf } from '../src/roles/index.ts';
import { BRIDGE, CQ, GH, LAB, NAV, OPS, RED_AT, RoleTable } from './roles-helpers.ts';

/**
 * What the role cards share (rulebook, "Role cards"): with the Quackalope in play a crew member holds
 * a second role, and both work; an action charge buys an action at any moment, in a window like
 * Quick Thinking (and like it, not against an interrupt card), and only while a charge is left; TPX
 * Report copies a Requisition Form 2C the way it was played: a take as a take, a gift as a gift.
 */

describe('holding two roles (the Quackalope)', () => {
  test('a seat answers to both its roles, its first one first; with one role, that one; with none, none', () => {
    const t = new RoleTable(3);
    t.s.role[0] = 'deep-pockets';
    t.s.role2[0] = 'times-a-wastin';
    t.s.role[1] = null;
    t.s.role2[1] = 'ocd';
    t.s.role[2] = null;
    t.s.role2[2] = null;
    assert.deepEqual(
      rolesOf(t.s, 0).map((h) => h.id),
      ['deep-pockets', 'times-a-wastin'],
    );
    assert.deepEqual(
      rolesOf(t.s, 1).map((h) => h.id),
      ['ocd'],
    );
    assert.deepEqual(rolesOf(t.s, 2), []);
    t.s.role[2] = 'ocd';
    assert.deepEqual(
      rolesOf(t.s, 2).map((h) => h.id),
      ['ocd'],
    );
    // Asked again (remembered pairs), the answer is the same.
    assert.deepEqual(
      rolesOf(t.s, 0).map((h) => h.id),
      ['deep-pockets', 'times-a-wastin'],
    );
  });

  test('both roles take effect: the second role’s charge action is offered alongside the first role', () => {
    const t = new RoleTable(2).role(0, 'deep-pockets');
    t.s.role2[0] = 'times-a-wastin';
    t.s.charges[0] = 1;
    assert.ok(t.has(0, { type: 'role', role: 'times-a-wastin' }));
  });
});

describe('action charges in windows', () => {
  test('with no charge left the holder is not asked in a window', () => {
    const t = new RoleTable(3).at(1).role(0, 'times-a-wastin').hand(2, 'eva');
    t.s.charges[0] = 0;
    t.act(1, { type: 'draw' });
    assert.ok(!t.pendingActors().includes(0));
  });

  test('a charge cannot answer an interrupt card being played', () => {
    const t = new RoleTable(3).at(1).role(0, 'times-a-wastin').hand(1, 'eva').hand(2, 'override');
    t.s.charges[0] = 1;
    t.act(1, { type: 'play', card: 'eva', to: LAB });
    t.act(2, { type: 'interrupt', card: 'override' });
    assert.ok(!t.has(0, { type: 'role', role: 'times-a-wastin' }), 'only Override answers the Override');
  });

  test('after the free action a charge buys, those who passed are asked again', () => {
    const t = new RoleTable(3).at(1).role(0, 'times-a-wastin').hand(2, 'eva');
    t.s.charges[0] = 1;
    t.s.pos = [LAB, CQ, CQ];
    t.act(1, { type: 'draw' });
    t.act(2, { type: 'pass' });
    t.act(0, { type: 'role', role: 'times-a-wastin' });
    t.act(0, { type: 'move', to: CQ });
    t.act(2, { type: 'pass' }); // the free move's own window
    assert.equal(t.top()?.t, 'win', 'back in the window on the draw');
    assert.ok(t.pendingActors().includes(2), 'seat 2 may answer again');
  });
});

describe('TPX Report copies a Requisition the way it was played', () => {
  test('a gift is copied as a gift (never a take), even by a holder with a single card', () => {
    const t = new RoleTable(4, { mode: 'team' })
      .role(2, 'tpx-report')
      .hand(0, 'requisition', 'eva')
      .hand(1, 'hack')
      .hand(2, 'lift');
    t.s.charges[2] = 3;
    t.do(0, { type: 'play', card: 'requisition', to: 2 });
    assert.equal(t.top()?.t, 'x:role');
    const offers = t.legal(2).filter((a) => a.type === 'role');
    assert.ok(offers.length > 0, 'a gift to the ally is offered');
    assert.ok(
      offers.every((a) => typeof a.to === 'number' && a.from === undefined),
      JSON.stringify(offers),
    );
  });

  test('a take is copied as a take (never a gift)', () => {
    const t = new RoleTable(4, { mode: 'team' })
      .role(2, 'tpx-report')
      .hand(0, 'requisition')
      .hand(1, 'hack', 'eva')
      .hand(2, 'lift', 'suit');
    t.s.charges[2] = 3;
    t.do(0, { type: 'play', card: 'requisition', from: 1 });
    assert.equal(t.top()?.t, 'x:role');
    const offers = t.legal(2).filter((a) => a.type === 'role');
    assert.ok(offers.length > 0);
    assert.ok(
      offers.every((a) => typeof a.from === 'number' && a.to === undefined),
      JSON.stringify(offers),
    );
  });
});

describe('single roles', () => {
  test('I Have a Theory: the call is a total of two dice, 2 to 12', () => {
    const t = new RoleTable(2).role(0, 'i-have-a-theory').hand(1, 'eva');
    t.startTurn(0);
    assert.equal(t.top()?.t, 'x:role');
    assert.deepEqual(
      t
        .legal(0)
        .filter((a) => a.type === 'role')
        .map((a) => a.n),
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
  });

  test('Medical Emergency: a crew member who has escaped is nobody to rush to', () => {
    const t = new RoleTable(3).role(0, 'medical-emergency').phase(1);
    t.s.pos = [CQ, LAB, CQ];
    t.s.escaped = [1];
    t.roll(2, 2).land(); // 4: the Laboratory, where only the escaped seat 1 was left standing
    assert.equal(t.s.pos[0], CQ);
    assert.ok(!t.rules().includes('role.medical-emergency'));
  });

  test('Still Useable: a card is swapped only for a different kind from the pile', () => {
    const t = new RoleTable(2).role(0, 'still-useable').hand(0, 'eva');
    t.s.charges[0] = 3;
    t.s.discard = ['eva'];
    assert.deepEqual(t.roleActions(0), []);
    t.s.discard = ['eva', 'hack'];
    assert.deepEqual(t.roleActions(0), [{ type: 'role', role: 'still-useable', spend: 'eva', take: 'hack' }]);
  });

  test('reactions to a damage roll (I’m a Doctor, Don’t Panic, Always Thinking) are not offered in the window of an action', () => {
    const t = new RoleTable(4).at(1).role(0, 'dont-panic').role(2, 'im-a-doctor').role(3, 'always-thinking');
    // Operations is module index 1: a window without dice must not look like a roll of it.
    t.s.pos = [CQ, CQ, OPS, CQ];
    t.act(1, { type: 'draw' });
    assert.ok(!t.pendingActors().includes(0));
    assert.ok(!t.pendingActors().includes(2));
    assert.ok(!t.pendingActors().includes(3));
  });

  test('Don’t Panic: the step aside is taken even when the module hit keeps its air', () => {
    const t = new RoleTable(2).role(1, 'dont-panic');
    t.s.pos[1] = GH;
    t.roll(3, 3); // 6: Greenhouse, which keeps two cubes
    t.act(1, { type: 'role', role: 'dont-panic', to: BRIDGE });
    t.land();
    assert.equal(t.s.pos[1], BRIDGE);
    assert.equal(t.s.cubes[GH], 2);
  });

  test('Greek Tragedy and Part of a Plan need a card to draw: none with the deck and the pile empty, one with the pile only', () => {
    const t = new RoleTable(3).role(1, 'greek-tragedy').role(2, 'part-of-a-plan');
    t.s.charges[2] = 3;
    t.s.deck = [];
    t.s.discard = [];
    t.roll(3, 3);
    assert.ok(!t.can(1, { type: 'role', role: 'greek-tragedy' }));
    t.land();
    t.s.discard = ['eva'];
    t.roll(3, 3);
    assert.ok(t.can(1, { type: 'role', role: 'greek-tragedy' }));
    t.land();
    // Part of a Plan: seat 0 uses Navigation.
    const u = new RoleTable(3).role(2, 'part-of-a-plan').cubes({ [NAV]: 3 });
    u.s.charges[2] = 3;
    u.s.pos[0] = NAV;
    u.s.deck = [];
    u.s.discard = [];
    u.s.piles[3] = 5;
    u.do(0, { type: 'module', m: NAV });
    assert.notEqual(u.top()?.t, 'x:role', 'nothing to draw: not asked');
    const v = new RoleTable(3).role(2, 'part-of-a-plan');
    v.s.charges[2] = 3;
    v.s.pos[0] = NAV;
    v.s.deck = [];
    v.s.discard = ['eva'];
    v.do(0, { type: 'module', m: NAV });
    assert.equal(v.top()?.t, 'x:role', 'the pile can be drawn from');
  });

  test('Of Course I Have One: the red phase gives no second Power Pack', () => {
    const t = new RoleTable(3).role(2, 'of-course-i-have-one').phase(1);
    t.s.board.fill(0);
    t.damage(RED_AT - 1);
    t.roll(6, 6).land(); // 12: Sensors, and the board turns red
    assert.equal(t.s.phase, 2);
    assert.deepEqual(t.s.hands[2], []);
  });

  test('Make Sure It Works: a repair in a free action on another seat’s turn grants no free module use', () => {
    const t = new RoleTable(2)
      .role(1, 'make-sure-it-works')
      .hand(1, 'quick-thinking')
      .cubes({ [LAB]: 1 });
    t.damage(3);
    t.s.pos = [CQ, LAB];
    t.act(0, { type: 'draw' });
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    t.act(1, { type: 'repair' });
    assert.equal(t.s.cubes[LAB], 2);
    assert.ok(!t.s.stack.some((st) => st.t === 'free' && (st as { why?: string }).why === 'make-sure-it-works'));
  });

  test('I Am the Bridge: only on the Captain’s own turn, and not while standing on the Bridge', () => {
    const t = new RoleTable(2).at(1).role(0, 'i-am-the-bridge').hand(0, 'quick-thinking').phase(1);
    t.s.pos = [CQ, CQ];
    t.act(1, { type: 'draw' });
    t.act(0, { type: 'interrupt', card: 'quick-thinking' });
    assert.equal(t.top()?.t, 'free');
    assert.deepEqual(t.roleActions(0), [], 'a free action on another seat’s turn');
    const u = new RoleTable(2).role(0, 'i-am-the-bridge').phase(1);
    u.s.pos[0] = BRIDGE;
    assert.deepEqual(u.roleActions(0), [], 'on the Bridge the Captain uses the module itself');
    u.s.pos[0] = CQ;
    assert.ok(u.roleActions(0).length > 0, 'elsewhere, in yellow, on its own turn: offered');
  });
});
