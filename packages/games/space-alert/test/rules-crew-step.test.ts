/**
 * The Player Actions step one rule at a time: the Medic's card before the captain (its move first,
 * then the stimulant for everyone in the Medic's station, or the advanced shield), each card used
 * within the specialization's level, the stimulant on a card's first symbol only, Double Actions
 * (002), the step ending when the ship is destroyed, and advanced Special Ops' move done once.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playerActions } from '../src/resolution/crew.ts';
import { destroyShip } from '../src/ship/damage.ts';
import { type Ctx, type ThreatEngine, station } from '../src/state.ts';
import type { CrewSpecialization, PlannedStep } from '../src/types.ts';
import { NO_THREATS, runUntil, slot } from './resolution-helpers.ts';

const MEDIC: PlannedStep = { kind: 'special', spec: 'medic', advanced: false };

/** A program: slot codes, or a special card given as a step. */
function program(...slots: (string | PlannedStep)[]): PlannedStep[] {
  const out = slots.map((x) => (typeof x === 'string' ? slot(x) : x));
  while (out.length < 12) out.push(null);
  return out;
}

function medics(level: 1 | 2 | 3, crew = 4): (CrewSpecialization | null)[] {
  return [{ spec: 'medic', level }, ...new Array(crew - 1).fill(null)];
}

/** The shots of a turn, as [gun, zone, strength at distance 1] by crew member. */
function shots(ctx: Ctx): [number, string, string, number][] {
  return ctx.s.ship.shots.map((s) => [s.by, s.weapon, s.zone, s.power[0]]);
}

test("the Medic's stimulant: everyone in the Medic's station acts heroically this turn, nobody elsewhere", () => {
  // Turn 1 takes crew 2 down the white lift and crew 3 to upper red; turn 2 the Medic (crew 0, on the
  // bridge) plays the card and everyone else fires.
  const ctx = runUntil(
    {
      plans: [program('-', MEDIC), program('-', 'A'), program('^', 'A'), program('<', 'A')],
      options: { specializations: medics(1) },
    },
    2,
  );
  assert.deepEqual(shots(ctx), [
    [1, 'heavy', 'white', 6],
    [2, 'pulse', 'white', 1],
    [3, 'heavy', 'red', 4],
  ]);
});

test("the Medic's move comes first, then the stimulant, all before the captain's action", () => {
  const ctx = runUntil(
    {
      plans: [program('-', { ...MEDIC, with: slot('<') }), program('<', 'A')],
      options: { specializations: medics(1, 2) },
    },
    2,
  );
  assert.deepEqual(ctx.s.crew[0]?.station, station('red', 'upper'));
  assert.deepEqual(shots(ctx), [[1, 'heavy', 'red', 5]]);
});

test("a level-1 Medic's card works once a mission: the second has no effect", () => {
  const ctx = runUntil(
    {
      plans: [program(MEDIC, MEDIC), program('A', 'A')],
      options: { specializations: medics(1, 2) },
    },
    2,
  );
  assert.deepEqual(shots(ctx), [[1, 'heavy', 'white', 5]], 'turn 2: no stimulant');
  const first = runUntil({ plans: [program(MEDIC), program('A')], options: { specializations: medics(1, 2) } }, 1);
  assert.deepEqual(shots(first), [[1, 'heavy', 'white', 6]], 'turn 1: the stimulant');
});

test("a level-3 Medic's card works twice", () => {
  for (const turn of [1, 2]) {
    const ctx = runUntil(
      {
        plans: [program(MEDIC, MEDIC), program('A', 'A')],
        options: { specializations: medics(3, 2) },
      },
      turn,
    );
    assert.deepEqual(shots(ctx), [[1, 'heavy', 'white', 6]], `turn ${turn}`);
  }
});

test('the stimulant makes only the first symbol of a double card heroic', () => {
  const first = runUntil({ plans: [program(MEDIC), program('A+B')], options: { specializations: medics(1, 2) } }, 1);
  assert.deepEqual(shots(first), [[1, 'heavy', 'white', 6]]);
  assert.equal(first.s.ship.zones.white.shield, 3, 'the B fills the shield to 3 of 3, no heroic +1');
  // A C does not use the stimulant, and the A after it is the second symbol: not heroic either.
  const second = runUntil({ plans: [program(MEDIC), program('C+A')], options: { specializations: medics(1, 2) } }, 1);
  assert.deepEqual(shots(second), [[1, 'heavy', 'white', 5]]);
});

test('an advanced Medic: nobody in their station can be knocked out this turn', () => {
  const ctx = runUntil(
    {
      plans: [program({ kind: 'special', spec: 'medic', advanced: true }), program('A')],
      options: { specializations: medics(2, 2) },
    },
    0,
  );
  playerActions(ctx);
  assert.deepEqual(ctx.s.ship.shielded, [0]);
  assert.deepEqual(shots(ctx), [[1, 'heavy', 'white', 5]], 'no stimulant with the advanced card');
});

test('a Medic out in space does not use the card', () => {
  const ctx = runUntil({ plans: [program(MEDIC), program('A')], options: { specializations: medics(1, 2) } }, 0);
  const medic = ctx.s.crew[0];
  if (!medic) throw new Error('crew 0');
  medic.inSpace = true;
  medic.station = station('red', 'upper');
  playerActions(ctx);
  assert.equal(medic.specialUsed, 0);
  assert.deepEqual(shots(ctx), [[1, 'heavy', 'white', 5]]);
});

test('Double Actions: a lift delay on the first symbol slides the card, its second symbol is done next turn', () => {
  const spec = { plans: ['^', '^+A'] };
  const one = runUntil(spec, 1);
  assert.deepEqual(one.s.crew[1]?.station, station('white', 'lower'));
  assert.deepEqual(shots(one), [], 'the A waits');
  const two = runUntil(spec, 2);
  assert.deepEqual(shots(two), [[1, 'pulse', 'white', 1]]);
});

test('when the ship is destroyed during the actions, the crew after that do nothing', () => {
  const engine: ThreatEngine = {
    ...NO_THREATS,
    crewAction: (c, crew) => {
      if (crew !== 0) return false;
      destroyShip(c, null, 'test');
      return true;
    },
  };
  const ctx = runUntil({ plans: ['A', 'A'] }, 0, engine);
  ctx.s.threats.push({ zone: 'internal', state: 'active' } as never);
  playerActions(ctx);
  assert.ok(ctx.s.destroyed);
  assert.deepEqual(shots(ctx), []);
});

test('advanced Special Ops with a move card: the move is done once, in turn order', () => {
  const ops: PlannedStep = { kind: 'special', spec: 'special-ops', advanced: true, with: slot('>') };
  const ctx = runUntil(
    {
      plans: [program('<', ops), program('-')],
      options: { specializations: [{ spec: 'special-ops', level: 2 }, null] },
    },
    2,
  );
  assert.deepEqual(ctx.s.crew[0]?.station, station('white', 'upper'));
});

test('a knocked-out crew member does nothing, whatever the card', () => {
  for (const code of ['A', 'B', 'C', '<', '^', 'A+B', '@lower-red']) {
    const ctx = runUntil({ plans: [code, '-'] }, 0);
    const c = ctx.s.crew[0];
    if (!c) throw new Error('crew 0');
    c.knockedOut = true;
    const before = JSON.stringify(ctx.s.ship);
    playerActions(ctx);
    assert.deepEqual(c.station, station('white', 'upper'), code);
    assert.equal(JSON.stringify(ctx.s.ship), before, code);
  }
});
