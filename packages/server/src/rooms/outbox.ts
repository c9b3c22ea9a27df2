import type { Client } from '@colyseus/core';
import { type SeatInfo, type SeatsMessage, SERVER_MESSAGES } from '../protocol.ts';
import { type Session, seatInfos, updateFor, welcomeFor } from './messages.ts';
import type { RoomCore } from './room-core.ts';

/**
 * What the room sends its clients about the match: a welcome on joining, each client's own update
 * (its view, its events, the clock, the ready check, its explorer, the undo request), and the seat
 * list when it changes.
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

  update(client: Client, session: Session, seats = this.seatInfos()): void {
    const { live, autoplay, readyCheck, undo } = this.room;
    const update = updateFor(live, session, seats, autoplay.clockMs(), undo.status(session.seat));
    if (readyCheck.open(live)) update.readyCheck = readyCheck.status(live.meta.seats);
    const explorer = session.seat === null ? undefined : live.meta.seats[session.seat]?.explorer;
    if (explorer) update.explorer = { id: explorer.id, name: explorer.name };
    const quiet = live.table.game.tableTalk?.(live.table.match.state);
    if (quiet) update.quiet = quiet;
    client.send(SERVER_MESSAGES.update, update);
    session.sentStep = live.step;
    session.rewound = false;
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
    for (const client of this.room.clients) {
      if (client.sessionId === except) continue;
      const session = this.room.sessions.get(client.sessionId);
      if (session) this.update(client, session, seats);
    }
  }
}
