/**
 * A threat leaving the board, one rule at a time: a destroyed threat's lasting ship effects end with
 * it (sealed doors, shields, doubled damage), and only its own; what a destruction sets off (the
 * Leviathan Tanker's explosion, an asteroid's debris, the knock-outs of the Seeker, the Parasite and
 * the Overheated Reactor); a threat leaves only once.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { station } from '../src/state.ts';
import { destroyThreat, survive } from '../src/threats/lifecycle.ts';
import { rt } from '../src/threats/runtime.ts';
import { board, damage, place, shields } from './threats-helpers.ts';

test('a destroyed Breached Airlock opens the sealed doors; another threat destroyed does not', () => {
  const ctx = board();
  const airlock = place(ctx, 'I3-104', 'internal');
  const fighter = place(ctx, 'E1-07', 'red');
  ctx.s.ship.sealed = { redWhite: true, whiteBlue: true };
  destroyThreat(ctx, fighter, 0);
  assert.deepEqual(ctx.s.ship.sealed, { redWhite: true, whiteBlue: true });
  destroyThreat(ctx, airlock, 0);
  assert.deepEqual(ctx.s.ship.sealed, { redWhite: false, whiteBlue: false });
});

test('a destroyed Reversed Shields gives the shields back; another threat destroyed does not', () => {
  const ctx = board();
  const reversed = place(ctx, 'I3-103', 'internal');
  const fighter = place(ctx, 'E1-07', 'red');
  ctx.s.ship.shieldsMode = 'reversed';
  destroyThreat(ctx, fighter, 0);
  assert.equal(ctx.s.ship.shieldsMode, 'reversed');
  destroyThreat(ctx, reversed, 0);
  assert.equal(ctx.s.ship.shieldsMode, 'normal');
});

test('a destroyed Fissure stops the doubled damage; another threat destroyed does not', () => {
  const ctx = board();
  const fissure = place(ctx, 'SI1-04', 'internal');
  const fighter = place(ctx, 'E1-07', 'red');
  for (const z of ['red', 'white', 'blue'] as const) ctx.s.ship.zones[z].damageFactor = 2;
  destroyThreat(ctx, fighter, 0);
  assert.equal(ctx.s.ship.zones.red.damageFactor, 2);
  destroyThreat(ctx, fissure, 0);
  assert.deepEqual(
    (['red', 'white', 'blue'] as const).map((z) => ctx.s.ship.zones[z].damageFactor),
    [1, 1, 1],
  );
});

test('a threat is destroyed once: one that survived or was destroyed stays as it is', () => {
  const ctx = board();
  const fighter = place(ctx, 'E1-07', 'red');
  survive(ctx, fighter);
  assert.equal(fighter.state, 'survived');
  destroyThreat(ctx, fighter, 0);
  assert.equal(fighter.state, 'survived');
  const other = place(ctx, 'E1-07', 'blue');
  destroyThreat(ctx, other, 0);
  survive(ctx, other);
  assert.equal(other.state, 'destroyed');
});

test("the Leviathan Tanker's explosion: 1 damage to every other external threat on the board, none to internal ones", () => {
  const ctx = board();
  const tanker = place(ctx, 'SE1-03', 'white');
  const weak = place(ctx, 'E1-07', 'red');
  weak.damage = 3;
  const whole = place(ctx, 'E1-07', 'blue');
  const gone = place(ctx, 'E1-07', 'blue');
  gone.state = 'survived';
  const inside = place(ctx, 'I3-104', 'internal');
  destroyThreat(ctx, tanker, 0);
  assert.deepEqual([weak.state, weak.damage], ['destroyed', 4], 'its last point of health');
  assert.deepEqual([whole.state, whole.damage], ['active', 1]);
  assert.equal(gone.damage, 0, 'a threat no longer on the board');
  assert.equal(inside.damage, 0, 'an internal threat');
  assert.equal(tanker.damage, 0, 'not itself');
});

test('an asteroid blown apart: its debris strikes once for each X or Y square it passed', () => {
  for (const [passed, hits] of [
    [0, 0],
    [2, 2],
  ] as const) {
    const ctx = board();
    shields(ctx, 0, 0, 0);
    const rock = place(ctx, 'E2-07', 'blue');
    rt(rock).passed = passed;
    destroyThreat(ctx, rock, 0);
    assert.deepEqual(damage(ctx), [0, 0, hits], `${passed} passed`);
  }
});

test('the Seeker knocks out the crew member whose action destroyed it, and nobody else', () => {
  const ctx = board();
  const seeker = place(ctx, 'SI2-02', 'internal');
  ctx.s.crew[1]!.station = station('red', 'lower');
  ctx.s.crew[2]!.station = station('blue', 'lower');
  destroyThreat(ctx, seeker, 0);
  assert.deepEqual(
    ctx.s.crew.map((c) => c.knockedOut),
    [true, false, false, false],
  );
  const together = board();
  const shot = place(together, 'SI2-02', 'internal');
  destroyThreat(together, shot, -1);
  assert.deepEqual(
    together.s.crew.map((c) => c.knockedOut),
    [false, false, false, false],
    'destroyed by no one crew member',
  );
});

test('a destroyed Parasite knocks out its host, whoever that is', () => {
  for (const host of [0, 2]) {
    const ctx = board();
    const parasite = place(ctx, 'SI3-107', 'internal');
    rt(parasite).host = host;
    destroyThreat(ctx, parasite, 1);
    assert.deepEqual(
      ctx.s.crew.map((c) => c.knockedOut),
      [0, 1, 2, 3].map((i) => i === host),
      `host ${host}`,
    );
  }
  const ctx = board();
  const loose = place(ctx, 'SI3-107', 'internal');
  destroyThreat(ctx, loose, 1);
  assert.deepEqual(
    ctx.s.crew.map((c) => c.knockedOut),
    [false, false, false, false],
    'no host yet',
  );
});

test("the Overheated Reactor's fix knocks out whoever stands in lower red and lower blue", () => {
  const ctx = board();
  const reactor = place(ctx, 'I2-06', 'internal');
  ctx.s.crew[0]!.station = station('white', 'lower');
  ctx.s.crew[1]!.station = station('red', 'lower');
  ctx.s.crew[2]!.station = station('blue', 'lower');
  ctx.s.crew[3]!.station = station('red', 'upper');
  destroyThreat(ctx, reactor, 0);
  assert.deepEqual(
    ctx.s.crew.map((c) => c.knockedOut),
    [false, true, true, false],
  );
});
