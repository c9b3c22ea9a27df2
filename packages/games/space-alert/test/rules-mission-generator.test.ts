/**
 * Our seeded mission generator (designed; the published numbers are in src/missions/kinds.ts), rule by
 * rule over many seeds: how many seriouses and internal threats each kind holds, the turn windows, one
 * token number per turn (two token sets with Double Actions), which phase announces which turn, the
 * late T+4 threat, incoming data and data transfers, communications failures, and where the
 * announcements fall in a phase. The numbers are written out here, not read from the generator's table,
 * so a changed table fails.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { generateMission } from '../src/missions/generate.ts';
import type { Mission, TimelineEvent } from '../src/missions/timeline.ts';
import type { MissionKind } from '../src/options.ts';

type ThreatEvent = Extract<TimelineEvent, { what: 'threat' }>;

const SEEDS = 600;
const cache = new Map<MissionKind, Mission[]>();
function missions(kind: MissionKind): Mission[] {
  let list = cache.get(kind);
  if (!list) {
    list = Array.from({ length: SEEDS }, (_, i) => generateMission(kind, Rng.fromSeed(i + 1)));
    cache.set(kind, list);
  }
  return list;
}

const threats = (m: Mission) => m.events.filter((e): e is ThreatEvent => e.what === 'threat');
const confirmed = (m: Mission) => threats(m).filter((t) => !t.unconfirmed);
const ends = (m: Mission) => m.events.filter((e) => e.what === 'phase-end').map((e) => e.at);
const count = (m: Mission, what: TimelineEvent['what']) => m.events.filter((e) => e.what === what).length;

/** The late T+4 threat of phase 1: announced within the phase's last minute. */
function lateThreat(m: Mission): ThreatEvent | undefined {
  const end = ends(m)[0] as number;
  return threats(m).find((t) => t.at < end && t.at > end - 60_000);
}

const ALL: MissionKind[] = ['test-run', 'simulation', 'full', 'double-easy', 'double'];

test('seriouses per kind: test run 0-1, simulation 0-2, full 1-3, easier double 1-3, double 2-4, every number occurring', () => {
  const expected: Record<MissionKind, number[]> = {
    'test-run': [0, 1],
    simulation: [0, 1, 2],
    full: [1, 2, 3],
    'double-easy': [1, 2, 3],
    double: [2, 3, 4],
  };
  for (const kind of ALL) {
    const seen = new Set(missions(kind).map((m) => confirmed(m).filter((t) => t.serious).length));
    assert.deepEqual([...seen].sort(), expected[kind], kind);
  }
});

test('internal threats: at most two cards, level (common 1, serious 2) in the kind range, every mix the draw allows', () => {
  const range: Record<MissionKind, [number, number]> = {
    'test-run': [0, 0],
    simulation: [0, 2],
    full: [1, 3],
    'double-easy': [2, 3],
    double: [2, 4],
  };
  const total: Record<MissionKind, number> = { 'test-run': 3, simulation: 5, full: 7, 'double-easy': 8, double: 10 };
  for (const kind of ALL) {
    const [lo, hi] = range[kind];
    const seen = new Map<number, Set<string>>();
    for (const m of missions(kind)) {
      const ts = confirmed(m);
      const s = ts.filter((t) => t.serious).length;
      const ic = ts.filter((t) => t.zone === 'internal' && !t.serious).length;
      const is = ts.filter((t) => t.zone === 'internal' && t.serious).length;
      if (!seen.has(s)) seen.set(s, new Set());
      seen.get(s)?.add(`${ic}+${is}`);
    }
    for (const [s, mixes] of seen) {
      // Every mix of at most two internal cards that the drawn seriouses and commons can hold, at a level in range.
      const common = total[kind] - 2 * s;
      const allowed = new Set<string>();
      for (let is = 0; is <= 2; is++)
        for (let ic = 0; ic <= 2 - is; ic++)
          if (is <= s && ic <= common && ic + 2 * is >= lo && ic + 2 * is <= hi) allowed.add(`${ic}+${is}`);
      assert.deepEqual([...mixes].sort(), [...allowed].sort(), `${kind} with ${s} seriouses`);
    }
  }
});

test('no internal threat in a test run; internal threats come in the other kinds', () => {
  assert.ok(missions('test-run').every((m) => threats(m).every((t) => t.zone !== 'internal')));
  for (const kind of ALL.filter((k) => k !== 'test-run')) {
    assert.ok(
      missions(kind).some((m) => threats(m).some((t) => t.zone === 'internal')),
      kind,
    );
  }
});

test('turn windows: external commons T+1-8, external seriouses T+2-7, internal commons T+2-7, internal seriouses T+3-6', () => {
  for (const kind of ALL) {
    const w =
      kind === 'test-run'
        ? { ec: [1, 4], es: [2, 4], ic: [2, 4], is: [3, 4] }
        : { ec: [1, 8], es: [2, 7], ic: [2, 7], is: [3, 6] };
    const seen = { ec: new Set<number>(), es: new Set<number>(), ic: new Set<number>(), is: new Set<number>() };
    for (const m of missions(kind)) {
      for (const t of threats(m)) {
        const key = `${t.zone === 'internal' ? 'i' : 'e'}${t.serious ? 's' : 'c'}` as keyof typeof w;
        const [lo, hi] = w[key] as [number, number];
        seen[key].add(t.turn);
        if (t.turn >= lo && t.turn <= hi) continue;
        // Outside its window only when the window is full: every turn of it taken in the threat's token set.
        const sameSet = threats(m).filter(
          (o) => o !== t && (!kind.startsWith('double') || (o.zone === 'internal') === (t.zone === 'internal')),
        );
        for (let turn = lo; turn <= hi; turn++) {
          assert.ok(
            sameSet.some((o) => o.turn === turn),
            `${kind}: ${key} on T+${t.turn} while T+${turn} is free`,
          );
        }
        assert.ok(t.turn >= 1 && t.turn <= (kind === 'test-run' ? 4 : 8), `${kind}: T+${t.turn}`);
      }
    }
    // Both ends of the external windows are used.
    for (const key of ['ec', 'es'] as const) {
      const [lo, hi] = w[key] as [number, number];
      assert.ok(seen[key].has(lo) && seen[key].has(hi), `${kind} ${key} reaches T+${lo} and T+${hi}`);
    }
    if (kind !== 'test-run') assert.ok(seen.is.has(3) && seen.is.has(6) && seen.ic.has(2) && seen.ic.has(7), kind);
  }
});

test('one token number per turn in a single set; with Double Actions an external and an internal threat may share one, the external announced first', () => {
  for (const kind of ['test-run', 'simulation', 'full'] as const) {
    for (const m of missions(kind)) {
      const turns = threats(m).map((t) => t.turn);
      assert.equal(new Set(turns).size, turns.length, kind);
    }
  }
  for (const kind of ['double-easy', 'double'] as const) {
    let shared = 0;
    for (const m of missions(kind)) {
      const ts = threats(m);
      for (const e of ts) {
        if (e.zone === 'internal') continue;
        const i = ts.find((t) => t.zone === 'internal' && t.turn === e.turn);
        if (!i || lateThreat(m) === e || lateThreat(m) === i) continue;
        shared++;
        assert.ok(e.at < i.at, `${kind}: the external T+${e.turn} first`);
      }
    }
    assert.ok(shared > 20, `${kind}: shared turns occur (${shared})`);
  }
});

test('T+1 to T+4 are announced in phase 1 (T+1 to T+3 in a test run), the later turns in phase 2, none in phase 3', () => {
  for (const kind of ALL) {
    const upTo = kind === 'test-run' ? 3 : 4;
    for (const m of missions(kind)) {
      const [p1, p2] = ends(m) as [number, number];
      for (const t of threats(m)) {
        if (t.turn <= upTo) assert.ok(t.at < p1, `${kind}: T+${t.turn} in phase 1`);
        else assert.ok(t.at > p1 && t.at < p2, `${kind}: T+${t.turn} in phase 2`);
      }
    }
  }
});

test('the late T+4 threat: 30-50 s before the end of phase 1, only a confirmed T+4, only beside another phase-1 threat, about 4 times in 10', () => {
  for (const kind of ALL) {
    for (const m of missions(kind)) {
      const late = lateThreat(m);
      if (!late) continue;
      assert.notEqual(kind, 'test-run', 'a test run has no late threat');
      const end = ends(m)[0] as number;
      assert.equal(late.turn, 4, kind);
      assert.equal(late.unconfirmed, false, kind);
      assert.ok(late.at >= end - 50_000 && late.at <= end - 30_000, `${kind}: ${end - late.at} ms before the end`);
      assert.ok(threats(m).filter((t) => t.at < end).length > 1, kind);
    }
  }
  // Among full missions with a confirmed T+4 threat and another threat in phase 1.
  let eligible = 0;
  let late = 0;
  for (const m of missions('full')) {
    const end = ends(m)[0] as number;
    if (!confirmed(m).some((t) => t.turn === 4) || threats(m).filter((t) => t.at < end).length < 2) continue;
    eligible++;
    if (lateThreat(m)) late++;
  }
  assert.ok(eligible > 300, `${eligible}`);
  assert.ok(late / eligible > 0.34 && late / eligible < 0.5, `late in ${late} of ${eligible}`);
});

test('a test run: one data transfer and one or two incoming data', () => {
  const transfers = new Set(missions('test-run').map((m) => count(m, 'transfer-open')));
  const data = new Set(missions('test-run').map((m) => count(m, 'data')));
  assert.deepEqual([...transfers], [1]);
  assert.deepEqual([...data].sort(), [1, 2]);
});

test('a full mission: two to five incoming data and three or four transfers, less what a crowded phase drops', () => {
  const data = new Set(missions('full').map((m) => count(m, 'data')));
  const transfers = new Set(missions('full').map((m) => count(m, 'transfer-open')));
  assert.ok([...data].every((n) => n <= 5));
  assert.ok([...transfers].every((n) => n <= 4));
  // The floors are met exactly, never raised.
  assert.ok(data.has(2) && data.has(5), [...data].join());
  assert.ok(transfers.has(3) && transfers.has(4), [...transfers].join());
});

/** Each phase's own items (not the warnings, the phase end or the late threat), by phase. */
function items(m: Mission): { start: number; end: number; list: TimelineEvent[] }[] {
  const late = lateThreat(m);
  let start = 0;
  return ends(m).map((end) => {
    const list = m.events.filter(
      (e) => e.at > start && e.at <= end && e !== late && e.what !== 'warning' && e.what !== 'phase-end',
    );
    const out = { start, end, list };
    start = end;
    return out;
  });
}

test('each phase: the first announcement 10-20 s in, the last one over 65 s before its end, transfers of 15 s, failures of 9-20 s', () => {
  for (const kind of ALL) {
    for (const m of missions(kind)) {
      for (const { start, end, list } of items(m)) {
        if (list.length === 0) continue;
        const first = (list[0] as TimelineEvent).at - start;
        assert.ok(first >= 10_000 && first <= 20_000, `${kind}: first at ${first}`);
        for (const e of list) assert.ok(e.at <= end - 65_000, `${kind}: ${e.what} ${end - e.at} ms before the end`);
      }
      let open = 0;
      let down = 0;
      for (const e of m.events) {
        if (e.what === 'transfer-open') open = e.at;
        if (e.what === 'transfer-close') assert.equal(e.at - open, 15_000);
        if (e.what === 'comms-down') down = e.at;
        if (e.what === 'comms-up') assert.ok(e.at - down >= 9_000 && e.at - down <= 20_000, `${e.at - down}`);
      }
    }
  }
});

test('communications fail for at most the kind total (15 s test run, 40 s simulation, 60 s otherwise); failures in nearly every mission but a test run', () => {
  const most: Record<MissionKind, number> = {
    'test-run': 15,
    simulation: 40,
    full: 60,
    'double-easy': 60,
    double: 60,
  };
  for (const kind of ALL) {
    let withFailures = 0;
    for (const m of missions(kind)) {
      let down = 0;
      let total = 0;
      for (const e of m.events) {
        if (e.what === 'comms-down') down = e.at;
        if (e.what === 'comms-up') total += e.at - down;
      }
      assert.ok(total <= most[kind] * 1000, `${kind}: ${total}`);
      if (total > 0) withFailures++;
      assert.equal(count(m, 'comms-down'), count(m, 'comms-up'));
    }
    if (kind !== 'test-run') assert.ok(withFailures > SEEDS * 0.9, `${kind}: ${withFailures}`);
  }
});

test('the free time is spread between the items: a phase is not announced back to back', () => {
  for (const kind of ALL) {
    let spread = 0;
    for (const m of missions(kind)) {
      const phase = items(m)[0]?.list ?? [];
      let end = 0;
      let gap = false;
      for (const e of phase) {
        if (e.what === 'transfer-close' || e.what === 'comms-up') continue;
        if (end > 0 && e.at > end) gap = true;
        end =
          e.at + (e.what === 'transfer-open' ? 15_000 : e.what === 'data' ? 6_000 : e.what === 'threat' ? 10_000 : 0);
        if (e.what === 'comms-down') {
          const up = phase.find((x) => x.what === 'comms-up' && x.at > e.at);
          end = up ? up.at : end;
        }
      }
      if (gap) spread++;
    }
    assert.ok(spread > SEEDS * 0.9, `${kind}: ${spread}`);
  }
});

test('within a phase the threats are announced in turn order', () => {
  for (const kind of ALL) {
    for (const m of missions(kind)) {
      const late = lateThreat(m);
      for (const { list } of items(m)) {
        const turns = list.filter((e): e is ThreatEvent => e.what === 'threat' && e !== late).map((t) => t.turn);
        assert.deepEqual(
          turns,
          [...turns].sort((a, b) => a - b),
          kind,
        );
      }
    }
  }
});
