import type { Rng, Viewer } from '@airlock/engine';
import { actionDeck, CARDS, type CardBack, card, HEROIC_CARDS } from './data/cards.ts';
import { generateMission } from './missions/generate.ts';
import type { TimelineEvent } from './missions/timeline.ts';
import type { SaState, Slot } from './round/state.ts';
import type { SaView } from './view.ts';

/**
 * A complete state consistent with a view. What the viewer cannot know is sampled: the future of the
 * soundtrack (a freshly generated mission fitted behind what has been heard), the undealt cards, the
 * other players' hands and the face-down cards on their boards (each matching its back).
 */
export function determinize(v: SaView, viewer: Viewer, rng: Rng): SaState {
  const seat = typeof viewer === 'number' ? viewer : null;
  const hands: string[][] = v.handSizes.map(() => []);
  const boards: (Slot | null)[][] = v.boardView.map((b) => b.map(() => null));
  const pool = unknownCards(v, seat);
  rng.shuffle(pool);
  const take = (ok: (id: string) => boolean): string => {
    let i = pool.findIndex(ok);
    if (i < 0) i = 0;
    return pool.splice(i, 1)[0] as string;
  };
  // Each player was dealt one heroic card; the ones nobody got are out of the game (not in the deck).
  const dealtHeroics = v.players > 1 && !v.o.specializations;
  const heroics = dealtHeroics ? pool.filter((id) => card(id).cls === 'heroic') : [];
  for (const h of heroics) pool.splice(pool.indexOf(h), 1);
  v.boardView.forEach((b, member) => {
    b.forEach((slot, t) => {
      if (!slot || !('card' in slot)) return;
      const known: Slot = { c: slot.card, top: slot.top };
      if (slot.with) known.w = { c: slot.with.card, top: slot.with.top };
      (boards[member] as (Slot | null)[])[t] = known;
    });
  });
  if (seat !== null) hands[seat] = [...(v.hand ?? [])];
  for (let j = 0; j < v.players; j++) {
    if (j === seat) continue;
    const member = v.seats.indexOf(j);
    const specials = specialsOf(v, member, seat);
    let heroic = dealtHeroics ? (heroics.pop() ?? null) : null;
    if (member >= 0) {
      (v.boardView[member] as (typeof v.boardView)[number]).forEach((slot, t) => {
        if (!slot || 'card' in slot) return;
        const fill = (back: CardBack): string => {
          if (back.special) return specials.shift() ?? take(() => true);
          if (back.doubled) return take((x) => card(x).doubled === back.doubled);
          if (v.o.doubleActions && heroic) {
            const h = heroic;
            heroic = null;
            return h;
          }
          return take((x) => !v.o.doubleActions || card(x).cls !== 'double');
        };
        const placed: Slot = { c: fill(slot), top: slot.top };
        if (slot.with) placed.w = { c: fill(slot.with), top: slot.with.top };
        (boards[member] as (Slot | null)[])[t] = placed;
      });
    }
    const hand = [...specials];
    // What the viewer gave this seat is most likely still among its cards.
    for (const g of v.gave) {
      if (g.to !== j || hand.length >= (v.handSizes[j] as number)) continue;
      const i = pool.indexOf(g.card);
      if (i >= 0) hand.push(pool.splice(i, 1)[0] as string);
    }
    if (heroic && hand.length < (v.handSizes[j] as number)) hand.push(heroic);
    else if (heroic) heroics.push(heroic);
    while (hand.length < (v.handSizes[j] as number)) hand.push(take(() => true));
    hands[j] = hand.sort();
  }
  const deck = sortedTail(pool, v.deckSize);
  return {
    o: { ...v.o },
    players: v.players,
    crew: v.crew,
    seats: [...v.seats],
    crewOf: Array.from({ length: v.players }, (_, s) => v.seats.indexOf(s)),
    turns: v.turns,
    phaseEnds: [...v.phaseEnds],
    stage: v.stage,
    timeline: [...v.heard.map((e) => ({ ...e })), ...future(v, rng)],
    next: v.heard.length,
    now: v.now,
    phase: v.phase,
    seatPhase: [...v.seatPhase],
    ready: [...v.ready],
    acts: [...v.acts],
    hands,
    deck,
    aside: v.aside.map((a) => [...a]),
    boards,
    gifts: v.gave.map((g) => ({ from: seat as number, to: g.to, card: g.card })),
    transfer: { open: v.transfer.open, sent: [...v.transfer.sent] },
    comms: v.comms,
    heard: v.heard.map((e) => ({ ...e })),
    announced: v.announced.map((a) => ({ ...a, ...(a.calls ? { calls: { ...a.calls } } : {}) })),
    trajectories: { ...v.trajectories },
    extraAt: v.extraAt,
    specs: v.specs.map((x) => (x ? { ...x } : null)),
    teleport: v.teleport ? { ...v.teleport } : null,
    draft: v.draft ? { offers: v.draft.offers.map((o) => [...o]), picks: [...v.draft.picks] } : null,
    campaign: {
      mission: v.campaign.mission,
      scores: [...v.campaign.scores],
      carried: {
        red: [...v.campaign.carried.red],
        white: [...v.campaign.carried.white],
        blue: [...v.campaign.carried.blue],
      },
    },
    outcome: v.outcome ? JSON.parse(JSON.stringify(v.outcome)) : null,
    result: v.result ? JSON.parse(JSON.stringify(v.result)) : null,
  };
}

/** Every card id in sorted order (as `sort()` orders strings), by its place in that order. */
const RANK: ReadonlyMap<string, number> = new Map([...CARDS.keys()].sort().map((id, i) => [id, i]));
const RANKED: readonly string[] = [...CARDS.keys()].sort();

/**
 * The last `n` cards of a list (all of them when it is shorter), sorted: what popping them one by one
 * and sorting gives, by counting each card's place instead of comparing strings (a determinization's
 * deck of several dozen cards, every search iteration).
 */
function sortedTail(pool: string[], n: number): string[] {
  const counts = new Array<number>(RANKED.length).fill(0);
  const from = Math.max(0, pool.length - n);
  for (let i = pool.length - 1; i >= from; i--) {
    const id = pool[i] as string;
    const r = RANK.get(id);
    if (r === undefined) throw new Error(`no action card ${id}`);
    counts[r] = (counts[r] as number) + 1;
  }
  pool.length = from;
  const out: string[] = [];
  for (let r = 0; r < RANKED.length; r++) for (let k = counts[r] as number; k > 0; k--) out.push(RANKED[r] as string);
  return out;
}

/** The special cards a crew member holds unseen (all of them, for anyone but its own seat). */
function specialsOf(v: SaView, member: number, seat: number | null): string[] {
  if (member < 0 || v.seats[member] === seat) return [];
  const sp = v.specs[member];
  if (!sp) return [];
  const ids =
    sp.level === 1 ? [`S:${sp.spec}`] : sp.level === 2 ? [`S:${sp.spec}+`] : [`S:${sp.spec}`, `S:${sp.spec}+`];
  return ids;
}

/** Every ordinary and heroic card in the game that the viewer has not seen. */
function unknownCards(v: SaView, seat: number | null): string[] {
  const counts = new Map<string, number>();
  for (const c of actionDeck(v.o.doubleActions)) counts.set(c.id, c.copies);
  if (!v.o.specializations) for (const h of HEROIC_CARDS) counts.set(h.id, 1);
  const seen = (id: string) => {
    const n = counts.get(id);
    if (n !== undefined) counts.set(id, n - 1);
  };
  if (seat !== null) for (const id of v.hand ?? []) seen(id);
  for (const a of v.aside) for (const id of a) seen(id);
  for (const b of v.boardView) {
    for (const slot of b) {
      if (!slot || !('card' in slot)) continue;
      seen(slot.card);
      if (slot.with) seen(slot.with.card);
    }
  }
  const out: string[] = [];
  for (const [id, n] of counts) for (let i = 0; i < n; i++) out.push(id);
  return out;
}

/** Phase index (1-based) of an event in a timeline with these phase-end times. */
function phaseAt(ends: readonly number[], at: number, e: TimelineEvent): number {
  if (e.what === 'warning' || e.what === 'phase-end') return e.phase;
  for (let i = 0; i < ends.length; i++) if (at < (ends[i] as number)) return i + 1;
  return ends.length;
}

/**
 * A sampled future: a fresh mission's events for the current and later phases, shifted so the current
 * phase keeps its known start (and its known end once a warning has given it away), with only the
 * warnings not yet heard, and a close for a transfer window or a communications failure still open.
 */
function future(v: SaView, rng: Rng): TimelineEvent[] {
  const fresh = generateMission(v.o.mission, rng).events;
  if (v.stage !== 'planning' && v.stage !== 'draft') return [];
  const freshEnds = fresh.filter((e) => e.what === 'phase-end').map((e) => e.at);
  const phases = v.phaseEnds.length;
  const cur = v.phase;
  const lastEnd = [...v.heard].reverse().find((e) => e.what === 'phase-end');
  const start = lastEnd ? lastEnd.at : 0;
  const warned = v.heard.filter((e) => e.what === 'warning' && e.phase === cur) as Extract<
    TimelineEvent,
    { what: 'warning' }
  >[];
  const freshStart = (p: number) => (p === 1 ? 0 : (freshEnds[p - 2] as number));
  const w0 = warned[0];
  let end = w0
    ? w0.at + w0.left * 1000
    : Math.max(start + (freshEnds[cur - 1] as number) - freshStart(cur), v.now + 61000);
  const out: TimelineEvent[] = [];
  const heardLeft = new Set(warned.map((w) => w.left));
  let transferOpen = v.transfer.open;
  let commsDown = !v.comms;
  for (let p = cur; p <= phases; p++) {
    const pStart = p === cur ? start : (out[out.length - 1] as TimelineEvent).at;
    if (p > cur) end = pStart + (freshEnds[p - 1] as number) - freshStart(p);
    const shift = pStart - freshStart(p);
    const quietFrom = end - 60000;
    for (const e of fresh) {
      if (e.what === 'warning' || e.what === 'phase-end' || phaseAt(freshEnds, e.at, e) !== p) continue;
      const at = e.at + shift;
      if (at <= v.now || at >= quietFrom) continue;
      if (e.what === 'transfer-open' || e.what === 'comms-down') {
        if (transferOpen || commsDown) continue;
      }
      if (e.what === 'transfer-close' && !transferOpen) continue;
      if (e.what === 'comms-up' && !commsDown) continue;
      if (e.what === 'transfer-open') transferOpen = true;
      if (e.what === 'transfer-close') transferOpen = false;
      if (e.what === 'comms-down') commsDown = true;
      if (e.what === 'comms-up') commsDown = false;
      out.push({ ...e, at });
    }
    const close = Math.max(v.now + 1000, Math.min(quietFrom, (out[out.length - 1]?.at ?? v.now) + 1000));
    if (transferOpen) out.push({ at: close, what: 'transfer-close' });
    if (commsDown) out.push({ at: close, what: 'comms-up' });
    transferOpen = false;
    commsDown = false;
    for (const left of [60, 20, 5]) {
      if (p === cur && heardLeft.has(left)) continue;
      if (end - left * 1000 > v.now) out.push({ at: end - left * 1000, what: 'warning', phase: p, left });
    }
    out.push({ at: Math.max(end, v.now + 1000), what: 'phase-end', phase: p });
  }
  // Keep the order stable for equal times: a window's close after what comes before it.
  return out
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at - b.e.at || a.i - b.i)
    .map((x) => x.e);
}
