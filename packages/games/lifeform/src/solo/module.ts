import type { Action, GameModule, Options } from '@airlock/engine';
// 13th Passenger module C registers its crisis cards, outcomes and steps with the solo hooks.
import '../passenger/crisis-search.ts';
import { checkHarpoonOption, HARPOON_OPTION, pickUpHarpoons } from '../passenger/harpoons.ts';
import { capital, cardName, charName, columnName, iconName, motionName, roomName } from '../names.ts';
import type { LfState } from '../state.ts';
import type { LfView } from '../view.ts';
import { soloDeterminize } from './determinize.ts';
import { soloApply, soloLegal, soloPending } from './flow.ts';
import { soloInvariants } from './invariants.ts';
import { checkSoloOptions, SOLO_OPTIONS } from './options.ts';
import { crisisCard } from './crisis.ts';
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
      isSolo(s) ? describeSolo(s, action) : (base.describeAction?.(s, actor, action) ?? String(action.type)),
    seatName: (s, seat) => (isSolo(s) ? 'Survivor' : (base.seatName?.(s, seat) ?? `Seat ${seat + 1}`)),
  };
}

/** A card in the solo hand: a crew card, or a crisis card kept in hand (13th Passenger module C). */
function soloCardName(id: unknown): string {
  return (typeof id === 'string' ? crisisCard(id)?.name : undefined) ?? cardName(id);
}

/** A crisis payment (`card:<id>`, `token:<icon>` or a plain icon, see `crisis.ts`) in words. */
function payment(p: unknown): string {
  const [what, id = ''] = String(p).split(':');
  if (what === 'card') return soloCardName(id);
  if (what === 'token') return `a ${iconName(id, false)} token`;
  return `${(what ?? '').replace(/-/g, ' ')} ${id.replace(/-/g, ' ')}`.trim();
}

/** How each field of a solo action reads: ids become their printed names (`names.ts`). */
function part(s: LfState, key: string, v: unknown): string {
  switch (key) {
    case 'chamber':
    case 'terror':
      return roomName(s, v);
    case 'from':
      return `from ${roomName(s, v)}`;
    case 'to':
      return `to ${roomName(s, v)}`;
    case 'path':
      return `by ${(Array.isArray(v) ? v : []).map((c) => roomName(s, c)).join(', ')}`;
    case 'card':
      return soloCardName(v);
    case 'cards':
      return (Array.isArray(v) ? v : []).map(soloCardName).join(', ') || 'nothing';
    case 'order':
      return `then ${(Array.isArray(v) ? v : []).map(soloCardName).join(', ') || 'nothing'}`;
    case 'column':
      return columnName(v);
    case 'icon':
      return iconName(v, false);
    case 'id':
      return charName(v);
    case 'kind':
      return `a ${String(v)} data token`;
    case 'zone':
    case 'row':
    case 'trait':
    case 'option':
      return `${key} ${typeof v === 'number' ? v + 1 : String(v)}`;
    case 'data':
      return Array.isArray(v) && v.length > 0 ? `with ${v.map((d) => `a ${String(d)} data token`).join(', ')}` : '';
    case 'extinguisher':
      return v === null || v === undefined || v === false ? '' : 'with the extinguisher';
    case 'wild':
      return typeof v === 'number' && v > 0 ? `spending ${v} wild token(s)` : '';
    case 'pay':
      return Array.isArray(v) && v.length > 0 ? `paying ${v.map(payment).join(', ')}` : '';
    default:
      return `${key.replace(/-/g, ' ')} ${String(v).replace(/-/g, ' ')}`;
  }
}

/** A short sentence per solo action, in printed names, for the terminal and the browser. */
export function describeSolo(s: LfState, a: Action): string {
  const rest = Object.entries(a)
    .filter(([k, v]) => k !== 'type' && v !== null && v !== undefined)
    .map(([k, v]) => (a.type === 'path' && k === 'to' ? `to ${motionName(v)}` : part(s, k, v)))
    .filter((t) => t !== '')
    .join(', ');
  const verb = capital(String(a.type).replace(/-/g, ' '));
  return rest ? `${verb}: ${rest}` : verb;
}
