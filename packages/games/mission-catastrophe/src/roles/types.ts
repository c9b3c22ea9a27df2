import type { ApplyContext } from '@airlock/engine';
import type { RoleId } from '../data/roles.ts';
import type { McAction, McState, WinData } from '../state.ts';

/**
 * How one role card works. Every hook is optional; the core calls the hooks of the roles each seat
 * holds (its role, and a second one while the Quackalope is in play). Role actions and reactions
 * are actions `{ type: 'role', role: <id>, ... }`; their eligibility must depend only on public
 * information (positions, phase, charges, the roll), never on a hand.
 */
export interface RoleHandler {
  id: RoleId;
  /** At the start of the game, after the pick (charges, special hands). */
  setup?(s: McState, seat: number): void;
  /** Extra actions the holder may take as one of its actions (turn or free action). */
  actions?(s: McState, seat: number, out: McAction[]): void;
  /** Performs one of those actions once its window closed untouched. */
  perform?(s: McState, seat: number, a: McAction, ctx: ApplyContext): void;
  /** Reactions the holder may make in an open window (window seats include the holder when non-empty). */
  reactions?(s: McState, seat: number, w: WinData, out: McAction[]): void;
  /** Applies a reaction. */
  react?(s: McState, seat: number, a: McAction, w: WinData, ctx: ApplyContext): void;
  /** After the holder repaired module m (before: its cubes before the repair). */
  afterRepair?(s: McState, seat: number, m: number, before: number, ctx: ApplyContext): void;
  /** When the damage roll picks module m (after any window, before the damage). */
  onRoll?(s: McState, seat: number, m: number, ctx: ApplyContext): void;
  /** When `mover` enters module m where the holder stands. */
  onEnter?(s: McState, seat: number, mover: number, m: number, ctx: ApplyContext): void;
  /** The ship reached a phase for the first time. */
  onPhase?(s: McState, seat: number, phase: number, ctx: ApplyContext): void;
  /** Hand limit change. */
  handLimit?(s: McState, seat: number, base: number): number;
}
