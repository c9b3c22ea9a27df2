import type { Action, Actor } from '@airlock/engine';
import { topo } from './board.ts';
import { CREW_CARD, FLAMETHROWER_CARD, LIFEFORM_CARD } from './data/cards.ts';
import { CHARACTER } from './data/characters.ts';
import { EVOLUTION_TOKEN } from './data/evolution.ts';
import { STOWAWAY_CARDS } from './data/objectives.ts';
import { LOADOUT } from './data/tracks.ts';
import { rowsOf } from './crew-turn.ts';
import { describeExtra } from './extra-steps.ts';
import { LIFEFORM, type LfState } from './state.ts';

/** A short sentence for a legal action, for the terminal and the log (names, not ids). */
export function describeAction(s: LfState, actor: Actor, a: Action): string {
  const room = (id: unknown) => (typeof id === 'string' ? (topo(s).chamber[id]?.name ?? id) : 'nowhere');
  const who = (id: unknown) => (typeof id === 'string' ? (CHARACTER[id]?.name ?? id) : '?');
  const card = (id: unknown) =>
    typeof id !== 'string'
      ? '?'
      : id === FLAMETHROWER_CARD
        ? 'Flamethrower'
        : (CREW_CARD[id]?.name ?? LIFEFORM_CARD[id]?.name ?? id);
  const moves = (m: unknown) =>
    ((m as [string, string][]) ?? [])
      .map(([x, to]) => `${CHARACTER[x] ? who(x) : `image ${x}`} to ${room(to)}`)
      .join(', ');
  switch (a.type) {
    case 'keep':
      return a.drop !== undefined ? `Set ${who(a.drop)} aside and keep the other two` : `Keep ${card(a.card)}`;
    case 'equip':
      return `Equip: draw ${a.cards} cards, self-destruct +${(a.cards as number) - 1}`;
    case 'analyzer':
      return `Use ${who(a.char)}'s heat analyzer`;
    case 'laser':
      return a.android
        ? `${who(a.char)} fires the Mining Laser at the android`
        : `${who(a.char)} fires the Mining Laser at image ${a.image}, pushing it to ${room(a.to)}`;
    case 'skill':
      return `Activate ${who(a.char)}'s skill`;
    case 'play': {
      const rows = actor === LIFEFORM ? LIFEFORM_CARD[a.card as string]?.rows : rowsOf(a.card as string);
      return `Play ${card(a.card)}: ${(rows?.[a.row as number] ?? []).join(' + ')}`;
    }
    case 'icon':
      return `${a.icon}${a.char ? ` with ${who(a.char)}` : ''}${a.moves ? `: ${moves(a.moves)}` : ''}${a.path ? ` via ${(a.path as string[]).map(room).join(', ')}` : ''}${a.chamber ? ` in ${room(a.chamber)}` : ''}${a.attack ? `: attack ${room(a.attack)}` : ''}${a.to && !a.path ? ` to ${room(a.to)}` : ''}${a.column ? ` into ${LOADOUT.columns[a.column as 'coolant']?.name}` : ''}`;
    case 'skip':
      return `${a.icon} cannot be carried out: skip it`;
    case 'collect':
      return `${who(a.char)} loads a mission token into ${LOADOUT.columns[a.column as 'coolant']?.name ?? a.column}`;
    case 'react':
      return `React with ${card(a.card)} for ${who(a.char)}${a.path ? `, running to ${(a.path as string[]).map(room).join(', ')}` : ''}${a.to ? `, driving it to ${room(a.to)}` : ''}`;
    case 'cancel':
      return a.token
        ? `Cancel the reaction with ${EVOLUTION_TOKEN[a.token as string]?.name ?? a.token}`
        : `Cancel the reaction with ${card(a.card)}`;
    case 'calibrate':
      return `Make image ${a.image} the real lifeform`;
    case 'stowaway': {
      const c = STOWAWAY_CARDS[a.card as number];
      return `Stow away for ${c?.from}-${c?.to} minutes`;
    }
    case 'fight':
      return `Attack Crew ${a.target} with ${card(a.card)}, ${a.tokens} hostility token(s)${a.final ? ' and the 1-2 minute card' : ''}`;
    case 'defend':
      return `Answer with ${(a.cards as string[]).map(card).join(', ') || 'no card'}${(a.data as string[]).length ? `, data ${(a.data as string[]).join(', ')}` : ''}${a.harpoon ? `, ${a.harpoon} harpoon token(s)` : ''}${a.sacrifice ? ', giving up a character' : ''}`;
    case 'panic':
      return a.to ? `${who(a.char)} panics into ${room(a.to)}` : `${who(a.char)} stays put`;
    case 'place':
    case 'outage':
    case 'terror':
    case 'unmission':
      return `${a.type} in ${room(a.chamber)}`;
    case 'ghost':
      return `Send the ghost to ${room(a.to)}`;
    case 'noise':
      return a.noisy ? 'A noisy kill: everyone panics' : 'A silent kill';
    default:
      return describeExtra(a) ?? JSON.stringify(a);
  }
}
