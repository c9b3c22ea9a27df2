import type { Action, Options } from '@airlock/engine';
import type { CrisisCard } from '../data/crisis.ts';
import type { LfState } from '../state.ts';
import type { Ctx, SoloStep } from './state.ts';

/**
 * Hook points where modules change Dragon's Domain from outside `src/solo/` (13th Passenger module C
 * registers here). Handlers are code registered once at load time, keyed by name; the state only ever
 * holds names and plain data (an effect string such as `seal:cockpit`, a step `{ k: 'shuttle-guess' }`),
 * so pending work stays JSON and a saved match replays with the same handlers.
 */
export interface StepHandler {
  /** The answers the player may give; an empty list means the step resolves by itself. */
  options(s: LfState, t: SoloStep): Action[];
  apply?(s: LfState, t: SoloStep, a: Action, ctx: Ctx): void;
  /** Runs when the step does not ask (no options, or always automatic); it must pop the step. */
  auto(s: LfState, t: SoloStep, ctx: Ctx): void;
  /** Never asks, even with options (bookkeeping steps). */
  always?: boolean;
}

export interface SoloHooks {
  /** Setup additions, run after the solo setup with the match options. */
  setup: ((s: LfState, options: Options, ctx: Ctx) => void)[];
  /** Crisis cards added by modules, by id. */
  cards: Record<string, CrisisCard>;
  /** Crisis outcome handlers by kind: an effect `kind:arg` calls `effects[kind](s, arg, card, ctx)`. */
  effects: Record<string, (s: LfState, arg: string, ctx: Ctx) => void>;
  /** Steps added by modules, by `k`. */
  steps: Partial<Record<SoloStep['k'], StepHandler>>;
  /** Extra free actions offered with the activity (`{ type: 'free', use }`), and how they apply. */
  free: ((s: LfState) => Action[])[];
  freeApply: Record<string, (s: LfState, a: Action, ctx: Ctx) => void>;
  /** Called when an objective is gained for the first time. */
  objective: ((s: LfState, goal: 'cat' | 'umbilicus', ctx: Ctx) => void)[];
  /** Whether a crew icon may be executed at all (movement conditions). */
  iconAllowed: ((s: LfState, icon: string) => boolean)[];
  /** Run after hibernation has set the combat zones, before the first round; may push steps. */
  afterHibernate: ((s: LfState, ctx: Ctx) => void)[];
  /** Before a zone's fight icons are matched; may end the game. */
  beforeDefeat: ((s: LfState, zone: number, ctx: Ctx) => void)[];
}

export const HOOKS: SoloHooks = {
  setup: [],
  cards: {},
  effects: {},
  steps: {},
  free: [],
  freeApply: {},
  objective: [],
  iconAllowed: [],
  afterHibernate: [],
  beforeDefeat: [],
};
