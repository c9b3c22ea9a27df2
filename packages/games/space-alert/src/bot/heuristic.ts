import { type Action, type BotPolicy, type MatchView, Rng } from '@airlock/engine';
import { card, plannedStep } from '../data/cards.ts';
import { resolveMission } from '../resolution/mission.ts';
import type { Half, PlannedStep } from '../types.ts';
import type { SaView } from '../view.ts';
import { follow, movesToward, rolePlan, startRole, wants } from './roles.ts';
import {
  type Choice,
  firstHalf,
  inputOf,
  matches,
  moveOn,
  type OpenSlot,
  openSlots,
  optionsFor,
  sameStation,
  seenPlans,
  stepOf,
  takeOne,
  threatsOf,
  towardPlan,
} from './slots.ts';

/**
 * The Space Alert heuristic crew member. It reads only its seat's view and legal actions. Each
 * decision it lays out the crew's role plan (roles.ts, public information only), turns the role's
 * halves for its own board (and the androids' open turns) into cards from its hand, then improves
 * each open turn in turn by resolving the mission with the game's own rules: the threats announced
 * so far, the cards it can see (its own board, the androids'), and the role plan standing in for the
 * cards it cannot see. It then places or takes back one card, and says it is ready (or moves on)
 * when its boards match its plan, so the clock never waits on it.
 */

/** The evaluation generator's starting state, hashed once (every candidate meets the same draws). */
const EVAL_STATE = Rng.fromSeed('space-alert-bot').state();

/** Programming actions since the last announcement after which the bot stops revising. */
export const PATIENCE = 24;

function value(v: SaView, plans: PlannedStep[][]): number {
  const out = resolveMission(inputOf(v, plans, threatsOf(v.announced)), new Rng([...EVAL_STATE] as typeof EVAL_STATE));
  return (out.survived ? 1000 : out.lastTurn * 20) + out.score.total;
}

const memo = new Map<string, Map<string, Choice>>();

/** The plan this seat wants for its open turns: slot key "member/turn" to a card, or null. */
export function planFor(v: SaView, me: number, legal: readonly Action[]): Map<string, Choice> {
  const { editable, pool, aside } = openSlots(v, me, legal);
  const seen = seenPlans(v, me);
  const plans: PlannedStep[][] = [];
  for (let m = 0; m < v.crew; m++) {
    const roles = rolePlan(m, v.crew, v.turns, v.phaseEnds, v.announced);
    plans.push(
      (seen[m] ?? []).map((p, t) => (p === undefined || p === null ? ((roles[t] ?? null) as PlannedStep) : p)),
    );
  }
  const choice = new Map<string, Choice>();
  // The plan depends only on what this key holds: after placing a planned card it comes out the same.
  const key = JSON.stringify([
    me,
    v.announced,
    pool,
    editable.map((s) => `${s.member}/${s.turn}`),
    v.boardView.filter((_, m) => v.seats[m] === null),
    v.aside,
    v.specs,
    v.campaign,
  ]);
  const hit = memo.get(key);
  if (hit) return hit;
  if (memo.size >= 256) memo.clear();
  memo.set(key, choice);
  const take = takeOne;
  const options = (s: OpenSlot, avail: string[]) => optionsFor(s, avail, aside(s.member));
  // First the role plan, card by card, walking each member's path from the cards it really holds.
  const slots = new Map(editable.map((s) => [`${s.member}/${s.turn}`, s]));
  const lastOpen = Math.max(0, ...editable.map((s) => s.turn));
  const keep = new Set<string>();
  for (const m of new Set(editable.map((s) => s.member))) {
    const st = startRole(m, v.crew, v.announced, v);
    const plan = plans[m] as PlannedStep[];
    for (let t = 1; t <= v.turns; t++) {
      const slot = slots.get(`${m}/${t}`);
      if (slot) {
        const w = wants(st, t, v.phaseEnds);
        const opts = options(slot, pool);
        const moves = movesToward(st.at, w.goal);
        let c: Choice = null;
        for (const k of moves) {
          c = c ?? opts.find((o) => o && matches(stepOf(o), { kind: 'move', move: k })) ?? null;
        }
        if (moves.length > 0 && !c) {
          // A heroic move straight to the goal does as well as the missing arrow.
          c = opts.find((o) => o?.top === 'move' && sameStation(stepOf(o), w.goal)) ?? null;
        }
        // A gun without its card: fill the zone's shield instead, ready for the attack.
        for (const letter of moves.length === 0 && w.act ? (w.act === 'A' ? ['A', 'B'] : [w.act]) : []) {
          const want = { kind: 'action', action: letter } as Half;
          c = c ?? opts.find((o) => o && matches(stepOf(o), want)) ?? null;
        }
        if (c) take(pool, c.card);
        // The computer's maintenance stays: a resolution of the few threats known yet rarely feels
        // what a whole crew delayed a turn costs later, so the improvement below may not trade it away.
        const bridge = st.at.zone === 'white' && st.at.deck === 'upper';
        if (bridge && w.act === 'C' && moves.length === 0 && c && matches(stepOf(c), { kind: 'action', action: 'C' }))
          keep.add(`${m}/${t}`);
        choice.set(`${m}/${t}`, c);
        plan[t - 1] = stepOf(c);
      } else if (t > lastOpen && !v.boardView[m]?.[t - 1]) {
        // Turns not open yet: the role's ideal half, so the evaluation sees why a move is worth it.
        const w = wants(st, t, v.phaseEnds);
        const k = movesToward(st.at, w.goal)[0];
        plan[t - 1] = k ? { kind: 'move', move: k } : w.act ? { kind: 'action', action: w.act } : null;
      }
      follow(st, firstHalf(plan[t - 1] ?? null));
    }
  }
  // Then each open turn is improved against the rules' own resolution of the known threats.
  let best = value(v, plans);
  for (const s of editable) {
    const key = `${s.member}/${s.turn}`;
    if (keep.has(key)) continue;
    const cur = choice.get(key) ?? null;
    const avail = cur ? [...pool, cur.card] : pool;
    let pick = cur;
    for (const o of options(s, avail)) {
      if (o === cur || (o && cur && o.card === cur.card && o.top === cur.top)) continue;
      (plans[s.member] as PlannedStep[])[s.turn - 1] = stepOf(o);
      const val = value(v, plans);
      if (val > best) {
        best = val;
        pick = o;
      }
    }
    (plans[s.member] as PlannedStep[])[s.turn - 1] = stepOf(pick);
    if (pick !== cur) {
      if (cur) pool.push(cur.card);
      if (pick) take(pool, pick.card);
      choice.set(key, pick);
    }
  }
  return choice;
}

export const heuristic: BotPolicy<SaView> = (mv: MatchView<SaView>, legal, rng) => {
  const v = mv.view;
  const me = mv.viewer as number;
  if (v.stage === 'draft') return rng.pick(legal);
  if (v.stage === 'between') return legal.find((a) => a.type === 'campaign' && a.go === true) ?? (legal[0] as Action);
  if ((v.acts[me] ?? 0) >= PATIENCE) return moveOn(legal);
  const plan = planFor(v, me, legal);
  return towardPlan(v, legal, plan) ?? gift(v, me, legal) ?? moveOn(legal);
};

/** How many of the halves a role still wants (from turn `from` on) a card could play. */
function usefulness(id: string, wanted: readonly (Half | null)[], from: number): number {
  let n = 0;
  const c = card(id);
  for (let t = from; t <= wanted.length; t++) {
    const w = wanted[t - 1] ?? null;
    if (matches(plannedStep(id, 'action'), w) || (c.move !== null && matches(plannedStep(id, 'move'), w))) n++;
  }
  return n;
}

/**
 * In a data transfer, the card this seat's role needs least goes to the player whose role (public:
 * the crew's role plan, or the plan given in `wanted`) wants it most; nothing when no one would use it.
 */
export function gift(
  v: SaView,
  me: number,
  legal: readonly Action[],
  wanted?: readonly (readonly (Half | null)[])[],
): Action | undefined {
  const gives = legal.filter((a) => a.type === 'give');
  if (gives.length === 0) return undefined;
  const from = (v.phaseEnds[Math.max(0, v.phase - 1) - 1] ?? 0) + 1;
  const plans =
    wanted ?? Array.from({ length: v.crew }, (_, m) => rolePlan(m, v.crew, v.turns, v.phaseEnds, v.announced));
  const mine = v.seats.indexOf(me);
  let best: Action | undefined;
  let bestGain = 0;
  for (const a of gives) {
    const to = v.seats.indexOf(a.to as number);
    if (mine < 0 || to < 0) continue;
    const gain =
      usefulness(a.card as string, plans[to] as (Half | null)[], from) -
      2 * usefulness(a.card as string, plans[mine] as (Half | null)[], from);
    if (gain > bestGain) {
      bestGain = gain;
      best = a;
    }
  }
  return best;
}

export default heuristic;
