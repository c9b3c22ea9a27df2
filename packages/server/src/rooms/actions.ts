import type { Client } from '@colyseus/core';
import { ActMessageSchema, type ServerErrorCode } from '../protocol.ts';
import { ruleErrorOf } from './live-match.ts';
import type { RoomCore } from './room-core.ts';

/**
 * Handles one `act` from a seated person; resolves true when the action was accepted. A refusal
 * (a spectator, a malformed message, the soundtrack not started, a stale screen, the rules) is sent
 * back with its reason and changes nothing.
 */
export async function handleAct(room: RoomCore, client: Client, payload: unknown): Promise<boolean> {
  const session = room.sessions.get(client.sessionId);
  if (!session) return false;
  const deny = (code: ServerErrorCode, message: string) => {
    room.sendError(client, code, message);
    return false;
  };
  if (session.seat === null) return deny('NOT_SEATED', 'spectators cannot act');
  const parsed = ActMessageSchema.safeParse(payload);
  if (!parsed.success) return deny('MALFORMED_MESSAGE', 'an act message is { action: { type, ... }, step }');
  const { action, step } = parsed.data;
  if (room.readyCheck.open(room.live)) {
    return deny('NOT_READY', 'the soundtrack has not started: it starts once everyone at the table has said ready');
  }
  await room.resync();
  const live = room.live;
  if (live.isStale(session.seat, step)) {
    // Chosen on an older screen: always STALE_STEP, so a client refreshes rather than taking it for an
    // illegal move (a reaction window closed, a round was settled meanwhile). When the rules would
    // also refuse it now, their reason is added for a person; a repeat of an action already taken (a
    // double click) is not judged again.
    const acted = live.actedAt(session.seat);
    const refused = acted !== undefined && acted >= step ? null : live.refusal(session.seat, action);
    const why = refused ? ` (${refused.message})` : '';
    return deny('STALE_STEP', `the match is at step ${live.step}, not ${step}${why}`);
  }
  try {
    await live.commit(session.seat, action);
  } catch (e) {
    const rule = ruleErrorOf(e);
    if (rule) return deny(rule.code, rule.message);
    throw e;
  }
  // Any move changes what an open undo request would take back: the request lapses.
  room.undo.lapse();
  await room.afterChange();
  return true;
}
