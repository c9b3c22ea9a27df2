import type { Action, ApplyContext, Seat } from '@airlock/engine';
import { catCardOptions, catMoveOptions, catAboard } from './cat.ts';
import { crewIconOptions, applyCrewIcon, DATA_KINDS } from './crew-icons.ts';
import { CAT_DECK, deckList, ROLE_BOARD, SISTER_CARD, SISTER_DECK } from './data/roles.ts';
import { ANDROID_STATUS } from './data/tracks.ts';
import type { RoleBoard } from './extras.ts';
import { seatName, uniq } from './piles.ts';
import type { LfState } from './state.ts';
import { advanceAndroid } from './tracks.ts';
import { cardName } from './names.ts';

/**
 * The cat and SIS-TER roles of a 3-4 player crew member who lost every character (L567-627). Taking
 * the cat returns the personal tokens and puts the cat in a vent chamber; taking SIS-TER keeps the
 * data tokens. Each turn the player advances a board token, plays a card from the supply or passes
 * (the cat may first move one chamber); a token landing on a trigger space returns a played card.
 */
export function takeRole(s: LfState, seat: Seat, role: string, ctx: ApplyContext): void {
  const board = (cards: string[]): RoleBoard => ({ tokens: [0, 0], supply: cards, discard: [] });
  if (role === 'cat') {
    s.data[seat] = [];
    s.extras.boards.cat = board(deckList(CAT_DECK));
    s.extras.cat = { at: null, cards: [], stamp: -1 };
    s.stack.push({ k: 'cat-place', seat });
  } else if (role === 'sister') s.extras.boards.sister = board(deckList(SISTER_DECK));
  else return;
  ctx.quiet ||
    ctx.emit({
      rule: `role.${role}`,
      text: `${seatName(seat)} sets up the ${role === 'cat' ? 'ship\u2019s cat' : 'SIS-TER'} board`,
    });
}

function boardOf(s: LfState, seat: Seat): RoleBoard | null {
  if (s.roles[seat] === 'cat') return s.extras.boards.cat;
  if (s.roles[seat] === 'sister') return s.extras.boards.sister;
  return null;
}

export function sisterCardOptions(s: LfState, seat: Seat, card: string): Action[] {
  const out: Action[] = [];
  switch (SISTER_CARD[card]?.effect) {
    case 'lockdown':
      for (const o of crewIconOptions(s, seat, 'door')) out.push({ type: 'sister', card, link: o.link as number });
      return out;
    case 'supply':
      return [{ type: 'sister', card }];
    case 'databurst':
      return DATA_KINDS.map((data) => ({ type: 'sister', card, data }));
    case 'override':
      if (s.android.active && s.android.at !== null && s.android.status < ANDROID_STATUS.destroyed)
        out.push({ type: 'sister', card });
      return out;
    default:
      return out;
  }
}

/** What a role player may do on their turn, besides launching or passing (L591-599, L617-624). */
export function roleActivityOptions(s: LfState, seat: Seat): Action[] {
  const b = boardOf(s, seat);
  if (!b) return [];
  const out: Action[] = [];
  if (s.roles[seat] === 'cat') out.push(...catMoveOptions(s, seat));
  b.tokens.forEach((at, token) => {
    if (at < ROLE_BOARD.spaces) out.push({ type: 'role-advance', token });
  });
  for (const card of uniq(b.supply)) {
    if (s.roles[seat] === 'cat') {
      if (!catAboard(s)) out.push(...catCardOptions(s, card));
    } else out.push(...sisterCardOptions(s, seat, card));
  }
  return out;
}

export function applyRoleAdvance(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  const b = boardOf(s, seat);
  if (!b) throw new Error('no role board');
  const token = a.token as 0 | 1;
  b.tokens[token]++;
  ctx.quiet ||
    ctx.emit({ rule: 'role.advance', text: `${seatName(seat)} advances a board token to space ${b.tokens[token]}` });
  if (ROLE_BOARD.triggers.includes(b.tokens[token]) && b.discard.length > 0)
    s.stack.push({ k: 'regain', seat, role: s.roles[seat] === 'cat' ? 'cat' : 'sister' });
}

export function regainOptions(s: LfState, seat: Seat): Action[] {
  return uniq(boardOf(s, seat)?.discard ?? []).map((card) => ({ type: 'regain', card }));
}

export function applyRegain(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  const b = boardOf(s, seat);
  if (!b) throw new Error('no role board');
  s.stack.pop();
  b.discard.splice(b.discard.indexOf(a.card as string), 1);
  b.supply.push(a.card as string);
  b.supply.sort();
  ctx.quiet || ctx.emit({ rule: 'role.regain', text: `${seatName(seat)} takes back ${cardName(a.card)}` });
}

export function applySisterCard(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  const b = s.extras.boards.sister;
  const card = a.card as string;
  if (!b || !b.supply.includes(card)) throw new Error(`no SIS-TER card ${card}`);
  b.supply.splice(b.supply.indexOf(card), 1);
  b.discard.push(card);
  b.discard.sort();
  ctx.quiet || ctx.emit({ rule: 'sister.card', text: `${seatName(seat)} has SIS-TER run ${cardName(card)}` });
  switch (SISTER_CARD[card]?.effect) {
    case 'lockdown':
      applyCrewIcon(s, seat, { type: 'icon', icon: 'door', link: a.link as number }, ctx);
      return;
    case 'supply':
      applyCrewIcon(s, seat, { type: 'icon', icon: 'mission-sister' }, ctx);
      return;
    case 'databurst':
      s.data[seat]?.push(a.data as string);
      ctx.quiet || ctx.emit({ rule: 'sister.data', text: `SIS-TER stores a ${String(a.data)} data token` });
      return;
    case 'override':
      advanceAndroid(s, 1, ctx);
      return;
  }
}
