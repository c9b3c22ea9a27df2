/**
 * The specializations draft (002 "Specializations", "Experience System", "Specializations for
 * Androids"), one rule at a time: what a pick must be (a crew member of the crew, one's own or, for the
 * captain, an android's, not chosen already, one of its offers), a pick leaving every other offer, the
 * seats without a known list drawing what no list names, the androids' best level among the explorers
 * who know a specialization, the Teleporter's tokens, and the draft's end.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action, GameEvent, Options } from '@airlock/engine';
import { applyPick, pickProblem, picks } from '../src/round/draft.ts';
import { refused, state, table } from './round-helpers.ts';

const SPECS = { specializations: true, specLevel: 1 } as const;
const XP = { specializations: true, experience: true, specLevel: 2 } as const;

function pickOf(t: ReturnType<typeof table>, crew: number, spec?: string): Action {
  const s = state(t);
  return { type: 'pick', crew, spec: spec ?? (s.draft?.offers[crew]?.[0] as string) };
}

test('a pick names a crew member of this crew', () => {
  const t = table(2, SPECS, 3);
  const spec = state(t).draft?.offers[0]?.[0] as string;
  for (const crew of ['0', 1.5, -1, 4, null]) {
    refused(t, 0, { type: 'pick', crew, spec } as unknown as Action, /no such crew member/);
  }
});

test('a player picks for its own crew member; the captain also for the androids, nobody else', () => {
  const t = table(2, { ...SPECS, captain: 1 }, 3);
  const s = state(t);
  // Seat 1 is the captain: crew member 0; seat 0 is crew member 1; members 2 and 3 are androids.
  assert.deepEqual(s.seats, [1, 0, null, null]);
  refused(t, 0, pickOf(t, 0), /you do not choose for that crew member/);
  refused(t, 0, pickOf(t, 2), /you do not choose for that crew member/);
  assert.equal(pickProblem(s, 1, 2, s.draft?.offers[2]?.[0]), null);
  assert.equal(pickProblem(s, 1, 0, s.draft?.offers[0]?.[0]), null);
  assert.ok(picks(s, 1).some((a) => a.crew === 2));
  assert.ok(!picks(s, 0).some((a) => a.crew === 2 || a.crew === 0));
});

test('a pick is one of the two cards offered, and once only', () => {
  const t = table(2, SPECS, 3);
  const s = state(t);
  const other = s.draft?.offers[1]?.[0] as string;
  refused(t, 0, { type: 'pick', crew: 0, spec: other }, /one of the two cards offered/);
  refused(t, 0, { type: 'pick', crew: 0, spec: 7 } as unknown as Action, /one of the two cards offered/);
  t.act(0, pickOf(t, 0));
  refused(t, 0, pickOf(t, 0, s.draft?.offers[0]?.[1] as string), /chosen already/);
});

test('without a draft there is nothing to pick, and a pick changes nothing', () => {
  const t = table(2, {}, 3);
  const s = state(t);
  assert.equal(pickProblem(s, 0, 0, 'medic'), 'there is no draft');
  assert.deepEqual(picks(s, 0), []);
  const before = JSON.stringify(s);
  applyPick(s, 0, 0, 'medic', { rng: undefined as never, emit: () => {} });
  assert.equal(JSON.stringify(s), before);
});

/** Plays the draft to its end: each pending seat takes its first legal pick; returns every event. */
function finish(t: ReturnType<typeof table>, choose?: (seat: number, legal: Action[]) => Action): GameEvent[] {
  const events: GameEvent[] = [];
  while (state(t).stage === 'draft') {
    const p = t.pending()[0];
    if (!p) break;
    const legal = t.legal(p.actor);
    events.push(...t.act(p.actor, choose ? choose(p.actor as number, legal) : (legal[0] as Action)));
  }
  return events;
}

test("the Teleporter's two tokens start with the crew member who took it; without a Teleporter there are none", () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
    const t = table(4, SPECS, seed);
    const offers = state(t).draft?.offers as string[][];
    const who = offers.findIndex((o) => o.includes('teleporter'));
    finish(t, (_seat, legal) => legal.find((a) => a.spec === 'teleporter') ?? (legal.at(-1) as Action));
    const s = state(t);
    if (who < 0) assert.equal(s.teleport, null, `seed ${seed}`);
    else {
      assert.deepEqual(s.teleport, { source: who, destination: who }, `seed ${seed}`);
      assert.equal(s.specs[who]?.spec, 'teleporter');
    }
  }
  // Seed 1..9 cover both cases, the first crew member's included.
  const cases = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((seed) =>
    (state(table(4, SPECS, seed)).draft?.offers as string[][]).findIndex((o) => o.includes('teleporter')),
  );
  assert.ok(cases.includes(-1) && cases.includes(0), cases.join());
});

function xpTable(players: number, known: Record<number, string>, extra: Options = {}, seed = 3) {
  const o: Options = { ...XP, ...extra };
  for (const [seat, list] of Object.entries(known)) o[`specKnown${Number(seat) + 1}`] = list;
  return table(players, o, seed);
}

test('a pick leaves every other offer: an explorer whose list named it may no longer take it', () => {
  const t = xpTable(2, { 0: 'medic:1,rocketeer:1', 1: 'medic:2,mechanic:1' });
  assert.deepEqual(state(t).draft?.offers[1], ['mechanic', 'medic']);
  t.act(0, { type: 'pick', crew: 0, spec: 'medic' });
  assert.deepEqual(state(t).draft?.offers[1], ['mechanic']);
  refused(t, 1, { type: 'pick', crew: 1, spec: 'medic' }, /your explorer knows that nobody has taken: mechanic/);
});

test('an explorer left with nothing to choose is told so and flies without a specialization', () => {
  const t = xpTable(3, { 0: 'medic:1', 1: 'medic:2', 2: 'rocketeer:1' });
  const events = t.act(0, { type: 'pick', crew: 0, spec: 'medic' });
  assert.ok(events.some((e) => e.rule === 'specialization.none' && (e.data as { crew: number }).crew === 1));
  assert.ok(!events.some((e) => e.rule === 'specialization.none' && (e.data as { crew: number }).crew === 2));
  const s = state(t);
  assert.deepEqual(s.draft?.offers[1], []);
  assert.match(pickProblem(s, 1, 1, 'medic') ?? '', /every specialization offered to this crew member is taken/);
  assert.deepEqual(picks(s, 1), [], 'nothing asked of that seat');
  t.act(2, { type: 'pick', crew: 2, spec: 'rocketeer' });
  assert.equal(s.stage, 'planning');
  assert.equal(s.specs[1], null);
});

test("a stand-in pick (an explorer without a list) leaves a listed explorer's offer but stays open to androids", () => {
  // Seat 1 has no list: its two cards come from the pool; seat 0 knows everything.
  const all =
    'rocketeer:1,data-analyst:1,energy-technician:1,pulse-gunner:1,medic:1,teleporter:1,hypernavigator:1,special-ops:1,squad-leader:1,mechanic:1';
  const t = xpTable(2, { 0: all });
  const s = state(t);
  const stand = s.draft?.offers[1]?.[0] as string;
  t.act(1, { type: 'pick', crew: 1, spec: stand });
  assert.ok(!s.draft?.offers[0]?.includes(stand), 'gone from the listed explorer');
  t.act(0, { type: 'pick', crew: 0, spec: s.draft?.offers[0]?.[0] as string });
  assert.ok(s.draft?.offers[2]?.includes(stand), 'the stand-in pick is still offered to the androids');
});

test('seats without a known list draw first from the specializations no list names', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const t = xpTable(3, { 0: 'medic:1,rocketeer:2,mechanic:1' }, {}, seed);
    const offers = state(t).draft?.offers as string[][];
    assert.deepEqual(offers[0], ['mechanic', 'medic', 'rocketeer']);
    for (const member of [1, 2]) {
      assert.equal(offers[member]?.length, 2);
      for (const x of offers[member] as string[]) assert.ok(!['medic', 'rocketeer', 'mechanic'].includes(x), x);
    }
  }
});

test('an android flies a specialization at the best level among the explorers who know it', () => {
  const t = xpTable(2, { 0: 'medic:2,rocketeer:1', 1: 'medic:1,mechanic:3' });
  t.act(0, { type: 'pick', crew: 0, spec: 'rocketeer' });
  const events = t.act(1, { type: 'pick', crew: 1, spec: 'mechanic' });
  // Androids: crew members 2 and 3, offered what the explorers know that nobody took.
  assert.deepEqual(state(t).draft?.offers[2], ['medic']);
  assert.ok(!events.some((e) => e.rule === 'specialization.none'), 'something is left for the androids');
  t.act(0, { type: 'pick', crew: 2, spec: 'medic' });
  const s = state(t);
  assert.equal(s.stage, 'planning', 'the other android has nothing left: the draft ends');
  assert.deepEqual(s.specs, [
    { spec: 'rocketeer', level: 1 },
    { spec: 'mechanic', level: 3 },
    { spec: 'medic', level: 2 },
    null,
  ]);
});

test('androids wait for the explorers; with nothing left they are told so and the draft ends', () => {
  const t = xpTable(2, { 0: 'medic:1', 1: 'mechanic:1' });
  const s = state(t);
  refused(t, 0, { type: 'pick', crew: 2, spec: 'medic' }, /once every explorer has chosen/);
  t.act(0, { type: 'pick', crew: 0, spec: 'medic' });
  const events = t.act(1, { type: 'pick', crew: 1, spec: 'mechanic' });
  const none = events.filter((e) => e.rule === 'specialization.none').map((e) => (e.data as { crew: number }).crew);
  assert.deepEqual(none, [2, 3]);
  const texts = events.filter((e) => e.rule === 'specialization.none').map((e) => e.text);
  assert.match(texts[0] ?? '', /^Crew member 3 \(an android\)/);
  assert.match(texts[1] ?? '', /^Crew member 4 \(an android\)/);
  assert.equal(s.stage, 'planning');
  assert.deepEqual(
    s.specs.map((x) => x?.spec ?? null),
    ['medic', 'mechanic', null, null],
  );
});

test('the draft ends once the explorers are done and every specialization they know is taken', () => {
  const t = xpTable(3, { 0: 'medic:1', 1: 'mechanic:1', 2: 'medic:1,rocketeer:1' });
  t.act(0, { type: 'pick', crew: 0, spec: 'medic' });
  t.act(1, { type: 'pick', crew: 1, spec: 'mechanic' });
  t.act(2, { type: 'pick', crew: 2, spec: 'rocketeer' });
  const s = state(t);
  // One android, crew member 4: the explorers know medic, mechanic and rocketeer, all taken.
  assert.equal(s.stage, 'planning');
  assert.equal(s.specs[3], null);
});

test('an android is offered nothing the explorers know once it is taken, and no android is asked when nothing is left', () => {
  const t = xpTable(2, { 0: 'medic:1,rocketeer:1', 1: 'medic:1' });
  t.act(1, { type: 'pick', crew: 1, spec: 'medic' });
  assert.deepEqual(state(t).draft?.offers[2], [], 'the explorers are not all done');
  t.act(0, { type: 'pick', crew: 0, spec: 'rocketeer' });
  assert.equal(state(t).stage, 'planning');
  const s = state(t);
  assert.match(
    pickProblem({ ...s, draft: { offers: [[], [], [], []], picks: ['rocketeer', 'medic', null, null] } }, 0, 2, 'x') ??
      '',
    /no explorer of this crew knows a specialization that is still free/,
  );
});
