/** An open undo request as the server describes it (see the server's protocol, UndoStatus). */
export interface UndoRequestInfo {
  by: number;
  waitingOn: number[];
  /** The step the match goes back to. */
  backTo?: number;
  /** The actions taken back, oldest first, by who took them. */
  removed?: { step: number; actor: number | 'system' }[];
}

/**
 * What an undo takes back, said exactly: how many steps, from which step to which, and whose actions
 * go (the asker's own and every action after it, other people's and the table's included).
 */
export function undoScope(r: UndoRequestInfo, me: number | null, names: readonly string[]): string {
  const removed = r.removed ?? [];
  if (removed.length === 0 || r.backTo === undefined) return 'It takes back their last move.';
  const last = removed[removed.length - 1]?.step ?? r.backTo;
  const name = (a: number | 'system') =>
    a === 'system' ? 'the table' : a === me ? 'yours' : (names[a] ?? `Seat ${a + 1}`);
  const counts = new Map<string, number>();
  for (const x of removed) counts.set(name(x.actor), (counts.get(name(x.actor)) ?? 0) + 1);
  const whose = [...counts].map(([n, k]) => `${k} ${n === 'yours' ? 'of yours' : `by ${n}`}`).join(', ');
  const steps = removed.length === 1 ? `step ${last}` : `steps ${r.backTo + 1} to ${last}`;
  return `The match goes back from step ${last} to step ${r.backTo}, removing ${removed.length} action${removed.length === 1 ? '' : 's'} (${steps}: ${whose}).`;
}
