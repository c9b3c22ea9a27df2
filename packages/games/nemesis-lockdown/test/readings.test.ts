import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { noiseRemoval } from '../src/eventphase.ts';
import { placeIntruder } from '../src/core/intruders.ts';
import { act, corridor, player, position, rules, scripted } from './helpers.ts';

/** Readings of sentences the rulebook leaves open, each pinned by a test (RULES.md, Interpretations). */
describe('noise removal at a section border', () => {
  test('a corridor from a powered section to a staircase (no section) is cleared; one from a dark section is not', () => {
    const s = position(['survivor']);
    player(s, 0).room = 'r10';
    s.power.sections = [1, 2, 3];
    s.power.active = [1];
    corridor(s, 'r3', 'stairs-12').noise = true; // section 1 (powered) to the staircase
    corridor(s, 'stairs-12', 'r4').noise = true; // the staircase to section 2 (dark)
    noiseRemoval(s, scripted([]).ctx);
    assert.equal(corridor(s, 'r3', 'stairs-12').noise, false);
    assert.equal(corridor(s, 'stairs-12', 'r4').noise, true);
  });
});

describe('a careful move that reveals a danger token', () => {
  test('danger places its own noise; the careful marker is not added, so no encounter follows', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = ['run', 'rest', 'focus'];
    s.unseen.exploration = { 'danger:1': 1 };
    const { ctx, events } = scripted([0, 0]); // the tile, then the token
    act(s, 0, { type: 'careful', to: 'r1', exit: 2, pay: ['focus', 'rest'] }, ctx);
    assert.equal(p.room, 'r1');
    assert.ok(!rules(events).includes('encounter.draw'), 'no second marker in a noisy corridor');
    assert.ok(!rules(events).includes('noise.roll'));
    assert.equal(corridor(s, 'r1', 'r2').noise, true, 'danger filled the corridors');
    assert.equal(s.intruders.length, 0);
  });

  test('with an intruder next door, danger brings it in and the careful marker is skipped too', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.hand = ['run', 'rest', 'focus'];
    s.unseen.exploration = { 'danger:1': 1 };
    placeIntruder(s, 'adult', 'r2', scripted([]).ctx);
    s.decisions = [];
    const { ctx } = scripted([0, 0]);
    act(s, 0, { type: 'careful', to: 'r1', exit: 2, pay: ['focus', 'rest'] }, ctx);
    assert.equal(s.intruders[0]?.room, 'r1');
    assert.equal(corridor(s, 'r1', 'r2').noise, false);
  });
});
