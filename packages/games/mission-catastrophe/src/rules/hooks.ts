import type { ApplyContext, Json, Result, Rng } from '@airlock/engine';
import type { GameOptions } from '../options.ts';
import type { ExtStep, McAction, McState, WinData } from '../state.ts';

/** Why a module took damage. Mind Mold places mold only for `roll` and `cascade`. */
export type HitCause = 'roll' | 'cascade' | 'card';

/** What happens to a crew member left in a module without oxygen. */
export type Exposure = 'jump' | 'death' | 'safe';

/** A decision step added by a rule module: who decides, what they may do, and what it does. */
export interface ExtStepHandler {
  /** The seat that must decide, or null when the step runs by itself (then `auto` runs). */
  actor(s: McState, step: ExtStep): number | null;
  prompt?(s: McState, step: ExtStep): string;
  legal?(s: McState, step: ExtStep, seat: number): McAction[];
  /** Applies a legal action of the step's actor; the handler pops the step when it is done. */
  apply?(s: McState, step: ExtStep, seat: number, a: McAction, ctx: ApplyContext): void;
  /** Runs an automatic step; it must pop the step or push another, so the flow moves on. */
  auto?(s: McState, step: ExtStep, ctx: ApplyContext): void;
}

/**
 * A rule module: one threat, level or option of the rulebook, plugged into the core's hook points.
 * The core calls every hook of every module that applies to the match, in registry order. Hooks may
 * push steps on the stack (state.stack) to ask for decisions; they keep their own data in
 * state.ext[id] (public data only: the view copies it to every seat).
 */
export interface RuleModule {
  /** Rule id, e.g. "threat.marauders", "level.hard", "option.under-pressure". */
  id: string;
  applies(opt: GameOptions): boolean;
  /** After the ship is built and cards are dealt, before the initial meteor damage. */
  setup?(s: McState, rng: Rng): void;
  /** At the start of a turn, before the damage roll (mold removal, under-pressure checks). */
  startTurn?(s: McState, seat: number, ctx: ApplyContext): void;
  /** A module is damaged (roll, cascade or card), before its cube is removed. */
  onHit?(s: McState, m: number, cause: HitCause, ctx: ApplyContext): void;
  /** A status cube has just been removed from module m and put on the board. */
  onCubeRemoved?(s: McState, m: number, cause: HitCause, ctx: ApplyContext): void;
  /** Module m has just lost its oxygen (its last status cube). */
  onOxygenLost?(s: McState, m: number, ctx: ApplyContext): void;
  /** The ship entered a new phase for the first time (1 yellow, 2 red). */
  onPhase?(s: McState, phase: number, ctx: ApplyContext): void;
  /** What happens to a seat exposed to a module without oxygen; the first answer given wins. */
  exposure?(s: McState, seat: number): Exposure | undefined;
  /** After the hand limit, before the next player's turn (Marauder turns). */
  endTurn?(s: McState, seat: number, ctx: ApplyContext): void;
  /** Overrides of module power and oxygen (hard level: ship power failure). */
  powered?(s: McState, m: number): boolean | undefined;
  oxygen?(s: McState, m: number): boolean | undefined;
  /** Whether a repair of module m is allowed (mold must go first); a reason when not. */
  repairBlock?(s: McState, m: number): string | null;
  /** A reason the seats cannot escape (mold on crew), or null. */
  escapeBlock?(s: McState, seats: number[]): string | null;
  /** Extra actions for a seat choosing an action (turn or free action). */
  actions?(s: McState, seat: number, out: McAction[]): void;
  /** Performs an extra action of this module; returns true when it handled the action. */
  perform?(s: McState, seat: number, a: McAction, ctx: ApplyContext): boolean;
  /** Step handlers for the module's own steps, keyed by step tag ("x:marauder-move"). */
  steps?: Record<string, ExtStepHandler>;
  /** Extra end conditions (mold wins, crew captured). */
  checkEnd?(s: McState): Result | null;
  /** Extra public data for views (defaults to state.ext[id]). */
  view?(s: McState): Json;
  /** After the initial meteor damage and the start-player roll-off, before the first turn. */
  afterSetup?(s: McState, ctx: ApplyContext): void;
  /** A crew member has just entered module m (any move: action, card, module, jump, meeting). */
  onEnter?(s: McState, seat: number, m: number, ctx: ApplyContext): void;
  /** The ship-integrity board has just changed (damage, repair, a lost pod, a cube put back). */
  onBoard?(s: McState, ctx: ApplyContext): void;
  /** Whether module m may be repaired now, overriding the core's test (undefined: no opinion). */
  repairable?(s: McState, m: number): boolean | undefined;
  /** A repair of module m, done by the rule instead of the core when it returns true (mold). */
  repair?(s: McState, m: number, ctx: ApplyContext): boolean;
  /** A declared action is about to take effect; steps pushed here resolve after the action's own. */
  onAction?(s: McState, seat: number, a: McAction, ctx: ApplyContext): void;
  /** A seat has just been eliminated (hard level: facing death). */
  onEliminated?(s: McState, seat: number, ctx: ApplyContext): void;
  /** A reaction window this rule opened (`what: 'rule'`, `rule: id`) has closed. */
  closeWin?(s: McState, d: WinData, ctx: ApplyContext): void;
}

const registry: RuleModule[] = [];

/** Colleagues register their rule modules here (called from rules/index.ts at import time). */
export function registerRule(rule: RuleModule): void {
  if (registry.some((r) => r.id === rule.id)) throw new Error(`rule ${rule.id} registered twice`);
  registry.push(rule);
  // A set remembered before this registration would miss the new rule.
  byKey.clear();
  byObject = new WeakMap();
  lastOpt = null;
  stepOwners.clear();
}

/** Every hook a rule module may define (the RuleModule methods besides `applies`). */
const HOOKS = [
  'setup',
  'startTurn',
  'onHit',
  'onCubeRemoved',
  'onOxygenLost',
  'onPhase',
  'exposure',
  'endTurn',
  'powered',
  'oxygen',
  'repairBlock',
  'escapeBlock',
  'actions',
  'perform',
  'checkEnd',
  'view',
  'afterSetup',
  'onEnter',
  'onBoard',
  'repairable',
  'repair',
  'onAction',
  'onEliminated',
  'closeWin',
] as const satisfies readonly (keyof RuleModule)[];

export type Hook = (typeof HOOKS)[number];

/**
 * The rule modules of one option set (`all`, in registry order) and, for each hook, those among them
 * that define it (same order). A hook is asked at every step, usually of no module at all: going
 * through its own list skips the modules that would have nothing to say.
 */
export type RuleSet = { all: RuleModule[] } & Record<Hook, RuleModule[]>;

function makeSet(all: RuleModule[]): RuleSet {
  const set = { all } as RuleSet;
  for (const h of HOOKS) set[h] = all.filter((r) => r[h] !== undefined);
  return set;
}

const byKey = new Map<string, RuleSet>();
/** Hot path: the same options object asks many times per action. */
let byObject = new WeakMap<GameOptions, RuleSet>();
const NONE: RuleSet = makeSet([]);
/** The last options object asked about and its set: one match asks about the same object in a row. */
let lastOpt: GameOptions | null = null;
let lastSet: RuleSet = NONE;

/** Whether two option sets pick the same rule modules (the fields the set key is made of). */
function sameKey(a: GameOptions, b: GameOptions): boolean {
  return (
    a.mode === b.mode &&
    a.threat === b.threat &&
    a.level === b.level &&
    a.pressure === b.pressure &&
    a.roles === b.roles &&
    a.promos === b.promos &&
    a.numbering === b.numbering
  );
}

function ruleSet(opt: GameOptions): RuleSet {
  if (opt === lastOpt) return lastSet;
  // Nothing is registered while the rule files are still loading: nothing to remember yet.
  if (registry.length === 0) return NONE;
  // A copy of the last options (a determinization, a cloned match) picks the same rules.
  if (lastOpt !== null && sameKey(opt, lastOpt)) {
    lastOpt = opt;
    return lastSet;
  }
  let set = byObject.get(opt);
  if (!set) {
    const key = `${opt.mode}|${opt.threat}|${opt.level}|${opt.pressure}|${opt.roles}|${opt.promos}|${opt.numbering}`;
    set = byKey.get(key);
    if (!set) {
      set = makeSet(registry.filter((r) => r.applies(opt)));
      byKey.set(key, set);
    }
    byObject.set(opt, set);
  }
  lastOpt = opt;
  lastSet = set;
  return set;
}

/** The rule modules that apply to a match's options, in registry order (memoised per option set). */
export function rulesFor(opt: GameOptions): RuleModule[] {
  return ruleSet(opt).all;
}

/** The same, with the modules defining each hook listed apart (registry order kept). */
export function hooksFor(opt: GameOptions): RuleSet {
  return ruleSet(opt);
}

/** Step tags and the registered rule handler that serves each (null: no rule has one). */
const stepOwners = new Map<string, ExtStepHandler | null>();

/** Finds the handler of an extension step among the registered rules and roles. */
export function extStepHandler(t: string): ExtStepHandler | undefined {
  let h = stepOwners.get(t);
  if (h === undefined) {
    h = null;
    for (const r of registry) {
      const found = r.steps?.[t];
      if (found) {
        h = found;
        break;
      }
    }
    stepOwners.set(t, h);
  }
  return h ?? extraStepHandlers[t];
}

/** Step handlers registered outside rule modules (roles). */
export const extraStepHandlers: Record<string, ExtStepHandler> = {};
