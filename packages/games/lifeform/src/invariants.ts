import { CREW_DECK, LIFEFORM_DECK } from './data/cards.ts';
import { TERROR_DECK } from './data/terror.ts';
import { extrasInvariants } from './extras.ts';
import { CREW_KINDS, LIFEFORM_KINDS, TERROR_KINDS } from './piles.ts';
import { type Counts, LIFEFORM, type LfState, total } from './state.ts';

/** Checked after every action by the test kit: cards conserved, images apart, pieces where they may be. */
export function invariants(s: LfState): string[] {
  const out: string[] = [];
  const sum = (...cs: Counts[]) => cs.reduce((n, c) => n + total(c), 0);
  const crewHands = s.hands.slice(1).reduce((n, h) => n + h.length, 0);
  const crewDeck = CREW_DECK.cards.reduce((n, c) => n + c.count, 0);
  const crewGone = total(s.gone.crew) - (s.gone.crew['flamethrower-card'] ?? 0);
  const inFlight = s.reaction ? 1 : 0;
  if (sum(s.piles.crew, s.discards.crew) + crewGone + crewHands + inFlight !== crewDeck)
    out.push('crew cards not conserved');
  const lifeDeck = LIFEFORM_DECK.cards.reduce((n, c) => n + c.count, 0);
  let life = sum(s.piles.lifeform, s.discards.lifeform, s.gone.lifeform) + (s.hands[LIFEFORM]?.length ?? 0);
  for (const st of s.stack) if (st.k === 'keep-one') life += st.drawn.length;
  if (s.showdown?.fight) life += 1;
  if (life !== lifeDeck) out.push(`lifeform cards not conserved (${life} of ${lifeDeck})`);
  const terror = TERROR_DECK.cards.reduce((n, c) => n + c.count, 0);
  if (sum(s.terrorPile, s.discards.terror) !== terror) out.push('terror cards not conserved');
  // Draws look a deck's kinds up one by one (`piles.ts`): a pile holding another kind would hide it.
  const foreign = (c: Counts, kinds: readonly string[]) => Object.keys(c).some((k) => !kinds.includes(k));
  if (foreign(s.piles.crew, CREW_KINDS) || foreign(s.discards.crew, CREW_KINDS))
    out.push('a crew pile holds a foreign card');
  if (foreign(s.piles.lifeform, LIFEFORM_KINDS) || foreign(s.discards.lifeform, LIFEFORM_KINDS))
    out.push('a lifeform pile holds a foreign card');
  if (foreign(s.terrorPile, TERROR_KINDS) || foreign(s.discards.terror, TERROR_KINDS))
    out.push('a terror pile holds a foreign card');
  const at = s.images.filter((i) => i.at !== null).map((i) => i.at);
  if (new Set(at).size !== at.length) out.push('two images share a chamber');
  if (!s.over && s.stage === 'starship' && !s.candidates.includes(s.real))
    out.push('the real image is not a candidate');
  for (const c of s.chars)
    if (c.alive !== (c.at !== null)) out.push(`${c.id} is alive but nowhere, or dead but placed`);
  for (const c of Object.values(s.missions)) if (c < 0) out.push('negative mission tokens');
  out.push(...extrasInvariants(s));
  return out;
}
