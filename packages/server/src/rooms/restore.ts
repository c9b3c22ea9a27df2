import { ServerError } from '@colyseus/core';
import { roomContext } from '../context.ts';
import { StorageUnavailable } from '../storage/index.ts';
import { optionsWithExplorers } from './explorer-seat.ts';
import { LiveMatch } from './live-match.ts';

/** What a player is told while the database is away: nothing changed, and trying again will work. */
export const STORAGE_DOWN = 'storage unavailable, try again in a moment: nothing was changed';
/** Status of a creation or restore refused because the store is away (HTTP 503 Service Unavailable). */
export const STORAGE_REFUSED = 503;
/** Status of a match set aside as damaged (HTTP 410 Gone): it will not come back by retrying. */
export const QUARANTINED = 410;

/** The sentence a player reads about a quarantined match, with the stored reason. */
export function quarantineMessage(reason: string): string {
  return `this match's stored record is damaged and it has been set aside (${reason}); other matches are not affected`;
}

/**
 * Rebuilds a stored match for a room. A match whose rows cannot be read, whose game is unknown, or
 * whose stored actions its game refuses is quarantined (marked in storage, logged once) and refused
 * with the reason: it can never start, and it must not fail the restart sweep or any other match.
 */
export async function restoreMatch(matchId: string): Promise<LiveMatch> {
  const ctx = roomContext();
  let stored: Awaited<ReturnType<typeof ctx.storage.loadMatch>>;
  try {
    stored = await ctx.storage.loadMatch(matchId);
  } catch (e) {
    if (e instanceof StorageUnavailable) throw new ServerError(STORAGE_REFUSED, STORAGE_DOWN);
    throw e;
  }
  if (!stored) throw new ServerError(400, 'there is no such match');
  let reason = stored.meta.quarantined;
  let live: LiveMatch | undefined;
  if (!reason) {
    const entry = ctx.catalog.find((e) => e.game.id === stored.meta.game);
    // Not damage: the operator may bring the game back, so the match is refused but not set aside.
    if (!entry)
      throw new ServerError(400, `this match's game "${stored.meta.game.slice(0, 64)}" is not on this server`);
    try {
      // Explorers' levels travel with the seats (explorer-seat.ts): the match replays under them.
      const meta = { ...stored.meta, options: optionsWithExplorers(entry, stored.meta) };
      live = LiveMatch.restore(entry, meta, stored.actions, ctx.storage);
    } catch (e) {
      reason = (e as Error).message ?? 'replay failed';
      ctx.log.error({ matchId, err: (e as Error).cause ?? e }, 'stored match does not replay');
    }
  }
  if (live) return live;
  const why = reason ?? 'unreadable';
  ctx.log.error({ matchId, reason: why }, 'match quarantined: its stored record cannot be rebuilt');
  await ctx.storage.quarantine(matchId, why).catch((e) => {
    ctx.log.warn({ err: e, matchId }, 'could not mark the match quarantined');
  });
  throw new ServerError(QUARANTINED, quarantineMessage(why));
}
