import type { ApplyContext, Json } from '@airlock/engine';
import { takeFromHand } from '../hand.ts';
import { roleBreathes } from '../roles/index.ts';
import { hasSuit, oxygen } from '../ship.ts';
import type { McState } from '../state.ts';
import { aboard, faceDeath, jumpToSafety } from './common.ts';
import type { HitCause, RuleModule } from './hooks.ts';

/**
 * Under Pressure (option, any mode): a worn spacesuit has an integrity track (3 hits) and an oxygen
 * track (5 reserves). Hits on the wearer's module from a damage roll or a cascade cost integrity; at
 * 3 the suit is lost. The module losing its oxygen under the wearer (roll or cascade), or an action
 * of the wearer ending in a module without oxygen, costs one reserve. Out of reserves in a module
 * without oxygen: jump to safety (normal level) or face death (hard level).
 *
 * Readings (see docs/games/mission-catastrophe/RULES.md):
 * - a hit that goes straight through (no cube to remove) does not touch the suit;
 * - repairing the suit is an action ("suit-repair"), one track space per action;
 * - refilling is an action too ("refill"), discarding an Oxygen Tank from the hand;
 * - a second Spacesuit card played while wearing one restores integrity only (not oxygen); the
 *   spent suit card goes to the discard pile;
 * - a suit with no oxygen still lets its wearer enter modules without oxygen (the suit is still
 *   worn), but ending an action there sends the wearer to safety or to death.
 */

export const PRESSURE = 'option.under-pressure';

export const SUIT_HITS = 3;
export const SUIT_OXYGEN = 5;

/** Public data per seat: damage taken by the worn suit, oxygen reserves left, whether a suit is
 *  being tracked (a new suit starts with fresh tracks). */
export interface PressureExt {
  dmg: number[];
  o2: number[];
  worn: boolean[];
}

export function px(s: McState): PressureExt {
  if (!s.ext[PRESSURE]) {
    const x: PressureExt = {
      dmg: new Array<number>(s.n).fill(0),
      o2: new Array<number>(s.n).fill(SUIT_OXYGEN),
      worn: new Array<boolean>(s.n).fill(false),
    };
    s.ext[PRESSURE] = x as unknown as Json;
  }
  return s.ext[PRESSURE] as unknown as PressureExt;
}

function suitCount(s: McState, seat: number): number {
  let k = 0;
  for (const g of s.gear[seat] as string[]) if (g === 'suit') k++;
  return k;
}

/**
 * Brings the tracks in line with the equipment: a newly worn suit gets fresh tracks; a second suit
 * card restores integrity and is discarded; a suit that left play (mold, Quackalope, loss) stops
 * being tracked.
 */
function sync(s: McState, ctx: ApplyContext): void {
  const x = px(s);
  for (let o = 0; o < s.n; o++) {
    const k = suitCount(s, o);
    if (k > 1) {
      const gear = s.gear[o] as string[];
      for (let extra = k - 1; extra > 0; extra--) {
        gear.splice(gear.indexOf('suit'), 1);
        s.discard.push('suit');
      }
      x.dmg[o] = 0;
      ctx.emit({
        rule: 'pressure.suit-restored',
        text: 'A fresh spacesuit card restores the suit.',
        data: { seat: o },
      });
    }
    if (k > 0 && !x.worn[o]) {
      x.worn[o] = true;
      x.dmg[o] = 0;
      x.o2[o] = SUIT_OXYGEN;
    } else if (k === 0 && x.worn[o]) x.worn[o] = false;
  }
}

/** The wearer runs out of oxygen in a module without any. */
function suffocate(s: McState, seat: number, ctx: ApplyContext): void {
  if (s.opt.level === 'hard') faceDeath(s, seat, 'the spacesuit is out of oxygen', ctx);
  else jumpToSafety(s, seat, ctx);
}

/** One oxygen reserve used; at zero in a module without oxygen the wearer must leave or die. */
function breathe(s: McState, seat: number, ctx: ApplyContext): void {
  const x = px(s);
  // Learning Experience (a role) ignores every effect of lacking oxygen for its turn.
  if (!x.worn[seat] || !aboard(s, seat) || roleBreathes(s, seat)) return;
  const here = s.pos[seat] as number;
  if ((x.o2[seat] as number) > 0) {
    x.o2[seat] = (x.o2[seat] as number) - 1;
    ctx.emit({
      rule: 'pressure.oxygen',
      text: `Suit oxygen drops to ${x.o2[seat]}.`,
      data: { seat, o2: x.o2[seat] as number },
    });
  }
  if (x.o2[seat] === 0 && !oxygen(s, here)) suffocate(s, seat, ctx);
}

export const underPressure: RuleModule = {
  id: PRESSURE,
  applies: (opt) => opt.pressure,

  setup(s) {
    px(s);
  },

  onCubeRemoved(s, m, cause: HitCause, ctx) {
    if (cause !== 'roll' && cause !== 'cascade') return;
    sync(s, ctx);
    const x = px(s);
    for (let o = 0; o < s.n; o++) {
      if (!x.worn[o] || !aboard(s, o) || s.pos[o] !== m) continue;
      x.dmg[o] = (x.dmg[o] as number) + 1;
      ctx.emit({
        rule: 'pressure.suit-hit',
        text: `The module is hit: the spacesuit takes damage (${x.dmg[o]} of ${SUIT_HITS}).`,
        data: { seat: o, dmg: x.dmg[o] as number },
      });
      if ((s.cubes[m] as number) === 0) breathe(s, o, ctx);
      if (s.over) return;
      if ((x.dmg[o] as number) >= SUIT_HITS && hasSuit(s, o)) {
        const gear = s.gear[o] as string[];
        gear.splice(gear.indexOf('suit'), 1);
        s.discard.push('suit');
        x.worn[o] = false;
        ctx.emit({ rule: 'pressure.suit-lost', text: 'The spacesuit is torn apart and discarded.', data: { seat: o } });
      }
    }
  },

  onAction(s, seat) {
    // Checked once the action's own steps (a jump, a card choice...) are done.
    s.stack.push({ t: 'x:breath', seat });
  },

  actions(s, seat, out) {
    const x = px(s);
    if (!hasSuit(s, seat)) return;
    // A suit just equipped in this action is tracked from the end of that action: fresh tracks.
    const dmg = x.worn[seat] ? (x.dmg[seat] as number) : 0;
    const o2 = x.worn[seat] ? (x.o2[seat] as number) : SUIT_OXYGEN;
    if (dmg > 0) out.push({ type: 'suit-repair' });
    if (o2 < SUIT_OXYGEN && (s.hands[seat] as string[]).includes('oxygen')) out.push({ type: 'refill' });
  },

  perform(s, seat, a, ctx) {
    const x = px(s);
    if (a.type === 'suit-repair') {
      if ((x.dmg[seat] as number) > 0) x.dmg[seat] = (x.dmg[seat] as number) - 1;
      ctx.emit({
        rule: 'pressure.suit-repair',
        text: `Patches the spacesuit (${x.dmg[seat]} damage left).`,
        data: { seat },
      });
      return true;
    }
    if (a.type === 'refill') {
      if (takeFromHand(s, seat, 'oxygen')) {
        s.discard.push('oxygen');
        x.o2[seat] = SUIT_OXYGEN;
        ctx.emit({
          rule: 'pressure.refill',
          text: 'Discards an Oxygen Tank: the suit is full of oxygen.',
          data: { seat },
        });
      }
      return true;
    }
    return false;
  },

  steps: {
    /** End of an action: a wearer standing in a module without oxygen uses a reserve. */
    'x:breath': {
      actor: () => null,
      auto(s, st, ctx) {
        s.stack.pop();
        sync(s, ctx);
        const seat = st.seat as number;
        if (px(s).worn[seat] && !oxygen(s, s.pos[seat] as number)) breathe(s, seat, ctx);
      },
    },
  },
};
