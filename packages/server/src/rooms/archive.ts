import { matchMaker } from '@colyseus/core';
import { roomContext } from '../context.ts';
import type { Storage } from '../storage/index.ts';
import { restoreMatch } from './restore.ts';

/**
 * Archives the unfinished matches nobody has touched for `abandonSeconds`: each is replayed for its
 * record so far, then marked over and abandoned (kept, downloadable, shown as abandoned, never again
 * restored at start or listed in the lobby). A match some process holds a room for is left alone;
 * one that cannot be replayed is quarantined instead. Resolves with how many were archived.
 */
export async function archiveAbandoned(storage: Storage, abandonSeconds: number, limit = 500): Promise<number> {
  const ctx = roomContext();
  const before = Date.now() - abandonSeconds * 1000;
  const ids = await storage.idleMatchIds(before, limit);
  let archived = 0;
  for (const matchId of ids) {
    const listing = await matchMaker.getRoomById(matchId);
    if (
      listing &&
      (listing.processId === matchMaker.processId || (await matchMaker.healthCheckProcessId(listing.processId)))
    )
      continue;
    let live: Awaited<ReturnType<typeof restoreMatch>>;
    try {
      live = await restoreMatch(matchId);
    } catch {
      continue; // quarantined (and logged) by restoreMatch, or the store went away: next sweep
    }
    if (await storage.archiveMatch(matchId, live.record(), before)) {
      archived++;
      ctx.log.info({ matchId, step: live.step }, 'abandoned match archived');
    }
  }
  return archived;
}
