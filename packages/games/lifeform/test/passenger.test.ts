import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type GameEvent, Rng } from '@airlock/engine';
import { CHARACTER } from '../src/data/characters.ts';
import { IMPACT_CARDS, NEW_SURVIVORS } from '../src/data/passenger.ts';
import { createState } from '../src/setup.ts';
import { turnAsteroid } from '../src/passenger/asteroid.ts';
import { advanceSelfDestruct } from '../src/tracks.ts';
import { table } from './fixture.ts';

test('module A: the two new characters join the draft pool only with the option (L3274-3275)', () => {
  const seen = (survivors: boolean) => {
    const ids = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = createState({ players: 4, options: { survivors }, rng: Rng.fromSeed(seed) }, 'test');
      for (const o of s.offers) for (const id of o ?? []) ids.add(id);
    }
    return ids;
  };
  const on = seen(true);
  const off = seen(false);
  for (const c of NEW_SURVIVORS) {
    assert.ok(on.has(c.id), `${c.id} offered with the module`);
    assert.ok(!off.has(c.id), `${c.id} never offered without it`);
    assert.ok(CHARACTER[c.id]?.skill.two.length, 'playable: a skill row');
  }
  assert.equal(on.size, 12);
});

function asteroidTable(seed = 4) {
  const t = table(3);
  t.s.extras.asteroid = { struck: 1, imminent: 3, over: false };
  t.s.tracks.selfDestruct = 22;
  const events: GameEvent[] = [];
  return { t, events, ctx: { rng: Rng.fromSeed(seed), emit: (e: GameEvent) => void events.push(e) } };
}

test('module B: no token before 19 minutes; from 19 to 16 each is turned; one STRUCK ends them all (L3279-3298)', () => {
  for (let seed = 1; seed <= 12; seed++) {
    const { t, events, ctx } = asteroidTable(seed);
    advanceSelfDestruct(t.s, 2, ctx);
    assert.equal(t.s.stack.filter((x) => x.k === 'asteroid').length, 0, '21 and 20 carry no token');
    t.s.stack = [];
    t.s.tracks.selfDestruct = 20;
    for (let m = 19; m >= 15 && !t.s.over; m--) {
      t.s.stack = [];
      advanceSelfDestruct(t.s, 1, ctx);
      const turned = t.s.stack.filter((x) => x.k === 'asteroid').length;
      if (t.s.extras.asteroid?.over) assert.equal(turned, 0, `seed ${seed}: nothing after the strike`);
      if (m < 16) assert.equal(turned, 0, 'no token below 16');
      if (turned > 0) {
        assert.equal(turned, 1);
        t.s.stack = [{ k: 'asteroid' }];
        const before = events.length;
        turnAsteroid(t.s, ctx);
        assert.equal(events.slice(before).filter((e) => e.rule.startsWith('asteroid.')).length, 1);
      }
    }
    const struck = events.filter((e) => e.rule === 'asteroid.struck').length;
    assert.equal(struck, 1, `seed ${seed}: exactly one strike among 1 STRUCK and 3 IMMINENT`);
    assert.equal(t.s.extras.asteroid?.over, true);
  }
});

test('module B: each impact card resolves its effect (designed cards)', () => {
  const run = (card: string) => {
    const { t } = asteroidTable();
    t.s.tracks.selfDestruct = 19;
    t.s.hands[1] = ['spanner'];
    t.s.hands[2] = ['spanner', 'spanner'];
    t.s.stack = [{ k: 'asteroid' }];
    // A generator that turns STRUCK and draws the named card.
    const rng = { int: (lo: number) => lo, pick: () => IMPACT_CARDS.cards.find((c) => c.id === card) } as never;
    turnAsteroid(t.s, { rng, emit: () => {} });
    assert.equal(t.s.extras.asteroid?.over, true);
    return t;
  };
  assert.equal(run('reactor-jolt').s.tracks.malfunction, 1);
  assert.equal(run('debris-storm').s.tracks.selfDestruct, 17);
  const shaken = run('shaken-loose');
  assert.deepEqual(
    shaken.s.stack.map((x) => (x.k === 'discard' ? [x.seat, x.to] : x.k)),
    [
      [2, 1],
      [1, 0],
    ],
    'each crew player with cards discards one, in turn order',
  );
});
