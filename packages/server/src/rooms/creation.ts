import { ServerError } from '@colyseus/core';
import { ENGINE_VERSION, resolveOptions } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import { botKindsFor } from '../bots/policies.ts';
import { roomContext } from '../context.ts';
import { type CreateMatch, CreateMatchSchema } from '../protocol.ts';
import { type MatchMeta, StorageUnavailable } from '../storage/index.ts';
import { LiveMatch, ruleErrorOf } from './live-match.ts';
import { restoreMatch, STORAGE_DOWN, STORAGE_REFUSED } from './restore.ts';
import { creationHashOf, newMatchId, newSeed, seatsFromSpecs } from './seats.ts';

/**
 * Codes used when a creation (answered over HTTP, so an HTTP status) or a join (a websocket error
 * code) is refused; the message carries the reason.
 */
export const CREATE_REFUSED = 400;
export const JOIN_REFUSED = 4401;

export interface RestoreOptions {
  restore: string;
}

export function refuse(message: string, code = JOIN_REFUSED): never {
  throw new ServerError(code, message);
}

/** The match a new room holds, and for a fresh one the settings of the person who created it. */
export interface OpenedMatch {
  live: LiveMatch;
  /** The creator's settings; null for a restored match. */
  creator: CreateMatch | null;
  /** Hash of the one-time token that alone may take the creator's seat (issue #16 item 3). */
  creationTokenHash: string | null;
}

function findEntry(game: string): CatalogEntry {
  const entry = roomContext().catalog.find((e) => e.game.id === game);
  if (!entry) refuse(`unknown game "${game.slice(0, 64)}"`, CREATE_REFUSED);
  return entry;
}

/**
 * A room's match: read back from storage when the room is asked to restore one, otherwise created
 * from the settings (checked against the game and its bots, then stored before anyone joins).
 */
export async function openMatch(options: unknown): Promise<OpenedMatch> {
  const ctx = roomContext();
  const restore = (options as Partial<RestoreOptions>)?.restore;
  if (typeof restore === 'string') {
    const live = await restoreMatch(restore);
    ctx.log.info({ matchId: restore, step: live.step }, 'match restored from storage');
    return { live, creator: null, creationTokenHash: null };
  }
  const parsed = CreateMatchSchema.safeParse(options);
  if (!parsed.success) refuse(`bad match settings: ${parsed.error.issues[0]?.message ?? 'invalid'}`, CREATE_REFUSED);
  const spec = parsed.data;
  const entry = findEntry(spec.game);
  if (spec.seats.length !== spec.players) refuse(`give exactly one seat per player (${spec.players})`, CREATE_REFUSED);
  const kinds = botKindsFor(entry);
  for (const s of spec.seats) {
    if (s.kind === 'bot' && !kinds.includes(s.bot))
      refuse(`${entry.game.name} has no ${s.bot} bot: it offers ${kinds.join(', ')}`, CREATE_REFUSED);
  }
  let resolved: MatchMeta['options'];
  try {
    resolved = resolveOptions(entry.game, spec.players, spec.options);
  } catch (e) {
    refuse(ruleErrorOf(e)?.message ?? 'bad match settings', CREATE_REFUSED);
  }
  const meta: MatchMeta = {
    matchId: newMatchId(),
    game: entry.game.id,
    name: spec.name ?? entry.game.name,
    players: spec.players,
    options: resolved,
    seed: spec.seed ?? newSeed(),
    engineVersion: ENGINE_VERSION,
    seats: seatsFromSpecs(spec.seats),
    createdAt: Date.now(),
    step: 0,
    over: false,
  };
  await ctx.storage.createMatch(meta).catch((e) => {
    if (e instanceof StorageUnavailable) refuse(STORAGE_DOWN, STORAGE_REFUSED);
    throw e;
  });
  const live = new LiveMatch(entry, meta, ctx.storage);
  ctx.log.info({ matchId: meta.matchId, game: meta.game, players: meta.players }, 'match created');
  return { live, creator: spec, creationTokenHash: creationHashOf(options) };
}
