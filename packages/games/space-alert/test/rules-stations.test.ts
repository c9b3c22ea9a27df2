/**
 * What one symbol does in a station, one rule at a time: the battlebot symbol only attacks (it is
 * never the station's C), a malfunction's repair replaces the system's action and a repair by A loses
 * the gun's Mechanic mark (002), and a knocked-out crew member's symbol does nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reactivateBots, takeBots } from '../src/ship/battlebots.ts';
import { actionC, performHalf } from '../src/ship/stations.ts';
import { GUN, type Ctx, type ThreatEngine, station } from '../src/state.ts';
import { NO_THREATS, runUntil } from './resolution-helpers.ts';

function ship(engine: ThreatEngine = NO_THREATS): Ctx {
  return runUntil({ plans: ['-', '-'] }, 0, engine);
}

test('the battlebot symbol with no intruder about does nothing: it is not the station C', () => {
  for (const [zone, deck] of [
    ['white', 'upper'],
    ['red', 'lower'],
    ['blue', 'upper'],
    ['white', 'lower'],
  ] as const) {
    const ctx = ship();
    ctx.s.crew[0]!.station = station(zone, deck);
    const before = JSON.stringify(ctx.s);
    performHalf(ctx, 0, { kind: 'action', action: 'bots' }, true);
    assert.equal(JSON.stringify(ctx.s), before, `${deck} ${zone}`);
  }
});

test('a malfunction in the station takes the action as its repair: the gun does not fire', () => {
  const taken: string[] = [];
  const ctx = ship({
    ...NO_THREATS,
    crewAction: (_c, _crew, action) => {
      taken.push(action);
      return true;
    },
  });
  ctx.s.threats.push({ zone: 'internal', state: 'active' } as never);
  ctx.s.crew[0]!.station = station('red', 'upper');
  performHalf(ctx, 0, { kind: 'action', action: 'A' }, true);
  performHalf(ctx, 0, { kind: 'action', action: 'B' }, true);
  assert.deepEqual(taken, ['A', 'B']);
  assert.deepEqual(ctx.s.ship.shots, []);
  assert.deepEqual([ctx.s.ship.zones.red.reactor, ctx.s.ship.zones.red.shield], [2, 1], 'no energy moved');
});

test("a repair by A loses the Mechanic's mark on that station's gun; a repair by B or C keeps it", () => {
  const ctx = ship({ ...NO_THREATS, crewAction: () => true });
  ctx.s.threats.push({ zone: 'internal', state: 'active' } as never);
  ctx.s.crew[0]!.station = station('red', 'upper');
  ctx.s.ship.boosted = GUN.heavyRed | GUN.heavyBlue;
  performHalf(ctx, 0, { kind: 'action', action: 'B' }, true);
  performHalf(ctx, 0, { kind: 'action', action: 'C' }, true);
  assert.equal(ctx.s.ship.boosted, GUN.heavyRed | GUN.heavyBlue);
  performHalf(ctx, 0, { kind: 'action', action: 'A' }, true);
  assert.equal(ctx.s.ship.boosted, GUN.heavyBlue, 'only the red heavy laser lost its mark');
});

test("a knocked-out crew member's symbol does nothing", () => {
  const ctx = ship();
  const c = ctx.s.crew[0];
  if (!c) throw new Error('crew 0');
  c.knockedOut = true;
  const before = JSON.stringify(ctx.s.ship);
  for (const action of ['A', 'B', 'C', 'bots'] as const) performHalf(ctx, 0, { kind: 'action', action }, true);
  performHalf(ctx, 0, { kind: 'move', move: 'red' }, true);
  assert.equal(JSON.stringify(ctx.s.ship), before);
  assert.deepEqual(c.station, station('white', 'upper'));
});

test('C by a crew member who does not exist does nothing', () => {
  const ctx = ship();
  const before = JSON.stringify(ctx.s);
  actionC(ctx, 9);
  assert.equal(JSON.stringify(ctx.s), before);
});

test('battlebots of a crew member who does not exist: none taken, none reactivated', () => {
  const ctx = ship();
  assert.equal(takeBots(ctx, 9), false);
  assert.equal(reactivateBots(ctx, 9), false);
  assert.deepEqual(
    ctx.s.ship.bots.map((b) => [b.leader, b.disabled]),
    [
      [null, false],
      [null, false],
    ],
  );
});
