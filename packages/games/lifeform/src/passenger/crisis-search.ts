import type { Action } from '@airlock/engine';
import { topo } from '../board.ts';
import { REMORA_BOARD, SEARCH_CRISIS } from '../data/crisis-search.ts';
import type { Column } from '../data/tracks.ts';
import { openColumns } from '../loadout.ts';
import type { LfState } from '../state.ts';
import { checkHand } from '../solo/cards.ts';
import { gainGoal } from '../solo/crisis.ts';
import { HOOKS } from '../solo/hooks.ts';
import { placeSolo, suppliesReady } from '../solo/loadout.ts';
import { advance } from '../solo/motion.ts';
import { type Ctx, me, pop, type CrisisSearch, solo } from '../solo/state.ts';
import { clock } from '../solo/tracks.ts';
import { registerShuttleHunt, shuttleName } from './shuttle-hunt.ts';

/**
 * 13th Passenger module C in the starship stage (L3300-3349): the new C deck crisis cards, cards kept
 * as action cards, tokens on the Remora's chambers with the life support track, the docking clamps as a
 * second way to the umbilicus objective, and the manual unlock in the Shuttle Bay. It plugs into
 * Dragon's Domain through `src/solo/hooks.ts`; `shuttle-hunt.ts` adds the post-launch phase.
 */
export function search(s: LfState): CrisisSearch {
  const c = solo(s).search;
  if (!c) throw new Error('module C is not in play');
  return c;
}

const on = (s: LfState): boolean => solo(s).search !== null;

/** The clamps are done once 3 are unlocked, or once the umbilicus is uncoupled another way (L3322-3325). */
function unlockClamp(s: LfState, ctx: Ctx): void {
  const c = search(s);
  if (c.clamps >= REMORA_BOARD.clamps) return;
  c.clamps++;
  ctx.quiet || ctx.emit({ rule: 'search.clamp', text: `Docking clamp ${c.clamps} of ${REMORA_BOARD.clamps} unlocked` });
  if (c.clamps === REMORA_BOARD.clamps && !solo(s).goals.umbilicus) gainGoal(s, 'umbilicus', ctx);
}

/** A token on a Remora chamber; one already there moves the life support track instead (L3340-3346). */
function seal(s: LfState, chamber: string, ctx: Ctx): void {
  const c = search(s);
  if (!c.sealed.includes(chamber)) {
    c.sealed.push(chamber);
    c.sealed.sort();
    ctx.quiet ||
      ctx.emit({
        rule: 'search.seal',
        text: `A token marks the shuttlecraft's ${shuttleName(chamber)}: the lifeform is not hiding there`,
        data: { shuttle: chamber },
      });
    return;
  }
  if (c.lifeSupport >= REMORA_BOARD.lifeSupport.length) return;
  c.lifeSupport++;
  const bonus = REMORA_BOARD.lifeSupport[c.lifeSupport - 1];
  ctx.quiet ||
    ctx.emit({
      rule: 'search.life-support',
      text: `Life support initialized to space ${c.lifeSupport}: a ${bonus} token`,
    });
  if (bonus === 'halon') solo(s).tokens.halon++;
  else if (openColumns(s).length > 0) solo(s).stack.push({ k: 'spare-mission' });
}

function keep(s: LfState, card: string, ctx: Ctx): void {
  const x = solo(s);
  x.crisisGone[card] = (x.crisisGone[card] ?? 1) - 1;
  if (x.crisisGone[card] === 0) delete x.crisisGone[card];
  search(s).kept.push(card);
  search(s).kept.sort();
  ctx.quiet || ctx.emit({ rule: 'search.keep', text: `You keep ${HOOKS.cards[card]?.name ?? card} as an action card` });
  checkHand(s);
}

/** Manual unlock (L3332-3339): in the Shuttle Bay, with the cat and the data but not the umbilicus, ready to launch. */
function unclampOptions(s: LfState): Action[] {
  if (!on(s)) return [];
  const x = solo(s);
  const c = search(s);
  const ready =
    me(s).at === topo(s).map.shuttleBay &&
    x.goals.cat &&
    (s.data[0]?.length ?? 0) > 0 &&
    !x.goals.umbilicus &&
    c.clamps < REMORA_BOARD.clamps &&
    suppliesReady(s);
  return ready ? [{ type: 'free', use: 'unclamp' }] : [];
}

function applyUnclamp(s: LfState, _a: Action, ctx: Ctx): void {
  ctx.quiet || ctx.emit({ rule: 'search.manual', text: 'You wrench a docking clamp open by hand' });
  // Pushed so that the clamp moves first, then the clock, then the lifeform (the order printed).
  advance(s, REMORA_BOARD.manual.motion);
  clock(s, REMORA_BOARD.manual.minutes);
  unlockClamp(s, ctx);
}

export function newSearch(): CrisisSearch {
  return { sealed: [], clamps: 0, lifeSupport: 0, kept: [], exhausted: false, zoneSurvival: false, hiddenZone: null };
}

for (const c of SEARCH_CRISIS.cards) HOOKS.cards[c.id] = c;

HOOKS.setup.push((s, options) => {
  if (options.ddCrisisSearch !== true) return;
  const x = solo(s);
  x.search = newSearch();
  for (const c of SEARCH_CRISIS.cards) x.crisis.C[c.id] = 1;
});

HOOKS.effects.seal = (s, chamber, ctx) => seal(s, chamber, ctx);
HOOKS.effects.clamp = (s, n, ctx) => {
  for (let i = 0; i < Number(n); i++) unlockClamp(s, ctx);
};
HOOKS.effects.keep = (s, card, ctx) => keep(s, card, ctx);
HOOKS.effects.exhausted = (s, _arg, ctx) => {
  search(s).exhausted = true;
  ctx.quiet ||
    ctx.emit({ rule: 'search.exhausted', text: 'You are exhausted: no RUN actions until your stamina returns' });
};
HOOKS.effects.stamina = (s, _arg, ctx) => {
  search(s).exhausted = false;
  ctx.quiet || ctx.emit({ rule: 'search.stamina', text: 'Renewed stamina: every movement condition ends' });
};
HOOKS.effects.zone = (s, _arg, ctx) => {
  search(s).zoneSurvival = true;
  ctx.quiet ||
    ctx.emit({ rule: 'search.zone-survival', text: 'A survival token lies in the hidden lifeform combat zone' });
};

HOOKS.steps['spare-mission'] = {
  options: (s) => openColumns(s).map((column) => ({ type: 'spare', column })),
  apply(s, _t, a, ctx) {
    pop(s);
    placeSolo(s, a.column as Column, ctx);
  },
  auto: (s) => pop(s),
};

HOOKS.free.push(unclampOptions);
HOOKS.freeApply.unclamp = applyUnclamp;
HOOKS.objective.push((s, goal, ctx) => {
  if (!on(s) || goal !== 'umbilicus' || search(s).clamps >= REMORA_BOARD.clamps) return;
  search(s).clamps = REMORA_BOARD.clamps;
  ctx.quiet ||
    ctx.emit({ rule: 'search.clamp', text: 'The umbilicus is uncoupled: the docking clamps are no longer needed' });
});
HOOKS.iconAllowed.push((s, icon) => !(icon === 'run' && solo(s).search?.exhausted === true));

registerShuttleHunt();
