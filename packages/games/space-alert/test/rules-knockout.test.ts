/**
 * Knock-outs one rule at a time, on a ship set up by hand: a knocked-out crew member stays out and
 * their squad is disabled; an advanced Medic protects everyone in their station (not crew out in
 * space, and not when the Medic is out in space); a card protected by advanced Special Ops protects its
 * player.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { disableBots, isProtected, knockOut } from '../src/ship/knockout.ts';
import { takeBots } from '../src/ship/battlebots.ts';
import { type Ctx, station } from '../src/state.ts';
import { runUntil } from './resolution-helpers.ts';

/** Three crew before the first turn, all in lower red (the red squad's home). */
function ship(): Ctx {
  const ctx = runUntil({ plans: ['-', '-', '-'] }, 0);
  for (const c of ctx.s.crew) c.station = station('red', 'lower');
  return ctx;
}

test('a knock-out is for the rest of the mission: once out, a second knock-out does nothing', () => {
  const ctx = ship();
  assert.equal(knockOut(ctx, 0), true);
  assert.equal(ctx.s.crew[0]?.knockedOut, true);
  assert.equal(knockOut(ctx, 0), false, 'already out');
  assert.equal(ctx.s.crew[0]?.knockedOut, true);
  assert.equal(ctx.s.crew[1]?.knockedOut, false, 'only that crew member');
});

test('a crew member knocked out in space is brought back aboard, out', () => {
  const ctx = ship();
  const c = ctx.s.crew[0];
  if (!c) throw new Error('crew 0');
  c.inSpace = true;
  c.station = station('red', 'upper');
  assert.ok(knockOut(ctx, 0));
  assert.deepEqual([c.knockedOut, c.inSpace], [true, false]);
});

test('the squad a knocked-out crew member leads is disabled; nobody else is affected', () => {
  const ctx = ship();
  assert.ok(takeBots(ctx, 0));
  assert.ok(knockOut(ctx, 0));
  assert.equal(ctx.s.ship.bots[1]?.disabled, true, 'the red squad crew 1 led');
  assert.equal(ctx.s.ship.bots[0]?.disabled, false, 'the blue squad, stored, is untouched');
  // Without a squad, a knock-out disables nothing.
  assert.ok(knockOut(ctx, 1));
  assert.equal(ctx.s.ship.bots[0]?.disabled, false);
});

test('disableBots disables only the squad that crew member leads, and stays disabled', () => {
  const ctx = ship();
  disableBots(ctx, 0);
  assert.deepEqual(
    ctx.s.ship.bots.map((b) => b.disabled),
    [false, false],
    'no squad led: nothing disabled',
  );
  assert.ok(takeBots(ctx, 0));
  disableBots(ctx, 0);
  disableBots(ctx, 0);
  assert.deepEqual(
    ctx.s.ship.bots.map((b) => b.disabled),
    [false, true],
  );
});

test('a crew member who does not exist is not protected and cannot be knocked out or lose a squad', () => {
  const ctx = ship();
  assert.equal(isProtected(ctx, 9), false);
  assert.equal(knockOut(ctx, 9), false);
  disableBots(ctx, 9);
  assert.deepEqual(
    ctx.s.ship.bots.map((b) => b.disabled),
    [false, false],
  );
});

test("an advanced Medic protects everyone in the Medic's station this turn, the Medic too, nobody elsewhere", () => {
  const ctx = ship();
  const [a, b, medic] = ctx.s.crew;
  if (!a || !b || !medic) throw new Error('three crew');
  medic.station = station('white', 'upper');
  a.station = station('white', 'upper');
  b.station = station('white', 'lower');
  ctx.s.ship.shielded = [2];
  assert.deepEqual([isProtected(ctx, 0), isProtected(ctx, 1), isProtected(ctx, 2)], [true, false, true]);
  assert.equal(knockOut(ctx, 0), false);
  assert.equal(a.knockedOut, false);
  assert.equal(knockOut(ctx, 1), true);
  // The protection goes where the Medic is now.
  medic.station = station('white', 'lower');
  assert.deepEqual([isProtected(ctx, 0), isProtected(ctx, 2)], [false, true]);
});

test('a crew member out in space is not in a station: the Medic does not protect them', () => {
  const ctx = ship();
  const [a, , medic] = ctx.s.crew;
  if (!a || !medic) throw new Error('three crew');
  medic.station = station('red', 'upper');
  a.station = station('red', 'upper');
  a.inSpace = true;
  ctx.s.ship.shielded = [2];
  assert.equal(isProtected(ctx, 0), false);
  assert.equal(knockOut(ctx, 0), true);
});

test('a Medic out in space protects nobody', () => {
  const ctx = ship();
  const [a, , medic] = ctx.s.crew;
  if (!a || !medic) throw new Error('three crew');
  medic.station = station('red', 'upper');
  medic.inSpace = true;
  a.station = station('red', 'upper');
  ctx.s.ship.shielded = [2];
  assert.equal(isProtected(ctx, 0), false);
  assert.equal(isProtected(ctx, 2), false, 'nor the Medic, who is not in a station either');
  assert.equal(knockOut(ctx, 0), true);
});

test("advanced Special Ops: a protected card's player cannot be knocked out that turn, even in space", () => {
  const ctx = ship();
  const a = ctx.s.crew[0];
  if (!a) throw new Error('crew 0');
  a.inSpace = true;
  a.protectedTurn = ctx.s.turn;
  assert.equal(isProtected(ctx, 0), true);
  assert.equal(knockOut(ctx, 0), false);
  a.protectedTurn = ctx.s.turn + 1;
  assert.equal(isProtected(ctx, 0), false, 'another turn');
  assert.equal(knockOut(ctx, 0), true);
});
