import type { Client } from '@colyseus/core';
import { roomContext } from '../context.ts';
import type { FinishedMission } from '../explorers/record.ts';
import { StorageConflict, StorageUnavailable } from '../storage/index.ts';
import { STORAGE_DOWN } from './restore.ts';
import type { RoomCore } from './room-core.ts';

/** The parts of the room its stored record needs beyond the handlers' core. */
export interface RecordedRoom extends RoomCore {
  autoDispose: boolean;
  disconnect(): Promise<unknown>;
}

/**
 * The room's side of the stored record: keeping the record of a finished match (retried until the
 * database takes it), reading the match back after a write that failed without an answer, and what
 * a failed write means for the client or the bot that made it.
 */
export class RecordKeeping {
  private readonly room: RecordedRoom;
  private finishRetry: NodeJS.Timeout | null = null;

  constructor(room: RecordedRoom) {
    this.room = room;
  }

  stop(): void {
    if (this.finishRetry) clearTimeout(this.finishRetry);
  }

  /**
   * Keeps the record of a match that just ended. The last action is already stored, so a failure
   * here (the database away) must not refuse it: the write is retried until it succeeds.
   */
  async finish(): Promise<void> {
    const ctx = roomContext();
    const room = this.room;
    const live = room.live;
    try {
      // Explorers first: a failure retries the whole finish, and a match is counted once per explorer.
      // With its seat, an explorer also earns the achievements of its own deeds.
      const flown = live.meta.seats.flatMap((s, seat) => (s.explorer ? [{ id: s.explorer.id, seat }] : []));
      if (live.meta.game === 'space-alert' && flown.length > 0) {
        await ctx.explorers.recordMatch(live.meta.matchId, flown, live.table.match.state as FinishedMission);
      }
      await ctx.storage.finishMatch(live.meta.matchId, live.record(), live.table.result());
    } catch (e) {
      if (!(e instanceof StorageUnavailable))
        ctx.log.error({ err: e, matchId: live.meta.matchId }, 'could not store the record');
      if (!this.finishRetry && !room.closing) {
        this.finishRetry = setTimeout(() => {
          this.finishRetry = null;
          room.enqueue(() => (live.meta.over ? undefined : this.finish())).catch(() => {});
        }, 1000);
      }
      return;
    }
    live.meta.over = true;
    ctx.log.info({ matchId: live.meta.matchId, steps: live.step }, 'match over');
    room.autoDispose = true;
    if (room.clients.length === 0) setTimeout(() => room.disconnect().catch(() => {}), 0);
  }

  /**
   * Before a write, when an earlier one failed without an answer: read the match back; if storage
   * turned out to hold more (or less), everyone gets the match as stored.
   */
  async resync(): Promise<void> {
    const room = this.room;
    const before = room.live.step;
    if (!(await room.live.resync())) return;
    roomContext().log.info(
      { matchId: room.live.meta.matchId, from: before, to: room.live.step },
      'match read back from storage',
    );
    if (room.live.step < before) {
      for (const session of room.sessions.values()) {
        session.sentStep = 0;
        session.rewound = true;
      }
    }
    room.autoplay.reset();
    await room.afterChange();
  }

  /** A change that failed for a reason other than the rules: logged, and the client or the bot told. */
  failed(client: Client | null, e: unknown): void {
    const ctx = roomContext();
    const room = this.room;
    if (e instanceof StorageConflict) {
      // Another room wrote this match's next action: this copy is stale. Clients rejoin the live one.
      ctx.log.warn({ matchId: room.live.meta.matchId }, 'storage conflict; closing this copy of the room');
      room.disconnect().catch(() => {});
      return;
    }
    const down = e instanceof StorageUnavailable;
    // An outage is logged once by the store itself; each refused action only at debug level.
    if (down) ctx.log.debug({ matchId: room.live.meta.matchId }, 'action refused: storage unavailable');
    else ctx.log.error({ err: e, matchId: room.live.meta.matchId }, 'action failed');
    if (!client) {
      // A bot or clock step failed to save: try again shortly rather than leave the match stuck.
      setTimeout(
        () => {
          if (!room.closing) room.autoplay.drive();
        },
        Math.max(ctx.botDelayMs, down ? 1000 : 250),
      );
      return;
    }
    if (down) room.sendError(client, 'STORAGE_UNAVAILABLE', STORAGE_DOWN);
    else room.sendError(client, 'SERVER_ERROR', 'the action could not be saved; nothing changed, try again');
  }
}
