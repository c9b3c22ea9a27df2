import type { Rng, Viewer } from '@airlock/engine';
import { takeFrom } from '../piles.ts';
import { type Counts, countsFrom, emptyCounts, type LfState } from '../state.ts';
import { blankState } from './setup.ts';
import { PLAYER, type SoloStep } from './state.ts';
import type { SoloView } from './view.ts';

/**
 * A full solo state consistent with a view. For the player nothing is sampled: the state stores no
 * face-down token and no deck order beyond what the player has seen. For a spectator the hand, the
 * cards put back on the deck and a trait look are dealt from the unseen cards.
 */
function deal(pool: Counts, n: number, rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = takeFrom(pool, rng);
    if (c !== null) out.push(c);
  }
  return out;
}

export function soloDeterminize(v: SoloView, viewer: Viewer, rng: Rng): LfState {
  const c = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
  const mine = viewer === PLAYER;
  const pool = countsFrom(v.crewUnseen);
  const hand = mine ? [...v.myHand] : deal(pool, v.handSize, rng).sort();
  const deckTop = Array.isArray(v.deckTop) ? [...v.deckTop] : deal(pool, v.deckTop, rng);
  const deckBottom = Array.isArray(v.deckBottom) ? [...v.deckBottom] : deal(pool, v.deckBottom, rng);
  const stack = v.stack.map((st) =>
    st.k === 'look' && !Array.isArray(st.cards) ? { k: 'look', cards: deal(pool, st.count as number, rng) } : c(st),
  ) as SoloStep[];
  const s = blankState(v.map);
  s.stage = v.stage;
  s.round = v.round;
  s.chars = [c(v.character)];
  s.missions = { ...v.missions };
  s.outages = [...v.outages];
  s.terror = [...v.terror];
  s.breach = v.breach;
  s.door = c(v.door);
  s.android = { ...v.android };
  s.tracks = { ...v.tracks };
  s.loadout = { ...v.loadout };
  s.overheating = v.overheating;
  s.flamethrowerTaken = v.flamethrowerTaken;
  s.laser = v.laser;
  s.flamethrower = v.flamethrower;
  s.hands = [hand];
  s.piles = { crew: pool, lifeform: emptyCounts() };
  s.discards = { crew: countsFrom(v.crewDiscards), lifeform: emptyCounts(), terror: emptyCounts() };
  s.gone = { crew: countsFrom(v.crewGone), lifeform: emptyCounts() };
  s.data = [[...v.dataTokens]];
  s.over = c(v.over);
  s.solo = { ...c(v.game), stack, deckTop, deckBottom };
  return s;
}
