import { Rng, type SetupContext } from '@airlock/engine';
import { CHITS, COMBAT, FEAR_TRACK, MOTION_TRACK, SOLO, TRAITS } from '../data/dragons-domain.ts';
import { CRISIS_DECKS } from '../data/crisis.ts';
import { topo } from '../board.ts';
import { CREW_DECK } from '../data/cards.ts';
import { LOADOUT } from '../data/tracks.ts';
import { createState } from '../setup.ts';
import { type Counts, emptyCounts, type LfState } from '../state.ts';
import { draw } from './cards.ts';
import { layoutOf } from './layout.ts';
import { HAZARD_CHAMBERS, variantsOf } from './options.ts';
import { drainSolo } from './flow.ts';
import { HOOKS } from './hooks.ts';
import type { SoloState } from './state.ts';

/**
 * Dragon's Domain setup (L2376-2468). The base pieces it boxes (lifeform board, images, lifeform,
 * terror, objective cards, hostility) stay empty; the base fields it keeps start as the solo setup says.
 */
export function blankState(map: string): LfState & { solo: SoloState | null } {
  const s = createState({ players: 1, options: {}, rng: Rng.fromSeed(1) }, map) as LfState & { solo: SoloState | null };
  s.stage = 'starship';
  s.round = 0;
  s.stack = [];
  s.draft = null;
  s.offers = [];
  s.images = [];
  s.real = '';
  s.candidates = [];
  s.missions = {};
  s.hands = [[]];
  s.piles = { crew: {}, lifeform: {} };
  s.terrorPile = emptyCounts();
  s.roles = ['crew'];
  s.reacted = [false];
  s.data = [[]];
  s.vents = 0;
  s.overheating = LOADOUT.overheatingStart;
  s.solo = null;
  return s;
}

export function createSolo(ctx: SetupContext, map = 'valley-forge'): LfState {
  const v = variantsOf(ctx.options);
  const s = blankState(map);
  const lay = layoutOf(s);
  for (const c of topo(s).map.chambers) if (c.missions > 0) s.missions[c.id] = c.missions;
  for (const c of lay.extraMissions) s.missions[c] = (s.missions[c] ?? 0) + 2;
  if (lay.ladderways.length === 1)
    s.missions[lay.ladderways[0] as string] = (s.missions[lay.ladderways[0] as string] ?? 0) + 2;
  s.outages = [...lay.outages];
  s.terror = [...lay.terror];
  s.tracks.selfDestruct = v.bell;
  s.chars = [
    {
      id: 'motoko',
      owner: 0,
      at: topo(s).map.galley,
      alive: true,
      hidden: false,
      skillUsed: true,
      survivalUsed: true,
      analyzer: true,
    },
  ];
  for (const c of CREW_DECK.cards) s.piles.crew[c.id] = c.count;
  const killedAt: Record<string, number> = {};
  for (const c of topo(s).map.chambers) if (c.redVent) killedAt[c.id] = 1;
  const cocoonChits = [0, 1, 2, 3].map(() => ({ alive: 0, killed: 0 }));
  for (const i of SOLO.cocoonKilled) (cocoonChits[i] as { killed: number }).killed = 1;
  const bag = { alive: CHITS.alive, killed: CHITS.killed };
  if (v.murderous > 0) {
    bag.alive--;
    (cocoonChits[v.murderous] as { alive: number }).alive++;
  }
  const crisis = { A: {} as Counts, B: {} as Counts, C: {} as Counts };
  for (const c of CRISIS_DECKS.cards) crisis[c.deck][c.id] = 1;
  const combatUnseen = emptyCounts();
  for (const i of COMBAT.attack1) combatUnseen[i] = (combatUnseen[i] ?? 0) + 1;
  const traitUnseen = emptyCounts();
  for (const i of TRAITS.icons) traitUnseen[i] = (traitUnseen[i] ?? 0) + 1;
  if (v.hazard !== 'off') {
    const i =
      v.hazard === 'random' ? ctx.rng.int(0, 2) : HAZARD_CHAMBERS.indexOf(v.hazard as (typeof HAZARD_CHAMBERS)[number]);
    s.breach = lay.hazard[i] ?? null;
  }
  s.solo = {
    variants: v,
    stack: [],
    motion: MOTION_TRACK.starts[v.start],
    nerve: FEAR_TRACK.nerveStart,
    fear: 0,
    bag,
    killedAt,
    cocoonChits,
    attack5: 'cocoon',
    energyCombat: [...COMBAT.energySpaces],
    combatUnseen,
    stowawaysAboard: 0,
    traits: TRAITS.areas.map((area) => ({ area, where: 'unused' as const, icon: null })),
    traitUnseen,
    tokens: { survival: v.carry, extinguisher: 0, welding: 0, harpoon: 0, thirty: 0, halon: 0 },
    harpoonsAt: [...lay.harpoons],
    extraVents: [],
    goals: { cat: false, umbilicus: false },
    crisis,
    crisisGone: {},
    immune: false,
    airlock: { survival: false, used: false },
    lockerUsed: false,
    deckTop: [],
    deckBottom: [],
    alert: null,
    androidMoved: false,
    zones: null,
    ladderway: null,
    search: null,
  };
  const quiet = { rng: ctx.rng, emit: () => {}, quiet: true };
  for (const h of HOOKS.setup) h(s, ctx.options, quiet);
  if (v.incinerator) {
    s.flamethrower = 0;
    s.flamethrowerTaken = true;
    draw(s, SOLO.hand - 1, quiet);
  } else draw(s, SOLO.hand, quiet);
  const steps: SoloState['stack'] = [{ k: 'turn' }];
  if (lay.ladderways.length > 1) steps.push({ k: 'ladderway' });
  steps.push({ k: 'character' });
  s.solo.stack = steps;
  drainSolo(s, quiet);
  return s;
}
