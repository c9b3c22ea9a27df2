import { type Client, matchMaker } from '@colyseus/core';
import { ENGINE_VERSION, resolveOptions } from '@airlock/engine';
import { roomContext } from '../context.ts';
import { ROOM_NAME, RematchAnswerSchema, type RematchStatus, SERVER_MESSAGES } from '../protocol.ts';
import { type MatchMeta, StorageUnavailable, type StoredSeat } from '../storage/index.ts';
import { STORAGE_DOWN } from './restore.ts';
import type { RoomCore } from './room-core.ts';
import { hashToken, newMatchId, newSeed, newToken } from './seats.ts';

/**
 * Rematch, as on Board Game Arena: once a match is over, a person at the table proposes to play again
 * and every other person who is still there answers. When nobody is left to answer, the new match opens
 * with the same game, options and seats: bots stay the same bots, each person who accepted keeps the seat
 * and name they had, and the seats of those who declined or left are open to anyone (the lobby lists
 * them). The new match gets a fresh secret seed and fresh seat tokens; nothing of the old match (seed,
 * actions, chat, explorers) goes with it. It is stored like any created match, so it survives a restart.
 *
 * The proposal itself lives in the finished match's room: it ends when that room closes.
 */

interface Proposal {
  by: number;
  accepted: Set<number>;
  waiting: Set<number>;
  declined: Set<number>;
  cancelled?: boolean;
}

interface Opened {
  matchId: string;
  /** Each accepting seat's token in the new match, handed only to that seat's own connections. */
  tokens: Map<number, string>;
}

export class Rematch {
  proposal: Proposal | null = null;
  opened: Opened | null = null;
  /** A new try at opening after a failed one (the database away...). */
  retry: NodeJS.Timeout | null = null;

  /** The proposal as `seat` may see it (its own token only), or null when there is nothing to show. */
  statusFor(seat: number | null): RematchStatus | null {
    const p = this.proposal;
    if (!p) return null;
    const status: RematchStatus = {
      by: p.by,
      accepted: [...p.accepted].sort((a, b) => a - b),
      waiting: [...p.waiting].sort((a, b) => a - b),
      declined: [...p.declined].sort((a, b) => a - b),
    };
    if (p.cancelled) status.cancelled = true;
    if (this.opened) {
      status.matchId = this.opened.matchId;
      const token = seat === null ? undefined : this.opened.tokens.get(seat);
      if (token) status.token = token;
    }
    return status;
  }
}

/** How long after a failed opening the room tries again. */
const RETRY_MS = 1000;

function refused(room: RoomCore, client: Client, why: string): void {
  room.sendError(client, 'REMATCH_REFUSED', why);
}

/** Sends the proposal as it stands to one client (after joining or coming back) or to everyone. */
export function sendRematch(room: RoomCore, only?: Client): void {
  for (const client of only ? [only] : [...room.clients]) {
    const session = room.sessions.get(client.sessionId);
    if (!session) continue;
    const status = room.rematch.statusFor(session.seat);
    if (status) client.send(SERVER_MESSAGES.rematch, status);
  }
}

/** A person proposes a rematch or answers the open proposal. */
export async function handleRematch(room: RoomCore, client: Client, payload: unknown): Promise<void> {
  const session = room.sessions.get(client.sessionId);
  if (!session) return;
  const parsed = RematchAnswerSchema.safeParse(payload);
  if (!parsed.success) {
    room.sendError(client, 'MALFORMED_MESSAGE', 'a rematch message is { accept: true | false }');
    return;
  }
  const seat = session.seat;
  if (seat === null) return refused(room, client, 'only people seated at the match can propose or answer a rematch');
  if (!room.live.meta.over) return refused(room, client, 'a rematch can be proposed once the match is over');
  const r = room.rematch;
  const accept = parsed.data.accept;
  if (r.opened) {
    if (accept && r.opened.tokens.has(seat)) return sendRematch(room, client);
    return refused(
      room,
      client,
      accept
        ? 'the rematch has already started without you; its open seats can be taken from its link or the lobby'
        : 'the rematch has already started',
    );
  }
  if (!r.proposal || r.proposal.cancelled) {
    if (!accept) return refused(room, client, 'no rematch is proposed');
    r.proposal = { by: seat, accepted: new Set([seat]), waiting: new Set(), declined: new Set() };
    for (const s of room.sessions.values()) {
      if (s.seat !== null && s.seat !== seat) r.proposal.waiting.add(s.seat);
    }
  } else {
    const p = r.proposal;
    p.waiting.delete(seat);
    if (accept) {
      p.accepted.add(seat);
      p.declined.delete(seat);
    } else {
      p.accepted.delete(seat);
      p.declined.add(seat);
    }
  }
  await settle(room, client);
}

/** A person's last connection left the finished match: they are not waited for, nor brought back. */
export async function rematchSeatLeft(room: RoomCore, seat: number | null): Promise<void> {
  const p = room.rematch.proposal;
  if (seat === null || !p || p.cancelled || room.rematch.opened) return;
  for (const s of room.sessions.values()) if (s.seat === seat) return;
  if (!p.waiting.delete(seat) && !p.accepted.delete(seat)) return;
  p.declined.add(seat);
  await settle(room, null);
}

/** Cancels a proposal nobody stands behind, opens one nobody is left to answer, and tells everyone. */
async function settle(room: RoomCore, client: Client | null): Promise<void> {
  const r = room.rematch;
  const p = r.proposal;
  if (!p) return;
  if (p.accepted.size === 0) p.cancelled = true;
  else if (p.waiting.size === 0) {
    try {
      r.opened = await openRematch(room, p.accepted);
    } catch (e) {
      const down = e instanceof StorageUnavailable;
      if (!down) roomContext().log.error({ err: e, matchId: room.live.meta.matchId }, 'rematch not created');
      // The proposal stays as it is and the room tries again shortly (accepting again also retries).
      if (client) refused(room, client, down ? STORAGE_DOWN : 'the rematch could not be created yet; trying again');
      if (!r.retry && !room.closing) {
        r.retry = setTimeout(() => {
          r.retry = null;
          room.enqueue(() => (r.opened ? undefined : settle(room, null))).catch(() => {});
        }, RETRY_MS);
        r.retry.unref();
      }
    }
  }
  sendRematch(room);
}

/** The seats of the new match: bots as they were, accepting people in their seats, the rest open. */
export function rematchSeats(old: readonly StoredSeat[], accepted: ReadonlySet<number>, tokens: Map<number, string>) {
  return old.map((s, i): StoredSeat => {
    if (s.kind === 'bot') return { kind: 'bot', bot: s.bot ?? 'random', name: s.name, tokenHash: null };
    if (!accepted.has(i)) return { kind: 'human', name: `Seat ${i + 1}`, tokenHash: null };
    const token = newToken();
    tokens.set(i, token);
    return { kind: 'human', name: s.name, tokenHash: hashToken(token) };
  });
}

/** Stores the new match (fresh id, seed and tokens) and brings its room up. */
async function openRematch(room: RoomCore, accepted: ReadonlySet<number>): Promise<Opened> {
  const ctx = roomContext();
  const old = room.live.meta;
  const tokens = new Map<number, string>();
  const meta: MatchMeta = {
    matchId: newMatchId(),
    game: old.game,
    name: old.name,
    players: old.players,
    // Checked again against the game as it is now (the server may have been upgraded since).
    options: resolveOptions(room.live.entry.game, old.players, old.options),
    // Never the old seed, nor a fixed one: a fresh secret of 256 bits.
    seed: newSeed(),
    engineVersion: ENGINE_VERSION,
    seats: rematchSeats(old.seats, accepted, tokens),
    createdAt: Date.now(),
    step: 0,
    over: false,
  };
  await ctx.storage.createMatch(meta);
  ctx.log.info({ matchId: meta.matchId, rematchOf: old.matchId, game: meta.game }, 'rematch created');
  // The room is brought up as after a restart, from what was just stored.
  await matchMaker.createRoom(ROOM_NAME, { restore: meta.matchId });
  return { matchId: meta.matchId, tokens };
}
