import type { ApplyContext, Json } from '@airlock/engine';
import { M } from '../data/ship.ts';
import { discardHand } from '../hand.ts';
import { roleBreathes, roleLastBreath } from '../roles/index.ts';
import { hasSuit } from '../ship.ts';
import type { McState } from '../state.ts';
import { aboard, crewLoses, faceDeath, turnOf } from './common.ts';
import type { RuleModule } from './hooks.ts';

/**
 * Hard level (any mode): ship-wide malfunctions and no jumping to safety.
 * - Ship power failure: while the Engine Room has no power, no other module has power either.
 * - Life-support failure: while Life Support has no power (its own cubes, or the ship's power),
 *   the crew has one round of player turns, counted from the turn in which it failed, to restore
 *   it; when that turn's player starts their next turn with Life Support still dead, everyone
 *   without a spacesuit faces death. A failure during setup (the initial meteor damage, the
 *   Marauders boarding) happens before anyone's turn: the round is the first one, from the start
 *   player's first turn until their second.
 * - Facing death: a crew member left in vacuum is eliminated instead of jumping to safety.
 *   Co-op: the crew loses at once. Team: that team can no longer escape (the core refuses an
 *   escape with an eliminated member) but plays on. Sole Survivor and Team: an eliminated seat
 *   takes no further action (eliminated during its own turn, the turn ends there; a free action
 *   it was owed lapses) but still rolls the damage dice on its turn.
 *
 * Readings (see docs/games/mission-catastrophe/RULES.md):
 * - during a life-support failure each module keeps its own oxygen for moving and for jumping;
 *   the failure is the countdown above (otherwise nobody without a suit could walk to Life
 *   Support to fix it, and the grace round would mean nothing);
 * - an eliminated crew member's hand goes to the discard pile, as when jumping to safety.
 */

export const HARD = 'level.hard';

/** Public data of the life-support countdown. */
export interface HardExt {
  /** The seat whose next turn ends the grace round of a life-support failure, or null. */
  lsf: number | null;
  /** The failure happened during setup: the start player's first turn opens the round (then `lsf`
   *  becomes that seat) instead of closing it. */
  setup?: true;
}

function hx(s: McState): HardExt {
  if (!s.ext[HARD]) s.ext[HARD] = { lsf: null } as unknown as Json;
  return s.ext[HARD] as unknown as HardExt;
}

/** The Engine Room's own power (status cubes only). */
export function shipPower(s: McState): boolean {
  return (s.cubes[M.engineRoom] as number) >= 2;
}

/** Life Support is working: powered by its own cubes and by the ship. */
export function lifeSupport(s: McState): boolean {
  return shipPower(s) && (s.cubes[M.lifeSupport] as number) >= 2;
}

/** Starts or stops the life-support countdown as things stand now. */
function watch(s: McState, ctx: ApplyContext): void {
  const x = hx(s);
  if (lifeSupport(s)) {
    if (x.lsf !== null) {
      x.lsf = null;
      delete x.setup;
      ctx.emit({ rule: 'hard.life-support', text: 'Life Support has power again: the ship breathes.' });
    }
    return;
  }
  if (x.lsf !== null) return;
  x.lsf = s.active;
  if (turnOf(s) === undefined) {
    // No turn has started yet: the failure came with the setup's damage.
    x.setup = true;
    ctx.emit({
      rule: 'hard.life-support',
      text: "Life Support has no power: the crew has the first round, until the start player's second turn, to restore it.",
    });
    return;
  }
  ctx.emit({
    rule: 'hard.life-support',
    text: `Life Support has no power: the crew has one round, until seat ${s.active + 1}'s next turn, to restore it.`,
    data: { seat: s.active },
  });
}

export const hardLevel: RuleModule = {
  id: HARD,
  applies: (opt) => opt.level === 'hard',

  setup(s) {
    hx(s);
  },

  powered(s, m) {
    return m !== M.engineRoom && !shipPower(s) ? false : undefined;
  },

  exposure: () => 'death',

  onBoard(s, ctx) {
    watch(s, ctx);
  },

  endTurn(s, _seat, ctx) {
    // A Scavenge moves cubes without touching the board: catch its effect before the turn passes.
    watch(s, ctx);
  },

  startTurn(s, seat, ctx) {
    const x = hx(s);
    let due = x.lsf === seat;
    if (x.setup) {
      // The first turn of the game: the grace round of a failure during setup starts here.
      delete x.setup;
      x.lsf = seat;
      due = false;
    }
    watch(s, ctx);
    if (due && x.lsf === seat) {
      ctx.emit({ rule: 'hard.life-support', text: 'The grace round is over and Life Support is still dead.' });
      for (let o = 0; o < s.n && !s.over; o++) {
        // Learning Experience (a role) ignores lack of oxygen for its turn, as a suit would; with no
        // window to spend a charge in, a holder who still can spends one here.
        if (!aboard(s, o) || hasSuit(s, o) || roleBreathes(s, o) || roleLastBreath(s, o, ctx)) continue;
        faceDeath(s, o, 'no air and no spacesuit', ctx);
      }
      if (s.over) return;
      x.lsf = null;
      watch(s, ctx);
    }
    if (s.out.includes(seat)) {
      const turn = turnOf(s);
      if (turn) turn.left = 0;
      ctx.emit({
        rule: 'hard.eliminated-turn',
        text: 'An eliminated crew member only rolls the damage dice.',
        data: { seat },
      });
    }
  },

  onEliminated(s, seat, ctx) {
    discardHand(s, seat, ctx);
    // Eliminated in their own turn (their damage roll, a cascade of their own action, an empty
    // suit): no further action, the turn ends (free actions lapse: see flow.ts and roles/shared.ts).
    const turn = turnOf(s);
    if (turn && turn.seat === seat && turn.left > 0) {
      turn.left = 0;
      ctx.emit({ rule: 'hard.eliminated-turn', text: 'Eliminated: the rest of the turn is lost.', data: { seat } });
    }
    if (s.opt.mode === 'coop') {
      crewLoses(s, 'A crew member faced death: the cooperative mission is lost.', 'death', ctx);
    } else if (s.opt.mode === 'team') {
      ctx.emit({
        rule: 'hard.team-out',
        text: `Team ${(s.team[seat] as number) + 1} has lost a crew member and can no longer win.`,
        data: { seat, team: s.team[seat] as number },
      });
    }
  },
};
