import type { Seat } from '@airlock/engine';
import { CRAWL, distances, isRemora, neighbours, topo, WALK } from '../board.ts';
import { CREW_CARD } from '../data/cards.ts';
import { OBJECTIVES } from '../data/objectives.ts';
import { LOADOUT, SELF_DESTRUCT } from '../data/tracks.ts';
import { aliveChars, LIFEFORM, type LfState } from '../state.ts';

/**
 * How good a position looks, as the lifeform's chance of winning (0..1). The bots score a determinized
 * state with it after trying an action, so it reads only what that sampled world holds: the crew's
 * living characters and their way to the Remora, the loadout against its bars, the clock, the threat
 * the candidate images pose to exposed characters, and how many images could still be real.
 */

const OBJECTIVE_CHAMBER: Record<string, string> = Object.fromEntries(OBJECTIVES.cards.map((o) => [o.id, o.chamber]));

/** Fewest walking moves from a chamber to any Remora chamber (a cut-off character counts as far away). */
function toRemora(s: LfState, from: string): number {
  if (isRemora(s, from)) return 0;
  const d = distances(s, from, WALK);
  let best = 12;
  for (const id of topo(s).ids) if (isRemora(s, id)) best = Math.min(best, d[id] ?? 12);
  return best;
}

/** Share of the launch bars met (Weaponry, Coolant, Energy to their bars, a spacesuit per living character). */
function readiness(s: LfState, living: number): number {
  const cols = LOADOUT.columns;
  const coolant = s.players === 2 ? s.overheating : cols.coolant.bar;
  const need = cols.weaponry.bar + coolant + cols.energy.bar + living;
  const have =
    Math.min(s.loadout.weaponry, cols.weaponry.bar) +
    Math.min(s.loadout.coolant, coolant) +
    Math.min(s.loadout.energy, cols.energy.bar) +
    Math.min(s.loadout.spacesuits, living);
  return need > 0 ? have / need : 1;
}

/** Where the crew should head: chambers with mission tokens or an open objective, then the Remora once loaded. */
function goalChambers(s: LfState, ready: boolean): string[] {
  const out: string[] = [];
  const objectives = OBJECTIVE_CHAMBER;
  for (const o of s.objectives) if (!o.done && objectives[o.id]) out.push(objectives[o.id] as string);
  if (!ready) for (const [c, n] of Object.entries(s.missions)) if (n > 0) out.push(c);
  return out;
}

function toAny(s: LfState, from: string, goals: string[]): number {
  if (goals.includes(from)) return 0;
  const d = distances(s, from, WALK);
  let best = 12;
  for (const g of goals) best = Math.min(best, d[g] ?? 12);
  return best;
}

export function lifeformOdds(s: LfState): number {
  if (s.over) return s.over.winners.includes(LIFEFORM) ? 1 : 0;
  const start = SELF_DESTRUCT.start[s.players] ?? 28;
  const clock = Math.max(0, s.tracks.selfDestruct) / start;
  const all = s.chars.length || 1;
  const alive = aliveChars(s);
  const deadShare = 1 - alive.length / all;
  const loadout = readiness(s, alive.length);
  const goals = goalChambers(s, loadout >= 1);
  let far = 0;
  for (const c of alive) if (c.at) far += goals.length > 0 ? toAny(s, c.at, goals) : toRemora(s, c.at);
  far = alive.length > 0 ? far / alive.length / 8 : 1;
  // Exposure: living, unhidden characters sharing a chamber with, or next to, an image that could be real.
  const near = new Set<string>();
  const next = new Set<string>();
  for (const img of s.images)
    if (img.at && !img.removed && s.candidates.includes(img.id)) {
      near.add(img.at);
      for (const n of neighbours(s, img.at, CRAWL)) next.add(n.to);
    }
  let exposed = 0;
  for (const c of alive) if (c.at && !c.hidden) exposed += near.has(c.at) ? 1 : next.has(c.at) ? 0.4 : 0;
  // Reaction cards held: each living character covered by one can hide, run or prod when attacked.
  let reactions = 0;
  for (let seat = 1; seat < s.players; seat++)
    for (const card of s.hands[seat] ?? []) if (CREW_CARD[card]?.reaction) reactions++;
  const covered = alive.length > 0 ? Math.min(1, reactions / alive.length) : 0;
  const doubt = Math.min(1, (s.candidates.length - 1) / 2);
  const objectives = s.objectives.length > 0 ? s.objectives.filter((o) => o.done).length / s.objectives.length : 1;
  let x = 0.1;
  x += 0.45 * deadShare;
  x += 0.25 * (1 - clock);
  x -= 0.3 * loadout;
  x -= 0.1 * objectives;
  x += 0.15 * Math.min(1, far);
  if (loadout >= 1 && objectives >= 1) x -= 0.1;
  x += 0.1 * exposed;
  x -= 0.12 * covered;
  x += 0.04 * doubt;
  x += 0.01 * s.tracks.hostility + 0.03 * s.tracks.cocoon;
  if (s.stage === 'showdown') x += 0.05;
  return Math.max(0.01, Math.min(0.99, 0.5 + x - 0.25));
}

/** A seat's share of that chance: the lifeform's own, or the crew's (who win or lose together). */
export function valueFor(s: LfState, seat: Seat): number {
  const p = lifeformOdds(s);
  return seat === LIFEFORM ? p : 1 - p;
}

/** Dragon's Domain: the survivor's chance (0..1) from the loadout, the way aboard, the clock and nerve against fear. */
export function soloOdds(s: LfState, nerve: number, fear: number): number {
  if (s.over) return s.over.winners.length > 0 ? 1 : 0;
  const start = SELF_DESTRUCT.start[3] ?? 28;
  const clock = Math.max(0, s.tracks.selfDestruct) / start;
  const loadout = readiness(s, 1);
  const c = s.chars[0];
  const far = c?.at ? Math.min(1, toRemora(s, c.at) / 8) : 1;
  const objectives = s.objectives.length > 0 ? s.objectives.filter((o) => o.done).length / s.objectives.length : 1;
  const margin = Math.max(0, Math.min(4, nerve - fear)) / 4;
  const x =
    0.35 * loadout + 0.15 * objectives + 0.2 * margin + 0.15 * (1 - far) * (loadout > 0.7 ? 2 : 1) + 0.1 * clock;
  return Math.max(0.01, Math.min(0.99, x));
}

/**
 * The game's `evaluate` for searches cut off before the end: each seat's expected reward on the bots'
 * scale (their `rewardsOf`: half for winning, half shared over the seats ranked below, a level seat
 * counting half), from the lifeform's chance of winning above, or the survivor's in Dragon's Domain.
 */
export function evaluate(s: LfState): number[] {
  const x = (s as LfState & { solo?: { nerve: number; fear: number } | null }).solo;
  if (x) return [soloOdds(s, x.nerve, x.fear)];
  const p = lifeformOdds(s);
  const n = s.players;
  // The crew share their result: level with each other, above or below the lifeform.
  const level = (0.5 * (n - 2)) / (n - 1);
  const crewWin = 0.5 + 0.5 * (1 / (n - 1) + level);
  const crewLoss = 0.5 * level;
  const out = new Array<number>(n);
  out[LIFEFORM] = p;
  for (let seat = 0; seat < n; seat++) if (seat !== LIFEFORM) out[seat] = p * crewLoss + (1 - p) * crewWin;
  return out;
}
