/**
 * Table chat: short lines between the people of one match, with quick emotes. Lines are plain text
 * (the app renders them as text, never as markup), cut to a length, stripped of control characters,
 * limited per connection, and refused while the game's rules forbid talking (Space Alert's
 * communications failures). The room keeps the latest lines for people who join later.
 */

export const CHAT_MAX_CHARS = 200;
export const CHAT_HISTORY = 100;
/** At most CHAT_BURST lines per connection in any CHAT_WINDOW_MS. */
export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 10_000;

/** Quick emotes: one click, the same words for everyone. */
export const EMOTES = {
  hello: 'Hello!',
  gg: 'Good game!',
  thanks: 'Thanks!',
  sorry: 'Sorry!',
  think: 'Let me think…',
  hurry: 'Ready when you are.',
} as const;
export type Emote = keyof typeof EMOTES;

export interface ChatLine {
  /** The seat that wrote it, or null for a spectator. */
  from: number | null;
  name: string;
  text: string;
  /** The match's step when it was written (where it sits in the log). */
  step: number;
  emote?: Emote;
}

/** A line as people may see it: control characters and runs of spaces gone, trimmed, cut. Null if empty. */
export function cleanChatText(raw: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const text = raw.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ');
  const squeezed = text.replace(/\s+/g, ' ').trim();
  if (!squeezed) return null;
  return [...squeezed].slice(0, CHAT_MAX_CHARS).join('');
}

export class TableChat {
  readonly lines: ChatLine[] = [];
  private readonly recent = new Map<string, number[]>();

  /** Whether this connection may send a line now (at most CHAT_BURST in any CHAT_WINDOW_MS). */
  admit(key: string, now: number): boolean {
    const times = (this.recent.get(key) ?? []).filter((t) => now - t < CHAT_WINDOW_MS);
    if (times.length >= CHAT_BURST) {
      this.recent.set(key, times);
      return false;
    }
    times.push(now);
    this.recent.set(key, times);
    return true;
  }

  forget(key: string): void {
    this.recent.delete(key);
  }

  add(line: ChatLine): void {
    this.lines.push(line);
    if (this.lines.length > CHAT_HISTORY) this.lines.splice(0, this.lines.length - CHAT_HISTORY);
  }
}
