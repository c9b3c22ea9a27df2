import type { Action, Seat } from '@airlock/engine';
import { topo } from './board.ts';
import { CREW_CARD, FLAMETHROWER_CARD, LIFEFORM_CARD, MINING_LASER } from './data/cards.ts';
import { CHARACTER } from './data/characters.ts';
import { DECIDE_CARD } from './data/decide.ts';
import { EVOLUTION_TOKEN } from './data/evolution.ts';
import { OBJECTIVES, STOWAWAY_CARDS } from './data/objectives.ts';
import { CAT_CARD, SISTER_CARD } from './data/roles.ts';
import { TERROR_CARD } from './data/terror.ts';
import { LOADOUT } from './data/tracks.ts';
import { LIFEFORM, type LfState } from './state.ts';

/**
 * Printed names for the log and the action labels: ids stay in the state, players read names. Each
 * function takes whatever an action or step carries (possibly not a string) and always returns words.
 */

/** An id made readable when no catalog knows it: dashes become spaces. */
function words(id: string): string {
  return id.replace(/[-_]/g, ' ');
}

export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function seatName(seat: Seat): string {
  return seat === LIFEFORM ? 'The lifeform' : `Crew ${seat}`;
}

export function roomName(s: LfState, id: unknown): string {
  return typeof id === 'string' ? (topo(s).chamber[id]?.name ?? words(id)) : 'nowhere';
}

/**
 * A space of the Dragon's Domain motion track: the named spaces read in capitals as printed (START,
 * SHAKEN, TOUGH, PROXIMITY ALERT), the numbered ones by number, the two branches as side spaces.
 */
export function motionName(id: unknown): string {
  const text = String(id);
  const numbered = /^m(\d+)$/.exec(text);
  if (numbered) return `motion space ${numbered[1]}`;
  const side = /^side(\d+)$/.exec(text);
  if (side) return `side space ${side[1]}`;
  return text === 'alert' ? 'PROXIMITY ALERT' : words(text).toUpperCase();
}

export function charName(id: unknown): string {
  return typeof id === 'string' ? (CHARACTER[id]?.name ?? words(id)) : 'someone';
}

/** The images are i1, i2, i3 in the state; players call them image 1, 2 and 3. */
export function imageName(id: unknown): string {
  return typeof id === 'string' ? `image ${id.replace(/^i/, '')}` : 'an image';
}

/** Any card of the game: crew, lifeform, terror, cat, SIS-TER, the Flamethrower and the Mining Laser. */
export function cardName(id: unknown): string {
  if (typeof id !== 'string') return 'a card';
  if (id === FLAMETHROWER_CARD) return 'the Flamethrower';
  if (id === MINING_LASER) return 'the Mining Laser';
  return (
    CREW_CARD[id]?.name ??
    LIFEFORM_CARD[id]?.name ??
    TERROR_CARD[id]?.name ??
    CAT_CARD[id]?.name ??
    SISTER_CARD[id]?.name ??
    DECIDE_CARD[id]?.name ??
    words(id)
  );
}

export function cardList(ids: readonly unknown[], none = 'nothing'): string {
  return ids.map(cardName).join(', ') || none;
}

export function columnName(id: unknown): string {
  return typeof id === 'string' ? (LOADOUT.columns[id as 'coolant']?.name ?? words(id)) : 'a column';
}

/** The items a crew may spend to cancel a showdown fight (L837-844), as the log and the table name them. */
export function cancelItemName(id: unknown): string {
  return id === 'halon'
    ? 'a halon blast'
    : id === 'remora'
      ? 'the Remora token'
      : id === 'laser'
        ? 'the Mining Laser'
        : 'an item';
}

/**
 * The words of the answers that read the same from every seat and need nothing of the state: the
 * terminal, the log and the browser's buttons share them. Undefined for any other action.
 */
export function answerWords(a: Action): string | undefined {
  switch (a.type) {
    case 'agree':
      return 'Agree to launch the Remora';
    case 'refuse':
      return 'Refuse to launch the Remora';
    case 'vote':
      return a.yes ? `Cancel the fight with ${cancelItemName(a.item)}` : 'Let the fight go on';
    case 'noise':
      return a.noisy ? 'A noisy kill: everyone panics' : 'A silent kill';
    case 'cancel':
      return a.token
        ? `Cancel the reaction with ${tokenName(a.token)}`
        : `Cancel the reaction with ${cardName(a.card)}`;
    case 'calibrate':
      return `Make ${imageName(a.image)} the real lifeform`;
    case 'analyzer':
      return `Use ${charName(a.char)}'s heat analyzer`;
    default:
      return undefined;
  }
}

export function tokenName(id: unknown): string {
  return typeof id === 'string' ? (EVOLUTION_TOKEN[id]?.name ?? words(id)) : 'a token';
}

export function objectiveName(id: unknown): string {
  return typeof id === 'string' ? (OBJECTIVES.cards.find((o) => o.id === id)?.name ?? words(id)) : 'an objective';
}

/** A stowaway card by its index: the minutes it covers. */
export function stowawayName(index: unknown): string {
  const c = typeof index === 'number' ? STOWAWAY_CARDS[index] : undefined;
  return c ? `the ${c.from}-${c.to} minute stowaway card` : 'a stowaway card';
}

/** What each action icon does, in a few plain words (crew and lifeform icons share some ids). */
const CREW_WORDS: Record<string, string> = {
  circuit: 'repair a circuit board',
  draw2: 'draw two cards',
  explore: 'explore',
  flamethrower: 'fire the Flamethrower',
  'flame-android': 'flame the android',
  'flame-cocoon': 'burn the cocoon',
  'mission-maintenance': 'a mission token for Maintenance',
  'mission-sister': 'a mission token for SIS-TER',
  move1: 'move one chamber',
  move2: 'move two crew members',
  run: 'run',
  door: 'shut the security door',
  'self-destruct': 'advance the self-destruct',
  'prod-android': 'shock-prod the android',
  survival: 'survival ability',
  'swap-images': 'swap images',
  hide: 'hide',
  'run!': 'run away',
  'prod!': 'shock-prod',
};

const LIFEFORM_WORDS: Record<string, string> = {
  deviation: 'steer the android off course',
  attack: 'attack',
  cocoon: 'grow the cocoon',
  'force-move': 'force a crew member to move',
  'kill-hidden': 'kill a hidden crew member',
  malfunction: 'cause a malfunction',
  'mission-removal': 'remove a mission token',
  'move-a': 'move one image',
  'move-b': 'move up to two images',
  'move-c': 'move an image up to two chambers',
  'move-d': 'move up to three images',
  outage: 'cut the power',
  scanner: 'jam the scanner',
  'door-removal': 'open the security door',
  'self-destruct': 'advance the self-destruct',
  survival: 'survival ability',
  'swap-identities': 'swap identities',
  terror: 'spread terror',
  vent: 'use a vent',
  'cancel-run': 'cancel a run',
  'cancel-prod': 'cancel a shock-prod',
};

export function iconName(icon: unknown, lifeform: boolean): string {
  const id = String(icon);
  return (lifeform ? LIFEFORM_WORDS[id] : CREW_WORDS[id]) ?? CREW_WORDS[id] ?? LIFEFORM_WORDS[id] ?? words(id);
}

/** A card row or a list of icons: "move one chamber + explore". */
export function iconList(icons: readonly unknown[], lifeform: boolean): string {
  return icons.map((i) => iconName(i, lifeform)).join(' + ');
}

/** A character with the seat that plays it: "Palmer (Crew 2)". */
export function charOf(s: LfState, id: unknown): string {
  const c = s.chars.find((x) => x.id === id);
  return c ? `${charName(id)} (${seatName(c.owner)})` : charName(id);
}
