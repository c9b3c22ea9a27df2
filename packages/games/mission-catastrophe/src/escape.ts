import type { ApplyContext } from '@airlock/engine';
import type { Card } from './data/cards.ts';
import { M } from './data/ship.ts';
import { hooksFor } from './rules/hooks.ts';
import { rolesOf } from './roles/index.ts';
import { moduleName, POD_REVEALED, podAt, powered } from './ship.ts';
import { clearStack, type McState } from './state.ts';

/**
 * Whether a hand holds the four resources: oxygen, food (a Potato counts as food), power (a Potato
 * may stand in with "Colonized It!") and navigation codes; each card counts once.
 */
export function hasAllResources(s: McState, seat: number): boolean {
  const h = s.hands[seat] as Card[];
  if (!h.includes('oxygen') || !h.includes('nav')) return false;
  let potatoes = 0;
  for (const c of h) if (c === 'potato') potatoes++;
  const food = h.includes('food');
  const power = h.includes('power');
  let colonized = false;
  for (const r of rolesOf(s, seat)) if (r.id === 'colonized-it') colonized = true;
  const needFromPotato = (food ? 0 : 1) + (power ? 0 : 1);
  if (!power && !colonized) return false;
  return potatoes >= needFromPotato;
}

/** Seats that escape together, in seat order: the seat alone (Sole Survivor) or its whole team. */
export function escapeGroup(s: McState, seat: number): number[] {
  if (s.opt.mode === 'sole') return [seat];
  const out: number[] = [];
  for (let o = 0; o < s.n; o++) if (s.team[o] === s.team[seat]) out.push(o);
  return out;
}

/** Why the group of `seat` cannot attempt an escape now, or null when it can. */
export function escapeProblem(s: McState, seat: number): string | null {
  if (!powered(s, M.engineRoom)) return 'the Engine Room has no power';
  // The group in seat order (as escapeGroup lists it), checked without building the list: this runs
  // for every legal-action listing of a turn.
  const sole = s.opt.mode === 'sole';
  for (let o = 0; o < s.n; o++) {
    if (sole ? o !== seat : s.team[o] !== s.team[seat]) continue;
    if (s.out.includes(o)) return 'a crew member of the group is out of the game';
    const p = podAt(s.pos[o] as number);
    if (p < 0 || s.podUp[p] !== 1) return 'every escaper must stand beside a working escape pod';
    if (!hasAllResources(s, o)) return 'every escaper needs the four resources';
  }
  const blockers = hooksFor(s.opt).escapeBlock;
  if (blockers.length === 0) return null;
  const group = escapeGroup(s, seat);
  for (const r of blockers) {
    const why = r.escapeBlock?.(s, group);
    if (why) return why;
  }
  return null;
}

/**
 * The escape attempt, once nobody stopped it: the pods are turned over for all to see; the escape
 * works when every pod's ID is set on a fuse.
 */
export function attemptEscape(s: McState, seat: number, ctx: ApplyContext): void {
  const group = escapeGroup(s, seat);
  const ids: string[] = [];
  let ok = true;
  for (const o of group) {
    const p = podAt(s.pos[o] as number);
    s.podKnow[p] = (s.podKnow[p] as number) | POD_REVEALED;
    const id = s.podId[p] as string;
    ids.push(id);
    if (!s.fuse.includes(id)) ok = false;
  }
  ctx.emit({
    rule: 'escape.attempt',
    text: `The escape pod${group.length > 1 ? 's are' : ' is'} turned over: ${ids.join(', ')}; the fuse${s.fuse.length > 1 ? 's show' : ' shows'} ${s.fuse.map((f) => f ?? 'nothing').join(', ')}.`,
    data: { seats: group, ids, fuse: s.fuse },
    reveals: true,
  });
  if (!ok) {
    ctx.emit({ rule: 'escape.fail', text: 'The fuse does not match: the escape fails and the game goes on.' });
    return;
  }
  s.escaped.push(...group);
  const ranks = new Array<number>(s.n).fill(2);
  for (const o of group) ranks[o] = 1;
  const where = group.map((o) => moduleName(s.pos[o] as number)).join(', ');
  const summary =
    s.opt.mode === 'sole'
      ? `Crew ${seat + 1} escapes alone from ${where} and wins.`
      : s.opt.mode === 'team'
        ? `Team ${(s.team[seat] as number) + 1} escapes from ${where} and wins.`
        : `The whole crew escapes from ${where}: everyone wins.`;
  s.over = { summary, ranks, winners: [...group], details: { cause: 'escape' } };
  clearStack(s);
  ctx.emit({ rule: 'escape.success', text: summary });
}

/** Too few pods left for anyone to escape: the game ends now (every mode). */
export function podsCheck(s: McState, ctx: ApplyContext): void {
  if (s.over) return;
  let up = 0;
  for (let p = 0; p < s.podUp.length; p++) up += s.podUp[p] as number;
  const need = s.opt.mode === 'sole' ? 1 : s.opt.mode === 'coop' ? s.n : s.opt.teams === 'trios' ? 3 : 2;
  if (up >= need) return;
  const summary =
    s.opt.mode === 'sole'
      ? 'No escape pod is left: nobody can escape, and everyone shares second place.'
      : 'Too few escape pods are left for anyone to escape: everyone loses.';
  s.over = { summary, ranks: new Array<number>(s.n).fill(2), winners: [], details: { cause: 'pods' } };
  clearStack(s);
  ctx.emit({ rule: 'escape.pods-lost', text: summary });
}
