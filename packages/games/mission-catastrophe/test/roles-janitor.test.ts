import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MOLD, type MoldExt } from '../src/rules/mind-mold.ts';
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

describe('Janitor: OCD (035) with the Mind Mold', () => {
  /** Seat 0 is the Janitor in a Mind Mold game; `m` holds `cubes` status cubes and `mold` mold cubes. */
  function moldyModule(cubes: number, mold: number): RoleTable {
    const t = new RoleTable(2, { mode: 'coop', threat: 'mind-mold' }).role(0, 'ocd');
    t.s.board.fill(0);
    for (let i = 0; i < 12 - mold; i++) t.s.board[i] = 2;
    t.damage(3 - cubes);
    const x: MoldExt = { mods: new Array<number>(12).fill(0), crew: [0, 0] };
    x.mods[CQ] = mold;
    t.s.ext[MOLD] = x as never;
    t.s.cubes[CQ] = cubes;
    return t;
  }

  test('one OCD repair makes three passes: each scrapes a mold cube or, once the mold is gone, puts back a cube', () => {
    const t = moldyModule(1, 2);
    t.do(0, { type: 'role', role: 'ocd' });
    const x = t.s.ext[MOLD] as unknown as MoldExt;
    assert.equal(x.mods[CQ], 0, 'both mold cubes scraped first');
    assert.equal(t.s.cubes[CQ], 2, 'the third pass puts back one status cube; the last one stays missing');
    assert.equal(t.turnLeft(), 2, 'one action');
  });

  test('three mold cubes: the three passes only scrape the mold', () => {
    const t = moldyModule(0, 3);
    t.do(0, { type: 'role', role: 'ocd' });
    assert.equal((t.s.ext[MOLD] as unknown as MoldExt).mods[CQ], 0);
    assert.equal(t.s.cubes[CQ], 0);
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
