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

/**
 * A match's secret seed: 256 random bits as text, which the engine turns into the generator's whole
 * 128-bit state. Never a number (a number seed has 32 bits) and never shown before the match ends.
 */
export function newSeed(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The creation token's hash a room was created with (set only by the server's create handler). */
export function creationHashOf(options: unknown): string | null {
  const hash = (options as { creationTokenHash?: unknown } | null)?.creationTokenHash;
  return typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash) ? hash : null;
}

/** Whether join options carry the token whose hash the room was created with (constant-time compare). */
export function holdsCreationToken(options: unknown, hash: string | null): boolean {
  const token = (options as { creationToken?: unknown } | null)?.creationToken;
  if (hash === null || typeof token !== 'string' || token.length > 128) return false;
  return timingSafeEqual(Buffer.from(hashToken(token), 'hex'), Buffer.from(hash, 'hex'));
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
