import type { Action } from '@airlock/engine';
import { type Card, RESOURCES } from './data/cards.ts';
import { M } from './data/ship.ts';
import { DIST, handOf, has, missing, moveToward, setFuseAction } from './heuristic-moves.ts';
import type { McView } from './view.ts';

/**
 * The team plan of the heuristic, used only when a seat has allies (Team and Co-op). A group escapes
 * together, each member beside a working pod of their own whose ID is on a fuse, so the work is
 * shared out instead of every member racing for the same things: each member is given a pod of its
 * own (no two walk to the same one), anyone at the Bridge or holding a Hack sets the fuse of any
 * member's pod, anyone at the Sensors learns the ID of any member's pod, and members who meet pass
 * each other the spare resources the other lacks. Every member computes the same plan from the same
 * shared facts (positions, shared hands, pod IDs known to the group), so nobody needs to talk.
 * In Co-op and 3v3 every member also heads off cascades (cascadeWatch), which is what wins games.
 */

type Pod = McView['pods'][number];

/** The seats of a group still aboard, in seat order. */
export function groupOf(v: McView, me: number): number[] {
  const out: number[] = [];
  for (let o = 0; o < v.n; o++)
    if (v.team[o] === v.team[me] && !v.escaped.includes(o) && !v.out.includes(o)) out.push(o);
  return out;
}

/**
 * A working pod for each member of the group, no pod twice: the cheapest (member, pod) pair first,
 * where cheap means near, with a known ID (better, already on a fuse) and not about to be lost. A
 * member standing by a pod with its four resources keeps that pod, so finished members never swap.
 */
export function podPlan(v: McView, group: readonly number[]): Map<number, Pod> {
  const plan = new Map<number, Pod>();
  const taken = new Set<number>();
  const pairs: { seat: number; pod: number; score: number }[] = [];
  group.forEach((o, gi) => {
    const here = v.pos[o] as number;
    const ready = missing(handOf(v, o)).length === 0;
    v.pods.forEach((p, pi) => {
      if (p.up !== 1) return;
      let score = DIST[here]?.[p.module] as number;
      if (p.id === null) score += 2;
      else if (!v.fuse.includes(p.id)) score += 1;
      if ((v.cubes[p.module] as number) <= 1) score += 2;
      if (ready && here === p.module) score -= 100;
      // Ties go to the lower seat and then the lower pod, the same for every member.
      pairs.push({ seat: o, pod: pi, score: score * 1000 + gi * 10 + pi });
    });
  });
  pairs.sort((a, b) => a.score - b.score);
  for (const pr of pairs) {
    if (plan.has(pr.seat) || taken.has(pr.pod)) continue;
    plan.set(pr.seat, v.pods[pr.pod] as Pod);
    taken.add(pr.pod);
  }
  return plan;
}

/** How many copies of a resource (index into RESOURCES) a hand holds; a Potato counts as food. */
function copies(hand: readonly Card[], r: number): number {
  const kind = RESOURCES[r] as Card;
  let k = 0;
  for (const c of hand) if (c === kind || (kind === 'food' && c === 'potato')) k++;
  return k;
}

/** A resource `from` can spare (it holds two) that `to` lacks, or -1. */
function spareFor(from: readonly Card[], to: readonly Card[]): number {
  for (const r of missing(to)) if (copies(from, r) >= 2) return r;
  return -1;
}

/**
 * Team work worth an action now, before the seat's own errands: setting a member's pod on a fuse,
 * learning a member's pod ID at the Sensors, swapping spare resources with an ally met here.
 */
export function teamStep(v: McView, me: number, legal: readonly Action[]): Action | undefined {
  const group = groupOf(v, me);
  const plan = podPlan(v, group);
  const planned = [...plan.values()];
  const onFuse = planned.filter((p) => p.id !== null && v.fuse.includes(p.id)).map((p) => p.id as string);
  const wanted = planned.filter((p) => p.id !== null && !v.fuse.includes(p.id)).map((p) => p.id as string);
  // A fuse that shows no planned pod is free to take another member's ID.
  const fuse = setFuseAction(
    v,
    legal.filter((a) => !(a.type === 'play' && a.card === 'hack') || wanted.length > 0),
    wanted,
    onFuse,
  );
  if (fuse) return fuse;
  const here = v.pos[me] as number;
  if (here === M.sensors) {
    const unknown = planned.filter((p) => p.id === null).map((p) => v.pods.indexOf(p));
    const scan = has(legal, (a) => a.type === 'module' && typeof a.pod === 'number' && unknown.includes(a.pod));
    if (scan) return scan;
  }
  const hand = (v.hand ?? []) as Card[];
  for (const o of group) {
    if (o === me || v.pos[o] !== here) continue;
    const theirs = handOf(v, o);
    if (spareFor(hand, theirs) >= 0 || spareFor(theirs, hand) >= 0) {
      const swap = has(legal, (a) => a.type === 'transfer' && a.ally === o);
      if (swap) return swap;
    }
  }
  // A spare an ally elsewhere lacks: a Requisition sends it over at once.
  for (const o of group) {
    if (o === me || v.pos[o] === here || spareFor(hand, handOf(v, o)) < 0) continue;
    const send = has(legal, (a) => a.type === 'play' && a.card === 'requisition' && a.to === o);
    if (send) return send;
  }
  // Standing at a resource module this seat no longer needs: its module use fetches a spare for an
  // ally who still lacks that resource (one spare per ally in need, counting spares already held).
  const r = RESOURCE_MODULES.indexOf(here);
  if (r >= 0 && copies(hand, r) >= 1 && uncovered(v, group).includes(r)) {
    const take = has(legal, (a) => a.type === 'module' && a.m === here && a.target === undefined);
    if (take) return take;
  }
  return undefined;
}

/** The module each resource comes from, in RESOURCES order. */
const RESOURCE_MODULES: readonly number[] = [M.lifeSupport, M.greenhouse, M.engineRoom, M.navigation];

/** Resources some member lacks beyond the spares the group already holds. */
function uncovered(v: McView, group: readonly number[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < RESOURCES.length; r++) {
    let lacking = 0;
    let spares = 0;
    for (const o of group) {
      const k = copies(handOf(v, o), r);
      if (k === 0) lacking++;
      else spares += k - 1;
    }
    if (lacking > spares) out.push(r);
  }
  return out;
}

/**
 * Where the team plan sends this seat on an errand for the group: to an ally holding a spare this
 * seat lacks (they swap on meeting), or, once this seat holds its four resources, to an ally lacking
 * a spare it holds, else to the nearest resource module whose resource an ally lacks and nobody
 * spares. Empty when there is no such errand.
 */
export function errandGoals(v: McView, me: number): number[] {
  const group = groupOf(v, me);
  const hand = (v.hand ?? []) as Card[];
  const out: number[] = [];
  for (const o of group) if (o !== me && spareFor(handOf(v, o), hand) >= 0) out.push(v.pos[o] as number);
  if (missing(hand).length > 0) return out;
  for (const o of group) if (o !== me && spareFor(hand, handOf(v, o)) >= 0) out.push(v.pos[o] as number);
  if (out.length > 0) return out;
  for (const r of uncovered(v, group)) if ((v.piles[r] as number) > 0) out.push(RESOURCE_MODULES[r] as number);
  return out;
}

/** A Requisition gift to an ally: the spare resource the ally lacks, if this seat holds one. */
export function giftChoice(v: McView, me: number, legal: readonly Action[]): Action | undefined {
  const top = v.stack[v.stack.length - 1] as { t?: string; seat?: number; to?: number } | undefined;
  if (top?.t !== 'give' || top.seat !== me || typeof top.to !== 'number') return undefined;
  const r = spareFor((v.hand ?? []) as Card[], handOf(v, top.to));
  if (r < 0) return undefined;
  const kind = RESOURCES[r] as Card;
  return has(legal, (x) => x.type === 'give' && (x.card === kind || (kind === 'food' && x.card === 'potato')));
}

/** The pod the plan gives this seat (undefined when no working pod is left for it). */
export function myPod(v: McView, me: number): Pod | undefined {
  return podPlan(v, groupOf(v, me)).get(me);
}

/**
 * Inside a transfer this seat started: give one spare resource the ally lacks, take one spare the
 * ally holds that this seat lacks, then close the proposal.
 */
export function transferChoice(v: McView, me: number, legal: readonly Action[]): Action | undefined {
  const top = v.stack[v.stack.length - 1] as { t?: string; seat?: number; ally?: number } | undefined;
  if (top?.t !== 'transfer' || top.seat !== me || typeof top.ally !== 'number') return undefined;
  const hand = (v.hand ?? []) as Card[];
  const theirs = handOf(v, top.ally);
  const give = spareFor(hand, theirs);
  if (give >= 0) {
    const kind = RESOURCES[give] as Card;
    const a = has(legal, (x) => x.type === 'give' && (x.card === kind || (kind === 'food' && x.card === 'potato')));
    if (a) return a;
  }
  const take = spareFor(theirs, hand);
  if (take >= 0) {
    const kind = RESOURCES[take] as Card;
    const a = has(legal, (x) => x.type === 'take' && (x.card === kind || (kind === 'food' && x.card === 'potato')));
    if (a) return a;
  }
  return has(legal, (a) => a.type === 'done');
}

/** How far a member walks to a module at its last cube (1 and 2 were measured to win less). */
const CASCADE_REACH = 3;

/** Modules with a status cube left but at most `k`. */
function lowModules(v: McView, k: number): number[] {
  const out: number[] = [];
  for (let m = 0; m < v.cubes.length; m++) if ((v.cubes[m] as number) >= 1 && (v.cubes[m] as number) <= k) out.push(m);
  return out;
}

/**
 * Every member of a group heads off cascades before its own errands (used in Co-op and 3v3): a
 * module that loses its last cube loses its pod and hits every neighbour, several integrity spaces
 * at once, and these cascades are about two fifths of the damage a Cadet co-op game takes. A member
 * repairs a module at one cube (here, from afar, or walking up to three modules to it, never into a
 * Marauder's module: the Marauder damaged it and loots whoever comes), then a module at two cubes
 * here or through the Maintenance module. Measured on two-crew Cadet: given to the lowest seat only,
 * 6.9% wins (1,000 games); to every member, 12.0%.
 */
export function cascadeWatch(v: McView, me: number, legal: readonly Action[]): Action | undefined {
  const here = v.pos[me] as number;
  const ones = lowModules(v, 1);
  const repairHere = has(legal, (a) => a.type === 'repair');
  if (repairHere && ones.includes(here)) return repairHere;
  const remote = has(legal, (a) => typeof a.target === 'number' && ones.includes(a.target));
  if (remote) return remote;
  const marauders = (v.ext['threat.marauders'] as { at?: number[] } | undefined)?.at ?? [];
  const goals = ones.filter((m) => (DIST[here]?.[m] as number) <= CASCADE_REACH && !marauders.includes(m));
  const mv = moveToward(v, me, legal, goals);
  if (mv) return mv;
  const twos = lowModules(v, 2);
  if (repairHere && twos.includes(here)) return repairHere;
  return has(legal, (a) => a.type === 'module' && typeof a.target === 'number' && twos.includes(a.target));
}
