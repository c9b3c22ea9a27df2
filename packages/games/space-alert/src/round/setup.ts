import type { ApplyContext, SetupContext } from '@airlock/engine';
import { actionDeck, cardName, HEROIC_CARDS, SPECIALIZATIONS } from '../data/cards.ts';
import { generateMission } from '../missions/generate.ts';
import { readOptions } from '../options.ts';
import type { Zone } from '../types.ts';
import { addToHand, dealPacket } from './deal.ts';
import { openOffers } from './draft.ts';
import type { SaState } from './state.ts';

/** The crew in player order: the captain's seat first, then the others clockwise, then the androids. */
function crewOrder(players: number, crew: number, captain: number, solo: boolean): (number | null)[] {
  const out: (number | null)[] = [];
  if (!solo) for (let i = 0; i < players; i++) out.push((captain + i) % players);
  while (out.length < crew) out.push(null);
  return out;
}

/** A new match: the mission is generated and the trajectories laid out; planning (or the draft) begins. */
export function createState(ctx: SetupContext): SaState {
  const o = readOptions(ctx.options);
  const rng = ctx.rng;
  const solo = ctx.players === 1;
  const crew = solo ? 4 : o.crew;
  const seats = crewOrder(ctx.players, crew, o.captain, solo);
  const mission = generateMission(o.mission, rng);
  // Four of the seven trajectory boards: one per zone and one for the internal track.
  const boards = rng.shuffle([1, 2, 3, 4, 5, 6, 7]);
  const trajectories: Record<Zone | 'internal', number> = {
    red: boards[0] as number,
    white: boards[1] as number,
    blue: boards[2] as number,
    internal: boards[3] as number,
  };
  const deck: string[] = [];
  for (const c of actionDeck(o.doubleActions)) for (let i = 0; i < c.copies; i++) deck.push(c.id);
  deck.sort();
  const s: SaState = {
    o,
    players: ctx.players,
    crew,
    seats,
    crewOf: Array.from({ length: ctx.players }, (_, seat) => seats.indexOf(seat)),
    turns: mission.turns,
    phaseEnds: mission.phaseEnds,
    stage: o.specializations && o.specLevel > 0 ? 'draft' : 'planning',
    timeline: mission.events,
    next: 0,
    now: 0,
    phase: 1,
    seatPhase: Array.from({ length: ctx.players }, () => 1),
    ready: Array.from({ length: ctx.players }, () => false),
    acts: Array.from({ length: ctx.players }, () => 0),
    hands: Array.from({ length: ctx.players }, () => []),
    deck,
    aside: Array.from({ length: crew }, () => []),
    boards: Array.from({ length: crew }, () => Array.from({ length: mission.turns }, () => null)),
    gifts: [],
    transfer: { open: false, sent: Array.from({ length: ctx.players }, () => false) },
    comms: true,
    heard: [],
    announced: [],
    trajectories,
    extraAt: 0,
    specs: Array.from({ length: crew }, () => null),
    teleport: null,
    draft: null,
    campaign: { mission: 1, scores: [], carried: { red: [], white: [], blue: [] } },
    outcome: null,
    result: null,
  };
  const quiet: ApplyContext = { rng, emit: () => {} };
  // New explorers (Experience System, level 0) fly without special or heroic cards: no draft.
  if (o.specializations && o.specLevel > 0) openDraft(s, quiet);
  else startPlanning(s, quiet);
  return s;
}

/**
 * Deals the first phase. Solo: the one player holds the whole deck (and the heroic cards) and
 * programs the four androids (research §1.2). Otherwise every crew member gets a heroic card: a
 * human's goes into its phase-1 packet, an android's lies face up beside its board. With
 * Specializations nobody gets a heroic card: a human gets a normal card instead, and an android's
 * would-be heroic card becomes one more normal card for a player, shared out from the captain on.
 */
export function startPlanning(s: SaState, ctx: ApplyContext): void {
  s.stage = 'planning';
  if (s.players === 1) {
    const all = [...s.deck];
    if (!s.o.specializations) for (const h of HEROIC_CARDS) all.push(h.id);
    s.deck = [];
    addToHand(s.hands[0] as string[], all);
    return;
  }
  const heroics = ctx.rng.shuffle(HEROIC_CARDS.map((h) => h.id));
  let androidExtra = 0;
  s.seats.forEach((seat, member) => {
    const h = s.o.specializations ? null : (heroics[member] as string);
    if (seat === null) {
      if (h) (s.aside[member] as string[]).push(h);
      else androidExtra++;
    } else dealPacket(s, seat, 1, ctx, h);
  });
  for (let i = 0; i < androidExtra; i++) {
    const seat = s.seats[i % s.players] as number;
    const c = s.deck.splice(ctx.rng.int(0, s.deck.length - 1), 1)[0] as string;
    addToHand(s.hands[seat] as string[], [c]);
    ctx.emit({
      rule: 'round.android-card',
      text: `You take the android's card: ${cardName(c)}.`,
      data: { seat, card: c },
      to: [seat],
      public: { text: "Takes an android's card.", data: { seat } },
      reveals: true,
    });
  }
}

/**
 * Specializations: the draft opens with a shuffled set of the basic cards; draft.ts `openOffers`
 * deals the offers (two different cards to each crew member, or an explorer's known ones).
 */
export function openDraft(s: SaState, ctx: ApplyContext): void {
  openOffers(s, ctx.rng.shuffle([...SPECIALIZATIONS]));
}
