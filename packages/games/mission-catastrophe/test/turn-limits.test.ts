import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Action } from '@airlock/engine';
import { CARGO, CQ, ENG, GH, LAB, NAV, POD, Scenario, SENS, TELE } from './helpers.ts';

/**
 * Rules that are easy to get off by one and that no scenario elsewhere pins: how many actions every
 * turn has, what Sensors may look at, when Requisition Form 2C may give a card, an Emergency
 * Meeting's exposure check, and when a team of three runs out of pods.
 */

/** The actions a seat may still take this turn: counts declared actions until the turn passes. */
function actionsInTurn(t: Scenario, seat: number): number {
  let k = 0;
  while (t.s.active === seat && t.top()?.t === 'turn' && k < 10) {
    t.do(seat, { type: 'draw' });
    t.settle().cascade().settle();
    k++;
  }
  return k;
}

describe('Action step: 3 actions on each turn', () => {
  test('every turn after the first has 3 actions too, for every seat', () => {
    const t = new Scenario(3).at(0);
    t.s.deck = Array.from({ length: 30 }, () => 'eva');
    t.act(0, { type: 'end' });
    t.settle().cascade().settle();
    for (const seat of [1, 2, 0]) {
      assert.equal(t.s.active, seat);
      assert.equal(actionsInTurn(t, seat), 3, `seat ${seat}`);
      // The hand limit may ask for a discard before the turn passes.
      while (t.top()?.t === 'discard') t.act(seat, t.legal(seat)[0] as Action);
      t.settle().cascade().settle();
    }
  });
});

describe('Sensors: which pods may be looked at', () => {
  test('any pod still in play whose ID the seat does not know, wherever it is', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = SENS;
    const pods = () =>
      t
        .legal(0)
        .filter((a) => a.type === 'module' && a.m === SENS)
        .map((a) => a.pod);
    assert.deepEqual(pods(), [0, 1, 2, 3, 4, 5], 'every pod, near or far');
    t.s.podUp[POD.cargo] = 0;
    t.s.podKnow[POD.lab] = 1 << 0;
    t.s.podKnow[POD.nav] = 1 << 1;
    assert.deepEqual(pods(), [POD.nav, POD.gh, POD.bridge, POD.maint], 'not a lost pod, not one it knows');
  });
});

describe('Requisition Form 2C: when a card may be given', () => {
  test('Team: to an ally anywhere, only with another card in hand to give', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'requisition');
    t.s.pos = [CQ, CQ, TELE, CQ];
    const gifts = () => t.legal(0).filter((a) => a.card === 'requisition' && typeof a.to === 'number');
    assert.deepEqual(gifts(), [], 'the Requisition card alone: nothing to give');
    t.hand(0, 'requisition', 'eva');
    assert.deepEqual(gifts(), [{ type: 'play', card: 'requisition', to: 2 }], 'the ally only, far away');
  });

  test('Co-op: every other crew member is an ally; Sole Survivor: no gift at all', () => {
    const c = new Scenario(3, { mode: 'coop' }).at(0).hand(0, 'requisition', 'eva');
    c.s.pos = [CQ, TELE, CARGO];
    assert.deepEqual(
      c
        .legal(0)
        .filter((a) => a.card === 'requisition' && typeof a.to === 'number')
        .map((a) => a.to),
      [1, 2],
    );
    const s = new Scenario(3).at(0).hand(0, 'requisition', 'eva');
    assert.ok(!s.legal(0).some((a) => a.card === 'requisition' && a.to !== undefined));
  });

  test('taking: from a crew member in the same or a connected module who holds cards', () => {
    const t = new Scenario(4).at(0).hand(0, 'requisition').hand(1, 'eva').hand(2, 'eva').hand(3, 'eva');
    t.s.pos = [NAV, LAB, TELE, NAV];
    const takes = () =>
      t
        .legal(0)
        .filter((a) => a.card === 'requisition' && typeof a.from === 'number')
        .map((a) => a.from);
    assert.deepEqual(takes(), [1, 3], 'next door and same module; not the Teleporter');
    t.hand(3);
    assert.deepEqual(takes(), [1], 'an empty hand has nothing to take');
  });
});

describe('Emergency Meeting: the exposure check', () => {
  test('module 1 without oxygen: everyone called there without a suit jumps to safety', () => {
    const t = new Scenario(3)
      .at(0)
      .hand(0, 'meeting', 'eva')
      .hand(1, 'eva')
      .cubes({ [CQ]: 0 });
    t.s.pos = [ENG, GH, SENS];
    t.s.gear[2] = ['suit'];
    t.do(0, { type: 'play', card: 'meeting' });
    assert.deepEqual(t.s.pos, [CQ, CQ, CQ]);
    assert.equal(t.top()?.t, 'jump', 'the seats without a suit must jump');
    const jumpers: number[] = [];
    while (t.top()?.t === 'jump') {
      const seat = (t.top() as { seat: number }).seat;
      jumpers.push(seat);
      t.act(seat, t.legal(seat)[0] as Action);
    }
    assert.deepEqual(jumpers, [0, 1], 'seat 2 wears a suit');
    assert.deepEqual(t.s.hands[0], [], 'a jump loses the hand');
    assert.equal(t.s.pos[2], CQ);
  });
});

describe('Team of three: too few pods', () => {
  test('3v3 needs three working pods: with two left the game ends, with three it goes on', () => {
    for (const [up, ends] of [
      [[1, 1, 1, 1, 0, 0], false],
      [[0, 1, 1, 1, 0, 0], true],
    ] as const) {
      const t = new Scenario(6, { mode: 'team', teams: 'trios' }).at(0).cubes({ [GH]: 1 });
      for (let seat = 1; seat < 6; seat++) t.hand(seat, 'eva');
      t.s.podUp = [...up];
      t.roll(3, 3).settle().cascade().settle();
      assert.equal(t.s.podUp[POD.gh], 0, 'the Greenhouse pod is lost');
      assert.equal(t.s.over !== null, ends, `pods before: ${up.join('')}`);
      if (ends) assert.deepEqual(t.s.over?.winners, []);
    }
  });
});

describe('Too few pods, by mode', () => {
  /** The Greenhouse pod is lost to a cascade; `up` are the pods in play before it. */
  function losePod(players: number, options: Record<string, string>, up: number[]): Scenario {
    const t = new Scenario(players, options).at(0).cubes({ [GH]: 1 });
    for (let seat = 1; seat < players; seat++) t.hand(seat, 'eva');
    t.s.podUp = [...up];
    t.roll(3, 3).settle().cascade().settle();
    assert.equal(t.s.podUp[POD.gh], 0);
    return t;
  }

  test('Sole Survivor needs one pod: with one left the game goes on; with none it ends', () => {
    assert.equal(losePod(3, {}, [0, 1, 1, 0, 0, 0]).s.over, null);
    const t = losePod(3, {}, [0, 0, 1, 0, 0, 0]);
    assert.match(t.s.over?.summary ?? '', /^No escape pod is left/);
  });

  test('2v2 needs two pods: with two left the game goes on; with one it ends', () => {
    assert.equal(losePod(4, { mode: 'team' }, [0, 1, 1, 1, 0, 0]).s.over, null);
    const t = losePod(4, { mode: 'team' }, [0, 1, 1, 0, 0, 0]);
    assert.match(t.s.over?.summary ?? '', /^Too few escape pods are left/);
  });
});

describe('Choices within a turn', () => {
  test('auto-pass is switched on and off from the turn itself', () => {
    const t = new Scenario(2).at(0);
    assert.ok(t.has(0, { type: 'auto', on: true }));
    t.act(0, { type: 'auto', on: true });
    assert.equal(t.s.auto[0], true);
    assert.ok(t.has(0, { type: 'auto', on: false }), 'the same turn offers to switch it off');
    t.act(0, { type: 'auto', on: false });
    assert.equal(t.s.auto[0], false);
    assert.equal((t.s.stack[0] as { left: number }).left, 3, 'no action spent');
  });

  test('a Quick Thinking free action may be declined: the interrupted player chooses anew', () => {
    const t = new Scenario(2).at(0, 2).hand(1, 'quick-thinking');
    t.act(0, { type: 'move', to: LAB });
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    assert.equal(t.top()?.t, 'free');
    t.act(1, { type: 'end' });
    assert.equal(t.top()?.t, 'turn');
    assert.equal(t.s.pos[0], CQ, 'the interrupted move was not taken');
    assert.equal((t.s.stack[0] as { left: number }).left, 2);
  });

  test("copying an ally's ability card (Override): the card's own plays for the copier, or decline", () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'eva').hand(2, 'override');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    t.act(2, { type: 'interrupt', card: 'override', copy: true });
    t.settle();
    assert.equal(t.top()?.t, 'copy');
    const legal = t.legal(2);
    assert.deepEqual(legal[legal.length - 1], { type: 'end' }, 'declining is offered');
    assert.ok(legal.some((a) => a.type === 'play' && a.card === 'eva' && a.to === NAV));
    t.act(2, { type: 'end' });
    assert.equal(t.s.pos[2], CQ, 'declined: the ally stays');
    assert.equal(t.top()?.t, 'turn');
    assert.deepEqual(t.s.hands[2], [], 'the Override was spent all the same');
  });
});
