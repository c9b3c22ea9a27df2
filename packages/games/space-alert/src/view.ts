import type { Result, Viewer } from '@airlock/engine';
import type { CardBack, Side } from './data/cards.ts';
import type { TimelineEvent } from './missions/timeline.ts';
import type { SaOptions } from './options.ts';
import { publicSlot } from './round/program.ts';
import type { Announced, SaState, Stage } from './round/state.ts';
import type { CrewSpecialization, ResolutionOutcome, Zone } from './types.ts';

/** A slot as a viewer sees it: the card itself (own board, androids) or only its back. */
type SeenCard = { card: string; top: Side };
export type SeenSlot = (SeenCard & { with?: SeenCard }) | (CardBack & { with?: CardBack }) | null;

/**
 * What one viewer may know, built by allowlist: its own hand; every board with face-down cards shown
 * by their backs (which half is on top, which half is doubled), androids' cards face up; what the
 * soundtrack has said so far. Never the future of the timeline, the undealt cards or others' hands.
 */
export interface SaView {
  o: SaOptions;
  players: number;
  crew: number;
  seats: (number | null)[];
  turns: number;
  phaseEnds: number[];
  stage: Stage;
  now: number;
  phase: number;
  seatPhase: number[];
  ready: boolean[];
  acts: number[];
  /** Cards the viewer gave away, and to whom (its own knowledge of another hand). */
  gave: { to: number; card: string }[];
  /** The viewer's own hand (null for a spectator). */
  hand: string[] | null;
  handSizes: number[];
  deckSize: number;
  aside: string[][];
  boardView: SeenSlot[][];
  transfer: { open: boolean; sent: boolean[] };
  comms: boolean;
  heard: TimelineEvent[];
  announced: Announced[];
  trajectories: Record<Zone | 'internal', number>;
  extraAt: number;
  specs: (CrewSpecialization | null)[];
  teleport: { source: number; destination: number } | null;
  draft: { offers: string[][]; picks: (string | null)[] } | null;
  campaign: { mission: number; scores: number[]; carried: Record<Zone, string[]> };
  outcome: ResolutionOutcome | null;
  /** The match's result once the mission (or campaign) is over. */
  result: Result | null;
}

export function viewOf(s: SaState, viewer: Viewer): SaView {
  const seat = typeof viewer === 'number' ? viewer : null;
  return {
    o: { ...s.o },
    players: s.players,
    crew: s.crew,
    seats: [...s.seats],
    turns: s.turns,
    phaseEnds: [...s.phaseEnds],
    stage: s.stage,
    now: s.now,
    phase: s.phase,
    seatPhase: [...s.seatPhase],
    ready: [...s.ready],
    acts: [...s.acts],
    gave: s.gifts.filter((g) => g.from === seat).map((g) => ({ to: g.to, card: g.card })),
    hand: seat === null ? null : [...(s.hands[seat] as string[])],
    handSizes: s.hands.map((h) => h.length),
    deckSize: s.deck.length,
    aside: s.aside.map((a) => [...a]),
    boardView: s.boards.map((b, member) => b.map((_, t) => publicSlot(s, member, t + 1, viewer))),
    transfer: { open: s.transfer.open, sent: [...s.transfer.sent] },
    comms: s.comms,
    heard: s.heard.map((e) => ({ ...e })),
    announced: s.announced.map((a) => ({ ...a, ...(a.calls ? { calls: { ...a.calls } } : {}) })),
    trajectories: { ...s.trajectories },
    extraAt: s.extraAt,
    specs: s.specs.map((x) => (x ? { ...x } : null)),
    teleport: s.teleport ? { ...s.teleport } : null,
    draft: s.draft ? { offers: s.draft.offers.map((o) => [...o]), picks: [...s.draft.picks] } : null,
    campaign: {
      mission: s.campaign.mission,
      scores: [...s.campaign.scores],
      carried: {
        red: [...s.campaign.carried.red],
        white: [...s.campaign.carried.white],
        blue: [...s.campaign.carried.blue],
      },
    },
    outcome: s.outcome ? (JSON.parse(JSON.stringify(s.outcome)) as ResolutionOutcome) : null,
    result: s.result ? (JSON.parse(JSON.stringify(s.result)) as Result) : null,
  };
}
