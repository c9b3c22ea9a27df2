import type { Action, MatchView } from '@airlock/engine';
import { type SaView, threatCard } from '@airlock/space-alert';

/** One symbol of a card as a crew member reads it. */
const SYMBOL: Record<string, string> = {
  A: 'A',
  B: 'B',
  C: 'C',
  bots: 'Battlebots',
  red: '← red',
  blue: 'blue →',
  lift: '↕ lift',
};

function symbols(part: string): string {
  return part
    .split('+')
    .map((x) => SYMBOL[x] ?? x)
    .join(' + ');
}

/** The two halves of a card id, in words: the action half and the movement half (null for a special card). */
export function halves(id: string): { action: string; move: string | null; kind: string } {
  if (id.startsWith('S:')) {
    const advanced = id.endsWith('+');
    const spec = id.slice(2, advanced ? -1 : undefined).replace(/-/g, ' ');
    return { action: `${spec}${advanced ? ' (advanced)' : ''}`, move: null, kind: 'special' };
  }
  const heroic = id.startsWith('H:');
  const double = id.startsWith('D:');
  const body = heroic || double ? id.slice(2) : id;
  const [a = '', m = ''] = body.split('|');
  if (heroic) {
    const [deck, zone] = m.split('-');
    return { action: `Heroic ${symbols(a)}`, move: `to ${deck} ${zone}`, kind: 'heroic' };
  }
  return { action: symbols(a), move: symbols(m), kind: double ? 'double' : 'basic' };
}

/** A card named by its two halves, the chosen top first when given. */
export function cardName(id: string, top?: string): string {
  const h = halves(id);
  if (h.move === null) return `Special: ${h.action}`;
  if (top === 'move') return `${h.move} (over ${h.action})`;
  if (top === 'action') return `${h.action} (over ${h.move})`;
  return `${h.action} / ${h.move}`;
}

export function threatName(id: string | null): string {
  if (!id) return 'no card';
  try {
    return threatCard(id).name;
  } catch {
    return id;
  }
}

/** A resolution line with threat catalogue ids (`E1-08`) read out as the threats' names. */
export function namedThreats(text: string): string {
  return text.replace(/\b[A-Z]{1,3}\d-\d{2,3}\b/g, (id) => threatName(id));
}

export function crewName(v: SaView, member: number, names: readonly string[]): string {
  const seat = v.seats[member];
  if (seat === null || seat === undefined) return `Android ${member + 1}`;
  return names[seat] ?? `Crew ${member + 1}`;
}

/** Space Alert actions as sentences (the decision panel keeps every legal action reachable). */
export function saLabel(a: Action, view: MatchView, names: readonly string[]): string {
  const v = view.view as SaView;
  switch (a.type) {
    case 'place':
      return `Turn ${a.turn} of ${crewName(v, a.crew as number, names)}: ${cardName(a.card as string, a.top as string)}`;
    case 'take':
      return `Take back turn ${a.turn} of ${crewName(v, a.crew as number, names)}`;
    case 'give':
      return `Give ${cardName(a.card as string)} to ${names[a.to as number] ?? `seat ${(a.to as number) + 1}`}`;
    case 'ready':
      return 'Ready for the next announcement';
    case 'advance':
      return 'Finish this phase now (its turns lock)';
    case 'token':
      return `Move the ${a.which} teleport token to ${crewName(v, a.to as number, names)}`;
    case 'pick':
      return `${crewName(v, a.crew as number, names)} takes the ${String(a.spec).replace(/-/g, ' ')} specialization`;
    case 'campaign':
      return a.go ? 'Fly the next mission' : 'End the campaign here';
    default:
      return a.type;
  }
}

export function saGroup(a: Action): string {
  switch (a.type) {
    case 'place':
      return `Plan a turn (${a.top === 'move' ? 'movement' : 'action'} on top)`;
    case 'take':
      return 'Take a card back';
    case 'give':
      return 'Data transfer';
    case 'ready':
    case 'advance':
      return 'Clock';
    default:
      return a.type;
  }
}

/**
 * Card placements are made on the action boards (click, drag or keyboard); listed as buttons they
 * would run to hundreds in solo, so the decision panel folds them and keeps the clock, take-backs,
 * transfers and choices in view.
 */
export const saFold = {
  holds: (a: Action) => a.type === 'place',
  summary: (n: number) => `${n} card placements: use the action boards (or open this list)`,
};

/** What the hotseat says about playing Space Alert at one screen. */
export const SA_OPEN_TABLE =
  'Space Alert is cooperative, so the whole crew plans together at this one screen with every hand open, on the stepped clock: the next announcement waits until every seat is ready. Choose whose hand and board to handle below.';
