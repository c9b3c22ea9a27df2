import type { ApplyContext, Json } from '@airlock/engine';
import type { Card } from '../data/cards.ts';
import type { RoleId } from '../data/roles.ts';
import type { McAction, McState, WinData } from '../state.ts';

/**
 * A decision a role asks its holder for, as a step on the stack (`x:role`): "spend a charge to draw?",
 * "which of the dropped cards do you pick up?". Its fields are public (the view shows the stack).
 */
export interface RoleStep {
  t: 'x:role';
  seat: number;
  role: RoleId;
  [key: string]: Json;
}

/** A PIP card play, as roles that watch plays see it. */
export interface Play {
  player: number;
  card: Card;
  /** The play action (card plays; absent for interrupt cards). */
  action?: McAction;
  /** Its effect happened (not cancelled by an Override). */
  took: boolean;
  /** The card went to the discard pile (ability and interrupt cards; equipment stays in play, a copy holds no card). */
  discarded: boolean;
}

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
  /** At the start of any turn (`active` begins it), before the damage roll. */
  onTurnStart?(s: McState, seat: number, active: number, ctx: ApplyContext): void;
  /** `user` has just used module m (in person or remotely). */
  onModuleUse?(s: McState, seat: number, user: number, m: number, ctx: ApplyContext): void;
  /** `viewer` has just looked at the ID of pod p. */
  onView?(s: McState, seat: number, viewer: number, p: number, ctx: ApplyContext): void;
  /** A PIP card was played (see Play). */
  onPlay?(s: McState, seat: number, play: Play, ctx: ApplyContext): void;
  /** `loser` has just dropped their whole hand on the discard pile (jumping to safety, facing death). */
  onHandLost?(s: McState, seat: number, loser: number, cards: Card[], ctx: ApplyContext): void;
  /** Whether the holder ignores missing oxygen right now (may enter, need not jump). */
  breathes?(s: McState, seat: number): boolean;
  /**
   * The holder is about to face death for lack of air with no window to answer (the hard level's
   * life-support deadline): returns true when the role spends what it takes to be spared.
   */
  lastBreath?(s: McState, seat: number, ctx: ApplyContext): boolean;
  /** The choices of one of the holder's own `x:role` steps (declining is added by the step). */
  offer?(s: McState, seat: number, st: RoleStep): McAction[];
  /** Applies a chosen offer (the step is already popped). */
  accept?(s: McState, seat: number, st: RoleStep, a: McAction, ctx: ApplyContext): void;
}
