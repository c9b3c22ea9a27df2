import type { ReactionWindow, Viewer } from '@airlock/engine';
import { ITEM } from './data/cards.ts';
import { CHARACTER } from './data/characters.ts';
import { OBJECTIVE } from './data/cards.ts';
import { sorted, total } from './state.ts';
import {
  CLEAN,
  CONTAMINATION,
  type Corridor,
  type Counts,
  type GameState,
  type Intruder,
  type RoomState,
  type SeriousWound,
  SCANNED_INFECTED,
  type Waiting,
} from './types.ts';

/** What anyone may see of a player; `own` is filled only for the player themself. */
export interface PlayerView {
  seat: number;
  character: string;
  status: string;
  room: string;
  pod: string | null;
  handCount: number;
  deckCount: number;
  discard: string[];
  /** Contamination cards owned in all piles, by what is publicly known of their face. */
  contamination: { unscanned: number; infected: number; clean: number };
  light: number;
  serious: SeriousWound[];
  larva: boolean;
  slime: boolean;
  knowledge: number;
  knowledgeActive: boolean;
  signal: boolean;
  hands: { kind: string; name: string; ammo: number; of?: number; taped?: { name: string; ammo: number } }[];
  corpse: string | null;
  quest: string;
  inventoryColors: string[];
  objectiveBacks: string[];
  discardedObjectiveBacks: string[];
  contingencyCount: number;
  passed: boolean;
  actionsLeft: number;
  firedThisRound: boolean;
  /** Public in the fully cooperative mode, and for everyone once the game is over. */
  objectives: string[] | null;
  own: {
    hand: string[];
    deck: Counts;
    inventory: string[];
    objectives: string[];
    discardedObjectives: string[];
    contingency: string[];
    shown: { of: number; objectives: string[] }[];
    peeks: { where: 'neutral' | number; token: string }[];
  } | null;
}

export interface NLView {
  viewer: Viewer;
  side: string;
  mode: string;
  roster: string;
  intruderSet: string;
  phase: string;
  round: number;
  firstPlayer: number;
  active: number;
  rooms: RoomState[];
  corridors: Corridor[];
  techNoise: boolean;
  areaNoise: Record<string, boolean>;
  rover: string | null;
  marsDeckCount: number;
  marsDiscard: string[];
  intruders: Intruder[];
  nextIntruderId: number;
  bagCount: number;
  supply: Counts;
  aside: Counts;
  power: GameState['power'];
  elevatorAt: number;
  time: number;
  timeActive: boolean;
  autodestruct: GameState['autodestruct'];
  alert: number | null;
  mainGateOpen: boolean;
  css: Record<string, string>;
  /** Face-down CSS tokens this viewer has peeked at, by slot. */
  cssPeeked: Record<string, string>;
  /** Face-down room tiles this viewer has looked at (Defense Plan), by room. */
  tilesPeeked: Record<string, string>;
  pods: Record<string, number | null>;
  eggsInNest: number;
  nestDestroyed: boolean;
  weakness: GameState['weakness'];
  explorationSeen: Counts;
  contaminationDeck: number;
  contaminationUnder: ('infected' | 'clean')[];
  attackDeckCount: number;
  attackDiscard: string[];
  eventDeckCount: number;
  eventDiscard: string[];
  woundDeckCount: number;
  itemDeckCounts: Record<string, number>;
  /** The item cards known to lie under each deck, oldest placed first (counted in `itemDeckCounts`). */
  itemUnder: Record<'red' | 'yellow' | 'green', string[]>;
  craftDeck: Counts;
  characterItemsOut: string[];
  computer: { top: string; deckCount: number; under: string[] };
  vent: string | null;
  markers: GameState['markers'];
  firstEncounterDone: boolean;
  firstDeathDone: boolean;
  draftPool: Counts;
  /** Public: the flow held back by the first encounter's objective choice. */
  waiting: Waiting[];
  /** Public: open reaction windows (the moment, the seat asked, who has answered). */
  windows: ReactionWindow[];
  decisions: {
    kind: string;
    seat: number;
    offered: string[] | null;
    item: string | null;
    ammo: number;
    /** Trade offers: who offers, what (the item's name only for the two parties), and what is asked. */
    from: number | null;
    hand: number | null;
    color: string | null;
    askHand: number | null;
    /** No door token left: the corridor to close with a door taken from elsewhere. */
    corridor: number | null;
    /** A trade under way: who started it, who comes next, and how many things the seat on turn may move. */
    starter: number | null;
    order: number[] | null;
    budget: number;
    offerColor: string | null;
    /** The advantage die: the face shown, the target (an intruder id or the eggs) and the shot's bonus. */
    advantage: { face: 'card-one' | 'card-two'; target: number | 'egg'; bonus: number } | null;
  }[];
  players: PlayerView[];
  endReason: string | null;
  results: GameState['results'];
  activeContingency: string | null;
  publicContingency: string[];
}

function contaminationOf(p: GameState['players'][number]): PlayerView['contamination'] {
  const all = [...p.hand, ...p.discard];
  for (const [k, v] of Object.entries(p.deck)) for (let i = 0; i < v; i++) all.push(k);
  return {
    unscanned: all.filter((c) => c === CONTAMINATION).length,
    infected: all.filter((c) => c === SCANNED_INFECTED).length,
    clean: all.filter((c) => c === CLEAN).length,
  };
}

const back = (id: string) => OBJECTIVE[id]?.deck ?? 'unknown';

/** Built field by field from what the viewer may know; nothing is copied wholesale from the state. */
export function buildView(s: GameState, viewer: Viewer): NLView {
  const over = s.phase === 'over';
  return {
    viewer,
    side: s.side,
    mode: s.mode,
    roster: s.roster,
    intruderSet: s.intruderSet,
    phase: s.phase,
    round: s.round,
    firstPlayer: s.firstPlayer,
    active: s.active,
    rooms: Object.keys(s.rooms)
      .sort()
      .map((k) => {
        const r = s.rooms[k] as RoomState;
        return {
          id: r.id,
          tile: r.tile,
          explored: r.explored,
          items: r.items,
          fire: r.fire,
          malfunction: r.malfunction,
          objects: { ...r.objects },
        };
      }),
    corridors: s.corridors.map((c) =>
      c.path
        ? { id: c.id, a: c.a, b: c.b, noise: c.noise, door: c.door, path: true }
        : { id: c.id, a: c.a, b: c.b, noise: c.noise, door: c.door },
    ),
    techNoise: s.techNoise,
    areaNoise: Object.fromEntries(
      Object.entries(s.areaNoise)
        .filter(([, on]) => on)
        .sort(),
    ),
    rover: s.rover,
    marsDeckCount: total(s.marsDeck),
    marsDiscard: [...s.marsDiscard],
    intruders: s.intruders.map((i) => ({ id: i.id, kind: i.kind, room: i.room, injuries: i.injuries })),
    nextIntruderId: s.nextIntruderId,
    bagCount: total(s.bag),
    supply: sorted(s.supply),
    aside: sorted(s.aside),
    power: { sections: [...s.power.sections], elevator: s.power.elevator, active: [...s.power.active].sort() },
    elevatorAt: s.elevatorAt,
    time: s.time,
    timeActive: s.timeActive,
    autodestruct: s.autodestruct ? { ...s.autodestruct } : null,
    alert: s.alert,
    mainGateOpen: s.mainGateOpen,
    css: Object.fromEntries(Object.entries(s.css.slots).map(([k, v]) => [k, v ?? 'face-down'])),
    cssPeeked: Object.fromEntries(
      Object.entries(s.css.secret)
        .filter(([, x]) => typeof viewer === 'number' && x.seen.includes(viewer))
        .map(([k, x]) => [k, x.token]),
    ),
    tilesPeeked: Object.fromEntries(
      Object.entries(s.tilePeeks ?? {})
        .filter(([, x]) => typeof viewer === 'number' && x.seen.includes(viewer))
        .map(([k, x]) => [k, x.tile])
        .sort(),
    ),
    pods: { ...s.pods },
    eggsInNest: s.eggsInNest,
    nestDestroyed: s.nestDestroyed,
    weakness: { revealed: [...s.weakness.revealed], researched: [...s.weakness.researched] },
    explorationSeen: sorted(s.explorationSeen),
    contaminationDeck: s.contaminationDeck,
    contaminationUnder: [...s.contaminationUnder],
    attackDeckCount: total(s.attackDeck),
    attackDiscard: [...s.attackDiscard],
    eventDeckCount: total(s.eventDeck),
    eventDiscard: [...s.eventDiscard],
    woundDeckCount: total(s.woundDeck),
    itemDeckCounts: { red: total(s.itemDecks.red), yellow: total(s.itemDecks.yellow), green: total(s.itemDecks.green) },
    itemUnder: { red: [...s.itemUnder.red], yellow: [...s.itemUnder.yellow], green: [...s.itemUnder.green] },
    craftDeck: sorted(s.craftDeck),
    characterItemsOut: [...s.characterItemsOut],
    computer: { top: s.computer.top, deckCount: total(s.computer.deck), under: [...s.computer.under] },
    vent: s.vent,
    markers: { ...s.markers },
    firstEncounterDone: s.firstEncounterDone,
    firstDeathDone: s.firstDeathDone,
    draftPool: sorted(s.draftPool),
    waiting: s.waiting.map((w) => structuredClone(w)),
    windows: s.windows.map((w) => structuredClone(w)),
    decisions: s.decisions.map((d) => ({
      item:
        d.kind === 'hands-full'
          ? d.item
          : d.kind === 'ride'
            ? d.to
            : d.kind === 'trade-offer' && (viewer === d.seat || viewer === d.from)
              ? d.item
              : null,
      from: d.kind === 'trade-offer' ? d.from : null,
      hand: d.kind === 'trade-offer' ? d.hand : null,
      color: d.kind === 'trade-offer' ? d.color : null,
      askHand: d.kind === 'trade-offer' ? d.askHand : null,
      corridor: d.kind === 'move-door' ? d.to : null,
      starter: d.kind === 'trade' ? d.starter : null,
      order: d.kind === 'trade' ? [...d.order] : null,
      budget: d.kind === 'trade' ? d.budget : 0,
      offerColor: d.kind === 'trade-offer' && d.item !== null ? (ITEM[d.item]?.color ?? null) : null,
      ammo: d.kind === 'hands-full' ? d.ammo : 0,
      advantage: d.kind === 'advantage' ? { face: d.face, target: d.target, bonus: d.bonus } : null,
      kind: d.kind,
      seat: d.seat,
      offered: d.kind === 'draft' ? [...d.offered] : null,
    })),
    players: s.players.map((p) => {
      const mine = viewer === p.seat;
      const publicObjectives = over || s.mode === 'cooperative';
      return {
        seat: p.seat,
        character: p.character,
        status: p.status,
        room: p.room,
        pod: p.pod,
        handCount: p.hand.length,
        deckCount: total(p.deck),
        discard: [...p.discard],
        contamination: contaminationOf(p),
        light: p.light,
        serious: p.serious.map((w) => ({ kind: w.kind, dressed: w.dressed })),
        larva: p.larva,
        slime: p.slime,
        knowledge: p.knowledge,
        knowledgeActive: p.knowledgeActive,
        signal: p.signal,
        hands: p.hands.map((h) => ({
          kind: h.kind,
          name: h.name,
          ammo: h.ammo,
          ...(h.of === undefined ? {} : { of: h.of }),
          ...(h.taped ? { taped: { name: h.taped.name, ammo: h.taped.ammo } } : {}),
        })),
        corpse: p.corpse,
        quest: p.quest,
        inventoryColors: p.inventory.map((i) => ITEM[i]?.color ?? 'unknown').sort(),
        objectiveBacks: p.objectives.map(back).sort(),
        discardedObjectiveBacks: p.discardedObjectives.map(back).sort(),
        contingencyCount: p.contingency.length,
        passed: p.passed,
        actionsLeft: p.actionsLeft,
        firedThisRound: p.firedThisRound,
        objectives: publicObjectives ? [...p.objectives] : null,
        own: mine
          ? {
              hand: [...p.hand].sort(),
              deck: sorted(p.deck),
              inventory: [...p.inventory].sort(),
              objectives: [...p.objectives],
              discardedObjectives: [...p.discardedObjectives],
              contingency: [...p.contingency].sort(),
              peeks: p.peeks.map((k) => ({ where: k.where, token: k.token })),
              shown: s.shown
                .filter((x) => x.viewer === p.seat)
                .map((x) => ({ of: x.of, objectives: [...x.objectives] })),
            }
          : null,
      };
    }),
    endReason: s.endReason,
    results: s.results ? s.results.map((r) => ({ ...r })) : null,
    activeContingency: over ? s.activeContingency : null,
    publicContingency: [...s.publicContingency],
  };
}

export const characterName = (id: string): string => CHARACTER[id]?.name ?? id;
