import { openChoice, type SetupContext } from '@airlock/engine';
import { topo } from './board.ts';
import { CREW_DECK, LIFEFORM_DECK } from './data/cards.ts';
import { CHARACTERS } from './data/characters.ts';
import { NEW_SURVIVORS } from './data/passenger.ts';
import { initExtras } from './extras.ts';
import { EVOLUTION } from './data/evolution.ts';
import { TERROR_DECK } from './data/terror.ts';
import { HOSTILITY, LOADOUT, SELF_DESTRUCT, SUPPLY } from './data/tracks.ts';
import { drawCrew, lifeformDraws } from './piles.ts';
import { crewSeats, emptyCounts, type LfState, type Role, type Step } from './state.ts';
import { schedule } from './tracks.ts';

/**
 * Setup by player count (L1-81): decks and hands, the character draft (each crew player is offered
 * 3 disks and secretly keeps 2), tracks at their start spaces, then the lifeform's placements: one
 * power outage per deck (twice at 4 players), two images in start chambers, a calibration, and one
 * terror token on C deck.
 */
/** One value per seat (a plain loop: `Array.from` over an array-like is slow, and this runs every game). */
function perSeat<T>(n: number, make: (seat: number) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(make(i));
  return out;
}

export function createState(ctx: SetupContext, map = 'valley-forge'): LfState {
  const n = ctx.players;
  const t0: Record<string, number> = {};
  const piles = { crew: emptyCounts(), lifeform: emptyCounts() };
  for (const c of CREW_DECK.cards) piles.crew[c.id] = c.count;
  for (const c of LIFEFORM_DECK.cards) piles.lifeform[c.id] = c.count;
  const terrorPile = emptyCounts();
  for (const c of TERROR_DECK.cards) terrorPile[c.id] = c.count;
  const s: LfState = {
    players: n,
    map,
    stage: 'setup',
    round: 0,
    phase: 'crew',
    turn: 0,
    stack: [],
    windows: [],
    reaction: null,
    draft: null,
    offers: [],
    chars: [],
    images: [
      { id: 'i1', at: null, removed: false },
      { id: 'i2', at: null, removed: false },
      { id: 'i3', at: null, removed: false },
    ],
    real: 'i1',
    candidates: [],
    missions: t0,
    outages: [],
    terror: [],
    breach: null,
    door: null,
    android: { at: null, status: 0, active: false, deviated: false },
    tracks: {
      selfDestruct: SELF_DESTRUCT.start[n] ?? SELF_DESTRUCT.startSpace,
      hostility: HOSTILITY.start[n] ?? 0,
      malfunction: 0,
      cocoon: 0,
      claw: 0,
    },
    loadout: { weaponry: 0, coolant: 0, energy: 0, spacesuits: 0, halon: 0 },
    overheating: n === 2 ? LOADOUT.overheatingStart : 0,
    flamethrowerTaken: false,
    laser: 'engineering',
    flamethrower: 'loadout',
    hands: perSeat(n, () => []),
    piles,
    discards: { crew: emptyCounts(), lifeform: emptyCounts(), terror: emptyCounts() },
    gone: { crew: emptyCounts(), lifeform: emptyCounts() },
    terrorPile,
    roles: perSeat(n, (i): Role => (i === 0 ? 'out' : 'crew')),
    reacted: perSeat(n, () => false),
    data: perSeat(n, () => []),
    vents: SUPPLY.vents[n] ?? 1,
    lifeformSurvival: false,
    stowaway: null,
    objectives: [],
    lastManAboard: false,
    agreed: [],
    evolution: null,
    finalCard: false,
    showdown: null,
    extras: initExtras(n, ctx.options),
    over: null,
  };
  for (const c of topo(s).map.chambers) if (c.missions > 0) s.missions[c.id] = c.missions;
  if (ctx.options.evolution === true) {
    // One token leaves at random, unseen; the other six go two to a section (L2198-2200).
    const tokens = ctx.rng.shuffle(EVOLUTION.tokens.map((t) => t.id));
    tokens.pop();
    s.evolution = {
      track: [tokens.slice(0, 2).sort(), tokens.slice(2, 4).sort(), tokens.slice(4, 6).sort()],
      held: [],
    };
  }
  const quiet = { rng: ctx.rng, emit: () => {}, quiet: true };
  for (const seat of crewSeats(s)) drawCrew(s, seat, SUPPLY.crewHand, quiet);
  lifeformDraws(s, SUPPLY.lifeformHand, quiet);
  const disks = ctx.rng.shuffle([...CHARACTERS, ...(s.extras.survivors ? NEW_SURVIVORS : [])].map((c) => c.id));
  for (const seat of crewSeats(s)) s.offers[seat] = disks.splice(0, 3).sort();
  s.offers[0] = [];
  s.draft = openChoice<string>('draft', crewSeats(s));
  const steps: Step[] = [{ k: 'draft' }];
  for (let r = 0; r < (SUPPLY.setupOutageRounds[n] ?? 1); r++)
    steps.push({ k: 'setup-outage', deck: 'A' }, { k: 'setup-outage', deck: 'B' }, { k: 'setup-outage', deck: 'C' });
  steps.push({ k: 'setup-image' }, { k: 'setup-image' }, { k: 'calibrate' }, { k: 'setup-terror' });
  // 2 players: the crew player puts the ship's cat in a vent chamber (L44-45), last so the lifeform's
  // placements never wait on it.
  if (n === 2) steps.push({ k: 'cat-place', seat: 1 });
  schedule(s, steps);
  return s;
}
