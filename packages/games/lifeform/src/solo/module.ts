import type { Action, GameModule, Options } from '@airlock/engine';
// 13th Passenger module C registers its crisis cards, outcomes and steps with the solo hooks.
import '../passenger/crisis-search.ts';
import { checkHarpoonOption, HARPOON_OPTION, pickUpHarpoons } from '../passenger/harpoons.ts';
import type { LfState } from '../state.ts';
import type { LfView } from '../view.ts';
import { soloDeterminize } from './determinize.ts';
import { soloApply, soloLegal, soloPending } from './flow.ts';
import { soloInvariants } from './invariants.ts';
import { checkSoloOptions, SOLO_OPTIONS } from './options.ts';
import { createSolo } from './setup.ts';
import type { SoloState } from './state.ts';
import { type SoloView, soloViewOf } from './view.ts';

/**
 * Dragon's Domain on top of the base module: the same game id and state type, with a `solo` part that
 * routes every call to the solo rules. The base game's own options and checks are kept; the harpoon
 * token option is added here too, since its pick-up follows any base action (`passenger/harpoons.ts`).
 */
export type LifeformView = LfView | SoloView;

const isSolo = (s: LfState): boolean => (s as LfState & { solo?: SoloState | null }).solo != null;

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function withDragonsDomain(
  base: GameModule<LfState, Action, LfView>,
): GameModule<LfState, Action, LifeformView> {
  const check = base.checkOptions;
  return {
    ...base,
    players: { min: 1, max: base.players.max },
    options: [...base.options, HARPOON_OPTION, ...SOLO_OPTIONS],
    checkOptions(players: number, o: Options) {
      return (
        checkSoloOptions(players, o) ??
        checkHarpoonOption(players, o) ??
        (o.dragonsDomain === true ? null : (check?.(players, o) ?? null))
      );
    },
    setup: (ctx) => (ctx.options.dragonsDomain === true ? createSolo(ctx) : base.setup(ctx)),
    pending: (s) => (isSolo(s) ? soloPending(s) : base.pending(s)),
    legalActions: (s, actor) => (isSolo(s) ? soloLegal(s, actor) : base.legalActions(s, actor)),
    checkAction(s, actor, action) {
      if (!isSolo(s)) return base.checkAction ? base.checkAction(s, actor, action) : null;
      return soloLegal(s, actor).some((a) => sameJson(a, action))
        ? null
        : `"${String(action.type)}" is not one of your legal actions now`;
    },
    apply(s, actor, action, ctx) {
      if (isSolo(s)) soloApply(s, action, ctx);
      else {
        base.apply(s, actor, action, ctx);
        pickUpHarpoons(s, ctx);
      }
    },
    view: (s, viewer) => (isSolo(s) ? soloViewOf(s, viewer) : base.view(s, viewer)),
    determinize: (v, viewer, rng) =>
      'solo' in v ? soloDeterminize(v, viewer, rng) : base.determinize(v as LfView, viewer, rng),
    invariants: (s) => (isSolo(s) ? soloInvariants(s) : (base.invariants?.(s) ?? [])),
    describeAction: (s, actor, action) =>
      isSolo(s) ? describeSolo(action) : (base.describeAction?.(s, actor, action) ?? String(action.type)),
    seatName: (s, seat) => (isSolo(s) ? 'Survivor' : (base.seatName?.(s, seat) ?? `Seat ${seat + 1}`)),
  };
}

/** A short sentence per solo action for the terminal. */
export function describeSolo(a: Action): string {
  const rest = Object.entries(a)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join('; ');
  return rest ? `${a.type}: ${rest}` : String(a.type);
}
