import type { Action, Actor, GameModule, Viewer } from '@airlock/engine';
import { describeAction } from './describe.ts';
import { determinizeView } from './determinize.ts';
import { applyOf, drain, forgetKept, legalOf, pendingOf } from './flow.ts';
import { invariants } from './invariants.ts';
import type { LifeformIcon } from './data/icons.ts';
import { lifeformIconOptions } from './lifeform-icons.ts';
import { iconActionAllowed, lifeformIconPossible } from './icons-possible.ts';
import { LIFEFORM_CARD } from './data/cards.ts';
import { EVOLUTION_TOKEN } from './data/evolution.ts';
import { createState } from './setup.ts';
import { LIFEFORM, type LfState } from './state.ts';
import { type LfView, viewOf } from './view.ts';
import { withDragonsDomain } from './solo/module.ts';
import { evaluate } from './bot/evaluate.ts';

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

/** The lifeform icons whose options depend on which image is real (the attacker's place). */
const IDENTITY_ICONS = new Set<string>(['attack', 'kill-hidden', 'vent']);

/**
 * The icons on which this action's legality could turn, when only they can: a row's icon, the
 * icons of a card row played, an evolution token's icon. Null when the whole legal list must be asked.
 */
function iconsAtStake(s: LfState, a: Action): readonly string[] | null {
  const top = s.stack[s.stack.length - 1];
  if (top?.k === 'row' && (a.type === 'icon' || a.type === 'skip')) return [a.icon as string];
  if (top?.k === 'row' && a.type === 'evolve-add') return [EVOLUTION_TOKEN[a.token as string]?.icon ?? ''];
  if (top?.k === 'lifeform-turn' && a.type === 'play')
    return LIFEFORM_CARD[a.card as string]?.rows[a.row as number] ?? null;
  return null;
}

/** Whether the lifeform could take this action if the given state's image were real. */
function legalUnder(s: LfState, a: Action, icons: readonly string[] | null): boolean {
  if (icons === null) return find(legalOf(s, LIFEFORM), a);
  if (a.type === 'skip') return !lifeformIconPossible(s, a.icon as LifeformIcon);
  // Within a row only the chosen icon's own options matter.
  if (a.type === 'icon') return iconActionAllowed(s, a) ?? find(lifeformIconOptions(s, a.icon as LifeformIcon), a);
  // A card row or a token's icon is offered when one of its icons can be carried out.
  return icons.some((i) => i === 'self-destruct' || lifeformIconPossible(s, i as LifeformIcon));
}

/**
 * What the crew learns from a lifeform action: the images for which it would not have been legal
 * cannot be real. Applied before the action, so the candidate set stays public knowledge. An action
 * that turns only on icons which never depend on the real image teaches nothing.
 */
export function narrowCandidates(s: LfState, a: Action): void {
  if (s.candidates.length < 2 || IDENTITY_FREE.has(a.type)) return;
  const icons = iconsAtStake(s, a);
  if (icons !== null && !icons.some((i) => IDENTITY_ICONS.has(i))) return;
  const real = s.real;
  s.candidates = s.candidates.filter((c) => {
    if (c === real) return true;
    s.real = c;
    return legalUnder(s, a, icons);
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
    drain(s, { rng: ctx.rng, emit: () => {}, quiet: true });
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
    // The narrowing asks the legal list under other images: never the list kept for the real one.
    forgetKept();
    if (actor === LIFEFORM && s.stage === 'starship') narrowCandidates(s, action);
    applyOf(s, actor, action, ctx);
  },
  view: (s: LfState, viewer: Viewer) => viewOf(s, viewer),
  result: (s) => s.over,
  determinize: (v, viewer, rng) => determinizeView(v, viewer, rng),
  // Searches cut off before the end score the position by the bots' estimate of who wins.
  evaluate,
  invariants,
  secretKeys: ['real', 'hands', 'piles', 'offers', 'picks', 'objectives', 'stowaway', 'faceDown', 'drawn', 'hideout'],
  describeAction,
  seatName: (_s, seat) => (seat === LIFEFORM ? 'Lifeform' : `Crew ${seat}`),
};

/** The game with Dragon's Domain, the solo option (`src/solo/`). */
export const lifeform = withDragonsDomain(base);

export default lifeform;
