import type { Viewer } from '@airlock/engine';
import { add, type Char, type Counts, type Door, type LfState } from '../state.ts';
import type { Column } from '../data/tracks.ts';
import { PLAYER, type SoloState, type SoloStep, solo } from './state.ts';

/**
 * What a viewer of a solo game may know, field by field. The player sees everything that is not
 * face down; a spectator sees the same without the hand, the cards put back on the deck and a trait
 * look, only their counts. Face-down tokens nobody has seen are not in the state at all.
 */
export type SoloViewStep = { k: string; [key: string]: unknown };

export interface SoloView {
  solo: true;
  viewer: Viewer;
  players: number;
  map: string;
  stage: LfState['stage'];
  round: number;
  stack: SoloViewStep[];
  character: Char;
  missions: Record<string, number>;
  outages: string[];
  terror: string[];
  breach: string | null;
  door: Door | null;
  android: LfState['android'];
  tracks: LfState['tracks'];
  loadout: Record<Column, number>;
  overheating: number;
  flamethrowerTaken: boolean;
  laser: LfState['laser'];
  flamethrower: LfState['flamethrower'];
  handSize: number;
  myHand: string[];
  crewUnseen: Counts;
  deckTop: string[] | number;
  deckBottom: string[] | number;
  crewDiscards: Counts;
  crewGone: Counts;
  dataTokens: string[];
  game: Omit<SoloState, 'stack' | 'deckTop' | 'deckBottom'>;
  over: LfState['over'];
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function sorted(c: Counts): Counts {
  const out: Counts = {};
  for (const k of Object.keys(c).sort()) if ((c[k] ?? 0) > 0) out[k] = c[k] as number;
  return out;
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
    viewer,
    players: s.players,
    map: s.map,
    stage: s.stage,
    round: s.round,
    stack: x.stack.map((st) => stepView(st, mine)),
    character: { ...c },
    missions: sorted(s.missions),
    outages: [...s.outages],
    terror: [...s.terror],
    breach: s.breach,
    door: clone(s.door),
    android: { ...s.android },
    tracks: { ...s.tracks },
    loadout: { ...s.loadout },
    overheating: s.overheating,
    flamethrowerTaken: s.flamethrowerTaken,
    laser: s.laser,
    flamethrower: s.flamethrower,
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
    over: clone(s.over),
  };
}
