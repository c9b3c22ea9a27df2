import type { Action, ApplyContext, Seat } from '@airlock/engine';
import { CRAWL, isRemora, neighbours, topo } from './board.ts';
import { CAT_CARD } from './data/roles.ts';
import { turnStamp } from './extras.ts';
import { hasChars, imageSteps, moveImage } from './moves.ts';
import { drawCrew, seatName, uniq } from './piles.ts';
import { aliveChars, crewSeats, type LfState, onBoard } from './state.ts';
import { cardName, roomName } from './names.ts';

/**
 * The ship's cat (L44-45, L224-233, L579-605). At 2 players the crew player holds a face-up cat deck
 * and may play one card per turn at any point (or send the cat aboard at once, dropping the rest); the
 * last card sends the cat aboard the Remora. As a 3-4 player role, the player moves the cat one
 * chamber a turn and plays from the role board's supply. The cat is not a character: no attack,
 * image or android affects it, and it never collects mission tokens; it moves through tunnels and
 * may board the Remora at any time (L208-210, L366-369). A launch needs it aboard (L666).
 */
export function catAt(s: LfState, chamber: string): boolean {
  return s.extras.cat?.at === chamber;
}

export function catAboard(s: LfState): boolean {
  const at = s.extras.cat?.at;
  return typeof at === 'string' && isRemora(s, at);
}

/** The launch criterion (L666): a cat in play must be aboard. */
export function catReady(s: LfState): boolean {
  const cat = s.extras.cat;
  return !cat || cat.at === null || catAboard(s);
}

/** Setup (2 players, L45) or role start (L587): a vent chamber; the role's must hold no character or image. */
export function catPlaceOptions(s: LfState, role: boolean): Action[] {
  const t = topo(s);
  return t.ids
    .filter((id) => t.chamber[id]?.vent && (!role || (!hasChars(s, id) && !onBoard(s).some((i) => i.at === id))))
    .map((chamber) => ({ type: 'cat-place', chamber }));
}

export function placeCat(s: LfState, seat: Seat, chamber: string, ctx: ApplyContext): void {
  if (s.extras.cat) s.extras.cat.at = chamber;
  ctx.quiet ||
    ctx.emit({
      rule: 'cat.place',
      text: `${seatName(seat)} puts the ship's cat in ${roomName(s, chamber)}`,
      data: { chamber },
    });
}

/** Chambers one cat move away: corridors and tunnels, the door blocks, never the hull breach. */
function catSteps(s: LfState, from: string): string[] {
  return neighbours(s, from, CRAWL).map((n) => n.to);
}

/** The state-changing ways to play one cat card now, as complete actions. */
export function catCardOptions(s: LfState, card: string): Action[] {
  const at = s.extras.cat?.at;
  if (typeof at !== 'string' || isRemora(s, at)) return [];
  const out: Action[] = [];
  switch (CAT_CARD[card]?.effect) {
    case 'prowl': {
      const ends = new Set<string>();
      for (const a of catSteps(s, at)) {
        ends.add(a);
        if (!isRemora(s, a)) for (const b of catSteps(s, a)) if (b !== at) ends.add(b);
      }
      for (const to of [...ends].sort()) out.push({ type: 'cat', card, to });
      return out;
    }
    case 'fetch':
      for (const seat of crewSeats(s))
        if (s.roles[seat] === 'crew' && aliveChars(s, seat).length > 0) out.push({ type: 'cat', card, seat });
      return out;
    case 'spook':
      for (const c of [at, ...catSteps(s, at)].sort())
        if (s.terror.includes(c) && !out.some((o) => o.chamber === c)) out.push({ type: 'cat', card, chamber: c });
      return out;
    case 'hiss':
      for (const img of onBoard(s)) {
        if (img.at !== at && !catSteps(s, at).includes(img.at as string)) continue;
        for (const to of imageSteps(s, img.at as string))
          if (to !== at) out.push({ type: 'cat', card, image: img.id, to });
      }
      return out;
    default:
      return out;
  }
}

function isCatTurn(s: LfState, seat: Seat): boolean {
  return s.stage === 'starship' && s.phase === 'crew' && crewSeats(s)[s.turn] === seat;
}

/** 2 players: once per turn, at any point of the crew player's own turn, a cat card or the cat sent aboard. */
export function catPlayOptions(s: LfState, seat: Seat): Action[] {
  const cat = s.extras.cat;
  if (s.players !== 2 || !cat || cat.at === null || catAboard(s) || cat.stamp === turnStamp(s)) return [];
  if (!isCatTurn(s, seat)) return [];
  const out: Action[] = [];
  for (const card of uniq(cat.cards)) out.push(...catCardOptions(s, card));
  out.push({ type: 'cat-home' });
  return out;
}

export function boardCat(s: LfState, ctx: ApplyContext): void {
  const cat = s.extras.cat;
  if (!cat) return;
  cat.at = topo(s).map.remora;
  cat.cards = [];
  ctx.quiet || ctx.emit({ rule: 'cat.aboard', text: 'The ship\u2019s cat is aboard the Remora' });
}

/** Resolves a cat card; at 2 players it leaves the game, as a role it goes to the board's discards. */
export function applyCatCard(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  const cat = s.extras.cat;
  if (!cat) throw new Error('no cat');
  const card = a.card as string;
  const board = s.extras.boards.cat;
  const from = s.roles[seat] === 'cat' && board ? board.supply : cat.cards;
  const i = from.indexOf(card);
  if (i < 0) throw new Error(`no cat card ${card}`);
  from.splice(i, 1);
  if (s.roles[seat] === 'cat' && board) {
    board.discard.push(card);
    board.discard.sort();
  }
  cat.stamp = turnStamp(s);
  ctx.quiet || ctx.emit({ rule: 'cat.card', text: `${seatName(seat)} plays the cat card ${cardName(card)}` });
  switch (CAT_CARD[card]?.effect) {
    case 'prowl':
      cat.at = a.to as string;
      ctx.quiet ||
        ctx.emit({ rule: 'cat.move', text: `The cat moves to ${roomName(s, cat.at)}`, data: { to: cat.at } });
      if (isRemora(s, cat.at)) boardCat(s, ctx);
      break;
    case 'fetch':
      drawCrew(s, a.seat as Seat, 1, ctx);
      break;
    case 'spook':
      s.terror = s.terror.filter((t) => t !== a.chamber);
      ctx.quiet ||
        ctx.emit({ rule: 'cat.spook', text: `The cat clears the terror token in ${roomName(s, a.chamber)}` });
      break;
    case 'hiss':
      moveImage(s, a.image as string, a.to as string, ctx);
      break;
  }
  if (s.players === 2 && cat.cards.length === 0 && !catAboard(s)) boardCat(s, ctx);
}

export function applyCatHome(s: LfState, seat: Seat, ctx: ApplyContext): void {
  ctx.quiet ||
    ctx.emit({ rule: 'cat.home', text: `${seatName(seat)} drops the remaining cat cards and sends the cat aboard` });
  boardCat(s, ctx);
}

/** The cat role's optional move (L591-593), once per turn, until the cat is aboard. */
export function catMoveOptions(s: LfState, seat: Seat): Action[] {
  const cat = s.extras.cat;
  if (s.roles[seat] !== 'cat' || !cat || cat.at === null || catAboard(s) || cat.stamp === turnStamp(s)) return [];
  return catSteps(s, cat.at).map((to) => ({ type: 'cat-move', to }));
}

export function applyCatMove(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  const cat = s.extras.cat;
  if (!cat) throw new Error('no cat');
  cat.at = a.to as string;
  cat.stamp = turnStamp(s);
  ctx.quiet ||
    ctx.emit({
      rule: 'cat.move',
      text: `${seatName(seat)} moves the cat to ${roomName(s, cat.at)}`,
      data: { to: cat.at },
    });
  if (isRemora(s, cat.at)) boardCat(s, ctx);
}

/** A hull breach never harms the cat: it steps into the first neighbouring chamber (L2101-2103). */
export function catFlees(s: LfState, chamber: string, ctx: ApplyContext): void {
  if (!catAt(s, chamber) || !s.extras.cat) return;
  const to = (topo(s).exits[chamber] ?? []).map(([n]) => n).find((n) => n !== s.breach);
  if (to === undefined) return;
  s.extras.cat.at = to;
  ctx.quiet || ctx.emit({ rule: 'cat.flee', text: `The cat slips out to ${roomName(s, to)}`, data: { to } });
}
