/**
 * Compute Damage one rule at a time, with threats placed by hand: a laser hits the nearest threat it
 * may target in its zone (a tie to the earlier token), the pulse cannon every threat within reach in
 * every zone, a rocket the nearest at distance 1-2 in any zone (a Juggernaut at any distance),
 * interceptors a lone threat with full strength or each of several with the spread strength; a
 * blinded zone's lasers need someone observing or out in space; each threat takes its hits together.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeDamage } from '../src/resolution/external-damage.ts';
import type { Ctx, Hit, Shot, ThreatEngine, ThreatOnBoard } from '../src/state.ts';
import type { Zone } from '../src/types.ts';
import { NO_THREATS, runUntil } from './resolution-helpers.ts';

interface Fake {
  zone: Zone | 'internal';
  position: number;
  order: number;
  state?: ThreatOnBoard['state'];
  /** Weapons it cannot be targeted by. */
  immune?: string[];
  /** Its distance seen from other zones (a threat spanning zones), when not null. */
  elsewhere?: number | null;
  drawsRockets?: boolean;
}

/** The hits each threat took (by order), in the order they were applied. */
function resolve(threats: Fake[], shots: Shot[], setup?: (ctx: Ctx) => void, withDraws = true): Record<number, Hit[]> {
  const taken: Record<number, Hit[]> = {};
  const fakes = new Map<ThreatOnBoard, Fake>();
  const engine: ThreatEngine = {
    ...NO_THREATS,
    targetable: (_c, t, weapon) => !(fakes.get(t)?.immune ?? []).includes(weapon),
    distanceIn: (_c, t) => fakes.get(t)?.elsewhere ?? null,
    ...(withDraws ? { drawsRockets: (_c: Ctx, t: ThreatOnBoard) => fakes.get(t)?.drawsRockets === true } : {}),
    applyHits: (_c, t, hits) => {
      taken[t.order] = hits;
    },
  };
  const ctx = runUntil({ plans: ['-', '-'] }, 0, engine);
  for (const f of threats) {
    const t = {
      order: f.order,
      catalogue: `t${f.order}`,
      zone: f.zone,
      trajectory: 1,
      position: f.position,
      stations: [],
      damage: 0,
      state: f.state ?? 'active',
      appeared: 1,
      status: {},
    } as ThreatOnBoard;
    fakes.set(t, f);
    ctx.s.threats.push(t);
  }
  ctx.s.ship.shots.push(...shots);
  setup?.(ctx);
  computeDamage(ctx);
  return taken;
}

const heavy = (zone: Zone, p = 4): Shot => ({ weapon: 'heavy', zone, power: [p, p, p], by: 0 });

test('a laser hits the nearest threat in its own zone, at any distance', () => {
  const taken = resolve(
    [
      { zone: 'red', position: 12, order: 2 },
      { zone: 'red', position: 7, order: 4 },
      { zone: 'blue', position: 1, order: 6 },
    ],
    [heavy('red')],
  );
  assert.deepEqual(taken, { 4: [{ weapon: 'heavy', strength: 4, by: 0 }] });
  assert.deepEqual(resolve([{ zone: 'red', position: 14, order: 2 }], [heavy('red')]), {
    2: [{ weapon: 'heavy', strength: 4, by: 0 }],
  });
});

test('a laser tie goes to the earlier token, whatever the order on the board', () => {
  const taken = resolve(
    [
      { zone: 'white', position: 5, order: 9 },
      { zone: 'white', position: 5, order: 3 },
      { zone: 'white', position: 5, order: 7 },
    ],
    [heavy('white', 5)],
  );
  assert.deepEqual(Object.keys(taken), ['3']);
});

test('a laser passes over a threat it may not target to the next nearest', () => {
  const taken = resolve(
    [
      { zone: 'red', position: 3, order: 2, immune: ['heavy'] },
      { zone: 'red', position: 8, order: 4 },
    ],
    [heavy('red'), { weapon: 'light', zone: 'red', power: [2, 2, 2], by: 1 }],
  );
  assert.deepEqual(taken, {
    2: [{ weapon: 'light', strength: 2, by: 1 }],
    4: [{ weapon: 'heavy', strength: 4, by: 0 }],
  });
});

test('a laser ignores threats that are not active, not external, or not on the board yet', () => {
  const taken = resolve(
    [
      { zone: 'red', position: 2, order: 2, state: 'destroyed' },
      { zone: 'red', position: 3, order: 3, state: 'survived' },
      { zone: 'internal', position: 1, order: 5 },
      { zone: 'red', position: 0, order: 6 },
      { zone: 'red', position: 9, order: 8 },
    ],
    [heavy('red')],
  );
  assert.deepEqual(Object.keys(taken), ['8']);
});

test("a threat seen from another zone (its distance there) can be a laser's target", () => {
  const taken = resolve(
    [
      { zone: 'white', position: 4, order: 2, elsewhere: 2 },
      { zone: 'red', position: 6, order: 4 },
    ],
    [heavy('red')],
  );
  assert.deepEqual(Object.keys(taken), ['2']);
});

test('a laser out of range (no strength at that distance) has no target there', () => {
  const taken = resolve(
    [
      { zone: 'red', position: 12, order: 2 },
      { zone: 'red', position: 13, order: 4 },
    ],
    [{ weapon: 'heavy', zone: 'red', power: [4, 4, 0], by: 0 }],
  );
  assert.deepEqual(taken, {});
});

test('the pulse cannon hits every threat within its reach, in every zone, once each, with the strength at that distance', () => {
  const taken = resolve(
    [
      { zone: 'red', position: 3, order: 2 },
      { zone: 'blue', position: 8, order: 4 },
      { zone: 'white', position: 11, order: 6 },
      { zone: 'white', position: 2, order: 8, immune: ['pulse'] },
    ],
    [{ weapon: 'pulse', zone: 'white', power: [2, 1, 0], by: 1 }],
  );
  assert.deepEqual(taken, {
    2: [{ weapon: 'pulse', strength: 2, by: 1 }],
    4: [{ weapon: 'pulse', strength: 1, by: 1 }],
  });
});

test('a rocket hits the single nearest threat at distance 1-2, in any zone; a tie to the earlier token', () => {
  const rocket: Shot = { weapon: 'rocket', zone: 'white', power: [3, 3, 0], by: -1 };
  assert.deepEqual(
    resolve(
      [
        { zone: 'red', position: 9, order: 2 },
        { zone: 'blue', position: 6, order: 8 },
        { zone: 'white', position: 6, order: 4 },
        { zone: 'white', position: 4, order: 6, immune: ['rocket'] },
      ],
      [rocket],
    ),
    { 4: [{ weapon: 'rocket', strength: 3, by: -1 }] },
  );
  assert.deepEqual(resolve([{ zone: 'red', position: 11, order: 2 }], [rocket]), {}, 'distance 3: lost');
});

test('a rocket launched last turn flies now, and a Juggernaut draws it from distance 3 with full strength', () => {
  const taken = resolve([{ zone: 'blue', position: 12, order: 2, drawsRockets: true }], [], (ctx) => {
    ctx.s.ship.rocketInFlight = 3;
  });
  assert.deepEqual(taken, { 2: [{ weapon: 'rocket', strength: 3, by: -1 }] });
});

test('interceptors: a lone threat in reach takes full strength, several take the spread strength each', () => {
  const shot: Shot = { weapon: 'interceptors', zone: 'red', power: [3, 0, 0], spread: 1, by: 1 };
  assert.deepEqual(resolve([{ zone: 'blue', position: 4, order: 2 }], [shot]), {
    2: [{ weapon: 'interceptors', strength: 3, by: 1 }],
  });
  const heroic: Shot = { weapon: 'interceptors', zone: 'red', power: [4, 0, 0], spread: 2, by: 1 };
  assert.deepEqual(
    resolve(
      [
        { zone: 'blue', position: 4, order: 2 },
        { zone: 'red', position: 2, order: 4 },
        { zone: 'red', position: 7, order: 6 },
        { zone: 'white', position: 1, order: 8, immune: ['interceptors'] },
      ],
      [heroic],
    ),
    {
      2: [{ weapon: 'interceptors', strength: 2, by: 1 }],
      4: [{ weapon: 'interceptors', strength: 2, by: 1 }],
    },
  );
  assert.deepEqual(
    resolve(
      [
        { zone: 'blue', position: 4, order: 2 },
        { zone: 'red', position: 2, order: 4 },
      ],
      [{ ...shot, spread: undefined }],
    ),
    {
      2: [{ weapon: 'interceptors', strength: 1, by: 1 }],
      4: [{ weapon: 'interceptors', strength: 1, by: 1 }],
    },
    'spread 1 when not given',
  );
});

test('a blinded zone cannot aim its lasers, unless someone observed this turn or is out in space', () => {
  const threats: Fake[] = [{ zone: 'red', position: 4, order: 2 }];
  const blind = (ctx: Ctx) => {
    ctx.s.ship.zones.red.blind = true;
  };
  assert.deepEqual(resolve(threats, [heavy('red')], blind), {});
  assert.deepEqual(
    Object.keys(
      resolve(threats, [heavy('red')], (ctx) => {
        blind(ctx);
        ctx.s.ship.observers[ctx.s.turn] = 1;
      }),
    ),
    ['2'],
  );
  assert.deepEqual(
    Object.keys(
      resolve(threats, [heavy('red')], (ctx) => {
        blind(ctx);
        ctx.s.crew[1]!.inSpace = true;
      }),
    ),
    ['2'],
  );
  assert.deepEqual(
    Object.keys(resolve(threats, [{ weapon: 'pulse', zone: 'white', power: [1, 1, 0], by: 0 }], blind)),
    ['2'],
    'the pulse cannon does not aim',
  );
});

test('a threat takes every hit of the turn together, in the order of the shots', () => {
  const taken = resolve(
    [{ zone: 'red', position: 4, order: 2 }],
    [
      heavy('red'),
      { weapon: 'pulse', zone: 'white', power: [1, 1, 0], by: 1 },
      { weapon: 'light', zone: 'red', power: [2, 2, 2], by: 1 },
    ],
  );
  assert.deepEqual(taken, {
    2: [
      { weapon: 'heavy', strength: 4, by: 0 },
      { weapon: 'pulse', strength: 1, by: 1 },
      { weapon: 'light', strength: 2, by: 1 },
    ],
  });
});

test('the nearest wins whatever the token order: a farther threat with an earlier token does not', () => {
  const far = { zone: 'red', position: 12, order: 2 } as const;
  const near = { zone: 'red', position: 7, order: 4 } as const;
  assert.deepEqual(Object.keys(resolve([near, far], [heavy('red')])), ['4']);
  const rocket: Shot = { weapon: 'rocket', zone: 'white', power: [3, 3, 0], by: -1 };
  assert.deepEqual(
    Object.keys(
      resolve(
        [
          { zone: 'blue', position: 4, order: 6 },
          { zone: 'red', position: 8, order: 2 },
        ],
        [rocket],
      ),
    ),
    ['6'],
  );
  assert.deepEqual(
    Object.keys(
      resolve(
        [
          { zone: 'blue', position: 6, order: 4 },
          { zone: 'red', position: 6, order: 8 },
        ],
        [rocket],
      ),
    ),
    ['4'],
    'a tie, the earlier token listed first',
  );
});

test('the pulse cannon, a rocket and interceptors pass over internal threats and threats no longer active', () => {
  const threats: Fake[] = [
    { zone: 'internal', position: 2, order: 3 },
    { zone: 'red', position: 2, order: 4, state: 'destroyed' },
    { zone: 'blue', position: 3, order: 6, state: 'survived' },
  ];
  assert.deepEqual(resolve(threats, [{ weapon: 'pulse', zone: 'white', power: [1, 1, 0], by: 0 }]), {});
  assert.deepEqual(resolve(threats, [{ weapon: 'rocket', zone: 'white', power: [3, 3, 0], by: -1 }]), {});
  assert.deepEqual(resolve(threats, [{ weapon: 'interceptors', zone: 'red', power: [3, 0, 0], spread: 1, by: 1 }]), {});
});

test('a rocket out of reach is lost, also with a threat layer that has no rocket-drawing threats', () => {
  const rocket: Shot = { weapon: 'rocket', zone: 'white', power: [3, 3, 0], by: -1 };
  assert.deepEqual(resolve([{ zone: 'red', position: 12, order: 2 }], [rocket], undefined, false), {});
});
