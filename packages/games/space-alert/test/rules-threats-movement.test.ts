/**
 * A threat's move, one rule at a time: the Ninja's poison ends when it leaves at Z (only its poison),
 * the aftermath of a destroyed Ninja or Rabid Beast strikes at Z and only with its aftermath effects,
 * a Parasite whose host is knocked out has no further effect and counts as survived, a Parasite
 * without a host does nothing at its squares, and a threat off the board does not move.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { station } from '../src/state.ts';
import { destroyThreat } from '../src/threats/lifecycle.ts';
import { act, advance, hostLost } from '../src/threats/movement.ts';
import { rt } from '../src/threats/runtime.ts';
import { runSquare } from '../src/threats/squares.ts';
import { board, damage, place, shields } from './threats-helpers.ts';

test("the Ninja's poison ends when the Ninja leaves at Z; another threat's Z leaves it", () => {
  const ctx = board({ crew: 2 });
  shields(ctx, 0, 0, 0);
  const ninja = place(ctx, 'I2-102', 'internal');
  const fighter = place(ctx, 'E1-07', 'blue');
  ctx.s.crew[1]!.marks.poisoned = 1;
  ctx.s.crew[1]!.station = station('red', 'upper');
  ctx.s.crew[0]!.station = station('red', 'upper');
  fighter.position = 2;
  advance(ctx, fighter, 5);
  assert.equal(fighter.state, 'survived');
  assert.equal(ctx.s.crew[1]?.marks.poisoned, 1, 'the Fighter leaving changes nothing');
  ctx.s.crew[0]!.marks.poisoned = 1;
  ninja.position = 2;
  advance(ctx, ninja, 5);
  assert.equal(ninja.state, 'survived');
  assert.deepEqual(
    ctx.s.crew.map((c) => [c.knockedOut, c.marks.poisoned]),
    [
      [true, 0],
      [true, 0],
    ],
    'the poisoned fall at Z, and the poison is gone',
  );
});

test("a destroyed Ninja's aftermath at Z: the poisoned fall, the rockets do not strike", () => {
  const ctx = board({ crew: 2 });
  shields(ctx, 0, 0, 0);
  const ninja = place(ctx, 'I2-102', 'internal');
  ctx.s.crew[0]!.marks.poisoned = 1;
  destroyThreat(ctx, ninja, -1);
  assert.equal(rt(ninja).aftermath, true);
  // Past its X and Y squares: nothing yet.
  advance(ctx, ninja, ninja.position - 2);
  assert.deepEqual(
    ctx.s.crew.map((c) => c.knockedOut),
    [false, false],
  );
  advance(ctx, ninja, 5);
  assert.deepEqual(
    ctx.s.crew.map((c) => [c.knockedOut, c.marks.poisoned]),
    [
      [true, 0],
      [false, 0],
    ],
  );
  assert.deepEqual(damage(ctx), [0, 0, 0], 'no rocket attack in the aftermath');
  assert.equal(rt(ninja).aftermath, false);
});

test("a destroyed Rabid Beast's aftermath at Z: the bitten run amok, its own attack does not come", () => {
  const ctx = board({ crew: 2 });
  shields(ctx, 0, 0, 0);
  const beast = place(ctx, 'SI3-101', 'internal');
  destroyThreat(ctx, beast, -1);
  advance(ctx, beast, 30);
  assert.deepEqual(damage(ctx), [0, 0, 0], 'nobody bitten, and no Attack 4');
  const bitten = board({ crew: 2 });
  shields(bitten, 0, 0, 0);
  const other = place(bitten, 'SI3-101', 'internal');
  bitten.s.crew[1]!.marks.infected = 1;
  bitten.s.crew[1]!.station = station('blue', 'lower');
  destroyThreat(bitten, other, -1);
  advance(bitten, other, 30);
  assert.deepEqual(damage(bitten), [0, 0, 2], 'the bitten crew member does 2 damage where they stand');
  assert.equal(bitten.s.crew[1]?.marks.infected, 0);
});

test('a Parasite whose host is knocked out counts as survived and does not move', () => {
  for (const host of [0, 1]) {
    const ctx = board({ crew: 2 });
    const parasite = place(ctx, 'SI3-107', 'internal');
    rt(parasite).host = host;
    ctx.s.crew[host]!.knockedOut = true;
    const at = parasite.position;
    act(ctx, parasite);
    assert.deepEqual([parasite.state, parasite.position], ['survived', at], `host ${host}`);
  }
  const ctx = board({ crew: 2 });
  const parasite = place(ctx, 'SI3-107', 'internal');
  rt(parasite).host = 0;
  assert.equal(hostLost(ctx, parasite), false, 'the host is up');
  const fighter = place(ctx, 'E1-07', 'red');
  ctx.s.crew[0]!.knockedOut = true;
  assert.equal(hostLost(ctx, fighter), false, 'only a Parasite has a host');
});

test('a Parasite without a host does nothing at its squares; with one, it drains its host zone reactor', () => {
  for (const host of [-1, 0]) {
    const ctx = board({ crew: 2 });
    const parasite = place(ctx, 'SI3-107', 'internal');
    rt(parasite).host = host;
    ctx.s.crew[0]!.station = station('red', 'lower');
    const z = ctx.s.ship.zones;
    advance(ctx, parasite, parasite.position - 1);
    assert.deepEqual(
      [z.red.reactor, z.white.reactor, z.blue.reactor],
      host < 0 ? [2, 3, 2] : [1, 3, 2],
      `host ${host}`,
    );
  }
});

test('a destroyed or survived threat does not move on its turn', () => {
  const ctx = board();
  const gone = place(ctx, 'E1-07', 'red');
  const left = place(ctx, 'E1-07', 'blue');
  destroyThreat(ctx, gone, 0);
  left.state = 'survived';
  const [a, b] = [gone.position, left.position];
  act(ctx, gone);
  act(ctx, left);
  assert.deepEqual([gone.position, left.position], [a, b]);
});

test('when an action destroys the ship, the rest of that square does nothing', () => {
  const ctx = board({ crew: 2 });
  const seeker = place(ctx, 'SI2-02', 'internal');
  ctx.s.ship.zones.white.damage.push('upper-weapon', 'lower-weapon', 'shield', 'reactor', 'lift', 'structural');
  assert.deepEqual(seeker.stations, [station('white', 'upper')]);
  runSquare(ctx, seeker, 'Z');
  assert.ok(ctx.s.destroyed);
  assert.deepEqual(
    ctx.s.crew.map((c) => c.knockedOut),
    [false, false],
    'the knock-out after the attack does not happen',
  );
});
