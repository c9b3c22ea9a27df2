import { type Action, type BotPolicy, type MatchView, Rng } from '@airlock/engine';
import { determinize } from '../determinize.ts';
import { resolveMission } from '../resolution/mission.ts';
import type { Announced } from '../round/state.ts';
import type { PlannedStep } from '../types.ts';
import type { SaView } from '../view.ts';
import { futureThreats } from './future.ts';
import { gift, PATIENCE, planFor } from './heuristic.ts';
import { follow, movesToward, rolePlan, startRole, wants } from './roles.ts';
import {
  type Choice,
  firstHalf,
  inputOf,
  moveOn,
  type OpenSlot,
  openSlots,
  optionsFor,
  seenPlans,
  slotKey,
  stepOf,
  takeOne,
  threatsOf,
  towardPlan,
} from './slots.ts';

/**
 * The Space Alert planning crew member. At each announcement it re-plans the turns it may program
 * (its own board's open turns, and the androids'): it samples futures consistent with its view with
 * the game's `determinize` (the threats still to come and their cards, the deck, the damage tiles),
 * starts from the heuristic's plan, and improves it one turn at a time, scoring each candidate by
 * resolving the whole mission with the game's own rules in every sample. Turns not open yet follow
 * the crew's role plan (roles.ts), re-walked from wherever the candidate leaves each member, so a
 * candidate is paid for where it leaves the crew. It reads only its seat's view: the cards it cannot
 * see (other players' boards) are the role plan's guess, the same whatever those hands hold.
 */
export interface PlannerOptions {
  /** Sampled futures per re-plan (default 6). */
  samples?: number;
  /** Candidate evaluations per re-plan, each resolving every sample (default 60). Deterministic. */
  iterations?: number;
  /** A time budget per re-plan in milliseconds instead (not reproducible: depends on the machine). */
  ms?: number;
  /** Seeds the samples (with the view), so a budget in iterations gives the same decisions every run. */
  seed?: string;
}

/** What a planner is told beyond its view (the full-information planner's oracle; none for a fair bot). */
export interface Knowledge {
  /** Every threat of the whole mission, in announcement order. */
  announced: Announced[];
}

export interface Problem {
  v: SaView;
  editable: OpenSlot[];
  /** The cards each editable member may draw from (one shared hand for a seat's own board and its androids). */
  poolOf: (member: number) => string[];
  aside: (member: number) => string[];
  /** Fixed steps of the turns not being planned: a card, an empty turn (null), or undefined (the role fills it). */
  fixed: (PlannedStep | undefined)[][];
  start: Map<string, Choice>;
}

interface Scenario {
  announced: Announced[];
  rng: number[];
  plans: PlannedStep[][];
}

/** A member's whole plan: fixed steps where given, else the role's next half from where it stands. */
function complete(v: SaView, member: number, fixed: readonly (PlannedStep | undefined)[], ann: Announced[]) {
  const st = startRole(member, v.crew, ann);
  const out: PlannedStep[] = [];
  for (let t = 1; t <= v.turns; t++) {
    let step = fixed[t - 1];
    if (step === undefined) {
      const w = wants(st, t, v.phaseEnds);
      const k = movesToward(st.at, w.goal)[0];
      step = k ? { kind: 'move', move: k } : w.act ? { kind: 'action', action: w.act } : null;
    }
    out.push(step);
    follow(st, firstHalf(step));
  }
  return out;
}

/** How good an outcome is: survival first, then how late the ship fell, then the score. */
function worth(out: { survived: boolean; lastTurn: number; score: { total: number } }): number {
  return (out.survived ? 1000 : out.lastTurn * 20) + out.score.total;
}

/**
 * Local search from the problem's start: each pass tries every choice of every editable turn and
 * keeps any that raises the mean worth over the scenarios; stops when a pass changes nothing or the
 * budget is spent.
 */
export function improve(p: Problem, scenarios: Announced[][], rngSeed: string, budget: PlannerOptions) {
  const { v, editable } = p;
  const choice = new Map(p.start);
  const rows: (PlannedStep | undefined)[][] = p.fixed.map((r) => [...r]);
  for (const s of editable)
    (rows[s.member] as (PlannedStep | undefined)[])[s.turn - 1] = stepOf(choice.get(slotKey(s)) ?? null);
  const sc: Scenario[] = scenarios.map((announced, k) => ({
    announced,
    rng: Rng.fromSeed(`${rngSeed}/damage/${k}`).state(),
    plans: rows.map((r, m) => complete(v, m, r, announced)),
  }));
  const evaluate = (): number => {
    let sum = 0;
    for (const s of sc) {
      const out = resolveMission(inputOf(v, s.plans, threatsOf(s.announced)), new Rng([...s.rng] as never));
      sum += worth(out);
    }
    return sum / sc.length;
  };
  const setRow = (member: number) => {
    for (const s of sc) s.plans[member] = complete(v, member, rows[member] as (PlannedStep | undefined)[], s.announced);
  };
  const t0 = performance.now();
  const limit = budget.ms === undefined ? (budget.iterations ?? 60) : Number.POSITIVE_INFINITY;
  const outOfTime = () => budget.ms !== undefined && performance.now() - t0 > budget.ms;
  let evals = 1;
  let best = evaluate();
  for (let pass = 0; pass < 4; pass++) {
    let changed = false;
    for (const s of editable) {
      const key = slotKey(s);
      const cur = choice.get(key) ?? null;
      const pool = p.poolOf(s.member);
      const avail = cur ? [...pool, cur.card] : pool;
      let pick = cur;
      const row = rows[s.member] as (PlannedStep | undefined)[];
      for (const o of optionsFor(s, avail, p.aside(s.member))) {
        if (evals >= limit || outOfTime()) break;
        if (o === cur || (o && cur && o.card === cur.card && o.top === cur.top)) continue;
        row[s.turn - 1] = stepOf(o);
        setRow(s.member);
        evals++;
        const val = evaluate();
        if (val > best + 1e-9) {
          best = val;
          pick = o;
        }
      }
      row[s.turn - 1] = stepOf(pick);
      setRow(s.member);
      if (pick !== cur) {
        changed = true;
        if (cur) pool.push(cur.card);
        if (pick) takeOne(pool, pick.card);
        choice.set(key, pick);
      }
    }
    if (!changed || evals >= limit || outOfTime()) break;
  }
  return { choice, value: best, evals };
}

/** The fixed steps a seat assumes for every board: what it sees, else the role plan's guess for a hidden card. */
export function fixedSteps(v: SaView, me: number, editable: readonly OpenSlot[]): (PlannedStep | undefined)[][] {
  const seen = seenPlans(v, me);
  const firstOpen = v.phase === 1 ? 1 : (v.phaseEnds[v.phase - 2] as number) + 1;
  const open = new Set(editable.map(slotKey));
  return seen.map((row, m) => {
    const guess = rolePlan(m, v.crew, v.turns, v.phaseEnds, v.announced);
    return row.map((step, i) => {
      const t = i + 1;
      if (open.has(`${m}/${t}`)) return undefined;
      if (step === undefined) return (guess[i] ?? null) as PlannedStep;
      // An empty turn of a phase that has ended stays empty; later ones are still to be planned.
      if (step === null) return t < firstOpen ? null : undefined;
      return step;
    });
  });
}

const memo = new Map<string, Map<string, Choice>>();

/** The plan this seat wants for its open turns now (memoized: placing a planned card keeps the key). */
export function plan(v: SaView, me: number, legal: readonly Action[], opts: PlannerOptions, know?: Knowledge) {
  const { editable, pool, aside } = openSlots(v, me, legal);
  const key = JSON.stringify([
    me,
    opts,
    v.announced,
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
  const start = planFor(v, me, legal);
  if (editable.length === 0) return start;
  const seed = `${opts.seed ?? 'planner'}/${key}`;
  const scenarios: Announced[][] = [];
  const n = know ? 1 : (opts.samples ?? 6);
  for (let k = 0; k < n; k++) {
    if (know) {
      scenarios.push(know.announced);
      continue;
    }
    const rng = Rng.fromSeed(`${seed}/future/${k}`);
    const s = determinize(v, me, rng);
    scenarios.push([...v.announced, ...futureThreats(s, rng)]);
  }
  const problem: Problem = {
    v,
    editable,
    poolOf: () => pool,
    aside,
    fixed: fixedSteps(v, me, editable),
    start,
  };
  for (const c of start.values()) if (c) takeOne(pool, c.card);
  const out = improve(problem, scenarios, seed, opts).choice;
  if (memo.size >= 256) memo.clear();
  memo.set(key, out);
  return out;
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
    return towardPlan(v, legal, choice) ?? gift(v, me, legal) ?? moveOn(legal);
  };
}

/** The planning level as the catalog offers it: 6 samples, 60 evaluations per re-plan. */
export const planning: BotPolicy<SaView> = planner();
