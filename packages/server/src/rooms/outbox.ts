import type { Client } from '@colyseus/core';
import {
  type PatchMessage,
  type SeatInfo,
  type SeatsMessage,
  SERVER_MESSAGES,
  SyncMessageSchema,
  type UpdateMessage,
} from '../protocol.ts';
import { diff, type PatchOp, shapeOf } from './delta.ts';
import { type Session, seatInfos, updateFor, type ViewCache, welcomeFor } from './messages.ts';
import type { RoomCore } from './room-core.ts';

/**
 * What the room sends its clients about the match: a welcome on joining, each client's own update
 * (its view, its events, the clock, the ready check, its explorer, the undo request), and the seat
 * list when it changes. A client that asked for patches (`sync`) gets a full update on joining,
 * reconnecting, after a rewind and when it says it missed one, and otherwise only what changed in its
 * own update since the last one it was sent (delta.ts); nothing at all when nothing changed.
 */
export class Outbox {
  private readonly room: RoomCore;
  /** The seat list as last sent to every client (see seats). */
  private seatsSent = '';

  constructor(room: RoomCore) {
    this.room = room;
  }

  seatInfos(): SeatInfo[] {
    return seatInfos(this.room.live.meta.seats, this.room.sessions.values());
  }

  welcome(client: Client, session: Session, token?: string): void {
    client.send(SERVER_MESSAGES.welcome, welcomeFor(this.room.live.meta, session.seat, this.seatInfos(), token));
  }

  update(client: Client, session: Session, seats = this.seatInfos(), cache?: ViewCache): void {
    const { live, autoplay, readyCheck, undo } = this.room;
    const update = updateFor(live, session, seats, autoplay.clockMs(), undo.status(session.seat), cache);
    if (readyCheck.open(live)) update.readyCheck = readyCheck.status(live.meta.seats);
    const explorer = session.seat === null ? undefined : live.meta.seats[session.seat]?.explorer;
    if (explorer) update.explorer = { id: explorer.id, name: explorer.name };
    const quiet = live.table.game.tableTalk?.(live.table.match.state);
    if (quiet) update.quiet = quiet;
    // The log (`events`, `rewound`) is new in every update and never carried over to the next one.
    const kept: Partial<UpdateMessage> = { ...update };
    delete kept.events;
    delete kept.rewound;
    const events = update.events;
    const seq = (session.seq ?? 0) + 1;
    if (!session.patches || !session.shape || session.sentStep === 0 || session.rewound) {
      // Joining, reconnecting (sentStep 0), a rewind, or a client taking full updates.
      update.seq = seq;
      client.send(SERVER_MESSAGES.update, update);
      session.shape = session.patches ? shapeOf(kept) : undefined;
      session.seq = seq;
    } else {
      const ops: PatchOp[] = [];
      session.shape = diff(session.shape, kept, ops);
      if (ops.length > 0 || events.length > 0) {
        const patch: PatchMessage = { seq, base: session.seq ?? 0, ops, events };
        client.send(SERVER_MESSAGES.patch, patch);
        session.seq = seq;
      }
    }
    session.sentStep = live.step;
    session.rewound = false;
  }

  /**
   * `sync`: the client wants a full update now, and patches after it if it says so. A client that
   * missed a patch also gets the whole log again (it may have missed events).
   */
  sync(client: Client, payload: unknown): void {
    const session = this.room.sessions.get(client.sessionId);
    if (!session) return;
    const parsed = SyncMessageSchema.safeParse(payload);
    if (!parsed.success) {
      this.room.sendError(client, 'MALFORMED_MESSAGE', 'a sync message is { patches: boolean, missed?: boolean }');
      return;
    }
    session.patches = parsed.data.patches;
    session.shape = undefined;
    if (parsed.data.missed) {
      session.sentStep = 0;
      session.rewound = true;
    }
    this.update(client, session);
  }

  /**
   * Tells every other client the seat list, only when it differs from the one they last received:
   * joins and leaves cost one small message per client, and spectators coming and going cost nothing.
   */
  seats(except?: string): void {
    const seats = this.seatInfos();
    const key = JSON.stringify(seats);
    if (key === this.seatsSent) return;
    this.seatsSent = key;
    const msg: SeatsMessage = { seats };
    for (const client of this.room.clients) {
      if (client.sessionId !== except && this.room.sessions.has(client.sessionId))
        client.send(SERVER_MESSAGES.seats, msg);
    }
  }

  /** Sends every client (but `except`) its update. */
  updates(except?: string): void {
    const seats = this.seatInfos();
    this.seatsSent = JSON.stringify(seats);
    // Each viewer's view and legal list are built once, whatever the number of its connections.
    const cache: ViewCache = new Map();
    for (const client of this.room.clients) {
      if (client.sessionId === except) continue;
      const session = this.room.sessions.get(client.sessionId);
      if (session) this.update(client, session, seats, cache);
    }
  }
}
