import type { RematchStatus } from './connection.ts';

/** What a button next to the rematch line does: `propose` and `accept` send accept, the others decline. */
export type RematchButton = 'propose' | 'accept' | 'decline' | 'withdraw';

export interface RematchScreen {
  /** One sentence saying where the rematch stands, for this viewer. */
  line: string;
  buttons: RematchButton[];
  /** The new match's link for a viewer who is not moved there (a spectator, someone who declined). */
  link?: string;
  /** This viewer accepted and the new match is open: the screen moves there. */
  moveTo?: string;
}

export const REMATCH_LABELS: Record<RematchButton, string> = {
  propose: 'Rematch',
  accept: 'Accept the rematch',
  decline: 'Decline',
  withdraw: 'Withdraw',
};

function list(seats: readonly number[], names: readonly string[], me: number | null): string {
  const words = seats.map((s) => (s === me ? 'you' : (names[s] ?? `Seat ${s + 1}`)));
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The rematch part of the result panel, for the seat `me` (null: a spectator), from the server's
 * latest status (null: nobody proposed one yet).
 */
export function rematchScreen(
  status: RematchStatus | null,
  me: number | null,
  names: readonly string[],
): RematchScreen {
  const seated = me !== null;
  const who = (s: number) => (s === me ? 'You' : (names[s] ?? `Seat ${s + 1}`));
  if (!status || status.cancelled) {
    const line = status?.cancelled
      ? 'The rematch was withdrawn.'
      : seated
        ? 'Play again: same game, options and seats, new cards.'
        : '';
    return { line, buttons: seated ? ['propose'] : [] };
  }
  if (status.matchId) {
    if (status.token && seated)
      return { line: 'The rematch is open: moving you to your seat…', buttons: [], moveTo: status.matchId };
    const joined = list(status.accepted, names, me);
    return seated
      ? {
          line: `The rematch started with ${joined}; your seat there is open if you change your mind.`,
          buttons: [],
          link: `#/match/${status.matchId}`,
        }
      : { line: `The rematch started with ${joined}.`, buttons: [], link: `#/match/${status.matchId}?spectate` };
  }
  const waiting = status.waiting.length > 0 ? `waiting for ${list(status.waiting, names, me)}` : 'opening';
  if (me !== null && status.accepted.includes(me))
    return {
      line: `${status.by === me ? 'You proposed a rematch' : 'You accepted the rematch'}; ${waiting}.`,
      buttons: ['withdraw'],
    };
  if (me !== null && status.declined.includes(me))
    return { line: `You declined the rematch (${waiting}); you can still accept until it opens.`, buttons: ['accept'] };
  const proposal = `${who(status.by)} proposes a rematch: same game, options and seats.`;
  if (!seated) return { line: `${proposal} Accepted: ${list(status.accepted, names, null)}; ${waiting}.`, buttons: [] };
  return { line: proposal, buttons: ['accept', 'decline'] };
}
