import type { Action, ApplyContext } from '@airlock/engine';
import { addToHand } from './deal.ts';
import { explorerFlies } from './program.ts';
import { startPlanning } from './setup.ts';
import type { SaState } from './state.ts';
import { levelOfSeat, type SpecLevel } from '../options.ts';
import type { Specialization } from '../types.ts';

/**
 * The specializations draft of a first mission (002 "Specializations", without the Experience
 * System): every crew member is offered two basic cards, all different, and keeps one. A player picks
 * for itself; the captain picks for the androids (the crew decides together; the captain has the last
 * word). Picks are public: the crew talks them over.
 *
 * Levels are per person (options `specLevel1`..`specLevel5`, falling back on the crew's `specLevel`):
 * each person flies at its own level, and a new explorer (level 0, Experience System) takes no
 * specialization. Without the Experience System an android flies at the crew's level. With it, an
 * android may only take a specialization one of the crew's explorers knows, at the level of the
 * explorer who knows it best (002 "Specializations for Androids"): the explorers choose first, then
 * each android is offered the explorers' specializations (none if every explorer is new). In a solo
 * mission the explorer flies crew member 1 (the captain) and the other three are androids.
 */

/** A crew member flown by a person: its seat (seat 0 for every member of a solo mission), else null. */
function personSeat(s: SaState, member: number): number | null {
  if (s.players === 1) return s.o.experience && member > 0 ? null : 0;
  return s.seats[member] ?? null;
}

/** The level a person flies at; an android's comes from `androidLevel`. */
export function personLevel(s: SaState, member: number): SpecLevel | null {
  const seat = personSeat(s, member);
  return seat === null ? null : levelOfSeat(s.o, seat);
}

/** An android's level: the crew's, or with the Experience System the best explorer's who knows `spec`. */
function androidLevel(s: SaState, picks: (string | null)[], spec: string): SpecLevel {
  if (!s.o.experience) return s.o.crewLevel;
  let best: SpecLevel = 0;
  picks.forEach((p, m) => {
    const l = personLevel(s, m);
    if (p === spec && l !== null && l > best) best = l;
  });
  return best;
}

/** Whether a crew member still has a choice to make: not a new explorer, not an android left with nothing. */
function chooses(s: SaState, member: number): boolean {
  const d = s.draft;
  if (!d) return false;
  const l = personLevel(s, member);
  if (l !== null) return l > 0;
  if (!s.o.experience) return true;
  // An experience android waits for the explorers; once they are done it chooses if anything is known.
  return !explorersDone(s) || (d.offers[member] as string[]).length > 0;
}

function explorersDone(s: SaState): boolean {
  const d = s.draft;
  if (!d) return true;
  for (let m = 0; m < s.crew; m++) {
    const l = personLevel(s, m);
    if (l !== null && l > 0 && d.picks[m] === null) return false;
  }
  return true;
}

/** Experience System: once every explorer has chosen, the androids are offered what they chose. */
function offerAndroids(s: SaState): void {
  const d = s.draft;
  if (!d || !s.o.experience || !explorersDone(s)) return;
  const known: string[] = [];
  for (let m = 0; m < s.crew; m++) {
    const p = d.picks[m];
    if (personLevel(s, m) !== null && p !== null && p !== undefined && !known.includes(p)) known.push(p);
  }
  known.sort();
  for (let m = 0; m < s.crew; m++)
    if (personLevel(s, m) === null && (d.offers[m] as string[]).length === 0) d.offers[m] = [...known];
}
export function picks(s: SaState, seat: number): Action[] {
  const d = s.draft;
  if (!d) return [];
  const out: Action[] = [];
  s.seats.forEach((owner, member) => {
    if (d.picks[member] !== null || !chooses(s, member)) return;
    const mine = owner === seat || (owner === null && seat === s.o.captain);
    if (!mine) return;
    for (const spec of d.offers[member] as string[]) out.push({ type: 'pick', crew: member, spec });
  });
  return out;
}

export function pickProblem(s: SaState, seat: number, member: unknown, spec: unknown): string | null {
  const d = s.draft;
  if (!d) return 'there is no draft';
  if (typeof member !== 'number' || !Number.isInteger(member) || member < 0 || member >= s.crew)
    return 'there is no such crew member';
  const owner = s.seats[member];
  if (!(owner === seat || (owner === null && seat === s.o.captain))) return 'you do not choose for that crew member';
  if (d.picks[member] !== null) return 'that crew member has chosen already';
  if (personLevel(s, member) === 0) return 'a new explorer (level 0) flies without a specialization';
  if ((d.offers[member] as string[]).length === 0 && explorersDone(s))
    return 'no explorer of this crew knows a specialization: this android flies without one';
  if ((d.offers[member] as string[]).length === 0)
    return "an android chooses among the explorers' specializations once every explorer has chosen";
  if (typeof spec !== 'string' || !(d.offers[member] as string[]).includes(spec))
    return s.o.experience && !explorerFlies(s, member)
      ? "choose one of the explorers' specializations"
      : 'choose one of the two cards offered';
  return null;
}

/** The special cards of a specialization at a level: the basic card, the advanced one, or both. */
export function specialCards(spec: string, level: number): string[] {
  return level === 1 ? [`S:${spec}`] : level === 2 ? [`S:${spec}+`] : [`S:${spec}`, `S:${spec}+`];
}

/** Every crew member takes its special cards: a player into its hand, an android beside its board. */
export function giveSpecialCards(s: SaState): void {
  s.seats.forEach((owner, m) => {
    const sp = s.specs[m];
    if (!sp) return;
    const ids = specialCards(sp.spec, sp.level);
    if (owner === null) (s.aside[m] as string[]).push(...ids);
    else addToHand(s.hands[owner] as string[], ids);
  });
}

export function applyPick(s: SaState, seat: number, member: number, spec: string, ctx: ApplyContext): void {
  const d = s.draft;
  if (!d) return;
  d.picks[member] = spec;
  ctx.emit({
    rule: 'specialization.pick',
    text: `Crew member ${member + 1} becomes the ${spec}.`,
    data: { seat, crew: member, spec },
  });
  offerAndroids(s);
  for (let m = 0; m < s.crew; m++) if (d.picks[m] === null && chooses(s, m)) return;
  s.specs = d.picks.map((p, m) => {
    if (p === null) return null;
    const level = personLevel(s, m) ?? androidLevel(s, d.picks, p);
    return { spec: p as Specialization, level: level as 1 | 2 | 3 };
  });
  s.draft = null;
  const tp = s.specs.findIndex((x) => x?.spec === 'teleporter');
  // Both tokens start with the Teleporter (on one crew member they do nothing).
  s.teleport = tp >= 0 ? { source: tp, destination: tp } : null;
  giveSpecialCards(s);
  startPlanning(s, ctx);
}
