import type { Action } from '@airlock/engine';
import { CREW_CARD } from '../data/cards.ts';
import { COMBAT, CONFLICT_BOARD, STOWAWAY_TOKENS } from '../data/dragons-domain.ts';
import { halonCompartments, weaponryNumber } from '../loadout.ts';
import { subsets, takeFrom } from '../piles.ts';
import type { LfState } from '../state.ts';
import { checkHand, discard, draw, hand } from './cards.ts';
import { type Ctx, lose, PLAYER, pop, push, solo, win } from './state.ts';
import { drawChits } from './tracks.ts';
import { HOOKS } from './hooks.ts';

/**
 * Launching the Remora and the shuttle conflict (L2503-2507, L2697-2782). The stowaway tokens aboard
 * are revealed by drawing them from the six (their faces were never stored); any DANGER starts the
 * hibernation sequence and the conflict, played one action per round until every combat zone is clear.
 */
export function launchSolo(s: LfState, ctx: Ctx): void {
  const x = solo(s);
  let safe: number = STOWAWAY_TOKENS.safe;
  let danger: number = STOWAWAY_TOKENS.danger;
  let seen = 0;
  for (let i = 0; i < x.stowawaysAboard; i++) {
    if (ctx.rng.int(0, safe + danger - 1) < danger) {
      danger--;
      seen++;
    } else safe--;
  }
  ctx.quiet ||
    ctx.emit({
      rule: 'solo.launch',
      text: `The Remora launches: ${x.stowawaysAboard - seen} SAFE and ${seen} DANGER stowaway token(s)`,
      data: { aboard: x.stowawaysAboard, danger: seen },
      reveals: true,
    });
  if (seen === 0) {
    win(s, 'the Remora escapes with no stowaway', ctx);
    return;
  }
  s.stage = 'showdown';
  solo(s).stack = [];
  push(s, { k: 'hibernate' });
}

/** Hibernation (L2699-2719). */
export function hibernateSolo(s: LfState, ctx: Ctx): void {
  pop(s);
  const x = solo(s);
  s.data[PLAYER]?.shift();
  const primary: string[] = [];
  for (const _ of x.energyCombat) primary.push(takeFrom(x.combatUnseen, ctx.rng) as string);
  x.energyCombat = [];
  const extra: string[][] = [];
  if (x.attack5 === 'remora') extra.push([...COMBAT.attack5]);
  for (const t of x.traits) if (t.where === 'remora' && t.icon) extra.push([t.icon]);
  const zones: string[][] = [primary.sort()];
  for (let z = 0; z < CONFLICT_BOARD.secondaryZones; z++) zones.push([]);
  extra.forEach((icons, i) => {
    zones[1 + (i % CONFLICT_BOARD.secondaryZones)]?.push(...icons);
  });
  x.zones = zones.map((z) => z.sort());
  x.tokens.halon += halonCompartments(s);
  ctx.quiet ||
    ctx.emit({
      rule: 'solo.hibernate',
      text: 'Hibernation: the combat zones are set',
      data: { zones: x.zones },
      reveals: true,
    });
  draw(s, weaponryNumber(s), ctx);
  push(s, { k: 'conflict-start' });
  // Modules may add a phase before the first round (module C's shuttlecraft phase, L3351-3369).
  for (const h of HOOKS.afterHibernate) h(s, ctx);
  checkHand(s);
}

/** The first round: nothing to fight (every attack-1 token covered, no attack-5, no trait used) wins at once. */
export function startConflict(s: LfState, ctx: Ctx): void {
  if (allClear(s)) {
    win(s, 'no combat zone holds a token: you survive the shuttle conflict', ctx);
    return;
  }
  push(s, { k: 'conflict' });
}

export function allClear(s: LfState): boolean {
  return (solo(s).zones ?? []).every((z) => z.length === 0);
}

/**
 * How many wild tokens a payment still needs to match a zone's fight icons, or -1 when a data token
 * has no pair of its kind to match: showdown icons one for one, a harpoon card up to 3 of any, a data
 * token 2 of its own kind, any 2 spare icons for one, and a wild token (unused trait, welding torch,
 * harpoon token) one each (L2731-2760).
 */
export function wildNeeded(need: string[], cards: string[], data: string[]): number {
  const left: Record<string, number> = {};
  for (const i of need) left[i] = (left[i] ?? 0) + 1;
  for (const d of data) {
    if ((left[d] ?? 0) < 2) return -1;
    left[d] = (left[d] ?? 0) - 2;
  }
  let free = 0;
  const have: Record<string, number> = {};
  for (const c of cards)
    for (const icon of CREW_CARD[c]?.showdown ?? []) {
      if (icon === 'harpoon') free += 3;
      else have[icon] = (have[icon] ?? 0) + 1;
    }
  let miss = 0;
  let spare = 0;
  for (const k of new Set([...Object.keys(left), ...Object.keys(have)])) {
    const m = Math.min(left[k] ?? 0, have[k] ?? 0);
    miss += (left[k] ?? 0) - m;
    spare += (have[k] ?? 0) - m;
  }
  return Math.max(0, miss - free - Math.floor(spare / 2));
}

/** Wild tokens available: unused traits, welding torches, harpoon tokens. */
function wilds(s: LfState): number {
  const x = solo(s);
  return x.traits.filter((t) => t.where === 'unused').length + x.tokens.welding + x.tokens.harpoon;
}

/** Defeat-attack payments that succeed and waste no card (dropping any card would fail). */
export function conflictOptions(s: LfState): Action[] {
  const x = solo(s);
  const out: Action[] = [];
  const spareData = s.data[PLAYER] ?? [];
  const max = wilds(s);
  (x.zones ?? []).forEach((zone, i) => {
    if (zone.length === 0) return;
    if (x.tokens.halon > 0) out.push({ type: 'halon', zone: i });
    if (!x.airlock.used) out.push({ type: 'airlock', zone: i });
    const kinds: (string | null)[] = [null];
    if (x.tokens.extinguisher > 0) kinds.push('claw', 'fang', 'tail', 'spine');
    for (const ext of kinds) {
      const need = ext ? zone.map(() => ext) : zone;
      for (const data of subsets(spareData, 2))
        for (const cards of subsets(hand(s), hand(s).length)) {
          const w = wildNeeded(need, cards, data);
          if (w < 0 || w > max) continue;
          if (
            cards.some(
              (_, k) =>
                wildNeeded(
                  need,
                  cards.filter((__, j) => j !== k),
                  data,
                ) === w,
            )
          )
            continue;
          out.push({ type: 'defeat', zone: i, cards, data, extinguisher: ext, wild: w });
        }
    }
  });
  if (!x.lockerUsed) for (let spend = 0; spend <= x.tokens.survival; spend++) out.push({ type: 'locker', spend });
  return out;
}

function spendWild(s: LfState, n: number): void {
  const x = solo(s);
  for (let i = 0; i < n; i++) {
    if (x.tokens.welding > 0) x.tokens.welding--;
    else if (x.tokens.harpoon > 0) x.tokens.harpoon--;
    else {
      const t = x.traits.find((u) => u.where === 'unused');
      if (t) t.where = 'spent';
    }
  }
}

export function applyConflict(s: LfState, a: Action, ctx: Ctx): void {
  const x = solo(s);
  const zones = x.zones ?? [];
  const z = a.zone as number;
  switch (a.type) {
    case 'defeat':
      for (const h of HOOKS.beforeDefeat) h(s, z, ctx);
      if (s.over) return;
      for (const c of a.cards as string[]) discard(s, c);
      for (const d of a.data as string[]) s.data[PLAYER]?.splice(s.data[PLAYER].indexOf(d), 1);
      if (a.extinguisher) x.tokens.extinguisher--;
      spendWild(s, a.wild as number);
      zones[z] = [];
      ctx.quiet || ctx.emit({ rule: 'solo.conflict.defeat', text: `You beat back the attack in zone ${z + 1}` });
      break;
    case 'halon':
      x.tokens.halon--;
      zones[z] = [];
      ctx.quiet || ctx.emit({ rule: 'solo.conflict.halon', text: `A halon gas blast clears zone ${z + 1}` });
      break;
    case 'airlock':
      x.airlock.used = true;
      if (x.airlock.survival) {
        drawChits(s, 1, ctx);
        if (s.over) return;
        x.airlock.survival = false;
      }
      zones[z] = [];
      ctx.quiet || ctx.emit({ rule: 'solo.conflict.airlock', text: `The airlock blows zone ${z + 1} into space` });
      break;
    case 'locker': {
      x.lockerUsed = true;
      const spend = a.spend as number;
      x.tokens.survival -= spend;
      const out = availableAlive(s);
      x.bag.alive += Math.min(spend, out);
      drawChits(s, 1, ctx);
      if (s.over) return;
      draw(s, 2, ctx);
      checkHand(s);
      ctx.quiet || ctx.emit({ rule: 'solo.conflict.locker', text: 'You search a locker' });
      break;
    }
  }
  if (allClear(s)) win(s, 'every combat zone is clear: you survive the shuttle conflict', ctx);
}

/** Still-alive chits out of play (drawn and removed), which the search locker may put back (L2776-2779). */
export function availableAlive(s: LfState): number {
  const x = solo(s);
  const onCocoon = x.cocoonChits.reduce((n, c) => n + c.alive, 0);
  return Math.max(0, 5 - x.bag.alive - onCocoon);
}

export { lose };
