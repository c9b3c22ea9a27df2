import type { Actor } from '@airlock/engine';
import { CARDS, type Card } from './data/cards.ts';
import { moduleName } from './ship.ts';
import type { McAction, McState } from './state.ts';

/** A short sentence for an action, for the terminal and the log. */
export function describe(_s: McState, actor: Actor, a: McAction): string {
  const who = actor === 'system' ? 'The table' : `Crew ${actor + 1}`;
  const card = typeof a.card === 'string' && a.card in CARDS ? CARDS[a.card as Card].name : String(a.card);
  switch (a.type) {
    case 'move':
      return `${who} moves to ${moduleName(a.to as number)}`;
    case 'draw':
      return `${who} draws a PIP card`;
    case 'play':
      return `${who} plays ${card}`;
    case 'repair':
      return `${who} repairs their module`;
    case 'module':
      return `${who} uses ${moduleName(a.m as number)}`;
    case 'view':
      return `${who} looks at an escape pod ID`;
    case 'escape':
      return `${who} tries to escape`;
    case 'interrupt':
      return `${who} plays ${card}`;
    case 'pass':
      return `${who} passes`;
    case 'close':
      return 'The reaction window closes';
    default:
      return `${who}: ${a.type}`;
  }
}
