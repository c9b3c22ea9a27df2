import type { IncomingMessage } from 'node:http';

/**
 * Token buckets keyed by client address: a burst of `burst`, then `perMinute` more each minute. One
 * person opening many connections still has one address, which is why limits are kept here and not
 * per connection. The table is bounded: when full, the least recently seen addresses are forgotten
 * (which only ever gives them a fresh, full bucket).
 */
export class AddressLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  readonly burst: number;
  readonly perMinute: number;
  private readonly maxAddresses: number;

  constructor(burst: number, perMinute: number, maxAddresses = 50_000) {
    this.burst = burst;
    this.perMinute = perMinute;
    this.maxAddresses = maxAddresses;
  }

  /** Takes one token; returns 0 when granted, else the seconds until one is available. */
  take(address: string, now = Date.now()): number {
    if (this.burst <= 0) return 0;
    const rate = this.perMinute / 60_000;
    const b = this.buckets.get(address) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + (now - b.at) * rate);
    b.at = now;
    // Re-inserted so the map's order is least recently seen first.
    this.buckets.delete(address);
    this.buckets.set(address, b);
    if (this.buckets.size > this.maxAddresses) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return rate > 0 ? Math.ceil((1 - b.tokens) / rate / 1000) : Number.POSITIVE_INFINITY;
  }
}

/**
 * The address a request comes from. Behind a reverse proxy every request arrives from the proxy, so
 * with `trustProxy` the address the proxy appended to X-Forwarded-For (its last entry) is used; that
 * header is never believed otherwise, since a client can write anything in it.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const text = Array.isArray(header) ? header.join(',') : header;
    const last = text?.split(',').pop()?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
