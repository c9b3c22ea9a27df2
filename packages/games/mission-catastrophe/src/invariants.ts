import { deckContents, PILE_SIZE } from './data/cards.ts';
import { CUBES_PER_MODULE, STATUS_CUBES } from './data/integrity.ts';
import { ROLES } from './data/roles.ts';
import type { McState } from './state.ts';

/** Conservation checks run by the test kit after every action. */
export function invariants(s: McState): string[] {
  const out: string[] = [];
  let cubes = 0;
  for (const c of s.cubes) {
    if (c < 0 || c > 3) out.push(`module cube count ${c}`);
    cubes += c;
  }
  for (const v of s.board) if (v === 1) cubes++;
  for (const u of s.podUp) cubes += u;
  // Every status cube in play is on a module, a pod or the board (36 + 6 of the box's 42).
  const inPlay = s.cubes.length * CUBES_PER_MODULE + s.podUp.length;
  if (inPlay > STATUS_CUBES) out.push(`${inPlay} status cubes in play, the box has ${STATUS_CUBES}`);
  if (cubes !== inPlay) out.push(`status cubes ${cubes}, expected ${inPlay}`);
  const set = s.fuse.filter((f) => f !== null);
  if (new Set(set).size !== set.length) out.push(`two fuses on one ID: ${set.join(',')}`);
  for (const m of s.pos) if (!Number.isInteger(m) || m < 0 || m >= s.cubes.length) out.push(`crew at ${m}`);
  if (!s.stack.some((st) => st.t === 'begin')) {
    let cards = s.deck.length + s.discard.length;
    for (const h of s.hands) cards += h.length;
    for (const g of s.gear) cards += g.length;
    for (const p of s.piles) cards += p;
    for (const st of s.stack) {
      if (st.t === 'win') cards += st.w.data.held?.length ?? 0;
      if (st.t === 'keep') cards += st.cards.length;
      if (st.t === 'transfer') cards += (st.give?.length ?? 0) + (st.take?.length ?? 0);
    }
    const botanist = s.role.some((r) => r !== null && ROLES[r].profession === 'botanist');
    const total = deckContents(botanist, false, s.opt.promos).length + 4 * PILE_SIZE;
    if (cards !== total) out.push(`PIP cards ${cards}, expected ${total}`);
  }
  if (!s.over && s.stack.length === 0) out.push('empty stack in a running game');
  return out;
}
