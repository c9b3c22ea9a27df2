import type { Action, Json, Pending } from '@airlock/engine';

/** "playCard" or "play_card" or "play-card" → "Play card": action types read as short phrases. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function short(value: Json): string {
  if (value === null) return 'none';
  if (Array.isArray(value)) return value.map(short).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${humanize(k).toLowerCase()} ${short(v)}`)
      .join(', ');
  }
  return String(value);
}

/**
 * A button label for any game's action, built from its type and fields only ("Bid: card 3"). Generic on
 * purpose: it must work for a game that has no screen of its own yet.
 */
export function actionLabel(action: Action): string {
  const fields = Object.entries(action).filter(([k]) => k !== 'type');
  const head = humanize(action.type);
  if (fields.length === 0) return head;
  return `${head}: ${fields.map(([k, v]) => `${humanize(k).toLowerCase()} ${short(v as Json)}`).join('; ')}`;
}

/**
 * Groups a seat's legal actions so a long list (every card x every target) stays readable: by type, or
 * by a game's own grouping (`key`), in the order each group first appears.
 */
export function groupActions(
  legal: readonly Action[],
  key: (a: Action) => string = (a) => a.type,
): { type: string; actions: Action[] }[] {
  const groups = new Map<string, Action[]>();
  for (const a of legal) {
    const k = key(a);
    const list = groups.get(k) ?? [];
    list.push(a);
    groups.set(k, list);
  }
  return [...groups].map(([type, actions]) => ({ type, actions }));
}

export function seatLabel(seat: number | 'system' | 'spectator', names: readonly string[]): string {
  if (seat === 'system') return 'The table';
  if (seat === 'spectator') return 'Spectator';
  return names[seat] ?? `Seat ${seat + 1}`;
}

/**
 * One line saying what the game waits for and from whom ("Ana, Bo: Bid a card"). Pending decisions that
 * share a prompt are merged so a reaction window offered to four seats reads as one line.
 */
export function waitingLine(pending: readonly Pending[], names: readonly string[]): string {
  if (pending.length === 0) return 'Nothing: the game is over';
  const byPrompt = new Map<string, string[]>();
  for (const p of pending) {
    const list = byPrompt.get(p.prompt) ?? [];
    list.push(seatLabel(p.actor, names));
    byPrompt.set(p.prompt, list);
  }
  return [...byPrompt].map(([prompt, who]) => `${who.join(', ')}: ${prompt}`).join(' · ');
}

/** True for the action a seat uses to let a reaction window go by (every game names it "pass..."). */
export function isPass(action: Action): boolean {
  return /^pass/i.test(action.type) || /^decline/i.test(action.type);
}
