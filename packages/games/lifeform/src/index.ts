import type { Action, Actor, GameModule, Viewer } from '@airlock/engine';
import { describeAction } from './describe.ts';
import { determinizeView } from './determinize.ts';
import { applyOf, drain, legalOf, pendingOf } from './flow.ts';
import { invariants } from './invariants.ts';
import type { LifeformIcon } from './data/icons.ts';
import { lifeformIconOptions } from './lifeform-icons.ts';
import { createState } from './setup.ts';
import { LIFEFORM, type LfState } from './state.ts';
import { type LfView, viewOf } from './view.ts';
import { withDragonsDomain } from './solo/module.ts';

export type { LfState } from './state.ts';
export type { LfView } from './view.ts';
export type { LifeformView } from './solo/module.ts';
export { registerMap } from './board.ts';
export { createState } from './setup.ts';
export * from './table-data.ts';

/** JSON equality, key order aside (cheaper than serializing every legal action). */
function same(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((v, i) => same(v, y[i]));
  const kx = Object.keys(x);
  if (kx.length !== Object.keys(y).length) return false;
  return kx.every(
    (k) => Object.hasOwn(y, k) && same((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]),
  );
}

function find(legal: Action[], a: Action): boolean {
  return legal.some((x) => same(x, a));
}

/** Lifeform answers whose legality never depends on which image is real. */
const IDENTITY_FREE = new Set([
  'lurk',
  'vent-token',
  'calibrate',
  'stowaway',
  'evolve',
  'noise',
  'strip',
  'steer',
  'keep',
  'pass',
  'cancel',
  'outage',
  'terror',
  'place',
  'unmission',
  'discard',
]);

/** Whether the lifeform could take this action if the given state's image were real. */
function legalUnder(s: LfState, a: Action): boolean {
  const top = s.stack[s.stack.length - 1];
  if (top?.k === 'row' && (a.type === 'icon' || a.type === 'skip')) {
    // Within a row only the chosen icon's own options matter.
    const opts = lifeformIconOptions(s, a.icon as LifeformIcon);
    return a.type === 'skip' ? opts.length === 0 : find(opts, a);
  }
  return find(legalOf(s, LIFEFORM), a);
}

/**
 * What the crew learns from a lifeform action: the images for which it would not have been legal
 * cannot be real. Applied before the action, so the candidate set stays public knowledge.
 */
export function narrowCandidates(s: LfState, a: Action): void {
  if (s.candidates.length < 2 || IDENTITY_FREE.has(a.type)) return;
  const real = s.real;
  s.candidates = s.candidates.filter((c) => {
    if (c === real) return true;
    s.real = c;
    return legalUnder(s, a);
  });
  s.real = real;
}

const base: GameModule<LfState, Action, LfView> = {
  id: 'lifeform',
  name: 'Lifeform',
  version: '0.1.0',
  players: { min: 2, max: 4 },
  options: [
    {
      key: 'evolution',
      description: 'Evolution tokens: the lifeform gains one per cocoon section, to add an action or cancel a reaction',
      values: [false, true],
      default: false,
    },
    {
      key: 'survivors',
      description: '13th Passenger module A: two new characters join the draft',
      values: [false, true],
      default: false,
    },
    {
      key: 'asteroid',
      description: '13th Passenger module B: asteroid impact tokens on the 19-16 minute spaces',
      values: [false, true],
      default: false,
    },
    {
      key: 'hunt',
      description: '13th Passenger module D: the crew hunts the lifeform aboard the Remora before the showdown',
      values: [false, true],
      default: false,
    },
  ],
  setup(ctx) {
    const s = createState(ctx);
    drain(s, { rng: ctx.rng, emit: () => {} });
    return s;
  },
  pending: pendingOf,
  legalActions: legalOf,
  checkAction(s: LfState, actor: Actor, action: Action) {
    return find(legalOf(s, actor), action)
      ? null
      : `"${String(action.type)}" is not one of this seat's legal actions now`;
  },
  apply(s, actor, action, ctx) {
    if (actor === LIFEFORM && s.stage === 'starship') narrowCandidates(s, action);
    applyOf(s, actor, action, ctx);
  },
  view: (s: LfState, viewer: Viewer) => viewOf(s, viewer),
  result: (s) => s.over,
  determinize: (v, viewer, rng) => determinizeView(v, viewer, rng),
  invariants,
  secretKeys: ['real', 'hands', 'piles', 'offers', 'picks', 'objectives', 'stowaway', 'faceDown', 'drawn', 'hideout'],
  describeAction,
  seatName: (_s, seat) => (seat === LIFEFORM ? 'Lifeform' : `Crew ${seat}`),
};

/** The game with Dragon's Domain, the solo option (`src/solo/`). */
export const lifeform = withDragonsDomain(base);

export default lifeform;
