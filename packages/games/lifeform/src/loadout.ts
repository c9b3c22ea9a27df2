import type { ApplyContext, Seat } from '@airlock/engine';
import { isRemora } from './board.ts';
import { COLUMNS, type Column, LOADOUT } from './data/tracks.ts';
import { drawCrew, seatName } from './piles.ts';
import { aliveChars, type LfState } from './state.ts';

/**
 * The shuttle loadout (L101-108, L2174-2194): tokens fill each column from the bottom and leave it
 * from the top; a bonus space triggers whenever it is covered, the Flamethrower only once.
 */
export function hasRoom(s: LfState, col: Column): boolean {
  return s.loadout[col] < LOADOUT.columns[col].spaces;
}

export function openColumns(s: LfState): Column[] {
  return COLUMNS.filter((c) => hasRoom(s, c));
}

export function placeMission(s: LfState, seat: Seat, col: Column, ctx: ApplyContext): void {
  const space = s.loadout[col];
  s.loadout[col]++;
  ctx.quiet ||
    ctx.emit({
      rule: 'loadout.place',
      text: `${seatName(seat)} loads a mission token into ${LOADOUT.columns[col].name}`,
      data: { column: col },
    });
  const bonus = LOADOUT.columns[col].bonus[space] ?? null;
  if (bonus === 'flamethrower' && !s.flamethrowerTaken) {
    s.flamethrowerTaken = true;
    s.flamethrower = seat;
    ctx.quiet || ctx.emit({ rule: 'loadout.flamethrower', text: `${seatName(seat)} takes the Flamethrower` });
  } else if (bonus === 'draw') drawCrew(s, seat, 1, ctx);
  else if ((bonus === 'remove-outage' || bonus === 'move-outage') && s.outages.length > 0)
    s.stack.push({ k: 'bonus', seat, bonus });
}

/** Removes the top token of a column (the android boarding, an energy cell spent). */
export function removeTop(s: LfState, col: Column): boolean {
  if (s.loadout[col] === 0) return false;
  s.loadout[col]--;
  return true;
}

export function loadoutTotal(s: LfState): number {
  return COLUMNS.reduce((n, c) => n + s.loadout[c], 0);
}

export function aboard(s: LfState): number {
  return aliveChars(s).filter((c) => c.at !== null && isRemora(s, c.at)).length;
}

/** Loadout ready for launch (L647-665): bars met, Coolant to the overheating token at 2 players, a suit per character aboard. */
export function loadoutReady(s: LfState): boolean {
  const cols = LOADOUT.columns;
  if (s.loadout.weaponry < cols.weaponry.bar) return false;
  if (s.loadout.energy < cols.energy.bar) return false;
  const coolantNeed = s.players === 2 ? s.overheating : cols.coolant.bar;
  if (s.loadout.coolant < coolantNeed) return false;
  return s.loadout.spacesuits >= aboard(s);
}

/** The number beside the highest Weaponry token (L759-761); none loaded gives 0. */
export function weaponryNumber(s: LfState): number {
  const n = s.loadout.weaponry;
  return n === 0 ? 0 : (LOADOUT.columns.weaponry.numbers?.[n - 1] ?? 0);
}

/** The highest Energy Cell number not covered (L786-788). */
export function energyNumber(s: LfState): number {
  const nums = LOADOUT.columns.energy.numbers ?? [];
  let best = 0;
  for (let i = s.loadout.energy; i < nums.length; i++) best = Math.max(best, nums[i] ?? 0);
  return best;
}

/** Halon compartments fully covered (L781-783). */
export function halonCompartments(s: LfState): number {
  let left = s.loadout.halon;
  let n = 0;
  for (const size of LOADOUT.columns.halon.compartments ?? []) {
    if (left < size) break;
    left -= size;
    n++;
  }
  return n;
}
