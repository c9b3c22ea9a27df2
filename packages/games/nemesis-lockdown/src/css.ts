import type { Json } from '@airlock/engine';
import { seriousWound } from './core/wounds.ts';
import { TIME_START } from './data/board.ts';
import { CSS_TOKENS } from './data/rooms.ts';
import { type Ctx, drawFrom, say, seatName } from './state.ts';
import type { GameState, Player } from './types.ts';

/** Turns the token on a slot face up (a peeked token keeps the face that was seen). */
function turnOver(s: GameState, key: string, ctx: Ctx): string {
  const known = s.css.secret[key];
  const token = known?.token ?? drawFrom(s.unseen.css, ctx.rng) ?? 'none';
  delete s.css.secret[key];
  s.css.slots[key] = token;
  ctx.emit({
    rule: 'event.css',
    text: `The CSS token reads ${token}`,
    data: { slot: Number(key), token },
    reveals: true,
  });
  return token;
}

/** Event step 1: a CSS token under the time token is turned over; the pods it names launch. */
export function launchCss(s: GameState, ctx: Ctx): void {
  const key = String(s.time);
  if (!(key in s.css.slots)) return;
  const token = s.css.slots[key] ?? turnOver(s, key, ctx);
  const launched = CSS_TOKENS[token] ?? [];
  for (const [pod, seat] of Object.entries(s.pods)) {
    if (seat === null) continue;
    const p = s.players[seat];
    if (!p || p.status !== 'pod') continue;
    if (launched.includes(pod)) {
      p.status = 'evacuated';
      s.pods[pod] = null;
      say(ctx, 'event.css-launch', `Pod ${pod} launches: ${seatName(s, seat)} evacuates`, { seat, pod });
    } else {
      // Not launched: the character suffers in the pod and keeps waiting there.
      p.status = 'alive';
      seriousWound(s, p, ctx, 'pod did not launch');
      if (p.status === 'alive') p.status = 'pod';
      else s.pods[pod] = null;
    }
  }
}

/**
 * CSS control room: peek at a face-down CSS token, then maybe move it one slot either way along the
 * track: never the token under the time token (it may still be peeked at), never onto another token.
 * Returns the options for legalActions.
 */
export function cssControlOptions(s: GameState): Record<string, Json>[] {
  const out: Record<string, Json>[] = [];
  for (const [key, face] of Object.entries(s.css.slots).sort()) {
    const slot = Number(key);
    if (face !== null) continue;
    for (const shift of [-1, 0, 1]) {
      const to = slot + shift;
      if (shift !== 0 && (slot === s.time || to < 1 || to > TIME_START || String(to) in s.css.slots)) continue;
      out.push({ slot, shift });
    }
  }
  return out;
}

export function cssControl(s: GameState, p: Player, slot: number, shift: number, ctx: Ctx): void {
  const key = String(slot);
  let known = s.css.secret[key];
  if (!known) {
    known = { token: drawFrom(s.unseen.css, ctx.rng) ?? 'none', seen: [] };
    s.css.secret[key] = known;
  }
  if (!known.seen.includes(p.seat)) known.seen.push(p.seat);
  ctx.emit({
    rule: 'room.css-control',
    text: `You peek at the CSS token on slot ${slot}: ${known.token}`,
    data: { slot, token: known.token },
    to: [p.seat],
    public: { text: `${seatName(s, p.seat)} peeks at the CSS token on slot ${slot}`, data: { slot } },
    reveals: true,
  });
  if (shift === 0) return;
  const to = String(slot + shift);
  delete s.css.slots[key];
  s.css.slots[to] = null;
  s.css.secret[to] = known;
  delete s.css.secret[key];
  say(ctx, 'room.css-move', `${seatName(s, p.seat)} moves the CSS token from slot ${slot} to ${to}`, {
    from: slot,
    to: Number(to),
  });
}
