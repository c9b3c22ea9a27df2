import type { CreateMatch, JoinMatch, MatchSummary } from '../../../server/src/protocol.ts';

export type { CreateMatch, JoinMatch, MatchSummary };

/** A game the server offers, read leniently: the exact shape of GET /api/games is the server's. */
export interface ServerGame {
  id: string;
  name: string;
}

export async function fetchServerGames(): Promise<ServerGame[] | null> {
  try {
    const res = await fetch('api/games');
    if (!res.ok) return null;
    const body = (await res.json()) as unknown;
    const list = Array.isArray(body) ? body : ((body as { games?: unknown[] })?.games ?? []);
    return list.flatMap((g) => {
      const o = g as { id?: unknown; name?: unknown; game?: { id?: unknown; name?: unknown } };
      const id = o.id ?? o.game?.id;
      const name = o.name ?? o.game?.name ?? id;
      return typeof id === 'string' ? [{ id, name: String(name) }] : [];
    });
  } catch {
    return null;
  }
}

export async function fetchMatches(): Promise<MatchSummary[] | null> {
  try {
    const res = await fetch('api/matches');
    if (!res.ok) return null;
    const body = (await res.json()) as unknown;
    return (Array.isArray(body) ? body : ((body as { matches?: MatchSummary[] })?.matches ?? [])) as MatchSummary[];
  } catch {
    return null;
  }
}

/** A finished match's record, if the server offers it (used by replays). */
export async function fetchRecord(matchId: string): Promise<unknown> {
  const res = await fetch(`api/matches/${encodeURIComponent(matchId)}/record`);
  if (!res.ok) throw new Error(`the server has no record for ${matchId} (${res.status})`);
  return res.json();
}
