import type { SaView } from '@airlock/space-alert';
import { threatName } from './labels.ts';

export type Heard = SaView['heard'][number];

/** m:ss of the soundtrack. */
export function clock(ms: number): string {
  const t = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`;
}

/**
 * One announcement in our own words, as it is shown and spoken. A threat names its card once the
 * crew may know it (the view's `announced` list follows the order of the threat announcements).
 */
export function heardText(e: Heard, v: SaView, index: number): string {
  switch (e.what) {
    case 'threat': {
      const nth = v.heard.slice(0, index + 1).filter((x) => x.what === 'threat').length - 1;
      const a = v.announced[nth];
      const where = e.zone === 'internal' ? 'internal' : `${e.zone} zone`;
      const counted = a?.threat ? `: ${threatName(a.threat)}` : e.unconfirmed ? ' (unconfirmed: ignored)' : '';
      const calls = a?.calls ? `, calling in ${threatName(a.calls.threat)}` : '';
      return `${e.unconfirmed ? 'Unconfirmed report: time' : 'Time'} T+${e.turn}, ${e.serious ? 'serious ' : ''}threat, ${where}${counted}${calls}`;
    }
    case 'data':
      return 'Incoming data';
    case 'transfer-open':
      return 'Data transfer open: each crew member may give one card';
    case 'transfer-close':
      return 'Data transfer closed';
    case 'comms-down':
      return 'Communications down: no talking';
    case 'comms-up':
      return 'Communications restored';
    case 'warning':
      return `Phase ${e.phase} ends in ${e.left} seconds`;
    case 'phase-end':
      return `Phase ${e.phase} over`;
  }
}

/** The shown line: the soundtrack time, then the words. */
export function heardLine(e: Heard, v: SaView, index: number): string {
  return `${clock(e.at)} ${heardText(e, v, index)}`;
}

/** What the voice says: the shown words, with the turn marker read out. */
export function spokenText(shown: string): string {
  return shown.replace(/T\+(\d+)/g, 'T plus $1').replace(/: /g, '. ');
}

/**
 * Seconds left in the current phase, when the soundtrack has said it: a phase's length is secret
 * until its first warning (one minute before its end), so before that there is no countdown to show.
 * `elapsedMs` is time the client has animated since the view's `now` (real-time clock only).
 */
export function phaseLeft(v: SaView, elapsedMs = 0): number | null {
  let w: Extract<Heard, { what: 'warning' }> | null = null;
  for (const e of v.heard) if (e.what === 'warning' && e.phase === v.phase) w = e;
  if (!w) return null;
  return Math.max(0, w.left - Math.floor((v.now + elapsedMs - w.at) / 1000));
}

/** Seconds left of an open data transfer window (the soundtrack's 15 seconds), or null when closed. */
export function transferLeft(v: SaView, windowSeconds: number, elapsedMs = 0): number | null {
  if (!v.transfer.open) return null;
  let at: number | null = null;
  for (const e of v.heard) if (e.what === 'transfer-open') at = e.at;
  if (at === null) return null;
  return Math.max(0, windowSeconds - Math.floor((v.now + elapsedMs - at) / 1000));
}
