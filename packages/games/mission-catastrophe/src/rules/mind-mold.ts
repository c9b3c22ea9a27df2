import type { ApplyContext, Json } from '@airlock/engine';
import { afterBoardChange, hasSuit, moduleName } from '../ship.ts';
import type { McState } from '../state.ts';
import { crewLoses, turnOf } from './common.ts';
import type { RuleModule } from './hooks.ts';

/**
 * The Mind Mold (Solo/Cooperative threat). Twelve mold cubes start on the lowest twelve spaces of
 * the integrity board (value 2 in state.board). Damage from a roll or a cascade swaps a module's
 * status cube for a mold cube; mold clings to crew who enter or start their turn in a moldy module;
 * crew must clean it off at the start of their turn; repairs scrape mold off a module before they
 * can put status cubes back. The crew loses when the board has no mold left, or when the board is
 * full of status and mold cubes (the core's explosion check counts both).
 *
 * Readings (see docs/games/mission-catastrophe/RULES.md):
 * - the mold cube that leaves the board is the one on the highest-numbered mold space, and mold
 *   comes back to the lowest free space: mold stays packed at the bottom of the board;
 * - the swap happens before the status cube goes to the board, so a hit never fills the board by
 *   itself while mold is left to take;
 * - a cascade set off by a Scavenge is not the result of a damage roll: it places no mold;
 * - cleaning at the start of the turn happens before the damage roll and costs actions of that
 *   turn; with more mold than actions the rest stays for the next turn;
 * - a repair of any kind (the action, the Maintenance module, Remote Repair, role repairs through
 *   the core) removes one mold cube from a moldy module instead of adding a status cube.
 */

export const MOLD = 'threat.mind-mold';

/** Public data: mold cubes on each module and on each crew member's ID card. */
export interface MoldExt {
  mods: number[];
  crew: number[];
  /** Set while the cascade of a Scavenge (not of a damage roll) resolves: it places no mold. */
  card?: boolean;
}

export function moldOf(s: McState): MoldExt {
  return s.ext[MOLD] as unknown as MoldExt;
}

export const MOLD_CUBES = 12;

export function moldOnBoard(s: McState): number {
  let k = 0;
  for (const v of s.board) if (v === 2) k++;
  return k;
}

/** Takes the mold cube on the highest mold space; false when none is left. */
function takeFromBoard(s: McState): boolean {
  const i = s.board.lastIndexOf(2);
  if (i < 0) return false;
  s.board[i] = 0;
  return true;
}

/** Puts a removed mold cube back on the lowest free space (this may fill the board). */
function backToBoard(s: McState, ctx: ApplyContext): void {
  const i = s.board.indexOf(0);
  if (i >= 0) s.board[i] = 2;
  afterBoardChange(s, ctx);
}

function moldWins(s: McState, ctx: ApplyContext): void {
  crewLoses(s, 'The last mold cube has left the integrity board: the Mind Mold owns the ship.', 'mold', ctx);
}

/** One mold cube moves from a module onto a crew member who is there. */
function cling(s: McState, seat: number, m: number, ctx: ApplyContext): void {
  const x = moldOf(s);
  if ((x.mods[m] as number) === 0) return;
  x.mods[m] = (x.mods[m] as number) - 1;
  x.crew[seat] = (x.crew[seat] as number) + 1;
  ctx.emit({
    rule: 'mold.cling',
    text: `Mold in ${moduleName(m)} clings to a crew member (${x.crew[seat]} on them).`,
    data: { seat, m },
  });
}

/** Cleans mold off a crew member, one action per cube (what the turn has left). */
function cleanWithActions(s: McState, seat: number, ctx: ApplyContext): void {
  const x = moldOf(s);
  const turn = turnOf(s);
  const k = Math.min(x.crew[seat] as number, turn?.left ?? 0);
  if (turn) turn.left -= k;
  x.crew[seat] = (x.crew[seat] as number) - k;
  ctx.emit({
    rule: 'mold.clean',
    text: `Spends ${k} action${k === 1 ? '' : 's'} scraping mold off (${x.crew[seat]} left).`,
    data: { seat, actions: k },
  });
  for (let i = 0; i < k && !s.over; i++) backToBoard(s, ctx);
}

/** Sheds the equipped spacesuit (free) and all the mold on it. */
function cleanWithSuit(s: McState, seat: number, ctx: ApplyContext): void {
  const x = moldOf(s);
  const gear = s.gear[seat] as string[];
  gear.splice(gear.indexOf('suit'), 1);
  s.discard.push('suit');
  const k = x.crew[seat] as number;
  x.crew[seat] = 0;
  ctx.emit({ rule: 'mold.clean', text: 'Discards the spacesuit and all the mold on it.', data: { seat, mold: k } });
  for (let i = 0; i < k && !s.over; i++) backToBoard(s, ctx);
}

export const mindMold: RuleModule = {
  id: MOLD,
  applies: (opt) => opt.mode === 'coop' && opt.threat === 'mind-mold',

  afterSetup(s) {
    for (let i = 0; i < MOLD_CUBES; i++) s.board[i] = 2;
    const x: MoldExt = { mods: s.cubes.map(() => 0), crew: new Array<number>(s.n).fill(0) };
    s.ext[MOLD] = x as unknown as Json;
  },

  onHit(s, m, cause, ctx) {
    if (!s.ext[MOLD]) return;
    if (cause === 'roll') moldOf(s).card = false;
    if (cause === 'cascade' && moldOf(s).card) return;
    if ((cause !== 'roll' && cause !== 'cascade') || (s.cubes[m] as number) === 0) return;
    if (!takeFromBoard(s)) return;
    const x = moldOf(s);
    x.mods[m] = (x.mods[m] as number) + 1;
    ctx.emit({ rule: 'mold.spread', text: `Mold takes the place of a status cube in ${moduleName(m)}.`, data: { m } });
    if (moldOnBoard(s) === 0) moldWins(s, ctx);
  },

  onAction(s, _seat, a) {
    // Only damage rolls and their cascades spread mold: a cascade started by a Scavenge does not.
    moldOf(s).card = a.type === 'play' && a.card === 'scavenge';
  },

  startTurn(s, seat, ctx) {
    moldOf(s).card = false;
    cling(s, seat, s.pos[seat] as number, ctx);
    if ((moldOf(s).crew[seat] as number) > 0) s.stack.push({ t: 'x:mold-clean', seat });
  },

  onEnter(s, seat, m, ctx) {
    cling(s, seat, m, ctx);
  },

  repairable(s, m) {
    return (moldOf(s).mods[m] as number) > 0 ? true : undefined;
  },

  repair(s, m, ctx) {
    const x = moldOf(s);
    if ((x.mods[m] as number) === 0) return false;
    x.mods[m] = (x.mods[m] as number) - 1;
    ctx.emit({ rule: 'mold.repair', text: `Mold is scraped out of ${moduleName(m)}.`, data: { m } });
    backToBoard(s, ctx);
    return true;
  },

  escapeBlock(s, seats) {
    return seats.some((o) => (moldOf(s).crew[o] as number) > 0) ? 'mold still clings to the crew' : null;
  },

  steps: {
    /** Start of a turn with mold on the crew member: clean it with actions, or shed the suit. */
    'x:mold-clean': {
      actor: (s, st) => (hasSuit(s, st.seat as number) ? (st.seat as number) : null),
      prompt: () => 'Mold clings to you: spend actions to clean it, or discard your spacesuit',
      legal: () => [
        { type: 'mold', by: 'actions' },
        { type: 'mold', by: 'suit' },
      ],
      apply(s, st, seat, a, ctx) {
        s.stack.pop();
        if (a.by === 'suit') cleanWithSuit(s, seat, ctx);
        else cleanWithActions(s, seat, ctx);
        void st;
      },
      auto(s, st, ctx) {
        s.stack.pop();
        cleanWithActions(s, st.seat as number, ctx);
      },
    },
  },
};
