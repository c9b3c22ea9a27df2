import type { Action, BotPolicy, MatchView, Rng } from '@airlock/engine';
import { type Card, RESOURCES } from './data/cards.ts';
import { M, TOPO } from './data/ship.ts';
import type { McView } from './view.ts';

/**
 * A fast rule-of-thumb player. It reads only its view and its legal actions: it repairs when the
 * ship or its own module is in danger, collects the four resources, learns a pod's ID, sets the fuse
 * and heads for that pod; it answers windows only to stop a rival's escape or fuse change, or to save
 * itself from a damage roll, and passes otherwise.
 */
const RESOURCE_MODULE: number[] = [M.lifeSupport, M.greenhouse, M.engineRoom, M.navigation];

function has(list: readonly Action[], pred: (a: Action) => boolean): Action | undefined {
  return list.find(pred);
}

/** Next step from `from` towards any of `goals` through modules with oxygen (BFS), or -1. */
function stepToward(v: McView, from: number, goals: readonly number[]): { next: number; dist: number } {
  if (goals.includes(from)) return { next: from, dist: 0 };
  const prev = new Array<number>(12).fill(-2);
  prev[from] = -1;
  const q = [from];
  while (q.length) {
    const x = q.shift() as number;
    for (const y of TOPO.adj[x] as number[]) {
      if (prev[y] !== -2 || (v.cubes[y] as number) === 0 || marauderAt(v, y)) continue;
      prev[y] = x;
      if (goals.includes(y)) {
        let cur = y;
        let dist = 1;
        while (prev[cur] !== from) {
          cur = prev[cur] as number;
          dist++;
        }
        return { next: cur, dist };
      }
      q.push(y);
    }
  }
  return { next: -1, dist: 99 };
}

/** Whether a Marauder stands in module m (co-op threat; public data in the view's ext). */
function marauderAt(v: McView, m: number): boolean {
  const x = v.ext['threat.marauders'] as { at?: number[] } | undefined;
  return !!x?.at?.includes(m);
}

function missing(hand: readonly Card[]): number[] {
  const out: number[] = [];
  RESOURCES.forEach((r, i) => {
    if (r === 'food' ? !hand.includes('food') && !hand.includes('potato') : !hand.includes(r)) out.push(i);
  });
  return out;
}

/** Whether an escape would work, as far as this seat knows: every escaper's pod ID is on a fuse. */
function escapeWorks(v: McView, me: number): boolean {
  const group = v.opt.mode === 'sole' ? [me] : v.team.map((t, o) => (t === v.team[me] ? o : -1)).filter((o) => o >= 0);
  return group.every((o) => {
    const pod = v.pods.find((p) => p.module === v.pos[o] && p.up === 1);
    return !!pod && pod.id !== null && v.fuse.includes(pod.id);
  });
}

function boardLoad(v: McView): number {
  let k = 0;
  for (const b of v.board) if (b !== 0) k++;
  return k / v.board.length;
}

function windowAnswer(v: McView, me: number, legal: readonly Action[]): Action {
  const pass = has(legal, (a) => a.type === 'pass') as Action;
  const top = v.stack[v.stack.length - 1] as { t: string; w?: { data: Record<string, unknown> } };
  const d = top?.w?.data;
  if (!d) return pass;
  const by = d.by as number;
  const rival = v.opt.mode === 'sole' ? by !== me : v.team[by] !== v.team[me];
  const qt = has(legal, (a) => a.type === 'interrupt' && a.card === 'quick-thinking');
  const ov = has(legal, (a) => a.type === 'interrupt' && a.card === 'override' && !a.copy);
  const act = d.act as Action | undefined;
  if (d.what === 'counter' && ov && rival) return ov;
  if (d.what === 'action' && rival && act) {
    if (ov && act.type === 'play' && (act.card === 'hack' || act.card === 'requisition' || act.card === 'scavenge'))
      return ov;
    if (qt && act.type === 'escape') return qt;
  }
  if (d.what === 'damage') {
    const dice = d.dice as number[];
    const m = v.num.indexOf((dice[0] as number) + (dice[1] as number));
    const role = has(legal, (a) => a.type === 'role');
    if (role && m === v.pos[me]) return role;
    if (qt && m === v.pos[me] && (v.cubes[m] as number) === 1 && !(v.gear[me] as Card[]).includes('suit')) return qt;
  }
  return pass;
}

/** Chooses among an acting seat's actions (turn or free action). */
function chooseAction(v: McView, me: number, legal: readonly Action[], rng: Rng): Action {
  const hand = (v.hand ?? []) as Card[];
  const here = v.pos[me] as number;
  const esc = has(legal, (a) => a.type === 'escape');
  if (esc && escapeWorks(v, me)) return esc;
  // Interrupting a rival's escape with a free action: cut the Engine Room's power or move the fuse.
  const top = v.stack[v.stack.length - 2] as { t: string; w?: { data: Record<string, unknown> } } | undefined;
  const stopping = top?.t === 'win' && (top.w?.data.act as Action | undefined)?.type === 'escape';
  if (stopping) {
    const cut = has(legal, (a) => a.type === 'play' && a.card === 'scavenge' && a.from === M.engineRoom);
    if (cut && (v.cubes[M.engineRoom] as number) === 2) return cut;
    const hack = has(legal, (a) => a.type === 'play' && a.card === 'hack');
    if (hack) return hack;
  }
  const load = boardLoad(v);
  const myCubes = v.cubes[here] as number;
  const repair = has(legal, (a) => a.type === 'repair');
  if (repair && (myCubes <= 1 || (load > 0.4 && rng.int(0, 99) < load * 100))) return repair;
  // The Engine Room must have power for anyone to escape: fix it from afar or go there.
  if ((v.cubes[M.engineRoom] as number) < 2 && missing(hand).length <= 1) {
    const fix = has(legal, (a) => a.target === M.engineRoom);
    if (fix) return fix;
    if (here === M.engineRoom && repair) return repair;
    const goal = stepToward(v, here, [M.engineRoom]);
    const mv = has(legal, (a) => a.type === 'move' && a.to === goal.next);
    if (mv) return mv;
  }
  // A module about to lose its oxygen next to us, or anywhere when the ship is failing.
  if (load > 0.5) {
    const fix = has(legal, (a) => typeof a.target === 'number' && (v.cubes[a.target] as number) <= 1);
    if (fix) return fix;
  }
  // Against Marauders a crew member without cards is captured: keep some booty in hand.
  if (v.ext['threat.marauders'] && hand.length < 2) {
    const draw = has(legal, (a) => a.type === 'draw');
    if (draw) return draw;
  }
  const need = missing(hand);
  // Take a resource where we stand.
  const take = has(
    legal,
    (a) =>
      a.type === 'module' &&
      RESOURCE_MODULE.includes(a.m as number) &&
      need.includes(RESOURCE_MODULE.indexOf(a.m as number)),
  );
  if (take) return take;
  if (need.length === 0) {
    // Know a pod, set a fuse on it, go there (allies claim the fused pods they stand by).
    const allies =
      v.opt.mode === 'sole' ? [] : v.team.map((t, o) => (t === v.team[me] && o !== me ? o : -1)).filter((o) => o >= 0);
    const claimed = allies.map((o) => v.pos[o] as number);
    const known = v.pods.filter((p) => p.up === 1 && p.id !== null);
    const fused = known.filter((p) => v.fuse.includes(p.id) && !claimed.includes(p.module));
    if (fused.length > 0) {
      const goal = stepToward(
        v,
        here,
        fused.map((p) => p.module),
      );
      const mv = has(legal, (a) => a.type === 'move' && a.to === goal.next);
      if (mv && goal.dist > 0) return mv;
    }
    const unfused = known.filter((p) => !v.fuse.includes(p.id));
    const usefulIds = known.map((p) => p.id);
    if (unfused.length > 0 && fused.length < 1 + allies.length) {
      const setIt = has(
        legal,
        (a) =>
          (a.type === 'module' || (a.type === 'play' && a.card === 'hack') || a.type === 'role') &&
          typeof a.id === 'string' &&
          unfused.some((p) => p.id === a.id) &&
          !usefulIds.includes(v.fuse[a.fuse as number] ?? null),
      );
      if (setIt) return setIt;
      if (fused.length === 0) {
        const goal = stepToward(v, here, [M.bridge]);
        const mv = has(legal, (a) => a.type === 'move' && a.to === goal.next);
        if (mv) return mv;
      }
    }
    const look = has(legal, (a) => a.type === 'view' || (a.type === 'module' && typeof a.pod === 'number'));
    if (look) return look;
    if (fused.length === 0) {
      const goal = stepToward(
        v,
        here,
        v.pods
          .filter((p) => p.up === 1 && p.id === null)
          .map((p) => p.module)
          .concat([M.sensors]),
      );
      const mv = has(legal, (a) => a.type === 'move' && a.to === goal.next);
      if (mv) return mv;
    }
  } else {
    const goals = need
      .map((i) => RESOURCE_MODULE[i] as number)
      .filter((m) => (v.piles[RESOURCE_MODULE.indexOf(m)] as number) > 0 && (v.cubes[m] as number) >= 2);
    const goal = stepToward(v, here, goals);
    const mv = has(legal, (a) => a.type === 'move' && a.to === goal.next);
    if (mv && goal.dist > 0) return mv;
  }
  if (repair && myCubes < 3) return repair;
  const suit = has(legal, (a) => a.type === 'play' && a.card === 'suit');
  if (suit && !(v.gear[me] as Card[]).includes('suit')) return suit;
  const draw = has(legal, (a) => a.type === 'draw');
  if (draw && hand.length < 6) return draw;
  const fix = has(legal, (a) => typeof a.target === 'number' && (v.cubes[a.target] as number) <= 1);
  if (fix) return fix;
  return has(legal, (a) => a.type === 'end') ?? (legal[0] as Action);
}

const KEEP_ORDER: Card[] = [
  'oxygen',
  'food',
  'power',
  'nav',
  'potato',
  'quick-thinking',
  'override',
  'hack',
  'suit',
  'remote-repair',
  'scavenge',
  'eva',
  'requisition',
  'meeting',
  'lift',
  'quackalope',
  'bear',
];

function worth(c: Card, hand: readonly Card[]): number {
  const i = KEEP_ORDER.indexOf(c);
  const dup = hand.filter((x) => x === c).length > 1 && i < 4 ? 20 : 0;
  return i + dup;
}

export const heuristic: BotPolicy<McView> = (mv: MatchView<McView>, legal: readonly Action[], rng: Rng): Action => {
  const v = mv.view;
  const me = v.seat ?? 0;
  const first = legal[0] as Action;
  if (legal.length === 1) return first;
  const t = first.type;
  if (has(legal, (a) => a.type === 'pass')) return windowAnswer(v, me, legal);
  const hand = (v.hand ?? []) as Card[];
  switch (t) {
    case 'pick':
    case 'order':
    case 'jump':
      return first;
    case 'keep':
      return legal.reduce((b, a) => (worth(a.card as Card, hand) < worth(b.card as Card, hand) ? a : b));
    case 'discard':
    case 'loot':
      // Give up the least useful card: the four escape resources go last (a duplicate goes early).
      return legal.reduce((b, a) => (worth(a.card as Card, hand) > worth(b.card as Card, hand) ? a : b));
    case 'give':
    case 'take':
    case 'done':
      return has(legal, (a) => a.type === 'done') ?? first;
    case 'accept':
      return first;
    default:
      return chooseAction(v, me, legal, rng);
  }
};
