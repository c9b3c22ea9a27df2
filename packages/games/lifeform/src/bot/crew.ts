import type { Seat } from '@airlock/engine';
import { CRAWL, distances, isRemora, neighbours, topo, WALK } from '../board.ts';
import { CHARACTER } from '../data/characters.ts';
import { CREW_CARD, FLAMETHROWER_CARD, MINING_LASER } from '../data/cards.ts';
import { OBJECTIVES } from '../data/objectives.ts';
import { LOADOUT, SELF_DESTRUCT } from '../data/tracks.ts';
import { aliveChars, type Char, LIFEFORM, type LfState } from '../state.ts';

/**
 * The crew's score of a position, in "crew activities" (one activity is one turn's worth of work): what
 * is loaded against what launch needs, the objectives done, the walking left to the mission chambers,
 * the objective chambers and the Remora, minutes left on the clock, the seat's hand, and how exposed
 * the characters stand to the images that could be real (the public candidates: every candidate is
 * weighed alike, so the score never depends on which image the sampled world made real).
 */
const OBJECTIVE_CHAMBER: Record<string, string> = Object.fromEntries(OBJECTIVES.cards.map((o) => [o.id, o.chamber]));
const FAR = 14;

export const W = {
  token: 3,
  spareToken: 0.3,
  objective: 5,
  step: 1,
  minute: 1.1,
  card: 0.7,
  reaction: 0.8,
  access: 2,
  death: 9,
  threatHere: 4,
  threatNear: 1.5,
  win: 1000,
};

function distFrom(s: LfState, from: string, cache: Map<string, Record<string, number>>): Record<string, number> {
  let d = cache.get(from);
  if (!d) {
    d = distances(s, from, WALK);
    cache.set(from, d);
  }
  return d;
}

/** Tokens the launch still lacks, by column, with a spacesuit for every living character. */
export function deficit(s: LfState): number {
  const cols = LOADOUT.columns;
  const coolant = s.players === 2 ? s.overheating : cols.coolant.bar;
  const alive = aliveChars(s).length;
  return (
    Math.max(0, cols.weaponry.bar - s.loadout.weaponry) +
    Math.max(0, coolant - s.loadout.coolant) +
    Math.max(0, cols.energy.bar - s.loadout.energy) +
    Math.max(0, alive - s.loadout.spacesuits)
  );
}

function loaded(s: LfState): number {
  let n = 0;
  for (const k of ['weaponry', 'coolant', 'energy', 'spacesuits', 'halon'] as const) n += s.loadout[k];
  return n;
}

function handValue(s: LfState, seat: Seat, openObjectives: number): number {
  const hand = s.hands[seat] ?? [];
  const mine = aliveChars(s, seat).filter((c) => c.at !== null && !isRemora(s, c.at)).length;
  let v = 0;
  let reactions = 0;
  let access = 0;
  let n = 0;
  for (const card of hand) {
    n++;
    v += n <= 5 ? W.card : 0.1;
    if (CREW_CARD[card]?.reaction && reactions < mine) {
      reactions++;
      v += W.reaction;
    }
    if (card === 'access-card' && access < openObjectives) {
      access++;
      v += W.access;
    }
    if (card === MINING_LASER) v += 0.5;
  }
  if (s.flamethrower === seat) v += 1 + (s.hands[seat]?.includes(FLAMETHROWER_CARD) ? 0 : 0);
  return v;
}

/** How threatening each chamber is: a candidate image there, or one move away (crawling, as images do). */
function threatMap(s: LfState): { here: Set<string>; near: Set<string>; p: number } {
  const here = new Set<string>();
  const near = new Set<string>();
  for (const img of s.images)
    if (img.at && !img.removed && s.candidates.includes(img.id)) {
      here.add(img.at);
      for (const n of neighbours(s, img.at, CRAWL)) near.add(n.to);
    }
  return { here, near, p: 1 / Math.max(1, s.candidates.length) };
}

/** The character can do a CIRCUIT BOARD action: its player holds an Access Card, or its own skill is unused and has one. */
function canCircuit(s: LfState, c: Char): boolean {
  if ((s.hands[c.owner] ?? []).includes('access-card')) return true;
  if (c.skillUsed) return false;
  const ch = CHARACTER[c.id];
  return (s.players === 2 ? ch?.skill.two : ch?.skill.more)?.includes('circuit') ?? false;
}

/** The crew seat's score of a position (higher is better for the whole crew; the hand term is the seat's own). */
export function crewScore(s: LfState, seat: Seat): number {
  if (s.over) return s.over.winners.includes(LIFEFORM) ? -W.win : W.win + s.tracks.selfDestruct;
  return crewProgress(s) + handValue(s, seat, s.objectives.filter((o) => !o.done).length);
}

/** The crew's score without any seat's hand: what every seat, and the lifeform, can weigh alike. */
export function crewProgress(s: LfState): number {
  if (s.over) return s.over.winners.includes(LIFEFORM) ? -W.win : W.win + s.tracks.selfDestruct;
  const cache = new Map<string, Record<string, number>>();
  const all = aliveChars(s);
  const dead = s.chars.length - all.length;
  const def = deficit(s);
  const open = s.objectives.filter((o) => !o.done);
  const remora = topo(s).map.remora;
  const fromRemora = distFrom(s, remora, cache);
  const outside: Char[] = all.filter((c) => c.at !== null && !isRemora(s, c.at));
  let v = 0;
  const need = def;
  v -= W.token * need;
  v += W.spareToken * Math.max(0, loaded(s) - need);
  v -= W.objective * open.length;
  v -= W.death * dead;
  // Walking left: the nearest character to an open objective's chamber, to a mission chamber while
  // tokens are missing, and every character's way to the Remora (half weight while work remains).
  for (const o of open) {
    const at = OBJECTIVE_CHAMBER[o.id];
    let best = FAR;
    for (const c of outside) {
      const d = at ? (distFrom(s, c.at as string, cache)[at] ?? FAR) : FAR;
      best = Math.min(best, d + (canCircuit(s, c) ? 0 : 3));
    }
    v -= W.step * best;
  }
  const missionAt = Object.entries(s.missions)
    .filter(([, n]) => n > 0)
    .map(([c]) => c);
  if (need > 0) {
    let best = FAR;
    for (const c of outside) {
      const d = distFrom(s, c.at as string, cache);
      for (const m of missionAt) best = Math.min(best, (d[m] ?? FAR) + 0.3 * (fromRemora[m] ?? FAR));
      v -= 0.3 * W.step * Math.min(FAR, ...missionAt.map((m) => d[m] ?? FAR));
    }
    v -= W.step * best;
  }
  const busy = need > 0 || open.length > 0;
  // The way to the Remora weighs more as the clock nears the 9-minute mark.
  const urgency = Math.max(0, Math.min(1, (SELF_DESTRUCT.stowawayMark - s.tracks.selfDestruct) / 10));
  const toRemora = busy ? 0.35 + 0.55 * urgency : 0.5 + 0.5 * urgency;
  for (const c of outside) v -= toRemora * W.step * (fromRemora[c.at as string] ?? FAR);
  // Boarding while work remains takes a worker away.
  if (busy && outside.length === 0) v -= 20;
  // Time: minutes before the 9-minute mark are worth most.
  const clock = s.tracks.selfDestruct;
  v += W.minute * Math.max(0, clock - SELF_DESTRUCT.leaveBehindMark) + 0.3 * Math.min(clock, 9);
  // Exposure to the candidate images.
  const t = threatMap(s);
  const reactionsBySeat = new Map<Seat, number>();
  for (const c of outside) {
    if (c.hidden) continue;
    const at = c.at as string;
    const w = t.here.has(at) ? W.threatHere : t.near.has(at) ? W.threatNear : 0;
    if (w === 0) continue;
    const r = reactionsBySeat.get(c.owner) ?? (s.hands[c.owner] ?? []).filter((x) => CREW_CARD[x]?.reaction).length;
    reactionsBySeat.set(c.owner, Math.max(0, r - 1));
    v -= w * Math.min(1, t.p * 2) * (r > 0 ? 0.35 : 1);
  }
  if (s.stage === 'showdown') v += 40;
  return v;
}
