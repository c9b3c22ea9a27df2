import { hurt, lightWound } from './core/wounds.ts';
import { finishIfOver } from './endgame.ts';
import { eventPhase } from './eventphase.ts';
import { resolveVent } from './vent.ts';
import { reviveInEmergencyRoom } from './coop.ts';
import { checkQuests } from './quests.ts';
import { type Ctx, add, drawFrom, flowHeld, say, seatName, sortStrings } from './state.ts';
import type { GameState, Player } from './types.ts';

/** Hand size at the start of a round: 5, one more in a working isolation room, one less with a head wound. */
export function handLimit(s: GameState, p: Player): number {
  let n = 5;
  if (p.room === 'isolation' && !s.rooms.isolation?.malfunction) n++;
  if (hurt(p, 'head')) n--;
  return n;
}

/** Draws one card; an empty deck is first rebuilt from the discard pile. */
export function drawCard(p: Player, ctx: Ctx): boolean {
  // drawFrom finds an empty deck without drawing: then the deck is rebuilt and the draw made from it.
  let c = drawFrom(p.deck, ctx.rng);
  if (c === null) {
    for (const d of p.discard) add(p.deck, d, 1);
    p.discard = [];
    c = drawFrom(p.deck, ctx.rng);
  }
  if (c === null) return false;
  p.hand.push(c);
  sortStrings(p.hand);
  return true;
}

/**
 * Draws until the hand holds `limit` cards or no card is left: drawCard's draws (the same generator
 * calls, the same cards), the deck's kinds sorted once for the run of draws rather than once each.
 */
function refill(p: Player, limit: number, ctx: Ctx): number {
  let drawn = 0;
  while (p.hand.length < limit) {
    let kinds = Object.keys(p.deck);
    let n = 0;
    for (const k of kinds) n += p.deck[k] as number;
    if (n === 0) {
      for (const d of p.discard) add(p.deck, d, 1);
      p.discard = [];
      kinds = Object.keys(p.deck);
      for (const k of kinds) n += p.deck[k] as number;
      if (n === 0) return drawn;
    }
    sortStrings(kinds);
    for (; n > 0 && p.hand.length < limit; n--) {
      let at = ctx.rng.int(0, n - 1);
      for (const k of kinds) {
        const v = p.deck[k] ?? 0;
        if (at < v) {
          add(p.deck, k, -1);
          p.hand.push(k);
          sortStrings(p.hand);
          drawn++;
          break;
        }
        at -= v;
      }
    }
  }
  return drawn;
}

export function startRound(s: GameState, ctx: Ctx): void {
  s.round++;
  reviveInEmergencyRoom(s, ctx);
  checkQuests(s, ctx);
  if (s.round > 1) s.firstPlayer = nextSeat(s, s.firstPlayer, true) ?? s.firstPlayer;
  for (const p of s.players) {
    p.passed = p.status !== 'alive';
    p.firedThisRound = false;
    p.actionsLeft = 0;
    if (p.status !== 'alive') continue;
    const limit = handLimit(s, p);
    const drawn = refill(p, limit, ctx);
    ctx.emit({
      rule: 'round.draw',
      text: `${seatName(s, p.seat)} draws ${drawn} card(s)`,
      data: { seat: p.seat, drawn },
    });
  }
  say(ctx, 'round.start', `Round ${s.round} begins; ${seatName(s, s.firstPlayer)} has the first player token`, {
    round: s.round,
    first: s.firstPlayer,
  });
  const first = s.players[s.firstPlayer];
  if (first && !first.passed) beginTurn(s, first);
  else {
    const next = nextSeat(s, s.firstPlayer, false);
    if (next === null) endPlayerPhase(s, ctx);
    else beginTurn(s, s.players[next] as Player);
  }
}

function beginTurn(s: GameState, p: Player): void {
  s.active = p.seat;
  p.actionsLeft = 2;
}

/** The next seat to the left that is still in play (any=true) or has not passed (any=false). */
export function nextSeat(s: GameState, from: number, any: boolean): number | null {
  const n = s.players.length;
  for (let i = 1; i <= n; i++) {
    const q = s.players[(from + i) % n];
    if (!q) continue;
    if (any ? q.status === 'alive' : !q.passed && q.status === 'alive') return q.seat;
  }
  return null;
}

/**
 * After an action: a turn ends after two actions or a pass; fire burns at the end of each turn.
 * Other pending decisions never block this flow; the first encounter's objective choice does, and
 * the action then leaves this step in `waiting` (see `resumeAfterChoice`).
 */
export function afterAction(s: GameState, p: Player, ctx: Ctx): void {
  checkQuests(s, ctx);
  if (finishIfOver(s, ctx)) return;
  if (p.status !== 'alive') p.passed = true;
  if (p.actionsLeft > 0 && !p.passed) return;
  endTurn(s, p, ctx);
}

export function endTurn(s: GameState, p: Player, ctx: Ctx): void {
  if (p.status === 'alive' && s.rooms[p.room]?.fire && !p.firedThisRound) {
    if (p.passed) p.firedThisRound = true;
    lightWound(s, p, ctx, 'fire');
  }
  if (finishIfOver(s, ctx)) return;
  if (p.status !== 'alive') p.passed = true;
  const next = nextSeat(s, p.seat, false);
  if (next === null) {
    endPlayerPhase(s, ctx);
    return;
  }
  beginTurn(s, s.players[next] as Player);
}

function endPlayerPhase(s: GameState, ctx: Ctx): void {
  resolveVent(s, ctx);
  if (finishIfOver(s, ctx)) return;
  eventPhase(s, ctx);
  if (finishIfOver(s, ctx)) return;
  if (flowHeld(s)) {
    s.waiting.push({ kind: 'start-round' });
    return;
  }
  startRound(s, ctx);
}
