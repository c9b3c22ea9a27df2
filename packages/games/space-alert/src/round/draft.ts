import type { Action, ApplyContext } from '@airlock/engine';
import { addToHand } from './deal.ts';
import { explorerFlies } from './program.ts';
import { startPlanning } from './setup.ts';
import type { SaState } from './state.ts';
import { type KnownSpec, knownOfSeat, levelOfSeat, type SpecLevel } from '../options.ts';
import type { Specialization } from '../types.ts';

/**
 * The specializations draft (002 "Specializations"). Without explorers' logs every crew member is
 * offered two basic cards, all different, and keeps one. A player picks for itself; the captain picks
 * for the androids (the crew decides together; the captain has the last word). Picks are public: the
 * crew talks them over.
 *
 * Levels are per person (options `specLevel1`..`specLevel5`, falling back on the crew's `specLevel`):
 * each person flies at its own level, and a new explorer (level 0, Experience System) takes no
 * specialization. Without the Experience System an android flies at the crew's level.
 *
 * Experience System (002 "Experience System", "Specializations for Androids"):
 * - A seat whose explorer's known specializations are given (options `specKnown1`..) is offered
 *   exactly those not yet taken by another crew member, and flies the one it picks at that
 *   specialization's own level. There is one card of each specialization, so a pick removes it from
 *   every other offer; a crew member left with nothing to choose flies without one.
 * - The explorers choose first; then each android is offered the specializations the crew's
 *   explorers know (their whole lists, not only what they picked) that nobody has taken, at the
 *   level of the explorer who knows it best. An explorer without a given list is known by its pick
 *   only, and that pick stays open to the androids as before logs were given (our stand-in: with no
 *   log the pick is all the table knows of the explorer).
 * - In a solo mission the explorer flies crew member 1 (the captain) and the other three are androids.
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

/** The known specializations of the explorer flying `member`, or null (an android, or no list given). */
export function knownOfMember(s: SaState, member: number): readonly KnownSpec[] | null {
  const seat = personSeat(s, member);
  return seat === null ? null : knownOfSeat(s.o, seat);
}

/**
 * An android's level: the crew's, or with the Experience System the best level among the explorers
 * who know `spec` (from their lists, or for an explorer without a list from its pick).
 */
function androidLevel(s: SaState, picks: (string | null)[], spec: string): SpecLevel {
  if (!s.o.experience) return s.o.crewLevel;
  let best: SpecLevel = 0;
  for (let m = 0; m < s.crew; m++) {
    const known = knownOfMember(s, m);
    const l = known ? (known.find((k) => k.spec === spec)?.level ?? 0) : picks[m] === spec ? personLevel(s, m) : null;
    if (l !== null && l > best) best = l;
  }
  return best;
}

/** The level `member` flies `spec` at. */
function levelFor(s: SaState, picks: (string | null)[], member: number, spec: string): SpecLevel {
  const known = knownOfMember(s, member);
  if (known) return known.find((k) => k.spec === spec)?.level ?? 0;
  return personLevel(s, member) ?? androidLevel(s, picks, spec);
}

function offersOf(s: SaState, member: number): string[] {
  return (s.draft?.offers[member] ?? []) as string[];
}

/** Whether a crew member still has a choice to make: not a new explorer, not left with nothing. */
function chooses(s: SaState, member: number): boolean {
  const d = s.draft;
  if (!d || d.picks[member] !== null) return false;
  if (personSeat(s, member) !== null || !s.o.experience) return offersOf(s, member).length > 0;
  // An experience android waits for the explorers; once they are done it chooses if anything is left.
  return !explorersDone(s) || offersOf(s, member).length > 0;
}

function explorersDone(s: SaState): boolean {
  const d = s.draft;
  if (!d) return true;
  for (let m = 0; m < s.crew; m++)
    if (personSeat(s, m) !== null && d.picks[m] === null && offersOf(s, m).length > 0) return false;
  return true;
}

/**
 * Picks of explorers without a known list: offered to androids as they are (the stand-in of those
 * explorers' knowledge), so they are not withdrawn from androids' offers when taken.
 */
function standIns(s: SaState): string[] {
  const d = s.draft;
  const out: string[] = [];
  if (!d || !s.o.experience) return out;
  for (let m = 0; m < s.crew; m++) {
    const p = d.picks[m];
    if (personSeat(s, m) !== null && !knownOfMember(s, m) && p !== null && p !== undefined) out.push(p);
  }
  return out;
}

/** Experience System: once every explorer has chosen, the androids are offered what the explorers know. */
function offerAndroids(s: SaState, ctx: ApplyContext | null): void {
  const d = s.draft;
  if (!d || !s.o.experience) return;
  const taken = d.picks.filter((p): p is string => p !== null);
  const known = new Set(standIns(s));
  for (let m = 0; m < s.crew; m++)
    for (const k of knownOfMember(s, m) ?? []) if (!taken.includes(k.spec)) known.add(k.spec);
  const offer = [...known].sort();
  for (let m = 0; m < s.crew; m++) {
    if (personSeat(s, m) !== null) continue;
    d.offers[m] = [...offer];
    if (offer.length === 0)
      ctx?.emit({
        rule: 'specialization.none',
        text: `Crew member ${m + 1} (an android) flies without a specialization: no explorer of the crew knows one that is still free.`,
        data: { crew: m },
      });
  }
}

/**
 * Called once the draft is open (setup.ts): the offers. Without known lists every crew member who
 * chooses gets two cards of the shuffled `pool` (the `member`-th pair), as before logs were given;
 * with lists the cards no list names come first in the pool, so the seats without a list rarely
 * draw a specialization a listed explorer knows (if one is taken anyway, it is withdrawn).
 */
export function openOffers(s: SaState, shuffled: readonly Specialization[]): void {
  const listed = new Set<string>();
  for (let m = 0; m < s.crew; m++) for (const k of knownOfMember(s, m) ?? []) listed.add(k.spec);
  const pool = [...shuffled.filter((x) => !listed.has(x)), ...shuffled.filter((x) => listed.has(x))];
  const offers = s.seats.map((_, member): string[] => {
    if ((s.o.experience && personSeat(s, member) === null) || personLevel(s, member) === 0) return [];
    const known = knownOfMember(s, member);
    if (known) return known.map((k) => k.spec);
    return [pool[2 * member] as string, pool[2 * member + 1] as string];
  });
  s.draft = { offers, picks: s.seats.map(() => null) };
  if (explorersDone(s)) offerAndroids(s, null);
}

export function picks(s: SaState, seat: number): Action[] {
  const d = s.draft;
  if (!d) return [];
  const out: Action[] = [];
  s.seats.forEach((owner, member) => {
    if (!chooses(s, member)) return;
    const mine = owner === seat || (owner === null && seat === s.o.captain);
    if (!mine) return;
    for (const spec of offersOf(s, member)) out.push({ type: 'pick', crew: member, spec });
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
  const offers = offersOf(s, member);
  const android = s.o.experience && !explorerFlies(s, member);
  if (offers.length === 0 && android && !explorersDone(s))
    return "an android chooses among the explorers' specializations once every explorer has chosen";
  if (offers.length === 0 && android)
    return 'no explorer of this crew knows a specialization that is still free: this android flies without one';
  if (offers.length === 0) return 'every specialization offered to this crew member is taken: it flies without one';
  if (typeof spec !== 'string' || !offers.includes(spec)) {
    if (android) return "choose one of the explorers' specializations";
    if (knownOfMember(s, member))
      return `choose one of the specializations your explorer knows that nobody has taken: ${offers.join(', ')}`;
    return 'choose one of the two cards offered';
  }
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
  const wasDone = explorersDone(s);
  const open = s.seats.map((_, m) => chooses(s, m));
  d.picks[member] = spec;
  ctx.emit({
    rule: 'specialization.pick',
    text: `Crew member ${member + 1} becomes the ${spec.replace(/-/g, ' ')}.`,
    data: { seat, crew: member, spec },
  });
  // One card per specialization: it leaves every other offer (a stand-in pick stays open to androids).
  const keep = standIns(s).includes(spec);
  for (let m = 0; m < s.crew; m++) {
    if (m === member || d.picks[m] !== null) continue;
    if (keep && personSeat(s, m) === null) continue;
    const before = offersOf(s, m);
    const left = before.filter((x) => x !== spec);
    d.offers[m] = left;
    if (open[m] && before.length > 0 && left.length === 0)
      ctx.emit({
        rule: 'specialization.none',
        text:
          personSeat(s, m) === null
            ? `Crew member ${m + 1} (an android) flies without a specialization: every one it could take is taken.`
            : `Crew member ${m + 1} flies without a specialization, as a new explorer does: every one its explorer could choose is taken.`,
        data: { crew: m },
      });
  }
  if (!wasDone && explorersDone(s)) offerAndroids(s, ctx);
  for (let m = 0; m < s.crew; m++) if (chooses(s, m)) return;
  s.specs = d.picks.map((p, m) => {
    if (p === null) return null;
    return { spec: p as Specialization, level: levelFor(s, d.picks, m, p) as 1 | 2 | 3 };
  });
  s.draft = null;
  const tp = s.specs.findIndex((x) => x?.spec === 'teleporter');
  // Both tokens start with the Teleporter (on one crew member they do nothing).
  s.teleport = tp >= 0 ? { source: tp, destination: tp } : null;
  giveSpecialCards(s);
  startPlanning(s, ctx);
}
