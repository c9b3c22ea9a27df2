import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BRIDGE, CARGO, CQ, ENG, GH, LAB, LS, MAINT, NAV, OPS, POD, Scenario, SENS, TELE } from './helpers.ts';

describe('module actions', () => {
  test('Crew Quarters has no action', () => {
    const t = new Scenario(2).at(0);
    assert.ok(!t.legal(0).some((a) => a.type === 'module'));
  });

  test('Operations: draw three, keep one, the other two go under the deck', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = OPS;
    t.s.deck = ['eva', 'hack', 'scavenge', 'suit', 'lift'];
    t.do(0, { type: 'module', m: OPS });
    assert.deepEqual(new Set(t.legal(0).map((a) => a.card)), new Set(['lift', 'suit', 'scavenge']));
    // Another seat sees a count, not the cards.
    assert.deepEqual(t.view(1).stack.at(-1), { t: 'keep', seat: 0, count: 3 });
    t.act(0, { type: 'keep', card: 'suit' });
    assert.deepEqual(t.s.hands[0], ['suit']);
    assert.deepEqual(t.s.deck, ['lift', 'scavenge', 'eva', 'hack']);
  });

  test('Maintenance repairs any module remotely, with the cube from the lowest board space', () => {
    const t = new Scenario(2)
      .at(0)
      .cubes({ [ENG]: 1 })
      .damage(2);
    t.s.pos[0] = MAINT;
    t.do(0, { type: 'module', m: MAINT, target: ENG });
    assert.equal(t.s.cubes[ENG], 2);
    assert.equal(t.s.board.filter((b) => b === 1).length, 1);
    assert.equal(t.s.board[t.s.board.length - 1], 1, 'the highest space keeps its cube');
  });

  test('Laboratory: three non-resource cards for a face-up resource', () => {
    const t = new Scenario(2).at(0).hand(0, 'eva', 'hack', 'lift', 'oxygen');
    t.s.pos[0] = LAB;
    assert.ok(!t.has(0, { type: 'module', m: LAB, give: ['eva', 'hack', 'oxygen'], take: 2 }));
    t.do(0, { type: 'module', m: LAB, give: ['eva', 'hack', 'lift'], take: 2 });
    assert.deepEqual(t.s.hands[0], ['oxygen', 'power']);
    assert.equal(t.s.piles[2], 6);
    assert.deepEqual(t.s.discard.slice(-3), ['eva', 'hack', 'lift']);
  });

  test('Laboratory: a resource card for three PIP cards', () => {
    const t = new Scenario(2).at(0).hand(0, 'oxygen');
    t.s.pos[0] = LAB;
    t.do(0, { type: 'module', m: LAB, give: 'oxygen' });
    assert.equal(t.s.hands[0]?.length, 3);
    assert.equal(t.s.discard.at(-1), 'oxygen');
  });

  for (const [m, pile, card] of [
    [LS, 0, 'oxygen'],
    [GH, 1, 'food'],
    [ENG, 2, 'power'],
    [NAV, 3, 'nav'],
  ] as const) {
    test(`${card} module gives a face-up ${card} card while its pile lasts`, () => {
      const t = new Scenario(2).at(0);
      t.s.pos[0] = m;
      t.do(0, { type: 'module', m });
      assert.deepEqual(t.s.hands[0], [card]);
      assert.equal(t.s.piles[pile], 6);
      const u = new Scenario(2).at(0);
      u.s.pos[0] = m;
      u.s.piles[pile] = 0;
      assert.ok(!u.legal(0).some((a) => a.type === 'module'));
    });
  }

  test('Cargo Bay takes any card from the discard pile', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = CARGO;
    t.s.discard = ['meeting', 'hack', 'oxygen'];
    assert.deepEqual(
      t
        .legal(0)
        .filter((a) => a.type === 'module')
        .map((a) => a.card),
      ['oxygen', 'hack', 'meeting'],
    );
    t.do(0, { type: 'module', m: CARGO, card: 'hack' });
    assert.deepEqual(t.s.hands[0], ['hack']);
    assert.deepEqual(t.s.discard, ['meeting', 'oxygen']);
  });

  test('Teleporter: go to any module with oxygen, or bring a crew member here', () => {
    const t = new Scenario(3).at(0).cubes({ [GH]: 0 });
    t.s.pos[0] = TELE;
    t.s.pos[2] = NAV;
    assert.ok(!t.has(0, { type: 'module', m: TELE, to: GH }), 'no oxygen, no spacesuit');
    assert.ok(t.has(0, { type: 'module', m: TELE, to: BRIDGE }));
    t.do(0, { type: 'module', m: TELE, pull: 2 });
    assert.equal(t.s.pos[2], TELE);
    const u = new Scenario(2).at(0);
    u.s.pos[0] = TELE;
    u.do(0, { type: 'module', m: TELE, to: BRIDGE });
    assert.equal(u.s.pos[0], BRIDGE);
  });

  test('The Bridge sets the fuse to any pod ID', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = BRIDGE;
    t.do(0, { type: 'module', m: BRIDGE, fuse: 0, id: 'C' });
    assert.deepEqual(t.s.fuse, ['C']);
    assert.ok(!t.has(0, { type: 'module', m: BRIDGE, fuse: 0, id: 'D' }), 'once per turn');
  });

  test('Sensors peek at a pod: only that seat learns the ID', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = SENS;
    t.do(0, { type: 'module', m: SENS, pod: POD.bridge });
    assert.equal(t.view(0).pods[POD.bridge]?.id, 'D');
    assert.equal(t.view(1).pods[POD.bridge]?.id, null);
    assert.equal(t.view('spectator').pods[POD.bridge]?.id, null);
  });

  test('a module without power (one cube) cannot be used; use module is once per turn', () => {
    const t = new Scenario(2).at(0).cubes({ [LS]: 1 });
    t.s.pos[0] = LS;
    assert.ok(!t.legal(0).some((a) => a.type === 'module'));
    const u = new Scenario(2).at(0);
    u.s.pos[0] = LS;
    u.do(0, { type: 'module', m: LS });
    assert.ok(!u.legal(0).some((a) => a.type === 'module'));
    u.do(0, { type: 'move', to: CQ });
    u.do(0, { type: 'move', to: LS });
    assert.ok(u.s.hands[0]?.includes('oxygen'));
  });
});
