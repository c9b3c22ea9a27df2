import { type ReactionWindow, type Seat, seenChoices, type Viewer } from '@airlock/engine';
import {
  add,
  countsFrom,
  emptyCounts,
  type Char,
  type Counts,
  crewSeats,
  type Door,
  type Image,
  LIFEFORM,
  type LfState,
  type PendingReaction,
  type Role,
} from './state.ts';
import type { Column } from './data/tracks.ts';
import { type ExtrasView, extrasView } from './extras.ts';

/**
 * What one viewer may know, built field by field. Everyone sees the board, the tracks, every image's
 * place and the public set of images that could be real; a seat sees its own hand and, of the cards
 * it has not seen, only the combined counts (the pile with the other hands), which it could work out
 * from the face-up discards anyway. The lifeform alone sees which image is real and its stowaway
 * card; the crew alone sees its objectives; each crew seat alone sees its draft offer.
 */
export type PublicStep = { k: string; [key: string]: unknown };

/**
 * The ship's public state, the same for every viewer: the part of the view the base game and
 * Dragon's Domain (`solo/view.ts`) share.
 */
export interface ShipView {
  viewer: Viewer;
  players: number;
  map: string;
  stage: LfState['stage'];
  round: number;
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
  over: LfState['over'];
}

export interface LfView extends ShipView {
  phase: LfState['phase'];
  turn: number;
  stack: PublicStep[];
  windows: ReactionWindow[];
  reaction: PendingReaction | null;
  draft: { kind: string; seats: Seat[]; done: boolean[]; mine: string | null } | null;
  myOffer: string[];
  chars: Char[];
  images: Image[];
  candidates: string[];
  identity: string | null;
  handSizes: number[];
  myHand: string[];
  /** The lifeform's own showdown draw while it picks one to keep. */
  myDraw: string[];
  crewUnseen: Counts;
  lifeformUnseen: Counts;
  discards: LfState['discards'];
  gone: LfState['gone'];
  terrorPile: Counts;
  roles: Role[];
  reacted: boolean[];
  dataTokens: string[][];
  vents: number;
  lifeformSurvival: boolean;
  stowawayPicked: boolean;
  myStowaway: number | null;
  objectiveCount: number;
  objectivesDone: string[];
  crewObjectives: { id: string; done: boolean }[] | null;
  lastManAboard: boolean;
  agreed: Seat[];
  finalCard: boolean;
  evolution: { track: string[][]; held: string[] } | null;
  showdown: {
    pool: { remora: number; halon: number };
    hostilityTokens: number;
    lastTarget: Seat | null;
    eliminated: Seat[];
    fight: { target: Seat; tokens: number; final: boolean; icons: string[]; shown: string | null } | null;
  } | null;
  extras: ExtrasView;
}

export const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Counts with their kinds in sorted order, so equal piles serialize the same way. */
export function sorted(c: Counts): Counts {
  const out = emptyCounts();
  for (const k of Object.keys(c).sort()) if ((c[k] ?? 0) > 0) out[k] = c[k] as number;
  return out;
}

function publicStep(s: LfState, i: number): PublicStep {
  const st = s.stack[i];
  if (!st) return { k: 'none' };
  if (st.k === 'keep-one') return { k: 'keep-one', count: st.drawn.length };
  return clone(st) as PublicStep;
}

/** The shared public fields, copied so that no view aliases the state. */
export function shipView(s: LfState, viewer: Viewer): ShipView {
  return {
    viewer,
    players: s.players,
    map: s.map,
    stage: s.stage,
    round: s.round,
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
    over: clone(s.over),
  };
}

export function viewOf(s: LfState, viewer: Viewer): LfView {
  const isLife = viewer === LIFEFORM;
  const isCrew = typeof viewer === 'number' && viewer !== LIFEFORM;
  const crewUnseen = countsFrom(s.piles.crew);
  for (const seat of crewSeats(s)) if (seat !== viewer) for (const c of s.hands[seat] ?? []) add(crewUnseen, c, 1);
  const lifeformUnseen = countsFrom(s.piles.lifeform);
  if (!isLife) {
    for (const c of s.hands[LIFEFORM] ?? []) add(lifeformUnseen, c, 1);
    for (const st of s.stack) if (st.k === 'keep-one') for (const c of st.drawn) add(lifeformUnseen, c, 1);
    const f = s.showdown?.fight;
    if (f && f.icons.length === 0) add(lifeformUnseen, f.faceDown, 1);
  }
  const f = s.showdown?.fight ?? null;
  return {
    ...shipView(s, viewer),
    phase: s.phase,
    turn: s.turn,
    stack: s.stack.map((_, i) => publicStep(s, i)),
    windows: clone(s.windows),
    reaction: clone(s.reaction),
    draft: s.draft ? seenChoices(s.draft, viewer) : null,
    myOffer: isCrew ? [...(s.offers[viewer] ?? [])] : [],
    chars: clone(s.chars),
    images: clone(s.images),
    candidates: [...s.candidates],
    identity: isLife ? s.real : null,
    handSizes: s.hands.map((h) => h.length),
    myHand: typeof viewer === 'number' ? [...(s.hands[viewer] ?? [])] : [],
    myDraw: isLife ? s.stack.flatMap((st) => (st.k === 'keep-one' ? st.drawn : [])) : [],
    crewUnseen: sorted(crewUnseen),
    lifeformUnseen: sorted(lifeformUnseen),
    discards: {
      crew: sorted(s.discards.crew),
      lifeform: sorted(s.discards.lifeform),
      terror: sorted(s.discards.terror),
    },
    gone: { crew: sorted(s.gone.crew), lifeform: sorted(s.gone.lifeform) },
    terrorPile: sorted(s.terrorPile),
    roles: [...s.roles],
    reacted: [...s.reacted],
    dataTokens: clone(s.data),
    vents: s.vents,
    lifeformSurvival: s.lifeformSurvival,
    stowawayPicked: s.stowaway !== null,
    myStowaway: isLife ? s.stowaway : null,
    objectiveCount: s.objectives.length,
    objectivesDone: s.objectives.filter((o) => o.done).map((o) => o.id),
    crewObjectives: isCrew ? clone(s.objectives) : null,
    lastManAboard: s.lastManAboard,
    agreed: [...s.agreed],
    finalCard: s.finalCard,
    evolution: clone(s.evolution),
    showdown: s.showdown
      ? {
          pool: { ...s.showdown.pool },
          hostilityTokens: s.showdown.hostilityTokens,
          lastTarget: s.showdown.lastTarget,
          eliminated: [...s.showdown.eliminated],
          fight: f
            ? {
                target: f.target,
                tokens: f.tokens,
                final: f.final,
                icons: [...f.icons],
                shown: isLife || f.icons.length > 0 ? f.faceDown : null,
              }
            : null,
        }
      : null,
    extras: extrasView(s, viewer),
  };
}
