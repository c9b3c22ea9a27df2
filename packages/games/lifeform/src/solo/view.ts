import type { Viewer } from '@airlock/engine';
import { add, type Char, type Counts, type LfState } from '../state.ts';
import { clone, type ShipView, shipView, sorted } from '../view.ts';
import { PLAYER, type SoloState, type SoloStep, solo } from './state.ts';

/**
 * What a viewer of a solo game may know, field by field. The player sees everything that is not
 * face down; a spectator sees the same without the hand, the cards put back on the deck and a trait
 * look, only their counts. Face-down tokens nobody has seen are not in the state at all.
 */
export type SoloViewStep = { k: string; [key: string]: unknown };

export interface SoloView extends ShipView {
  solo: true;
  stack: SoloViewStep[];
  character: Char;
  handSize: number;
  myHand: string[];
  crewUnseen: Counts;
  deckTop: string[] | number;
  deckBottom: string[] | number;
  crewDiscards: Counts;
  crewGone: Counts;
  dataTokens: string[];
  game: Omit<SoloState, 'stack' | 'deckTop' | 'deckBottom'>;
}

function stepView(st: SoloStep, mine: boolean): SoloViewStep {
  if (st.k === 'look' && !mine) return { k: 'look', count: st.cards.length };
  return clone(st) as SoloViewStep;
}

export function soloViewOf(s: LfState, viewer: Viewer): SoloView {
  const x = solo(s);
  const mine = viewer === PLAYER;
  const unseen: Counts = { ...s.piles.crew };
  if (!mine) {
    for (const c of s.hands[PLAYER] ?? []) add(unseen, c, 1);
    for (const c of [...x.deckTop, ...x.deckBottom]) add(unseen, c, 1);
    for (const st of x.stack) if (st.k === 'look') for (const c of st.cards) add(unseen, c, 1);
  }
  const c = s.chars[0] as Char;
  return {
    solo: true,
    ...shipView(s, viewer),
    stack: x.stack.map((st) => stepView(st, mine)),
    character: { ...c },
    handSize: s.hands[PLAYER]?.length ?? 0,
    myHand: mine ? [...(s.hands[PLAYER] ?? [])] : [],
    crewUnseen: sorted(unseen),
    deckTop: mine ? [...x.deckTop] : x.deckTop.length,
    deckBottom: mine ? [...x.deckBottom] : x.deckBottom.length,
    crewDiscards: sorted(s.discards.crew),
    crewGone: sorted(s.gone.crew),
    dataTokens: [...(s.data[PLAYER] ?? [])],
    game: {
      variants: { ...x.variants },
      motion: x.motion,
      nerve: x.nerve,
      fear: x.fear,
      bag: { ...x.bag },
      killedAt: sorted(x.killedAt),
      cocoonChits: clone(x.cocoonChits),
      attack5: x.attack5,
      energyCombat: [...x.energyCombat],
      combatUnseen: sorted(x.combatUnseen),
      stowawaysAboard: x.stowawaysAboard,
      traits: clone(x.traits),
      traitUnseen: sorted(x.traitUnseen),
      tokens: { ...x.tokens },
      harpoonsAt: [...x.harpoonsAt],
      extraVents: [...x.extraVents],
      goals: { ...x.goals },
      crisis: { A: sorted(x.crisis.A), B: sorted(x.crisis.B), C: sorted(x.crisis.C) },
      crisisGone: sorted(x.crisisGone),
      immune: x.immune,
      airlock: { ...x.airlock },
      lockerUsed: x.lockerUsed,
      alert: x.alert,
      androidMoved: x.androidMoved,
      zones: clone(x.zones),
      ladderway: x.ladderway,
      search: clone(x.search),
    },
  };
}
