import type { Action, BotPolicy, MatchView, Rng } from '@airlock/engine';
import { SLOT } from './data/board.ts';
import { ITEM } from './data/cards.ts';
import { ACTION_CARD, CHARACTER } from './data/characters.ts';
import { COMPUTER } from './data/computer.ts';
import type { NLView } from './view.ts';
import { contingencyRisk, makePlan, objectiveCost, type Plan } from './heuristic-plan.ts';

/**
 * The Nemesis: Lockdown heuristic. It sees only its seat's view. Each decision it works out a plan:
 * the objective it still needs (signal, weakness research, the nest) and the rooms that serve it, or,
 * once that is done (or time runs short), the way out it trusts most (isolation, the main gate, a
 * pod, the rover). Then it scores every legal action: reaching and using those rooms, quiet moves over
 * noisy ones, running from intruders it cannot beat, shooting what it can, treating wounds, cleaning
 * contamination, and passing when nothing is worth a card.
 */

/** What a card is worth keeping: the escape card most, then movement, aiming, first aid. */
function cardValue(pl: Plan, card: string): number {
  const def = ACTION_CARD[card];
  if (!def) return 0;
  let best = 0.3;
  for (const e of def.effects) {
    if (e === 'cover') best = Math.max(best, 2);
    else if (e === 'run') best = Math.max(best, 1.5);
    else if (e === 'aim') best = Math.max(best, pl.me.hands.some((h) => ITEM[h.name]?.weapon) ? 1 : 0.3);
    else if (e === 'patch') best = Math.max(best, pl.me.light + pl.me.serious.length > 0 ? 1 : 0.5);
  }
  return best;
}

/** Danger of ending up in a room: intruders in it and next to it, fire, and the noise around it. */
function roomRisk(pl: Plan, room: string, quiet: boolean): number {
  const v = pl.v;
  let risk = 6 * (pl.threat.get(room) ?? 0);
  for (const n of pl.adj.get(room) ?? []) risk += 0.8 * (pl.threat.get(n) ?? 0);
  const r = v.rooms.find((x) => x.id === room);
  if (r?.fire) risk += 4;
  if (r && !r.explored) risk += 1;
  if (!quiet && (pl.threat.get(room) ?? 0) === 0) {
    // A noise roll: each numbered exit with noise already on it means an encounter.
    let noisy = 0;
    let ways = 0;
    for (const c of v.corridors) {
      if (c.path || (c.a !== room && c.b !== room)) continue;
      ways++;
      if (c.noise) noisy++;
    }
    if (SLOT[room]?.tech) {
      ways++;
      if (v.techNoise) noisy++;
    }
    const p = 0.8 * (ways > 0 ? noisy / ways : 0) + 0.1;
    risk += p * (pl.me.handCount <= 3 ? 10 : 7);
  }
  return risk;
}

function moveScore(pl: Plan, to: string, quiet: boolean, fleeing: boolean): number {
  const cur = pl.goal.get(pl.here) ?? 99;
  const next = pl.goal.get(to) ?? 99;
  const progress = cur === 99 ? 0 : cur - next;
  let s = 10 + 6 * progress - roomRisk(pl, to, quiet);
  if (fleeing) s += 20;
  if (pl.v.rooms.find((r) => r.id === pl.here)?.fire) s += 6;
  return s;
}

/**
 * Entering the isolation room to lock in: a noise roll or a careful move leaves noise in its corridors,
 * and the lock-in's own noise roll then meets it (an encounter) far more often. A sprint leaves none.
 */
function lockNoise(pl: Plan, to: string): number {
  return pl.escaping && pl.tileAt.get(to) === 'isolation' ? 6 : 0;
}

function fightingNow(pl: Plan): { threat: number; kinds: string[] } {
  const kinds = pl.v.intruders.filter((i) => i.room === pl.here).map((i) => i.kind);
  return { threat: pl.threat.get(pl.here) ?? 0, kinds };
}

function score(pl: Plan, a: Action): number {
  const { me } = pl;
  const pay = Array.isArray(a.pay) ? (a.pay as string[]) : [];
  let cost = 0;
  for (const c of pay) cost += cardValue(pl, c);
  const fight = fightingNow(pl);
  const inFight = fight.kinds.length > 0;
  const wounds = me.serious.length + me.light / 3;
  // Cards left in hand ward off surprise attacks (an intruder appearing beside a short hand strikes).
  const spent = pay.length + (a.type === 'card' ? 1 : 0);
  const after = me.handCount - spent;
  const reserve = a.type === 'pass' || inFight ? 0 : 1.2 * Math.max(0, 3 - after) * (spent > 0 ? 1 : 0);
  return scoreRaw(pl, a, cost, wounds, inFight) - reserve;
}

function scoreRaw(pl: Plan, a: Action, cost: number, wounds: number, inFight: boolean): number {
  const { v, me } = pl;
  switch (a.type) {
    case 'move':
      return moveScore(pl, String(a.to), false, inFight) - cost - lockNoise(pl, String(a.to));
    case 'careful':
      return moveScore(pl, String(a.to), true, false) - 1.5 - cost - lockNoise(pl, String(a.to));
    case 'gate':
    case 'escape':
      // Getting out ends this seat's game: a win only with the objective met.
      return pl.escaping ? 100 : -5;
    case 'rover':
      return a.to === 'bunker' ? (pl.escaping ? 100 : -5) : -5;
    case 'shoot': {
      if (a.target === 'egg') return pl.needNest ? 60 - cost : -5;
      const kind = v.intruders.find((i) => i.id === a.target)?.kind ?? 'adult';
      return (kind === 'larva' || kind === 'creeper' ? 55 : 40 - 4 * wounds) - cost;
    }
    case 'melee': {
      if (a.target === 'egg') return pl.needNest ? 62 - cost : -5;
      const kind = v.intruders.find((i) => i.id === a.target)?.kind ?? 'adult';
      // A miss costs a serious wound: never bare-handed on the brink of death.
      if (me.serious.length >= 3) return -10;
      if (kind === 'larva') return 45 - 12 * me.serious.length - cost;
      if (kind === 'creeper') return 12 - 4 * wounds - cost;
      return -10;
    }
    case 'search':
      return (pl.escaping && v.time <= 8 ? 2 : v.time > 6 ? 7 : 3) - cost;
    case 'pickup':
      return pl.needWeakness && !pl.carrying ? 70 - cost : -5;
    case 'drop':
      return -20;
    case 'room':
      return roomScore(pl, a, wounds, inFight) - cost;
    case 'card':
      return cardScore(pl, a, wounds, inFight) - cost;
    case 'item':
      return itemScore(pl, a, wounds) - cost - (inFight ? 15 : 0);
    case 'computer': {
      const what = COMPUTER[v.computer.top]?.actions[Number(a.choice)];
      if (what === 'open-doors') return pl.stuck ? 70 : 0;
      if (what === 'power-elevator') return pl.stuck ? 40 : 2;
      if (what === 'extinguish') return v.rooms.some((r) => r.fire) ? 5 : 0;
      if (what === 'close-doors') return -5;
      return 1 - cost;
    }
    case 'trade':
    case 'craft':
      return 1 - cost;
    case 'pass': {
      // Out of combat with nothing worth doing, keep the cards; in combat, passing means being attacked.
      const fire = v.rooms.find((r) => r.id === pl.here)?.fire ? 8 : 0;
      // Arrived at the way out: wait there for a full hand rather than wander off.
      const arrived = pl.escaping && pl.goal.get(pl.here) === 0 ? 12 : 0;
      return (inFight ? -5 : 4 + arrived) - fire;
    }
    default:
      return 0;
  }
}

function roomScore(pl: Plan, a: Action, wounds: number, inFight: boolean): number {
  const { v, me } = pl;
  if (inFight) return -10;
  const tile = pl.tileAt.get(pl.here) ?? '';
  switch (tile) {
    case 'transmitter':
      return a.option === 'send' && pl.needSignal ? 90 : -5;
    case 'laboratory':
      return pl.needWeakness ? 85 : 3;
    case 'nest':
      return pl.needNest || (pl.needWeakness && !pl.carrying) ? 75 : -5;
    case 'isolation':
      // Locking in ends the game for this seat: only with the objective done, or nothing else to do.
      // (Waiting a round for a full hand before the lock-in's noise roll measured worse: time matters more.)
      if (!pl.escaping) return -5;
      return 100 - 100 * contingencyRisk(v, me, 'purge-isolation');
    case 'emergency':
      if (a.option === 'heal-dressed') return 20 + 8 * me.serious.length;
      if (a.option === 'dress') return 15 + 6 * me.serious.filter((w) => !w.dressed).length;
      return 4 + 4 * me.light;
    case 'decon':
      // It scans the hand only.
      return me.larva || (me.own?.hand ?? []).some((c) => c === 'contamination') ? 18 : -5;
    case 'generator':
      return a.option === 'stop' ? 60 : -5;
    case 'elevator':
      if (a.option === 'call') {
        const best = Math.max(elevatorScore(pl, 1), elevatorScore(pl, 2), elevatorScore(pl, 3));
        return best > 12 ? best - 6 : -5;
      }
      if (a.option !== 'use') return -5;
      return elevatorScore(pl, Number(a.section));
    case 'alert':
      // The alert opens the isolation room at once and shortens the game: worth it once done.
      return a.option === 'start' && v.time > 8 && (pl.escaping || v.time >= 12) ? 80 : -5;
    default:
      // A pod launches only if the token on its slot names it, and a pod left behind wounds: a last resort.
      if (tile.startsWith('css-') && pl.escaping && v.time > 2 && (pl.goal.get(pl.here) ?? 99) > 3)
        return 15 - 40 * contingencyRisk(v, me, 'intercept-pods') - wounds * 4;
      return -5;
  }
}

function elevatorScore(pl: Plan, section: number): number {
  const to = `elevator-${section}`;
  if (to === pl.here) return -5;
  const cur = pl.goal.get(pl.here) ?? 99;
  const next = pl.goal.get(to) ?? 99;
  if (cur === 99) return -5;
  return 8 + 6 * (cur - next) - roomRisk(pl, to, true);
}

function cardScore(pl: Plan, a: Action, wounds: number, inFight: boolean): number {
  const { me } = pl;
  const effect = ACTION_CARD[String(a.card)]?.effects[Number(a.half)];
  const own = 0.5 * cardValue(pl, String(a.card));
  switch (effect) {
    case 'run':
      return moveScore(pl, String(a.to), true, false) + 1 - own;
    case 'cover':
      return inFight ? moveScore(pl, String(a.to), true, true) + 10 : -5;
    case 'aim': {
      const kind = pl.v.intruders.find((i) => i.id === a.target)?.kind ?? 'adult';
      return (kind === 'larva' ? 50 : 48 - 3 * wounds) - own;
    }
    case 'patch':
      // First aid waits until the intruder is left behind.
      return (a.option === 'dress' ? 22 + 4 * me.serious.length : me.light >= 2 ? 16 : 8) - (inFight ? 20 : 0);
    case 'fix':
      if (a.option === 'fire') return 14;
      return pl.goal.get(pl.here) === 0 ? 50 : 2;
    case 'reload':
      return me.hands.some((h) => (ITEM[h.name]?.weapon && h.ammo === 0) || false) ? 9 : 3;
    case 'rummage':
      return (pl.escaping && pl.v.time <= 8 ? 1 : pl.v.time > 6 ? 6 : 2) - own;
    case 'focus':
      return 5.5 - own;
    case 'study':
      return 0.5;
    case 'rest':
      // Scanning: a clean card leaves, an infected one plants a larva (deadly with one already there).
      return me.larva ? -20 : 2;
    case 'desperate':
    case 'vivisect': {
      const kind = pl.v.intruders.find((i) => i.id === a.target)?.kind ?? 'adult';
      return (kind === 'larva' ? 50 : 46 - 3 * wounds) - own - (effect === 'desperate' ? 4 : 0);
    }
    case 'metabolize':
      return 7;
    case 'wipe-slime':
      return 6;
    case 'grit':
      return 3 + 2 * me.serious.length - own;
    case 'hush':
      return 1;
    case 'distraction': // a covering retreat, for an item
      return inFight ? moveScore(pl, String(a.to), false, true) + 8 : -5;
    case 'vents':
      return moveScore(pl, String(a.to), true, false) - 6 - own;
    case 'tour':
      return moveScore(pl, String(a.to), false, false) - 1 - own;
    case 'stun-intruder':
      return inFight ? (me.hands[Number(a.weapon)]?.ammo === 0 ? 36 : 14) - own : -5;
    case 'repel':
      return inFight ? 40 - own : -5;
    case 'defense-room':
      return roomScore(pl, { ...a, type: 'room' }, wounds, inFight) + 2 - own;
    default:
      return 0;
  }
}

function itemScore(pl: Plan, a: Action, wounds: number): number {
  const { me } = pl;
  const use = ITEM[String(a.item)]?.use;
  switch (use) {
    case 'medkit':
      return 10 + 8 * wounds;
    case 'heal-light':
      return me.light >= 2 ? 14 : 6;
    case 'antidote':
      return me.larva ? 40 : 12;
    case 'clean-slime':
      return 8;
    case 'reload':
      return 6;
    case 'extinguish':
      return 12;
    case 'energy':
      return 4;
    default:
      return 1;
  }
}

function choose(pl: Plan | null, legal: readonly Action[], rng: Rng): Action {
  let best: Action[] = [];
  let top = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    const sc = pl ? score(pl, a) : 0;
    if (sc > top + 1e-9) {
      top = sc;
      best = [a];
    } else if (Math.abs(sc - top) <= 1e-9) best.push(a);
  }
  return best.length > 0 ? rng.pick(best) : (legal[0] as Action);
}

/**
 * Draft preference. Lockdown characters: the order measured in solo games of this heuristic (800
 * games, measured before each character had its own deck: a starting weapon and repair cards won
 * most; not measured again since). Others: weapon, escape cards, movement and repair cards.
 */
const DRAFT_ORDER: Record<string, number> = {
  sentry: 10,
  cleaner: 9.5,
  psychologist: 9,
  xenobiologist: 8,
  survivor: 7.5,
  'lab-rat': 7,
};

function draftScore(id: string): number {
  const known = DRAFT_ORDER[id];
  if (known !== undefined) return known;
  const c = CHARACTER[id];
  if (!c) return 0;
  // Escape cards count most, then movement and repairs.
  let score = c.startItem ? 2 : 0;
  for (const [id, k] of Object.entries(c.deck)) {
    const effects = ACTION_CARD[id]?.effects ?? [];
    if (effects.includes('cover')) score += 1.5 * k;
    else if (effects.includes('run') || effects.includes('fix')) score += k;
  }
  return score;
}

export const heuristic: BotPolicy<NLView> = (mv: MatchView<NLView>, legal: readonly Action[], rng: Rng): Action => {
  const v = mv.view;
  const seat = typeof mv.viewer === 'number' ? mv.viewer : 0;
  const first = legal[0];
  if (!first) throw new Error('no legal action');
  const me = v.players[seat];
  switch (first.type) {
    case 'draft':
      return pickMax(legal, (a) => draftScore(String(a.character)), rng);
    case 'keep-objective':
      return pickMax(legal, (a) => (me ? -objectiveCost(v, me, String(a.objective)) : 0), rng);
    case 'react':
    case 'decline':
      // A reaction spares a wound, a noise roll or a dark event's harm: always worth its card.
      return legal.find((a) => a.type === 'react') ?? first;
    case 'advantage':
      // More injuries for one card: worth it whenever a card is there to give.
      return legal.find((a) => a.card !== null) ?? first;
    case 'answer-trade':
      return legal.find((a) => a.give === null) ?? first;
    case 'give':
    case 'offer':
      // Its plan counts on what it carries: in another's trade round it keeps its things.
      return legal.find((a) => a.type === 'done') ?? first;
    case 'ride': {
      const pl = makePlan(v, seat);
      const to = v.decisions[v.decisions.length - 1]?.item ?? '';
      const better = pl && (pl.goal.get(to) ?? 99) < (pl.goal.get(pl.here) ?? 99);
      return legal.find((a) => a.accept === Boolean(better)) ?? first;
    }
    case 'make-room': {
      // Keep loaded weapons and an object the plan needs; let go of the rest.
      const pl = makePlan(v, seat);
      const d = v.decisions[v.decisions.length - 1];
      const worth = (name: string, kind: string, ammo: number) =>
        kind === 'object' ? (pl?.needWeakness ? 5 : 0) : ITEM[name]?.weapon ? 2 + ammo : 1;
      return pickMax(
        legal,
        (a) => {
          if (a.drop === 'new') return -worth(d?.item ?? '', 'item', d?.ammo ?? 0);
          const h = me?.hands[Number(a.drop)];
          return h ? -worth(h.name, h.kind, h.ammo) : -99;
        },
        rng,
      );
    }
    case 'discard':
    case 'done': {
      // After passing: contamination cards are dead weight in hand; discard them to draw real cards.
      // (Keeping them as a guard against surprise attacks measured worse: the hand clogs.)
      const junk = legal.find((a) => a.type === 'discard' && String(a.card).startsWith('contamination'));
      return junk ?? legal.find((a) => a.type === 'done') ?? first;
    }
    default:
      return choose(makePlan(v, seat), legal, rng);
  }
};

function pickMax(legal: readonly Action[], f: (a: Action) => number, rng: Rng): Action {
  let best: Action[] = [];
  let top = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    const s = f(a);
    if (s > top) {
      top = s;
      best = [a];
    } else if (s === top) best.push(a);
  }
  return rng.pick(best.length > 0 ? best : [...legal]);
}
