import type { Rng, Viewer } from '@airlock/engine';
import { CONTAMINATION_FACES, ITEM, OBJECTIVE } from './data/cards.ts';
import { CHARACTER } from './data/characters.ts';
import { COMPUTER_CARDS } from './data/computer.ts';
import { TOKEN_TOTALS, TILE } from './data/rooms.ts';
import {
  attackTotals,
  contingencyTotals,
  cssPool,
  eventTotals,
  explorationPool,
  itemTotals,
  marsTotals,
  objectiveDeck,
  tilePool,
  weaknessPool,
  woundTotals,
} from './setup.ts';
import { add, drawFrom, takeNth, total } from './state.ts';
import {
  CLEAN,
  CONTAMINATION,
  type Counts,
  type Decision,
  type GameState,
  type Mode,
  type Player,
  SCANNED_INFECTED,
} from './types.ts';
import type { NLView, PlayerView } from './view.ts';

/**
 * A multiset less some cards: the base's kinds in the base's order, each kept while its count stays
 * positive. Built fresh, without deleting (the base is only read, so it may be a shared total).
 */
function minus(base: Counts, take: Iterable<string>): Counts {
  const taken = new Map<string, number>();
  for (const k of take) taken.set(k, (taken.get(k) ?? 0) + 1);
  const out: Counts = {};
  for (const k in base) {
    const v = (base[k] as number) - (taken.get(k) ?? 0);
    if (v > 0) out[k] = v;
  }
  return out;
}

/** As minus, the cards taken given as counts (a kind only taken, with a negative count, is added). */
function minusCounts(base: Counts, take: Counts): Counts {
  const out: Counts = {};
  for (const k in base) {
    const v = (base[k] as number) - (take[k] ?? 0);
    if (v > 0) out[k] = v;
  }
  for (const k in take) if (!Object.hasOwn(base, k) && -(take[k] as number) > 0) out[k] = -(take[k] as number);
  return out;
}

/** The game's fixed totals, built once (only read: minus and minusCounts copy them). */
const TOTALS = new Map<string, Counts>();
function fixed(key: string, build: () => Counts): Counts {
  let c = TOTALS.get(key);
  if (c === undefined) {
    c = build();
    TOTALS.set(key, c);
  }
  return c;
}

/** n draws by drawFrom's rule (the same generator calls, the same cards), sorting the kinds once. */
function drawN(pool: Counts, n: number, rng: Rng): string[] {
  const out: string[] = [];
  if (n <= 0) return out;
  const kinds = Object.keys(pool).sort();
  let left = total(pool);
  for (let d = 0; d < n && left > 0; d++, left--) {
    const k = takeNth(pool, kinds, rng.int(0, left - 1));
    if (k !== null) out.push(k);
  }
  return out;
}

/**
 * A full state consistent with a view. Public things are copied; every hidden pile that the view shows
 * as a count is rebuilt as all components minus those the view places elsewhere, then dealt at random.
 */
export function determinize(v: NLView, _viewer: Viewer, rng: Rng): GameState {
  const n = v.players.length;
  const mode = v.mode as Mode;
  // Tiles this viewer has looked at are out of the pool as surely as the turned ones.
  const explored = [
    ...v.rooms.filter((r) => r.tile !== null).map((r) => r.tile as string),
    ...Object.values(v.tilesPeeked),
  ];
  const tilesI = minus(
    fixed('tiles I', () => tilePool('I')),
    explored.filter((t) => TILE[t]?.class === 'I'),
  );
  const tilesII = minus(
    fixed('tiles II', () => tilePool('II')),
    explored.filter((t) => TILE[t]?.class === 'II'),
  );
  const faces: Counts = { ...CONTAMINATION_FACES };
  for (const p of v.players) {
    add(faces, 'infected', -p.contamination.infected);
    add(faces, 'clean', -p.contamination.clean);
  }
  for (const f of v.contaminationUnder) add(faces, f, -1);
  const wounds: string[] = v.players.flatMap((p) => p.serious.map((w) => w.kind));
  // Item cards: those in hands and in the viewer's own inventory are known; the rest are dealt by colour.
  const known: string[] = v.players.flatMap((p) =>
    p.hands.filter((h) => h.kind === 'item').flatMap((h) => (h.taped ? [h.name, h.taped.name, 'duct-tape'] : [h.name])),
  );
  const own = v.players.find((p) => p.own !== null)?.own ?? null;
  if (own) known.push(...own.inventory);
  for (const d of v.decisions) if (d.kind === 'hands-full' && d.item) known.push(d.item);
  // Cards known to lie under an item deck stay there, in order; only the rest of each deck is dealt.
  const under = v.itemUnder;
  known.push(...under.red, ...under.yellow, ...under.green);
  const itemPool: Record<string, Counts> = {};
  for (const color of ['red', 'yellow', 'green', 'blue']) {
    const items = fixed(`items ${color}`, () => itemTotals(color));
    const base = color === 'blue' ? minusCounts(items, v.craftDeck) : items;
    itemPool[color] = minus(
      base,
      known.filter((k) => ITEM[k]?.color === color),
    );
  }
  // Character-dedicated cards in play are public facts: every drafted character's starting item and
  // every activated quest item, less those that left the game; the ones not seen are dealt by colour.
  const characterCards: string[] = [];
  for (const pv of v.players) {
    const def = CHARACTER[pv.character];
    if (def?.startItem) characterCards.push(def.startItem);
    if (def && pv.quest === 'active') characterCards.push(def.quest);
  }
  itemPool.character = {};
  for (const c of characterCards) add(itemPool.character, c, 1);
  itemPool.character = minus(minus(itemPool.character, v.characterItemsOut), [
    ...known.filter((k) => ITEM[k]?.color === 'character'),
  ]);
  const objectivePool = minus(
    mode === 'cooperative' || n === 1
      ? objectiveDeck(n, mode, 'coop')
      : { ...objectiveDeck(n, mode, 'corporate'), ...objectiveDeck(n, mode, 'personal') },
    [...(own?.objectives ?? []), ...(own?.discardedObjectives ?? []), ...v.players.flatMap((p) => p.objectives ?? [])],
  );
  // Tokens the viewer knows the place of (publicly shown, or peeked at) are kept out of the dealing.
  const peeks = own?.peeks ?? [];
  const neutralKnown = [...v.publicContingency, ...peeks.filter((k) => k.where === 'neutral').map((k) => k.token)];
  const contingency = minus(fixed('contingency', contingencyTotals), [
    ...(own?.contingency ?? []),
    ...neutralKnown,
    ...peeks.filter((k) => k.where !== 'neutral').map((k) => k.token),
  ]);
  // Objectives shown to the viewer through the transmitter stay with their owner (latest showing wins).
  const snapshots = new Map<number, string[]>();
  for (const x of own?.shown ?? []) snapshots.set(x.of, x.objectives);
  for (const [of, objs] of snapshots) if (!v.players[of]?.objectives) for (const o of objs) add(objectivePool, o, -1);
  const players: Player[] = v.players.map((pv) =>
    rebuildPlayer(
      pv,
      itemPool,
      objectivePool,
      contingency,
      rng,
      snapshots.get(pv.seat),
      peeks.filter((k) => k.where === pv.seat).map((k) => k.token),
    ),
  );
  const activeContingency = v.activeContingency ?? (drawFrom(contingency, rng) as string);
  const decisions: Decision[] = v.decisions.map((d) =>
    d.kind === 'draft'
      ? { kind: 'draft', seat: d.seat, offered: [...(d.offered ?? [])] }
      : d.kind === 'hands-full'
        ? { kind: 'hands-full', seat: d.seat, item: d.item ?? '', ammo: d.ammo }
        : d.kind === 'ride'
          ? { kind: 'ride', seat: d.seat, to: d.item ?? '' }
          : d.kind === 'trade-offer'
            ? {
                kind: 'trade-offer',
                seat: d.seat,
                from: d.from ?? 0,
                hand: d.hand,
                color: d.color,
                askHand: d.askHand,
                // Unknown to this viewer: any item of the offered colour the offerer (as resampled) holds.
                item:
                  d.item ??
                  (d.offerColor === null
                    ? null
                    : (players[d.from ?? 0]?.inventory.find((i) => ITEM[i]?.color === d.offerColor) ?? null)),
              }
            : d.kind === 'move-door'
              ? { kind: 'move-door', seat: d.seat, to: d.corridor ?? 0 }
              : d.kind === 'trade'
                ? {
                    kind: 'trade',
                    seat: d.seat,
                    starter: d.starter ?? d.seat,
                    order: [...(d.order ?? [])],
                    budget: d.budget,
                  }
                : d.kind === 'advantage' && d.advantage
                  ? { kind: 'advantage', seat: d.seat, ...d.advantage }
                  : { kind: d.kind as 'discard-objective' | 'pass-discard', seat: d.seat },
  );
  const css = cssPool();
  for (const t of Object.values(v.css)) if (t !== 'face-down') add(css, t, -1);
  for (const t of Object.values(v.cssPeeked)) add(css, t, -1);
  const weakness = minus(
    fixed(`weakness ${v.intruderSet}`, () => weaknessPool(v.intruderSet)),
    v.weakness.revealed.filter((w): w is string => w !== null),
  );
  return {
    side: v.side as GameState['side'],
    mode,
    players,
    phase: v.phase as GameState['phase'],
    round: v.round,
    firstPlayer: v.firstPlayer,
    active: v.active,
    rooms: copyRooms(v.rooms),
    corridors: v.corridors.map((c) => ({ ...c })),
    techNoise: v.techNoise,
    areaNoise: { ...v.areaNoise },
    rover: v.rover,
    marsDeck: v.side === 'mars' ? minus(fixed('mars', marsTotals), v.marsDiscard) : {},
    marsDiscard: [...v.marsDiscard],
    intruders: v.intruders.map((i) => ({ ...i })),
    nextIntruderId: v.nextIntruderId,
    bag: minusCounts(minusCounts(TOKEN_TOTALS, v.supply), v.aside),
    supply: { ...v.supply },
    aside: { ...v.aside },
    power: { sections: [...v.power.sections], elevator: v.power.elevator, active: [...v.power.active] },
    elevatorAt: v.elevatorAt,
    time: v.time,
    timeActive: v.timeActive,
    autodestruct: v.autodestruct ? { ...v.autodestruct } : null,
    alert: v.alert,
    mainGateOpen: v.mainGateOpen,
    css: {
      slots: Object.fromEntries(Object.entries(v.css).map(([k, t]) => [k, t === 'face-down' ? null : t])),
      secret: Object.fromEntries(
        Object.entries(v.cssPeeked).map(([k, token]) => [
          k,
          { token, seen: typeof _viewer === 'number' ? [_viewer] : [] },
        ]),
      ),
    },
    pods: { ...v.pods },
    eggsInNest: v.eggsInNest,
    nestDestroyed: v.nestDestroyed,
    weakness: { revealed: [...v.weakness.revealed], researched: [...v.weakness.researched] },
    unseen: {
      tilesI,
      tilesII,
      exploration: minusCounts(
        fixed(`exploration ${v.side}`, () => explorationPool(v.side)),
        v.explorationSeen,
      ),
      weakness,
      css,
      contaminationFaces: faces,
    },
    explorationSeen: { ...v.explorationSeen },
    contaminationDeck: v.contaminationDeck,
    contaminationUnder: [...v.contaminationUnder],
    attackDeck: minus(fixed('attack', attackTotals), v.attackDiscard),
    attackDiscard: [...v.attackDiscard],
    eventDeck: minus(
      fixed(`event ${v.intruderSet}`, () => eventTotals(v.intruderSet)),
      v.eventDiscard,
    ),
    eventDiscard: [...v.eventDiscard],
    woundDeck: minus(fixed('wound', woundTotals), wounds),
    itemDecks: {
      red: withUnder(itemPool.red as Counts, under.red),
      yellow: withUnder(itemPool.yellow as Counts, under.yellow),
      green: withUnder(itemPool.green as Counts, under.green),
    },
    itemUnder: { red: [...under.red], yellow: [...under.yellow], green: [...under.green] },
    craftDeck: { ...v.craftDeck },
    characterItemsOut: [...v.characterItemsOut],
    objectivePool,
    contingencyPool: (() => {
      const pool = { ...contingency };
      // Publicly revealed tokens (cooperative mode) lie apart from the neutral pool.
      for (const k of peeks) if (k.where === 'neutral') add(pool, k.token, 1);
      return pool;
    })(),
    publicContingency: [...v.publicContingency],
    activeContingency,
    draftPool: { ...v.draftPool },
    roster: v.roster as GameState['roster'],
    intruderSet: v.intruderSet as GameState['intruderSet'],
    computer: {
      top: v.computer.top,
      deck: minus(
        fixed('computer', () => Object.fromEntries(COMPUTER_CARDS.map((c) => [c.id, 1]))),
        [v.computer.top, ...v.computer.under],
      ),
      under: [...v.computer.under],
    },
    vent: v.vent,
    markers: { ...v.markers },
    shown: (own?.shown ?? []).map((x) => ({ viewer: _viewer as number, of: x.of, objectives: [...x.objectives] })),
    firstEncounterDone: v.firstEncounterDone,
    firstDeathDone: v.firstDeathDone,
    decisions,
    waiting: v.waiting.map((w) => structuredClone(w)),
    windows: v.windows.map((w) => structuredClone(w)),
    tilePeeks: Object.fromEntries(
      Object.entries(v.tilesPeeked).map(([room, tile]) => [
        room,
        { tile, seen: typeof _viewer === 'number' ? [_viewer] : [] },
      ]),
    ),
    endReason: v.endReason,
    results: v.results ? v.results.map((r) => ({ ...r })) : null,
  };
}

function rebuildPlayer(
  pv: PlayerView,
  itemPool: Record<string, Counts>,
  objectivePool: Counts,
  contingency: Counts,
  rng: Rng,
  snapshot?: string[],
  knownTokens: string[] = [],
): Player {
  let hand: string[];
  let deck: Counts;
  let inventory: string[];
  let objectives: string[];
  let discarded: string[];
  let tokens: string[];
  if (pv.own) {
    hand = [...pv.own.hand];
    deck = { ...pv.own.deck };
    inventory = [...pv.own.inventory];
    objectives = [...pv.own.objectives];
    discarded = [...pv.own.discardedObjectives];
    tokens = [...pv.own.contingency];
  } else {
    const all: Counts = { ...(CHARACTER[pv.character]?.deck ?? {}) };
    add(all, CONTAMINATION, pv.contamination.unscanned);
    add(all, SCANNED_INFECTED, pv.contamination.infected);
    add(all, CLEAN, pv.contamination.clean);
    const rest = minus(all, pv.discard);
    hand = drawN(rest, pv.handCount, rng).sort();
    deck = rest;
    inventory = pv.inventoryColors.flatMap((c) => drawN(itemPool[c] ?? {}, 1, rng)).sort();
    const fromBack = (b: string) => {
      const sub: Counts = {};
      for (const k of Object.keys(objectivePool)) if (OBJECTIVE[k]?.deck === b) sub[k] = objectivePool[k] as number;
      const pick = drawFrom(sub, rng);
      if (pick !== null) add(objectivePool, pick, -1);
      return pick ?? 'unknown';
    };
    const seen = [...(snapshot ?? [])];
    const fromSeen = (b: string) => {
      const i = seen.findIndex((o) => OBJECTIVE[o]?.deck === b);
      return i >= 0 ? (seen.splice(i, 1)[0] as string) : fromBack(b);
    };
    objectives = pv.objectives ? [...pv.objectives] : pv.objectiveBacks.map(fromSeen);
    discarded = pv.discardedObjectiveBacks.map(fromSeen);
    tokens = [...knownTokens, ...drawN(contingency, pv.contingencyCount - knownTokens.length, rng)].sort();
  }
  return {
    seat: pv.seat,
    character: pv.character,
    status: pv.status as Player['status'],
    room: pv.room,
    pod: pv.pod,
    hand,
    deck,
    discard: [...pv.discard],
    light: pv.light,
    serious: pv.serious.map((w) => ({ ...w })),
    larva: pv.larva,
    slime: pv.slime,
    knowledge: pv.knowledge,
    knowledgeActive: pv.knowledgeActive,
    signal: pv.signal,
    hands: pv.hands.map((h) => ({
      ...h,
      kind: h.kind as 'item' | 'object',
      ...(h.taped ? { taped: { ...h.taped } } : {}),
    })),
    corpse: pv.corpse,
    quest: pv.quest as Player['quest'],
    peeks: pv.own ? pv.own.peeks.map((k) => ({ ...k })) : [],
    inventory,
    objectives,
    discardedObjectives: discarded,
    contingency: tokens,
    passed: pv.passed,
    actionsLeft: pv.actionsLeft,
    firedThisRound: pv.firedThisRound,
  };
}

/** The rooms by id, in the view's order (each room and its objects copied). */
function copyRooms(rooms: NLView['rooms']): GameState['rooms'] {
  const out: GameState['rooms'] = {};
  for (const r of rooms) out[r.id] = { ...r, objects: { ...r.objects } };
  return out;
}

/** A dealt deck plus the public cards under it (the deck counts all its cards). */
function withUnder(deck: Counts, under: string[]): Counts {
  const out: Counts = { ...deck };
  for (const u of under) add(out, u, 1);
  return out;
}
