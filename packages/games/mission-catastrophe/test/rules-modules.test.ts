import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Action } from '@airlock/engine';
import { MOLD, type MoldExt } from '../src/rules/mind-mold.ts';
import { BRIDGE, CARGO, CQ, GH, LAB, LS, MAINT, OPS, Scenario, TELE } from './helpers.ts';

/**
 * Module actions (rulebook, "The modules" and "Use module"): once per turn, in a module with power,
 * a crew member uses its action. Operations draws three and keeps one; the Laboratory trades three
 * non-resource cards for a face-up resource, or a resource card for three PIP cards; the Teleporter
 * moves its user to any module they could be in, or brings any crew member still aboard to it; the
 * Bridge sets a fuse to an ID no fuse shows; Maintenance repairs any damaged module.
 */

function uses(t: Scenario, seat: number, m: number): Action[] {
  return t.legal(seat).filter((a) => a.type === 'module' && a.m === m);
}

/** The Laboratory's three-card trades offered for the first resource pile (the others emptied): each
 *  offered set of cards, as many times as it is offered. */
function triples(t: Scenario, seat = 0): string[][] {
  t.s.piles = [1, 0, 0, 0];
  return uses(t, seat, LAB)
    .filter((a) => Array.isArray(a.give))
    .map((a) => a.give as string[]);
}

describe('Operations', () => {
  test('cannot be used with no card in the deck or the discard pile', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = OPS;
    t.s.deck = [];
    t.s.discard = [];
    assert.deepEqual(uses(t, 0, OPS), []);
  });

  test('with only the discard pile left, it can still be used (the pile becomes the deck)', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = OPS;
    t.s.deck = [];
    t.s.discard = ['eva', 'hack'];
    assert.equal(uses(t, 0, OPS).length, 1);
  });

  test('with two cards left, both are drawn and the keeper chooses between those two only', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = OPS;
    t.s.deck = ['eva', 'hack'];
    t.s.discard = [];
    t.do(0, { type: 'module', m: OPS });
    const keep = t.top() as { t: string; cards: string[] };
    assert.equal(keep.t, 'keep');
    assert.deepEqual([...keep.cards].sort(), ['eva', 'hack']);
  });

  test('with one card left, it goes straight into the hand: nothing to choose', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = OPS;
    t.s.deck = ['eva'];
    t.s.discard = [];
    t.do(0, { type: 'module', m: OPS });
    assert.deepEqual(t.s.hands[0], ['eva']);
    assert.notEqual(t.top()?.t, 'keep');
  });
});

describe('Laboratory', () => {
  test('three-card trades: each distinct set once, cards in name order, resources never part of one', () => {
    const t = new Scenario(2).at(0).hand(0, 'suit', 'eva', 'eva', 'override', 'eva', 'oxygen');
    t.s.pos[0] = LAB;
    assert.deepEqual(
      triples(t).map((g) => g.join(',')),
      ['eva,eva,eva', 'eva,eva,override', 'eva,eva,suit', 'eva,override,suit'],
    );
  });

  test('every set of three different cards is a trade', () => {
    const t = new Scenario(2).at(0).hand(0, 'scavenge', 'hack', 'eva', 'lift');
    t.s.pos[0] = LAB;
    assert.deepEqual(
      triples(t)
        .map((g) => g.join(','))
        .sort(),
      ['eva,hack,lift', 'eva,hack,scavenge', 'eva,lift,scavenge', 'hack,lift,scavenge'],
    );
  });

  test('pairs of equal cards: each set once', () => {
    const t = new Scenario(2).at(0).hand(0, 'hack', 'eva', 'hack', 'eva');
    t.s.pos[0] = LAB;
    assert.deepEqual(
      triples(t).map((g) => g.join(',')),
      ['eva,eva,hack', 'eva,hack,hack'],
    );
  });

  test('fewer than three non-resource cards: no three-card trade', () => {
    const t = new Scenario(2).at(0).hand(0, 'eva', 'hack', 'food', 'power');
    t.s.pos[0] = LAB;
    assert.deepEqual(triples(t), []);
  });

  test('a three-card trade is offered for each resource pile that still has a card, not for an empty one', () => {
    const t = new Scenario(2).at(0).hand(0, 'eva', 'hack', 'lift');
    t.s.pos[0] = LAB;
    t.s.piles = [2, 0, 1, 0];
    assert.deepEqual(
      uses(t, 0, LAB).map((a) => a.take),
      [0, 2],
    );
  });

  test('a resource card buys three PIP cards: offered for each resource kind held, and no other card', () => {
    const t = new Scenario(2).at(0).hand(0, 'eva', 'food', 'nav', 'food');
    t.s.pos[0] = LAB;
    assert.deepEqual(
      uses(t, 0, LAB)
        .filter((a) => typeof a.give === 'string')
        .map((a) => a.give)
        .sort(),
      ['food', 'nav'],
    );
  });

  test('no resource trade-in when neither the deck nor the discard pile has a card', () => {
    const t = new Scenario(2).at(0).hand(0, 'food');
    t.s.pos[0] = LAB;
    t.s.deck = [];
    t.s.discard = [];
    assert.deepEqual(uses(t, 0, LAB), []);
  });

  test('with only the discard pile left, the resource trade-in is offered', () => {
    const t = new Scenario(2).at(0).hand(0, 'food');
    t.s.pos[0] = LAB;
    t.s.deck = [];
    t.s.discard = ['eva', 'hack', 'lift', 'suit'];
    assert.deepEqual(
      uses(t, 0, LAB).map((a) => a.give),
      ['food'],
    );
  });
});

describe('Teleporter', () => {
  test('its user may go to every other module it could enter, and nowhere else (no module past the ship)', () => {
    const t = new Scenario(3).at(0).cubes({ [GH]: 0, [LS]: 0 });
    t.s.pos = [TELE, TELE, TELE];
    const to = uses(t, 0, TELE)
      .filter((a) => typeof a.to === 'number')
      .map((a) => a.to);
    assert.deepEqual(to, [CQ, OPS, MAINT, LAB, 6, 7, CARGO, BRIDGE, 11], 'not its own module, not an airless one');
  });

  test('a seat in a spacesuit may teleport into an airless module too, still only the twelve modules', () => {
    const t = new Scenario(2).at(0).cubes({ [GH]: 0 });
    t.s.pos = [TELE, CQ];
    t.s.gear[0] = ['suit'];
    const to = uses(t, 0, TELE)
      .filter((a) => typeof a.to === 'number')
      .map((a) => a.to);
    assert.deepEqual(to, [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11]);
  });

  test('it brings over crew still aboard and elsewhere: not its user, not those already there, not the escaped or eliminated', () => {
    const t = new Scenario(6).at(0);
    t.s.pos = [TELE, CQ, TELE, LAB, GH, MAINT];
    t.s.escaped = [3];
    t.s.out = [4];
    const pulls = uses(t, 0, TELE)
      .filter((a) => typeof a.pull === 'number')
      .map((a) => a.pull);
    assert.deepEqual(pulls, [1, 5]);
  });

  test('in a small game only the seats at the table can be brought over', () => {
    const t = new Scenario(2).at(0);
    t.s.pos = [TELE, CQ];
    const pulls = uses(t, 0, TELE)
      .filter((a) => typeof a.pull === 'number')
      .map((a) => a.pull);
    assert.deepEqual(pulls, [1]);
  });
});

describe('The Bridge', () => {
  test('each fuse may be set to any ID no fuse shows yet, and there are no other fuses', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0);
    t.s.pos[0] = BRIDGE;
    t.s.fuse = ['B', null];
    const sets = uses(t, 0, BRIDGE).map((a) => `${a.fuse}${a.id}`);
    assert.deepEqual(sets, ['0A', '0C', '0D', '0E', '0F', '1A', '1C', '1D', '1E', '1F']);
  });
});

describe('Maintenance and mold (Mind Mold)', () => {
  test('a module with mold can be repaired even with no status cube on the board (the repair scrapes mold off)', () => {
    const t = new Scenario(2, { mode: 'coop', threat: 'mind-mold' }).at(0);
    for (let i = 0; i < 11; i++) t.s.board[i] = 2;
    const x: MoldExt = { mods: new Array<number>(12).fill(0), crew: [0, 0] };
    x.mods[CARGO] = 1;
    t.s.ext[MOLD] = x as never;
    t.cubes({ [CARGO]: 2 });
    t.s.pos[0] = MAINT;
    assert.deepEqual(
      uses(t, 0, MAINT).map((a) => a.target),
      [CARGO],
    );
  });
});
