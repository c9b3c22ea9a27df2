import { SLOT } from './data/board.ts';
import { CONTINGENCIES, OBJECTIVE } from './data/cards.ts';
import { CHARACTER } from './data/characters.ts';
import { TILE } from './data/rooms.ts';
import type { NLView, PlayerView } from './view.ts';
import { roomDistances } from './routes.ts';

/**
 * The heuristic's plan, worked out afresh each decision from the seat's view alone: the objective it
 * still needs and the rooms that serve it, or the way out it trusts most once that is done or time
 * runs short, with the danger around every room. The heuristic (heuristic.ts) scores actions against it.
 */

export interface Plan {
  v: NLView;
  me: PlayerView;
  here: string;
  /** Intruder danger by room (larvae count little, big intruders a lot). */
  threat: Map<string, number>;
  adj: Map<string, string[]>;
  tileAt: Map<string, string>;
  roomOf: Map<string, string>;
  /** Steps from each room to the nearest target room (rooms the plan wants to reach). */
  goal: Map<string, number>;
  escaping: boolean;
  /** The target rooms cannot be reached through open doors from here. */
  stuck: boolean;
  /** What the plan wants done in a room: the objective kinds still open for this seat. */
  needSignal: boolean;
  needWeakness: boolean;
  needNest: boolean;
  carrying: boolean;
}

export const WEIGHT: Record<string, number> = { larva: 0.4, creeper: 1, adult: 2, breeder: 3, queen: 4 };

function objectivesOf(me: PlayerView): string[] {
  return me.own?.objectives ?? me.objectives ?? [];
}

/** Chance that the active contingency token is `kind`, from the tokens this seat knows are elsewhere. */
export function contingencyRisk(v: NLView, me: PlayerView, kind: string): number {
  const left: Record<string, number> = {};
  let n = 0;
  for (const c of CONTINGENCIES) {
    left[c.id] = c.count;
    n += c.count;
  }
  const known = [...(me.own?.contingency ?? [])];
  for (const k of known) {
    left[k] = (left[k] ?? 0) - 1;
    n--;
  }
  for (const p of v.players) if (p !== me) n -= p.contingencyCount;
  if (v.mode === 'cooperative') n--;
  return Math.max(0, left[kind] ?? 0) / Math.max(1, n);
}

/** Whether an objective is already met as far as this seat can tell (the game checks the truth at the end). */
function met(v: NLView, me: PlayerView, id: string): boolean {
  const o = OBJECTIVE[id];
  if (!o) return true;
  switch (o.kind) {
    case 'signal':
      return v.mode === 'cooperative' ? v.players.filter((p) => p.signal).length >= crewSignals(v) : me.signal;
    case 'weakness':
      return v.weakness.researched.some((x) => x !== null);
    case 'destroy-nest':
      return v.nestDestroyed;
    case 'kill-player': {
      const t = v.players[(o.target ?? 1) - 1];
      return !t || t === me || t.status === 'dead';
    }
    case 'only-survivor':
      return v.players.every((q) => q === me || q.status === 'dead');
    case 'no-nemesis-survivor':
      return v.players.every((q) => q.status === 'dead' || CHARACTER[q.character]?.kind !== 'survivor');
    default:
      return true;
  }
}

function crewSignals(v: NLView): number {
  let n = 0;
  for (const p of v.players) for (const o of p.objectives ?? []) if (OBJECTIVE[o]?.kind === 'signal') n++;
  return n;
}

/** How hard an objective looks from here: lower is easier (used for the first-encounter choice). */
export function objectiveCost(v: NLView, me: PlayerView, id: string): number {
  if (met(v, me, id)) return 0;
  const kind = OBJECTIVE[id]?.kind;
  const tile = (t: string) => v.rooms.some((r) => r.tile === t);
  switch (kind) {
    case 'signal':
      return tile('transmitter') ? 1 : 2;
    case 'weakness':
      return tile('laboratory') ? 2.5 : 3.5;
    case 'destroy-nest':
      return 5 + v.eggsInNest * 0.5;
    case 'kill-player':
    case 'only-survivor':
      return 3;
    default:
      return 6;
  }
}

export function makePlan(v: NLView, seat: number): Plan | null {
  const me = v.players[seat];
  if (!me) return null;
  const adj = new Map<string, string[]>();
  for (const r of v.rooms) adj.set(r.id, []);
  for (const c of v.corridors) {
    if (c.door === 'closed') continue;
    adj.get(c.a)?.push(c.b);
    adj.get(c.b)?.push(c.a);
  }
  // A powered elevator joins its three rooms (closed doors can cut the corridors between sections).
  if (v.power.active.includes(v.power.elevator)) {
    const lifts = ['elevator-1', 'elevator-2', 'elevator-3'];
    for (const a of lifts) for (const b of lifts) if (a !== b && adj.has(a) && adj.has(b)) adj.get(a)?.push(b);
  }
  const threat = new Map<string, number>();
  for (const i of v.intruders) threat.set(i.room, (threat.get(i.room) ?? 0) + (WEIGHT[i.kind] ?? 2));
  const tileAt = new Map<string, string>();
  const roomOf = new Map<string, string>();
  for (const r of v.rooms)
    if (r.tile) {
      tileAt.set(r.id, r.tile);
      roomOf.set(r.tile, r.id);
    }
  const mine = objectivesOf(me);
  // Cooperative: the crew's objectives are everyone's; otherwise this seat's own (any one of two
  // suffices before the first encounter, so the easiest is pursued).
  let open: string[];
  if (v.mode === 'cooperative') open = v.players.flatMap((p) => p.objectives ?? []).filter((o) => !met(v, me, o));
  else {
    const best = [...mine].sort((a, b) => objectiveCost(v, me, a) - objectiveCost(v, me, b))[0];
    open = best && !met(v, me, best) ? [best] : [];
  }
  const kinds = new Set(open.map((o) => OBJECTIVE[o]?.kind));
  const needSignal = kinds.has('signal') && !me.signal;
  const needWeakness = kinds.has('weakness');
  const needNest = kinds.has('destroy-nest');
  const carrying = me.hands.some((h) => h.kind === 'object');
  const targets: string[] = [];
  const explore = () => {
    for (const r of v.rooms) if (!r.explored && SLOT[r.id]?.kind === 'I') targets.push(r.id);
  };
  const hopeless = v.time <= 3;
  const escaping = hopeless || (!needSignal && !needWeakness && !needNest);
  if (escaping) {
    const iso = roomOf.get('isolation');
    const autodestruct = v.autodestruct !== null;
    if (v.mainGateOpen && v.side === 'basic') targets.push(roomOf.get('repository') ?? 'repository');
    // Done early: the alert opens the isolation room at once instead of waiting for time 8.
    const alert = roomOf.get('alert');
    const early = v.alert === null && v.time >= 10 && !autodestruct && alert && !hopeless;
    if (early) targets.push(alert);
    else if (iso && !autodestruct && contingencyRisk(v, me, 'purge-isolation') < 0.5) targets.push(iso);
    if (v.rover) targets.push(v.rover);
    if (targets.length === 0 && iso) targets.push(iso);
  } else {
    // Early on, the alert room is worth the detour: the alert opens the isolation room at once, so
    // the objective done, the way out is open (measured: more solo wins than waiting for time 8).
    const alert = roomOf.get('alert');
    if (v.alert === null && v.time >= 12 && alert) targets.push(alert);
    if (needSignal) {
      const t = roomOf.get('transmitter');
      if (t) targets.push(t);
      else explore();
    }
    if (needWeakness) {
      const lab = roomOf.get('laboratory');
      if (carrying) {
        if (lab) targets.push(lab);
        else explore();
      } else {
        for (const r of v.rooms) if (r.objects.carcass + r.objects.corpse + r.objects.egg > 0) targets.push(r.id);
        const nest = roomOf.get('nest');
        if (nest && v.eggsInNest > 0) targets.push(nest);
        if (targets.length === 0) explore();
      }
    }
    if (needNest) {
      const nest = roomOf.get('nest');
      if (nest) targets.push(nest);
      else explore();
    }
  }
  let goal = roomDistances(adj, targets);
  // Cut off by closed doors: a computer terminal can open them (or power the elevator).
  const stuck = targets.length > 0 && !goal.has(me.room);
  if (stuck)
    goal = roomDistances(
      adj,
      [...tileAt].filter(([, t]) => TILE[t]?.computer).map(([r]) => r),
    );
  return {
    v,
    me,
    here: me.room,
    stuck,
    threat,
    adj,
    tileAt,
    roomOf,
    goal,
    escaping,
    needSignal,
    needWeakness,
    needNest,
    carrying,
  };
}
