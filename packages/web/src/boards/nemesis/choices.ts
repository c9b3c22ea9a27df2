import type { Action } from '@airlock/engine';

/**
 * The room an action is about, so a click on the map can offer it: where a move or a retreat goes, the
 * room vented or exterminated, or else the actor's own room for what is done on the spot. Decisions
 * that are not about a place (drafts, objectives, discards, answers, passing) stay in the side panel.
 */
export function placeOf(a: Action, here: string | undefined): string | null {
  const at = here ?? null;
  switch (a.type) {
    case 'move':
    case 'careful':
      return String(a.to);
    case 'rover':
      return a.to === 'bunker' ? at : String(a.to);
    case 'card':
      return typeof a.to === 'string' ? a.to : at;
    case 'room':
      if (typeof a.to === 'string') return a.to;
      return typeof a.room === 'string' ? a.room : at;
    case 'search':
    case 'pickup':
    case 'shoot':
    case 'melee':
    case 'gate':
    case 'escape':
    case 'computer':
    case 'item':
    case 'craft':
    case 'trade':
    case 'drop':
      return at;
    default:
      return null;
  }
}

/** One choice on the map: an action whatever pays for it, and its payment options (one entry when free). */
export interface Choice {
  /** The action with an empty payment, for its label. */
  unpaid: Action;
  ways: { pay: string[]; action: Action }[];
}

/**
 * Folds the payment variants of each action into one choice: the legal list holds "move to r4 paying
 * Sprint" and "move to r4 paying Focus" as two actions, which read better as one choice with two ways
 * to pay. Keeps the legal order.
 */
export function choicesOf(actions: readonly Action[]): Choice[] {
  const out = new Map<string, Choice>();
  for (const a of actions) {
    const pay = Array.isArray(a.pay) ? (a.pay as string[]) : [];
    const unpaid: Action = 'pay' in a ? { ...a, pay: [] } : a;
    const key = JSON.stringify(unpaid);
    const c = out.get(key) ?? { unpaid, ways: [] };
    c.ways.push({ pay, action: a });
    out.set(key, c);
  }
  return [...out.values()];
}

/** What one button of the chooser's first step stands for: a kind of action, with every choice of that kind. */
export interface Verb {
  key: string;
  choices: Choice[];
}

/**
 * The first step of the chooser: what to do (move, shoot, play a card...). An action card is a verb of
 * its own per half, since its two halves do different things; everything else by its type.
 */
export function verbKey(a: Action): string {
  return a.type === 'card' ? `card:${String(a.card)}:${String(a.half)}` : a.type;
}

/**
 * The legal actions of one room as a three-step menu: verbs, then the choices of a verb (its targets),
 * then the ways to pay for a choice. Every action appears exactly once, as one way of one choice.
 */
export function menuOf(actions: readonly Action[]): Verb[] {
  const out = new Map<string, Action[]>();
  for (const a of actions) {
    const k = verbKey(a);
    const list = out.get(k) ?? [];
    list.push(a);
    out.set(k, list);
  }
  return [...out].map(([key, list]) => ({ key, choices: choicesOf(list) }));
}

/** Whether a verb is one click: a single choice with a single, free way to pay. */
export function isDirect(c: Choice): boolean {
  return c.ways.length === 1 && c.ways[0]?.pay.length === 0;
}

/**
 * The decision panel folds away what the map's chooser offers (moves, fights, room actions...), so the
 * panel stays a few lines long even when the legal list holds hundreds of target and payment variants.
 */
export const nlFold = {
  holds: (a: Action): boolean => placeOf(a, '') !== null,
  summary: (n: number): string =>
    `${n} choice${n === 1 ? '' : 's'} on the map: pick a room, then choose under the map (or open the full list)`,
};
