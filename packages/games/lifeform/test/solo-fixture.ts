import type { Action, GameEvent, Options } from '@airlock/engine';
import { Rng } from '@airlock/engine';
import type { ShipMap } from '../src/data/map.ts';
import { lifeform, registerMap } from '../src/index.ts';
import { drainSolo, soloApply, soloLegal } from '../src/solo/flow.ts';
import { registerSoloLayout } from '../src/solo/layout.ts';
import { createSolo } from '../src/solo/setup.ts';
import { type SoloState, type SoloStep, solo } from '../src/solo/state.ts';
import type { LfState } from '../src/state.ts';

/** The game module with Dragon's Domain, as the catalog registers it. */
export const game = lifeform;

/**
 * A small solo test ship, so Dragon's Domain scenario tests do not depend on the designed Valley Forge:
 *
 *   A: cpt(circuit) - gal - hyp - ven(red vent) ; gal - mes
 *   B: gal - lad - sup - orf - coc(cocoon) ; sup - bvt(vent)
 *   C: lad - eng - mnt - dh1 - bay - rem(Remora) ; dh1 - dvs(red vent) - cry ; coc - cry
 *
 * Android path: hyp gal lad eng mnt dh1 bay rem.
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

export const SOLO_MAP: ShipMap = {
  origin: 'designed',
  chambers: [
    c('cpt', 'A', { circuit: true }),
    c('gal', 'A'),
    c('hyp', 'A'),
    c('ven', 'A', { vent: true, redVent: true }),
    c('mes', 'A', { missions: 1 }),
    c('lad', 'B'),
    c('sup', 'B', { missions: 1 }),
    c('orf', 'B'),
    c('coc', 'B', { cocoon: true }),
    c('bvt', 'B', { vent: true }),
    c('eng', 'C'),
    c('mnt', 'C'),
    c('dh1', 'C'),
    c('bay', 'C', { shielded: true }),
    c('rem', 'C', { remora: true }),
    c('dvs', 'C', { vent: true, redVent: true }),
    c('cry', 'C'),
  ],
  links: [
    { a: 'cpt', b: 'gal', kind: 'corridor' },
    { a: 'gal', b: 'hyp', kind: 'corridor' },
    { a: 'hyp', b: 'ven', kind: 'corridor' },
    { a: 'gal', b: 'mes', kind: 'corridor' },
    { a: 'gal', b: 'lad', kind: 'corridor' },
    { a: 'lad', b: 'sup', kind: 'corridor' },
    { a: 'sup', b: 'orf', kind: 'corridor' },
    { a: 'orf', b: 'coc', kind: 'corridor' },
    { a: 'sup', b: 'bvt', kind: 'corridor' },
    { a: 'lad', b: 'eng', kind: 'corridor' },
    { a: 'eng', b: 'mnt', kind: 'corridor' },
    { a: 'mnt', b: 'dh1', kind: 'corridor' },
    { a: 'dh1', b: 'bay', kind: 'corridor' },
    { a: 'bay', b: 'rem', kind: 'corridor' },
    { a: 'dh1', b: 'dvs', kind: 'corridor' },
    { a: 'dvs', b: 'cry', kind: 'corridor' },
    { a: 'coc', b: 'cry', kind: 'corridor' },
  ],
  androidPath: ['hyp', 'gal', 'lad', 'eng', 'mnt', 'dh1', 'bay', 'rem'],
  galley: 'gal',
  hypersleep: 'hyp',
  engineering: 'eng',
  shuttleBay: 'bay',
  dockingHub1: 'dh1',
  remora: 'rem',
  maintenance: 'mnt',
  sister: 'cpt',
};
registerMap('solo-test', SOLO_MAP);
registerSoloLayout('solo-test', {
  extraMissions: ['orf'],
  ladderways: ['lad'],
  outages: ['mes'],
  terror: ['cpt', 'bay'],
  harpoons: ['cry'],
  supplies: 'sup',
  hazard: ['sup', 'cpt', 'eng'],
});

export type SoloTestState = LfState & { solo: SoloState };

export interface SoloTable {
  s: SoloTestState;
  x: SoloState;
  events: GameEvent[];
  act(a: Action): void;
  legal(): Action[];
  /** Replaces the stack (bottom first) under an idle activity step and runs the automatic steps. */
  begin(...steps: SoloStep[]): void;
  texts(): string[];
  /** Starts a full turn (collect, draw, activity, repercussions, clock, android phase). */
  turn(): void;
}

/**
 * A solo game on the test ship right after setup (character in the Galley, decks as set up), with an
 * empty hand, a crew pile of Heavy Spanners, no mission tokens and the given options. `rngSeed` drives
 * the draws the rules make.
 */
export function soloTable(options: Options = {}, rngSeed = 11): SoloTable {
  const rng = Rng.fromSeed(rngSeed);
  const s = createSolo({ players: 1, options: { dragonsDomain: true, ...options }, rng }, 'solo-test') as SoloTestState;
  s.hands[0] = [];
  s.piles.crew = { spanner: 30 };
  s.missions = {};
  const events: GameEvent[] = [];
  const ctx = { rng, emit: (e: GameEvent) => void events.push(e) };
  const t: SoloTable = {
    s,
    x: s.solo,
    events,
    act(a) {
      const key = JSON.stringify(a);
      const legal = soloLegal(s, 0);
      if (!legal.some((l) => JSON.stringify(l) === key))
        throw new Error(`illegal: ${key}\nlegal: ${JSON.stringify(legal).slice(0, 2000)}`);
      soloApply(s, a, ctx);
    },
    legal: () => soloLegal(s, 0),
    begin(...steps) {
      solo(s).stack = [{ k: 'activity' }, ...[...steps].reverse()];
      drainSolo(s, ctx);
    },
    texts: () => events.map((e) => e.text),
    turn() {
      solo(s).stack = [{ k: 'turn' }];
      drainSolo(s, ctx);
    },
  };
  return t;
}

export function has(legal: Action[], partial: Record<string, unknown>): boolean {
  return legal.some((a) => Object.entries(partial).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v)));
}

export function topStep(t: SoloTable): SoloStep | undefined {
  return t.x.stack[t.x.stack.length - 1];
}

/** Puts the character in a chamber. */
export function place(t: SoloTable, chamber: string): void {
  const c = t.s.chars[0];
  if (c) c.at = chamber;
}

/** Aboard with the minimum supplies, the cat, the umbilicus and a data token (L2470-2501). */
export function ready(t: SoloTable): void {
  place(t, 'rem');
  t.s.loadout = { weaponry: 3, coolant: 2, energy: 3, spacesuits: 1, halon: 4 };
  t.x.goals = { cat: true, umbilicus: true };
  t.s.data[0] = ['claw', 'fang'];
  t.x.energyCombat = [3, 4, 5];
}
