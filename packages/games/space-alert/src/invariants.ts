import { actionDeck, card, copies, HEROIC_CARDS } from './data/cards.ts';
import { sidesOf } from './round/program.ts';
import type { SaState } from './round/state.ts';

/** Every card in the game: the action deck, the heroic cards dealt, the specialization cards drawn. */
function expectedCards(s: SaState): number {
  let n = copies(actionDeck(s.o.doubleActions));
  if (s.stage === 'draft') return n;
  if (!s.o.specializations) n += s.players === 1 ? HEROIC_CARDS.length : s.crew;
  // Each crew member carries the special cards of its own level (levels may differ by seat).
  else for (const sp of s.specs) if (sp) n += sp.level === 3 ? 2 : 1;
  return n;
}

/** Checked by the test kit after every action. */
export function invariants(s: SaState): string[] {
  const out: string[] = [];
  let held = s.deck.length;
  for (const h of s.hands) held += h.length;
  for (const a of s.aside) held += a.length;
  for (const b of s.boards) for (const slot of b) if (slot) held += slot.w ? 2 : 1;
  const want = expectedCards(s);
  if (held !== want) out.push(`cards not conserved: ${held} in play, ${want} expected`);
  s.hands.forEach((h, seat) => {
    for (let i = 1; i < h.length; i++)
      if ((h[i - 1] as string) > (h[i] as string)) out.push(`hand of seat ${seat} is not sorted`);
  });
  for (const b of s.boards) {
    if (b.length !== s.turns) out.push('a board has the wrong number of turns');
    for (const slot of b)
      if (slot && !sidesOf(slot.c).includes(slot.top)) out.push(`card ${slot.c} cannot lie ${slot.top} up`);
  }
  for (const id of s.deck) if (card(id).cls !== 'basic' && card(id).cls !== 'double') out.push(`${id} is in the deck`);
  if (s.stage === 'planning') {
    s.seatPhase.forEach((p, seat) => {
      if (p < s.phase) out.push(`seat ${seat} plans phase ${p} after it ended`);
    });
  }
  if (s.o.clock === 'realtime' && s.ready.some((x) => x)) out.push('ready flags on the realtime clock');
  if (s.next > s.timeline.length || s.heard.length !== s.next) out.push('the soundtrack position is inconsistent');
  if ((s.stage === 'over') !== (s.result !== null)) out.push('a result exists exactly when the mission is over');
  return out;
}
