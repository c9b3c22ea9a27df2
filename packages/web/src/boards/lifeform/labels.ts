import type { Action, MatchView } from '@airlock/engine';
import {
  answerWords,
  CHARACTER,
  CREW_CARD,
  charName,
  columnName,
  DECIDE_CARD,
  HUNT_LOCATION,
  iconName,
  imageName,
  LIFEFORM_CARD,
  cardName as lfCardName,
  objectiveName,
  SEARCH_CRISIS,
  STOWAWAY_CARDS,
  tokenName,
  VALLEY_FORGE,
} from '@airlock/lifeform';

/** 13th Passenger module C's crisis cards, which the solo player may keep in hand. */
const KEPT_NAME: Record<string, string> = Object.fromEntries(SEARCH_CRISIS.cards.map((c) => [c.id, c.name]));

/** What an icon does, in the game's own words (crew and lifeform icons share some ids). */
export function iconWords(icon: string, lifeform: boolean): string {
  return iconName(icon, lifeform);
}

const CHAMBER = Object.fromEntries(VALLEY_FORGE.chambers.map((c) => [c.id, c]));

/** An id made readable: dashes become spaces. */
function words(id: string): string {
  return id.replace(/[-_]/g, ' ');
}

/** Any card by its printed name, and the crisis cards module C lets the solo player keep. */
export function cardName(id: unknown): string {
  return (typeof id === 'string' && KEPT_NAME[id]) || lfCardName(id);
}

export { charName, columnName, imageName };

export function roomName(id: unknown): string {
  return typeof id === 'string' ? (CHAMBER[id]?.name ?? words(id)) : 'nowhere';
}

function seatName(seat: unknown, names: readonly string[]): string {
  if (typeof seat !== 'number') return 'a crew member';
  return names[seat] ?? (seat === 0 ? 'the lifeform' : `Crew ${seat}`);
}

function pathWords(p: unknown): string {
  return Array.isArray(p) ? (p as string[]).map(roomName).join(' then ') : '';
}

function movesWords(m: unknown): string {
  if (!Array.isArray(m)) return '';
  return (m as [string, string][])
    .map(([who, to]) => `${CHARACTER[who] ? charName(who) : imageName(who)} to ${roomName(to)}`)
    .join(', ');
}

function iconLabel(a: Action, lifeform: boolean): string {
  const parts = [iconWords(String(a.icon), lifeform)];
  if (a.ability) parts[0] = `${parts[0]}: ${words(String(a.ability))}`;
  if (a.char) parts.push(`with ${charName(a.char)}`);
  if (a.moves) parts.push(`: ${movesWords(a.moves)}`);
  if (a.image && !a.moves) parts.push(`${imageName(a.image)}`);
  if (Array.isArray(a.images)) parts.push((a.images as string[]).map(imageName).join(' and '));
  if (a.path) parts.push(`via ${pathWords(a.path)}`);
  if (typeof a.to === 'string' && !a.path) parts.push(`to ${roomName(a.to)}`);
  if (a.chamber) parts.push(`in ${roomName(a.chamber)}`);
  if (a.attack) parts.push(`in ${roomName(a.attack)}`);
  if (a.terror) parts.push(`(terror token in ${roomName(a.terror)})`);
  if (a.column) parts.push(`into ${columnName(a.column)}`);
  if (a.objective) parts.push(`for ${objectiveName(a.objective)}`);
  if (typeof a.data === 'string') parts.push(`(data token: ${words(a.data)})`);
  if (typeof a.link === 'number') {
    const l = VALLEY_FORGE.links[a.link];
    if (l) parts.push(`between ${roomName(l.a)} and ${roomName(l.b)}`);
  }
  const s = parts.join(' ').replace(/ :/g, ':');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Any action in plain words, from the viewer's side (the lifeform's icons read differently). */
export function lfLabel(a: Action, view: MatchView, names: readonly string[]): string {
  const lifeform = view.viewer === 0 && !(view.view as { solo?: boolean }).solo;
  const plain = answerWords(a);
  if (plain !== undefined) return plain;
  switch (a.type) {
    case 'icon':
      return iconLabel(a, lifeform);
    case 'skip':
      return `Skip “${iconWords(String(a.icon), lifeform)}” (it cannot be done)`;
    case 'play':
      return `Play ${cardName(a.card)} (row ${Number(a.row) + 1})`;
    case 'keep':
      if (a.drop === undefined && a.card === undefined) return fallbackLabel(a, names);
      return a.drop !== undefined ? `Set ${charName(a.drop)} aside, keep the other two` : `Keep ${cardName(a.card)}`;
    case 'equip':
      if (typeof a.cards !== 'number') return 'Equip';
      return `Equip: draw ${a.cards} cards, self-destruct moves ${Number(a.cards) - 1} closer`;
    case 'laser':
      return a.android
        ? `${charName(a.char)} fires the Mining Laser at the android`
        : `${charName(a.char)} fires the Mining Laser at ${imageName(a.image)}, pushing it to ${roomName(a.to)}`;
    case 'skill':
      return `Use ${charName(a.char)}'s skill`;
    case 'collect':
      return a.char === undefined
        ? `Load a mission token into ${columnName(a.column)}`
        : `${charName(a.char)} loads a mission token into ${columnName(a.column)}`;
    case 'react':
      return `React with ${cardName(a.card)} for ${charName(a.char)}${a.path ? `, running to ${pathWords(a.path)}` : ''}${typeof a.to === 'string' ? `, driving it to ${roomName(a.to)}` : ''}`;
    case 'stowaway': {
      const c = STOWAWAY_CARDS[Number(a.card)];
      return c ? `Stow away at ${c.from}-${c.to} minutes` : 'Stow away';
    }
    case 'fight':
      return `Attack ${seatName(a.target, names)} with ${cardName(a.card)} and ${a.tokens} hostility token${a.tokens === 1 ? '' : 's'}${a.final ? ', plus the 1-2 minute card' : ''}`;
    case 'defend': {
      const cards = Array.isArray(a.cards) ? (a.cards as string[]).map(cardName) : [];
      const data = Array.isArray(a.data) ? (a.data as string[]).map(words) : [];
      return `Answer with ${cards.join(', ') || 'no card'}${data.length ? `, data ${data.join(', ')}` : ''}${a.harpoon ? `, ${a.harpoon} harpoon token${a.harpoon === 1 ? '' : 's'}` : ''}${a.sacrifice ? ', giving up a character' : ''}`;
    }
    case 'confront':
      return 'Confront the lifeform: one more combat zone to clear';
    case 'hunt':
      return 'Hunt the lifeform through the shuttlecraft: one guess';
    case 'guess':
      return `Search the shuttlecraft's ${HUNT_LOCATION[String(a.shuttle)]?.name ?? words(String(a.shuttle))}`;
    case 'spare':
      return `Load the spare mission token into ${columnName(a.column)}`;
    case 'free':
      if (a.use === 'unclamp') return 'Unlock a docking clamp by hand: 3 minutes, and the lifeform comes 1 closer';
      if (a.use === 'survival') return 'Spend a survival token: draw a card, then discard one';
      if (a.use === 'trait') return `Spend trait token ${Number(a.trait) + 1}: look at 4 crew cards and keep 1`;
      if (a.use === 'harpoon')
        return `Clear the terror in ${roomName(a.terror)} with ${a.card ? cardName(a.card) : 'a harpoon token'}`;
      return fallbackLabel(a, names);
    case 'panic':
      return a.to ? `${charName(a.char)} panics into ${roomName(a.to)}` : `${charName(a.char)} holds their ground`;
    case 'place':
      return `Place it in ${roomName(a.chamber)}`;
    case 'outage':
      return `Power outage in ${roomName(a.chamber)}`;
    case 'terror':
      return `Terror token in ${roomName(a.chamber)}`;
    case 'unmission':
      return `Remove a mission token from ${roomName(a.chamber)}`;
    case 'ghost':
      return `Send the ghost to ${roomName(a.to)}`;
    case 'lurk':
      return Array.isArray(a.discard) && a.discard.length
        ? `Lurk, discarding ${(a.discard as string[]).map(cardName).join(', ')}`
        : 'Lurk';
    case 'pass':
      return 'Pass';
    case 'vent-token':
      return 'Use a vent token';
    case 'evolve':
      return `Evolve: ${tokenName(a.token)}`;
    case 'evolve-add':
      return `Add ${tokenName(a.token)} to this turn`;
    case 'bonus':
      return `Loadout bonus in ${roomName(a.chamber)}`;
    case 'discard':
      return `Discard ${cardName(a.card)}`;
    case 'decide':
      return `${DECIDE_CARD[String(a.card)]?.name ?? 'Decision'}: option ${Number(a.option) + 1}`;
    case 'cat-place':
      return `Put the ship's cat in ${roomName(a.chamber)}`;
    case 'cat-move':
      return `Move the ship's cat to ${roomName(a.to)}`;
    case 'cat-home':
      return "Send the ship's cat aboard the Remora";
    case 'kill':
      return `Kill ${charName(a.char)}`;
    case 'share': {
      // The counts follow the seats of the share step on top of the public stack.
      const top = (view.view as { stack?: { k: string; seats?: number[] }[] }).stack?.at(-1);
      const seats = top?.k === 'share' ? (top.seats ?? []) : [];
      const counts = Array.isArray(a.counts) ? (a.counts as number[]) : [];
      return `Share the cards: ${counts.map((n, i) => `${n} to ${seatName(seats[i], names)}`).join(', ')}`;
    }
    default:
      return fallbackLabel(a, names);
  }
}

/** Whatever else a module adds: its type and values, each made readable (never raw JSON). */
function fallbackLabel(a: Action, names: readonly string[]): string {
  const bits: string[] = [];
  for (const [k, v] of Object.entries(a)) {
    if (k === 'type' || v === undefined || v === false) continue;
    if (typeof v === 'string')
      bits.push(CHAMBER[v] ? roomName(v) : CHARACTER[v] ? charName(v) : /^i\d$/.test(v) ? imageName(v) : cardName(v));
    else if (k === 'seat') bits.push(seatName(v, names));
    else if (typeof v === 'number') bits.push(`${words(k)} ${v + (k === 'card' || k === 'option' ? 1 : 0)}`);
    else if (Array.isArray(v)) bits.push(v.map((x) => (typeof x === 'string' ? cardName(x) : String(x))).join(', '));
  }
  const head = words(a.type);
  const s = bits.length ? `${head}: ${bits.join(', ')}` : head;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Legends of the decision panel, in the order a player meets them. */
export function lfGroup(a: Action): string {
  switch (a.type) {
    case 'keep':
    case 'calibrate':
    case 'stowaway':
    case 'place':
      return 'Setting up';
    case 'play':
    case 'lurk':
    case 'equip':
    case 'evolve':
    case 'evolve-add':
    case 'vent-token':
      return 'Your turn';
    case 'icon':
    case 'skip':
    case 'skill':
    case 'analyzer':
    case 'laser':
      return a.path || a.moves || typeof a.to === 'string' ? 'Move' : 'Card actions';
    case 'react':
    case 'cancel':
      return 'Reactions';
    case 'collect':
    case 'bonus':
      return 'Shuttle loadout';
    case 'panic':
    case 'ghost':
    case 'noise':
      return 'Move';
    case 'outage':
    case 'terror':
    case 'unmission':
      return 'Tokens on the map';
    case 'fight':
    case 'defend':
    case 'confront':
    case 'hunt':
    case 'guess':
      return 'Showdown';
    case 'spare':
      return 'Shuttle loadout';
    case 'pass':
    case 'discard':
      return 'Other';
    default:
      return 'Other';
  }
}

/** Under a card's button: what its row does, icon by icon. */
export function lfHelp(a: Action): string | undefined {
  if (a.type !== 'play') return undefined;
  const id = String(a.card);
  const rows = CREW_CARD[id]?.rows ?? LIFEFORM_CARD[id]?.rows;
  const row = rows?.[Number(a.row)];
  if (!row) return undefined;
  return row.map((i) => iconWords(i, Boolean(LIFEFORM_CARD[id]))).join(', then ');
}
