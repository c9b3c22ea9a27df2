import type { Actor } from '@airlock/engine';
import { type Card, CARDS, PILE_OF_MODULE, RESOURCES } from './data/cards.ts';
import { M } from './data/ship.ts';
import { ROLES, type RoleId } from './data/roles.ts';
import { moduleName } from './ship.ts';
import type { McAction, McState } from './state.ts';

function cardName(c: unknown): string {
  return typeof c === 'string' && c in CARDS ? CARDS[c as Card].name : String(c);
}

function roleName(r: unknown): string {
  return typeof r === 'string' && r in ROLES ? ROLES[r as RoleId].title : String(r);
}

/** What a module use does, from its parameters. */
function moduleUse(a: McAction): string {
  if (typeof a.target === 'number') return `repairs ${moduleName(a.target)}`;
  if (typeof a.id === 'string') return `sets a fuse to ${a.id}`;
  if (typeof a.pod === 'number') return 'peeks at an escape pod';
  if (typeof a.pull === 'number') return `beams crew ${a.pull + 1} over`;
  if (typeof a.to === 'number') return `teleports to ${moduleName(a.to)}`;
  if (typeof a.take === 'number') return `trades three cards for ${RESOURCES[a.take] ?? '?'}`;
  if (typeof a.give === 'string') return 'trades a resource for three cards';
  if (typeof a.card === 'string') return `takes ${cardName(a.card)} from the discard pile`;
  const pile = PILE_OF_MODULE[a.m as number];
  if (pile !== undefined) return `takes a ${cardName(RESOURCES[pile])} card`;
  return a.m === M.operations ? 'draws three cards to keep one' : 'uses it';
}

/** A short sentence for an action, for the terminal and the log (public facts only). */
export function describe(_s: McState, actor: Actor, a: McAction): string {
  const who = actor === 'system' ? 'The table' : `Crew ${actor + 1}`;
  switch (a.type) {
    case 'move':
      return `${who} moves to ${moduleName(a.to as number)}`;
    case 'draw':
      return `${who} draws a PIP card`;
    case 'play':
      return `${who} plays ${cardName(a.card)}`;
    case 'repair':
      return `${who} repairs their module`;
    case 'module':
      return `${who} uses ${moduleName(a.m as number)}: ${moduleUse(a)}`;
    case 'view':
      return `${who} looks at an escape pod ID`;
    case 'escape':
      return `${who} tries to escape`;
    case 'transfer':
      return `${who} starts a transfer with crew ${(a.ally as number) + 1}`;
    case 'give':
      return `${who} gives a card`;
    case 'take':
      return `${who} takes a card from an ally`;
    case 'done':
      return `${who} is done`;
    case 'accept':
      return `${who} allows the exchange`;
    case 'refuse':
      return `${who} refuses the exchange`;
    case 'role':
      return `${who} uses the role ${roleName(a.role)}`;
    case 'pick':
      return `${who} picks the role ${roleName(a.role)}`;
    case 'interrupt':
      return `${who} plays ${cardName(a.card)}${a.copy ? ' to copy' : ''}`;
    case 'pass':
      return `${who} passes`;
    case 'auto':
      return `${who} turns auto-pass ${a.on ? 'on' : 'off'}`;
    case 'close':
      return 'Time is up: the window closes';
    case 'order':
      return `${who} sends the cascade into ${moduleName(a.m as number)}`;
    case 'jump':
      return `${who} jumps to safety in ${moduleName(a.to as number)}`;
    case 'keep':
      return `${who} keeps a card`;
    case 'discard':
      return `${who} discards ${cardName(a.card)}`;
    case 'end':
      return `${who} ends`;
    default:
      return `${who}: ${a.type}`;
  }
}
