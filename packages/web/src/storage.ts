/**
 * What the browser remembers between visits: seat tokens for online matches (to resume after a reload
 * or on return). A token is the seat's secret; it never leaves this browser except to the server that
 * issued it. The hotseat match in progress is kept sealed by hotseat/store.ts.
 */
export interface SeatTicket {
  matchId: string;
  game: string;
  seat: number | null;
  token: string;
  savedAt: number;
}

const TICKETS = 'airlock.tickets';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function tickets(): SeatTicket[] {
  return read<SeatTicket[]>(TICKETS, []);
}

export function ticketFor(matchId: string): SeatTicket | undefined {
  return tickets().find((t) => t.matchId === matchId);
}

export function saveTicket(t: SeatTicket): void {
  const rest = tickets().filter((x) => x.matchId !== t.matchId);
  localStorage.setItem(TICKETS, JSON.stringify([t, ...rest].slice(0, 30)));
}

export function forgetTicket(matchId: string): void {
  localStorage.setItem(TICKETS, JSON.stringify(tickets().filter((x) => x.matchId !== matchId)));
}
