import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker, ServerError } from '@colyseus/core';
import type { Logger } from 'pino';
import { CreateMatchSchema, ROOM_NAME, seedRefusal } from '../protocol.ts';
import { hashToken, newToken } from '../rooms/seats.ts';
import { readJsonBody, refusal, sendJson } from './guard.ts';
import { type AddressLimiter, clientAddress } from './limits.ts';

/** The status a room's own refusal of its settings carries (CREATE_REFUSED in rooms/creation.ts). */
const SETTINGS_REFUSED = 400;

export interface CreateDeps {
  log: Logger;
  limiter: AddressLimiter;
  trustProxy: boolean;
  maxBodyBytes: number;
  /** Told which address created which match, so the lobby can keep one address from filling it. */
  created: (matchId: string, address: string) => void;
}

/**
 * POST /matchmake/create/<room>, the Colyseus client's `create` call, answered here rather than by
 * Colyseus: creations are counted per client address; settings and the seed rule are checked before
 * any room exists; and the creator's seat is bound to a one-time creation token. The room is created
 * with only the token's hash; the token itself goes into the seat reservation this call returns, which
 * only the caller holds, so whoever else joins the new room (with any options at all) cannot take the
 * creator's seat.
 */
export function createHandler(deps: CreateDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const address = clientAddress(req, deps.trustProxy);
    const wait = deps.limiter.take(address);
    if (wait > 0) {
      deps.log.warn({ address }, 'match creation rate-limited');
      const seconds = Number.isFinite(wait) ? wait : 3600;
      return refusal(res, 429, 'RATE_LIMITED', `too many new matches from your address; try again in ${seconds} s`, {
        'retry-after': String(seconds),
      });
    }
    const roomName = /^\/matchmake\/create\/([^/?]+)/.exec(req.url ?? '')?.[1];
    if (roomName !== ROOM_NAME)
      return refusal(res, 404, 'NOT_FOUND', `there is no room type "${String(roomName).slice(0, 32)}"`);
    let body: unknown;
    try {
      body = await readJsonBody(req, deps.maxBodyBytes);
    } catch (e) {
      const status = (e as { status?: number }).status ?? 400;
      return refusal(res, status, 'BAD_REQUEST', status === 413 ? 'request body too large' : 'the body must be JSON');
    }
    const parsed = CreateMatchSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || 'settings';
      return refusal(res, 400, 'BAD_OPTIONS', `bad match settings: ${where}: ${issue?.message ?? 'invalid'}`);
    }
    const problem = seedRefusal(parsed.data);
    if (problem) return refusal(res, 400, 'SEED_REFUSED', problem);

    const token = newToken();
    let reservation: unknown;
    try {
      const room = await matchMaker.createRoom(ROOM_NAME, { ...parsed.data, creationTokenHash: hashToken(token) });
      reservation = await matchMaker.reserveSeatFor(room, { creationToken: token });
      deps.created(room.roomId, address);
    } catch (e) {
      // A room's deliberate refusal (unknown game, bad options) is worded for the player; anything
      // else (a database error...) is logged and answered with a generic sentence.
      if (e instanceof ServerError && e.code === SETTINGS_REFUSED) {
        return refusal(res, 400, 'BAD_OPTIONS', e.message);
      }
      deps.log.error({ err: e }, 'match creation failed');
      return refusal(res, 500, 'SERVER_ERROR', 'the match could not be created; try again');
    }
    sendJson(res, 200, reservation);
  };
}
