import { roomContext } from '../context.ts';
import { type CreateMatch, JoinMatchSchema } from '../protocol.ts';
import { StorageUnavailable } from '../storage/index.ts';
import { refuse } from './creation.ts';
import type { LiveMatch } from './live-match.ts';
import { STORAGE_DOWN } from './restore.ts';
import { hashToken, holdsCreationToken, newToken, seatOfToken } from './seats.ts';

/**
 * Who gets which seat when a client joins: the creator (once, with the creation token), a holder of
 * a seat token coming back, a person claiming a free human seat, or a spectator.
 */
export class Seating {
  private readonly live: LiveMatch;
  private creator: CreateMatch | null;
  /** Hash of the one-time token that alone may take the creator's seat (issue #16 item 3). */
  private creationTokenHash: string | null;

  constructor(live: LiveMatch, creator: CreateMatch | null, creationTokenHash: string | null) {
    this.live = live;
    this.creator = creator;
    this.creationTokenHash = creationTokenHash;
  }

  /** Decides which seat a joining client gets, claiming one (and persisting the claim) if asked. */
  async admit(options: unknown): Promise<{ seat: number | null; token?: string }> {
    const meta = this.live.meta;
    if (this.creator && holdsCreationToken(options, this.creationTokenHash)) {
      const creator = this.creator;
      this.creator = null;
      this.creationTokenHash = null;
      const seat = meta.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === null);
      return seat < 0 ? { seat: null } : this.claim(seat, creator.playerName);
    }
    const parsed = JoinMatchSchema.safeParse(options);
    if (!parsed.success) refuse('join with { token }, { seat } or { spectate: true }');
    const join = parsed.data;
    if ('token' in join) {
      const seat = seatOfToken(meta.seats, join.token);
      if (seat === null) refuse('this seat token is not valid for this match');
      return { seat };
    }
    if ('seat' in join) {
      const s = meta.seats[join.seat];
      if (!s || s.kind !== 'human') refuse('there is no human seat with that number');
      if (s.tokenHash !== null) refuse('that seat is already taken');
      return this.claim(join.seat, join.name);
    }
    return { seat: null };
  }

  private async claim(seat: number, name?: string): Promise<{ seat: number; token: string }> {
    const token = newToken();
    const seats = this.live.meta.seats.map((s, i) =>
      i === seat ? { ...s, tokenHash: hashToken(token), name: name?.trim() || s.name } : s,
    );
    try {
      await roomContext().storage.updateSeats(this.live.meta.matchId, seats);
    } catch (e) {
      // The claim may have reached the database: the next write puts the room's seat list back.
      this.live.markUnsure();
      if (e instanceof StorageUnavailable) refuse(STORAGE_DOWN);
      throw e;
    }
    this.live.meta.seats = seats;
    return { seat, token };
  }
}
