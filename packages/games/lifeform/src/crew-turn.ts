import { type Action, type ApplyContext, openWindow, type Seat } from '@airlock/engine';
import { CRAWL, isRemora, neighbours, SENSE, topo } from './board.ts';
import { CHARACTER } from './data/characters.ts';
import { CREW_CARD, FLAMETHROWER_CARD, FLAMETHROWER_ROWS } from './data/cards.ts';
import { CREW_ICONS, type CrewIcon } from './data/icons.ts';
import { COLUMNS, SELF_DESTRUCT, SUPPLY } from './data/tracks.ts';
import type { Column } from './data/tracks.ts';
import { catReady } from './cat.ts';
import { crewIconPossible } from './icons-possible.ts';
import { hasRoom, loadoutReady, openColumns, placeMission, removeTop } from './loadout.ts';
import { hasChars, imageFree, imageSteps, moveImage } from './moves.ts';
import { discardFromHand, drawCrew, lifeformDraws, seatName, uniq } from './piles.ts';
import { add, aliveChars, charById, crewSeats, holds, imageAt, type LfState, LIFEFORM, onBoard } from './state.ts';
import { advanceHostility, advanceSelfDestruct, androidHere, destroyAndroid } from './tracks.ts';
import { cardList, cardName, charName, iconList, imageName } from './names.ts';

/**
 * A crew member's turn (L89-233): collect mission tokens, then one activity; launching is offered at
 * any point of the turn when every criterion holds. The cat and mainframe roles only pass: their
 * decks and boards are not designed yet.
 */
export function rowsOf(card: string): CrewIcon[][] {
  if (card === FLAMETHROWER_CARD) return FLAMETHROWER_ROWS;
  return CREW_CARD[card]?.rows ?? [];
}

export function allAboard(s: LfState, seat: Seat): boolean {
  let any = false;
  for (const c of s.chars) {
    if (!c.alive || c.owner !== seat) continue;
    if (c.at === null || !isRemora(s, c.at)) return false;
    any = true;
  }
  return any;
}

function someAboard(s: LfState, seat: Seat): boolean {
  for (const c of s.chars) if (c.alive && c.owner === seat && c.at !== null && isRemora(s, c.at)) return true;
  return false;
}

/** Characters that must still collect (non-hidden, on a chamber with tokens, L101-105). */
/** Whether some character must still collect (`collectors` not empty), without building the list. */
export function mustCollect(s: LfState, seat: Seat, done: string[]): boolean {
  let open = false;
  for (const col of COLUMNS) if (hasRoom(s, col)) open = true;
  if (!open) return false;
  for (const c of s.chars)
    if (c.alive && c.owner === seat && c.at !== null && !c.hidden && !holds(done, c.id) && (s.missions[c.at] ?? 0) > 0)
      return true;
  return false;
}

export function collectors(s: LfState, seat: Seat, done: string[]): string[] {
  if (openColumns(s).length === 0) return [];
  return aliveChars(s, seat)
    .filter((c) => c.at !== null && !c.hidden && !holds(done, c.id) && (s.missions[c.at] ?? 0) > 0)
    .map((c) => c.id);
}

export function collectOptions(s: LfState, seat: Seat, done: string[]): Action[] {
  const out: Action[] = [];
  const open = openColumns(s);
  for (const id of collectors(s, seat, done))
    for (const col of open) out.push({ type: 'collect', char: id, column: col });
  return out;
}

export function applyCollect(s: LfState, seat: Seat, a: Action, done: string[], ctx: ApplyContext): void {
  const c = charById(s, a.char as string);
  done.push(c.id);
  s.missions[c.at as string] = (s.missions[c.at as string] ?? 1) - 1;
  placeMission(s, seat, a.column as Column, ctx);
}

/** Launch criteria (L643-671, L2168-2169): someone aboard, objectives done, loadout ready, and the 9-minute mark if anyone stays behind. */
export function canLaunch(s: LfState): boolean {
  let aliveN = 0;
  let aboardN = 0;
  for (const c of s.chars) {
    if (!c.alive) continue;
    aliveN++;
    if (c.at !== null && isRemora(s, c.at)) aboardN++;
  }
  if (aboardN === 0) return false;
  if (s.objectives.some((o) => !o.done)) return false;
  if (!loadoutReady(s) || !catReady(s)) return false;
  if (aboardN < aliveN && s.tracks.selfDestruct > SELF_DESTRUCT.leaveBehindMark) return false;
  return true;
}

/** Icons that can always change the state (a mission token, a minute, a door somewhere). */
const ALWAYS = new Set<CrewIcon>(['self-destruct', 'mission-maintenance', 'mission-sister', 'door']);

/**
 * A card's rows as read by `cardOptions`: each row's icons as slots of the list's memo (-1 for an icon
 * that can always be done), and the row's play action. Built once per card.
 */
interface CardRows {
  slots: readonly (readonly number[])[];
  plays: readonly Action[];
}

/** Memo slots by icon: MOVE 1 and MOVE 2 share one, as the same first step makes either possible. */
const SLOT = new Map<CrewIcon, number>(CREW_ICONS.map((icon, i) => [icon, i]));
SLOT.set('move2', SLOT.get('move1') as number);
const SLOT_ICON: CrewIcon[] = [...CREW_ICONS];

const CARD_ROWS = new Map<string, CardRows>();

function cardRows(card: string): CardRows {
  let c = CARD_ROWS.get(card);
  if (c === undefined) {
    const rows = rowsOf(card);
    c = {
      slots: rows.map((row) => row.map((icon) => (ALWAYS.has(icon) ? -1 : (SLOT.get(icon) as number)))),
      plays: rows.map((_, i) => playAction(card, i)),
    };
    CARD_ROWS.set(card, c);
  }
  return c;
}

/** The answers of one list, by slot: unknown, no, yes (a list asks a few icons, many cards share them). */
const MEMO = new Int8Array(CREW_ICONS.length);
const UNKNOWN = 0;
const NO = 1;
const YES = 2;

function cardOptions(s: LfState, seat: Seat): Action[] {
  const out: Action[] = [];
  MEMO.fill(UNKNOWN);
  const hand = s.hands[seat] ?? [];
  // A hand is kept sorted: its distinct cards are read in one pass (any other order is sorted first).
  let prev: string | undefined;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h] as string;
    if (card === prev) continue;
    if (prev !== undefined && card < prev) {
      out.length = 0;
      for (const c of uniq(hand)) cardPlays(s, seat, c, out);
      break;
    }
    prev = card;
    cardPlays(s, seat, card, out);
  }
  if (s.flamethrower === seat) cardPlays(s, seat, FLAMETHROWER_CARD, out);
  return out;
}

/** The rows of a card that can change the state: some icon of the row can be carried out. */
function cardPlays(s: LfState, seat: Seat, card: string, out: Action[]): void {
  const c = cardRows(card);
  for (let i = 0; i < c.slots.length; i++) if (rowCan(s, seat, c.slots[i] as number[])) out.push(c.plays[i] as Action);
}

function rowCan(s: LfState, seat: Seat, slots: readonly number[]): boolean {
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as number;
    if (slot < 0) return true;
    let v = MEMO[slot] as number;
    if (v === UNKNOWN) {
      v = crewIconPossible(s, seat, SLOT_ICON[slot] as CrewIcon) ? YES : NO;
      MEMO[slot] = v;
    }
    if (v === YES) return true;
  }
  return false;
}

/** Playing a card row is a plain action: one frozen object per card and row, shared by every list. */
const PLAYS = new Map<string, Action[]>();

export function playAction(card: string, row: number): Action {
  let rows = PLAYS.get(card);
  if (rows === undefined) {
    rows = [];
    PLAYS.set(card, rows);
  }
  let a = rows[row];
  if (a === undefined) {
    a = Object.freeze({ type: 'play', card, row });
    rows[row] = a;
  }
  return a;
}

function laserOptions(s: LfState, seat: Seat): Action[] {
  const out: Action[] = [];
  if (s.laser !== seat) return out;
  const seen = new Set<string>();
  for (const c of aliveChars(s, seat)) {
    if (c.hidden || c.at === null || isRemora(s, c.at) || s.outages.includes(c.at)) continue;
    const near = neighbours(s, c.at, CRAWL).map((n) => n.to);
    if (
      s.android.at !== null &&
      !s.outages.includes(s.android.at) &&
      (s.android.at === c.at || near.includes(s.android.at)) &&
      !seen.has('android')
    ) {
      seen.add('android');
      out.push({ type: 'laser', char: c.id, android: true });
    }
    for (const from of near) {
      const img = imageAt(s, from);
      if (!img || s.outages.includes(from)) continue;
      for (const to of imageSteps(s, from)) {
        if (to === c.at || seen.has(`${img.id}>${to}`)) continue;
        seen.add(`${img.id}>${to}`);
        out.push({ type: 'laser', char: c.id, image: img.id, to });
      }
    }
  }
  return out;
}

function energyOptions(s: LfState, seat: Seat): Action[] {
  const out: Action[] = [];
  if (!someAboard(s, seat) || s.loadout.energy === 0) return out;
  const map = topo(s).map;
  const zone = [map.shuttleBay, map.dockingHub1];
  // Docking Hub 1 first, so an image in the Shuttle Bay may step into the hub it leaves.
  const movers = onBoard(s)
    .filter((i) => zone.includes(i.at as string))
    .sort((a, b) => zone.indexOf(b.at as string) - zone.indexOf(a.at as string));
  let combos: [string, string][][] = [[]];
  for (const img of movers) {
    const next: [string, string][][] = [];
    for (const c of combos) {
      const vacated = new Set(c.map(([id]) => s.images.find((i) => i.id === id)?.at as string));
      const taken = new Set(c.map(([, to]) => to));
      const dests = neighbours(s, img.at as string, CRAWL)
        .map((n) => n.to)
        .filter(
          (to) => !taken.has(to) && !isRemora(s, to) && !hasChars(s, to) && (imageFree(s, to) || vacated.has(to)),
        );
      if (dests.length === 0) next.push(c);
      for (const d of dests) next.push([...c, [img.id, d]]);
    }
    combos = next;
  }
  // Every Docking Hub 1 exit, the door's own included: shutting the bulkhead there full-locks a
  // half-locked door, or makes a lasting door one that opens at this seat's next turn (L220-222).
  const exits = (topo(s).exits[map.dockingHub1] ?? []).map(([, link]) => link);
  for (const card of uniq(s.hands[seat] ?? [])) {
    for (const moves of combos) out.push({ type: 'energy', card, moves });
    for (const link of exits) out.push({ type: 'energy', card, link });
  }
  return out;
}

const LAUNCH: Action = Object.freeze({ type: 'launch' });
const PASS: Action = Object.freeze({ type: 'pass' });
const EQUIP2: Action = Object.freeze({ type: 'equip', cards: 2 });
const EQUIP3: Action = Object.freeze({ type: 'equip', cards: 3 });

export function activityOptions(s: LfState, seat: Seat): Action[] {
  const out: Action[] = [];
  if (canLaunch(s)) out.push(LAUNCH);
  if (s.roles[seat] !== 'crew') {
    out.push(PASS);
    return out;
  }
  if (allAboard(s, seat)) {
    for (const a of energyOptions(s, seat)) out.push(a);
    out.push(PASS);
    return out;
  }
  out.push(EQUIP2, EQUIP3);
  for (const c of s.chars) if (c.alive && c.owner === seat && c.analyzer) out.push({ type: 'analyzer', char: c.id });
  if (s.laser === seat) for (const a of laserOptions(s, seat)) out.push(a);
  for (const c of s.chars) if (c.alive && c.owner === seat && !c.skillUsed) out.push({ type: 'skill', char: c.id });
  for (const a of cardOptions(s, seat)) out.push(a);
  if (s.loadout.energy !== 0) for (const a of energyOptions(s, seat)) out.push(a);
  return out;
}

export function applyActivity(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  switch (a.type) {
    case 'launch':
      proposeLaunch(s, seat, ctx);
      return;
    case 'pass':
      s.stack.pop();
      ctx.quiet || ctx.emit({ rule: 'turn.pass', text: `${seatName(seat)} passes` });
      return;
  }
  s.stack.pop();
  switch (a.type) {
    case 'equip': {
      const n = a.cards as number;
      ctx.quiet || ctx.emit({ rule: 'activity.equip', text: `${seatName(seat)} equips (${n} cards)` });
      drawCrew(s, seat, n, ctx);
      advanceSelfDestruct(s, n - 1, ctx);
      return;
    }
    case 'analyzer': {
      const c = charById(s, a.char as string);
      c.analyzer = false;
      ctx.quiet || ctx.emit({ rule: 'activity.analyzer', text: `${seatName(seat)} uses a heat analyzer` });
      drawCrew(s, seat, 2, ctx);
      const near = aliveChars(s, seat).some((ch) => ch.at !== null && imageWithinTwo(s, ch.at));
      if (!near) lifeformDraws(s, 1, ctx);
      return;
    }
    case 'laser':
      shootLaser(s, seat, a, ctx);
      return;
    case 'skill': {
      const c = charById(s, a.char as string);
      c.skillUsed = true;
      const ch = CHARACTER[c.id];
      const icons = s.players === 2 ? ch?.skill.two : ch?.skill.more;
      ctx.quiet || ctx.emit({ rule: 'activity.skill', text: `${seatName(seat)} activates ${charName(c.id)}'s skill` });
      s.stack.push({ k: 'row', seat, icons: [...(icons ?? [])] });
      return;
    }
    case 'play': {
      const card = a.card as string;
      const row = rowsOf(card)[a.row as number] ?? [];
      if (card === FLAMETHROWER_CARD) {
        s.flamethrower = 'gone';
        add(s.gone.crew, card, 1);
      } else discardFromHand(s, seat, card);
      ctx.quiet ||
        ctx.emit({
          rule: 'activity.play',
          text: `${seatName(seat)} plays ${cardName(card)} (${iconList(row, false)})`,
          data: { card, row: a.row as number },
        });
      s.stack.push({ k: 'row', seat, icons: [...row] });
      return;
    }
    case 'energy': {
      discardFromHand(s, seat, a.card as string);
      removeTop(s, 'energy');
      if (typeof a.link === 'number') {
        s.door = { link: a.link, half: false, bulkhead: seat };
        ctx.quiet ||
          ctx.emit({
            rule: 'remora.bulkhead',
            text: `${seatName(seat)} shuts the emergency bulkhead door`,
            data: { link: a.link },
          });
      } else {
        ctx.quiet || ctx.emit({ rule: 'remora.electrify', text: `${seatName(seat)} electrifies the deck plating` });
        for (const [id, to] of a.moves as [string, string][]) moveImage(s, id, to, ctx);
      }
      return;
    }
  }
}

/**
 * Whether an image is in a chamber or at most two moves from it, ignoring the door (heat-analyzer
 * range, L131-132): the chambers within two moves are walked without building the set of them.
 */
function imageWithinTwo(s: LfState, at: string): boolean {
  if (imageAt(s, at)) return true;
  for (const a of neighbours(s, at, SENSE)) {
    if (imageAt(s, a.to)) return true;
    for (const b of neighbours(s, a.to, SENSE)) if (imageAt(s, b.to)) return true;
  }
  return false;
}

/** Mining Laser (L139-167): the target is pushed or the android destroyed; outage, hostility, card gone. */
function shootLaser(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  let chamber: string;
  if (a.android) {
    chamber = s.android.at as string;
    ctx.quiet || ctx.emit({ rule: 'activity.laser', text: `${seatName(seat)} fires the Mining Laser at the android` });
    destroyAndroid(s, ctx);
  } else {
    const img = s.images.find((i) => i.id === a.image);
    chamber = img?.at as string;
    ctx.quiet ||
      ctx.emit({ rule: 'activity.laser', text: `${seatName(seat)} fires the Mining Laser at ${imageName(a.image)}` });
    moveImage(s, a.image as string, a.to as string, ctx);
    const hand = s.hands[LIFEFORM] ?? [];
    for (const c of hand) add(s.discards.lifeform, c, 1);
    ctx.quiet ||
      ctx.emit({
        rule: 'activity.laser.discard',
        text: `The lifeform discards its hand: ${cardList(hand)}`,
        data: { cards: hand },
        reveals: true,
      });
    s.hands[LIFEFORM] = [];
  }
  if (chamber !== topo(s).map.shuttleBay && !s.outages.includes(chamber) && s.outages.length < SUPPLY.powerOutages)
    s.outages.push(chamber);
  s.laser = 'gone';
  advanceHostility(s, 1, ctx);
}

function proposeLaunch(s: LfState, seat: Seat, ctx: ApplyContext): void {
  const others = crewSeats(s).filter((x) => x !== seat && s.roles[x] === 'crew' && aliveChars(s, x).length > 0);
  ctx.quiet || ctx.emit({ rule: 'launch.propose', text: `${seatName(seat)} proposes to launch the Remora` });
  s.stack.push({ k: 'launch-vote', seat });
  s.agreed = [seat];
  if (others.length > 0) openWindow(s.windows, 'launch', others, 'parallel');
}

export { androidHere };
