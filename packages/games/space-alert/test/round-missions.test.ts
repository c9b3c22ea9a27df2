import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { BASIC_CARDS, copies, DOUBLE_CARDS, HEROIC_CARDS, SPECIAL_CARDS } from '../src/data/cards.ts';
import { generateMission } from '../src/missions/generate.ts';
import { MISSION_PARAMS } from '../src/missions/kinds.ts';
import type { TimelineEvent } from '../src/missions/timeline.ts';
import { MISSION_KINDS } from '../src/options.ts';

type ThreatEvent = Extract<TimelineEvent, { what: 'threat' }>;

test('the basic deck: 90 cards, per movement half 10 A, 8 B, 7 C, 5 battlebots', () => {
  assert.equal(copies(BASIC_CARDS), 90);
  for (const move of ['red', 'blue', 'lift']) {
    const of = (l: string) => BASIC_CARDS.find((c) => c.id === `${l}|${move}`)?.copies;
    assert.deepEqual([of('A'), of('B'), of('C'), of('bots')], [10, 8, 7, 5]);
  }
  assert.equal(HEROIC_CARDS.length, 6);
  assert.equal(new Set(HEROIC_CARDS.map((c) => c.id)).size, 6);
  assert.equal(copies(DOUBLE_CARDS), 90);
  assert.equal(SPECIAL_CARDS.length, 20);
  // A doubled half starts with a symbol of its own half's type (002 "Double Actions").
  for (const c of DOUBLE_CARDS) {
    const h = c.doubled === 'action' ? c.action : c.move;
    assert.ok(Array.isArray(h));
    assert.equal((h as { kind: string }[])[0]?.kind, c.doubled === 'action' ? 'action' : 'move', c.id);
  }
});

function threats(events: TimelineEvent[]): ThreatEvent[] {
  return events.filter((e): e is ThreatEvent => e.what === 'threat');
}

test('every mission kind has its threat count, its phases and ordered events', () => {
  for (const kind of MISSION_KINDS) {
    const p = MISSION_PARAMS[kind];
    for (let seed = 1; seed <= 60; seed++) {
      const m = generateMission(kind, Rng.fromSeed(seed));
      const ts = threats(m.events);
      const level = (list: ThreatEvent[]) => list.reduce((n, t) => n + (t.serious ? 2 : 1), 0);
      assert.equal(level(ts.filter((t) => !t.unconfirmed)), p.count, `${kind} seed ${seed}`);
      assert.equal(level(ts.filter((t) => t.unconfirmed)), p.unconfirmed, `${kind} seed ${seed} unconfirmed`);
      assert.ok(ts.filter((t) => t.zone === 'internal').length <= 2);
      assert.equal(m.events.filter((e) => e.what === 'phase-end').length, p.phaseEnds.length);
      assert.equal(m.turns, p.turns);
      for (let i = 1; i < m.events.length; i++) {
        assert.ok((m.events[i] as TimelineEvent).at >= (m.events[i - 1] as TimelineEvent).at, `${kind} order`);
      }
      assert.equal(m.events.at(-1)?.what, 'phase-end', 'the mission ends with the last phase end');
      // One token number per set: distinct turns (two sets with Double Actions).
      for (const set of p.twoTokenSets ? ['ext', 'internal'] : ['all']) {
        const mine = ts.filter((t) => set === 'all' || (set === 'internal') === (t.zone === 'internal'));
        assert.equal(new Set(mine.map((t) => t.turn)).size, mine.length, `${kind} seed ${seed} turns`);
      }
      for (const t of ts) assert.ok(t.turn >= 1 && t.turn <= Math.min(8, p.turns - 3), `${kind} turn ${t.turn}`);
      // No two external threats in a row (by turn) in the same zone.
      const ext = ts.filter((t) => t.zone !== 'internal').sort((a, b) => a.turn - b.turn);
      for (let i = 1; i < ext.length; i++) assert.notEqual(ext[i]?.zone, ext[i - 1]?.zone);
    }
  }
});

test('each phase ends with warnings 60, 20 and 5 seconds before; windows and failures close', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const m = generateMission('full', Rng.fromSeed(seed));
    const ends = m.events.filter((e) => e.what === 'phase-end');
    for (const end of ends) {
      const ph = (end as { phase: number }).phase;
      const ws = m.events.filter((e) => e.what === 'warning' && e.phase === ph).map((e) => (end.at - e.at) / 1000);
      assert.deepEqual(ws, [60, 20, 5]);
    }
    let open = 0;
    let down = 0;
    for (const e of m.events) {
      if (e.what === 'transfer-open') open++;
      if (e.what === 'transfer-close') open--;
      if (e.what === 'comms-down') down++;
      if (e.what === 'comms-up') down--;
      assert.ok(open >= 0 && open <= 1 && down >= 0 && down <= 1);
    }
    assert.equal(open, 0);
    assert.equal(down, 0);
    assert.ok(m.events.filter((e) => e.what === 'data').length >= 2);
    assert.ok(m.events.filter((e) => e.what === 'transfer-open').length >= 3);
    // Threats come in phases 1 and 2 only; the first phase's first event is a threat 10-20 s in.
    const first = m.events[0] as TimelineEvent;
    assert.equal(first.what, 'threat');
    assert.ok(first.at >= 10000 && first.at <= 20000);
    const p2end = (ends[1] as TimelineEvent).at;
    assert.ok(threats(m.events).every((t) => t.at < p2end));
  }
});

test('the same seed gives the same mission; another seed another one', () => {
  const a = generateMission('full', Rng.fromSeed(5));
  const b = generateMission('full', Rng.fromSeed(5));
  const c = generateMission('full', Rng.fromSeed(6));
  assert.deepEqual(a, b);
  assert.notDeepEqual(a, c);
});
