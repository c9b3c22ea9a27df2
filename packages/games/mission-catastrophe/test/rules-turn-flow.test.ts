import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Action, type ApplyContext, Rng } from '@airlock/engine';
import { drain } from '../src/flow.ts';
import { CQ, GH, game, LAB, Scenario, TELE } from './helpers.ts';

/**
 * Player turns (rulebook, "Player turns"): a damage step, then 3 actions; a module's action once per
 * turn; the hand limit of 7 is checked at the end of the turn; then the next player, around the table.
 * Ship damage: the crew in a module without oxygen and without a spacesuit jump to safety, losing
 * their hand; the cascade's order is the active player's choice.
 */

function ctxOf(t: Scenario): ApplyContext {
  return { rng: Rng.fromSeed(1), emit: (e) => t.events.push(e) };
}

/** Seat of the turn on top of the stack, and its actions left. */
function turnOf(t: Scenario): { seat: number; left: number; ph: number } {
  const st = t.s.stack.find((x) => x.t === 'turn') as { seat: number; left: number; ph: number } | undefined;
  assert.ok(st, 'a turn is under way');
  return st;
}

/** Ends the active seat's turn and lets the next seat's damage roll resolve. */
function endTurn(t: Scenario, seat: number): void {
  t.act(seat, { type: 'end' });
  t.settle().cascade().settle();
}

describe('the turn, around the table', () => {
  test('after the last seat, the first seat plays again, with 3 actions', () => {
    const t = new Scenario(3).at(2);
    endTurn(t, 2);
    const st = turnOf(t);
    assert.equal(st.seat, 0);
    assert.equal(t.s.active, 0);
    if (st.left > 0) assert.equal(st.left, 3);
  });

  test('the damage roll comes before the actions: no action is offered until its window closes', () => {
    // Seat 0 holds a card, so it is asked whether it interrupts seat 1's damage roll.
    const t = new Scenario(2).at(0).hand(0, 'eva');
    t.act(0, { type: 'end' });
    assert.equal(t.top()?.t, 'win', 'the next damage roll waits in a window');
    assert.ok(
      t.legal(1).every((a) => a.type !== 'move' && a.type !== 'draw' && a.type !== 'end'),
      'only window answers, no action yet',
    );
    assert.ok(
      t.events.some((e) => e.rule === 'turn.damage' && (e.data as { seat: number }).seat === 1),
      'seat 1 rolls the damage dice',
    );
  });

  test('the seat whose turn it is decides; nobody else, not the clock', () => {
    const t = new Scenario(3).at(1);
    assert.deepEqual(t.pendingActors(), [1]);
    assert.equal(t.legal(0).length, 0);
    assert.equal(t.legal(2).length, 0);
    assert.equal(t.legal('system').length, 0);
    assert.ok(t.legal(1).some((a) => a.type === 'end'));
  });

  test('with no action left the turn ends by itself', () => {
    const t = new Scenario(2).at(0, 1);
    t.do(0, { type: 'draw' });
    assert.notEqual(turnOf(t).seat, 0);
  });
});

describe('module actions: once per turn', () => {
  /** The module action legal for a seat in its module, if any. */
  const moduleAction = (t: Scenario, seat: number) => t.legal(seat).find((a) => a.type === 'module');

  test("a module used in a turn is not offered again that turn, and is again in the seat's next turn", () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = LAB;
    t.s.pos[1] = LAB;
    t.hand(0, 'food', 'oxygen', 'power');
    const use = moduleAction(t, 0);
    assert.ok(use, 'the Laboratory offers its action');
    t.do(0, use as Action);
    assert.equal(moduleAction(t, 0), undefined, 'once per turn');
    endTurn(t, 0);
    if (turnOf(t).seat !== 1 || turnOf(t).left === 0) return;
    t.hand(1, 'food', 'oxygen', 'power');
    assert.ok(moduleAction(t, 1), 'another seat may use it in its own turn');
    endTurn(t, 1);
    if (turnOf(t).seat !== 0 || turnOf(t).left === 0) return;
    t.hand(0, 'food', 'oxygen', 'power');
    t.s.cubes.fill(3);
    assert.ok(moduleAction(t, 0), "a new turn: the seat's module use is back");
  });
});

describe('the hand limit at the end of the turn', () => {
  test('seven cards: nothing to discard; eight: discard down to seven', () => {
    const seven = new Scenario(2).at(0, 1).hand(0, 'eva', 'eva', 'hack', 'hack', 'lift', 'oxygen');
    seven.do(0, { type: 'draw' });
    assert.equal(seven.s.hands[0]?.length, 7);
    assert.notEqual(seven.top()?.t, 'discard');
    assert.notEqual(turnOf(seven).seat, 0, 'the turn passed');

    const eight = new Scenario(2).at(0, 1).hand(0, 'eva', 'eva', 'hack', 'hack', 'lift', 'oxygen', 'food');
    eight.do(0, { type: 'draw' });
    assert.equal(eight.top()?.t, 'discard');
    assert.deepEqual(eight.pendingActors(), [0]);
  });

  test('the limit is checked at the end of the turn, not while actions are left', () => {
    const t = new Scenario(2).at(0, 2).hand(0, 'eva', 'eva', 'hack', 'hack', 'lift', 'oxygen', 'food');
    t.do(0, { type: 'draw' });
    assert.equal(t.s.hands[0]?.length, 8);
    assert.equal(t.top()?.t, 'turn', 'a hand of 8 mid-turn is allowed');
  });
});

describe('cascades: the active player picks the order', () => {
  test('hits on two different modules wait for the active player; hits on one module do not', () => {
    const t = new Scenario(3).at(1).cubes({ [LAB]: 1, [TELE]: 1 });
    t.s.stack.push({ t: 'hits', q: [LAB, TELE], cause: 'roll' });
    drain(t.s, ctxOf(t));
    assert.deepEqual(t.pendingActors(), [1], 'the active seat decides, whoever rolled');
    const offered = t.legal(1).map((a) => a.m);
    assert.deepEqual(offered, [LAB, TELE]);
    t.act(1, { type: 'order', m: TELE });
    assert.equal(t.s.cubes[TELE], 0, 'the chosen module is hit first');
    assert.equal(t.s.cubes[LAB], 1, 'the other waits');

    const one = new Scenario(3).at(1).cubes({ [LAB]: 3 });
    one.s.stack.push({ t: 'hits', q: [LAB, LAB], cause: 'roll' });
    drain(one.s, ctxOf(one));
    assert.equal(one.s.cubes[LAB], 1, 'a double on one module: both hits land without a question');
    assert.equal(one.top()?.t, 'turn');
  });
});

describe('no oxygen and no spacesuit: jump to safety', () => {
  test('the crew jump one at a time, starting with the active seat and going around the table', () => {
    const t = new Scenario(3)
      .at(1)
      .hand(0, 'eva')
      .hand(1, 'eva')
      .hand(2, 'eva')
      .cubes({ [CQ]: 0 });
    t.s.stack.push({ t: 'exposure' });
    drain(t.s, ctxOf(t));
    const jumpers: number[] = [];
    for (let i = 0; i < 5 && t.top()?.t === 'jump'; i++) {
      const seat = (t.top() as { seat: number }).seat;
      jumpers.push(seat);
      assert.deepEqual(t.s.hands[seat], [], 'a jump loses the hand');
      t.act(seat, t.legal(seat)[0] as Action);
    }
    assert.deepEqual(jumpers, [1, 2, 0]);
    assert.ok(t.s.pos.every((m) => m !== CQ));
  });

  test('who does not jump: a spacesuit, oxygen in the module, an escaped or eliminated crew member', () => {
    const t = new Scenario(4)
      .at(0)
      .hand(0, 'eva')
      .hand(1, 'eva')
      .hand(2, 'eva')
      .hand(3, 'eva')
      .cubes({ [CQ]: 0 });
    t.s.gear[0] = ['suit'];
    t.s.pos[1] = GH;
    t.s.escaped = [2];
    t.s.out = [3];
    t.s.stack.push({ t: 'exposure' });
    drain(t.s, ctxOf(t));
    assert.notEqual(t.top()?.t, 'jump');
    assert.deepEqual(t.s.pos, [CQ, GH, CQ, CQ]);
    assert.deepEqual(
      t.s.hands.map((h) => h.length),
      [1, 1, 1, 1],
    );
  });

  test('with nowhere to jump the crew member stays and keeps the hand', () => {
    const t = new Scenario(2).at(0).hand(0, 'eva').hand(1, 'eva');
    t.s.cubes.fill(0);
    t.s.pos = [CQ, LAB];
    t.s.stack.push({ t: 'exposure' });
    drain(t.s, ctxOf(t));
    assert.equal(t.top()?.t, 'turn', 'no jump is asked for');
    assert.deepEqual(t.s.pos, [CQ, LAB]);
    assert.deepEqual(t.s.hands, [['eva'], ['eva']]);
  });
});

describe('facing death in the exposure check ends a co-op game at once', () => {
  test('hard level, co-op: the first crew member lost to the vacuum ends the game; nobody else is counted', () => {
    const t = new Scenario(3, { mode: 'coop', level: 'hard' }).at(1).cubes({ [CQ]: 0 });
    t.s.stack.push({ t: 'exposure' });
    drain(t.s, ctxOf(t));
    assert.ok(t.s.over, 'the cooperative mission is lost');
    assert.deepEqual(t.s.out, [1], 'the active seat is checked first, and the check stops there');
  });
});

describe('each decision says what it is about', () => {
  test('the turn, a free action, a copy and a cascade order come with a prompt in words', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0, 2);
    const prompt = () => game.pending(t.s)[0]?.prompt ?? '';
    assert.match(prompt(), /2 left/, 'the turn says how many actions are left');
    t.s.stack.push({ t: 'free', seat: 0, why: 'quick-thinking' });
    assert.match(prompt(), /free action/);
    t.s.stack.push({ t: 'free', seat: 0, why: 'make-sure-it-works', only: 'module' });
    assert.match(prompt(), /module/);
    t.s.stack.push({ t: 'copy', seat: 2, card: 'eva' });
    assert.match(prompt(), /[Cc]opy/);
    t.s.stack.push({ t: 'hits', q: [LAB, TELE], cause: 'roll' });
    assert.match(prompt(), /cascade/);
  });
});

describe("a rule's own decision", () => {
  test('only the seat it names may answer it', () => {
    const t = new Scenario(2, { mode: 'coop', threat: 'mind-mold' }).at(0);
    t.s.gear[1] = ['suit'];
    t.s.stack.push({ t: 'x:mold-clean', seat: 1 });
    assert.deepEqual(t.pendingActors(), [1]);
    assert.equal(t.legal(1).length, 2);
    assert.deepEqual(t.legal(0), []);
    assert.deepEqual(t.legal('system'), []);
  });
});
