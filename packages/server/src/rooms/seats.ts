import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SeatSpec } from '../protocol.ts';
import type { StoredSeat } from '../storage/index.ts';

/** 192 random bits: unguessable, and short enough for a URL or localStorage. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Match ids are room ids too; 96 random bits keep them unguessable (a spectator link is still a secret-ish link). */
export function newMatchId(): string {
  return randomBytes(12).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The seat a token was issued for, compared in constant time so response time does not hint at a near miss. */
export function seatOfToken(seats: readonly StoredSeat[], token: string): number | null {
  const probe = Buffer.from(hashToken(token), 'hex');
  let found: number | null = null;
  seats.forEach((s, i) => {
    if (s.tokenHash && timingSafeEqual(Buffer.from(s.tokenHash, 'hex'), probe)) found = i;
  });
  return found;
}

export function seatsFromSpecs(specs: readonly SeatSpec[]): StoredSeat[] {
  return specs.map((s, i) =>
    s.kind === 'bot'
      ? { kind: 'bot', bot: s.bot, name: `Bot ${i + 1} (${s.bot})`, tokenHash: null }
      : { kind: 'human', name: `Seat ${i + 1}`, tokenHash: null },
  );
}
