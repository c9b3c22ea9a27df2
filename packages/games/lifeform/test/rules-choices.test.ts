/**
 * The small decisions one rule at a time on the test ship (rulebook L1-81 setup, L404-413 ghosts,
 * L2062-2194 track and loadout spaces, L295-318 the android boarding): where setup tokens and images go,
 * the terror and outage placements of track spaces (a pass only when allowed or nothing is possible),
 * the power-outage bonuses, the ghost's nearest free chamber, the third image, the cocoon's mission
 * token, the android stripping the loadout, the stowaway pick, discards and evolution tokens.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, Rng } from '@airlock/engine';
import { legalOf } from '../src/flow.ts';
import { lifeform } from '../src/index.ts';
import { createState } from '../src/setup.ts';
import type { Step } from '../src/state.ts';
import { images, put, start, type Table, table } from './fixture.ts';

/** The lifeform's options at a step pushed over a crew turn. */
function at(t: Table, step: Step, seat = 0): Action[] {
  if (!t.s.chars.some((c) => c.id === 'motoko')) put(t, 'motoko', 1, 'dh2');
  if (!t.s.images.some((i) => i.at !== null)) images(t, ['gal', null, null]);
  t.s.stack = [{ k: 'activity', seat: 1 }];
  start(t, step);
  return t.legal(seat);
}

const where = (opts: Action[]) => opts.map((a) => (a.type === 'pass' ? 'pass' : (a.chamber as string)));

test('setup: outages in a chamber of the deck drawn, not shielded; images on free lifeform start chambers; terror on C deck, not shielded, with no character (L21-81)', () => {
  const t = table(3);
  assert.deepEqual(where(at(t, { k: 'setup-outage', deck: 'C' })), ['mnt', 'dh1', 'dh2']);
  t.act(0, { type: 'outage', chamber: 'dh1' });
  assert.deepEqual(t.s.outages, ['dh1']);
  assert.deepEqual(where(at(t, { k: 'setup-outage', deck: 'A' })), ['gal', 'hyp', 'ven']);
  assert.deepEqual(
    at(t, { k: 'setup-image' }).map((a) => a.chamber),
    ['lst'],
  );
  images(t, ['lst', null, null]);
  assert.deepEqual(at(t, { k: 'setup-image' }), [], 'lst already holds an image');
  assert.deepEqual(where(at(t, { k: 'setup-terror' })), ['mnt', 'dh1']);
});

test('a terror token for a track space: any allowed chamber, a pass only when optional, nowhere is allowed or the supply is spent (L2062-2066, L2152-2153)', () => {
  const t = table(3);
  const must = where(at(t, { k: 'place-terror', optional: false, c: false }));
  assert.ok(!must.includes('pass') && must.includes('hyp') && !must.includes('dh2'), 'dh2 holds motoko');
  assert.ok(where(at(t, { k: 'place-terror', optional: true, c: false })).includes('pass'));
  t.act(0, { type: 'terror', chamber: 'hyp' });
  assert.deepEqual(t.s.terror, ['hyp']);
  t.s.terror = ['x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 'x8', 'x9', 'x10'];
  const full = table(3);
  full.s.terror = [...t.s.terror];
  assert.deepEqual(where(at(full, { k: 'place-terror', optional: false, c: false })).slice(-1), ['pass']);
});

test('a power outage for a track space: any allowed chamber, a pass only when none is or the supply is spent (L2112-2123, L1968-1973)', () => {
  const t = table(3);
  const opts = where(at(t, { k: 'place-outage' }));
  assert.ok(!opts.includes('pass') && !opts.includes('eng') && opts.includes('gal'));
  t.act(0, { type: 'outage', chamber: 'gal' });
  assert.deepEqual(t.s.outages, ['gal']);
  const none = table(3);
  none.s.outages = ['gal', 'hyp', 'ven', 'mid', 'coc', 'lst', 'mnt', 'dh1', 'dh2'];
  assert.deepEqual(at(none, { k: 'place-outage' }), [{ type: 'pass' }]);
  const spent = table(3);
  spent.s.outages = ['x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 'x8', 'x9', 'x10', 'x11', 'x12'];
  assert.deepEqual(
    at(spent, { k: 'place-outage' }),
    [{ type: 'pass' }],
    'no outage token left in the supply (L1968-1973)',
  );
});

test('loadout bonuses: repair any power outage; or move one to a neighbouring chamber where one may go, a pass when none can move (L2174-2194)', () => {
  const t = table(3);
  t.s.outages = ['mid', 'dh2'];
  assert.deepEqual(at(t, { k: 'bonus', seat: 1, bonus: 'remove-outage' }, 1), [
    { type: 'bonus', chamber: 'mid' },
    { type: 'bonus', chamber: 'dh2' },
  ]);
  t.act(1, { type: 'bonus', chamber: 'mid' });
  assert.deepEqual(t.s.outages, ['dh2']);
  const moves = at(t, { k: 'bonus', seat: 1, bonus: 'move-outage' }, 1);
  assert.deepEqual(moves, [{ type: 'bonus', chamber: 'dh2', to: 'dh1' }]);
  t.act(1, { type: 'bonus', chamber: 'dh2', to: 'dh1' });
  assert.deepEqual(t.s.outages, ['dh1']);
  const stuck = table(3);
  stuck.s.outages = ['bay'];
  stuck.s.outages.push('dh1');
  assert.deepEqual(
    at(stuck, { k: 'bonus', seat: 1, bonus: 'move-outage' }, 1),
    [
      { type: 'bonus', chamber: 'dh1', to: 'mnt' },
      { type: 'bonus', chamber: 'dh1', to: 'dh2' },
    ],
    'the outage in the bay has nowhere to go (an outage in dh1, the Remora beyond)',
  );
  const none = table(3);
  none.s.outages = ['rem'];
  assert.deepEqual(at(none, { k: 'bonus', seat: 1, bonus: 'move-outage' }, 1), [{ type: 'pass' }]);
});

test('a ghost goes to the character-free chamber nearest the real lifeform, the lifeform choosing among the nearest (L404-413)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'coc');
  images(t, ['mid', 'hyp', null], 'i1');
  assert.deepEqual(
    at(t, { k: 'ghost', image: 'i2', near: 'real', chamber: 'mid' }).map((a) => a.to),
    ['lst'],
    'gal and coc hold characters; lst is next door',
  );
  t.act(0, { type: 'ghost', to: 'lst' });
  assert.equal(t.s.images[1]?.at, 'lst');
});

test('the third image appears in a free vent chamber with no character, else nowhere; a removed ghost leaves the game (L2130-2147, L410-413)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'coc');
  images(t, ['gal', 'ven', null]);
  assert.deepEqual(at(t, { k: 'third-image' }), [{ type: 'pass' }], 'ven holds an image, coc a character');
  const u = table(3);
  images(u, ['gal', 'hyp', null]);
  assert.deepEqual(where(at(u, { k: 'third-image' })), ['ven', 'coc']);
  u.act(0, { type: 'place', chamber: 'coc' });
  assert.equal(u.s.images[2]?.at, 'coc');
  const r = table(3);
  images(r, ['gal', 'hyp', 'lst'], 'i1');
  r.s.candidates = ['i1', 'i2', 'i3'];
  assert.deepEqual(
    at(r, { k: 'remove-image' }).map((a) => a.image),
    ['i2', 'i3'],
    'never the real one',
  );
  r.act(0, { type: 'remove', image: 'i3' });
  assert.deepEqual([r.s.images[2]?.at, r.s.images[2]?.removed, r.s.candidates], [null, true, ['i1', 'i2']]);
});

test('the cocoon’s mission token: one from any chamber holding one, else nothing (L2130-2147)', () => {
  const t = table(3);
  t.s.missions = { gal: 0, mnt: 2, hyp: 1 };
  assert.deepEqual(where(at(t, { k: 'cocoon-mission' })), ['hyp', 'mnt']);
  t.act(0, { type: 'unmission', chamber: 'mnt' });
  assert.deepEqual(t.s.missions, { gal: 0, mnt: 1, hyp: 1 });
  const none = table(3);
  assert.deepEqual(at(none, { k: 'cocoon-mission' }), [{ type: 'pass' }]);
});

test('the android in the Remora strips loadout tokens one at a time, as many as its status says, then is destroyed (L295-318)', () => {
  const t = table(3);
  t.s.loadout = { weaponry: 2, coolant: 0, energy: 1, spacesuits: 0, halon: 0 };
  t.s.android = { at: 'rem', status: 1, active: true, deviated: false };
  assert.deepEqual(at(t, { k: 'android-remora', left: 2 }), [
    { type: 'strip', column: 'weaponry' },
    { type: 'strip', column: 'energy' },
  ]);
  t.act(0, { type: 'strip', column: 'weaponry' });
  assert.equal(t.s.loadout.weaponry, 1);
  assert.deepEqual(t.s.stack.at(-1), { k: 'android-remora', left: 1 });
  t.act(0, { type: 'strip', column: 'energy' });
  assert.deepEqual(t.s.loadout, { weaponry: 1, coolant: 0, energy: 0, spacesuits: 0, halon: 0 });
  assert.ok(!t.s.stack.some((x) => x.k === 'android-remora'));
  assert.equal(t.s.android.at, null, 'destroyed');
  const empty = table(3);
  empty.s.android = { at: 'rem', status: 1, active: true, deviated: false };
  assert.deepEqual(at(empty, { k: 'android-remora', left: 2 }), [{ type: 'pass' }]);
});

test('the stowaway pick: one of the three cards, kept secret; a crew discard offers each distinct card and ends at the limit (L75-81, L120-125)', () => {
  const t = table(3);
  assert.deepEqual(
    at(t, { k: 'stowaway' }).map((a) => a.card),
    [0, 1, 2],
  );
  t.act(0, { type: 'stowaway', card: 2 });
  assert.equal(t.s.stowaway, 2);
  t.s.hands[2] = ['spanner', 'sprint', 'spanner'];
  assert.deepEqual(at(t, { k: 'discard', seat: 2, to: 1 }, 2), [
    { type: 'discard', card: 'spanner' },
    { type: 'discard', card: 'sprint' },
  ]);
  t.act(2, { type: 'discard', card: 'spanner' });
  assert.deepEqual(t.s.stack.at(-1), { k: 'discard', seat: 2, to: 1 }, 'two cards: still over one');
  t.act(2, { type: 'discard', card: 'spanner' });
  assert.deepEqual(t.s.hands[2], ['sprint']);
  assert.deepEqual(t.s.stack.at(-1), { k: 'activity', seat: 1 });
});

test('the draft: each crew player sets one of its three offered characters aside; once all have, the kept ones start in the Galley (L24-35)', () => {
  const s = createState({ players: 3, options: {}, rng: Rng.fromSeed(4) }, 'test');
  const offers = s.offers.map((o) => [...o]);
  const ctx = { rng: Rng.fromSeed(5), emit: () => {} };
  assert.deepEqual(
    legalOf(s, 1).map((a) => a.drop),
    offers[1],
  );
  lifeform.apply(s, 1, { type: 'keep', drop: offers[1]?.[0] as string }, ctx);
  assert.deepEqual(legalOf(s, 1), [], 'one pick each');
  assert.equal(s.chars.length, 0, 'nothing revealed before everyone has chosen');
  lifeform.apply(s, 2, { type: 'keep', drop: offers[2]?.[2] as string }, ctx);
  assert.deepEqual(
    s.chars.map((c) => [c.id, c.owner, c.at]),
    [
      [offers[1]?.[1], 1, 'gal'],
      [offers[1]?.[2], 1, 'gal'],
      [offers[2]?.[0], 2, 'gal'],
      [offers[2]?.[1], 2, 'gal'],
    ],
  );
  assert.equal(s.draft, null);
  assert.deepEqual(s.offers, []);
});

test('a reality calibration makes any image on the board the real one, and every image on the board a candidate again (L75-81)', () => {
  const t = table(3);
  images(t, ['gal', 'lst', null], 'i1');
  t.s.candidates = ['i1'];
  assert.deepEqual(
    at(t, { k: 'calibrate' }).map((a) => a.image),
    ['i1', 'i2'],
  );
  t.act(0, { type: 'calibrate', image: 'i2' });
  assert.equal(t.s.real, 'i2');
  assert.deepEqual(t.s.candidates, ['i1', 'i2']);
});

test('evolution: keep one of the section’s two tokens, the other discarded (L2196-2209)', () => {
  const t = table(3);
  t.s.evolution = {
    track: [
      ['spine', 'fang'],
      ['claw', 'tail'],
    ],
    held: ['tail'],
  };
  assert.deepEqual(
    at(t, { k: 'evolve', section: 0 }).map((a) => a.token),
    ['spine', 'fang'],
  );
  t.act(0, { type: 'evolve', token: 'fang' });
  assert.deepEqual(t.s.evolution, { track: [[], ['claw', 'tail']], held: ['fang', 'tail'] });
});

test('a ghost’s nearest chambers: never the Remora; its own chamber counts as free, another image’s not; ties in chamber order; near the attacked chamber after an attack (L404-413, L449-452)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh1');
  images(t, ['bay', 'gal', null], 'i1');
  assert.deepEqual(
    at(t, { k: 'ghost', image: 'i2', near: 'real', chamber: 'bay' }).map((a) => a.to),
    ['dh2', 'mnt'],
  );
  const u = table(3);
  put(u, 'motoko', 1, 'gal');
  images(u, ['mid', 'lst', 'coc'], 'i1');
  assert.deepEqual(
    at(u, { k: 'ghost', image: 'i2', near: 'real', chamber: 'mid' }).map((a) => a.to),
    ['lst'],
  );
  const v = table(3);
  put(v, 'motoko', 1, 'dh2');
  images(v, ['mid', 'hyp', null], 'i1');
  assert.deepEqual(
    at(v, { k: 'ghost', image: 'i2', near: 'real', chamber: 'mid' }).map((a) => a.to),
    ['coc', 'gal', 'lst'],
  );
  assert.deepEqual(
    at(v, { k: 'ghost', image: 'i2', near: 'attack', chamber: 'mnt' }).map((a) => a.to),
    ['dh1', 'eng'],
  );
});

test('passing places nothing: no outage, no terror token, no outage moved, no third image (L2062-2066, L2112-2123, L2174-2194)', () => {
  const t = table(3);
  t.s.outages = ['x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 'x8', 'x9', 'x10', 'x11', 'x12'];
  at(t, { k: 'place-outage' });
  t.act(0, { type: 'pass' });
  assert.equal(t.s.outages.length, 12);
  at(t, { k: 'place-terror', optional: true, c: false });
  t.act(0, { type: 'pass' });
  assert.deepEqual(t.s.terror, []);
  t.s.outages = ['rem'];
  at(t, { k: 'bonus', seat: 1, bonus: 'move-outage' }, 1);
  t.act(1, { type: 'pass' });
  assert.deepEqual(t.s.outages, ['rem']);
  const u = table(3);
  put(u, 'motoko', 1, 'coc');
  images(u, ['gal', 'ven', null]);
  at(u, { k: 'third-image' });
  u.act(0, { type: 'pass' });
  assert.deepEqual(
    u.s.images.map((i) => i.at),
    ['gal', 'ven', null],
  );
  assert.deepEqual(u.s.stack.at(-1), { k: 'activity', seat: 1 });
});

test('each answer ends its step: the third image placed, a cocoon mission token taken, an evolution token kept', () => {
  const u = table(3);
  images(u, ['gal', 'hyp', null]);
  at(u, { k: 'third-image' });
  u.act(0, { type: 'place', chamber: 'coc' });
  assert.deepEqual(u.s.stack.at(-1), { k: 'activity', seat: 1 });
  const t = table(3);
  t.s.missions = { mnt: 2 };
  at(t, { k: 'cocoon-mission' });
  t.act(0, { type: 'unmission', chamber: 'mnt' });
  assert.deepEqual(t.s.stack.at(-1), { k: 'activity', seat: 1 });
  const e = table(3);
  e.s.evolution = { track: [['spine', 'fang']], held: [] };
  at(e, { k: 'evolve', section: 0 });
  e.act(0, { type: 'evolve', token: 'spine' });
  assert.deepEqual(e.s.stack.at(-1), { k: 'activity', seat: 1 });
});

test('the android in the Remora with nothing left to strip passes and is destroyed (L295-318)', () => {
  const t = table(3);
  t.s.loadout = { weaponry: 2, coolant: 0, energy: 0, spacesuits: 0, halon: 0 };
  t.s.android = { at: 'rem', status: 1, active: true, deviated: false };
  assert.deepEqual(at(t, { k: 'android-remora', left: 0 }), [{ type: 'pass' }]);
  t.act(0, { type: 'pass' });
  assert.equal(t.s.loadout.weaponry, 2);
  assert.equal(t.s.android.at, null);
  assert.ok(!t.s.stack.some((x) => x.k === 'android-remora'));
});

test('drafted characters start alive and in view, their skill and survival unused, each with its heat analyzer (L24-35)', () => {
  const s = createState({ players: 3, options: {}, rng: Rng.fromSeed(4) }, 'test');
  const ctx = { rng: Rng.fromSeed(5), emit: () => {} };
  lifeform.apply(s, 1, { type: 'keep', drop: s.offers[1]?.[0] as string }, ctx);
  lifeform.apply(s, 2, { type: 'keep', drop: s.offers[2]?.[0] as string }, ctx);
  for (const c of s.chars)
    assert.deepEqual(
      [c.alive, c.hidden, c.skillUsed, c.survivalUsed, c.analyzer],
      [true, false, false, false, true],
      c.id,
    );
});
