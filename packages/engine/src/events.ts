import type { Json } from './json.ts';
import type { Seat, Viewer } from './game.ts';

/**
 * Something that happened, for the log and for animations. `rule` names the rule that produced it
 * (a section of the rulebook, e.g. "turn.damage-step"); `text` is a short sentence in our own words.
 *
 * Visibility is explicit data: an event with `to` is seen only by those seats; everyone else sees
 * `public` instead if it is given (e.g. "Ana draws a card" for the others, "You draw Oxygen" for Ana),
 * and nothing otherwise.
 */
export interface GameEvent {
  rule: string;
  text: string;
  data?: Json;
  to?: Seat[];
  public?: { text: string; data?: Json };
  /**
   * Marks an event that makes formerly hidden information known to its recipients: a card turned face
   * up (no `to`: everyone learns it), or a card drawn from a hidden deck into a hand (`to` the drawer:
   * only the drawer learns it; the others' public form is still checked). The leak test compares what
   * each seat sees in two worlds that differ only in what it cannot know; a reveal to that seat is
   * the one place where the two may differ.
   */
  reveals?: boolean;
}

/** What one viewer receives of an event, or null when it receives nothing. */
export interface SeenEvent {
  rule: string;
  text: string;
  data?: Json;
}

export function projectEvent(event: GameEvent, viewer: Viewer): SeenEvent | null {
  if (event.to === undefined) {
    return event.data === undefined
      ? { rule: event.rule, text: event.text }
      : { rule: event.rule, text: event.text, data: event.data };
  }
  if (typeof viewer === 'number' && event.to.includes(viewer)) {
    return event.data === undefined
      ? { rule: event.rule, text: event.text }
      : { rule: event.rule, text: event.text, data: event.data };
  }
  if (event.public) {
    return event.public.data === undefined
      ? { rule: event.rule, text: event.public.text }
      : { rule: event.rule, text: event.public.text, data: event.public.data };
  }
  return null;
}

export function projectEvents(events: readonly GameEvent[], viewer: Viewer): SeenEvent[] {
  const out: SeenEvent[] = [];
  for (const e of events) {
    const seen = projectEvent(e, viewer);
    if (seen) out.push(seen);
  }
  return out;
}
