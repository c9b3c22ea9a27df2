import {
  type Action,
  type ApplyContext,
  activeWindow,
  openWindow,
  passWindow,
  type Seat,
  windowClosed,
} from '@airlock/engine';
import { CRAWL, isRemora, neighbours } from './board.ts';
import { CREW_CARD, LIFEFORM_CARD } from './data/cards.ts';
import { killChars } from './deaths.ts';
import { charPaths, hasChars, imageFree, moveChar, RUN } from './moves.ts';
import { discardFromHand, removeFromHand, seatName } from './piles.ts';
import { add, type AttackInfo, charById, crewSeats, LIFEFORM, type LfState, onBoard, type Step } from './state.ts';
import { advanceHostility, androidHere, schedule } from './tracks.ts';
import { cardName, charName, iconName, imageName, roomName, tokenName } from './names.ts';

/**
 * The attack sequence (L420-454): reveal, move in, crew reactions each answerable by a lifeform
 * cancel, deaths, ghosts regroup, calibration. Reactions run in the kernel's reaction windows: a
 * parallel window for the crew seats with someone in the chamber (offered whatever their hands hold,
 * so being asked reveals nothing), and on top of it a window for the lifeform's cancel.
 */
export function startAttack(
  s: LfState,
  chamber: string,
  from: string | null,
  link: number | null,
  vent: boolean,
  ctx: ApplyContext,
): void {
  const img = s.images.find((i) => i.id === s.real);
  if (!img) throw new Error('no real image');
  ctx.quiet ||
    ctx.emit({
      rule: 'attack.reveal',
      text: `The lifeform reveals that ${imageName(s.real)} is real and attacks ${roomName(s, chamber)}`,
      data: { image: s.real, chamber },
      reveals: true,
    });
  s.candidates = [s.real];
  img.at = chamber;
  const targets = s.chars.filter((c) => c.alive && !c.hidden && c.at === chamber).map((c) => c.id);
  const info: AttackInfo = { chamber, from, link, vent, targets, saved: [], cancelled: false };
  s.stack.push({ k: 'attack', info });
  const seats = reactors(s, info);
  if (seats.length > 0) openWindow(s.windows, 'react', seats, 'parallel');
}

function threatened(s: LfState, info: AttackInfo, seat: Seat) {
  return info.targets
    .map((id) => charById(s, id))
    .filter((c) => c.owner === seat && c.alive && !c.hidden && c.at === info.chamber && !info.saved.includes(c.id));
}

/** Crew seats that may still react: someone threatened, and no reaction yet this phase (L436-437). */
function reactors(s: LfState, info: AttackInfo): Seat[] {
  return crewSeats(s).filter((seat) => !s.reacted[seat] && threatened(s, info, seat).length > 0);
}

export function reactionOptions(s: LfState, seat: Seat, info: AttackInfo): Action[] {
  const out: Action[] = [{ type: 'pass' }];
  const here = info.chamber;
  const blocked = s.outages.includes(here) || androidHere(s, here);
  const barred = info.link === null ? [] : [info.link];
  const cards = [...new Set(s.hands[seat] ?? [])].sort();
  for (const card of cards) {
    const kind = CREW_CARD[card]?.reaction;
    if (!kind) continue;
    for (const c of threatened(s, info, seat)) {
      if (kind === 'hide') out.push({ type: 'react', card, char: c.id });
      else if (kind === 'run!' && !blocked) {
        for (const path of charPaths(s, c, 2, { ...RUN, barred })) out.push({ type: 'react', card, char: c.id, path });
      } else if (kind === 'prod!' && !blocked) {
        for (const to of prodDestinations(s, info)) out.push({ type: 'react', card, char: c.id, to });
      }
    }
  }
  return out;
}

/** Where SHOCK-PROD sends the attacker: back the way it came, or after a vent attack any free neighbour (L499-507). */
function prodDestinations(s: LfState, info: AttackInfo): string[] {
  if (!info.vent && info.from !== null) return [info.from];
  return neighbours(s, info.chamber, CRAWL)
    .map((n) => n.to)
    .filter((to) => imageFree(s, to) && !hasChars(s, to) && !isRemora(s, to));
}

export function applyReact(s: LfState, seat: Seat, a: Action, info: AttackInfo, ctx: ApplyContext): void {
  const w = activeWindow(s.windows);
  if (!w) throw new Error('no window');
  if (a.type === 'pass') {
    passWindow(w, seat);
    ctx.quiet || ctx.emit({ rule: 'reaction.pass', text: `${seatName(seat)} does not react` });
    return;
  }
  const card = a.card as string;
  const kind = CREW_CARD[card]?.reaction;
  if (!kind) throw new Error('not a reaction');
  removeFromHand(s, seat, card);
  s.reacted[seat] = true;
  passWindow(w, seat);
  s.reaction = {
    seat,
    card,
    kind,
    char: a.char as string,
    path: (a.path as string[] | undefined) ?? [],
    to: (a.to as string | undefined) ?? null,
  };
  ctx.quiet ||
    ctx.emit({
      rule: `reaction.${kind}`,
      text: `${seatName(seat)} reacts with ${cardName(card)} (${iconName(kind, false)}) for ${charName(a.char)}`,
      data: { card, char: a.char as string },
    });
  // Asked whenever it might answer on public facts: a card in hand (not against HIDE), or an evolution token.
  const byCard = kind !== 'hide' && (s.hands[LIFEFORM]?.length ?? 0) > 0;
  if (byCard || (s.evolution?.held.length ?? 0) > 0) openWindow(s.windows, 'cancel', [LIFEFORM], 'sequential');
  else resolveReaction(s, info, false, ctx);
}

export function cancelOptions(s: LfState): Action[] {
  const out: Action[] = [{ type: 'pass' }];
  const want = s.reaction?.kind === 'run!' ? 'cancel-run' : s.reaction?.kind === 'prod!' ? 'cancel-prod' : null;
  for (const card of [...new Set(s.hands[LIFEFORM] ?? [])].sort())
    if (want && LIFEFORM_CARD[card]?.reaction === want) out.push({ type: 'cancel', card });
  // An evolution token cancels any crew reaction (L2207-2209).
  for (const token of [...new Set(s.evolution?.held ?? [])]) out.push({ type: 'cancel', token });
  return out;
}

export function applyCancel(s: LfState, a: Action, info: AttackInfo, ctx: ApplyContext): void {
  s.windows.pop();
  if (a.type === 'cancel' && typeof a.token === 'string') {
    s.evolution?.held.splice(s.evolution.held.indexOf(a.token), 1);
    ctx.quiet ||
      ctx.emit({
        rule: 'reaction.cancel',
        text: `The lifeform spends ${tokenName(a.token)} to cancel the reaction`,
        data: { token: a.token },
      });
  } else if (a.type === 'cancel') {
    discardFromHand(s, LIFEFORM, a.card as string);
    ctx.quiet ||
      ctx.emit({
        rule: 'reaction.cancel',
        text: `The lifeform cancels the reaction with ${cardName(a.card)}`,
        data: { card: a.card as string },
      });
  } else ctx.quiet || ctx.emit({ rule: 'reaction.let', text: 'The lifeform lets the reaction stand' });
  resolveReaction(s, info, a.type === 'cancel', ctx);
}

function resolveReaction(s: LfState, info: AttackInfo, cancelled: boolean, ctx: ApplyContext): void {
  const r = s.reaction;
  if (!r) throw new Error('no reaction');
  s.reaction = null;
  add(s.discards.crew, r.card, 1);
  if (!cancelled) {
    const c = charById(s, r.char);
    if (r.kind === 'hide') {
      c.hidden = true;
      info.saved.push(c.id);
    } else if (r.kind === 'run!') {
      moveChar(s, c, r.path, ctx);
      info.saved.push(c.id);
    } else {
      info.cancelled = true;
      const img = s.images.find((i) => i.id === s.real);
      if (img && r.to) img.at = r.to;
      ctx.quiet || ctx.emit({ rule: 'reaction.prod!', text: `The lifeform is driven back to ${roomName(s, r.to)}` });
    }
    advanceHostility(s, 1, ctx);
  }
  const w = activeWindow(s.windows);
  if (!w || w.kind !== 'react') return;
  if (info.cancelled) {
    s.windows.pop();
    return;
  }
  w.seats = reactors(s, info);
  w.passed = [];
  w.at = 0;
}

/** Ends an attack whose reactions are over: deaths, then the ghosts regroup and a calibration (L444-454). */
export function finishAttack(s: LfState, info: AttackInfo, ctx: ApplyContext): void {
  const top = activeWindow(s.windows);
  if (top && windowClosed(top)) s.windows.pop();
  s.stack.pop();
  const later: Step[] = [];
  for (const g of onBoard(s))
    if (g.id !== s.real) later.push({ k: 'ghost', image: g.id, near: 'attack', chamber: info.chamber });
  later.push({ k: 'calibrate' });
  schedule(s, later);
  if (info.cancelled) return;
  const victims = s.chars.filter(
    (c) => info.targets.includes(c.id) && c.alive && !c.hidden && c.at === info.chamber && !info.saved.includes(c.id),
  );
  if (victims.length > 0) killChars(s, victims, ctx, true);
}
