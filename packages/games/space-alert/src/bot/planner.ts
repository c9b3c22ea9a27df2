import type { Action, BotPolicy, MatchView } from '@airlock/engine';
import type { Announced } from '../round/state.ts';
import type { Half, PlannedStep, Station } from '../types.ts';
import type { SaView } from '../view.ts';
import { type BeamOptions, beamPlan } from './beam.ts';
import { type CrewPlanOptions, crewPlan, follow, meanWorth, moved, stations } from './crew-plan.ts';
import { gift, PATIENCE } from './heuristic.ts';
import {
  type Choice,
  firstHalf,
  moveOn,
  openSlots,
  optionsFor,
  seenPlans,
  slotKey,
  stepOf,
  takeOne,
  threatsOf,
  towardPlan,
  inputOf,
} from './slots.ts';

/**
 * The Space Alert planning crew member. At each announcement it re-plans the turns it may program
 * (its own board's open turns, and the androids'). First the crew's ideal plan (crew-plan.ts): one
 * half per member and turn, searched against futures sampled with the game's `determinize` from the
 * public facts alone, so every bot of the crew finds the same plan and can count on the others. Then
 * its own cards: each open turn takes the card that plays the plan's half from where the member
 * really stands, and each choice is improved by resolving the mission with the game's rules in every
 * sampled future, the other members following the crew plan. It reads only its seat's view: the
 * cards it cannot see are the crew plan's guess, the same whatever those hands hold.
 */
export interface PlannerOptions {
  /** Sampled futures per announcement (default 4). */
  samples?: number;
  /** Evaluations of this seat's card choices per re-plan, each resolving every sample (default 60). */
  iterations?: number;
  /**
   * A cap in milliseconds on each of the two searches, on top of the iteration counts (a slow machine
   * then plans less; not reproducible once the cap bites). A real-time table's think budget.
   */
  ms?: number;
  /**
   * The clock the cap is read from (e.g. `performance.now`), given by the caller: rule packages never
   * read the clock themselves. Without it the cap is ignored.
   */
  now?: () => number;
  /** Whether the crew plan's search tries intents (default true; false: halves and phase blocks only). */
  intents?: boolean;
  /** Whether the crew plan's search tries maintenance intents (default true). */
  maintain?: boolean;
  /** Whether a re-plan starts from the previous decision point's crew plan when it does better (default true). */
  warm?: boolean;
  /** Whether the crew plan's search tries shifting a member's open turns by one (default true). */
  shifts?: boolean;
  /** Evaluations for the crew plan per announcement (default 400). */
  crewIterations?: number;
  /** Seeds the samples (with the view), so a budget in iterations gives the same decisions every run. */
  seed?: string;
  /** The beam searches' settings (beam.ts), for the crew plan and the seat's own cards. */
  beam?: BeamOptions;
  /**
   * The crew plan starts from the constructive beam search and guesses earlier phases from the crew
   * plan made then (default true; false: the role plan and local search alone, as measured before).
   */
  constructive?: boolean;
  /** Data transfers give by the crew plan (default true; false: by the role plan). */
  giftByPlan?: boolean;
  /** Whether the seat chooses its own cards by beam search (default false: it follows the crew plan, measured better). */
  seatBeam?: boolean;
}

function deadline(ms: number, now: () => number): () => boolean {
  const t0 = now();
  return () => now() - t0 > ms;
}

/** What a planner is told beyond its view (the full-information planner's oracle; none for a fair bot). */
export interface Knowledge {
  /** Every threat of the whole mission, in announcement order. */
  announced: Announced[];
}

/** Whether a card can play a wanted half (an arrow or a letter; a heroic move to the station it leads to). */
function plays(c: Choice, want: Half | null, at: Station): boolean {
  const h = firstHalf(stepOf(c));
  if (!h || !want) return false;
  if (want.kind === 'action') return h.kind === 'action' && h.action === want.action;
  if (want.kind !== 'move') return false;
  if (h.kind === 'move') return h.move === want.move;
  if (h.kind !== 'heroic-move') return false;
  const to = moved(at, want);
  return h.to.zone === to.zone && h.to.deck === to.deck;
}

/** The crew plan's settings for a planner's options (one place, so every caller gets the same plan). */
function crewPlanOptions(opts: PlannerOptions, know?: Knowledge): CrewPlanOptions {
  return {
    samples: opts.samples ?? 4,
    iterations: opts.crewIterations ?? 400,
    ...(opts.intents === false ? { intents: false } : {}),
    ...(opts.shifts === false ? { shifts: false } : {}),
    ...(opts.maintain === false ? { maintain: false } : {}),
    ...(opts.warm === false ? { warm: false } : {}),
    ...(opts.ms !== undefined && opts.now !== undefined ? { ms: opts.ms, now: opts.now } : {}),
    ...(know ? { known: know.announced } : {}),
    ...(opts.constructive === false ? { beam: false as const, past: false } : opts.beam ? { beam: opts.beam } : {}),
    seed: opts.seed ?? 'planner',
  };
}

/**
 * The crew plan a planning bot with these options follows for a view: one half (or nothing) per crew
 * member and turn of the whole mission. It is worked out from public facts alone (the threats
 * announced, the phase, the cards' backs, the androids' face-up cards), so any seat's view, or a
 * spectator's, gives the plan every planning bot of the crew counts on: the crew's table talk. Memoized
 * with the bots' own searches, so at one table it is the very plan they follow.
 */
export function crewPlanOf(v: SaView, opts: PlannerOptions = {}): (Half | null)[][] {
  return crewPlan(v, crewPlanOptions(opts)).ideal;
}

const memo = new Map<string, Map<string, Choice>>();
/** The crew plan each seat plan was made from (data transfers give the cards it asks of others). */
const ideals = new WeakMap<Map<string, Choice>, (Half | null)[][]>();

/** The plan this seat wants for its open turns now (memoized: placing a planned card keeps the key). */
export function plan(v: SaView, me: number, legal: readonly Action[], opts: PlannerOptions, know?: Knowledge) {
  const { editable, pool, aside } = openSlots(v, me, legal);
  const key = JSON.stringify([
    me,
    opts,
    v.announced,
    v.phase,
    pool,
    editable.map(slotKey),
    v.boardView.filter((_, m) => v.seats[m] === null),
    v.aside,
    v.specs,
    v.campaign,
    know ? know.announced.length : 0,
  ]);
  const hit = memo.get(key);
  if (hit) return hit;
  const choice = new Map<string, Choice>();
  if (editable.length === 0) return choice;
  const { ideal, sc } = crewPlan(v, crewPlanOptions(opts, know));
  if (opts.giftByPlan !== false) ideals.set(choice, ideal);
  const seen = seenPlans(v, me);
  const open = new Map(editable.map((s) => [slotKey(s), s]));
  const mine = [...new Set(editable.map((s) => s.member))];
  const where = ideal.map((row) => stations(row));
  // Everyone else follows the crew plan; the members this seat programs follow it from where they are.
  const plans: PlannedStep[][] = ideal.map((row, m) =>
    row.map((h, i) => {
      const s = seen[m]?.[i];
      return s !== undefined && s !== null ? s : (h as PlannedStep);
    }),
  );
  const rowOf = (m: number): PlannedStep[] => {
    const out: PlannedStep[] = [];
    let at: Station = { zone: 'white', deck: 'upper' };
    for (let t = 1; t <= v.turns; t++) {
      const key = `${m}/${t}`;
      const s = seen[m]?.[t - 1];
      let step: PlannedStep;
      if (open.has(key)) step = stepOf(choice.get(key) ?? null);
      else if (s !== undefined && s !== null) step = s;
      else step = follow(ideal[m] ?? [], at, t, where[m]);
      out.push(step);
      at = moved(at, firstHalf(step));
    }
    return out;
  };
  // The seat's own member: its open turns chosen jointly from its cards (beam.ts), the others following
  // the crew plan, in the same sampled futures.
  const own = opts.seatBeam !== true ? undefined : mine.find((m) => v.seats[m] === me);
  if (own !== undefined) {
    const turns = editable.filter((s) => s.member === own).map((s) => s.turn);
    const from = Math.min(...turns);
    const until = Math.max(...turns);
    const fixed = plans.map((row, k) => row.map((p, i) => (k === own && i + 1 >= from ? undefined : p)));
    const base = plans.map((row, k) => (k === own ? rowOf(own) : row));
    const inputs = sc.map((s) => inputOf(v, base, threatsOf(s.announced)));
    const stop = opts.ms !== undefined && opts.now !== undefined ? deadline(opts.ms, opts.now) : undefined;
    const r = beamPlan(
      inputs,
      sc.map((s) => s.rng),
      fixed,
      from,
      { ...(opts.beam ?? {}), cards: { member: own, pool, until }, ...(stop ? { stop } : {}) },
    );
    for (const t of turns) {
      const c = r.picks.get(t) ?? null;
      if (c) takeOne(pool, c.card);
      choice.set(`${own}/${t}`, c);
    }
    plans[own] = rowOf(own);
  }
  // The crew plan's halves turned into cards, turn by turn, from where each member really gets to.
  for (const m of mine) {
    if (m === own) continue;
    let at: Station = { zone: 'white', deck: 'upper' };
    for (let t = 1; t <= v.turns; t++) {
      const k = `${m}/${t}`;
      const slot = open.get(k);
      let step: PlannedStep;
      if (slot) {
        const want = follow(ideal[m] ?? [], at, t, where[m]);
        const opts2 = optionsFor(slot, pool, aside(m));
        const c = opts2.find((o) => o && plays(o, want, at)) ?? null;
        if (c) takeOne(pool, c.card);
        choice.set(k, c);
        step = stepOf(c);
      } else {
        const s = seen[m]?.[t - 1];
        step = s !== undefined && s !== null ? s : follow(ideal[m] ?? [], at, t, where[m]);
      }
      at = moved(at, firstHalf(step));
    }
    plans[m] = rowOf(m);
  }
  // Then each open turn is improved against the same sampled futures.
  const now = opts.now;
  const timed = opts.ms !== undefined && now !== undefined;
  const t0 = timed ? now() : 0;
  const limit = opts.iterations ?? 60;
  const spent = () => evals >= limit || (timed && now() - t0 > (opts.ms as number));
  let evals = 1;
  let best = meanWorth(v, plans, sc);
  for (let pass = 0; pass < 3 && !spent(); pass++) {
    let changed = false;
    for (const s of editable) {
      const k = slotKey(s);
      const cur = choice.get(k) ?? null;
      const avail = cur ? [...pool, cur.card] : pool;
      let pick = cur;
      for (const o of optionsFor(s, avail, aside(s.member))) {
        if (spent()) break;
        if (o === cur || (o && cur && o.card === cur.card && o.top === cur.top)) continue;
        choice.set(k, o);
        plans[s.member] = rowOf(s.member);
        evals++;
        const val = meanWorth(v, plans, sc);
        if (val > best + 1e-9) {
          best = val;
          pick = o;
        }
      }
      choice.set(k, pick);
      plans[s.member] = rowOf(s.member);
      if (pick !== cur) {
        changed = true;
        if (cur) pool.push(cur.card);
        if (pick) takeOne(pool, pick.card);
      }
    }
    if (!changed) break;
  }
  if (memo.size >= 256) memo.clear();
  memo.set(key, choice);
  return choice;
}

/** A planning crew member with these settings (see PlannerOptions). */
export function planner(opts: PlannerOptions = {}, oracle?: (mv: MatchView<SaView>) => Knowledge): BotPolicy<SaView> {
  return (mv, legal, rng) => {
    const v = mv.view;
    const me = mv.viewer as number;
    if (v.stage === 'draft') return rng.pick(legal);
    if (v.stage === 'between') return legal.find((a) => a.type === 'campaign' && a.go === true) ?? (legal[0] as Action);
    if ((v.acts[me] ?? 0) >= PATIENCE) return moveOn(legal);
    const choice = plan(v, me, legal, opts, oracle?.(mv));
    return towardPlan(v, legal, choice) ?? gift(v, me, legal, ideals.get(choice)) ?? moveOn(legal);
  };
}

/**
 * The planning level as the catalog offers it: 4 samples, 400 crew-plan and 60 card evaluations.
 * `withBudget` gives the same level with a think cap per search (a real-time table's budget, read from
 * the caller's clock); the bots package uses it when a server passes a think time.
 */
export const planning: BotPolicy<SaView> & {
  withBudget: (budget: { ms: number; now: () => number }) => BotPolicy<SaView>;
} = Object.assign(planner(), {
  withBudget: (budget: { ms: number; now: () => number }) => planner({ ms: budget.ms, now: budget.now }),
});
