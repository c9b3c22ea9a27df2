import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ENG, GH, LAB, RoleTable } from './roles-helpers.ts';

describe('Science Officer: I Have a Theory (028)', () => {
  test('a number called before the own roll comes up: an action charge, spent for an extra action', () => {
    const t = new RoleTable(2).role(0, 'i-have-a-theory');
    t.startTurn(0);
    assert.equal(t.top()?.t, 'x:role', 'asked before the dice are rolled');
    assert.equal(t.legal(0).length, 12, 'totals 2 to 12, or decline');
    t.nextDice(3, 3);
    t.act(0, { type: 'role', role: 'i-have-a-theory', n: 6 });
    t.land();
    assert.equal(t.s.cubes[GH], 2);
    assert.equal(t.s.charges[0], 1);
    t.do(0, { type: 'role', role: 'i-have-a-theory' });
    assert.equal(t.turnLeft(), 4);
    assert.equal(t.s.charges[0], 0);
  });

  test('a wrong call gives nothing; no call on another seat turn', () => {
    const t = new RoleTable(2).role(0, 'i-have-a-theory');
    t.startTurn(0);
    t.nextDice(3, 3);
    t.act(0, { type: 'role', role: 'i-have-a-theory', n: 7 });
    t.land();
    assert.equal(t.s.charges[0], 0);
    t.startTurn(1);
    assert.notEqual(t.top()?.t, 'x:role');
  });

  test("a charge answers another seat's declared action", () => {
    const t = new RoleTable(2).at(1).role(0, 'i-have-a-theory');
    t.s.charges[0] = 1;
    t.act(1, { type: 'draw' });
    t.act(0, { type: 'role', role: 'i-have-a-theory' });
    assert.equal(t.top()?.t, 'free');
  });
});

describe('Science Officer: A Way of Thinking (029)', () => {
  test('remote Laboratory on its own turn in yellow or red, needs power, once a turn', () => {
    const t = new RoleTable(2).role(0, 'a-way-of-thinking').hand(0, 'eva', 'hack', 'lift');
    assert.equal(t.roleActions(0).length, 0, 'green phase');
    t.phase(1).cubes({ [LAB]: 1 });
    assert.equal(t.roleActions(0).length, 0, 'no power in the Laboratory');
    t.cubes({ [LAB]: 2 });
    t.do(0, { type: 'role', role: 'a-way-of-thinking', m: LAB, give: ['eva', 'hack', 'lift'], take: 0 });
    assert.deepEqual(t.s.hands[0], ['oxygen']);
    assert.deepEqual(t.s.discard.slice(-3).sort(), ['eva', 'hack', 'lift']);
    t.hand(0, 'eva', 'hack', 'lift');
    assert.equal(t.roleActions(0).length, 0, 'once a turn');
  });

  test("not on another seat's turn", () => {
    const t = new RoleTable(2).at(1).role(0, 'a-way-of-thinking').hand(0, 'oxygen').phase(2);
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
  });
});

describe('Science Officer: Analyze This! (030)', () => {
  test("the roll picks the holder's module on any turn: a PIP card at once, named to the holder", () => {
    const t = new RoleTable(3).role(1, 'analyze-this');
    t.s.pos[1] = ENG;
    t.roll(3, 4).land();
    assert.equal(t.s.hands[1]?.length, 1);
    const ev = t.events.find((e) => e.rule === 'role.analyze-this' && e.to);
    assert.deepEqual(ev?.to, [1]);
  });

  test('another module rolled: no card', () => {
    const t = new RoleTable(3).role(1, 'analyze-this');
    t.roll(3, 4).land();
    assert.equal(t.s.hands[1]?.length, 0);
  });
});
