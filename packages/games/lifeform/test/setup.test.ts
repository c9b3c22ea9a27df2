import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMatch, legalActionsOf, viewOf } from '@airlock/engine';
import { VALLEY_FORGE } from '../src/data/map.ts';
import { lifeform } from '../src/index.ts';
import type { LfState } from '../src/state.ts';
import type { LfView } from '../src/view.ts';

test('self-destruct starts at 25, 28 or START by player count (L19-20)', () => {
  for (const [players, sd] of [
    [2, 25],
    [3, 28],
    [4, 31],
  ] as const) {
    const m = createMatch<LfState>(lifeform, { players, seed: 1 });
    assert.equal(m.state.tracks.selfDestruct, sd);
  }
});

test('vent tokens and setup outages: 1 and three per deck, 2 and six at 4 players (L56-61)', () => {
  for (const [players, vents, outages] of [
    [2, 1, 3],
    [3, 1, 3],
    [4, 2, 6],
  ] as const) {
    const m = createMatch<LfState>(lifeform, { players, seed: 2 });
    assert.equal(m.state.vents, vents);
    assert.equal(m.state.stack.filter((st) => st.k === 'setup-outage').length, outages);
    assert.equal(m.state.stage, 'setup');
  }
});

test('2 players: the overheating token starts on Coolant 2P (L24-25); hands of 3 (L27, L51)', () => {
  const m = createMatch<LfState>(lifeform, { players: 2, seed: 3 });
  assert.equal(m.state.overheating, 2);
  assert.deepEqual(
    m.state.hands.map((h) => h.length),
    [3, 3],
  );
  const m3 = createMatch<LfState>(lifeform, { players: 3, seed: 3 });
  assert.equal(m3.state.overheating, 0);
});

test('draft: each crew seat sees its 3 disks only, keeps 2 in secret; picks are revealed together (L32-35)', () => {
  const m = createMatch<LfState>(lifeform, { players: 3, seed: 4 });
  const offer1 = m.state.offers[1] as string[];
  assert.equal(offer1.length, 3);
  const v1 = viewOf(lifeform, m, 1).view as LfView;
  const v0 = viewOf(lifeform, m, 0).view as LfView;
  assert.deepEqual(v1.myOffer, offer1);
  assert.deepEqual(v0.myOffer, []);
  assert.ok(!JSON.stringify(v0).includes(offer1[0] as string));
  assert.deepEqual(
    legalActionsOf(lifeform, m, 1).map((a) => a.drop),
    offer1,
  );
  const s = m.state;
  lifeform.apply(s, 1, { type: 'keep', drop: offer1[0] as string }, { rng: { int: () => 0 } as never, emit: () => {} });
  assert.equal(s.chars.length, 0, 'nothing revealed until everyone has chosen');
  const offer2 = s.offers[2] as string[];
  lifeform.apply(s, 2, { type: 'keep', drop: offer2[2] as string }, { rng: { int: () => 0 } as never, emit: () => {} });
  assert.deepEqual(
    s.chars.map((c) => c.id),
    [offer1[1], offer1[2], offer2[0], offer2[1]],
  );
  for (const c of s.chars) assert.equal(c.at, 'galley', 'characters start in the Galley (L39-40)');
  assert.ok(
    s.chars.every((c) => c.analyzer),
    'one heat analyzer each (L42)',
  );
});

test('the lifeform places 2 images in different start chambers, then calibrates (L63-67)', () => {
  const m = createMatch<LfState>(lifeform, { players: 2, seed: 5 });
  const s = m.state;
  const ctx = { rng: { int: () => 0 } as never, emit: () => {} };
  lifeform.apply(s, 1, { type: 'keep', drop: (s.offers[1] as string[])[0] as string }, ctx);
  for (const deck of ['A', 'B', 'C']) {
    const a = lifeform.legalActions(s, 0)[0];
    assert.ok(a?.chamber, deck);
    lifeform.apply(s, 0, a, ctx);
  }
  const starts = lifeform.legalActions(s, 0).map((a) => a.chamber);
  lifeform.apply(s, 0, { type: 'place', chamber: starts[0] as string }, ctx);
  assert.ok(!lifeform.legalActions(s, 0).some((a) => a.chamber === starts[0]), 'two different start chambers');
  lifeform.apply(s, 0, { type: 'place', chamber: starts[1] as string }, ctx);
  assert.deepEqual(
    lifeform.legalActions(s, 0).map((a) => a.image),
    ['i1', 'i2'],
  );
  lifeform.apply(s, 0, { type: 'calibrate', image: 'i2' }, ctx);
  assert.equal(s.real, 'i2');
  assert.deepEqual(s.candidates, ['i1', 'i2']);
  const terror = lifeform.legalActions(s, 0).map((a) => a.chamber as string);
  assert.ok(terror.length > 0);
  for (const id of terror) {
    const ch = VALLEY_FORGE.chambers.find((c) => c.id === id);
    assert.equal(ch?.deck, 'C', id);
    assert.ok(!ch?.shielded && !ch?.remora, id);
  }
  assert.equal((viewOf(lifeform, m, 1).view as LfView).identity, null);
  assert.equal((viewOf(lifeform, m, 0).view as LfView).identity, 'i2');
});
