import { cardName } from '../data/cards.ts';
import type { ApplyContext } from '@airlock/engine';
import { threatCard } from '../data/threats.ts';
import { callsIn, threatDeck } from '../missions/threat-decks.ts';
import type { TimelineEvent } from '../missions/timeline.ts';
import { dealPacket, drawCard, addToHand, humans } from './deal.ts';
import { lastPhase } from './program.ts';
import type { Announced, SaState } from './state.ts';

/** Seconds as the soundtrack says them, for the log. */
function clock(ms: number): string {
  const t = Math.floor(ms / 1000);
  return `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`;
}

/** Moves a seat on to its next phase: the earlier turns lock, the next packet is dealt. */
export function advanceSeat(s: SaState, seat: number, ctx: ApplyContext): void {
  const next = (s.seatPhase[seat] as number) + 1;
  s.seatPhase[seat] = next;
  if (next <= lastPhase(s) && s.players > 1) dealPacket(s, seat, next, ctx, null);
}

/** Threat ids already turned up in this mission (a card comes up once). */
function used(s: SaState): Set<string> {
  const out = new Set<string>();
  for (const a of s.announced) {
    if (a.threat) out.add(a.threat);
    if (a.calls) out.add(a.calls.threat);
  }
  return out;
}

function drawThreat(s: SaState, kind: 'external' | 'internal', serious: boolean, ctx: ApplyContext): string | null {
  const taken = used(s);
  const left = threatDeck(s.o, kind, serious).filter((id) => !taken.has(id));
  return left.length > 0 ? ctx.rng.pick(left) : null;
}

/**
 * Plays the next event of the soundtrack. Every event makes a piece of the secret future known to
 * all, so each is emitted as a public reveal.
 */
export function fireNext(s: SaState, ctx: ApplyContext): void {
  const e = s.timeline[s.next] as TimelineEvent;
  s.next++;
  if (e.at > s.now) s.now = e.at;
  s.heard.push(e);
  for (let seat = 0; seat < s.players; seat++) s.acts[seat] = 0;
  const at = clock(e.at);
  switch (e.what) {
    case 'threat': {
      const a: Announced = { turn: e.turn, zone: e.zone, serious: e.serious, unconfirmed: e.unconfirmed, threat: null };
      const counts = !e.unconfirmed || s.crew === 5;
      const kind = e.zone === 'internal' ? 'internal' : 'external';
      if (counts) {
        a.threat = drawThreat(s, kind, e.serious, ctx);
        const calls = a.threat ? callsIn(a.threat) : null;
        if (calls) {
          const letter = s.announced.filter((x) => x.calls).length + 1;
          const called = drawThreat(s, calls, false, ctx);
          a.calls = called ? { threat: called, letter } : null;
        }
      }
      s.announced.push(a);
      const where = e.zone === 'internal' ? 'an internal' : `a ${e.zone}-zone`;
      const what = `${e.unconfirmed ? 'Unconfirmed report: ' : ''}time T+${e.turn}, ${where} ${e.serious ? 'serious ' : ''}threat`;
      const text = counts
        ? `${at} ${what}: ${a.threat ? threatCard(a.threat).name : 'no card left'}.`
        : `${at} ${what} (ignored: the crew is not five).`;
      ctx.emit({ rule: 'round.threat', text, data: { ...a, at: e.at } as never, reveals: true });
      return;
    }
    case 'data':
      incomingData(s, ctx, at);
      return;
    case 'transfer-open':
      s.transfer.open = true;
      s.transfer.sent = s.transfer.sent.map(() => false);
      ctx.emit({ rule: 'round.transfer', text: `${at} Data transfer: each player may give one card.`, reveals: true });
      return;
    case 'transfer-close':
      s.transfer.open = false;
      ctx.emit({ rule: 'round.transfer', text: `${at} Data transfer over.`, reveals: true });
      return;
    case 'comms-down':
      s.comms = false;
      ctx.emit({ rule: 'round.comms', text: `${at} Communications down: no talking.`, reveals: true });
      return;
    case 'comms-up':
      s.comms = true;
      ctx.emit({ rule: 'round.comms', text: `${at} Communications restored.`, reveals: true });
      return;
    case 'warning':
      ctx.emit({
        rule: 'round.warning',
        text: `${at} Phase ${e.phase} ends in ${e.left} seconds.`,
        data: { phase: e.phase, left: e.left },
        reveals: true,
      });
      return;
    case 'phase-end':
      phaseEnd(s, e.phase, ctx, at);
      return;
  }
}

/**
 * Incoming data: every player draws a card. With Double Actions and androids the crew also draws one
 * card per android, shared out one by one from where the last share stopped (002 "Androids").
 */
function incomingData(s: SaState, ctx: ApplyContext, at: string): void {
  ctx.emit({ rule: 'round.data', text: `${at} Incoming data: every player draws a card.`, reveals: true });
  if (s.players === 1) return;
  const extra = s.o.doubleActions ? s.crew - humans(s) : 0;
  const share = new Array<number>(s.players).fill(1);
  for (let i = 0; i < extra; i++) {
    const seat = (s.o.captain + s.extraAt) % s.players;
    share[seat] = (share[seat] as number) + 1;
    s.extraAt = (s.extraAt + 1) % s.players;
  }
  for (let seat = 0; seat < s.players; seat++) {
    const got: string[] = [];
    for (let i = 0; i < (share[seat] as number); i++) {
      const c = drawCard(s, ctx.rng);
      if (c !== null) got.push(c);
    }
    addToHand(s.hands[seat] as string[], got);
    ctx.emit({
      rule: 'round.data',
      text: `You draw ${got.map(cardName).join('; ') || 'nothing (the deck is empty)'}.`,
      data: { seat, cards: got },
      to: [seat],
      public: { text: `Draws ${got.length} card${got.length === 1 ? '' : 's'}.`, data: { seat, count: got.length } },
      reveals: true,
    });
  }
}

/** A phase ends: its turns lock for everyone; seats still in it move on (and get the next packet). */
function phaseEnd(s: SaState, phase: number, ctx: ApplyContext, at: string): void {
  s.phase = phase + 1;
  const final = phase >= lastPhase(s);
  ctx.emit({
    rule: 'round.phase-end',
    text: final ? `${at} Phase ${phase} ends: the mission's planning is over.` : `${at} Phase ${phase} ends.`,
    data: { phase },
    reveals: true,
  });
  for (let seat = 0; seat < s.players; seat++) if ((s.seatPhase[seat] as number) <= phase) advanceSeat(s, seat, ctx);
  if (final) {
    s.transfer.open = false;
    s.stage = 'resolve';
  }
}
