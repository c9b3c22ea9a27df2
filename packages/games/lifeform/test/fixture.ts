import type { Action, Actor, GameEvent, Seat } from '@airlock/engine';
import { Rng } from '@airlock/engine';
import type { ShipMap } from '../src/data/map.ts';
import { lifeform, registerMap } from '../src/index.ts';
import { drain, legalOf, pendingOf } from '../src/flow.ts';
import { createState } from '../src/setup.ts';
import type { Char, LfState, Step } from '../src/state.ts';

/**
 * A small test ship, so scenario tests do not depend on the designed Valley Forge:
 *
 *   A: gal - hyp - ven(vent)          (gal - mid, hyp - gal)
 *   B: mid - coc(cocoon) - eng ; mid - lst(start) - eng ; ven ~ lst, ven ~ coc (tunnels)
 *   C: eng(circuit, objective) - mnt - dh1 - bay - rem(Remora) ; dh1 - dh2
 *
 * Android path: hyp gal mid lst eng mnt dh1 bay rem.
 */
const c = (id: string, deck: 'A' | 'B' | 'C', extra: object = {}) => ({
  id,
  name: id,
  deck,
  missions: 0,
  origin: 'designed' as const,
  source: 'test',
  ...extra,
});

export const TEST_MAP: ShipMap = {
  origin: 'designed',
  chambers: [
    c('gal', 'A'),
    c('hyp', 'A', { objective: true }),
    c('ven', 'A', { vent: true }),
    c('mid', 'B'),
    c('coc', 'B', { cocoon: true, vent: true }),
    c('lst', 'B', { lifeformStart: true }),
    c('eng', 'C', { circuit: true, objective: true, shielded: true }),
    c('mnt', 'C'),
    c('dh1', 'C'),
    c('dh2', 'C'),
    c('bay', 'C', { shielded: true }),
    c('rem', 'C', { remora: true, shielded: true }),
  ],
  links: [
    { a: 'gal', b: 'hyp', kind: 'corridor' },
    { a: 'hyp', b: 'ven', kind: 'corridor' },
    { a: 'gal', b: 'mid', kind: 'corridor' },
    { a: 'mid', b: 'coc', kind: 'corridor' },
    { a: 'mid', b: 'lst', kind: 'corridor' },
    { a: 'coc', b: 'eng', kind: 'corridor' },
    { a: 'lst', b: 'eng', kind: 'corridor' },
    { a: 'eng', b: 'mnt', kind: 'corridor' },
    { a: 'mnt', b: 'dh1', kind: 'corridor' },
    { a: 'dh1', b: 'dh2', kind: 'corridor' },
    { a: 'dh1', b: 'bay', kind: 'corridor' },
    { a: 'bay', b: 'rem', kind: 'corridor' },
    { a: 'ven', b: 'lst', kind: 'tunnel' },
    { a: 'ven', b: 'coc', kind: 'tunnel' },
  ],
  androidPath: ['hyp', 'gal', 'mid', 'lst', 'eng', 'mnt', 'dh1', 'bay', 'rem'],
  galley: 'gal',
  hypersleep: 'hyp',
  engineering: 'eng',
  shuttleBay: 'bay',
  dockingHub1: 'dh1',
  remora: 'rem',
  maintenance: 'mnt',
  sister: 'hyp',
};
registerMap('test', TEST_MAP);

export interface Table {
  s: LfState;
  events: GameEvent[];
  act(actor: Actor, a: Action): void;
  legal(actor: Actor): Action[];
  pending(): Seat[];
}

/**
 * A starship-stage state on the test ship with nothing placed: each crew seat gets characters named
 * `<seat><letter>`-style ids from the cast, hands empty, tracks at their starts, real image i1.
 */
export function table(players: number, seed = 7): Table {
  const rng = Rng.fromSeed(seed);
  const s = createState({ players, options: {}, rng }, 'test');
  s.stack = [];
  s.draft = null;
  s.offers = [];
  s.stage = 'starship';
  s.round = 1;
  s.phase = 'crew';
  s.turn = 0;
  s.missions = {};
  for (const h of s.hands) h.length = 0;
  s.piles.crew = { spanner: 20 };
  s.piles.lifeform = { stalk: 20 };
  s.objectives = [];
  const events: GameEvent[] = [];
  const ctx = { rng, emit: (e: GameEvent) => void events.push(e) };
  return {
    s,
    events,
    act(actor, a) {
      const legal = legalOf(s, actor);
      const key = JSON.stringify(a);
      if (!legal.some((x) => JSON.stringify(x) === key))
        throw new Error(`illegal for ${String(actor)}: ${key}\nlegal: ${JSON.stringify(legal)}`);
      lifeform.apply(s, actor, a, ctx);
    },
    legal: (actor) => legalOf(s, actor),
    pending: () => pendingOf(s).map((p) => p.actor as Seat),
  };
}

/** A table with the loadout ready for a launch and the self-destruct tracker at `sd`. */
export function launchReady(players: number, sd: number): Table {
  const t = table(players);
  t.s.loadout = { weaponry: 3, coolant: 3, energy: 3, spacesuits: 4, halon: 0 };
  t.s.tracks.selfDestruct = sd;
  t.s.stowaway = 0;
  return t;
}

export function put(t: Table, id: string, owner: Seat, at: string, extra: Partial<Char> = {}): Char {
  const ch: Char = {
    id,
    owner,
    at,
    alive: true,
    hidden: false,
    skillUsed: false,
    survivalUsed: false,
    analyzer: true,
    ...extra,
  };
  t.s.chars.push(ch);
  return ch;
}

export function images(t: Table, at: (string | null)[], real = 'i1'): void {
  at.forEach((where, i) => {
    const img = t.s.images[i];
    if (img) img.at = where;
  });
  t.s.real = real;
  t.s.candidates = t.s.images.filter((i) => i.at !== null).map((i) => i.id);
}

/** Pushes a step and runs the automatic ones, as the flow would reach it. */
export function start(t: Table, step: Step): void {
  t.s.stack.push(step);
  drain(t.s, { rng: Rng.fromSeed(3), emit: (e) => void t.events.push(e) });
}

export function has(legal: Action[], partial: Record<string, unknown>): boolean {
  return legal.some((a) => Object.entries(partial).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v)));
}

/** Ends the crew phase so the android phase runs (the flow then waits on the lifeform's turn). */
export function androidPhase(t: Table): void {
  t.s.stack = [];
  t.s.phase = 'crew';
  t.s.turn = t.s.players - 2;
  drain(t.s, { rng: Rng.fromSeed(5), emit: (e) => void t.events.push(e) });
}

/**
 * 3 players at hibernation with 13th Passenger module D: `disks` surviving crew disks aboard the Remora
 * (Crew 1 holds the 1st and 3rd), so its board gives search, reveal, search, search.
 */
export function hunted(disks = 3): Table {
  const t = table(3);
  t.s.extras.huntOn = true;
  put(t, 'motoko', 1, 'rem');
  if (disks >= 2) put(t, 'palmer', 2, 'rem');
  if (disks >= 3) put(t, 'reyes', 1, 'rem');
  if (disks >= 4) put(t, 'okafor', 2, 'rem');
  if (disks >= 5) put(t, 'tanaka', 2, 'rem');
  t.s.loadout = { weaponry: 0, coolant: 3, energy: 6, spacesuits: 3, halon: 2 };
  t.s.tracks.claw = 1;
  t.s.hands[0] = ['stalk', 'nest'];
  t.s.stage = 'showdown';
  start(t, { k: 'hibernate' });
  return t;
}
