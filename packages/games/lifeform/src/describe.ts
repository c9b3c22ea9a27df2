import type { Action, Actor } from '@airlock/engine';
import { topo } from './board.ts';
import { LIFEFORM_CARD } from './data/cards.ts';
import { CHARACTER } from './data/characters.ts';
import { EVOLUTION_TOKEN } from './data/evolution.ts';
import { rowsOf } from './crew-turn.ts';
import { describeExtra } from './extra-steps.ts';
import {
  answerWords,
  capital,
  cardList,
  cardName,
  charName,
  charOf,
  columnName,
  iconList,
  iconName,
  imageName,
  objectiveName,
  roomName,
  seatName,
  stowawayName,
  tokenName,
} from './names.ts';
import { LIFEFORM, type LfState } from './state.ts';

/** A short sentence for a legal action, for the terminal and the log (names, not ids). */
export function describeAction(s: LfState, actor: Actor, a: Action): string {
  const room = (id: unknown) => roomName(s, id);
  const lifeform = actor === LIFEFORM;
  const path = (p: unknown) => ((p as string[]) ?? []).map(room).join(' then ');
  const moves = (m: unknown) =>
    ((m as [string, string][]) ?? [])
      .map(([x, to]) => `${CHARACTER[x] ? charName(x) : imageName(x)} to ${room(to)}`)
      .join(', ');
  const plain = answerWords(a);
  if (plain !== undefined) return plain;
  switch (a.type) {
    case 'share': {
      const top = s.stack[s.stack.length - 1];
      const seats = top?.k === 'share' ? top.seats : [];
      const counts = a.counts as number[];
      return `Share the cards: ${seats.map((to, i) => `${counts[i]} to ${seatName(to)}`).join(', ')}`;
    }
    case 'keep':
      return a.drop !== undefined ? `Set ${charName(a.drop)} aside and keep the other two` : `Keep ${cardName(a.card)}`;
    case 'equip':
      return `Equip: draw ${a.cards} cards, self-destruct +${(a.cards as number) - 1}`;
    case 'laser':
      return a.android
        ? `${charName(a.char)} fires the Mining Laser at the android`
        : `${charName(a.char)} fires the Mining Laser at ${imageName(a.image)}, pushing it to ${room(a.to)}`;
    case 'skill':
      return `Activate ${charName(a.char)}'s skill`;
    case 'play': {
      const rows = lifeform ? LIFEFORM_CARD[a.card as string]?.rows : rowsOf(a.card as string);
      return `Play ${cardName(a.card)}: ${iconList(rows?.[a.row as number] ?? [], lifeform)}`;
    }
    case 'icon':
      return capital(iconSentence(s, a, lifeform));
    case 'skip':
      return `Skip “${iconName(a.icon, lifeform)}”: it cannot be carried out`;
    case 'collect':
      return `${charName(a.char)} loads a mission token into ${columnName(a.column)}`;
    case 'react':
      return `React with ${cardName(a.card)} for ${charName(a.char)}${a.path ? `, running to ${path(a.path)}` : ''}${a.to ? `, driving it to ${room(a.to)}` : ''}`;
    case 'stowaway':
      return `Stow away with ${stowawayName(a.card)}`;
    case 'fight':
      return `Attack ${seatName(a.target as number)} with ${cardName(a.card)}, ${a.tokens} hostility token(s)${a.final ? ' and the 1-2 minute card' : ''}`;
    case 'defend':
      return `Answer with ${cardList(a.cards as string[], 'no card')}${(a.data as string[]).length ? `, data ${(a.data as string[]).join(', ')}` : ''}${a.harpoon ? `, ${a.harpoon} harpoon token(s)` : ''}${a.sacrifice ? ', giving up a character' : ''}`;
    case 'panic':
      return a.to ? `${charName(a.char)} panics into ${room(a.to)}` : `${charName(a.char)} stays put`;
    case 'place':
      return `Place the image in ${room(a.chamber)}`;
    case 'outage':
      return `Cut the power in ${room(a.chamber)}`;
    case 'terror':
      return `Put a terror token in ${room(a.chamber)}`;
    case 'unmission':
      return `Take a mission token from ${room(a.chamber)}`;
    case 'ghost':
      return `Send the ghost to ${room(a.to)}`;
    case 'pass':
      return 'Pass';
    case 'lurk':
      return (a.discard as string[]).length > 0 ? `Lurk, discarding ${cardList(a.discard as string[])}` : 'Lurk';
    case 'vent-token':
      return 'Spend a vent token';
    case 'refresh':
      return 'Discard the hand and draw anew';
    case 'launch':
      return 'Propose to launch the Remora';
    case 'energy':
      return typeof a.link === 'number'
        ? `Spend ${cardName(a.card)} and an energy cell to shut the emergency bulkhead door`
        : `Spend ${cardName(a.card)} and an energy cell to electrify the deck plating${(a.moves as unknown[]).length ? `: ${moves(a.moves)}` : ''}`;
    case 'steer':
      return a.door ? 'Have the android work on the security door' : `Steer the android to ${room(a.to)}`;
    case 'strip':
      return `Have the android wreck a token from ${columnName(a.column)}`;
    case 'bonus':
      return typeof a.to === 'string'
        ? `Move the power outage from ${room(a.chamber)} to ${room(a.to)}`
        : `Repair the power outage in ${room(a.chamber)}`;
    case 'remove':
      return `Take ${imageName(a.image)} out of the game`;
    case 'discard':
      return `Discard ${cardName(a.card)}`;
    case 'control':
      return `Take control of ${charOf(s, a.char)}`;
    case 'role':
      return a.role === 'out' ? 'Leave the game' : `Take the ${a.role === 'cat' ? 'ship’s cat' : 'SIS-TER'} role`;
    case 'pick':
      return `Drop the fight icons ${((a.drop as string[]) ?? []).join(', ')}`;
    case 'evolve':
      return `Keep the evolution token ${tokenName(a.token)}`;
    case 'evolve-add':
      return `Spend ${tokenName(a.token)} to add “${iconName(EVOLUTION_TOKEN[a.token as string]?.icon, true)}”`;
    default:
      return describeExtra(s, a) ?? capital(String(a.type).replace(/-/g, ' '));
  }
}

/** An icon's option as words: what it does, with whom, where to. */
function iconSentence(s: LfState, a: Action, lifeform: boolean): string {
  const room = (id: unknown) => roomName(s, id);
  const parts = [iconName(a.icon, lifeform)];
  if (typeof a.ability === 'string') parts[0] = `${parts[0]}: ${a.ability.replace(/-/g, ' ')}`;
  if (a.char) parts.push(`with ${charName(a.char)}`);
  if (Array.isArray(a.moves))
    parts.push(
      `: ${(a.moves as [string, string][]).map(([x, to]) => `${CHARACTER[x] ? charName(x) : imageName(x)} to ${room(to)}`).join(', ')}`,
    );
  if (typeof a.image === 'string') parts.push(imageName(a.image));
  if (Array.isArray(a.images)) parts.push((a.images as string[]).map(imageName).join(' and '));
  if (Array.isArray(a.path)) parts.push(`via ${(a.path as string[]).map(room).join(' then ')}`);
  if (typeof a.to === 'string' && !a.path) parts.push(`to ${room(a.to)}`);
  if (a.chamber) parts.push(`in ${room(a.chamber)}`);
  if (a.attack) parts.push(`: attack ${room(a.attack)}`);
  if (a.terror) parts.push(`: clear the terror token in ${room(a.terror)}`);
  if (a.column) parts.push(`into ${columnName(a.column)}`);
  if (a.objective) parts.push(`for ${objectiveName(a.objective)}`);
  if (typeof a.data === 'string') parts.push(`(a ${a.data} data token)`);
  if (typeof a.link === 'number') {
    const l = topo(s).map.links[a.link];
    if (l) parts.push(`between ${room(l.a)} and ${room(l.b)}`);
  }
  return parts.join(' ').replace(/ :/g, ':');
}
