import { deckOf, distances, isRemora, topo, WALK } from '../board.ts';
import { CREW_CARD } from '../data/cards.ts';
import { MOTION } from '../data/dragons-domain.ts';
import { LOADOUT } from '../data/tracks.ts';
import type { LfState } from '../state.ts';
import { me, PLAYER, type SoloState, solo } from '../solo/state.ts';

/**
 * The Dragon's Domain survivor's score of a position, in "turns of work": what the launch still lacks
 * (supplies, the cat, the umbilicus, the xeno data), the walk to the mission chambers and then to the
 * Remora (boarding early is a trap: nobody leaves the Remora), minutes left, how far the lifeform is
 * from PROXIMITY ALERT!, nerve against fear, the chit bag, the crisis cards left on the deck the
 * survivor stands on, and the hand and tokens for the conflicts to come.
 */
const FAR = 14;

/** Forward spaces from a motion space to PROXIMITY ALERT! along the shortest path. */
function toAlert(space: string): number {
  let frontier = [space];
  for (let d = 0; d < 20; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      const m = MOTION[id];
      if (!m) continue;
      if (m.alert) return d;
      next.push(...m.next);
    }
    frontier = next;
  }
  return 20;
}

function soloDeficit(s: LfState): number {
  const cols = LOADOUT.columns;
  return (
    Math.max(0, cols.weaponry.bar - s.loadout.weaponry) +
    Math.max(0, s.overheating - s.loadout.coolant) +
    Math.max(0, cols.energy.bar - s.loadout.energy) +
    Math.max(0, 1 - s.loadout.spacesuits)
  );
}

function crisisLeft(x: SoloState, deck: string): number {
  const c = x.crisis[deck as 'A' | 'B' | 'C'];
  if (!c) return 10;
  let n = 0;
  for (const k in c) n += c[k] as number;
  return n;
}

export function soloScore(s: LfState): number {
  if (s.over) return s.over.winners.length > 0 ? 1000 + s.tracks.selfDestruct : -1000;
  const x = solo(s);
  const at = me(s).at;
  const def = soloDeficit(s);
  const data = (s.data[PLAYER]?.length ?? 0) > 0;
  const missing = (x.goals.cat ? 0 : 1) + (x.goals.umbilicus ? 0 : 1) + (data ? 0 : 1);
  let v = -3 * def - 6 * missing;
  if (x.zones) v += 150;
  const busy = def > 0 || missing > 0;
  if (at !== null) {
    const remora = topo(s).map.remora;
    if (isRemora(s, at)) {
      if (busy) v -= 40 + 3 * def + 6 * missing;
    } else {
      const d = distances(s, at, WALK);
      const toRemora = d[remora] ?? FAR;
      if (def > 0) {
        let best = FAR;
        for (const [c, n] of Object.entries(s.missions))
          if (n > 0 && !isRemora(s, c)) best = Math.min(best, d[c] ?? FAR);
        v -= 1.2 * best;
      }
      v -= (busy ? 0.4 : 1.5) * toRemora;
      // Turns left (the clock runs a minute a turn) against the work left: short slack costs more.
      const slack = s.tracks.selfDestruct - (1.5 * def + 3 * missing + toRemora / 1.5);
      if (slack < 4) v -= 2 * (4 - slack);
      // The crisis deck of this part of the ship: an empty one loses the game at the next entry.
      const left = crisisLeft(x, deckOf(s, at));
      if (left <= 2) v -= (3 - left) * 4;
      // The cat and the umbilicus come only from crisis cards: head for a deck whose cards give them.
      const decks = new Set<string>();
      if (!x.goals.cat) decks.add('B');
      if (!x.goals.umbilicus) decks.add('C');
      const access = (s.hands[PLAYER] ?? []).includes('access-card');
      if (!data && !access) decks.add('A');
      // With an Access Card, a circuit-board chamber gives the data (Engineering lies on the way aft).
      if (!data && access) {
        let near = FAR;
        for (const c of topo(s).ids) if (topo(s).chamber[c]?.circuit) near = Math.min(near, d[c] ?? FAR);
        v -= 0.6 * near;
      }
      if (decks.size > 0) {
        let best = FAR;
        for (const c of topo(s).ids)
          if (decks.has(deckOf(s, c)) && !isRemora(s, c) && crisisLeft(x, deckOf(s, c)) > 1)
            best = Math.min(best, d[c] ?? FAR);
        v -= 0.8 * best;
      }
    }
  }
  v += 1.0 * s.tracks.selfDestruct;
  v += 1.2 * Math.min(6, toAlert(x.motion));
  v += 2.5 * Math.min(4, x.nerve - x.fear) - (x.nerve - x.fear <= 1 ? 6 : 0);
  const chits = x.bag.alive + x.bag.killed;
  v -= chits > 0 ? 12 * (x.bag.killed / chits) : 0;
  // The hand and the tokens: fuel for moving, paying crisis costs and surviving conflicts.
  let n = 0;
  let reactions = 0;
  for (const card of s.hands[PLAYER] ?? []) {
    n++;
    v += n <= 6 ? 0.6 : 0.05;
    if (CREW_CARD[card]?.reaction && reactions < 2) {
      reactions++;
      v += 0.8;
    }
    if (card === 'access-card' && !data) v += 1;
  }
  const t = x.tokens;
  v += 0.8 * t.survival + 1 * t.extinguisher + 0.8 * t.harpoon + 0.6 * t.welding + 0.6 * t.thirty + 0.5 * t.halon;
  return v;
}
