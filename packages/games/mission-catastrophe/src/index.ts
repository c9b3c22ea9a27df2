import type { Action, Actor, GameModule, Viewer } from '@airlock/engine';
import { drain, legalOf, pendingOf } from './flow.ts';
import { checkOptions, OPTION_SPECS } from './options.ts';
import { invariants } from './invariants.ts';
import { createState } from './setup.ts';
import type { McState } from './state.ts';
import { determinizeView, type McView, viewOf } from './view.ts';
import { applyOf } from './flow.ts';
import { describe } from './describe.ts';
import { evaluate } from './evaluate.ts';
import './rules/index.ts';

export type { McState } from './state.ts';
export type { McView } from './view.ts';

/** Shallow-structural equality of two flat actions (values: primitives or arrays of primitives). */
function same(a: Action, b: Action): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    const x = a[k];
    const y = b[k];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}

export const missionCatastrophe: GameModule<McState, Action, McView> = {
  id: 'mission-catastrophe',
  name: 'Mission Catastrophe',
  version: '1.0.0',
  players: { min: 1, max: 6 },
  options: OPTION_SPECS,
  checkOptions,
  setup(ctx) {
    const s = createState(ctx);
    drain(s, { rng: ctx.rng, emit: () => {} });
    return s;
  },
  pending: pendingOf,
  legalActions: legalOf,
  checkAction(s: McState, actor: Actor, action: Action) {
    const legal = legalOf(s, actor);
    for (const a of legal) if (same(a, action)) return null;
    return `"${String(action.type)}" is not one of this seat's legal actions now`;
  },
  apply: applyOf,
  view: (s: McState, viewer: Viewer) => viewOf(s, viewer),
  result: (s) => s.over,
  determinize: (v, _viewer, rng) => determinizeView(v, rng),
  invariants,
  evaluate,
  secretKeys: ['podId', 'deck', 'hands'],
  describeAction: describe,
  seatName: (_s, seat) => `Crew ${seat + 1}`,
};

export default missionCatastrophe;
export { heuristic } from './heuristic.ts';
export { isSeatSetting } from './shared-actions.ts';
export { PRESETS } from './presets.ts';
export { teamsFor } from './options.ts';

// Public data for the web app and other consumers (import from '@airlock/mission-catastrophe').
export {
  ABILITIES,
  CARD_KINDS,
  CARDS,
  type Card,
  type CardData,
  type CardType,
  EQUIPMENT,
  HAND_LIMIT,
  INTERRUPTS,
  PILE_OF_MODULE,
  PILE_SIZE,
  RESOURCES,
  type Resource,
} from './data/cards.ts';
export {
  CUBES_PER_MODULE,
  INTEGRITY,
  type IntegrityBoard,
  PHASES,
  type Phase,
  STATUS_CUBES,
} from './data/integrity.ts';
export { PROFESSIONS, type Profession, ROLE_IDS, ROLES, type RoleData, type RoleId, rolesOf } from './data/roles.ts';
export {
  CASIMIR_1,
  M,
  MODULE_KINDS,
  MODULES,
  type ModuleData,
  type ModuleKind,
  POD_IDS,
  type ShipLayout,
  TOPO,
  type Topology,
  topology,
} from './data/ship.ts';
