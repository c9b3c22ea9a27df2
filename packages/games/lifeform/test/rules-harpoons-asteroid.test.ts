/**
 * Harpoon tokens in the 2-4 player game (option `harpoons`, L873-875, L2407-2408, our reading of the
 * pick-up), 13th Passenger module B's asteroid tokens (L3277-3298) and the ± stowaway token (L709-713),
 * each rule on its own.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ApplyContext, Rng } from '@airlock/engine';
import { ASTEROID, STOWAWAY_TOKEN } from '../src/data/passenger.ts';
import { asteroidSteps, turnAsteroid } from '../src/passenger/asteroid.ts';
import {
  checkHarpoonOption,
  dropHarpoons,
  HARPOON_OPTION,
  harpoonInvariants,
  harpoonsHeld,
  pickUpHarpoons,
  spendHarpoons,
} from '../src/passenger/harpoons.ts';
import { initExtras } from '../src/extras.ts';
import { checkStowawayToken, stowawayHits } from '../src/stowaway-token.ts';
import { put, type Table, table } from './fixture.ts';

const ctx = (): ApplyContext => ({ rng: Rng.fromSeed(3), emit: () => {} });

function harpoonTable(players = 3): Table {
  const t = table(players);
  t.s.extras = initExtras(players, { harpoons: true });
  return t;
}

test('the harpoon option: off by default, refused with one player only', () => {
  assert.deepEqual(HARPOON_OPTION.values, [false, true]);
  assert.equal(HARPOON_OPTION.default, false);
  assert.match(checkHarpoonOption(1, { harpoons: true }) ?? '', /harpoon tokens of its own/);
  assert.equal(checkHarpoonOption(2, { harpoons: true }), null);
  assert.equal(checkHarpoonOption(1, { harpoons: false }), null);
});

test('a live character in a harpoon chamber takes its token, the lowest seat first; the Remora holds none', () => {
  const t = harpoonTable();
  const h = t.s.extras.harpoons;
  assert.ok(h);
  h.at = ['mid', 'gal', 'rem'];
  put(t, 'palmer', 2, 'mid');
  put(t, 'motoko', 1, 'mid');
  put(t, 'reyes', 1, 'gal', { alive: false });
  put(t, 'okafor', 2, 'rem');
  pickUpHarpoons(t.s, ctx());
  assert.deepEqual(h.at, ['gal', 'rem'], 'the dead and the Remora take nothing');
  assert.deepEqual(h.held, [0, 1, 0], 'Crew 1 before Crew 2');
  assert.equal(harpoonsHeld(t.s, 1), 1);
  const reyes = t.s.chars.find((c) => c.id === 'reyes');
  if (reyes) reyes.alive = true;
  pickUpHarpoons(t.s, ctx());
  assert.deepEqual(h.held, [0, 2, 0], 'a second token for the same seat');
  assert.deepEqual(h.at, ['rem']);
  h.at = [];
  pickUpHarpoons(t.s, ctx());
  assert.deepEqual(h.held, [0, 2, 0]);
  const none = table(3);
  pickUpHarpoons(none.s, ctx());
  assert.equal(harpoonsHeld(none.s, 1), 0, 'no option, no tokens');
});

test('spending harpoon tokens: only what the seat holds; an eliminated seat loses its own', () => {
  const t = harpoonTable();
  const h = t.s.extras.harpoons;
  assert.ok(h);
  h.held = [0, 2, 0];
  h.at = [];
  spendHarpoons(t.s, 1, 0);
  assert.deepEqual(h.held, [0, 2, 0]);
  assert.throws(() => spendHarpoons(t.s, 1, 3), /not enough harpoon tokens/);
  assert.deepEqual(h.held, [0, 2, 0], 'a refused spend changes nothing');
  assert.throws(() => spendHarpoons(t.s, 2, 1), /not enough harpoon tokens/);
  spendHarpoons(t.s, 1, 2);
  assert.deepEqual(h.held, [0, 0, 0], 'all of them');
  assert.throws(() => spendHarpoons(table(3).s, 1, 1), /not enough harpoon tokens/, 'no option');
  h.held = [0, 1, 1];
  dropHarpoons(t.s, 2);
  assert.deepEqual(h.held, [0, 1, 0]);
});

test('harpoon tokens are counted: never more than the two, never below zero', () => {
  const t = harpoonTable();
  const h = t.s.extras.harpoons;
  assert.ok(h);
  assert.deepEqual(harpoonInvariants(t.s), []);
  h.at = ['mid'];
  h.held = [0, 1, 0];
  assert.deepEqual(harpoonInvariants(t.s), [], 'two in all');
  h.held = [0, 1, 1];
  assert.deepEqual(harpoonInvariants(t.s), ['harpoon tokens miscounted'], 'three in all');
  h.at = [];
  h.held = [0, 3, -1];
  assert.deepEqual(harpoonInvariants(t.s), ['harpoon tokens miscounted'], 'a negative count');
  h.held = [0, 0, 0];
  assert.deepEqual(harpoonInvariants(t.s), []);
  assert.deepEqual(harpoonInvariants(table(3).s), [], 'no option');
});

test('asteroid tokens: turned only on minutes 19 to 16, while the module is on and not over', () => {
  const t = table(3);
  assert.deepEqual(asteroidSteps(t.s, 19), [], 'module B off');
  t.s.extras = initExtras(3, { asteroid: true });
  for (const m of ASTEROID.spaces) assert.deepEqual(asteroidSteps(t.s, m), [{ k: 'asteroid' }]);
  assert.deepEqual(asteroidSteps(t.s, 20), []);
  assert.deepEqual(asteroidSteps(t.s, 15), []);
  const a = t.s.extras.asteroid;
  assert.ok(a);
  a.over = true;
  assert.deepEqual(asteroidSteps(t.s, 18), []);
});

/** A context whose draws are fixed: the token drawn and the impact card picked. */
function fixed(token: number, card: number): ApplyContext {
  return {
    rng: { int: () => token, pick: <T>(xs: readonly T[]) => xs[card] as T } as unknown as Rng,
    emit: () => {},
  };
}

test('IMPACT IMMINENT leaves the rest; the last token turned ends the module', () => {
  const t = table(3);
  t.s.extras = initExtras(3, { asteroid: true });
  const a = t.s.extras.asteroid;
  assert.ok(a);
  a.struck = 0;
  a.imminent = 2;
  for (let seed = 0; seed < 10; seed++) {
    t.s.stack = [{ k: 'asteroid' }];
    a.imminent = 2;
    a.over = false;
    turnAsteroid(t.s, { rng: Rng.fromSeed(seed), emit: () => {} });
    assert.deepEqual(a, { struck: 0, imminent: 1, over: false }, 'no STRUCK token left: always imminent');
    assert.deepEqual(t.s.stack, []);
  }
  t.s.stack = [{ k: 'asteroid' }];
  turnAsteroid(t.s, ctx());
  assert.deepEqual(a, { struck: 0, imminent: 0, over: true });
  t.s.stack = [{ k: 'asteroid' }];
  const sd = t.s.tracks.selfDestruct;
  turnAsteroid(t.s, ctx());
  assert.deepEqual(t.s.stack, [], 'an asteroid step after the end only goes away');
  assert.deepEqual(a, { struck: 0, imminent: 0, over: true });
  assert.equal(t.s.tracks.selfDestruct, sd);
});

test('STRUCK BY ASTEROIDS!: one impact card, then every other token leaves the game', () => {
  for (const [card, check] of [
    [0, (t: Table) => assert.equal(t.s.tracks.malfunction, 1)],
    [1, (t: Table) => assert.equal(t.s.tracks.selfDestruct, 26)],
    [
      2,
      (t: Table) =>
        assert.deepEqual(t.s.stack, [
          { k: 'discard', seat: 2, to: 1 },
          { k: 'discard', seat: 1, to: 0 },
        ]),
    ],
  ] as const) {
    const t = table(4);
    t.s.extras = initExtras(4, { asteroid: true });
    t.s.tracks.selfDestruct = 28;
    t.s.tracks.malfunction = 0;
    t.s.hands[1] = ['spanner'];
    t.s.hands[2] = ['spanner', 'spanner'];
    t.s.hands[3] = [];
    t.s.stack = [{ k: 'asteroid' }];
    // With 1 STRUCK token among 4, a draw of 0 is the STRUCK one, and 1 is not.
    turnAsteroid(t.s, fixed(0, card));
    assert.deepEqual(t.s.extras.asteroid, { struck: 0, imminent: 3, over: true });
    check(t);
  }
  const t = table(3);
  t.s.extras = initExtras(3, { asteroid: true });
  t.s.stack = [{ k: 'asteroid' }];
  turnAsteroid(t.s, fixed(1, 0));
  assert.deepEqual(t.s.extras.asteroid, { struck: 1, imminent: 2, over: false }, 'a draw of 1 is IMMINENT');
  t.s.stack = [{ k: 'asteroid' }];
  turnAsteroid(t.s, fixed(1, 0));
  assert.deepEqual(t.s.extras.asteroid, { struck: 1, imminent: 1, over: false }, 'one of each left: not over');
});

test('each face-down token is as likely as any other to be the STRUCK one', () => {
  const seen = { struck: 0, imminent: 0 };
  for (let seed = 0; seed < 40; seed++) {
    const t = table(3);
    t.s.extras = initExtras(3, { asteroid: true });
    t.s.stack = [{ k: 'asteroid' }];
    turnAsteroid(t.s, { rng: Rng.fromSeed(seed), emit: () => {} });
    if (t.s.extras.asteroid?.over) seen.struck++;
    else seen.imminent++;
  }
  // 1 STRUCK token among 4: about 10 of 40.
  assert.ok(seen.struck >= 4 && seen.struck <= 18, JSON.stringify(seen));
});

test('the ± token is collected on reaching its hostility space exactly, once', () => {
  const t = table(3);
  t.s.tracks.hostility = STOWAWAY_TOKEN.hostilitySpace - 1;
  checkStowawayToken(t.s, ctx());
  assert.equal(t.s.extras.plusMinus, 'none');
  t.s.tracks.hostility = STOWAWAY_TOKEN.hostilitySpace;
  checkStowawayToken(t.s, ctx());
  assert.equal(t.s.extras.plusMinus, 'held');
});

test('the ± token shifts the minute by 1 either way into the card’s range, and is spent either way', () => {
  const t = table(3);
  const card = { id: 'x', from: 7, to: 9 } as unknown as Parameters<typeof stowawayHits>[1];
  assert.equal(stowawayHits(t.s, undefined, 8, ctx()), false, 'no card, no stowaway');
  assert.equal(stowawayHits(t.s, card, 10, ctx()), false);
  assert.equal(stowawayHits(t.s, card, 9, ctx()), true);
  t.s.extras.plusMinus = 'held';
  assert.equal(stowawayHits(t.s, card, 10, ctx()), true, '10 - 1 = 9');
  assert.equal(t.s.extras.plusMinus, 'spent');
  t.s.extras.plusMinus = 'held';
  assert.equal(stowawayHits(t.s, card, 6, ctx()), true, '6 + 1 = 7');
  t.s.extras.plusMinus = 'held';
  assert.equal(stowawayHits(t.s, card, 11, ctx()), false, 'two away');
  assert.equal(t.s.extras.plusMinus, 'spent', 'spent although it did not help');
  t.s.extras.plusMinus = 'held';
  assert.equal(stowawayHits(t.s, card, 8, ctx()), true);
  assert.equal(t.s.extras.plusMinus, 'spent', 'spent although not needed');
});
