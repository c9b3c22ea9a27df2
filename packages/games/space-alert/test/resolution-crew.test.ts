import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { outcomeOf } from '../src/resolution/mission.ts';
import { damageZone } from '../src/ship/damage.ts';
import { knockOut } from '../src/ship/knockout.ts';
import { observationPoints } from '../src/ship/observation.ts';
import type { DamageTile } from '../src/types.ts';
import { advance, run, runUntil, slot } from './resolution-helpers.ts';

/** Keeps the computer maintained from the bridge. */
const M = 'C - - C - - - C';
/** From the bridge: take the lower red squad (turn 3), back up (turn 4), launch (turn 5). */
const PILOT = '< ^ C ^ C';

describe('battlebots and interceptors', () => {
  test('C in a battlebot station takes the stored squad; a second taker finds none', () => {
    const ctx = runUntil({ plans: ['> C', '> - C', M] }, 3);
    assert.equal(ctx.s.crew[0]?.squad, 0);
    assert.equal(ctx.s.ship.bots[0]?.leader, 0);
    assert.equal(ctx.s.crew[1]?.squad, null);
  });
  test('launching needs an active squad: without one nothing happens', () => {
    const ctx = runUntil({ plans: ['< C', M] }, 2);
    assert.equal(ctx.s.crew[0]?.inSpace, false);
  });
  test('launch, stay out with the battlebot action, come back on an empty slot', () => {
    const at5 = runUntil({ plans: [`${PILOT} X -`, M] }, 5);
    assert.equal(at5.s.crew[0]?.inSpace, true);
    assert.deepEqual(
      at5.s.ship.shots.map((s) => s.weapon),
      ['interceptors'],
    );
    assert.deepEqual(at5.s.ship.shots[0]?.power, [3, 0, 0]);
    assert.equal(at5.s.ship.shots[0]?.spread, 1);
    const at6 = runUntil({ plans: [`${PILOT} X -`, M] }, 6);
    assert.equal(at6.s.crew[0]?.inSpace, true);
    const at7 = runUntil({ plans: [`${PILOT} X -`, M] }, 7);
    assert.equal(at7.s.crew[0]?.inSpace, false);
    assert.deepEqual(at7.s.crew[0]?.station, { zone: 'red', deck: 'upper' });
  });
  test('heroic battlebots in space strike 4 alone or 2 each', () => {
    const ctx = runUntil({ plans: [`${PILOT} hX`, M] }, 6);
    assert.deepEqual(ctx.s.ship.shots[0]?.power, [4, 0, 0]);
    assert.equal(ctx.s.ship.shots[0]?.spread, 2);
  });
  test('any other card in space is delayed, so the pilot comes back and does it next turn', () => {
    const { s } = run({ plans: [`${PILOT} A`, M] });
    assert.deepEqual(s.crew[0]?.plan.slice(4, 7), [slot('C'), null, slot('A')]);
    assert.equal(s.crew[0]?.inSpace, false);
  });
  test('only one crew member can be out', () => {
    const ctx = runUntil({ plans: [`${PILOT} X`, '> C < < C', M] }, 5);
    assert.equal(ctx.s.crew.filter((c) => c.inSpace).length, 1);
  });
  test('the computer check does not delay a pilot in space', () => {
    // Nobody maintains in phase 3: the turn-9 check delays the crew aboard, not the pilot.
    const { s } = run({ plans: [`${PILOT} X X X X X X X`, 'C - - C - - - - - A'] });
    assert.deepEqual(s.crew[0]?.plan.slice(8, 11), [slot('X'), slot('X'), slot('X')]);
    assert.deepEqual(s.crew[1]?.plan.slice(9, 11), [null, slot('A')]);
  });
  test('a knocked-out pilot leaves space and the squad is disabled', () => {
    const ctx = runUntil({ plans: [`${PILOT} X`, M] }, 5);
    knockOut(ctx, 0);
    assert.equal(ctx.s.crew[0]?.inSpace, false);
    assert.equal(ctx.s.ship.bots[1]?.disabled, true);
  });
});

describe('rockets', () => {
  test('C in lower blue launches one rocket; it flies a turn and hits the next', () => {
    const at3 = runUntil({ plans: ['> ^ C', M] }, 3);
    assert.equal(at3.s.ship.rockets, 2);
    assert.equal(at3.s.ship.rocketLaunched, 3);
    assert.equal(at3.s.ship.shots.length, 0, 'no hit in the launch turn');
    const at4 = runUntil({ plans: ['> ^ C', M] }, 4);
    assert.deepEqual(
      at4.s.ship.shots.map((s) => [s.weapon, ...s.power]),
      [['rocket', 3, 3, 0]],
    );
  });
  test('at most one rocket a turn', () => {
    const ctx = runUntil({ plans: ['> ^ C', '> ^ - C', '- - - -', M] }, 3);
    assert.equal(ctx.s.ship.rockets, 2);
  });
  test('a rocket launched on turn 12 still hits on turn 13', () => {
    const { out, s } = run({ plans: ['> ^ - - - - - - - - - C', M] });
    assert.equal(s.ship.rockets, 2);
    assert.ok(out.frames.some((f) => f.turn === 13 && f.rule === 'damage.rocket-lost'));
  });
});

describe('visual confirmation', () => {
  test('1, 2, 3 observers score 1, 2, 3; each further one 2 more', () => {
    assert.deepEqual([1, 2, 3, 4, 5].map(observationPoints), [1, 2, 3, 5, 7]);
  });
  test('each phase scores its best turn', () => {
    // phase 1: 2 observers on turn 2 (best), phase 2: 1 observer on turn 4
    const { out } = run({ plans: ['^ C C C', '^ C', M] });
    assert.equal(out.score.visualConfirmation, 2 + 1);
  });
});

describe('heroic moves', () => {
  test('a heroic move goes straight to its station, across decks, using no lift', () => {
    const ctx = runUntil({ plans: ['@lower-blue', '^'] }, 1);
    assert.deepEqual(ctx.s.crew[0]?.station, { zone: 'blue', deck: 'lower' });
    assert.equal(ctx.s.ship.liftUsers.white, 1, 'only the second crew member used a lift');
  });
  test('sealed doors stop a heroic move at the nearest reachable zone', () => {
    const ctx = runUntil({ plans: ['@lower-blue'] }, 0);
    ctx.s.ship.sealed.whiteBlue = true;
    advance(ctx, 1);
    assert.deepEqual(ctx.s.crew[0]?.station, { zone: 'white', deck: 'lower' });
  });
});

describe('scoring', () => {
  test('damage penalty: every tile plus the worst zone once more; 2 per knock-out; 1 per disabled squad', () => {
    const { out } = run({
      plans: ['> C', M],
      options: { carriedDamage: { red: ['structural', 'lift'], blue: ['structural'] } },
    });
    assert.equal(out.score.damagePenalty, 3 + 2);
    assert.equal(out.score.total, -5);
    const ctx = runUntil({ plans: ['> C', M] }, 2);
    knockOut(ctx, 0);
    advance(ctx, 13);
    const { score } = outcomeOf(ctx);
    assert.equal(score.knockoutPenalty, 2);
    assert.equal(score.botsPenalty, 1);
    assert.equal(score.total, -3);
  });
  test('six tiles in a zone do not destroy the ship; a destroyed ship scores 0', () => {
    const six = { red: ['structural', 'lift', 'shield', 'reactor', 'upper-weapon', 'lower-weapon'] as DamageTile[] };
    const { out } = run({ plans: [M], options: { carriedDamage: six } });
    assert.equal(out.survived, true);
    assert.equal(out.score.total, -12);
    const ctx = runUntil({ plans: [M], options: { carriedDamage: six } }, 3);
    damageZone(ctx, 'red', 1);
    advance(ctx, 13);
    const lost = outcomeOf(ctx);
    assert.equal(lost.survived, false);
    assert.equal(lost.destroyed?.turn, 3);
    assert.equal(lost.score.total, 0);
    assert.equal(lost.score.damagePenalty, 12, 'the breakdown is kept for the record');
  });
});
