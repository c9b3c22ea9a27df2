/**
 * The battlebot squads one rule at a time, on a ship set up by hand: who may take a stored squad, which
 * squad C hands over when two are stored in one station, the exchange of a disabled squad, the attack
 * without an active squad, and the Squad Leader's reactivation.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activeSquad, botsAction, reactivateBots, takeBots } from '../src/ship/battlebots.ts';
import type { Ctx, ThreatEngine } from '../src/state.ts';
import { NO_THREATS, runUntil } from './resolution-helpers.ts';

/** A ship before the first turn, crew 0 and crew 1 standing in lower red (the red squad's home). */
function ship(engine: ThreatEngine = NO_THREATS): Ctx {
  const ctx = runUntil({ plans: ['-', '-'] }, 0, engine);
  for (const c of ctx.s.crew) c.station = { zone: 'red', deck: 'lower' };
  return ctx;
}

test('activeSquad: none without a squad, the squad when it is active, none when it is disabled', () => {
  const ctx = ship();
  assert.equal(activeSquad(ctx, 0), null);
  assert.ok(takeBots(ctx, 0));
  assert.equal(activeSquad(ctx, 0), 1, 'crew 1 leads the lower red squad');
  (ctx.s.ship.bots[1] as { disabled: boolean }).disabled = true;
  assert.equal(activeSquad(ctx, 0), null);
  assert.equal(activeSquad(ctx, 9), null, 'no such crew member');
});

test('C takes the squad stored here; a squad someone leads is not taken; a leader takes no second squad', () => {
  const ctx = ship();
  assert.ok(takeBots(ctx, 0));
  assert.deepEqual([ctx.s.crew[0]?.squad, ctx.s.ship.bots[1]?.leader], [1, 0]);
  assert.equal(takeBots(ctx, 1), false, 'the only squad here is led by crew 1');
  assert.equal(ctx.s.crew[1]?.squad, null);
  // Crew 1 walks to upper blue, where the other squad is stored: leading one, it takes nothing more.
  (ctx.s.crew[0] as { station: unknown }).station = { zone: 'blue', deck: 'upper' };
  assert.equal(takeBots(ctx, 0), false);
  assert.deepEqual([ctx.s.crew[0]?.squad, ctx.s.ship.bots[0]?.leader], [1, null]);
});

test('two squads stored in one station: C hands over the active one, whichever order they are in', () => {
  for (const activeFirst of [true, false]) {
    const ctx = ship();
    const [a, b] = ctx.s.ship.bots as { home: unknown; disabled: boolean }[];
    if (!a || !b) throw new Error('two squads');
    a.home = { zone: 'red', deck: 'lower' };
    (activeFirst ? b : a).disabled = true;
    assert.ok(takeBots(ctx, 0));
    assert.equal(ctx.s.crew[0]?.squad, activeFirst ? 0 : 1, `active squad ${activeFirst ? 'first' : 'second'}`);
    assert.equal(activeSquad(ctx, 0), ctx.s.crew[0]?.squad);
  }
});

test('only a disabled squad stored here: C takes it (it is a squad nobody leads)', () => {
  const ctx = ship();
  (ctx.s.ship.bots[1] as { disabled: boolean }).disabled = true;
  assert.ok(takeBots(ctx, 0));
  assert.equal(ctx.s.crew[0]?.squad, 1);
  assert.equal(activeSquad(ctx, 0), null);
});

test('the exchange: the disabled squad stays in this station, the active one follows; without one stored, nothing', () => {
  const ctx = ship();
  assert.ok(takeBots(ctx, 0));
  (ctx.s.ship.bots[1] as { disabled: boolean }).disabled = true;
  // In lower red only the squad crew 1 leads is "stored": no active squad to exchange for.
  assert.equal(takeBots(ctx, 0), false);
  assert.equal(ctx.s.crew[0]?.squad, 1);
  // In upper blue the other squad waits.
  (ctx.s.crew[0] as { station: unknown }).station = { zone: 'blue', deck: 'upper' };
  assert.ok(takeBots(ctx, 0));
  const [blue, red] = ctx.s.ship.bots;
  assert.equal(ctx.s.crew[0]?.squad, 0);
  assert.deepEqual([blue?.leader, blue?.disabled], [0, false]);
  assert.deepEqual([red?.leader, red?.disabled], [null, true]);
  assert.deepEqual(
    red?.home,
    { zone: 'blue', deck: 'upper' },
    'the disabled squad is left where the exchange happened',
  );
});

test('no exchange for another disabled squad: a leader of a disabled squad keeps it', () => {
  const ctx = ship();
  assert.ok(takeBots(ctx, 0));
  const [blue, red] = ctx.s.ship.bots as { disabled: boolean }[];
  if (!blue || !red) throw new Error('two squads');
  red.disabled = true;
  blue.disabled = true;
  (ctx.s.crew[0] as { station: unknown }).station = { zone: 'blue', deck: 'upper' };
  assert.equal(takeBots(ctx, 0), false);
  assert.equal(ctx.s.crew[0]?.squad, 1);
  assert.equal(ctx.s.ship.bots[0]?.leader, null);
});

test('the battlebot action reaches the threat layer only with an active squad, with strength 2 when heroic', () => {
  const calls: [number, string, number][] = [];
  const engine: ThreatEngine = {
    ...NO_THREATS,
    crewAction: (_ctx, crew, action, strength) => {
      calls.push([crew, action, strength]);
      return true;
    },
  };
  const ctx = ship(engine);
  // An intruder must be on board for the threat layer to be asked.
  ctx.s.threats.push({ zone: 'internal', state: 'active' } as never);
  botsAction(ctx, 0, false);
  assert.deepEqual(calls, [], 'no squad: nothing happens');
  assert.ok(takeBots(ctx, 0));
  botsAction(ctx, 0, false);
  botsAction(ctx, 0, true);
  assert.deepEqual(calls, [
    [0, 'bots', 1],
    [0, 'bots', 2],
  ]);
  (ctx.s.ship.bots[1] as { disabled: boolean }).disabled = true;
  botsAction(ctx, 0, false);
  assert.equal(calls.length, 2, 'a disabled squad does nothing');
});

test('Squad Leader: a disabled squad led by the player is active again; nothing to do otherwise', () => {
  const ctx = ship();
  assert.equal(reactivateBots(ctx, 0), false, 'no squad');
  assert.ok(takeBots(ctx, 0));
  assert.equal(reactivateBots(ctx, 0), false, 'already active');
  (ctx.s.ship.bots[1] as { disabled: boolean }).disabled = true;
  assert.equal(reactivateBots(ctx, 0), true);
  assert.equal(ctx.s.ship.bots[1]?.disabled, false);
  assert.equal(activeSquad(ctx, 0), 1);
});
