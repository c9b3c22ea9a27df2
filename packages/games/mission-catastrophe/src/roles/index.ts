import type { ApplyContext } from '@airlock/engine';
import type { Card } from '../data/cards.ts';
import type { RoleId } from '../data/roles.ts';
import type { McState } from '../state.ts';
import { aWayOfThinking } from './a-way-of-thinking.ts';
import { alwaysThinking } from './always-thinking.ts';
import { analyzeThis } from './analyze-this.ts';
import { checkTheManual } from './check-the-manual.ts';
import { colonizedIt } from './colonized-it.ts';
import { computerAgain } from './computer-again.ts';
import { computerScan } from './computer-scan.ts';
import { computerSensors } from './computer-sensors.ts';
import { deepPockets } from './deep-pockets.ts';
import { dontPanic } from './dont-panic.ts';
import { doubleOrNothing } from './double-or-nothing.ts';
import { gaveMe12Days } from './gave-me-12-days.ts';
import { goingToDieUpHere } from './going-to-die-up-here.ts';
import { greekTragedy } from './greek-tragedy.ts';
import { iAmTheBridge } from './i-am-the-bridge.ts';
import { iHateLitter } from './i-hate-litter.ts';
import { iHaveATheory } from './i-have-a-theory.ts';
import { illTakeThat } from './ill-take-that.ts';
import { imADoctor } from './im-a-doctor.ts';
import { learningExperience } from './learning-experience.ts';
import { makeSureItWorks } from './make-sure-it-works.ts';
import { medicalEmergency } from './medical-emergency.ts';
import { moreArtThanScience } from './more-art-than-science.ts';
import { notOnMyWatch } from './not-on-my-watch.ts';
import { nothingGetsByMe } from './nothing-gets-by-me.ts';
import { nowYouSeeMe } from './now-you-see-me.ts';
import { ocd } from './ocd.ts';
import { ofCourseIHaveOne } from './of-course-i-have-one.ts';
import { oneAliensTrash } from './one-aliens-trash.ts';
import { outsideTheBox } from './outside-the-box.ts';
import { partOfAPlan } from './part-of-a-plan.ts';
import { stillUseable } from './still-useable.ts';
import { timesAWastin } from './times-a-wastin.ts';
import { tiredOfYourLogic } from './tired-of-your-logic.ts';
import { tpxReport } from './tpx-report.ts';
import { whoLeftThisHere } from './who-left-this-here.ts';
import type { Play, RoleHandler } from './types.ts';
import './shared.ts';

/**
 * The role registry: one handler per role card, in a file named after it. A role without a handler
 * is not offered at the role pick (see flow.ts), so a half-done set never deals a card that does
 * nothing. Add a role: write roles/<role-id>.ts exporting a RoleHandler, and list it here.
 */
export const ROLE_HANDLERS: Partial<Record<RoleId, RoleHandler>> = {
  'always-thinking': alwaysThinking,
  'i-am-the-bridge': iAmTheBridge,
  'make-sure-it-works': makeSureItWorks,
  'times-a-wastin': timesAWastin,
  'dont-panic': dontPanic,
  'check-the-manual': checkTheManual,
  'double-or-nothing': doubleOrNothing,
  'who-left-this-here': whoLeftThisHere,
  'part-of-a-plan': partOfAPlan,
  'outside-the-box': outsideTheBox,
  'not-on-my-watch': notOnMyWatch,
  'of-course-i-have-one': ofCourseIHaveOne,
  'computer-scan': computerScan,
  'computer-sensors': computerSensors,
  'computer-again': computerAgain,
  'deep-pockets': deepPockets,
  'nothing-gets-by-me': nothingGetsByMe,
  'one-aliens-trash': oneAliensTrash,
  'going-to-die-up-here': goingToDieUpHere,
  'colonized-it': colonizedIt,
  'learning-experience': learningExperience,
  'ill-take-that': illTakeThat,
  'more-art-than-science': moreArtThanScience,
  'now-you-see-me': nowYouSeeMe,
  'im-a-doctor': imADoctor,
  'tired-of-your-logic': tiredOfYourLogic,
  'medical-emergency': medicalEmergency,
  'i-have-a-theory': iHaveATheory,
  'a-way-of-thinking': aWayOfThinking,
  'analyze-this': analyzeThis,
  'gave-me-12-days': gaveMe12Days,
  'greek-tragedy': greekTragedy,
  'tpx-report': tpxReport,
  'still-useable': stillUseable,
  ocd: ocd,
  'i-hate-litter': iHateLitter,
};

export function roleHandler(id: string): RoleHandler | undefined {
  return ROLE_HANDLERS[id as RoleId];
}

const NONE: readonly RoleHandler[] = [];

/** The handler lists `rolesOf` hands out, made once: the hot paths ask for them at every step. */
const ONE = new Map<string, readonly RoleHandler[]>();
const TWO = new Map<string, Map<string, readonly RoleHandler[]>>();
for (const [id, h] of Object.entries(ROLE_HANDLERS)) if (h) ONE.set(id, [h]);

/** The handlers of the roles a seat holds (its role, and a second one with the Quackalope). Shared: read only. */
export function rolesOf(s: McState, seat: number): readonly RoleHandler[] {
  const a = s.role[seat];
  const b = s.role2[seat];
  if (!b) return a ? (ONE.get(a) ?? NONE) : NONE;
  if (!a) return ONE.get(b) ?? NONE;
  let row = TWO.get(a);
  if (!row) {
    row = new Map();
    TWO.set(a, row);
  }
  let pair = row.get(b);
  if (!pair) {
    const out: RoleHandler[] = [];
    const ha = ROLE_HANDLERS[a];
    if (ha) out.push(ha);
    const hb = ROLE_HANDLERS[b];
    if (hb) out.push(hb);
    pair = out;
    row.set(b, pair);
  }
  return pair;
}

// One-line call sites for the core: each tells every role holder about a public event, in seat order.

/** `user` has just used module m. */
export function rolesModuleUsed(s: McState, user: number, m: number, ctx: ApplyContext): void {
  for (let seat = 0; seat < s.n; seat++) for (const h of rolesOf(s, seat)) h.onModuleUse?.(s, seat, user, m, ctx);
}

/** `viewer` has just looked at pod p. */
export function rolesPodViewed(s: McState, viewer: number, p: number, ctx: ApplyContext): void {
  for (let seat = 0; seat < s.n; seat++) for (const h of rolesOf(s, seat)) h.onView?.(s, seat, viewer, p, ctx);
}

/** A PIP card was played (taking effect, or cancelled). */
export function rolesCardPlayed(s: McState, play: Play, ctx: ApplyContext): void {
  for (let seat = 0; seat < s.n; seat++) for (const h of rolesOf(s, seat)) h.onPlay?.(s, seat, play, ctx);
}

/** `loser` has just dropped a whole hand on the discard pile. */
export function rolesHandLost(s: McState, loser: number, cards: Card[], ctx: ApplyContext): void {
  for (let seat = 0; seat < s.n; seat++) for (const h of rolesOf(s, seat)) h.onHandLost?.(s, seat, loser, cards, ctx);
}

/** A role spares the seat from facing death for lack of air, at a cost it pays now (see RoleHandler). */
export function roleLastBreath(s: McState, seat: number, ctx: ApplyContext): boolean {
  for (const h of rolesOf(s, seat)) if (h.lastBreath?.(s, seat, ctx)) return true;
  return false;
}

/** Whether a role lets the seat ignore missing oxygen now. */
export function roleBreathes(s: McState, seat: number): boolean {
  for (const h of rolesOf(s, seat)) if (h.breathes?.(s, seat)) return true;
  return false;
}
