import { REMORA_BOARD, SHUTTLE_CHAMBERS } from '../data/crisis-search.ts';
import { HUNT_LOCATION } from '../data/passenger.ts';
import type { LfState } from '../state.ts';
import { HOOKS } from '../solo/hooks.ts';
import { type Ctx, pop, push, solo } from '../solo/state.ts';
import { drawChits } from '../solo/tracks.ts';

/**
 * Module C's post-launch shuttlecraft phase (L3351-3383), run after hibernation once a DANGER stowaway
 * shows the lifeform is aboard. The chamber cards of chambers holding a token are cleared; with more
 * than one left the player confronts (one more combat zone of 2 icons) or hunts: a random card among
 * those left hides the lifeform and the player names one chamber. Nobody sees the hidden card before
 * the guess, so it is drawn when the guess is checked (the chance is the same and no secret is
 * stored). A wrong guess adds the zone plus one random combat token per card set aside.
 */
/** A shuttlecraft chamber's name (the chamber cards module D also uses). */
export function shuttleName(id: string): string {
  return HUNT_LOCATION[id]?.name ?? id;
}

export function chambersLeft(s: LfState): string[] {
  const sealed = solo(s).search?.sealed ?? [];
  return SHUTTLE_CHAMBERS.filter((c) => !sealed.includes(c));
}

/** The hidden lifeform combat zone joins the conflict board. */
function addZone(s: LfState, extra: string[], ctx: Ctx): void {
  const x = solo(s);
  const zones = x.zones ?? [];
  zones.push([...REMORA_BOARD.hiddenZone, ...extra].sort());
  x.zones = zones;
  const c = x.search;
  if (c) c.hiddenZone = zones.length - 1;
  ctx.quiet ||
    ctx.emit({
      rule: 'search.zone',
      text: `The hidden lifeform combat zone joins the fight: ${zones[zones.length - 1]?.join(', ')}`,
      data: { zone: zones.length - 1, icons: zones[zones.length - 1] ?? [] },
      reveals: true,
    });
}

export function registerShuttleHunt(): void {
  HOOKS.afterHibernate.push((s) => {
    if (solo(s).search) push(s, { k: 'shuttle-phase' });
  });

  HOOKS.steps['shuttle-phase'] = {
    options: () => [],
    always: true,
    auto(s, _t, ctx) {
      pop(s);
      const left = chambersLeft(s);
      ctx.quiet ||
        ctx.emit({
          rule: 'search.cleared',
          text: `Shuttlecraft chambers still to clear: ${left.map(shuttleName).join(', ') || 'none'}`,
          data: { left },
        });
      if (left.length > 1) push(s, { k: 'shuttle-choice' });
    },
  };

  HOOKS.steps['shuttle-choice'] = {
    options: () => [{ type: 'confront' }, { type: 'hunt' }],
    apply(s, _t, a, ctx) {
      pop(s);
      if (a.type === 'hunt') {
        ctx.quiet || ctx.emit({ rule: 'search.hunt', text: 'You hunt the lifeform through the shuttlecraft' });
        push(s, { k: 'shuttle-guess' });
      } else {
        ctx.quiet || ctx.emit({ rule: 'search.confront', text: 'You confront the lifeform' });
        addZone(s, [], ctx);
      }
    },
    auto: (s) => pop(s),
  };

  HOOKS.steps['shuttle-guess'] = {
    options: (s) => chambersLeft(s).map((shuttle) => ({ type: 'guess', shuttle })),
    apply(s, _t, a, ctx) {
      pop(s);
      const left = chambersLeft(s);
      const hiding = ctx.rng.pick(left);
      ctx.quiet ||
        ctx.emit({
          rule: 'search.guess',
          text: `You search the ${shuttleName(String(a.shuttle))}; the lifeform hides in the ${shuttleName(hiding)}`,
          data: { guess: a.shuttle as string, hiding },
          reveals: true,
        });
      if (hiding === a.shuttle) return;
      const extra = left.slice(1).map(() => ctx.rng.pick([...REMORA_BOARD.combatIcons]));
      addZone(s, extra, ctx);
    },
    auto: (s) => pop(s),
  };

  // A survival token in the active hidden zone: a chit before its icons are matched (L3385-3387).
  HOOKS.beforeDefeat.push((s, zone, ctx) => {
    const c = solo(s).search;
    if (!c || c.hiddenZone !== zone || !c.zoneSurvival) return;
    ctx.quiet ||
      ctx.emit({ rule: 'search.zone-chit', text: 'The survival token in the hidden zone costs a conflict chit first' });
    drawChits(s, 1, ctx);
    if (!s.over) c.zoneSurvival = false;
  });
}
