import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ApplyContext, Rng } from '@airlock/engine';
import { drain } from '../src/flow.ts';
import { crewLoses, faceDeath } from '../src/rules/common.ts';
import { HARD, type HardExt } from '../src/rules/hard-level.ts';
import { LS, Scenario } from './helpers.ts';

/**
 * Shared rule steps of the threats and the hard level: the crew loses once (the first loss stands);
 * a crew member faces death once, and only while the game runs. Hard level: when the grace round of
 * a life-support failure ends and Life Support is still dead, the crew without suits faces death and,
 * if the game goes on, a new round of grace starts.
 */

function ctxOf(t: Scenario): ApplyContext {
  return { rng: Rng.fromSeed(3), emit: (e) => t.events.push(e) };
}

describe('the end of a co-op game', () => {
  test('the first loss stands: a later one in the same moment changes nothing', () => {
    const t = new Scenario(2, { mode: 'coop' }).at(0);
    crewLoses(t.s, 'first', 'mold', ctxOf(t));
    crewLoses(t.s, 'second', 'captured', ctxOf(t));
    assert.equal(t.s.over?.details?.cause, 'mold');
    assert.equal(t.events.filter((e) => e.rule.startsWith('end.')).length, 1);
  });
});

describe('facing death', () => {
  test('a crew member already out does not face death again', () => {
    const t = new Scenario(3, { level: 'hard' }).at(0);
    faceDeath(t.s, 1, 'test', ctxOf(t));
    faceDeath(t.s, 1, 'test', ctxOf(t));
    assert.deepEqual(t.s.out, [1]);
  });

  test('an escaped crew member never faces death', () => {
    const t = new Scenario(3, { level: 'hard' }).at(0);
    t.s.escaped = [2];
    faceDeath(t.s, 2, 'test', ctxOf(t));
    assert.deepEqual(t.s.out, []);
  });

  test('once the game is over nobody faces death', () => {
    const t = new Scenario(3, { level: 'hard' }).at(0);
    t.s.over = { summary: 'over', ranks: [1, 2, 2], winners: [0], details: {} };
    faceDeath(t.s, 1, 'test', ctxOf(t));
    assert.deepEqual(t.s.out, []);
  });
});

describe('hard level: the life-support countdown goes on', () => {
  test('Sole Survivor: after the crew without suits faced death, a new round of grace starts from that turn', () => {
    const t = new Scenario(3, { level: 'hard' }).at(0).cubes({ [LS]: 1 });
    t.s.gear[0] = ['suit'];
    t.s.gear[2] = ['suit'];
    // Seat 2 holds a card, so the damage roll waits in its window: the check below comes before it.
    t.hand(2, 'override');
    t.s.ext[HARD] = { lsf: 0 } as never;
    t.s.active = 0;
    t.s.stack = [{ t: 'turn', seat: 0, left: 3, ph: 0 }];
    drain(t.s, ctxOf(t));
    assert.equal(t.top()?.t, 'win', 'the damage roll has not resolved yet');
    assert.deepEqual(t.s.out, [1], 'seat 1 had no suit');
    assert.equal(t.s.over, null, 'Sole Survivor goes on');
    assert.equal((t.s.ext[HARD] as unknown as HardExt).lsf, 0, 'the next deadline is seat 0’s next turn');
  });
});
