import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CQ, LS, RoleTable } from './roles-helpers.ts';

describe('Janitor: Still Useable (034)', () => {
  test('own turn: a charge swaps a hand card for a discard-pile card, no action used', () => {
    const t = new RoleTable(2).role(0, 'still-useable').hand(0, 'eva');
    t.s.discard = ['meeting', 'hack'];
    assert.deepEqual(
      t.roleActions(0).map((a) => a.take),
      ['hack', 'meeting'],
    );
    t.do(0, { type: 'role', role: 'still-useable', spend: 'eva', take: 'hack' });
    assert.deepEqual(t.s.hands[0], ['hack']);
    assert.deepEqual(t.s.discard, ['meeting', 'eva']);
    assert.equal(t.turnLeft(), 3);
    assert.equal(t.s.charges[0], 2);
  });

  test("no charge, or another seat's turn: no swap", () => {
    const t = new RoleTable(2).role(0, 'still-useable').hand(0, 'eva');
    t.s.charges[0] = 0;
    assert.equal(t.roleActions(0).length, 0);
    t.at(1).role(0, 'still-useable').hand(0, 'eva');
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
  });
});

describe('Janitor: OCD (035)', () => {
  test('own turn: one repair action restores every missing cube of the module', () => {
    const t = new RoleTable(2)
      .role(0, 'ocd')
      .cubes({ [CQ]: 0 })
      .damage(5);
    t.do(0, { type: 'role', role: 'ocd' });
    assert.equal(t.s.cubes[CQ], 3);
    assert.equal(t.s.board.filter((b) => b === 1).length, 2);
    assert.equal(t.turnLeft(), 2);
  });

  test('only as many cubes as the board holds; not on another seat turn', () => {
    const t = new RoleTable(2)
      .role(0, 'ocd')
      .cubes({ [CQ]: 0 })
      .damage(1);
    t.do(0, { type: 'role', role: 'ocd' });
    assert.equal(t.s.cubes[CQ], 1);
    t.at(1)
      .role(0, 'ocd')
      .cubes({ [CQ]: 0 })
      .damage(3);
    t.s.stack.push({ t: 'free', seat: 0, why: 'test' });
    assert.equal(t.roleActions(0).length, 0);
  });
});

describe('Janitor: I Hate Litter (036)', () => {
  test('yellow or red: a crew member jumps to safety; the Janitor picks up one of the dropped cards', () => {
    const t = new RoleTable(3)
      .role(2, 'i-hate-litter')
      .phase(1)
      .cubes({ [LS]: 1 })
      .hand(1, 'eva', 'hack');
    t.s.pos[1] = LS;
    t.roll(2, 3).land();
    assert.equal(t.top()?.t, 'jump');
    t.act(1, { type: 'jump', to: CQ });
    assert.deepEqual(t.legal(2), [
      { type: 'role', role: 'i-hate-litter', card: 'eva' },
      { type: 'role', role: 'i-hate-litter', card: 'hack' },
    ]);
    t.act(2, { type: 'role', role: 'i-hate-litter', card: 'hack' });
    assert.deepEqual(t.s.hands[2], ['hack']);
    assert.ok(t.s.discard.includes('eva') && !t.s.discard.includes('hack'));
  });

  test('an eliminated Janitor (hard level) picks nothing up', () => {
    const t = new RoleTable(3)
      .role(2, 'i-hate-litter')
      .phase(1)
      .cubes({ [LS]: 1 })
      .hand(1, 'eva', 'hack');
    t.s.pos[1] = LS;
    t.s.out = [2];
    t.roll(2, 3).land();
    t.act(1, { type: 'jump', to: CQ });
    assert.equal(t.top()?.t, 'turn');
    assert.deepEqual(t.s.hands[2], []);
    assert.ok(t.s.discard.includes('eva') && t.s.discard.includes('hack'));
  });

  test('green phase: the cards stay on the pile', () => {
    const t = new RoleTable(3)
      .role(2, 'i-hate-litter')
      .cubes({ [LS]: 1 })
      .hand(1, 'eva', 'hack');
    t.s.pos[1] = LS;
    t.roll(2, 3).land();
    t.act(1, { type: 'jump', to: CQ });
    assert.equal(t.top()?.t, 'turn');
    assert.deepEqual(t.s.hands[2], []);
  });
});
