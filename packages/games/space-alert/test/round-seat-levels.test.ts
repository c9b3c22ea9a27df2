/**
 * Per-seat specialization levels (options `specLevel1`..`specLevel5`): each person flies at its own
 * level (an explorer's level from its log), the crew's `specLevel` fills the seats without one, bad
 * values are refused with a clear message, and the levels reach the draft, the cards dealt and the
 * resolution.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Options, Table } from '@airlock/engine';
import { invariants } from '../src/invariants.ts';
import { readOptions } from '../src/options.ts';
import { pickProblem } from '../src/round/draft.ts';
import { resolutionInput } from '../src/round/resolve.ts';
import { plan, run } from './resolution-helpers.ts';
import { badOptions, refused, state, table } from './round-helpers.ts';

/** Every crew member a player chooses for keeps its first offer (androids: the captain's choice). */
function pickAll(t: Table): void {
  for (let i = 0; i < 10; i++) {
    const seat = t.pending().find((p) => typeof p.actor === 'number')?.actor as number | undefined;
    const next = seat === undefined ? undefined : t.legal(seat).find((x) => x.type === 'pick');
    if (seat === undefined || !next) return;
    t.act(seat, next);
  }
}

test('each seat flies at its own level; seats without one take the crew level', () => {
  const t = table(4, { specializations: true, specLevel1: 3, specLevel2: 2, specLevel4: 1, specLevel: 2 });
  pickAll(t);
  const s = state(t);
  assert.equal(s.stage, 'planning');
  assert.deepEqual(
    s.specs.map((x) => x?.level),
    [3, 2, 2, 1],
  );
  const specials = (seat: number) => (s.hands[seat] as string[]).filter((c) => c.startsWith('S:'));
  const spec = (m: number) => s.specs[m]?.spec as string;
  assert.deepEqual(specials(0), [`S:${spec(0)}`, `S:${spec(0)}+`]);
  assert.deepEqual(specials(1), [`S:${spec(1)}+`]);
  assert.deepEqual(specials(3), [`S:${spec(3)}`]);
  // The resolution gets every crew member's own level.
  assert.deepEqual(
    resolutionInput(s).options.specializations?.map((x) => x?.level),
    [3, 2, 2, 1],
  );
});

test('a seat level follows the person, not the place in player order', () => {
  // Seat 2 (index 1) is the captain, so crew member 1 is that person.
  const t = table(3, { specializations: true, captain: 1, specLevel2: 3 });
  pickAll(t);
  const s = state(t);
  assert.equal(s.seats[0], 1);
  assert.deepEqual(
    s.specs.map((x) => x?.level),
    [3, 1, 1, 1],
  );
});

test('the single crew option still sets everyone, androids included', () => {
  const t = table(2, { specializations: true, specLevel: 3 });
  assert.deepEqual(state(t).o.seatLevels, [3, 3, 3, 3, 3]);
  assert.deepEqual(readOptions({ specLevel: 2, specLevel2: 0 }).seatLevels, [2, 0, 2, 2, 2]);
  pickAll(t);
  assert.deepEqual(
    state(t).specs.map((x) => x?.level),
    [3, 3, 3, 3],
  );
});

test('without the Experience System an android flies at the crew level, whatever the players', () => {
  const t = table(2, { specializations: true, specLevel1: 3, specLevel2: 3 });
  pickAll(t);
  assert.deepEqual(
    state(t).specs.map((x) => x?.level),
    [3, 3, 1, 1],
  );
});

test('Experience System: a new explorer takes nothing; androids follow the explorer who knows their card, at its level', () => {
  const t = table(2, { specializations: true, experience: true, specLevel: 0, specLevel1: 2 });
  const s0 = state(t);
  assert.equal(s0.stage, 'draft');
  assert.ok(!t.legal(1).some((a) => a.type === 'pick'), 'the new explorer has nothing to choose');
  refused(t, 1, { type: 'pick', crew: 1, spec: s0.draft?.offers[0]?.[1] as string }, /no decision is waiting/);
  assert.match(
    pickProblem(s0, 1, 1, s0.draft?.offers[0]?.[1]) ?? '',
    /new explorer \(level 0\) flies without a specialization/,
  );
  const chosen = s0.draft?.offers[0]?.[0] as string;
  t.act(0, { type: 'pick', crew: 0, spec: chosen });
  assert.deepEqual(state(t).draft?.offers[2], [chosen]);
  t.act(0, { type: 'pick', crew: 2, spec: chosen });
  t.act(0, { type: 'pick', crew: 3, spec: chosen });
  const s = state(t);
  assert.equal(s.stage, 'planning');
  assert.deepEqual(
    s.specs.map((x) => (x ? [x.spec, x.level] : null)),
    [[chosen, 2], null, [chosen, 2], [chosen, 2]],
  );
  assert.ok((s.hands[1] as string[]).every((c) => !c.startsWith('S:') && !c.startsWith('H:')));
  assert.deepEqual(
    resolutionInput(s).options.specializations?.map((x) => x?.level ?? 0),
    [2, 0, 2, 2],
  );
});

test('Experience System: an android of two explorers takes the level of the one who knows its card', () => {
  const t = table(2, { specializations: true, experience: true, specLevel1: 1, specLevel2: 3 });
  const d = state(t).draft;
  const a = d?.offers[0]?.[0] as string;
  const b = d?.offers[1]?.[0] as string;
  t.act(0, { type: 'pick', crew: 0, spec: a });
  t.act(1, { type: 'pick', crew: 1, spec: b });
  t.act(0, { type: 'pick', crew: 2, spec: a });
  t.act(0, { type: 'pick', crew: 3, spec: b });
  assert.deepEqual(
    state(t).specs.map((x) => x?.level),
    [1, 3, 1, 3],
  );
});

test('bad per-seat levels are refused with a clear message', () => {
  badOptions(2, { specializations: true, specLevel3: 2 }, /specLevel3 sets the level of seat 3, but the table has 2/);
  badOptions(4, { specLevel1: 2 }, /specLevel1: specialization levels need Specializations/);
  badOptions(
    4,
    { specializations: true, specLevel2: 0 },
    /specLevel2: new explorers \(level 0\) belong to the Experience/,
  );
  badOptions(4, { specializations: true, specLevel1: 4 }, /option specLevel1 must be one of crew, 0, 1, 2, 3/);
  badOptions(4, { specializations: true, specLevel1: 'two' }, /option specLevel1 must be one of/);
  badOptions(
    2,
    { specializations: true, experience: true, specLevel1: 0, specLevel2: 0 },
    /every explorer is new \(level 0\)/,
  );
});

test('the resolution reads each crew member its own level: a second basic use only at level 3', () => {
  const twice = () => {
    const p = plan('^');
    p[1] = { kind: 'special', spec: 'data-analyst', advanced: false };
    p[3] = { kind: 'special', spec: 'data-analyst', advanced: false };
    return p;
  };
  const { out } = run({
    plans: [twice(), twice()],
    options: {
      specializations: [
        { spec: 'data-analyst', level: 3 },
        { spec: 'data-analyst', level: 1 },
      ],
    },
  });
  assert.equal(out.score.bonus, 3, 'two uses at level 3, one at level 1');
});

test('a new explorer is offered no specialization cards at all', () => {
  const t = table(2, { specializations: true, experience: true, specLevel: 0, specLevel1: 2 });
  assert.deepEqual(state(t).draft?.offers[1], []);
  assert.equal(state(t).draft?.offers[0]?.length, 2);
});

test('mixed seat levels conserve the cards: each crew member carries the special cards of its own level', () => {
  const t = table(3, { specializations: true, experience: true, specLevel: 1, specLevel1: 3, specLevel3: 0 });
  pickAll(t);
  const s = state(t);
  assert.equal(s.stage, 'planning');
  assert.deepEqual(invariants(s), []);
  const specials = s.hands
    .flat()
    .concat(s.aside.flat())
    .filter((c) => c.startsWith('S:'));
  // Levels 3, 1 and 0 for the people; the android follows the explorer whose card it takes.
  const want = s.specs.reduce((n, sp) => n + (sp ? (sp.level === 3 ? 2 : 1) : 0), 0);
  assert.equal(specials.length, want);
  assert.ok(want >= 3);
});

test("Experience System: an android's advanced card needs a planner whose explorer knows it at level 2 or 3", () => {
  const t = table(2, { specializations: true, experience: true, specLevel: 3 });
  const d = state(t).draft;
  const a = d?.offers[0]?.[0] as string;
  const b = d?.offers[1]?.[0] as string;
  t.act(0, { type: 'pick', crew: 0, spec: a });
  t.act(1, { type: 'pick', crew: 1, spec: b });
  t.act(0, { type: 'pick', crew: 2, spec: a });
  t.act(0, { type: 'pick', crew: 3, spec: a });
  const s = state(t);
  const places = (seat: number, card: string) =>
    t.legal(seat).some((x) => x.type === 'place' && x.crew === 2 && x.card === card);
  assert.ok(places(0, `S:${a}`) && places(0, `S:${a}+`), 'a level-3 explorer plans both');
  // The same explorer knowing the card at level 1 only plans the basic half.
  (s.specs[0] as { level: number }).level = 1;
  assert.ok(places(0, `S:${a}`));
  assert.ok(!places(0, `S:${a}+`));
  assert.ok(!places(1, `S:${a}`), 'an explorer who does not know it plans neither');
});

test("a seat's level does not change the draft's offers (a player switching explorers learns nothing new)", () => {
  const offers = (options: Options) => state(table(3, options, 'same-seed')).draft?.offers;
  const base = { specializations: true, experience: true, specLevel: 1 } as const;
  const one = offers({ ...base, specLevel1: 1 });
  assert.deepEqual(offers({ ...base, specLevel1: 3 }), one);
  assert.deepEqual(offers({ ...base, specLevel1: 2, specLevel2: 3 }), one);
  // A new explorer is offered nothing; everyone else's offers stay the same.
  const fresh = offers({ ...base, specLevel2: 0 });
  assert.deepEqual(fresh?.[1], []);
  assert.deepEqual([fresh?.[0], fresh?.[2]], [one?.[0], one?.[2]]);
});
