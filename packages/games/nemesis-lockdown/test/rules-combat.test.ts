import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { drawEvent, faceHits, injure, melee, offersDiscard, shoot } from '../src/core/combat.ts';
import { placeIntruder } from '../src/core/intruders.ts';
import { COMBAT_DIE } from '../src/data/rooms.ts';
import type { GameState } from '../src/types.ts';
import { CLEAN } from '../src/types.ts';
import { player, position, scripted } from './helpers.ts';

/** 004, combat: die faces, shooting and melee, injuries and the intruders' death, flight and decks. */
const DOUBLE = COMBAT_DIE.indexOf('double');
const ADULT = COMBAT_DIE.indexOf('adult');
const HIT = COMBAT_DIE.indexOf('hit');
const MISS = COMBAT_DIE.indexOf('miss');

/** Seat 0 in r1 without power (the combat die), facing an intruder of that kind. */
function facing(kind: 'adult' | 'breeder'): { s: GameState; intr: ReturnType<typeof placeIntruder> } {
  const s = position(['survivor', 'sentry']);
  s.firstEncounterDone = true;
  s.decisions = [];
  s.power.active = [];
  player(s, 0).room = 'r1';
  const intr = placeIntruder(s, kind, 'r1', scripted([]).ctx);
  s.attackDeck = { bite: 5 }; // blood 4: one or two injuries never kill
  return { s, intr };
}

describe('die faces', () => {
  test('the small-intruder face hits larvae, creepers and eggs, not adults', () => {
    assert.equal(faceHits('small', 'larva', false), 1);
    assert.equal(faceHits('small', 'creeper', false), 1);
    assert.equal(faceHits('small', 'egg', false), 1);
    assert.equal(faceHits('small', 'adult', false), 0);
  });

  test('a scanned contamination card is no action card to discard for the advantage die', () => {
    const p = player(position(['survivor']), 0);
    p.hand = [CLEAN];
    assert.equal(offersDiscard('card-one', p), false);
  });
});

describe('shooting', () => {
  test('a double is two injuries when shooting', () => {
    const { s, intr } = facing('adult');
    const p = player(s, 0);
    assert.equal(shoot(s, p, { name: 'sentry-rifle', ammo: 3 }, intr, scripted([DOUBLE, 0]).ctx), 2);
    assert.equal(intr.injuries, 2);
  });

  test("the Scientist's Pistol counts a double as one injury, and gives nothing to a face that misses", () => {
    const { s, intr } = facing('adult');
    const p = player(s, 0);
    assert.equal(shoot(s, p, { name: 'scientists-pistol', ammo: 2 }, intr, scripted([DOUBLE, 0]).ctx), 1);
    const b = facing('breeder');
    const q = player(b.s, 0);
    assert.equal(shoot(b.s, q, { name: 'scientists-pistol', ammo: 2 }, b.intr, scripted([ADULT]).ctx), 0);
    assert.equal(b.intr.injuries, 0);
  });
});

describe('melee', () => {
  test('a double is one injury in melee; a bonus adds to a hit', () => {
    const { s, intr } = facing('adult');
    const p = player(s, 0);
    assert.equal(melee(s, p, intr, scripted([DOUBLE, 0]).ctx), 1);
    assert.equal(intr.injuries, 1);
    assert.equal(melee(s, p, intr, scripted([HIT, 0]).ctx, 1), 2);
    assert.equal(intr.injuries, 3);
    assert.equal(p.serious.length, 0);
  });

  test('a miss stays a miss with a bonus, and costs a serious wound', () => {
    const { s, intr } = facing('adult');
    const p = player(s, 0);
    assert.equal(melee(s, p, intr, scripted([MISS, 0]).ctx, 1), 0);
    assert.equal(intr.injuries, 0);
    assert.equal(p.serious.length, 1);
  });
});

describe('injuries', () => {
  test('a breeder checks two attack cards: 4 + 4 blood endure 5 injuries', () => {
    const { s, intr } = facing('breeder');
    assert.equal(injure(s, intr, 5, scripted([0, 0]).ctx), 'alive');
  });

  test('a dead adult leaves the board', () => {
    const { s, intr } = facing('adult');
    assert.equal(injure(s, intr, 4, scripted([0]).ctx), 'dead');
    assert.ok(!s.intruders.includes(intr));
  });

  test('an empty event deck takes its discard pile back before the draw', () => {
    const s = position(['survivor']);
    s.eventDeck = {};
    s.eventDiscard = ['footsteps', 'gathering'];
    assert.equal(drawEvent(s, scripted([1]).ctx), 'gathering');
    assert.deepEqual(s.eventDeck, { footsteps: 1 });
    assert.deepEqual(s.eventDiscard, []);
  });
});
