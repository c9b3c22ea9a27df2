import type { Client } from '@colyseus/core';
import { canonical, resolveOptions } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import { roomContext } from '../context.ts';
import { explorerWindowOpen } from '../explorers/record.ts';
import { ExplorerRefusal } from '../explorers/service.ts';
import { ExplorerSeatSchema } from '../protocol.ts';
import type { MatchMeta, StoredSeat } from '../storage/index.ts';
import { ruleErrorOf } from './live-match.ts';
import type { RoomCore } from './room-core.ts';

/** The game's option for the specialization level of the person in `seat`, when the game has one. */
export function seatLevelKey(entry: CatalogEntry, seat: number): string | null {
  const key = `specLevel${seat + 1}`;
  return entry.game.options.some((o) => o.key === key) ? key : null;
}

/** The game's option for the known specializations of the person in `seat`, when the game has one. */
export function seatKnownKey(entry: CatalogEntry, seat: number): string | null {
  const key = `specKnown${seat + 1}`;
  return entry.game.options.some((o) => o.key === key) ? key : null;
}

/**
 * The match's options with each seated explorer's specialization level and known specializations
 * in its seat's options (`specLevelN`, `specKnownN`: the draft then offers the explorer its own).
 * Only with the Experience System, which is where explorers' logs belong: without it the match's
 * settings give every level, as at a table where nobody brought a log. The match's options as
 * created stay in storage; the levels and lists travel with the seats, and a restore applies them
 * again. A seat stored before lists were kept brings its level only.
 */
export function optionsWithExplorers(entry: CatalogEntry, meta: MatchMeta): MatchMeta['options'] {
  if (meta.game !== 'space-alert' || meta.options.experience !== true) return meta.options;
  let options = meta.options;
  meta.seats.forEach((s, seat) => {
    const level = s?.explorer?.level;
    const key = seatLevelKey(entry, seat);
    if (key && level !== undefined) options = { ...options, [key]: level };
    const known = s?.explorer?.known;
    const knownKey = seatKnownKey(entry, seat);
    // Empty for an explorer who knows none yet: it replaces the list of an explorer seated before.
    if (knownKey && known !== undefined) options = { ...options, [knownKey]: known };
  });
  return options;
}

/**
 * A person chooses the explorer who flies their seat (Space Alert, before the first announcement).
 * With the Experience System the seat then flies at the explorer's level and chooses among its known
 * specializations: the match is played again
 * from its seed under the new options, and the choice is refused (nothing changed) when the game
 * refuses those options or an action already taken does not fit them.
 */
export async function chooseExplorer(room: RoomCore, client: Client, payload: unknown): Promise<void> {
  const session = room.sessions.get(client.sessionId);
  if (!session) return;
  const no = (message: string) => room.sendError(client, 'EXPLORER_REFUSED', message);
  if (session.seat === null) return room.sendError(client, 'NOT_SEATED', 'spectators fly no explorer');
  const parsed = ExplorerSeatSchema.safeParse(payload);
  if (!parsed.success) return room.sendError(client, 'MALFORMED_MESSAGE', 'an explorer message is { key, explorer }');
  const live = room.live;
  if (live.meta.game !== 'space-alert') return no('explorers fly Space Alert missions only');
  if (!explorerWindowOpen(live.table.match.state)) {
    return no("an explorer takes a seat before the first announcement of the match's first mission");
  }
  let chosen: NonNullable<StoredSeat['explorer']>;
  try {
    chosen = await roomContext().explorers.forSeat(parsed.data.key, parsed.data.explorer);
  } catch (e) {
    if (e instanceof ExplorerRefusal) return no(e.message);
    throw e;
  }
  const seat = session.seat;
  if (live.meta.seats.some((s, i) => i !== seat && s.explorer?.id === chosen.id)) {
    return no('this explorer already flies another seat of this match');
  }
  const seats = live.meta.seats.map((s, i) => (i === seat ? { ...s, explorer: chosen } : s));
  await room.resync();
  const before = live.meta.options;
  const wanted = optionsWithExplorers(live.entry, { ...live.meta, seats });
  const changed = canonical(wanted) !== canonical(before);
  if (changed) {
    try {
      live.reconfigure(resolveOptions(live.entry.game, live.meta.players, wanted));
    } catch (e) {
      const rule = ruleErrorOf(e);
      if (rule)
        return no(
          `${chosen.name} flies at specialization level ${chosen.level}${chosen.known ? ` (knows ${chosen.known})` : ''}, which this match refuses: ${rule.message}`,
        );
      throw e;
    }
  }
  try {
    await roomContext().storage.updateSeats(live.meta.matchId, seats);
  } catch (e) {
    live.markUnsure();
    if (changed) live.reconfigure(before);
    throw e;
  }
  live.meta.seats = seats;
  if (changed) {
    // Played again from the seed: every client gets its whole view and log afresh, and the clock
    // and bots look again at what is pending.
    for (const s of room.sessions.values()) {
      s.sentStep = 0;
      s.rewound = true;
    }
    room.autoplay.reset();
    room.autoplay.drive();
  }
  room.broadcastUpdates();
}
