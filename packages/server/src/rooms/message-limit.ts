/**
 * How many messages the rooms accept from one client ADDRESS, across all its connections and rooms:
 * opening more websockets does not buy a flood more room. A token bucket per address (a burst, then a
 * rate a second; see ServerConfig.messageBurst). A refused message is answered at most once per
 * NOTICE_MS per connection, so a flood is not mirrored back as a flood of refusals.
 */
export const NOTICE_MS = 1000;

interface Bucket {
  tokens: number;
  refilledAt: number;
}

export class MessageLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly burst: number;
  private readonly rate: number;
  private sweepAt = 0;

  constructor(burst: number, rate: number) {
    this.burst = burst;
    this.rate = rate;
  }

  /** Takes one message's token from `address`'s bucket; false when it is empty. */
  take(address: string, now = Date.now()): boolean {
    this.sweep(now);
    let b = this.buckets.get(address);
    if (!b) {
      b = { tokens: this.burst, refilledAt: now };
      this.buckets.set(address, b);
    }
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.refilledAt) / 1000) * this.rate);
    b.refilledAt = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** Forgets buckets that have refilled (their addresses went quiet), so the map stays small. */
  private sweep(now: number): void {
    if (now < this.sweepAt) return;
    this.sweepAt = now + 10_000;
    const full = (this.burst / this.rate) * 1000;
    for (const [address, b] of this.buckets) if (now - b.refilledAt > full) this.buckets.delete(address);
  }

  get size(): number {
    return this.buckets.size;
  }
}

/**
 * The address a websocket connected from: the socket's peer, or, behind a trusted reverse proxy,
 * the last X-Forwarded-For entry (the one the proxy itself added; earlier entries are the client's
 * to write).
 */
export function socketAddress(ref: unknown, forwardedFor: string | null | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(',').pop()?.trim();
    if (last) return last;
  }
  const socket = (ref as { _socket?: { remoteAddress?: string } } | null)?._socket;
  return socket?.remoteAddress ?? 'unknown';
}
