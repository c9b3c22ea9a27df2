import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ApplyContext, createMatch, Rng } from '@airlock/engine';
import { drain } from '../src/flow.ts';
import { HARD, type HardExt } from '../src/rules/hard-level.ts';
import type { McState } from '../src/state.ts';
import { CQ, ENG, game, LS, Scenario } from './helpers.ts';

/**
 * Hard level, a life-support failure during setup (rulebook, Ship Life Support Failure: one round of
 * player turns from the damage roll). The setup's damage comes before anyone's turn, so the round
 * is the first one: everybody plays once before the crew without spacesuits faces death.
 */

function hx(t: Scenario): HardExt {
  return t.s.ext[HARD] as unknown as HardExt;
}

/**
 * Runs the real setup (deal, initial meteor damage, start-player roll-off, rule setups) again on a
 * constructed ship, then the flow up to the first decision (the start player's damage window).
 */
function setUpAgain(t: Scenario, seed: number): Scenario {
  const s = t.s;
  s.stack = [{ t: 'begin' }];
  s.ext = {};
  s.deck = [];
  s.discard = [];
  s.hands = s.hands.map(() => []);
  const ctx: ApplyContext = { rng: Rng.fromSeed(seed), emit: (e) => t.events.push(e) };
  drain(s, ctx);
  return t;
}

/**
 * The active seat ends its turn; the next seat's dice are made to hit a module of the test's choice
 * (even sums: with a number seed the generator's first two dice share their parity).
 */
function nextTurn(t: Scenario, sum: number): number {
  t.settle().cascade();
  const seat = t.turnSeat();
  t.forceDice(sum - 6, 6);
  t.act(seat, { type: 'end' });
  t.settle().cascade();
  return t.s.active;
}

describe('Hard level: Life Support failing during setup', () => {
  test('the crew gets the whole first round; at the start player’s second turn the crew without suits dies', () => {
    // Life Support is down to its last cube before the initial meteor damage: any damage during setup
    // finds it without power.
    const t = new Scenario(3, { level: 'hard' })
      .at(0)
      .cubes({ [LS]: 1 })
      .damage(2);
    const suited = 1;
    t.s.gear[suited] = ['suit'];
    setUpAgain(t, 5);
    const first = t.s.active;
    assert.deepEqual(t.s.out, [], 'nobody dies before the first decision');
    assert.equal(hx(t).lsf, first, "the round ends at the start player's next turn");
    assert.equal(hx(t).setup, undefined, 'the first turn has opened the round');

    const second = nextTurn(t, 12);
    assert.equal(second, (first + 1) % 3);
    assert.deepEqual(t.s.out, [], "the second player's turn is inside the round");
    const third = nextTurn(t, 10);
    assert.equal(third, (first + 2) % 3);
    assert.deepEqual(t.s.out, [], "the third player's turn is inside the round");
    nextTurn(t, 8);
    const dead = [0, 1, 2].filter((o) => o !== suited);
    assert.deepEqual(
      [...t.s.out].sort((a, b) => a - b),
      dead,
      "the start player's second turn: everyone without a spacesuit faces death",
    );
  });

  test('restoring Life Support during the first round cancels the countdown', () => {
    const t = new Scenario(2, { level: 'hard' })
      .at(0)
      .cubes({ [LS]: 1 })
      .damage(2);
    setUpAgain(t, 5);
    const first = t.s.active;
    t.settle().cascade();
    t.s.cubes[ENG] = 3; // whatever the setup's dice did to the Engine Room, the ship has power
    t.s.pos[first] = LS;
    while ((t.s.cubes[LS] as number) < 2) t.do(first, { type: 'repair' });
    assert.equal(hx(t).lsf, null, 'Life Support has power again');
    nextTurn(t, 12);
    nextTurn(t, 10);
    assert.equal(t.s.active, first, "the start player's second turn");
    assert.deepEqual(t.s.out, []);
  });

  test('a failure in play still counts from the turn it happened in (contrast)', () => {
    const t = new Scenario(3, { level: 'hard' }).at(1).cubes({ [LS]: 2 });
    t.hand(0, 'eva').hand(1, 'eva').hand(2, 'eva');
    t.roll(2, 3).settle();
    assert.equal(hx(t).lsf, 1, 'anchored to the seat whose damage roll took the power');
    assert.equal(hx(t).setup, undefined);
    assert.equal(nextTurn(t, 12), 2);
    assert.deepEqual(t.s.out, []);
    assert.equal(nextTurn(t, 10), 0);
    assert.deepEqual(t.s.out, []);
    nextTurn(t, 8);
    assert.deepEqual([...t.s.out].sort(), [0, 1, 2], 'back to seat 1: the round is over');
  });
});

describe('Hard level: no game is decided by setup damage alone', () => {
  test('over many seeds, nobody faces death before the first decision unless Crew Quarters lost its air', () => {
    for (const [players, options] of [
      [3, { level: 'hard' }],
      [4, { mode: 'coop', level: 'hard', threat: 'marauders-cadet' }],
      [4, { mode: 'coop', level: 'hard', threat: 'marauders-veteran' }],
    ] as const) {
      for (let seed = 1; seed <= 60; seed++) {
        const s = createMatch<McState>(game, { players, options: { roles: 'off', ...options }, seed }).state;
        assert.ok(
          s.out.length === 0 || s.cubes[CQ] === 0,
          `${players} players ${JSON.stringify(options)} seed ${seed}: crew lost before anyone played`,
        );
      }
    }
  });
});

describe('Hard level: when the countdown starts', () => {
  test('a Scavenge that takes Life Support’s power (no damage) starts the countdown by the end of the turn', () => {
    const t = new Scenario(2, { level: 'hard' })
      .at(0)
      .cubes({ [LS]: 2, [ENG]: 2 })
      .hand(0, 'scavenge', 'eva');
    t.do(0, { type: 'play', card: 'scavenge', from: LS, to: ENG });
    assert.equal(t.s.cubes[LS], 1);
    t.act(0, { type: 'end' });
    t.settle().cascade();
    assert.equal(hx(t).lsf, 0, "the round runs until seat 0's next turn");
  });

  test('Life Support found dead at the start of a turn: the countdown starts there, nobody dies yet', () => {
    const t = new Scenario(2, { level: 'hard' }).at(0).cubes({ [LS]: 1 });
    hx(t).lsf = null;
    t.s.stack = [{ t: 'turn', seat: 1, left: 3, ph: 0 }];
    drain(t.s, { rng: Rng.fromSeed(2), emit: (e) => t.events.push(e) });
    assert.equal(hx(t).lsf, 1);
    assert.deepEqual(t.s.out, []);
  });

  test('Sole Survivor: a death is no team’s loss; co-op: the crew loses, everyone ranked second', () => {
    const t = new Scenario(3, { level: 'hard' })
      .at(0)
      .cubes({ [LS]: 1 })
      .hand(1, 'eva')
      .hand(2, 'eva');
    hx(t).lsf = 0;
    t.s.stack = [{ t: 'turn', seat: 0, left: 3, ph: 0 }];
    drain(t.s, { rng: Rng.fromSeed(2), emit: (e) => t.events.push(e) });
    assert.deepEqual([...t.s.out].sort(), [0, 1, 2]);
    assert.ok(!t.rules().includes('hard.team-out'));
    const c = new Scenario(2, { mode: 'coop', level: 'hard' }).at(0).cubes({ [LS]: 1 });
    hx(c).lsf = 0;
    c.s.stack = [{ t: 'turn', seat: 0, left: 3, ph: 0 }];
    drain(c.s, { rng: Rng.fromSeed(2), emit: (e) => c.events.push(e) });
    assert.deepEqual(c.s.over?.ranks, [2, 2]);
    assert.deepEqual(c.s.over?.winners, []);
    assert.equal(c.s.over?.details?.cause, 'death');
  });
});
