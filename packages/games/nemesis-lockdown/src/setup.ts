import type { Rng, Seat, SetupContext } from '@airlock/engine';
import { BASIC_BOARD, CSS_SLOTS, MARS_BOARD, TIME_START } from './data/board.ts';
import { SURFACE_CARDS, SURFACE_TOKENS } from './data/mars.ts';
import {
  ATTACK_CARDS,
  CONTAMINATION_FACES,
  CONTINGENCIES,
  EVENT_CARDS,
  EVENT_CARDS_ORIGINAL,
  ITEMS,
  OBJECTIVES,
  WEAKNESSES,
  WOUND_CARDS,
} from './data/cards.ts';
import { CHARACTER, CHARACTERS } from './data/characters.ts';
import { BAG_SETUP, CSS_TOKENS, EXPLORATION_TOKENS, ROOM_TILES, TOKEN_TOTALS } from './data/rooms.ts';
import { add, drawFrom } from './state.ts';
import { COMPUTER_CARDS } from './data/computer.ts';
import { revealNext } from './computer.ts';
import type { Counts, GameState, Mode, Player, RoomState } from './types.ts';

/**
 * A fresh copy of one of the game's fixed piles, built once: setup and determinize fill every game
 * and every sampled world from them, and copying a built object is cheaper than building it again.
 */
const TEMPLATES = new Map<string, Counts>();
function fresh(key: string, build: () => Counts): Counts {
  let t = TEMPLATES.get(key);
  if (t === undefined) {
    t = build();
    TEMPLATES.set(key, t);
  }
  return { ...t };
}

export function tilePool(cls: 'I' | 'II'): Counts {
  return fresh(`tiles ${cls}`, () => {
    const out: Counts = {};
    for (const t of ROOM_TILES) if (t.class === cls) out[t.id] = 1;
    return out;
  });
}

export function explorationPool(side = 'basic'): Counts {
  return fresh(`exploration ${side}`, () => {
    const out: Counts = {};
    const tokens = side === 'mars' ? SURFACE_TOKENS : EXPLORATION_TOKENS;
    for (const t of tokens) add(out, `${t.effect}:${t.items}`, t.count);
    return out;
  });
}

export const marsTotals = (): Counts =>
  fresh('mars', () => Object.fromEntries(SURFACE_CARDS.map((c) => [c.id, c.count])));
export const boardOf = (side: string) => (side === 'mars' ? MARS_BOARD : BASIC_BOARD);

export const attackTotals = (): Counts =>
  fresh('attack', () => Object.fromEntries(ATTACK_CARDS.map((c) => [c.id, c.count])));
export const eventTotals = (set: string): Counts =>
  fresh(`event ${set === 'original' ? 'original' : 'night-stalkers'}`, () =>
    Object.fromEntries((set === 'original' ? EVENT_CARDS_ORIGINAL : EVENT_CARDS).map((c) => [c.id, c.count])),
  );
export const woundTotals = (): Counts =>
  fresh('wound', () => Object.fromEntries(WOUND_CARDS.map((c) => [c.kind, c.count])));
export function itemTotals(color: string): Counts {
  return fresh(`items ${color}`, () => {
    const out: Counts = {};
    for (const i of ITEMS) if (i.color === color) out[i.id] = i.count;
    return out;
  });
}
export const weaknessPool = (set: string): Counts =>
  fresh(`weakness ${set === 'original' ? 'original' : 'other'}`, () =>
    Object.fromEntries(WEAKNESSES.filter((w) => set !== 'original' || !w.nightStalkersOnly).map((w) => [w.id, 1])),
  );
export const cssPool = (): Counts => fresh('css', () => Object.fromEntries(Object.keys(CSS_TOKENS).map((k) => [k, 1])));
export const contingencyTotals = (): Counts =>
  fresh('contingency', () => Object.fromEntries(CONTINGENCIES.map((c) => [c.id, c.count])));

export function rosterOf(roster: string): string[] {
  return CHARACTERS.filter((c) => c.game === (roster === 'original' ? 'nemesis' : 'lockdown')).map((c) => c.id);
}

/** Objective cards a game of this size and mode deals from. */
export function objectiveDeck(players: number, mode: Mode, deck: 'corporate' | 'personal' | 'coop'): Counts {
  const solo = players === 1 || mode === 'cooperative';
  return fresh(`objectives ${players} ${solo ? 'coop' : deck}`, () => {
    const out: Counts = {};
    for (const o of OBJECTIVES) {
      if (solo ? o.deck !== 'coop' : o.deck !== deck) continue;
      if (o.minPlayers > players) continue;
      if (o.kind === 'kill-player' && (o.target ?? 0) > players) continue;
      out[o.id] = 1;
    }
    return out;
  });
}

function emptyRoom(id: string, tile: string | null): RoomState {
  return {
    id,
    tile,
    explored: tile !== null,
    items: tile !== null ? 0 : null,
    fire: false,
    malfunction: false,
    objects: { corpse: 0, carcass: 0, egg: 0 },
  };
}

export function setup(ctx: SetupContext): GameState {
  const { rng, players: n } = ctx;
  const mode = (ctx.options.mode as Mode) ?? 'standard';
  const roster = ctx.options.roster === 'original' ? 'original' : 'lockdown';
  const side = ctx.options.side === 'mars' ? 'mars' : 'basic';
  const board = boardOf(side);
  const rooms: Record<string, RoomState> = {};
  for (const slot of board.slots)
    rooms[slot.id] = emptyRoom(slot.id, slot.kind === 'special' ? (slot.tile ?? null) : null);
  const tokens = rng.shuffle([1, 2, 3, 4]);
  const bag: Counts = { ...BAG_SETUP };
  add(bag, 'adult', n);
  const supply: Counts = {};
  for (const [k, v] of Object.entries(TOKEN_TOTALS)) if (v - (bag[k] ?? 0) > 0) supply[k] = v - (bag[k] ?? 0);
  const intruderSet = ctx.options.intruders === 'original' ? 'original' : 'night-stalkers';
  const weakness = weaknessPool(intruderSet);
  const firstWeakness = drawFrom(weakness, rng);
  const contingencyPool = contingencyTotals();
  const s: GameState = {
    side,
    mode,
    players: [],
    phase: 'draft',
    round: 0,
    firstPlayer: 0,
    active: 0,
    rooms,
    corridors: [
      ...board.corridors.map(([a, b], id) => ({ id, a, b, noise: false, door: 'open' as const })),
      ...board.paths.map(([a, b], i) => ({
        id: board.corridors.length + i,
        a,
        b,
        noise: false,
        door: 'open' as const,
        path: true,
      })),
    ],
    techNoise: false,
    areaNoise: {},
    rover: side === 'mars' ? 'r3' : null,
    marsDeck: side === 'mars' ? marsTotals() : {},
    marsDiscard: [],
    intruders: [],
    nextIntruderId: 1,
    bag,
    supply,
    aside: {},
    power: { sections: tokens.slice(0, 3), elevator: tokens[3] as number, active: [1, 2] },
    elevatorAt: 1,
    time: TIME_START,
    timeActive: false,
    autodestruct: null,
    alert: null,
    mainGateOpen: false,
    css: { slots: Object.fromEntries(CSS_SLOTS.map((c) => [String(c), null])), secret: {} },
    pods: { A: null, B: null, C: null },
    eggsInNest: 5,
    nestDestroyed: false,
    weakness: { revealed: [firstWeakness, null, null], researched: [null, null, null] },
    unseen: {
      tilesI: tilePool('I'),
      tilesII: tilePool('II'),
      exploration: explorationPool(side),
      weakness,
      css: cssPool(),
      contaminationFaces: { ...CONTAMINATION_FACES },
    },
    explorationSeen: {},
    contaminationDeck: CONTAMINATION_FACES.infected + CONTAMINATION_FACES.clean,
    contaminationUnder: [],
    attackDeck: attackTotals(),
    attackDiscard: [],
    eventDeck: eventTotals(intruderSet),
    eventDiscard: [],
    woundDeck: woundTotals(),
    itemDecks: { red: itemTotals('red'), yellow: itemTotals('yellow'), green: itemTotals('green') },
    itemUnder: { red: [], yellow: [], green: [] },
    craftDeck: itemTotals('blue'),
    characterItemsOut: [],
    objectivePool: {},
    contingencyPool,
    activeContingency: '',
    publicContingency: [],
    draftPool: Object.fromEntries(rosterOf(roster).map((c) => [c, 1])),
    roster,
    intruderSet,
    computer: { top: '', deck: Object.fromEntries(COMPUTER_CARDS.map((c) => [c.id, 1])), under: [] },
    markers: { fire: 12, malfunction: 10 },
    shown: [],
    vent: null,
    firstEncounterDone: false,
    firstDeathDone: false,
    decisions: [],
    waiting: [],
    windows: [],
    endReason: null,
    results: null,
  };
  for (let seat = 0; seat < n; seat++) s.players.push(blankPlayer(seat));
  revealNext(s, { rng, emit: () => {} }, true);
  dealSecrets(s, rng);
  offerDraft(s, 0, rng);
  return s;
}

function blankPlayer(seat: Seat): Player {
  return {
    seat,
    character: '',
    status: 'alive',
    room: 'isolation',
    pod: null,
    hand: [],
    deck: {},
    discard: [],
    light: 0,
    serious: [],
    larva: false,
    slime: false,
    knowledge: 0,
    knowledgeActive: false,
    signal: false,
    hands: [],
    inventory: [],
    objectives: [],
    discardedObjectives: [],
    contingency: [],
    passed: false,
    actionsLeft: 0,
    firedThisRound: false,
    corpse: null,
    quest: 'inactive',
    peeks: [],
  };
}

/** Objectives and contingency tokens, dealt face down. */
function dealSecrets(s: GameState, rng: Rng): void {
  const n = s.players.length;
  const solo = n === 1 && s.mode === 'standard';
  if (solo || s.mode === 'cooperative') {
    const pool = objectiveDeck(n, s.mode, 'coop');
    for (const p of s.players)
      for (let i = 0; i < (solo ? 2 : 1); i++) p.objectives.push(drawFrom(pool, rng) as string);
    s.objectivePool = pool;
  } else {
    const corp = objectiveDeck(n, s.mode, 'corporate');
    const pers = objectiveDeck(n, s.mode, 'personal');
    for (const p of s.players) p.objectives.push(drawFrom(corp, rng) as string, drawFrom(pers, rng) as string);
    s.objectivePool = { ...corp, ...pers };
  }
  const pool = s.contingencyPool;
  if (s.mode !== 'cooperative' && !solo) {
    const each = n === 2 ? 2 : 1;
    for (const p of s.players) for (let i = 0; i < each; i++) p.contingency.push(drawFrom(pool, rng) as string);
  }
  s.activeContingency = drawFrom(pool, rng) as string;
  // Cooperative mode: one neutral token is turned face up for everyone and set apart from the pool;
  // the others join it as the game reveals them (see revealContingency in coop.ts).
  if (s.mode === 'cooperative') s.publicContingency.push(drawFrom(pool, rng) as string);
  if (solo) for (let i = 0; i < 2; i++) s.players[0]?.contingency.push(drawFrom(pool, rng) as string);
}

/** Character draft: two cards drawn face up, one kept, the other shuffled back. */
export function offerDraft(s: GameState, seat: Seat, rng: Rng): void {
  const offered = [drawFrom(s.draftPool, rng), drawFrom(s.draftPool, rng)]
    .filter((c): c is string => c !== null)
    .sort();
  s.decisions.push({ kind: 'draft', seat, offered });
}

/** Places a drafted character: starting room by kind, deck, starting item, knowledge. */
export function placeCharacter(p: Player, id: string): void {
  const def = CHARACTER[id];
  if (!def) throw new Error(`unknown character ${id}`);
  p.character = id;
  p.room = def.kind === 'survivor' ? 'isolation' : 'repository';
  p.deck = { ...def.deck };
  p.knowledge = def.kind === 'survivor' ? 3 : 1;
  if (def.startItem) {
    const item = ITEMS.find((i) => i.id === def.startItem);
    // A heavy starting item goes in a hand slot; a normal one (the xenobiologist's) in the inventory.
    if (item?.heavy) p.hands.push({ kind: 'item', name: def.startItem, ammo: item.weapon?.start ?? 0 });
    else p.inventory.push(def.startItem);
  }
}
