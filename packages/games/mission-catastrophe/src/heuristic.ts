import type { Action, BotPolicy, MatchView, Rng } from '@airlock/engine';
import { type Card, RESOURCES } from './data/cards.ts';
import { M, TOPO } from './data/ship.ts';
import { DIST, handOf, has, missing, moveToward, setFuseAction, TUNE } from './heuristic-moves.ts';
import { cascadeWatch, errandGoals, giftChoice, groupOf, myPod, teamStep, transferChoice } from './heuristic-team.ts';
import type { McView } from './view.ts';

/**
 * A fast rule-of-thumb player (microseconds a decision). It reads only its view and its legal
 * actions. Its plan, in order: escape when the escape would work; keep its own module, the Engine
 * Room (and on the hard level Life Support) and, in Team and Co-op, the pods the group cannot spare
 * off their last cube; repair more the fuller the integrity board gets; against Marauders keep booty
 * in hand (a crew member without cards is captured); against the Mind Mold scrape mold back onto the
 * board before it runs out; collect the four resources (repairing a resource module that lost its
 * power, walking through airless modules only in a suit); then pick a pod no ally holds, learn its
 * ID, set a fuse on it (Hack card, or a committed trip to the Bridge) and go there. Windows: it stops
 * a rival's escape or fuse change, saves itself from a damage roll, skips with Override a Marauder
 * turn that would hurt, and passes otherwise. A seat with allies follows the team plan of
 * heuristic-team.ts on top of this (a pod each, fuses and scans for any member, spares passed on);
 * without allies (Sole Survivor) none of it runs.
 */
export { TUNE } from './heuristic-moves.ts';

const RESOURCE_MODULE: number[] = [M.lifeSupport, M.greenhouse, M.engineRoom, M.navigation];

/** Whether an escape would work, as far as this seat knows: every escaper's pod ID is on a fuse. */
function escapeWorks(v: McView, me: number): boolean {
  const group = v.opt.mode === 'sole' ? [me] : v.team.map((t, o) => (t === v.team[me] ? o : -1)).filter((o) => o >= 0);
  return group.every((o) => {
    const pod = v.pods.find((p) => p.module === v.pos[o] && p.up === 1);
    return !!pod && pod.id !== null && v.fuse.includes(pod.id);
  });
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
  // A Marauder about to move: Override skips its turn when its next step would hurt (a module at its
  // last cube, or crew short of booty within its reach).
  if (d.what === 'rule' && d.rule === 'threat.marauders' && ov) {
    const at = (v.ext['threat.marauders'] as { at?: number[] } | undefined)?.at?.[d.arg as number] ?? -1;
    const target = v.pos[by] as number;
    if (at >= 0) {
      const want = (DIST[target]?.[at] as number) - 1;
      const next = at === target ? [at] : (TOPO.adj[at] as number[]).filter((m) => DIST[target]?.[m] === want);
      let hurt = false;
      for (const m of next) {
        if ((v.cubes[m] as number) === 1) hurt = true;
        for (let o = 0; o < v.n; o++)
          if (v.pos[o] === m && !v.escaped.includes(o) && !v.out.includes(o) && (v.handCounts[o] as number) <= 1)
            hurt = true;
      }
      if (hurt) return ov;
    }
  }
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

/** Allies of a seat (Team and Co-op), still aboard. */
function alliesOf(v: McView, me: number): number[] {
  if (v.opt.mode === 'sole') return [];
  return groupOf(v, me).filter((o) => o !== me);
}

/** Free integrity spaces: how many more cubes the ship can lose before it explodes. */
function freeSpaces(v: McView): number {
  let k = 0;
  for (const b of v.board) if (b === 0) k++;
  return k;
}

/** Pods needed for an escape: one per escaper of the group. */
function podsNeeded(v: McView): number {
  return v.opt.mode === 'sole' ? 1 : v.opt.mode === 'coop' ? v.n : v.opt.teams === 'trios' ? 3 : 2;
}

/**
 * The pod a seat heads for: working, not claimed by an ally standing there, preferring one whose ID
 * is on a fuse, then one whose ID the group knows, then the nearest; pods in modules at one cube
 * are a last resort.
 */
function targetPod(v: McView, me: number, claimed: readonly number[]): McView['pods'][number] | undefined {
  const here = v.pos[me] as number;
  let best: McView['pods'][number] | undefined;
  let bestScore = Infinity;
  for (const p of v.pods) {
    if (p.up !== 1 || claimed.includes(p.module)) continue;
    let score = DIST[here]?.[p.module] as number;
    if (p.id === null) score += 2;
    else if (!v.fuse.includes(p.id)) score += 1;
    if ((v.cubes[p.module] as number) <= 1) score += 2;
    if (score < bestScore) {
      bestScore = score;
      best = p;
    }
  }
  return best;
}

/** A repair of module m: here (repair action), remotely (card, Maintenance, role). */
export function repairOf(v: McView, me: number, legal: readonly Action[], m: number): Action | undefined {
  if (v.pos[me] === m) {
    const r = has(legal, (a) => a.type === 'repair');
    if (r) return r;
  }
  return has(legal, (a) => a.target === m && (a.type === 'module' || a.type === 'play' || a.type === 'role'));
}

/** Chooses among an acting seat's actions (turn or free action). */
function chooseAction(v: McView, me: number, allLegal: readonly Action[], rng: Rng): Action {
  let legal = allLegal;
  const hand = (v.hand ?? []) as Card[];
  const here = v.pos[me] as number;
  const coop = v.opt.mode === 'coop';
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
  const free = freeSpaces(v);
  const myCubes = v.cubes[here] as number;
  const repair = has(legal, (a) => a.type === 'repair');
  const suited = (v.gear[me] as Card[]).includes('suit');
  const need = missing(hand);
  const allies = alliesOf(v, me);
  const group = [me, ...allies];
  // Against Marauders a crew member without cards is captured: keep booty in hand (one card for
  // each Marauder that could reach us before our next turn), and spend no card below that.
  let booty = 0;
  const mx = v.ext['threat.marauders'] as { at?: number[] } | undefined;
  if (mx) {
    for (const at of mx.at ?? []) if (at >= 0 && (DIST[here]?.[at] as number) <= TUNE.bootyReach) booty++;
    booty = Math.max(booty, 1);
    if (hand.length < booty + TUNE.bootyExtra) {
      const draw = has(legal, (a) => a.type === 'draw');
      if (draw) return draw;
    }
    if (hand.length <= booty) legal = legal.filter((a) => a.type !== 'play' && a.give === undefined);
  }
  // Our own module about to lose its oxygen (and our hand with it).
  if (repair && myCubes <= 1) return repair;
  // The Engine Room must have power for anyone to escape: fix it from afar or go there.
  const groupReady = group.reduce((k, o) => k + (missing(handOf(v, o)).length <= 1 ? 1 : 0), 0);
  if ((v.cubes[M.engineRoom] as number) < 2 && (need.length <= 1 || (coop && groupReady > 0))) {
    const fix = repairOf(v, me, legal, M.engineRoom);
    if (fix) return fix;
    if (need.length <= 1) {
      const mv = moveToward(v, me, legal, [M.engineRoom]);
      if (mv) return mv;
    }
  }
  // Hard level: without power in Life Support (and the Engine Room) the crew soon faces death.
  if (v.opt.level === 'hard') {
    for (const m of [M.engineRoom, M.lifeSupport]) {
      if ((v.cubes[m] as number) >= 2) continue;
      const fix = repairOf(v, me, legal, m);
      if (fix) return fix;
      const mv = moveToward(v, me, legal, [m]);
      if (mv) return mv;
    }
  }
  // Pods the escape cannot do without: with none to spare, keep their modules off their last cube.
  let up = 0;
  for (const p of v.pods) up += p.up;
  const spare = up - podsNeeded(v);
  if (v.opt.mode !== 'sole' && spare <= 1) {
    for (const p of v.pods) {
      if (p.up !== 1 || (v.cubes[p.module] as number) > 1) continue;
      const fix = repairOf(v, me, legal, p.module);
      if (fix) return fix;
    }
  }
  // The fuller the integrity board, the more often a repair beats progress: modules at one cube
  // first (their loss cascades), then where we stand.
  const load = 1 - free / v.board.length;
  if (load > TUNE.fixFrom) {
    const fixOne = has(legal, (a) => typeof a.target === 'number' && (v.cubes[a.target] as number) <= 1);
    if (fixOne) return fixOne;
  }
  if (repair && myCubes < 3 && load > TUNE.repairFrom && rng.int(0, 99) < load * 100 * TUNE.repairGain) return repair;
  // In Co-op and 3v3 every member heads off cascades before its own errands. Not in Team pairs: a
  // pair that keeps the ship whole against a random pair mostly sees the game end on lost pods (2v2,
  // 200 games: 1.5% team escapes with it, 14% without); in 3v3 it raised escapes among heuristic
  // teams from 16 to 102 of 200 and left them at none against a random team.
  if ((coop || v.opt.teams === 'trios') && allies.length > 0) {
    const job = cascadeWatch(v, me, legal);
    if (job) return job;
  }
  // Mind Mold: every roll moves a mold cube from the board to a module, and the crew loses when the
  // board has none left; scraping it out of modules (any repair there) puts it back.
  const mold = v.ext['threat.mind-mold'] as { mods: number[]; crew: number[] } | undefined;
  if (mold) {
    let left = 0;
    for (const b of v.board) if (b === 2) left++;
    if (left <= TUNE.moldAt) {
      if ((mold.mods[here] as number) > 0 && repair) return repair;
      const scrape = has(legal, (a) => typeof a.target === 'number' && (mold.mods[a.target] as number) > 0);
      if (scrape) return scrape;
      if (left <= TUNE.moldWalk) {
        const moldy: number[] = [];
        for (let m = 0; m < 12; m++) if ((mold.mods[m] as number) > 0) moldy.push(m);
        const mv = moveToward(v, me, legal, moldy.concat(v.modUsed[me] ? [] : [M.maintenance]));
        if (mv) return mv;
      }
    }
  }
  // A spacesuit keeps the hand when the module loses its oxygen.
  if (TUNE.suitEarly && !suited && (myCubes <= TUNE.suitEarly || v.ext['threat.marauders'])) {
    const suit = has(legal, (a) => a.type === 'play' && a.card === 'suit');
    if (suit) return suit;
  }
  // With allies, the team plan's shared work comes before this seat's own errands.
  if (allies.length > 0) {
    const shared = teamStep(v, me, legal);
    if (shared) return shared;
  }
  // Take a resource where we stand.
  const take = has(
    legal,
    (a) =>
      a.type === 'module' &&
      RESOURCE_MODULE.includes(a.m as number) &&
      need.includes(RESOURCE_MODULE.indexOf(a.m as number)),
  );
  if (take) return take;
  const known = v.pods.filter((p) => p.up === 1 && p.id !== null);
  const look = has(legal, (a) => a.type === 'view');
  // Claimed pods: allies standing by a pod with their resources.
  const claimed = allies
    .filter((o) => missing(handOf(v, o)).length === 0 && v.pods.some((p) => p.up === 1 && p.module === v.pos[o]))
    .map((o) => v.pos[o] as number);
  const fused = known.filter((p) => v.fuse.includes(p.id));
  if (need.length === 0) {
    if (allies.length > 0) {
      const mv = moveToward(v, me, legal, errandGoals(v, me));
      if (mv) return mv;
    }
    const target = allies.length > 0 ? myPod(v, me) : targetPod(v, me, claimed);
    if (target) {
      const targetFused = target.id !== null && v.fuse.includes(target.id);
      if (target.id !== null && !targetFused) {
        // A fuse that shows nothing useful to us can take the ID now; in Sole Survivor the one fuse
        // is taken over only from beside the pod, right before escaping, so a rival cannot answer.
        const keep =
          v.opt.mode === 'sole'
            ? target.module === here || here === M.bridge
              ? []
              : known.map((p) => p.id as string)
            : fused.filter((p) => claimed.includes(p.module) || p.module !== target.module).map((p) => p.id as string);
        const setIt = setFuseAction(v, legal, [target.id], keep);
        if (setIt) return setIt;
      }
      const teamCanSet = group.some((o) => handOf(v, o).includes('hack'));
      if (target.id !== null && !targetFused && !teamCanSet) {
        // Someone has to set the fuse: the Bridge (it needs power), or a Hack card from the deck.
        if ((v.cubes[M.bridge] as number) >= 2) {
          const mv = moveToward(v, me, legal, [M.bridge]);
          if (mv) return mv;
        } else {
          const fix = repairOf(v, me, legal, M.bridge);
          if (fix) return fix;
          const mv = moveToward(v, me, legal, [M.bridge]);
          if (mv) return mv;
          if (!suited) {
            const suit = has(legal, (a) => a.type === 'play' && a.card === 'suit');
            if (suit) return suit;
          }
        }
        if (here !== M.bridge) {
          const draw = has(legal, (a) => a.type === 'draw');
          if (draw) return draw;
        }
      } else if (target.module !== here) {
        const mv = moveToward(v, me, legal, [target.module]);
        if (mv) return mv;
      } else if (target.id === null && look) return look;
    }
    const scan = has(legal, (a) => a.type === 'module' && typeof a.pod === 'number');
    if (scan) return scan;
  } else {
    const goals = need
      .map((i) => RESOURCE_MODULE[i] as number)
      .filter((m) => (v.piles[RESOURCE_MODULE.indexOf(m)] as number) > 0);
    // A resource module without power gives nothing: repair it first (here, or from afar).
    for (const m of goals) {
      if ((v.cubes[m] as number) >= 2) continue;
      const fix = repairOf(v, me, legal, m);
      if (fix && (m === here || fix.type !== 'module' || !v.modUsed[me])) return fix;
    }
    // With allies, an ally holding a spare of what we lack is a source too.
    const mv = moveToward(v, me, legal, allies.length > 0 ? goals.concat(errandGoals(v, me)) : goals);
    if (mv) return mv;
    if (goals.length > 0 && !goals.includes(here)) {
      // Unreachable (airless on the way): put on a suit, or repair from the Maintenance module.
      if (!suited) {
        const suit = has(legal, (a) => a.type === 'play' && a.card === 'suit');
        if (suit) return suit;
      }
      const mnt = moveToward(v, me, legal, [M.maintenance]);
      if (mnt) return mnt;
      const fix = has(legal, (a) => typeof a.target === 'number' && goals.includes(a.target));
      if (fix) return fix;
    }
    if (goals.length === 0) {
      // Every pile we need is empty: the Cargo Bay's discard pile, or trade at the Laboratory.
      const salvage = has(
        legal,
        (a) =>
          a.type === 'module' &&
          typeof a.card === 'string' &&
          need.some((i) => RESOURCES[i] === a.card || (RESOURCES[i] === 'food' && a.card === 'potato')),
      );
      if (salvage) return salvage;
      const mv2 = moveToward(v, me, legal, [M.cargoBay]);
      if (mv2) return mv2;
    }
  }
  if (repair && myCubes < 3 && (myCubes <= 1 || free <= 20 || rng.int(0, 2) === 0)) return repair;
  const fix = has(legal, (a) => typeof a.target === 'number' && (v.cubes[a.target] as number) <= 1);
  if (fix) return fix;
  const suit = has(legal, (a) => a.type === 'play' && a.card === 'suit');
  if (suit && !suited) return suit;
  const draw = has(legal, (a) => a.type === 'draw');
  if (draw && hand.length < 6) return draw;
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
      return transferChoice(v, me, legal) ?? giftChoice(v, me, legal) ?? has(legal, (a) => a.type === 'done') ?? first;
    case 'accept':
      return first;
    default:
      return chooseAction(v, me, legal, rng);
  }
};
