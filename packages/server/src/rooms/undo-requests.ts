import type { Client } from '@colyseus/core';
import { roomContext } from '../context.ts';
import { UndoAnswerSchema, type UndoStatus } from '../protocol.ts';
import type { RoomCore } from './room-core.ts';

/** An open undo request: who asked, the step it would go back to, the human seats yet to agree. */
interface UndoAsk {
  by: number;
  point: number;
  waitingOn: Set<number>;
}

/**
 * Taking back a seat's latest action. With no other person at the table it is granted at once;
 * otherwise every other person must agree, and bots wait meanwhile (their moves would move the
 * point). Any other move lapses the request.
 */
export class UndoRequests {
  private readonly room: RoomCore;
  private ask: UndoAsk | null = null;

  constructor(room: RoomCore) {
    this.room = room;
  }

  /** The human seats other than `seat`: the people who must agree to its undo. */
  private otherHumans(seat: number): number[] {
    return this.room.live.meta.seats.flatMap((s, i) => (s.kind === 'human' && i !== seat ? [i] : []));
  }

  status(seat: number | null): UndoStatus | undefined {
    const live = this.room.live;
    if (seat === null || live.meta.seats[seat]?.kind !== 'human') return undefined;
    const ask = this.ask;
    return {
      canAsk: ask === null && live.table.undoPoint(seat) !== null,
      request: ask
        ? {
            by: ask.by,
            waitingOn: [...ask.waitingOn],
            backTo: ask.point,
            removed: live.table.history.slice(ask.point).map((h, i) => ({ step: ask.point + i + 1, actor: h.actor })),
          }
        : null,
    };
  }

  /** A seat asks to take back its latest action; granted at once when no other person plays. */
  async request(client: Client): Promise<void> {
    const room = this.room;
    const session = room.sessions.get(client.sessionId);
    if (!session) return;
    if (session.seat === null) return room.sendError(client, 'NOT_SEATED', 'spectators cannot undo');
    if (this.ask) return room.sendError(client, 'UNDO_REFUSED', 'an undo request is already waiting for answers');
    await room.resync();
    const point = room.live.table.undoPoint(session.seat);
    if (point === null) {
      return room.sendError(
        client,
        'UNDO_REFUSED',
        'there is nothing to take back: you have not acted yet, the match is over, or something was revealed or drawn since your last action',
      );
    }
    const others = this.otherHumans(session.seat);
    if (others.length === 0) return this.takeBack(point);
    this.ask = { by: session.seat, point, waitingOn: new Set(others) };
    room.autoplay.hold(true);
    room.broadcastUpdates();
  }

  async answer(client: Client, payload: unknown): Promise<void> {
    const room = this.room;
    const session = room.sessions.get(client.sessionId);
    if (!session) return;
    const parsed = UndoAnswerSchema.safeParse(payload);
    if (!parsed.success)
      return room.sendError(client, 'MALFORMED_MESSAGE', 'an undo answer is { agree: true | false }');
    const ask = this.ask;
    if (session.seat === null || !ask || !ask.waitingOn.has(session.seat)) {
      return room.sendError(client, 'UNDO_REFUSED', 'no undo request is waiting for your answer');
    }
    if (!parsed.data.agree) {
      this.lapse();
      room.broadcastUpdates();
      return;
    }
    ask.waitingOn.delete(session.seat);
    if (ask.waitingOn.size > 0) return room.broadcastUpdates();
    await this.takeBack(ask.point);
  }

  /** Ends an open request unanswered (refused, or made moot by a move); bots move again. */
  lapse(): void {
    if (!this.ask) return;
    this.ask = null;
    this.room.autoplay.hold(false);
  }

  /** Takes the match back to `point` and sends everyone its rebuilt view and log. */
  private async takeBack(point: number): Promise<void> {
    const room = this.room;
    await room.live.rewind(point);
    roomContext().log.info({ matchId: room.live.meta.matchId, step: point }, 'match taken back by an agreed undo');
    this.ask = null;
    room.autoplay.reset();
    for (const session of room.sessions.values()) {
      session.sentStep = 0;
      session.rewound = true;
    }
    room.autoplay.hold(false);
    room.broadcastUpdates();
  }
}
