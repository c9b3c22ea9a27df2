import type { CatalogEntry } from '@airlock/games';
import type { Logger } from 'pino';
import type { BotPool } from './bots/pool.ts';
import type { Explorers } from './explorers/service.ts';
import type { MessageLimiter } from './rooms/message-limit.ts';
import type { Storage } from './storage/index.ts';

/** What every room of this process shares. Colyseus builds rooms itself, so they find it here. */
export interface RoomContext {
  storage: Storage;
  catalog: CatalogEntry[];
  bots: BotPool;
  log: Logger;
  /** Minimum time a bot takes to act, whatever it thinks about, so its speed reveals nothing. */
  botDelayMs: number;
  /** Time budget of a searching bot (ISMCTS) per decision. */
  botThinkMs: number;
  /** How long a dropped connection keeps its session for Colyseus's own reconnection. */
  reconnectSeconds: number;
  /** Seconds an unfinished match may sit with nobody connected and nothing to do before its room closes. */
  idleSeconds: number;
  /** Multiplier on the table clock's delays (1 in production). */
  clockScale: number;
  /** Counts messages per client address across every room. */
  messages: MessageLimiter;
  /** People and their Space Alert explorers' logs. */
  explorers: Explorers;
  /** Take a websocket's address from the proxy's X-Forwarded-For entry. */
  trustProxy: boolean;
}

let current: RoomContext | null = null;

export function setRoomContext(ctx: RoomContext | null): void {
  current = ctx;
}

export function roomContext(): RoomContext {
  if (!current) throw new Error('the server is not started');
  return current;
}
