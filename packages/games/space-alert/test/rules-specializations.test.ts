/**
 * The specializations (002) one rule at a time, on a ship set up by hand: how often each level may
 * play its cards, advanced Special Ops' protection, and each card's own rule (Rocketeer, Data Analyst,
 * Pulse Gunner, Teleporter, Hypernavigator, Squad Leader, Mechanic).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { takeBots } from '../src/ship/battlebots.ts';
import { performCard, performSpecial, protectSpecialOps, useSpecial } from '../src/ship/specializations.ts';
import { type Ctx, GUN, type ThreatEngine, station } from '../src/state.ts';
import type { CrewSpecialization, PlannedStep, Specialization, Station } from '../src/types.ts';
import { NO_THREATS, runUntil, slot } from './resolution-helpers.ts';

type Special = Extract<PlannedStep, { kind: 'special' }>;

function card(spec: Specialization, advanced: boolean, withStep?: PlannedStep): Special {
  return withStep === undefined
    ? { kind: 'special', spec, advanced }
    : { kind: 'special', spec, advanced, with: withStep };
}

/** Crew 0 has the specialization at that level; crew 1 has none. Before the first turn. */
function ship(
  spec: Specialization,
  level: 1 | 2 | 3,
  opts: { engine?: ThreatEngine; at?: Station; plans?: (string | PlannedStep[])[]; teleport?: [number, number] } = {},
): Ctx {
  const specializations: (CrewSpecialization | null)[] = [{ spec, level }, null, null];
  const ctx = runUntil(
    {
      plans: opts.plans ?? ['-', '-', '-'],
      options: {
        specializations,
        ...(opts.teleport ? { teleport: { source: opts.teleport[0], destination: opts.teleport[1] } } : {}),
      },
    },
    0,
    opts.engine ?? NO_THREATS,
  );
  if (opts.at) ctx.s.crew[0]!.station = opts.at;
  return ctx;
}

function shots(ctx: Ctx) {
  return ctx.s.ship.shots.map((s) => [s.weapon, s.zone, s.power]);
}

test('level 1: one use of the basic card a mission; the advanced card is refused', () => {
  const ctx = ship('rocketeer', 1);
  assert.equal(useSpecial(ctx, 0, 'rocketeer', true), false);
  assert.equal(useSpecial(ctx, 0, 'rocketeer', false), true);
  assert.equal(useSpecial(ctx, 0, 'rocketeer', false), false);
  assert.equal(useSpecial(ctx, 0, 'mechanic', false), false, 'only your own specialization');
  assert.equal(useSpecial(ctx, 1, 'rocketeer', false), false, 'a crew member without one');
});

test('level 2: one use a mission, basic or advanced', () => {
  for (const first of [false, true]) {
    const ctx = ship('rocketeer', 2);
    assert.equal(useSpecial(ctx, 0, 'rocketeer', first), true);
    assert.equal(useSpecial(ctx, 0, 'rocketeer', false), false);
    assert.equal(useSpecial(ctx, 0, 'rocketeer', true), false);
  }
});

test('level 3: two uses a mission, the advanced card at most once', () => {
  for (const [a, b] of [
    [false, false],
    [false, true],
    [true, false],
  ] as const) {
    const ctx = ship('rocketeer', 3);
    assert.equal(useSpecial(ctx, 0, 'rocketeer', a), true);
    assert.equal(useSpecial(ctx, 0, 'rocketeer', b), true, `${a} then ${b}`);
    assert.equal(useSpecial(ctx, 0, 'rocketeer', false), false, 'no third use');
  }
  const ctx = ship('rocketeer', 3);
  assert.equal(useSpecial(ctx, 0, 'rocketeer', true), true);
  assert.equal(useSpecial(ctx, 0, 'rocketeer', true), false, 'the advanced card twice');
});

test('advanced Special Ops protects its player from the start of the Player Actions step', () => {
  const protectedAt = (step: PlannedStep, level: 1 | 2 | 3, setup?: (ctx: Ctx) => void) => {
    const ctx = ship('special-ops', level, { plans: [[step], '-', '-'] });
    setup?.(ctx);
    protectSpecialOps(ctx);
    return ctx.s.crew[0]?.protectedTurn === ctx.s.turn;
  };
  const ops = card('special-ops', true, slot('A'));
  assert.equal(protectedAt(ops, 2), true);
  assert.equal(protectedAt(card('special-ops', true), 2), false, 'no card to protect');
  assert.equal(protectedAt(card('special-ops', false), 2), false, 'the basic card is the preparation');
  assert.equal(protectedAt(ops, 1), false, 'a level-1 player cannot play the advanced card');
  assert.equal(protectedAt(slot('A'), 2), false);
  assert.equal(
    protectedAt(ops, 2, (ctx) => {
      ctx.s.crew[0]!.knockedOut = true;
    }),
    false,
    'knocked out',
  );
  assert.equal(
    protectedAt(ops, 2, (ctx) => {
      ctx.s.crew[0]!.inSpace = true;
    }),
    false,
    'in space',
  );
});

test('advanced Special Ops: the protected card is played, both halves of a double card, and the protection ends with it', () => {
  const ctx = ship('special-ops', 2, { at: station('red', 'upper') });
  performSpecial(ctx, 0, card('special-ops', true, slot('A+B')));
  assert.deepEqual(shots(ctx), [['heavy', 'red', [4, 4, 4]]]);
  assert.deepEqual([ctx.s.ship.zones.red.reactor, ctx.s.ship.zones.red.shield], [0, 2], 'the A paid 1, the B moved 1');
  assert.equal(ctx.s.crew[0]?.protectedTurn, 0);
});

test('a protected card gets the stimulant on its first symbol only', () => {
  const ctx = ship('special-ops', 2, { at: station('white', 'upper') });
  ctx.s.ship.stimulated = [0];
  performCard(ctx, 0, slot('A+B'));
  assert.deepEqual(shots(ctx), [['heavy', 'white', [6, 6, 6]]]);
  assert.equal(ctx.s.ship.zones.white.shield, 3, 'the B is not heroic: 3 of 3, no +1');
  const single = ship('special-ops', 2, { at: station('white', 'upper') });
  single.s.ship.stimulated = [0];
  performCard(single, 0, slot('A'));
  assert.deepEqual(shots(single), [['heavy', 'white', [6, 6, 6]]]);
  // The second symbol does not use a stimulant left by a C first.
  const late = ship('special-ops', 2, { at: station('white', 'upper') });
  late.s.ship.stimulated = [0];
  performCard(late, 0, slot('C+A'));
  assert.deepEqual(shots(late), [['heavy', 'white', [5, 5, 5]]]);
});

test('advanced Rocketeer in lower blue: two rockets at once, strength 5, needing 2 rockets left', () => {
  for (const [left, launched] of [
    [3, true],
    [2, true],
    [1, false],
  ] as const) {
    const ctx = ship('rocketeer', 2, { at: station('blue', 'lower') });
    ctx.s.ship.rockets = left;
    performSpecial(ctx, 0, card('rocketeer', true));
    assert.deepEqual(
      [ctx.s.ship.rockets, ctx.s.ship.rocketLaunched],
      launched ? [left - 2, 5] : [0, 3],
      `${left} left`,
    );
  }
});

test('advanced Rocketeer elsewhere acts as C there', () => {
  const ctx = ship('rocketeer', 2, { at: station('red', 'lower') });
  performSpecial(ctx, 0, card('rocketeer', true));
  assert.deepEqual([ctx.s.ship.rockets, ctx.s.ship.rocketLaunched], [3, 0]);
  assert.equal(ctx.s.crew[0]?.squad, 1, 'the C of lower red takes the battlebots');
});

test("basic Data Analyst: maintenance from anywhere, counting only in a phase's first two turns; the bonus point always", () => {
  for (const [turn, counts] of [
    [1, true],
    [2, true],
    [3, false],
    [4, true],
    [6, false],
  ] as const) {
    const ctx = ship('data-analyst', 1, { at: station('blue', 'lower') });
    ctx.s.turn = turn;
    performSpecial(ctx, 0, card('data-analyst', false));
    assert.deepEqual([ctx.s.ship.maintained, ctx.s.analystBonus], [counts, 1], `turn ${turn}`);
  }
});

test('advanced Hypernavigator in lower white: an early jump only after turn 10 or 11', () => {
  for (const [turn, jumps] of [
    [9, false],
    [10, true],
    [11, true],
    [12, false],
  ] as const) {
    const ctx = ship('hypernavigator', 2, { at: station('white', 'lower') });
    ctx.s.turn = turn;
    performSpecial(ctx, 0, card('hypernavigator', true));
    assert.equal(ctx.s.jumpAfter, jumps ? turn : 0, `turn ${turn}`);
  }
  const ctx = ship('hypernavigator', 2, { at: station('white', 'upper') });
  ctx.s.turn = 10;
  performSpecial(ctx, 0, card('hypernavigator', true));
  assert.equal(ctx.s.jumpAfter, 0, 'not from the bridge');
});

test("basic Pulse Gunner: the station's laser and the pulse cannon fire together, each paying its energy", () => {
  const ctx = ship('pulse-gunner', 1, { at: station('red', 'upper') });
  performSpecial(ctx, 0, card('pulse-gunner', false));
  assert.deepEqual(shots(ctx), [
    ['heavy', 'red', [4, 4, 4]],
    ['pulse', 'white', [1, 1, 0]],
  ]);
  assert.deepEqual([ctx.s.ship.zones.red.reactor, ctx.s.ship.zones.white.reactor], [1, 2]);
});

test('basic Pulse Gunner on the bridge: both guns feed on the central reactor, so it needs 2 there', () => {
  for (const [energy, fires] of [
    [1, false],
    [2, true],
  ] as const) {
    const ctx = ship('pulse-gunner', 1, { at: station('white', 'upper') });
    ctx.s.ship.zones.white.reactor = energy;
    performSpecial(ctx, 0, card('pulse-gunner', false));
    assert.equal(ctx.s.ship.shots.length, fires ? 2 : 0, `central reactor ${energy}`);
    assert.equal(ctx.s.ship.zones.white.reactor, fires ? 0 : energy);
  }
  // A light laser needs no energy: 1 in the central reactor is enough for the pair.
  const ctx = ship('pulse-gunner', 1, { at: station('blue', 'lower') });
  ctx.s.ship.zones.white.reactor = 1;
  performSpecial(ctx, 0, card('pulse-gunner', false));
  assert.deepEqual(shots(ctx), [
    ['light', 'blue', [2, 2, 2]],
    ['pulse', 'white', [1, 1, 0]],
  ]);
});

test('basic Pulse Gunner: if either gun cannot fire, neither fires', () => {
  const ctx = ship('pulse-gunner', 1, { at: station('red', 'upper') });
  ctx.s.ship.zones.white.reactor = 0;
  performSpecial(ctx, 0, card('pulse-gunner', false));
  assert.deepEqual(shots(ctx), []);
  assert.equal(ctx.s.ship.zones.red.reactor, 2, 'nothing spent');
  const fired = ship('pulse-gunner', 1, { at: station('red', 'upper') });
  fired.s.ship.fired = GUN.pulse;
  performSpecial(fired, 0, card('pulse-gunner', false));
  assert.deepEqual(shots(fired), []);
});

test('basic Pulse Gunner in lower white acts as A: the pulse cannon alone', () => {
  const ctx = ship('pulse-gunner', 1, { at: station('white', 'lower') });
  performSpecial(ctx, 0, card('pulse-gunner', false));
  assert.deepEqual(shots(ctx), [['pulse', 'white', [1, 1, 0]]]);
});

test('advanced Pulse Gunner: the enhanced pulse in lower white; elsewhere it acts as A', () => {
  const ctx = ship('pulse-gunner', 2, { at: station('white', 'lower') });
  performSpecial(ctx, 0, card('pulse-gunner', true));
  assert.deepEqual(shots(ctx), [['pulse', 'white', [2, 2, 1]]]);
  const red = ship('pulse-gunner', 2, { at: station('red', 'lower') });
  performSpecial(red, 0, card('pulse-gunner', true));
  assert.deepEqual(shots(red), [['light', 'red', [2, 2, 2]]]);
});

test('advanced Teleporter: to the opposite side zone on the other deck; nothing in white', () => {
  for (const [from, to] of [
    [station('red', 'upper'), station('blue', 'lower')],
    [station('blue', 'lower'), station('red', 'upper')],
    [station('red', 'lower'), station('blue', 'upper')],
    [station('white', 'lower'), station('white', 'lower')],
  ] as const) {
    const ctx = ship('teleporter', 2, { at: from });
    performSpecial(ctx, 0, card('teleporter', true));
    assert.deepEqual(ctx.s.crew[0]?.station, to, `from ${from.deck} ${from.zone}`);
  }
});

test("basic Teleporter: the source token's player goes to the destination player's station", () => {
  const heard: number[] = [];
  const engine: ThreatEngine = { ...NO_THREATS, onEnter: (_c, crew) => void heard.push(crew) };
  const ctx = ship('teleporter', 1, { teleport: [1, 2], engine });
  ctx.s.crew[2]!.station = station('blue', 'lower');
  performSpecial(ctx, 0, card('teleporter', false));
  assert.deepEqual(ctx.s.crew[1]?.station, station('blue', 'lower'));
  assert.deepEqual(ctx.s.crew[0]?.station, station('white', 'upper'), 'the Teleporter stays');
  assert.deepEqual(heard, [1]);
});

test('basic Teleporter does nothing with both tokens on one player, players together, or one in space', () => {
  const cases: [string, [number, number], (ctx: Ctx) => void][] = [
    ['one player', [1, 1], () => {}],
    ['together', [1, 2], () => {}],
    [
      'source in space',
      [1, 2],
      (ctx) => {
        ctx.s.crew[1]!.inSpace = true;
        ctx.s.crew[1]!.station = station('red', 'upper');
      },
    ],
    [
      'destination in space',
      [1, 2],
      (ctx) => {
        ctx.s.crew[2]!.inSpace = true;
        ctx.s.crew[2]!.station = station('red', 'upper');
      },
    ],
  ];
  for (const [name, tokens, setup] of cases) {
    const heard: number[] = [];
    const ctx = ship('teleporter', 1, {
      teleport: tokens,
      engine: { ...NO_THREATS, onEnter: (_c, crew) => void heard.push(crew) },
    });
    if (name !== 'together') ctx.s.crew[2]!.station = station('blue', 'lower');
    setup(ctx);
    const before = ctx.s.crew.map((c) => c.station);
    performSpecial(ctx, 0, card('teleporter', false));
    assert.deepEqual(
      ctx.s.crew.map((c) => c.station),
      before,
      name,
    );
    assert.deepEqual(heard, [], name);
  }
});

function leader(advanced: boolean, at: Station, engine: ThreatEngine = NO_THREATS): Ctx {
  const ctx = ship('squad-leader', advanced ? 2 : 1, { at: station('red', 'lower'), engine });
  assert.ok(takeBots(ctx, 0));
  ctx.s.crew[0]!.station = at;
  return ctx;
}

test('basic Squad Leader: with active bots, a repair in the zone; with disabled bots, they are active again', () => {
  const ctx = leader(false, station('blue', 'upper'));
  ctx.s.ship.zones.blue.damage.push('structural', 'lower-weapon');
  performSpecial(ctx, 0, card('squad-leader', false));
  assert.deepEqual(ctx.s.ship.zones.blue.damage, ['structural']);
  const off = leader(false, station('blue', 'upper'));
  off.s.ship.zones.blue.damage.push('structural');
  off.s.ship.bots[1]!.disabled = true;
  performSpecial(off, 0, card('squad-leader', false));
  assert.equal(off.s.ship.bots[1]?.disabled, false);
  assert.deepEqual(off.s.ship.zones.blue.damage, ['structural'], 'no repair as well');
});

test('advanced Squad Leader: straight to upper red and out in the interceptors', () => {
  const ctx = leader(true, station('blue', 'upper'));
  performSpecial(ctx, 0, card('squad-leader', true));
  const c = ctx.s.crew[0];
  assert.deepEqual([c?.station, c?.inSpace], [station('red', 'upper'), true]);
});

test('advanced Squad Leader does nothing in lower blue or without active bots', () => {
  const blue = leader(true, station('blue', 'lower'));
  performSpecial(blue, 0, card('squad-leader', true));
  assert.deepEqual([blue.s.crew[0]?.station, blue.s.crew[0]?.inSpace], [station('blue', 'lower'), false]);
  const off = leader(true, station('blue', 'upper'));
  off.s.ship.bots[1]!.disabled = true;
  performSpecial(off, 0, card('squad-leader', true));
  assert.deepEqual([off.s.crew[0]?.station, off.s.crew[0]?.inSpace], [station('blue', 'upper'), false]);
});

test('advanced Squad Leader stopped by a sealed door stays there and does not launch', () => {
  const ctx = leader(true, station('blue', 'upper'));
  ctx.s.ship.sealed.redWhite = true;
  performSpecial(ctx, 0, card('squad-leader', true));
  assert.deepEqual([ctx.s.crew[0]?.station, ctx.s.crew[0]?.inSpace], [station('white', 'upper'), false]);
});

test("basic Mechanic: a mark on the station's gun; a malfunction there stops it", () => {
  const ctx = ship('mechanic', 1, { at: station('blue', 'lower') });
  performSpecial(ctx, 0, card('mechanic', false));
  assert.equal(ctx.s.ship.boosted, GUN.lightBlue);
  const broken = ship('mechanic', 1, {
    at: station('blue', 'lower'),
    engine: { ...NO_THREATS, malfunction: () => true },
  });
  performSpecial(broken, 0, card('mechanic', false));
  assert.equal(broken.s.ship.boosted, 0);
});

test('advanced Mechanic: a 2-point repair on the lowest malfunction token here, then A, B, C', () => {
  const repaired: [string, number][] = [];
  const tokens: Record<string, number | null> = { A: 3, B: 2, C: 2 };
  const engine: ThreatEngine = {
    ...NO_THREATS,
    malfunctionToken: (_c, _st, a) => tokens[a] ?? null,
    crewAction: (_c, _crew, action, strength) => {
      repaired.push([action, strength]);
      return true;
    },
  };
  const ctx = ship('mechanic', 2, { engine });
  ctx.s.threats.push({ zone: 'internal', state: 'active' } as never);
  performSpecial(ctx, 0, card('mechanic', true));
  assert.deepEqual(repaired, [['B', 2]]);
});

test('advanced Mechanic with no malfunction here, or no threat layer that has tokens, repairs nothing', () => {
  const ctx = ship('mechanic', 2);
  performSpecial(ctx, 0, card('mechanic', true));
  assert.equal(ctx.s.ship.boosted, 0);
  assert.deepEqual(ctx.s.ship.shots, []);
});

test('basic Pulse Gunner upstairs at a side: the laser pays its own zone, so 1 in the central reactor is enough', () => {
  const ctx = ship('pulse-gunner', 1, { at: station('red', 'upper') });
  ctx.s.ship.zones.white.reactor = 1;
  performSpecial(ctx, 0, card('pulse-gunner', false));
  assert.equal(ctx.s.ship.shots.length, 2);
  assert.deepEqual([ctx.s.ship.zones.red.reactor, ctx.s.ship.zones.white.reactor], [1, 0]);
});

test('advanced Pulse Gunner outside lower white acts as A: a malfunction in the station takes it as a repair', () => {
  const taken: string[] = [];
  const engine: ThreatEngine = {
    ...NO_THREATS,
    crewAction: (_c, _crew, action) => {
      taken.push(action);
      return true;
    },
  };
  const ctx = ship('pulse-gunner', 2, { at: station('red', 'lower'), engine });
  ctx.s.threats.push({ zone: 'internal', state: 'active' } as never);
  performSpecial(ctx, 0, card('pulse-gunner', true));
  assert.deepEqual(taken, ['A']);
  assert.deepEqual(shots(ctx), []);
});

test('basic Teleporter without tokens handed out, or with a token on nobody, does nothing', () => {
  const none = ship('teleporter', 1);
  performSpecial(none, 0, card('teleporter', false));
  assert.deepEqual(
    none.s.crew.map((c) => c.station),
    [station('white', 'upper'), station('white', 'upper'), station('white', 'upper')],
  );
  for (const tokens of [
    [7, 2],
    [1, 7],
  ] as [number, number][]) {
    const ctx = ship('teleporter', 1, { teleport: tokens });
    ctx.s.crew[2]!.station = station('blue', 'lower');
    const before = ctx.s.crew.map((c) => c.station);
    performSpecial(ctx, 0, card('teleporter', false));
    assert.deepEqual(
      ctx.s.crew.map((c) => c.station),
      before,
      `tokens ${tokens}`,
    );
  }
});

test('a mission without specializations refuses every special card', () => {
  const ctx = runUntil({ plans: ['-'] }, 0);
  assert.equal(useSpecial(ctx, 0, 'rocketeer', false), false);
  performSpecial(ctx, 0, card('rocketeer', false));
  assert.equal(ctx.s.ship.rockets, 3);
});
