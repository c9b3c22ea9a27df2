import type { Rng } from '@airlock/engine';
import { callsIn, threatDeck } from '../missions/threat-decks.ts';
import type { TimelineEvent } from '../missions/timeline.ts';
import type { Announced, SaState } from '../round/state.ts';

/**
 * The threats still to come in a sampled state (one from `determinize`): each threat event of its
 * timeline not heard yet turns up a card as the soundtrack would (src/round/announce.ts): drawn from
 * the deck of its kind and severity without the cards already out, with a card it calls in.
 */
export function futureThreats(s: SaState, rng: Rng): Announced[] {
  const used = new Set<string>();
  for (const a of s.announced) {
    if (a.threat) used.add(a.threat);
    if (a.calls) used.add(a.calls.threat);
  }
  const draw = (kind: 'external' | 'internal', serious: boolean): string | null => {
    const left = threatDeck(s.o, kind, serious).filter((id) => !used.has(id));
    if (left.length === 0) return null;
    const id = rng.pick(left);
    used.add(id);
    return id;
  };
  const out: Announced[] = [];
  let letter = s.announced.filter((x) => x.calls).length;
  for (let i = s.next; i < s.timeline.length; i++) {
    const e = s.timeline[i] as TimelineEvent;
    if (e.what !== 'threat') continue;
    const a: Announced = { turn: e.turn, zone: e.zone, serious: e.serious, unconfirmed: e.unconfirmed, threat: null };
    if (!e.unconfirmed || s.crew === 5) {
      a.threat = draw(e.zone === 'internal' ? 'internal' : 'external', e.serious);
      const calls = a.threat ? callsIn(a.threat) : null;
      if (calls) {
        const called = draw(calls, false);
        a.calls = called ? { threat: called, letter: ++letter } : null;
      }
    }
    out.push(a);
  }
  return out;
}
