import type { Action } from '@airlock/engine';
import { type Card, RESOURCES } from './data/cards.ts';
import { M } from './data/ship.ts';
import { DIST, handOf, has, missing, setFuseAction } from './heuristic.ts';
import type { McView } from './view.ts';

/**
 * The team plan of the heuristic, used only when a seat has allies (Team and Co-op). A group escapes
 * together, each member beside a working pod of their own whose ID is on a fuse, so the work is
 * shared out instead of every member racing for the same things: each member is given a pod of its
 * own (no two walk to the same one), anyone at the Bridge or holding a Hack sets the fuse of any
 * member's pod, anyone at the Sensors learns the ID of any member's pod, and members who meet pass
 * each other the spare resources the other lacks. Every member computes the same plan from the same
 * shared facts (positions, shared hands, pod IDs known to the group), so nobody needs to talk.
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
  return undefined;
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
