import type { Action } from '@airlock/engine';
import { CRAWL, linkBetween, neighbours, topo } from '../board.ts';
import { CREW_CARD, FLAMETHROWER_CARD } from '../data/cards.ts';
import type { CrewIcon } from '../data/icons.ts';
import { ANDROID_STATUS, COLUMNS, type Column } from '../data/tracks.ts';
import { rowsOf } from '../crew-turn.ts';
import { uniq } from '../piles.ts';
import { add, type LfState } from '../state.ts';
import { destroyAndroid } from '../tracks.ts';
import { workDoor } from '../rounds.ts';
import { openColumns } from '../loadout.ts';
import { checkHand, discard, draw, hand } from './cards.ts';
import { applySoloIcon, soloIconOptions } from './icons.ts';
import { canLaunchSolo, placeSolo } from './loadout.ts';
import { advance, closeRange } from './motion.ts';
import { type Ctx, me, pop, push, type SoloStep, solo } from './state.ts';
import { startLook } from './traits.ts';
import { HOOKS } from './hooks.ts';
import { inHand, keptRows } from './kept.ts';
import { cardName, iconList, roomName } from '../names.ts';

/**
 * The solo round (L2527-2695): collect a mission token, draw a card, one activity, the repercussions of
 * having moved, the self-destruct clock; then the android phase. Free actions (a survival token's draw
 * and discard, a trait token's look, a harpoon clearing adjacent terror) are offered with the activity
 * (our reading of "at any time during your turn": the moment before the activity).
 */
export function startTurn(s: LfState, ctx: Ctx): void {
  pop(s);
  s.round++;
  ctx.quiet || ctx.emit({ rule: 'solo.round', text: `Round ${s.round}: ${s.tracks.selfDestruct} minutes left` });
  push(s, { k: 'collect' }, { k: 'draw' }, { k: 'activity' }, { k: 'end-turn' });
}

export function collectOptions(s: LfState): Action[] {
  const at = me(s).at as string;
  const launch: Action[] = canLaunchSolo(s) ? [{ type: 'launch' }] : [];
  if ((s.missions[at] ?? 0) === 0) return launch;
  return [...launch, ...openColumns(s).map((column) => ({ type: 'collect', column }))];
}

export function applyCollect(s: LfState, a: Action, ctx: Ctx): void {
  pop(s);
  const at = me(s).at as string;
  s.missions[at] = (s.missions[at] ?? 1) - 1;
  if (s.missions[at] === 0) delete s.missions[at];
  placeSolo(s, a.column as Column, ctx);
}

function cards(s: LfState): string[] {
  const out = uniq(inHand(s));
  if (s.flamethrower === 0) out.push(FLAMETHROWER_CARD);
  return out;
}

/** A card's rows: a kept crisis card offers its one icon (module C). */
function rowsFor(card: string): CrewIcon[][] {
  return CREW_CARD[card] || card === FLAMETHROWER_CARD ? rowsOf(card) : keptRows(card);
}

const ALWAYS = new Set<string>(['self-destruct', 'mission-maintenance', 'mission-sister', 'door', 'draw2', 'survival']);

function laserOptions(s: LfState): Action[] {
  const at = me(s).at as string;
  if (s.laser !== 0) return [];
  const near = [at, ...neighbours(s, at, CRAWL).map((n) => n.to)];
  const out: Action[] = [];
  const a = s.android.at;
  if (a !== null && near.includes(a) && !s.outages.includes(at) && !s.outages.includes(a))
    out.push({ type: 'laser', android: true });
  for (const n of neighbours(s, at, CRAWL)) if (s.terror.includes(n.to)) out.push({ type: 'laser', terror: n.to });
  return out;
}

export function freeOptions(s: LfState): Action[] {
  const x = solo(s);
  const out: Action[] = [];
  if (x.tokens.survival > 0) out.push({ type: 'free', use: 'survival' });
  x.traits.forEach((t, trait) => {
    if (t.where === 'unused') out.push({ type: 'free', use: 'trait', trait });
  });
  const at = me(s).at as string;
  const adj = neighbours(s, at, CRAWL)
    .map((n) => n.to)
    .filter((c) => s.terror.includes(c));
  for (const terror of adj) {
    if (x.tokens.harpoon > 0) out.push({ type: 'free', use: 'harpoon', terror });
    for (const card of uniq(hand(s)))
      if (CREW_CARD[card]?.showdown.includes('harpoon')) out.push({ type: 'free', use: 'harpoon', terror, card });
  }
  for (const h of HOOKS.free) out.push(...h(s));
  return out;
}

export function activityOptions(s: LfState): Action[] {
  const c = me(s);
  const out: Action[] = canLaunchSolo(s) ? [{ type: 'launch' }] : [];
  out.push({ type: 'equip' }, { type: 'wait' });
  if (c.analyzer && closeRange(s)) out.push({ type: 'analyzer' });
  out.push(...laserOptions(s));
  for (const card of cards(s))
    rowsFor(card).forEach((row, i) => {
      if (row.some((icon) => ALWAYS.has(icon) || soloIconOptions(s, icon).length > 0))
        out.push({ type: 'play', card, row: i });
    });
  out.push(...freeOptions(s));
  return out;
}

export function applyFree(s: LfState, a: Action, ctx: Ctx): void {
  const x = solo(s);
  if (a.use === 'survival') {
    x.tokens.survival--;
    draw(s, 1, ctx);
    push(s, { k: 'discard' });
    return;
  }
  if (a.use === 'trait') {
    startLook(s, a.trait as number, ctx);
    return;
  }
  const h = HOOKS.freeApply[a.use as string];
  if (h) {
    h(s, a, ctx);
    return;
  }
  if (typeof a.card === 'string') discard(s, a.card);
  else x.tokens.harpoon--;
  s.terror = s.terror.filter((t) => t !== a.terror);
  ctx.quiet ||
    ctx.emit({ rule: 'solo.harpoon.terror', text: `A harpoon clears the terror in ${roomName(s, a.terror)}` });
}

/** Step 3 (L2552-2597): the activity; the repercussions of moving follow it (step 4). */
export function applyActivity(s: LfState, a: Action, ctx: Ctx): void {
  pop(s);
  push(s, { k: 'repercussions', from: me(s).at as string });
  switch (a.type) {
    case 'equip':
      ctx.quiet || ctx.emit({ rule: 'solo.equip', text: 'You equip' });
      draw(s, 2, ctx);
      advance(s, 1);
      checkHand(s);
      return;
    case 'wait':
      ctx.quiet || ctx.emit({ rule: 'solo.wait', text: 'You wait' });
      advance(s, 1);
      return;
    case 'analyzer':
      me(s).analyzer = false;
      ctx.quiet || ctx.emit({ rule: 'solo.analyzer', text: 'You use the heat analyzer' });
      draw(s, 2, ctx);
      checkHand(s);
      return;
    case 'laser':
      s.laser = 'gone';
      if (a.android) {
        const at = s.android.at as string;
        if (!s.outages.includes(at)) s.outages.push(at);
        ctx.quiet || ctx.emit({ rule: 'solo.laser', text: 'The Mining Laser cuts the android down' });
        destroyAndroid(s, ctx);
      } else {
        s.terror = s.terror.filter((t) => t !== a.terror);
        ctx.quiet ||
          ctx.emit({ rule: 'solo.laser', text: `The Mining Laser clears the terror in ${roomName(s, a.terror)}` });
      }
      return;
    case 'play': {
      const card = a.card as string;
      const row = rowsFor(card)[a.row as number] ?? [];
      if (card === FLAMETHROWER_CARD) {
        s.flamethrower = 'gone';
        add(s.gone.crew, card, 1);
      } else discard(s, card);
      ctx.quiet ||
        ctx.emit({
          rule: 'solo.play',
          text: `You play ${cardName(card)} (${iconList(row, false)})`,
          data: { card, row: a.row as number },
        });
      push(s, { k: 'row', icons: [...row] });
      return;
    }
  }
}

export function rowOptions(s: LfState, icons: string[]): Action[] {
  const out: Action[] = [];
  for (const icon of [...new Set(icons)]) {
    const opts = soloIconOptions(s, icon as CrewIcon);
    if (opts.length === 0) out.push({ type: 'skip', icon });
    else out.push(...opts);
  }
  return out;
}

export function applyRowIcon(s: LfState, step: Extract<SoloStep, { k: 'row' }>, a: Action, ctx: Ctx): void {
  step.icons.splice(step.icons.indexOf(a.icon as string), 1);
  if (step.icons.length === 0) pop(s);
  if (a.type === 'skip') return;
  applySoloIcon(s, a, ctx);
}

/** Step 4 (L2599-2622): only if the character ended the activity in another chamber. */
export function repercussions(s: LfState, from: string, ctx: Ctx): void {
  pop(s);
  const x = solo(s);
  const at = me(s).at as string;
  if (at === from) return;
  const steps: SoloStep[] = [];
  if (s.outages.includes(at)) steps.push({ k: 'clock', n: 1 }, { k: 'advance', n: 1 });
  const vent = topo(s).chamber[at]?.vent === true || x.extraVents.includes(at);
  if (vent) steps.push({ k: 'vent-in', chamber: at }, { k: 'advance', n: 1 });
  else steps.push({ k: 'crisis-draw' });
  ctx.quiet || ctx.emit({ rule: 'solo.repercussions', text: `Repercussions of moving into ${roomName(s, at)}` });
  push(s, ...steps);
}

export function ventIn(s: LfState, chamber: string, ctx: Ctx): void {
  pop(s);
  const x = solo(s);
  const n = x.killedAt[chamber] ?? 0;
  if (n === 0) return;
  delete x.killedAt[chamber];
  x.bag.killed += n;
  ctx.quiet ||
    ctx.emit({ rule: 'solo.vent.chit', text: `The killed chit of ${roomName(s, chamber)} goes into the container` });
}

/** The android phase (L2663-2695): it follows its path unless you share its chamber. */
export function androidPhase(s: LfState, ctx: Ctx): void {
  pop(s);
  const x = solo(s);
  const at = s.android.at;
  if (!s.android.active || at === null || s.android.status >= ANDROID_STATUS.destroyed) return;
  if (x.variants.hysterical) {
    push(s, { k: 'hysterical' });
    return;
  }
  if (me(s).at === at) return;
  const path = topo(s).map.androidPath;
  const next = path[path.indexOf(at) + 1];
  if (next === undefined) return;
  if (s.door && s.door.link === linkBetween(s, at, next)) {
    workDoor(s, ctx);
    return;
  }
  moveAndroidSolo(s, next, ctx);
}

export function moveAndroidSolo(s: LfState, to: string, ctx: Ctx): void {
  s.android.at = to;
  ctx.quiet || ctx.emit({ rule: 'solo.android.move', text: `The android moves to ${to}` });
  if (to === topo(s).map.remora) {
    const n = ANDROID_STATUS.losses[s.android.status] ?? 0;
    ctx.quiet ||
      ctx.emit({ rule: 'solo.android.remora', text: `The android boards the Remora: ${n} mission token(s) must go` });
    // With no token collected there is nothing to strip, and the android is destroyed at once (L2679-2686).
    if (stripOptions(s).length > 0) push(s, { k: 'strip', left: n });
    else destroyAndroid(s, ctx);
  }
}

export function stripOptions(s: LfState): Action[] {
  return COLUMNS.filter((c) => s.loadout[c] > 0).map((column) => ({ type: 'strip', column }));
}

export function applyStrip(s: LfState, step: Extract<SoloStep, { k: 'strip' }>, a: Action, ctx: Ctx): void {
  if (a.type === 'strip') {
    s.loadout[a.column as Column]--;
    step.left--;
    ctx.quiet || ctx.emit({ rule: 'solo.android.strip', text: `The android wrecks a token from ${String(a.column)}` });
  }
  if (step.left <= 0 || stripOptions(s).length === 0) {
    pop(s);
    destroyAndroid(s, ctx);
  }
}
