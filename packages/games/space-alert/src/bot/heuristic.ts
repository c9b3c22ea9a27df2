import { type Action, type BotPolicy, type MatchView, Rng } from '@airlock/engine';
import { card, plannedStep, type Side } from '../data/cards.ts';
import { resolveMission } from '../resolution/mission.ts';
import type { DamageTile, Half, PlannedStep, ResolutionInput, ScheduledThreat, Station } from '../types.ts';
import type { SaView } from '../view.ts';
import { follow, movesToward, rolePlan, startRole, wants } from './roles.ts';

/**
 * The Space Alert heuristic crew member. It reads only its seat's view and legal actions. Each
 * decision it lays out the crew's role plan (roles.ts, public information only), turns the role's
 * halves for its own board (and the androids' open turns) into cards from its hand, then improves
 * each open turn in turn by resolving the mission with the game's own rules: the threats announced
 * so far, the cards it can see (its own board, the androids'), and the role plan standing in for the
 * cards it cannot see. It then places or takes back one card, and says it is ready (or moves on)
 * when its boards match its plan, so the clock never waits on it.
 */

type Choice = { card: string; top: Side } | null;
interface Slot {
  member: number;
  turn: number;
  own: boolean;
}

/** The evaluation generator's starting state, hashed once (every candidate meets the same draws). */
const EVAL_STATE = Rng.fromSeed('space-alert-bot').state();

/** Programming actions since the last announcement after which the bot stops revising. */
const PATIENCE = 24;

function stepOf(c: Choice): PlannedStep {
  return c ? plannedStep(c.card, c.top) : null;
}

function firstHalf(p: PlannedStep): Half | null {
  if (!p) return null;
  if (p.kind === 'double') return p.halves[0];
  if (p.kind === 'special') return null;
  return p;
}

function matches(p: PlannedStep, want: Half | null): boolean {
  const h = firstHalf(p);
  if (!h || !want) return false;
  if (want.kind === 'action') return h.kind === 'action' && h.action === want.action;
  if (want.kind === 'move') return h.kind === 'move' && h.move === want.move;
  return false;
}

function sameStation(p: PlannedStep, to: Station): boolean {
  return p !== null && p.kind === 'heroic-move' && p.to.zone === to.zone && p.to.deck === to.deck;
}

function threatsOf(v: SaView): ScheduledThreat[] {
  const out: ScheduledThreat[] = [];
  for (const a of v.announced) {
    if (!a.threat) continue;
    out.push({ threat: a.threat, turn: a.turn, zone: a.zone, unconfirmed: a.unconfirmed });
    if (a.calls)
      out.push({ threat: a.calls.threat, turn: a.turn, zone: a.zone, unconfirmed: false, called: a.calls.letter });
  }
  return out;
}

function value(v: SaView, plans: PlannedStep[][]): number {
  const input: ResolutionInput = {
    crew: v.crew,
    plans,
    threats: threatsOf(v),
    trajectories: v.trajectories,
    options: {
      frames: false,
      variableRangeInterceptors: v.o.variableRange,
      specializations: v.specs,
      teleport: v.teleport,
      phaseEnds: v.phaseEnds,
      ...(v.campaign.mission > 1
        ? {
            carriedDamage: {
              red: v.campaign.carried.red as DamageTile[],
              white: v.campaign.carried.white as DamageTile[],
              blue: v.campaign.carried.blue as DamageTile[],
            },
          }
        : {}),
    },
  };
  const out = resolveMission(input, new Rng([...EVAL_STATE] as typeof EVAL_STATE));
  return (out.survived ? 1000 : out.lastTurn * 20) + out.score.total;
}

const memo = new Map<string, Map<string, Choice>>();

/** The plan this seat wants for its open turns: slot key "member/turn" to a card, or null. */
export function planFor(v: SaView, me: number, legal: readonly Action[]): Map<string, Choice> {
  const open: Slot[] = [];
  const seen = new Set<string>();
  for (const a of legal) {
    if (a.type !== 'place' && a.type !== 'take') continue;
    const key = `${a.crew}/${a.turn}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const member = a.crew as number;
    open.push({ member, turn: a.turn as number, own: v.seats[member] === me });
  }
  // Cards this seat may use: its hand, plus those on its own open turns (it may take them back).
  const pool: string[] = [...(v.hand ?? [])];
  const plans: PlannedStep[][] = [];
  for (let m = 0; m < v.crew; m++) {
    const roles = rolePlan(m, v.crew, v.turns, v.phaseEnds, v.announced);
    const visible = v.seats[m] === me || v.seats[m] === null;
    plans.push(
      (v.boardView[m] ?? []).map((slot, t) => {
        if (visible && slot && 'card' in slot)
          return plannedStep(
            slot.card,
            slot.top,
            slot.with && 'card' in slot.with ? { c: slot.with.card, top: slot.with.top } : undefined,
          );
        return (roles[t] ?? null) as PlannedStep;
      }),
    );
  }
  const choice = new Map<string, Choice>();
  const editable = open.filter((s) => {
    const slot = v.boardView[s.member]?.[s.turn - 1];
    if (!slot) return true;
    if (s.own && 'card' in slot && !slot.with) {
      pool.push(slot.card);
      return true;
    }
    return false;
  });
  pool.sort();
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
  // Android cards lying aside are theirs only.
  const aside = (m: number) => (v.seats[m] === null ? (v.aside[m] ?? []) : []);
  const take = (list: string[], id: string) => {
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  };
  const options = (s: Slot, avail: string[]): Choice[] => {
    const out: Choice[] = s.own ? [null] : [];
    for (const id of new Set([...avail, ...aside(s.member)])) {
      const c = card(id);
      if (c.cls === 'special' && !s.own) continue;
      out.push({ card: id, top: 'action' });
      if (c.move !== null) out.push({ card: id, top: 'move' });
    }
    return out;
  };
  // First the role plan, card by card, walking each member's path from the cards it really holds.
  const slots = new Map(editable.map((s) => [`${s.member}/${s.turn}`, s]));
  const lastOpen = Math.max(0, ...editable.map((s) => s.turn));
  for (const m of new Set(editable.map((s) => s.member))) {
    const st = startRole(m, v.crew, v.announced);
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

function find(legal: readonly Action[], f: (a: Action) => boolean): Action | undefined {
  return legal.find(f);
}

/** Says it is ready (stepped clock) or moves on (real time), else the first legal action. */
function moveOn(legal: readonly Action[]): Action {
  return (find(legal, (a) => a.type === 'ready') ?? find(legal, (a) => a.type === 'advance') ?? legal[0]) as Action;
}

export const heuristic: BotPolicy<SaView> = (mv: MatchView<SaView>, legal, rng) => {
  const v = mv.view;
  const me = mv.viewer as number;
  if (v.stage === 'draft') return rng.pick(legal);
  if (v.stage === 'between') return find(legal, (a) => a.type === 'campaign' && a.go === true) ?? (legal[0] as Action);
  if ((v.acts[me] ?? 0) >= PATIENCE) return moveOn(legal);
  const plan = planFor(v, me, legal);
  // Take back first (own board), so the card is in hand for its new turn.
  for (const [key, c] of plan) {
    const [member, turn] = key.split('/').map(Number) as [number, number];
    const slot = v.boardView[member]?.[turn - 1];
    if (slot && 'card' in slot && (!c || c.card !== slot.card || c.top !== slot.top)) {
      const t = find(legal, (a) => a.type === 'take' && a.crew === member && a.turn === turn);
      if (t) return t;
    }
  }
  for (const [key, c] of plan) {
    if (!c) continue;
    const [member, turn] = key.split('/').map(Number) as [number, number];
    if (v.boardView[member]?.[turn - 1]) continue;
    const p = find(
      legal,
      (a) => a.type === 'place' && a.crew === member && a.turn === turn && a.card === c.card && a.top === c.top,
    );
    if (p) return p;
  }
  return gift(v, me, legal) ?? moveOn(legal);
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
 * the crew's role plan) wants it most; nothing when no one would use it.
 */
function gift(v: SaView, me: number, legal: readonly Action[]): Action | undefined {
  const gives = legal.filter((a) => a.type === 'give');
  if (gives.length === 0) return undefined;
  const from = (v.phaseEnds[Math.max(0, v.phase - 1) - 1] ?? 0) + 1;
  const plans = Array.from({ length: v.crew }, (_, m) => rolePlan(m, v.crew, v.turns, v.phaseEnds, v.announced));
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
