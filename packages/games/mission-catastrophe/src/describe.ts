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

/**
 * What a role action does, from its role and parameters (public facts only: cards named here are
 * cards that reach or leave the face-up discard pile, never a hidden card of a hand).
 */
function roleUse(a: McAction): string {
  const r = a.role as RoleId;
  const title = roleName(r);
  const where = (m: unknown) => (typeof m === 'number' ? moduleName(m) : '?');
  switch (r) {
    case 'i-am-the-bridge':
    case 'check-the-manual':
    case 'computer-sensors':
    case 'nothing-gets-by-me':
    case 'more-art-than-science':
    case 'a-way-of-thinking':
    case 'gave-me-12-days':
      return `uses ${where(a.m)} remotely (${title}): ${moduleUse(a)}`;
    case 'tired-of-your-logic':
      return `uses ${where(a.m)} without power (${title}): ${moduleUse(a)}`;
    case 'always-thinking':
      return `acts at once as the dice hit their module (${title})`;
    case 'make-sure-it-works':
      return `repairs their module and, if power is back, uses it for free (${title})`;
    case 'times-a-wastin':
    case 'i-have-a-theory':
      return typeof a.n === 'number'
        ? `calls ${a.n} for the coming roll (${title})`
        : `spends an action charge for an extra action (${title})`;
    case 'dont-panic':
    case 'im-a-doctor':
      return `moves to ${where(a.to)} out of the way (${title})`;
    case 'double-or-nothing':
      return `spends a charge to reroll the damage dice (${title})`;
    case 'part-of-a-plan':
      return `spends a charge to draw a PIP card after a Navigation use (${title})`;
    case 'outside-the-box':
      return `repairs the connected module ${where(a.target)} (${title})`;
    case 'computer-again':
      return `spends a charge to look at the same escape pod (${title})`;
    case 'greek-tragedy':
      return `draws a PIP card on the doubles (${title})`;
    case 'tpx-report':
      return `spends a charge to copy the Requisition Form 2C (${title})`;
    case 'ill-take-that':
      return `takes a card at random from crew ${(a.from as number) + 1} (${title})`;
    case 'one-aliens-trash':
      return `spends a charge to take the discarded ${cardName(a.card)} (${title})`;
    case 'i-hate-litter':
      return `picks up the dropped ${cardName(a.card)} (${title})`;
    case 'learning-experience':
      return `spends a charge to ignore the lack of oxygen this turn (${title})`;
    case 'now-you-see-me':
      return `discards ${cardName(a.spend)} to slip diagonally into ${where(a.to)} (${title})`;
    case 'still-useable':
      return `trades ${cardName(a.spend)} for ${cardName(a.take)} from the discard pile (${title})`;
    case 'ocd':
      return `fully repairs their module (${title})`;
    default:
      return `uses the role ${title}`;
  }
}

/** The target of a played card, so two plays of one card read differently ("on Engines", "into crew 2's module"). */
function playTarget(a: McAction): string {
  const mod = (m: unknown) => (typeof m === 'number' ? moduleName(m) : '?');
  switch (a.card) {
    case 'eva':
      return ` into ${mod(a.to)}`;
    case 'remote-repair':
      return ` on ${mod(a.target)}`;
    case 'scavenge':
      return `, moving a status cube from ${mod(a.from)} to ${mod(a.to)}`;
    case 'hack':
      return ` on fuse ${(a.fuse as number) + 1}, setting it to ${String(a.id)}`;
    case 'requisition':
      return typeof a.from === 'number'
        ? ` to take a card from crew ${a.from + 1}`
        : ` to give a card to crew ${(a.to as number) + 1}`;
    default:
      return '';
  }
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
      return `${who} plays ${cardName(a.card)}${playTarget(a)}`;
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
      return `${who} ${roleUse(a)}`;
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
    case 'decline':
      return `${who} lets the role's chance go`;
    case 'loot':
      return `${who} gives ${cardName(a.card)} up to a Marauder`;
    case 'mold':
      return a.by === 'suit'
        ? `${who} sheds their spacesuit to be rid of the mold`
        : `${who} spends actions scraping off the mold`;
    case 'suit-repair':
      return `${who} patches their spacesuit`;
    case 'refill':
      return `${who} refills their suit's oxygen with an Oxygen Tank`;
    default:
      return `${who}: ${a.type}`;
  }
}
