/**
 * The chaos soak's clients: a player that holds one human seat of a bot match and answers at random,
 * surviving server kills by rejoining with its seat token; and a hostile client that floods a room
 * with junk and oversized frames. Both keep the figures the soak checks at the end.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { ErrorMessage, UpdateMessage, WelcomeMessage } from '../src/protocol.ts';

export interface Acked {
  /** The action's index in the match (the step it moved the match from). */
  index: number;
  seat: number;
  /**
   * What this seat had sent since its previous acknowledged action: the stored action must be one of
   * them (a resent message may be the one that was taken).
   */
  candidates: unknown[];
}

/** A small seeded generator, so a soak's choices can be replayed from its seed. */
export function rngOf(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

export function clientFor(url: string, address: string): Client {
  // The server trusts X-Forwarded-For in the soak (TRUST_PROXY=1), so each simulated person has an
  // address of its own and the per-address limits apply to each as they would on the internet.
  return new Client(url, { headers: { 'x-forwarded-for': address } });
}

export class ChaosPlayer {
  readonly matchId: string;
  readonly game: string;
  readonly acked: Acked[] = [];
  /** Highest step any update showed this client. */
  maxStep = 0;
  over = false;
  refusals: Record<string, number> = {};
  private seat = 0;
  private token = '';
  private room: Room | null = null;
  private last: UpdateMessage | null = null;
  private pending: { step: number; action: unknown; at: number } | null = null;
  /** Every action sent since the last acknowledged one. */
  private sent: { step: number; action: unknown }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly rng: () => number;
  private readonly url: () => string;
  private readonly address: string;
  private stopped = false;
  private rejoining = false;

  constructor(matchId: string, game: string, url: () => string, address: string, seed: number) {
    this.matchId = matchId;
    this.game = game;
    this.url = url;
    this.address = address;
    this.rng = rngOf(seed);
  }

  /** Takes over the room the creation call returned (it holds the creator's seat). */
  attach(room: Room): void {
    this.room = room;
    room.reconnection.enabled = false;
    room.onMessage('welcome', (w: WelcomeMessage) => {
      if (w.seat !== null) this.seat = w.seat;
      if (w.token) this.token = w.token;
    });
    room.onMessage('update', (u: UpdateMessage) => this.onUpdate(u));
    room.onMessage('error', (e: ErrorMessage) => {
      this.refusals[e.code] = (this.refusals[e.code] ?? 0) + 1;
      this.pending = null;
    });
    room.onMessage('*', () => {});
    room.onLeave(() => {
      if (this.room === room) this.room = null;
      if (!this.over && !this.stopped) void this.rejoin();
    });
    this.timer ??= setInterval(() => this.tick(), 400);
  }

  private onUpdate(u: UpdateMessage): void {
    this.last = u;
    this.maxStep = Math.max(this.maxStep, u.view.step);
    const first = this.sent[0];
    if (first && u.actedAt !== undefined && u.actedAt >= first.step) {
      const index = u.actedAt;
      this.acked.push({
        index,
        seat: this.seat,
        candidates: this.sent.filter((x) => x.step <= index).map((x) => x.action),
      });
      this.sent = [];
      this.pending = null;
    }
    if (u.result) {
      this.over = true;
      this.stop();
      return;
    }
    this.tick();
  }

  /** Acts when asked and nothing of ours is in flight; resends after a silence (a lost reply). */
  private tick(): void {
    const u = this.last;
    if (this.stopped || !u || !this.room || u.legal.length === 0) return;
    if (this.pending && Date.now() - this.pending.at < 3000) return;
    const action = u.legal[Math.floor(this.rng() * u.legal.length)];
    this.pending = { step: u.view.step, action, at: Date.now() };
    this.sent.push({ step: u.view.step, action });
    try {
      this.room.send('act', { action, step: u.view.step });
    } catch {
      this.pending = null;
    }
  }

  /** After the server died: wait for it, have it bring the match back, join again with the token. */
  async rejoin(): Promise<void> {
    if (this.rejoining || !this.token) return;
    this.rejoining = true;
    this.pending = null;
    this.sent = [];
    this.last = null;
    try {
      for (let tries = 0; !this.stopped && tries < 600; tries++) {
        try {
          const r = await fetch(`${this.url()}/api/matches/${this.matchId}`, {
            headers: { 'x-forwarded-for': this.address },
          });
          if (r.status === 200) {
            const room = await clientFor(this.url(), this.address).joinById(this.matchId, { token: this.token });
            this.attach(room);
            return;
          }
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    } finally {
      this.rejoining = false;
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async leave(): Promise<void> {
    this.stop();
    await this.room?.leave(true).catch(() => {});
  }
}

export interface HostileFigures {
  sent: number;
  oversized: number;
  refusalsReceived: number;
  closedByServer: number;
  bodiesRefused: number;
}

/**
 * One attack on one match: joins as a spectator from its own address, sends `flood` junk messages as
 * fast as it can (actions it may not take, unknown types, malformed payloads), then a frame larger
 * than the server accepts, and an oversized HTTP body. Nothing of it may change any match.
 */
export async function attack(url: string, matchId: string, flood: number, figures: HostileFigures): Promise<void> {
  const address = '10.66.0.1';
  let room: Room;
  try {
    room = await clientFor(url, address).joinById(matchId, { spectate: true });
  } catch {
    return;
  }
  room.reconnection.enabled = false;
  room.onMessage('*', (type: string | number) => {
    if (type === 'error') figures.refusalsReceived++;
  });
  let closed = false;
  room.onLeave(() => {
    closed = true;
  });
  const junk = [
    () => room.send('act', { action: { type: 'pass' }, step: 0 }),
    () => room.send('act', { nonsense: true }),
    () => room.send('undo'),
    () => room.send('undoAnswer', { agree: 'maybe' }),
    () => room.send('hack', { x: 'y'.repeat(200) }),
  ];
  for (let i = 0; i < flood && !closed; i++) {
    (junk[i % junk.length] as () => void)();
    figures.sent++;
  }
  await new Promise((r) => setTimeout(r, 1500));
  // A frame over the server's 16 KB limit: the server drops this connection.
  const ws = (room.connection as unknown as { transport: { ws: { send(d: Uint8Array): void } } }).transport.ws;
  try {
    ws.send(new Uint8Array(64 * 1024).fill(7));
    figures.oversized++;
    figures.sent++;
  } catch {
    // already closed
  }
  await new Promise((r) => setTimeout(r, 1000));
  if (closed) figures.closedByServer++;
  else await room.leave(true).catch(() => {});
  // An HTTP body far over the cap.
  try {
    const r = await fetch(`${url}/matchmake/create/match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: `{"game":"${'x'.repeat(2 * 1024 * 1024)}"}`,
    });
    figures.sent++;
    if (r.status >= 400) figures.bodiesRefused++;
  } catch {
    figures.sent++;
    figures.bodiesRefused++; // the server cut the upload short
  }
}
