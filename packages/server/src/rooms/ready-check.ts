import type { Client } from '@colyseus/core';
import { roomContext } from '../context.ts';
import type { StoredSeat } from '../storage/index.ts';
import type { LiveMatch } from './live-match.ts';
import type { RoomCore } from './room-core.ts';

/**
 * The ready check before a real-time soundtrack starts (a Space Alert mission on the `realtime`
 * clock). Nothing of it is a rule of the game: the match's action list is the same whether the
 * soundtrack starts at once or after a minute, so the check lives in the room, not in the state.
 *
 * While it is open the room's clock does not run, bots do not plan and people cannot act, so nobody
 * plans before the others are listening. It closes when every human seat is claimed, at least one
 * person is connected, and every connected person has said ready. A person who dropped does not hold
 * the others up (bots are always ready); an empty chair does, since the crew is not complete yet.
 * It opens again before each mission of a campaign, and after a server restart that finds a mission
 * whose soundtrack has not played its first second.
 */
export function soundtrackWaiting(live: LiveMatch): boolean {
  if (live.meta.game !== 'space-alert' || live.meta.options.clock !== 'realtime') return false;
  const s = live.table.match.state as { stage?: unknown; now?: unknown; result?: unknown };
  return s.result === null && s.stage === 'planning' && s.now === 0;
}

/** What each client is told of an open check: the human seats that said ready and those still awaited. */
export interface ReadyCheckStatus {
  ready: number[];
  waiting: number[];
}

export class ReadyCheck {
  private readonly said = new Set<number>();
  /** The check closed for the mission now waiting; cleared once its soundtrack runs. */
  private passed = false;

  /** Whether the check is open now: the soundtrack waits and the people have not all said ready. */
  open(live: LiveMatch): boolean {
    if (!soundtrackWaiting(live)) {
      this.passed = false;
      this.said.clear();
      return false;
    }
    return !this.passed;
  }

  say(seat: number): void {
    this.said.add(seat);
  }

  /**
   * Closes the check when the table is complete and every connected person is ready. Returns true
   * when it closed just now (the room then starts the clock and tells everyone).
   */
  settle(seats: readonly StoredSeat[], connected: ReadonlySet<number>): boolean {
    if (this.passed) return false;
    const humans = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    const complete = humans.every((i) => seats[i]?.tokenHash !== null);
    const here = humans.filter((i) => connected.has(i));
    const ok = humans.length === 0 || (complete && here.length > 0 && here.every((i) => this.said.has(i)));
    if (ok) this.passed = true;
    return ok;
  }

  status(seats: readonly StoredSeat[]): ReadyCheckStatus {
    const humans = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    return { ready: humans.filter((i) => this.said.has(i)), waiting: humans.filter((i) => !this.said.has(i)) };
  }
}

/** A person says ready for the soundtrack; the last one starts the clock. */
export function sayReady(room: RoomCore, client: Client): void {
  const session = room.sessions.get(client.sessionId);
  if (!session) return;
  if (session.seat === null) {
    room.sendError(client, 'NOT_SEATED', 'spectators have nothing to be ready for');
    return;
  }
  if (!room.readyCheck.open(room.live)) {
    room.sendError(client, 'READY_REFUSED', 'no ready check is open: the soundtrack is not waiting');
    return;
  }
  room.readyCheck.say(session.seat);
  if (!closeReadyCheck(room)) room.broadcastUpdates();
}

/** Re-judges an open ready check after someone joined, dropped or left (queued like actions). */
export function settleReady(room: RoomCore): void {
  room
    .enqueue(() => {
      if (room.readyCheck.open(room.live)) closeReadyCheck(room);
    })
    .catch((e) => room.internalError(null, e));
}

/** Closes the check when everyone present is ready: the clock starts and everyone is told. */
function closeReadyCheck(room: RoomCore): boolean {
  const connected = new Set<number>();
  for (const s of room.sessions.values()) if (s.seat !== null && s.connected) connected.add(s.seat);
  if (!room.readyCheck.settle(room.live.meta.seats, connected)) return false;
  roomContext().log.info({ matchId: room.live.meta.matchId }, 'ready check passed; the soundtrack starts');
  room.autoplay.drive();
  room.broadcastUpdates();
  return true;
}
