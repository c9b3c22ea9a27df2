import type { Json, Rng, Viewer } from '@airlock/engine';
import { type Card, CARD_KINDS, deckContents, PILE_SIZE, RESOURCES } from './data/cards.ts';
import { copyJson } from './copy.ts';
import { ROLES } from './data/roles.ts';
import { POD_IDS } from './data/ship.ts';
import type { GameOptions } from './options.ts';
import { rulesFor } from './rules/hooks.ts';
import { knowsPod, podModule } from './ship.ts';
import type { McState, Step } from './state.ts';

/** What one seat (or a spectator) may know, built field by field from the state. */
export interface McView {
  seat: number | null;
  n: number;
  opt: GameOptions;
  num: number[];
  cubes: number[];
  board: number[];
  pods: { module: number; up: number; known: number; id: string | null }[];
  fuse: (string | null)[];
  piles: number[];
  deckCount: number;
  discard: Card[];
  /** The viewer's own hand (null for spectators). */
  hand: Card[] | null;
  /** Allies' hands (Team and Co-op: allies play with open hands to each other). */
  allyHands: { seat: number; hand: Card[] }[];
  handCounts: number[];
  gear: Card[][];
  pos: number[];
  team: number[];
  prof: McState['prof'];
  role: McState['role'];
  role2: McState['role2'];
  charges: number[];
  auto: boolean[];
  modUsed: boolean[];
  active: number;
  phase: number;
  dice: number[];
  rolloff: number[][];
  /** The resolution stack; cards private to another seat are shown as a count. */
  stack: Json[];
  ext: Record<string, Json>;
  escaped: number[];
  out: number[];
  over: McState['over'];
}

function viewStep(s: McState, st: Step, seat: number | null): Json {
  if (st.t === 'keep' && st.seat !== seat) return { t: 'keep', seat: st.seat, count: st.cards.length };
  if (st.t === 'transfer' && (seat === null || s.team[seat] !== s.team[st.seat])) {
    const { give, take, ...rest } = st;
    return { ...rest, giveCount: give?.length ?? 0, takeCount: take?.length ?? 0 };
  }
  return copyJson(st) as unknown as Json;
}

/** Allies of a seat (same team, Team and Co-op only). */
export function alliesOf(s: Pick<McState, 'n' | 'opt' | 'team'>, seat: number | null): number[] {
  if (seat === null || s.opt.mode === 'sole') return [];
  const out: number[] = [];
  for (let o = 0; o < s.n; o++) if (o !== seat && s.team[o] === s.team[seat]) out.push(o);
  return out;
}

function allyHands(s: McState, seat: number | null): McView['allyHands'] {
  return alliesOf(s, seat).map((o) => ({ seat: o, hand: [...(s.hands[o] as Card[])] }));
}

export function viewOf(s: McState, viewer: Viewer): McView {
  const seat = typeof viewer === 'number' ? viewer : null;
  const ext: Record<string, Json> = {};
  for (const r of rulesFor(s.opt)) {
    const v = r.view ? r.view(s) : s.ext[r.id];
    if (v !== undefined) ext[r.id] = v;
  }
  return {
    seat,
    n: s.n,
    opt: { ...s.opt },
    num: [...s.num],
    cubes: [...s.cubes],
    board: [...s.board],
    pods: s.podUp.map((up, p) => ({
      module: podModule(p),
      up,
      known: s.podKnow[p] as number,
      id: knowsPod(s, seat, p) ? (s.podId[p] as string) : null,
    })),
    fuse: [...s.fuse],
    piles: [...s.piles],
    deckCount: s.deck.length,
    discard: [...s.discard],
    hand: seat === null ? null : [...(s.hands[seat] as Card[])],
    allyHands: allyHands(s, seat),
    handCounts: s.hands.map((h) => h.length),
    gear: s.gear.map((g) => [...g]),
    pos: [...s.pos],
    team: [...s.team],
    prof: [...s.prof],
    role: [...s.role],
    role2: [...s.role2],
    charges: [...s.charges],
    auto: [...s.auto],
    modUsed: [...s.modUsed],
    active: s.active,
    phase: s.phase,
    dice: [...s.dice],
    rolloff: s.rolloff.map((r) => [...r]),
    stack: s.stack.map((st) => viewStep(s, st, seat)),
    ext,
    escaped: [...s.escaped],
    out: [...s.out],
    over: s.over ? copyJson(s.over) : null,
  };
}

/** A run of copies of one card kind (KIND_INDEX) in the list of every card. */
interface Run {
  kind: number;
  count: number;
}

/**
 * Every PIP card of the game (deck mix, potatoes when a Botanist plays, the face-up piles), in a
 * fixed order: a determinization deals from it, so its order is part of the result. Kept as runs of
 * one kind (the list is built kind by kind), made once per (Botanist, promos) pair.
 */
const ALL_CARDS = new Map<string, readonly Run[]>();

function allCards(v: McView): readonly Run[] {
  const botanist = v.role.some((r) => r !== null && ROLES[r].profession === 'botanist');
  const key = `${botanist}|${v.opt.promos}`;
  let out = ALL_CARDS.get(key);
  if (!out) {
    const cards = deckContents(botanist, false, v.opt.promos);
    for (const r of RESOURCES) for (let i = 0; i < PILE_SIZE; i++) cards.push(r);
    const runs: Run[] = [];
    for (const c of cards) {
      const last = runs[runs.length - 1];
      if (last && last.kind === KIND_INDEX[c]) last.count++;
      else runs.push({ kind: KIND_INDEX[c], count: 1 });
    }
    out = runs;
    ALL_CARDS.set(key, out);
  }
  return out;
}

/** Counts cards by kind (KIND_INDEX), to take them out of a pool. */
function countInto(drop: number[], cards: readonly Card[]): void {
  for (const c of cards) drop[KIND_INDEX[c]] = (drop[KIND_INDEX[c]] as number) + 1;
}

const KIND_INDEX = Object.fromEntries(CARD_KINDS.map((c, i) => [c, i])) as Record<Card, number>;

/** A full state consistent with a view: unknown pod IDs, other hands and the deck are sampled. */
export function determinizeView(v: McView, rng: Rng): McState {
  const stack = copyJson(v.stack) as Step[];
  let begun = true;
  for (const st of stack) if (st.t === 'begin') begun = false;
  const seat = v.seat;
  // Pods: keep what the viewer knows, deal the other letters at random.
  const knownIds = v.pods.map((p) => p.id);
  const free = rng.shuffle(POD_IDS.filter((id) => !knownIds.includes(id)) as string[]);
  const podId = knownIds.map((id) => id ?? (free.pop() as string));
  // Cards: everything not visible to the viewer is one shuffled pool: every card of the game, in a
  // fixed order, without the first copies of each kind the viewer sees elsewhere (as many as it sees).
  const pool: Card[] = [];
  const hand = v.hand ?? [];
  if (begun) {
    const drop = new Array<number>(CARD_KINDS.length).fill(0);
    countInto(drop, hand);
    for (const a of v.allyHands) countInto(drop, a.hand);
    countInto(drop, v.discard);
    for (const g of v.gear) countInto(drop, g);
    for (let i = 0; i < RESOURCES.length; i++) {
      const k = KIND_INDEX[RESOURCES[i] as Card];
      drop[k] = (drop[k] as number) + (v.piles[i] as number);
    }
    for (const st of stack) {
      if (st.t === 'win') countInto(drop, (st.w.data.held ?? []) as Card[]);
      if (st.t === 'keep' && st.seat === seat) countInto(drop, st.cards);
      if (st.t === 'transfer') {
        countInto(drop, st.give ?? []);
        countInto(drop, st.take ?? []);
      }
    }
    // The first copies of a kind go first: a run gives up as many as are still to drop.
    for (const run of allCards(v)) {
      const gone = Math.max(0, Math.min(drop[run.kind] as number, run.count));
      drop[run.kind] = (drop[run.kind] as number) - gone;
      const c = CARD_KINDS[run.kind] as Card;
      for (let i = gone; i < run.count; i++) pool.push(c);
    }
  }
  rng.shuffle(pool);
  // Hands and hidden stack cards are dealt from the front of the shuffled pool, in seat then stack order.
  let at = 0;
  const deal = (count: number): Card[] => {
    const out = pool.slice(at, at + count);
    at += out.length;
    return out;
  };
  const known: (Card[] | undefined)[] = [];
  for (const a of v.allyHands) known[a.seat] = a.hand;
  if (seat !== null) known[seat] = hand;
  const hands = v.handCounts.map((count, o) => {
    const k = known[o];
    return k ? k.slice() : deal(count);
  });
  for (const st of stack) {
    if (st.t === 'transfer' && 'giveCount' in st) {
      const hidden = st as unknown as { giveCount: number; takeCount: number };
      const give = deal(hidden.giveCount);
      const take = deal(hidden.takeCount);
      delete (st as unknown as { giveCount?: number }).giveCount;
      delete (st as unknown as { takeCount?: number }).takeCount;
      if (give.length > 0) st.give = give;
      if (take.length > 0) st.take = take;
    }
    if (st.t === 'keep' && st.seat !== seat) {
      const count = (st as unknown as { count: number }).count;
      (st as { cards: Card[] }).cards = deal(count);
      delete (st as unknown as { count?: number }).count;
    }
  }
  const deck = deal(v.deckCount);
  return {
    n: v.n,
    opt: { ...v.opt },
    num: [...v.num],
    cubes: [...v.cubes],
    board: [...v.board],
    podId,
    podUp: v.pods.map((p) => p.up),
    podKnow: v.pods.map((p) => p.known),
    fuse: [...v.fuse],
    piles: [...v.piles],
    deck,
    discard: [...v.discard],
    hands,
    gear: v.gear.map((g) => [...g]),
    pos: [...v.pos],
    team: [...v.team],
    prof: [...v.prof],
    role: [...v.role],
    role2: [...v.role2],
    charges: [...v.charges],
    auto: [...v.auto],
    modUsed: [...v.modUsed],
    active: v.active,
    phase: v.phase as McState['phase'],
    dice: [...v.dice],
    rolloff: v.rolloff.map((r) => [...r]),
    stack,
    ext: copyJson(v.ext),
    escaped: [...v.escaped],
    out: [...v.out],
    over: v.over,
  };
}
