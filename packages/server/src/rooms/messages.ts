import { type Action, type HistoryEntry, type MatchView, projectEvents, type Viewer } from '@airlock/engine';
import type { SeatInfo, UndoStatus, UpdateMessage, WelcomeMessage } from '../protocol.ts';
import type { MatchMeta, StoredSeat } from '../storage/index.ts';
import type { Shape } from './delta.ts';
import type { LiveMatch } from './live-match.ts';

/** One client connection to a room. */
export interface Session {
  seat: number | null;
  /** The address it connected from: incoming messages are counted per address (message-limit.ts). */
  address: string;
  /** When this connection was last told a message of its was refused for rate (ms). */
  refusedNoticeAt: number;
  /** A refusal notice held back until the interval since the last one ends. */
  noticeTimer?: NodeJS.Timeout;
  /** Steps whose events this client has received. */
  sentStep: number;
  /** An agreed undo took the match back since this client's last update: send the whole log again. */
  rewound?: boolean;
  connected: boolean;
  /** This client asked for patches (`sync`): after a full update it is sent only what changed. */
  patches?: boolean;
  /** The number of the last update or patch sent on this connection (UpdateMessage.seq). */
  seq?: number;
  /** The last update sent to this client, as delta.ts compares it (only for a client taking patches). */
  shape?: Shape;
}

/** Views and legal lists built for one round of updates, shared by every client with the same viewer. */
export type ViewCache = Map<Viewer, { view: MatchView; legal: Action[] | null }>;

/** The public seat list: who holds each seat and whether someone is connected to it (never tokens). */
export function seatInfos(seats: readonly StoredSeat[], sessions: Iterable<Session>): SeatInfo[] {
  const connected = new Set<number>();
  for (const s of sessions) if (s.seat !== null && s.connected) connected.add(s.seat);
  return seats.map((s, seat) => {
    const info: SeatInfo = {
      seat,
      kind: s.kind,
      name: s.name,
      connected: s.kind === 'bot' || connected.has(seat),
      claimed: s.kind === 'bot' || s.tokenHash !== null,
    };
    if (s.bot) info.bot = s.bot;
    return info;
  });
}

/** A welcome; the token is included only for the client that has just claimed the seat. */
export function welcomeFor(meta: MatchMeta, seat: number | null, seats: SeatInfo[], token?: string): WelcomeMessage {
  const msg: WelcomeMessage = {
    matchId: meta.matchId,
    game: meta.game,
    players: meta.players,
    options: meta.options,
    seat,
    seats,
  };
  if (token) msg.token = token;
  return msg;
}

/**
 * Everything one client may know now: its own view (the spectator view for a spectator), its legal
 * actions when it is asked, and the events since its last update, each projected for it.
 */
export function updateFor(
  live: LiveMatch,
  session: Session,
  seats: SeatInfo[],
  clockMs: number | undefined,
  undo?: UndoStatus,
  cache?: ViewCache,
): UpdateMessage {
  const table = live.table;
  const viewer: Viewer = session.seat ?? 'spectator';
  let built = cache?.get(viewer);
  if (!built) {
    built = { view: table.view(viewer), legal: null };
    cache?.set(viewer, built);
  }
  const view = built.view;
  const asked = session.seat !== null && view.pending.some((p) => p.actor === session.seat);
  if (asked && !built.legal) built.legal = live.legal(session.seat as number);
  const events: UpdateMessage['events'] = [];
  for (let i = session.sentStep; i < table.history.length; i++) {
    const seen = projectEvents((table.history[i] as HistoryEntry).events, viewer);
    if (seen.length > 0) events.push({ step: i + 1, events: seen });
  }
  const msg: UpdateMessage = {
    view,
    legal: asked ? (built.legal as Action[]) : [],
    events,
    seats,
    result: view.result,
  };
  if (session.seat !== null) {
    const acted = live.actedAt(session.seat);
    if (acted !== undefined) msg.actedAt = acted;
  }
  if (clockMs !== undefined) msg.clockMs = clockMs;
  if (undo) msg.undo = undo;
  if (session.rewound) msg.rewound = true;
  return msg;
}
