import type { Action, Json } from '@airlock/engine';
import { actionLabel, humanize } from '../../labels.ts';
import type { ActionHelp, ActionLabeler } from '../types.ts';
import { cardName, moduleName, podModule, ROLES, resourceName } from './data.ts';

const MODULE_KEYS = new Set(['to', 'm', 'target', 'module', 'at']);
const SEAT_KEYS = new Set(['ally', 'pull', 'seat', 'who', 'crew']);
const CARD_KEYS = new Set(['card', 'give', 'spend', 'keep']);

function field(key: string, v: Json | undefined, names: readonly string[]): string {
  if (typeof v === 'number' && MODULE_KEYS.has(key)) return `${humanize(key).toLowerCase()} ${moduleName(v)}`;
  if (typeof v === 'number' && SEAT_KEYS.has(key))
    return `${humanize(key).toLowerCase()} ${names[v] ?? `Crew ${v + 1}`}`;
  if (typeof v === 'number' && key === 'pod') return `the pod by ${moduleName(podModule(v))}`;
  if (typeof v === 'number' && key === 'take') return `take ${resourceName(v)}`;
  if (typeof v === 'string' && CARD_KEYS.has(key)) return `${humanize(key).toLowerCase()} ${cardName(v)}`;
  if (Array.isArray(v) && CARD_KEYS.has(key))
    return `${humanize(key).toLowerCase()} ${v.map((c) => cardName(String(c))).join(', ')}`;
  if (typeof v === 'number' && key === 'fuse') return `fuse ${v + 1}`;
  if (typeof v === 'string' && key === 'id') return `to letter ${v}`;
  if (typeof v === 'string' && key === 'role') return ROLES[v as keyof typeof ROLES]?.title ?? v;
  return `${humanize(key).toLowerCase()} ${Array.isArray(v) ? v.join(', ') : String(v)}`;
}

function rest(a: Action, skip: string[], names: readonly string[]): string {
  const parts = Object.keys(a)
    .filter((k) => k !== 'type' && !skip.includes(k))
    .map((k) => field(k, a[k], names));
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

/** Mission Catastrophe actions in words, with module, card and crew names instead of indexes. */
export const mcLabel: ActionLabeler = (a, _view, names) => {
  switch (a.type) {
    case 'move':
      return `Move to ${moduleName(a.to as number)}`;
    case 'draw':
      return 'Draw a PIP card';
    case 'play':
      return `Play ${cardName(String(a.card))}${rest(a, ['card'], names)}`;
    case 'repair':
      return 'Repair this module';
    case 'module':
      return `Use ${moduleName(a.m as number)}${rest(a, ['m'], names)}`;
    case 'view':
      return `Look under the pod by ${moduleName(podModule(a.pod as number))}`;
    case 'escape':
      return 'Try to escape in the pod here';
    case 'transfer':
      return `Trade cards with ${names[a.ally as number] ?? 'your ally'}`;
    case 'pass':
      return 'Pass';
    case 'auto':
      // The same action type turns auto-pass on and off: the label says which this one does.
      return a.on === false ? 'Stop passing windows automatically' : 'Pass every window from now on';
    case 'keep':
    case 'discard':
      return `${humanize(a.type)} ${cardName(String(a.card))}${rest(a, ['card'], names)}`;
    default: {
      const keys = Object.keys(a).filter((k) => k !== 'type');
      return keys.length === 0 ? actionLabel(a) : `${humanize(a.type)}${rest(a, [], names)}`;
    }
  }
};

/** A role card's ability under its pick button, so the choice can be made without the rulebook. */
export const mcHelp: ActionHelp = (a) =>
  typeof a.role === 'string' ? ROLES[a.role as keyof typeof ROLES]?.summary : undefined;
