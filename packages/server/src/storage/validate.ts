import { z } from 'zod';
import { BotKindSchema } from '../protocol.ts';
import type { MatchMeta, StoredAction } from './types.ts';

/**
 * Checks of what comes back from the store. A row edited by hand, truncated or corrupted must make
 * its own match unreadable, never crash the process or fail every other match's request.
 */
const SeatSchema = z.object({
  kind: z.enum(['human', 'bot']),
  bot: BotKindSchema.optional(),
  name: z.string(),
  tokenHash: z.string().nullable(),
});

const MetaSchema = z
  .object({
    matchId: z.string().min(1),
    game: z.string().min(1),
    name: z.string(),
    players: z.number().int().min(1).max(8),
    options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    seed: z.union([z.string(), z.number()]),
    engineVersion: z.string().optional(),
    seats: z.array(SeatSchema),
    createdAt: z.number(),
    step: z.number().int().min(0),
    over: z.boolean(),
  })
  .refine((m) => m.seats.length === m.players, 'the seat list does not match the player count');

const ActionSchema = z.object({
  actor: z.union([z.number().int().min(0).max(7), z.literal('system')]),
  action: z.object({ type: z.string() }),
});

function reasonOf(e: z.ZodError): string {
  const issue = e.issues[0];
  if (!issue) return 'unreadable';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`.slice(0, 200);
}

/** Parses a JSON column; a parse failure names the column. */
export function jsonColumn(text: unknown, column: string): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${column}: not valid JSON`);
  }
}

/** The meta as read, or the reason it cannot be used. Unknown extra fields are kept as they are. */
export function checkMeta(
  meta: Record<string, unknown>,
): { ok: true; meta: MatchMeta } | { ok: false; reason: string } {
  const r = MetaSchema.safeParse(meta);
  return r.success ? { ok: true, meta: meta as unknown as MatchMeta } : { ok: false, reason: reasonOf(r.error) };
}

export function checkAction(entry: unknown, index: number): StoredAction {
  const r = ActionSchema.safeParse(entry);
  if (!r.success) throw new Error(`action ${index}: ${reasonOf(r.error)}`);
  return entry as StoredAction;
}

/** What a damaged row still says about itself: enough for a summary that names the problem. */
export function damagedMeta(
  row: { match_id: string; game?: unknown; name?: unknown; created_at?: unknown },
  reason: string,
): MatchMeta {
  return {
    matchId: row.match_id,
    game: typeof row.game === 'string' ? row.game : 'unknown',
    name: typeof row.name === 'string' ? row.name : 'damaged match',
    players: 0,
    options: {},
    seed: 0,
    engineVersion: '',
    seats: [],
    createdAt: Number(row.created_at) || 0,
    step: 0,
    over: false,
    quarantined: reason,
  };
}
