import type { Rng } from '@airlock/engine';
import type { MissionKind } from '../options.ts';
import type { Zone } from '../types.ts';
import { MISSION_PARAMS, type MissionParams } from './kinds.ts';
import { type Mission, TRANSFER_SECONDS, type TimelineEvent, WARNINGS } from './timeline.ts';

/**
 * Our seeded mission generator (designed: see kinds.ts for which numbers are published). It draws
 * the threats (how many seriouses, which are internal, their turns and zones), then lays each phase
 * out: threat announcements in turn order with the other events slotted between them, the free time
 * spread over random gaps, then the warnings and the phase end.
 */
export function generateMission(kind: MissionKind, rng: Rng): Mission {
  const p = MISSION_PARAMS[kind];
  const threats = drawThreats(p, rng);
  const events: TimelineEvent[] = [];
  const phases = p.phaseEnds.length;
  const lengths = p.phases.map(([lo, hi]) => rng.int(lo, hi));
  const data = p.data.map(([lo, hi]) => rng.int(lo, hi));
  const transfers = p.transfers.map(([lo, hi]) => rng.int(lo, hi));
  if (phases === 3) {
    // Every full mission has at least two incoming data and three transfers (see kinds.ts).
    while (sum(data) < 2) data[1] = (data[1] as number) + 1;
    while (sum(transfers) < 3) transfers[1] = (transfers[1] as number) + 1;
  }
  const noise = noiseChunks(p, rng, phases);
  let start = 0;
  for (let ph = 0; ph < phases; ph++) {
    const end = start + (lengths[ph] as number);
    const mine = threats.filter((t) => announcedIn(p, t.turn, phases) === ph);
    let ambush: ThreatDraft | null = null;
    // Now and then the T4 threat comes late, between the one-minute and the twenty-second warnings.
    const late = mine.find((t) => t.turn === p.firstPhaseUpTo && !t.unconfirmed);
    if (ph === 0 && phases === 3 && late && mine.length > 1 && rng.int(1, 10) <= 4) {
      ambush = late;
      mine.splice(mine.indexOf(late), 1);
    }
    const items: Item[] = mine.map((t) => ({ kind: 'threat', secs: 10, threat: t }));
    const others: Item[] = [];
    for (let i = 0; i < (data[ph] as number); i++) others.push({ kind: 'data', secs: 6 });
    for (let i = 0; i < (transfers[ph] as number); i++) others.push({ kind: 'transfer', secs: TRANSFER_SECONDS });
    for (const secs of noise[ph] as number[]) others.push({ kind: 'noise', secs });
    for (const o of others) items.splice(rng.int(items.length > 0 ? 1 : 0, items.length), 0, o);
    layOut(items, start, end, rng, events);
    if (ambush) events.push(threatEvent(ambush, (end - rng.int(30, 50)) * 1000));
    for (const left of WARNINGS) events.push({ at: (end - left) * 1000, what: 'warning', phase: ph + 1, left });
    events.push({ at: end * 1000, what: 'phase-end', phase: ph + 1 });
    start = end;
  }
  events.sort((a, b) => a.at - b.at);
  return { turns: p.turns, phaseEnds: [...p.phaseEnds], events };
}

interface ThreatDraft {
  turn: number;
  zone: Zone | 'internal';
  serious: boolean;
  unconfirmed: boolean;
}

type Item =
  | { kind: 'threat'; secs: number; threat: ThreatDraft }
  | { kind: 'data' | 'transfer' | 'noise'; secs: number };

function sum(xs: readonly number[]): number {
  let n = 0;
  for (const x of xs) n += x;
  return n;
}

function announcedIn(p: MissionParams, turn: number, phases: number): number {
  return turn <= p.firstPhaseUpTo || phases === 1 ? 0 : 1;
}

function threatEvent(t: ThreatDraft, at: number): TimelineEvent {
  return { at, what: 'threat', turn: t.turn, zone: t.zone, serious: t.serious, unconfirmed: t.unconfirmed };
}

/** Places the items one after another from 10-20 s into the phase to 65 s before its end. */
function layOut(items: Item[], start: number, end: number, rng: Rng, out: TimelineEvent[]): void {
  const first = start + rng.int(10, 20);
  const last = end - 65;
  // Drop trailing non-threat items that cannot fit (never a threat).
  while (items.length > 0 && sum(items.map((i) => i.secs)) > last - first) {
    let k = items.length - 1;
    while (k >= 0 && (items[k] as Item).kind === 'threat') k--;
    if (k < 0) break;
    items.splice(k, 1);
  }
  const free = Math.max(0, last - first - sum(items.map((i) => i.secs)));
  const weights = items.map(() => rng.int(1, 10));
  const total = sum(weights) + rng.int(1, 10);
  let t = first;
  items.forEach((item, i) => {
    if (i > 0) t += Math.floor((free * (weights[i] as number)) / total);
    const at = t * 1000;
    if (item.kind === 'threat') out.push(threatEvent(item.threat, at));
    else if (item.kind === 'data') out.push({ at, what: 'data' });
    else if (item.kind === 'transfer') {
      out.push({ at, what: 'transfer-open' });
      out.push({ at: at + item.secs * 1000, what: 'transfer-close' });
    } else {
      out.push({ at, what: 'comms-down' });
      out.push({ at: at + item.secs * 1000, what: 'comms-up' });
    }
    t += item.secs;
  });
}

/** Communications failures: the mission's total cut into chunks of 9-20 s, each given to a phase. */
function noiseChunks(p: MissionParams, rng: Rng, phases: number): number[][] {
  const out: number[][] = Array.from({ length: phases }, () => []);
  let left = rng.int(p.noise[0], p.noise[1]);
  while (left >= 9) {
    const c = rng.int(9, Math.min(20, left));
    left -= c;
    (out[rng.int(0, phases - 1)] as number[]).push(c);
  }
  return out;
}

/** How many seriouses and commons, which of them are internal, plus the unconfirmed reports. */
function drawThreats(p: MissionParams, rng: Rng): ThreatDraft[] {
  const maxSerious = Math.min(p.serious[1], Math.floor(p.count / 2));
  const serious = rng.int(Math.min(p.serious[0], maxSerious), maxSerious);
  const common = p.count - 2 * serious;
  // Internal cards: at most two, within the internal level range, within what the count holds.
  const choices: [number, number][] = [];
  for (let is = 0; is <= Math.min(2, serious); is++) {
    for (let ic = 0; ic + is <= 2 && ic <= common; ic++) {
      const level = ic + 2 * is;
      if (level >= p.internal[0] && level <= p.internal[1]) choices.push([ic, is]);
    }
  }
  const [intCommon, intSerious] = choices.length > 0 ? rng.pick(choices) : [0, 0];
  const drafts: { zone: 'ext' | 'internal'; serious: boolean; unconfirmed: boolean }[] = [];
  for (let i = 0; i < intSerious; i++) drafts.push({ zone: 'internal', serious: true, unconfirmed: false });
  for (let i = 0; i < serious - intSerious; i++) drafts.push({ zone: 'ext', serious: true, unconfirmed: false });
  for (let i = 0; i < intCommon; i++) drafts.push({ zone: 'internal', serious: false, unconfirmed: false });
  for (let i = 0; i < common - intCommon; i++) drafts.push({ zone: 'ext', serious: false, unconfirmed: false });
  if (p.unconfirmed === 1) drafts.push({ zone: 'ext', serious: false, unconfirmed: true });
  if (p.unconfirmed === 2) drafts.push({ zone: 'ext', serious: true, unconfirmed: true });
  // Turns: seriouses first (narrower windows); a token number is used once per set.
  const lastTurn = Math.min(8, p.turns - 3);
  const used = { ext: new Set<number>(), internal: new Set<number>() };
  const placed: ThreatDraft[] = [];
  for (const d of drafts) {
    const set = p.twoTokenSets ? used[d.zone] : used.ext;
    const w = p.windows;
    const [lo, hi] =
      d.zone === 'internal' ? (d.serious ? w.intSerious : w.intCommon) : d.serious ? w.extSerious : w.extCommon;
    let free = range(lo, Math.min(hi, lastTurn)).filter((t) => !set.has(t));
    if (free.length === 0) free = range(1, lastTurn).filter((t) => !set.has(t));
    if (free.length === 0) continue;
    const turn = rng.pick(free);
    set.add(turn);
    placed.push({
      turn,
      zone: d.zone === 'internal' ? 'internal' : 'white',
      serious: d.serious,
      unconfirmed: d.unconfirmed,
    });
  }
  placed.sort((a, b) => a.turn - b.turn || (a.zone === 'internal' ? 1 : 0) - (b.zone === 'internal' ? 1 : 0));
  // Zones: no two external threats in a row (by turn) in the same zone.
  let prev: Zone | null = null;
  for (const t of placed) {
    if (t.zone === 'internal') continue;
    const zones = (['red', 'white', 'blue'] as Zone[]).filter((z) => z !== prev);
    t.zone = rng.pick(zones);
    prev = t.zone;
  }
  return placed;
}

function range(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let i = lo; i <= hi; i++) out.push(i);
  return out;
}
