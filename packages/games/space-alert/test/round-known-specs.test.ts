/**
 * Experience System: an explorer's own specializations (options `specKnown1`..`specKnown5`, its
 * log's list). A seat chooses among the ones its explorer knows that nobody has taken, at that
 * specialization's own level; one card per specialization; androids take what the crew's explorers
 * know (their whole lists) at the best explorer's level, and only a player whose explorer knows a
 * card may plan it on an android (002 "Experience System", "Specializations for Androids").
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action, Table } from '@airlock/engine';
import { readOptions } from '../src/options.ts';
import type { SaView } from '../src/view.ts';
import { badOptions, refused, state, table } from './round-helpers.ts';

const XP = { specializations: true, experience: true } as const;

const pickSpecs = (t: Table, seat: number, crew: number) =>
  t
    .legal(seat)
    .filter((a) => a.type === 'pick' && a.crew === crew)
    .map((a) => a.spec);

const specials = (hand: readonly string[] | undefined) => (hand ?? []).filter((c) => c.startsWith('S:'));

test('a seat is offered exactly its known specializations; a pick withdraws that one from the others', () => {
  // Three players and an android; seats 1 and 2 both know the Medic.
  const t = table(3, {
    ...XP,
    specKnown1: 'rocketeer:1,medic:2',
    specKnown2: 'medic:1, mechanic:3',
    specKnown3: 'pulse-gunner:2',
  });
  const d = state(t).draft;
  assert.deepEqual(d?.offers.slice(0, 3), [['medic', 'rocketeer'], ['mechanic', 'medic'], ['pulse-gunner']]);
  assert.deepEqual(d?.offers[3], [], 'the android waits for the explorers');
  assert.deepEqual(pickSpecs(t, 1, 1), ['mechanic', 'medic']);
  t.act(0, { type: 'pick', crew: 0, spec: 'medic' });
  // The Medic is taken: seat 2 may no longer choose it.
  assert.deepEqual(state(t).draft?.offers[1], ['mechanic']);
  assert.deepEqual(pickSpecs(t, 1, 1), ['mechanic']);
  refused(
    t,
    1,
    { type: 'pick', crew: 1, spec: 'medic' },
    /choose one of the specializations your explorer knows that nobody has taken: mechanic/,
  );
  refused(t, 1, { type: 'pick', crew: 1, spec: 'teleporter' }, /your explorer knows/);
  t.act(1, { type: 'pick', crew: 1, spec: 'mechanic' });
  t.act(2, { type: 'pick', crew: 2, spec: 'pulse-gunner' });
  // The android: what the explorers know and nobody took (the Rocketeer, which nobody picked).
  assert.deepEqual(state(t).draft?.offers[3], ['rocketeer']);
  t.act(0, { type: 'pick', crew: 3, spec: 'rocketeer' });
  const s = state(t);
  assert.equal(s.stage, 'planning');
  // Each flies at its specialization's own level: Medic 2, Mechanic 3, Pulse Gunner 2, Rocketeer 1.
  assert.deepEqual(
    s.specs.map((x) => (x ? [x.spec, x.level] : null)),
    [
      ['medic', 2],
      ['mechanic', 3],
      ['pulse-gunner', 2],
      ['rocketeer', 1],
    ],
  );
  assert.deepEqual(specials(s.hands[0]), ['S:medic+']);
  assert.deepEqual(specials(s.hands[1]), ['S:mechanic', 'S:mechanic+']);
  assert.deepEqual(specials(s.hands[2]), ['S:pulse-gunner+']);
  assert.deepEqual(s.aside[3], ['S:rocketeer']);
});

test("an android is offered the union of the explorers' lists not yet taken, at the best explorer's level", () => {
  const t = table(2, { ...XP, specKnown1: 'medic:1,rocketeer:1,teleporter:2', specKnown2: 'rocketeer:3,mechanic:1' });
  t.act(0, { type: 'pick', crew: 0, spec: 'medic' });
  assert.deepEqual(state(t).draft?.offers[2], [], 'not before every explorer has chosen');
  t.act(1, { type: 'pick', crew: 1, spec: 'mechanic' });
  assert.deepEqual(state(t).draft?.offers[2], ['rocketeer', 'teleporter']);
  assert.deepEqual(pickSpecs(t, 0, 3), ['rocketeer', 'teleporter'], 'the captain chooses for the androids');
  t.act(0, { type: 'pick', crew: 2, spec: 'rocketeer' });
  assert.deepEqual(state(t).draft?.offers[3], ['teleporter'], 'one card per specialization');
  refused(t, 0, { type: 'pick', crew: 3, spec: 'rocketeer' }, /choose one of the explorers' specializations/);
  t.act(0, { type: 'pick', crew: 3, spec: 'teleporter' });
  const s = state(t);
  // Rocketeer: seat 2 knows it at level 3 (seat 1 only at 1); Teleporter: seat 1 at level 2.
  assert.deepEqual(
    s.specs.map((x) => (x ? [x.spec, x.level] : null)),
    [
      ['medic', 1],
      ['mechanic', 1],
      ['rocketeer', 3],
      ['teleporter', 2],
    ],
  );
  assert.deepEqual(s.aside[2], ['S:rocketeer', 'S:rocketeer+']);
});

test("an android's special cards: the basic one for a planner who knows it, the advanced one at level 2 or 3", () => {
  // The android flies the Rocketeer at level 3 (seat 2's); seat 1 knows it at level 1, seat 3 not at all.
  const t = table(3, {
    ...XP,
    specKnown1: 'rocketeer:1,medic:1',
    specKnown2: 'rocketeer:3,mechanic:2',
    specKnown3: 'hypernavigator:1',
  });
  t.act(0, { type: 'pick', crew: 0, spec: 'medic' });
  t.act(1, { type: 'pick', crew: 1, spec: 'mechanic' });
  t.act(2, { type: 'pick', crew: 2, spec: 'hypernavigator' });
  t.act(0, { type: 'pick', crew: 3, spec: 'rocketeer' });
  const s = state(t);
  assert.equal(s.stage, 'planning');
  assert.deepEqual(s.aside[3], ['S:rocketeer', 'S:rocketeer+']);
  const may = (seat: number, card: string) =>
    t.legal(seat).some((a) => a.type === 'place' && a.crew === 3 && a.card === card);
  // Seat 1 picked the Medic this mission, but its explorer knows the Rocketeer: the basic card only.
  assert.ok(may(0, 'S:rocketeer'));
  assert.ok(!may(0, 'S:rocketeer+'));
  refused(t, 0, { type: 'place', crew: 3, turn: 1, card: 'S:rocketeer+', top: 'action' }, /no card S:rocketeer\+/);
  assert.ok(may(1, 'S:rocketeer'));
  assert.ok(may(1, 'S:rocketeer+'));
  assert.ok(!may(2, 'S:rocketeer'));
  assert.ok(!may(2, 'S:rocketeer+'));
  refused(t, 2, { type: 'place', crew: 3, turn: 1, card: 'S:rocketeer', top: 'action' }, /no card S:rocketeer/);
});

test('a seat whose known specializations are all taken flies without one, and the log says so', () => {
  const t = table(2, { ...XP, specKnown1: 'medic:2', specKnown2: 'medic:1,mechanic:1' });
  const events = t.act(1, { type: 'pick', crew: 1, spec: 'medic' });
  const none = events.find((e) => e.rule === 'specialization.none');
  assert.match(none?.text ?? '', /Crew member 1 flies without a specialization, as a new explorer does/);
  assert.deepEqual(state(t).draft?.offers[0], []);
  assert.ok(!t.legal(0).some((a) => a.type === 'pick' && a.crew === 0));
  refused(t, 0, { type: 'pick', crew: 0, spec: 'medic' }, /every specialization offered to this crew member is taken/);
  // The explorers are done: the androids choose among what is left (the Mechanic, then nothing).
  assert.deepEqual(state(t).draft?.offers[2], ['mechanic']);
  const last = t.act(0, { type: 'pick', crew: 2, spec: 'mechanic' });
  assert.match(
    last.find((e) => e.rule === 'specialization.none')?.text ?? '',
    /Crew member 4 \(an android\) flies without a specialization/,
  );
  const s = state(t);
  assert.equal(s.stage, 'planning');
  assert.deepEqual(
    s.specs.map((x) => (x ? [x.spec, x.level] : null)),
    [null, ['medic', 1], ['mechanic', 1], null],
  );
  assert.deepEqual(specials(s.hands[0]), []);
  assert.ok(
    (s.hands[0] as string[]).every((c) => !c.startsWith('H:')),
    'no heroic card either',
  );
});

test("solo: the explorer is crew member 1; the three androids share the explorer's other specializations", () => {
  const t = table(1, { ...XP, specKnown1: 'mechanic:2,medic:3,rocketeer:1' });
  assert.deepEqual(state(t).draft?.offers, [['mechanic', 'medic', 'rocketeer'], [], [], []]);
  t.act(0, { type: 'pick', crew: 0, spec: 'medic' });
  assert.deepEqual(state(t).draft?.offers.slice(1), [
    ['mechanic', 'rocketeer'],
    ['mechanic', 'rocketeer'],
    ['mechanic', 'rocketeer'],
  ]);
  t.act(0, { type: 'pick', crew: 1, spec: 'mechanic' });
  t.act(0, { type: 'pick', crew: 2, spec: 'rocketeer' });
  const s = state(t);
  assert.equal(s.stage, 'planning');
  assert.deepEqual(
    s.specs.map((x) => (x ? [x.spec, x.level] : null)),
    [['medic', 3], ['mechanic', 2], ['rocketeer', 1], null],
  );
  // The one player's explorer knows the Mechanic at level 2: it plans both of that android's cards.
  assert.ok(t.legal(0).some((a) => a.type === 'place' && a.crew === 1 && a.card === 'S:mechanic+'));
});

test('a seat without a list still gets two cards, which avoid what listed explorers know', () => {
  const t = table(2, { ...XP, specKnown1: 'medic:1,rocketeer:2,mechanic:1,teleporter:1' });
  const d = state(t).draft;
  assert.deepEqual(d?.offers[0], ['mechanic', 'medic', 'rocketeer', 'teleporter']);
  assert.equal(d?.offers[1]?.length, 2);
  for (const spec of d?.offers[1] ?? []) assert.ok(!d?.offers[0]?.includes(spec));
  // Seat 2 flies at the crew's level (1); its pick stands for its explorer's knowledge for the androids.
  const other = d?.offers[1]?.[0] as string;
  t.act(1, { type: 'pick', crew: 1, spec: other });
  t.act(0, { type: 'pick', crew: 0, spec: 'rocketeer' });
  assert.deepEqual(state(t).draft?.offers[2], [other, 'mechanic', 'medic', 'teleporter'].sort());
});

test('the known lists are part of the options, the same in every view; the seat level is the best of the list', () => {
  const t = table(2, { ...XP, specKnown1: 'medic:2,rocketeer:1' });
  const o = readOptions(t.match.options);
  assert.deepEqual(o.seatKnown[0], [
    { spec: 'medic', level: 2 },
    { spec: 'rocketeer', level: 1 },
  ]);
  assert.equal(o.seatKnown[1], null);
  assert.equal(o.seatLevels[0], 2);
  for (const viewer of [0, 1, 'spectator'] as const) {
    const v = t.view(viewer).view as SaView;
    assert.deepEqual(v.o.seatKnown, o.seatKnown);
    assert.deepEqual(v.draft?.offers[0], ['medic', 'rocketeer']);
  }
  // specLevel1 may stay at crew or agree with the list.
  assert.doesNotThrow(() => table(2, { ...XP, specKnown1: 'medic:2,rocketeer:1', specLevel1: 2 }));
});

test('bad known lists are refused with a clear message', () => {
  badOptions(2, { specializations: true, specKnown1: 'medic:2' }, /specKnown1: .*belong to the Experience System/);
  badOptions(2, { specKnown1: 'medic:2' }, /belong to the Experience System/);
  badOptions(2, { ...XP, specKnown1: 'medik:2' }, /specKnown1: there is no specialization "medik"/);
  badOptions(2, { ...XP, specKnown2: 'medic:4' }, /specKnown2: medic is at level 4, but levels go from 1 to 3/);
  badOptions(2, { ...XP, specKnown1: 'medic:0' }, /medic is at level 0/);
  badOptions(2, { ...XP, specKnown1: 'medic:1,rocketeer:2,medic:2' }, /specKnown1: medic is listed twice/);
  badOptions(2, { ...XP, specKnown1: 'medic' }, /specKnown1: "medic" is not a specialization and its level/);
  badOptions(2, { ...XP, specKnown1: 'medic:1,' }, /"" is not a specialization and its level/);
  badOptions(
    2,
    { ...XP, specKnown3: 'medic:1' },
    /specKnown3 lists what the explorer in seat 3 knows, but the table has 2 seat/,
  );
  badOptions(2, { ...XP, specKnown1: 'medic:2', specLevel1: 3 }, /specLevel1 is 3 but specKnown1 says .* level 2/);
  badOptions(2, { ...XP, specKnown1: 'medic:2', specLevel1: 0 }, /specLevel1 is 0/);
  // Outside the pattern the kernel refuses it before the game reads it.
  badOptions(2, { ...XP, specKnown1: 'Medic:2' }, /option specKnown1 must be text of the form/);
  badOptions(2, { ...XP, specKnown1: 'medic:2'.repeat(40) }, /option specKnown1 must be text of the form/);
});

test('known lists let a crew of new explorers at the crew level fly: the listed ones choose', () => {
  const t = table(2, { ...XP, specLevel: 0, specKnown2: 'squad-leader:2' });
  assert.equal(state(t).stage, 'draft');
  assert.deepEqual(state(t).draft?.offers, [[], ['squad-leader'], [], []]);
  t.act(1, { type: 'pick', crew: 1, spec: 'squad-leader' } as Action);
  // The only known specialization is taken: the androids fly without one.
  const s = state(t);
  assert.equal(s.stage, 'planning');
  assert.deepEqual(
    s.specs.map((x) => (x ? [x.spec, x.level] : null)),
    [null, ['squad-leader', 2], null, null],
  );
});
