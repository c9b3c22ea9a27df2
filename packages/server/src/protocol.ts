/**
 * The wire protocol between the browser app (or any client) and the game server. Shared by
 * packages/server (which validates every incoming message with the zod schemas below) and
 * packages/web (which imports the types). Everything a client receives is already projected for its
 * seat: a client never receives the match state, another seat's view, or an unprojected event.
 */
import { z } from 'zod';
import type { Action, ErrorCode, MatchView, OptionSpec, Options, Result, SeenEvent } from '@airlock/engine';
import type { ChatLine } from './rooms/chat.ts';

/** Colyseus room name: one room per match. */
export const ROOM_NAME = 'match';

/**
 * The bot kinds every game may offer; a game adds levels of its own (Space Alert: `planning`). Which
 * kinds one game seats is in its GameSummary's `bots` (GET /api/games), and creating a match with a
 * kind its game does not offer is refused with a message naming the ones it does.
 */
export const BOT_KINDS = ['random', 'heuristic', 'ismcts'] as const;
export type BotKind = string;
/** A bot kind as it may travel or be stored: a short lowercase name, checked against the game later. */
export const BotKindSchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'a bot kind is a short lowercase name');

export const SeatSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }),
  z.object({ kind: z.literal('bot'), bot: BotKindSchema }),
]);
export type SeatSpec = z.infer<typeof SeatSpecSchema>;

/** Longest display name (of a match or a seat), in characters, after normalising. */
export const NAME_MAX = 40;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Control characters, bidirectional overrides and isolates (they can make a name read as another). */
const INVISIBLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;

/**
 * A name as the server keeps and shows it: lone surrogates become U+FFFD (they are not text, and
 * PostgreSQL refuses them), Unicode NFC, no control or direction-override characters, runs of spaces
 * made one, trimmed, at most NAME_MAX characters. Empty means "use the default name".
 */
export function normaliseName(raw: string): string {
  const text = raw.replace(LONE_SURROGATE, '\uFFFD').normalize('NFC').replace(INVISIBLE, '').replace(/\s+/gu, ' ');
  return Array.from(text.trim()).slice(0, NAME_MAX).join('').trim();
}

/** A name as a client may send it: bounded before normalising, normalised after. */
const NameSchema = z.string().max(200).transform(normaliseName);

/**
 * Options of client.create(ROOM_NAME, ...): a new match. The creator takes the first human seat; the
 * seat goes to the connection that made the create call and to no one else (see docs/SERVER.md).
 */
export const CreateMatchSchema = z.object({
  game: z.string().min(1).max(64),
  players: z.number().int().min(1).max(8),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  seats: z.array(SeatSpecSchema).min(1).max(8),
  /**
   * A fixed seed, for a research or test match: accepted only when the creator is the one person at
   * the table (the other seats bots), since whoever knows the seed knows every hidden card. The server
   * picks a secret seed otherwise, and no message carries it before the match is over.
   */
  seed: z.union([z.number().int(), z.string().max(64)]).optional(),
  name: NameSchema.optional(),
  /** The creator's display name for the seat it takes. */
  playerName: NameSchema.optional(),
});
export type CreateMatch = z.input<typeof CreateMatchSchema>;

/** Why a fixed seed is refused for this table, or null when it may be used. */
export function seedRefusal(spec: { seed?: unknown; seats: readonly SeatSpec[] }): string | null {
  if (spec.seed === undefined) return null;
  const people = spec.seats.filter((s) => s.kind === 'human').length;
  return people > 1
    ? 'a fixed seed is allowed only when you are the only person at the table (bots in the other seats): whoever knows the seed knows every hidden card. Leave the seed out to play with others.'
    : null;
}

/**
 * Options of client.joinById(roomId, ...):
 * - { token }: resume the seat that token was issued for (reconnect, reload, another device);
 * - { seat }: claim a free human seat (the server answers with a new token in `welcome`);
 * - { spectate: true }: watch with the public view.
 */
export const JoinMatchSchema = z.union([
  z.object({ token: z.string().min(16).max(128) }),
  z.object({ seat: z.number().int().min(0).max(7), name: NameSchema.optional() }),
  z.object({ spectate: z.literal(true) }),
]);
export type JoinMatch = z.infer<typeof JoinMatchSchema>;

/** Client → server messages (room.send(type, payload)). */
export const ActMessageSchema = z.object({
  /** The action, exactly as listed in `legal`. */
  action: z.record(z.string(), z.unknown()),
  /** The step the client saw when it chose; a stale step is refused so a double-click cannot act twice. */
  step: z.number().int().min(0),
});
export type ActMessage = z.infer<typeof ActMessageSchema>;

/**
 * `undo` (no payload): ask to take back this seat's latest action. Granted only when nothing was
 * revealed or drawn since it, and once every other human seat has answered `undoAnswer` with agree.
 */
export const UndoAnswerSchema = z.object({ agree: z.boolean() });
export type UndoAnswer = z.infer<typeof UndoAnswerSchema>;

/**
 * `ready` (no payload): this person is ready for a real-time soundtrack to start (the ready check;
 * see `UpdateMessage.readyCheck`).
 */
export const CLIENT_MESSAGES = {
  act: 'act',
  undo: 'undo',
  undoAnswer: 'undoAnswer',
  ready: 'ready',
  explorer: 'explorer',
  chat: 'chat',
  rematch: 'rematch',
  sync: 'sync',
} as const;

/**
 * `sync`: send me a full update now. `patches: true` asks for patches (`PatchMessage`) instead of full
 * updates from then on; `missed: true` says a patch did not apply (its `base` was not the `seq` of the
 * last update this client holds): the full update then also carries the whole log again, as after a
 * rewind (`rewound`). A client that never sends `sync` receives full updates only.
 */
export const SyncMessageSchema = z.object({ patches: z.boolean(), missed: z.boolean().optional() });
export type SyncMessage = z.infer<typeof SyncMessageSchema>;

/**
 * `rematch`: once the match is over, a person at the table proposes a rematch (`accept: true` when none
 * is open) or answers the open proposal. The rematch opens when every person who was at the table has
 * answered, with those who accepted in their seats (see docs/SERVER.md, "Rematch").
 */
export const RematchAnswerSchema = z.object({ accept: z.boolean() });

/**
 * Server → client `rematch`: the proposal as it stands, sent on every change and on joining. `matchId`
 * is set once the new match is open; `token` (only to a seat that accepted, only on its own
 * connections) is that seat's token in the new match: join it with `{ token }`.
 */
export interface RematchStatus {
  /** The seat that proposed it. */
  by: number;
  accepted: number[];
  /** People still to answer. */
  waiting: number[];
  /** People who declined or left: their seats are open in the new match. */
  declined: number[];
  matchId?: string;
  token?: string;
  /** Withdrawn: everyone who had accepted declined or left. */
  cancelled?: true;
}

/** The lobby's chat room: one per server, joined by id (`client.joinById(LOBBY_CHAT_ROOM, { name })`). */
export const LOBBY_CHAT_ROOM = 'lobby-chat';
export const LobbyJoinSchema = z.object({ name: NameSchema.optional() });

/**
 * `chat`: a line for the table, or a quick emote. Text is plain (never markup), at most 200 characters
 * once cleaned; refused while the game forbids talking (CHAT_REFUSED) and beyond 5 lines in 10 s.
 */
export const ChatMessageSchema = z.union([
  z.object({ text: z.string().max(2000) }),
  z.object({ emote: z.enum(['hello', 'gg', 'thanks', 'sorry', 'think', 'hurry']) }),
]);

/** Server → client `chat`: a new line, or (`history`, on joining or reconnecting) the room's latest lines. */
export interface ChatMessage {
  lines: ChatLine[];
  /** The whole kept history: replaces what the client holds rather than adding to it. */
  history?: true;
}

/**
 * `explorer`: fly one of this person's Space Alert explorers in this seat (its log is updated when the
 * match ends). `key` is the person key (see docs/SERVER.md, "Explorers"). Accepted until the first
 * announcement of the match's first mission.
 */
export const ExplorerSeatSchema = z.object({
  key: z.string().min(16).max(128),
  explorer: z.string().min(1).max(64),
});

/** The undo state one seat sees in its updates. */
export interface UndoStatus {
  /** Whether this seat may ask now (it has an action to take back and no request is open). */
  canAsk: boolean;
  /**
   * The open request, if any: who asked, which seats have not agreed yet, and exactly what it takes
   * back: the match returns to step `backTo`, removing the actions after it (`removed`, oldest first,
   * by who took them: the asker's own and any that followed it, other seats' and the table's).
   */
  request: {
    by: number;
    waitingOn: number[];
    backTo: number;
    removed: { step: number; actor: number | 'system' }[];
  } | null;
}

/** Server → client messages. */
export interface SeatInfo {
  seat: number;
  kind: 'human' | 'bot';
  bot?: BotKind;
  name: string;
  connected: boolean;
  claimed: boolean;
}

export interface WelcomeMessage {
  matchId: string;
  game: string;
  players: number;
  options: Options;
  /** The seat this client holds, or null for a spectator. */
  seat: number | null;
  /** Secret seat token: keep it (e.g. in localStorage) to resume the seat. Only sent to its holder. */
  token?: string;
  seats: SeatInfo[];
}

export interface UpdateMessage {
  /**
   * This client's update number: 1 for the first update on this connection, one more for each update
   * or patch after it. A patch applies to the update whose `seq` is its `base`.
   */
  seq?: number;
  view: MatchView;
  /** This seat's legal actions now (empty for spectators and seats not being asked). */
  legal: Action[];
  /** Events since the previous update, projected for this seat, with the step that produced them. */
  events: { step: number; events: SeenEvent[] }[];
  seats: SeatInfo[];
  /**
   * Index of the step this seat's latest accepted action was (its action moved the match from step
   * `actedAt` to `actedAt + 1`), or absent if it has not acted. A client that sent an action at step
   * s knows it was taken once `actedAt >= s`; until then an update still offering the same decision
   * only means the server had not reached that message yet.
   */
  actedAt?: number;
  /** Undo: whether this seat may ask, and any open request (absent for spectators). */
  undo?: UndoStatus;
  /**
   * Set once after an agreed undo took the match back: `events` then holds the whole log again, and
   * the client replaces its log (and forgets which step it last acted at) instead of appending.
   */
  rewound?: true;
  /**
   * Present while a real-time soundtrack waits for its ready check: the human seats that said ready
   * and those still awaited. The clock, the bots and every planning action wait until it closes.
   */
  readyCheck?: { ready: number[]; waiting: number[] };
  /** The Space Alert explorer flying this seat, if one was chosen (only in this seat's own updates). */
  explorer?: { id: string; name: string };
  /** When the table's clock will act by itself (closing a reaction window...), as ms from now. */
  clockMs?: number;
  /** Why the table may not talk now (the game's rules, e.g. a communications failure): the chat is closed. */
  quiet?: string;
  result: Result | null;
}

/**
 * Server → client `patch` (only to a client that asked for patches with `sync`): this client's next
 * update, as the changes from its previous one (`base`), computed from this client's own updates only.
 * Applying `ops` in order to the update numbered `base` (every key but `events` and `rewound`, which
 * are never carried over) gives the update numbered `seq`, whose `events` are this message's. Each
 * op is `[path, value]` (set the value at that path of keys and array indices) or `[path]` (remove
 * that key); see packages/server/src/rooms/delta.ts. A client whose last update is not `base` sends
 * `sync` with `missed: true` and receives a full update. A full `update` comes on joining, on
 * reconnecting and after a rewind (undo, an explorer chosen, a storage resync).
 */
export interface PatchMessage {
  seq: number;
  base: number;
  ops: ([(string | number)[], unknown] | [(string | number)[]])[];
  events: UpdateMessage['events'];
}

/**
 * Every refusal the server sends: the engine's codes (see @airlock/engine errors.ts) plus the server's
 * own. Messages are written for the receiving seat and never mention what it may not know.
 */
export type ServerErrorCode =
  | ErrorCode
  /** The message is not one this protocol knows, or its payload has the wrong shape. */
  | 'MALFORMED_MESSAGE'
  /**
   * The action was chosen on a screen that is out of date: this seat already acted since that step (a
   * double click), or what it is asked changed since (another seat's answer overtook it). Nothing
   * changed; decide again from the latest update. Steps by others that left this seat's question as
   * it was (a pass in a shared window, a secret simultaneous choice) do not make a step stale.
   */
  | 'STALE_STEP'
  /** A spectator (or a seat a bot holds) tried to act. */
  | 'NOT_SEATED'
  /** Acting too fast: the room accepts a bounded number of messages per second from one client. */
  | 'RATE_LIMITED'
  /** An undo that cannot be asked or answered now (nothing to take back, a request already open...). */
  | 'UNDO_REFUSED'
  /** The action could not be stored; nothing changed, the client may retry. */
  | 'SERVER_ERROR'
  /** The database is away (restarting, unreachable): nothing changed; the same message works once it is back. */
  | 'STORAGE_UNAVAILABLE'
  /** A real-time soundtrack has not started: every person at the table must say ready first. */
  | 'NOT_READY'
  /** `ready` sent when no ready check is open. */
  | 'READY_REFUSED'
  /** An explorer that cannot fly this seat (not this person's, lost, too late, not Space Alert). */
  | 'EXPLORER_REFUSED'
  /** A chat line refused: empty, too fast, or the rules forbid talking now (the reason says which). */
  | 'CHAT_REFUSED'
  /** A rematch that cannot be proposed or answered now (the match is not over, a spectator, none open...). */
  | 'REMATCH_REFUSED';

export interface ErrorMessage {
  code: ServerErrorCode;
  message: string;
}

/**
 * Sent to everyone else when only the seat list changed (someone took a seat, connected, dropped or
 * left): the list alone, not a full update. A spectator coming or going changes no seat and sends
 * nothing to the others.
 */
export interface SeatsMessage {
  seats: SeatInfo[];
}

export const SERVER_MESSAGES = {
  chat: 'chat',
  rematch: 'rematch',
  welcome: 'welcome',
  update: 'update',
  patch: 'patch',
  seats: 'seats',
  error: 'error',
} as const;

/**
 * Summary of an open match for the lobby list (GET /api/matches) and GET /api/matches/:id.
 * The match id is also the Colyseus room id: join with client.joinById(matchId, ...). After a server
 * restart, GET /api/matches/:id brings the match's room back before answering, so a client whose
 * connection dropped calls it once and joins again with its token.
 */
export interface MatchSummary {
  matchId: string;
  game: string;
  name: string;
  players: number;
  freeSeats: number[];
  /** Every seat: who holds it (never its token), for the lobby. Who is connected is not listed here. */
  seats: LobbySeat[];
  step: number;
  over: boolean;
  /** Archived unfinished after nobody played it for the server's abandonment time; its record is kept. */
  abandoned?: true;
}

export type LobbySeat = Omit<SeatInfo, 'connected'>;

/** One game of the catalog (GET /api/games). */
export interface GameSummary {
  id: string;
  name: string;
  players: { min: number; max: number };
  options: OptionSpec[];
  presets: { label: string; players: number; options: Options }[];
  /** Bot kinds this server can seat for the game. */
  bots: BotKind[];
}
