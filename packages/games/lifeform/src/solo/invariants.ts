import { CREW_DECK, FLAMETHROWER_CARD } from '../data/cards.ts';
import { CHITS, FEAR_TRACK, STOWAWAY_TOKENS } from '../data/dragons-domain.ts';
import { COLUMNS, LOADOUT } from '../data/tracks.ts';
import { type LfState, total } from '../state.ts';
import { solo } from './state.ts';

/** Checked after every action by the test kit: cards and chits conserved, tokens within their supplies. */
export function soloInvariants(s: LfState): string[] {
  const out: string[] = [];
  const x = solo(s);
  const deck = CREW_DECK.cards.reduce((n, c) => n + c.count, 0);
  let cards =
    total(s.piles.crew) + total(s.discards.crew) + (s.hands[0]?.length ?? 0) + x.deckTop.length + x.deckBottom.length;
  cards += total(s.gone.crew) - (s.gone.crew[FLAMETHROWER_CARD] ?? 0);
  for (const st of x.stack) if (st.k === 'look') cards += st.cards.length;
  if (cards !== deck) out.push(`crew cards not conserved (${cards} of ${deck})`);
  if (x.bag.alive < 0 || x.bag.killed < 0) out.push('negative chits');
  const killed = x.bag.killed + total(x.killedAt) + x.cocoonChits.reduce((n, c) => n + c.killed, 0);
  if (killed > CHITS.killed + 6) out.push('too many killed chits');
  if (x.bag.alive + x.cocoonChits.reduce((n, c) => n + c.alive, 0) > CHITS.alive) out.push('too many alive chits');
  if (x.stowawaysAboard < 0 || x.stowawaysAboard > STOWAWAY_TOKENS.safe + STOWAWAY_TOKENS.danger)
    out.push('stowaways out of range');
  if (x.nerve < 0 || x.fear > FEAR_TRACK.spaces) out.push('fear track out of range');
  for (const col of COLUMNS)
    if (s.loadout[col] < 0 || s.loadout[col] > LOADOUT.columns[col].spaces) out.push(`${col} out of range`);
  for (const [k, v] of Object.entries(x.tokens)) if (v < 0) out.push(`negative ${k} tokens`);
  for (const c of Object.values(s.missions)) if (c < 0) out.push('negative mission tokens');
  if (!s.over && x.stack.length === 0) out.push('solo: nothing pending');
  const c = x.search;
  if (c) {
    for (const k of c.kept)
      if ((x.crisis.C[k] ?? 0) > 0 || (x.crisisGone[k] ?? 0) > 0) out.push(`${k} kept and elsewhere`);
    if (c.clamps < 0 || c.clamps > 3 || c.lifeSupport < 0) out.push('Remora board tracks out of range');
    if (c.hiddenZone !== null && (x.zones?.length ?? 0) <= c.hiddenZone) out.push('no hidden lifeform zone');
  }
  return out;
}
