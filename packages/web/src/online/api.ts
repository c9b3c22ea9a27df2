import type { BotKind, CreateMatch, JoinMatch, MatchSummary } from '../../../server/src/protocol.ts';

export type { BotKind, CreateMatch, JoinMatch, MatchSummary };

/** A game the server offers (the parts of its GameSummary the lobby uses), with the bots it can seat. */
export interface ServerGame {
  id: string;
  name: string;
  bots: BotKind[];
}

export async function fetchServerGames(): Promise<ServerGame[] | null> {
  try {
    const res = await fetch('api/games');
    if (!res.ok) return null;
    const body = (await res.json()) as unknown;
    const list = Array.isArray(body) ? body : ((body as { games?: unknown[] })?.games ?? []);
    return list.flatMap((g) => {
      const o = g as { id?: unknown; name?: unknown; bots?: unknown };
      const bots = Array.isArray(o.bots) ? (o.bots as BotKind[]) : (['random'] as BotKind[]);
      return typeof o.id === 'string' ? [{ id: o.id, name: String(o.name ?? o.id), bots }] : [];
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

/** One match's summary (the server also brings its room up if it was asleep). */
export async function fetchMatch(matchId: string): Promise<MatchSummary | null> {
  try {
    const res = await fetch(`api/matches/${encodeURIComponent(matchId)}`);
    return res.ok ? ((await res.json()) as MatchSummary) : null;
  } catch {
    return null;
  }
}

/** A finished match's record, if the server offers it (used by replays). */
export async function fetchRecord(matchId: string): Promise<unknown> {
  const res = await fetch(`api/matches/${encodeURIComponent(matchId)}/record`);
  if (!res.ok) {
    const why = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(why?.message ?? `the server has no record for ${matchId} (${res.status})`);
  }
  return res.json();
}
