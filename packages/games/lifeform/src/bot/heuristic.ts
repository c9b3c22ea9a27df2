import type { Action, ApplyContext, BotPolicy, GameModule, MatchView, Rng, Seat } from '@airlock/engine';
import { OBJECTIVES } from '../data/objectives.ts';
import { LOADOUT } from '../data/tracks.ts';
import { LIFEFORM, type LfState } from '../state.ts';
import { crewScore } from './crew.ts';
import { cancelVote, defendPick, sharePick } from './showdown.ts';
import { dropPick, fightPick, lifeformScore, stowawayPick } from './lifeform.ts';
import { soloPick } from './solo-pick.ts';
import { lifeformOdds, soloOdds } from './evaluate.ts';

/**
 * The Lifeform bots (lifeform, crew and the Dragon's Domain survivor), each reading only its seat's
 * view. The game's `determinize` samples a world from that view (for the crew: the real image among the
 * public candidates, the hands from the unseen cards), so no bot reads what its seat cannot see.
 * - In the starship stage, `planPick` applies each option to a copy of the world, resolves the seat's
 *   own follow-up decisions of that phase greedily, and scores where that leads (`crew.ts`,
 *   `lifeform.ts`); launch and agreement are settled by rule. Dragon's Domain's survivor does the same in
 *   `solo-pick.ts` (short lists averaged over several play-outs, scored by `solo.ts`).
 * - In the showdown, fights, icon drops, matching and cancel votes follow `lifeform.ts` and
 *   `showdown.ts`; the stowaway guess follows `lifeform.ts`.
 * - Anything else (setup, the draft, the hibernation) is a one-step look-ahead scored by `evaluate.ts`
 *   with a few rules of thumb; long lists are sampled, the rule-of-thumb favourites always kept.
 */
const TRIES = 5;
const quiet = { emit() {} };

function seatValue(s: LfState, seat: Seat): number {
  const x = (s as LfState & { solo?: { nerve: number; fear: number } | null }).solo;
  if (x) return soloOdds(s, x.nerve, x.fear);
  const p = lifeformOdds(s);
  return seat === LIFEFORM ? p : 1 - p;
}

/** What a one-step look misses, as a bonus on the action (same scale as the evaluation). */
function thumb(a: Action, seat: Seat, v: ViewBits): number {
  if (a.type === 'icon' && a.icon === 'circuit') return typeof a.objective === 'string' ? 0.4 : -0.02;
  if (a.type === 'play' && a.card === 'access-card') return a.row === 0 && atObjective(v, seat) ? 0.4 : -0.02;
  switch (a.type) {
    case 'launch':
    case 'agree':
      return 0.2;
    case 'refuse':
      return -0.1;
    case 'react':
      return 0.15;
    case 'cancel':
      return 0.1;
    case 'pass':
      return -0.01;
    case 'icon':
      if (seat === LIFEFORM && (a.icon === 'attack' || a.icon === 'terror')) return 0.05;
      if (seat === LIFEFORM && a.icon === 'vent' && (v.candidates?.length ?? 1) > 1) return 0.02;
      return 0.01;
    case 'collect':
    case 'play':
      return 0.01;
    default:
      return 0;
  }
}

interface ViewBits {
  candidates?: string[];
  chars?: { owner: Seat; at: string | null; alive: boolean }[];
  crewObjectives?: { id: string; done: boolean }[] | null;
}

/** One of the seat's characters stands where an open objective is done (the crew sees its objectives). */
function atObjective(v: ViewBits, seat: Seat): boolean {
  const open = new Set((v.crewObjectives ?? []).filter((o) => !o.done).map((o) => OBJECTIVE_CHAMBER[o.id]));
  return (v.chars ?? []).some((c) => c.owner === seat && c.alive && c.at !== null && open.has(c.at));
}

const OBJECTIVE_CHAMBER: Record<string, string> = Object.fromEntries(OBJECTIVES.cards.map((o) => [o.id, o.chamber]));

const FAVOURITES = new Set(['launch', 'agree', 'react', 'cancel']);

function favourite(a: Action): boolean {
  return FAVOURITES.has(a.type) || (a.type === 'icon' && typeof a.objective === 'string') || a.card === 'access-card';
}

function candidates(legal: readonly Action[], rng: Rng): Action[] {
  if (legal.length <= TRIES) return [...legal];
  const keep = legal.filter(favourite);
  const rest = legal.filter((a) => !favourite(a));
  while (keep.length < TRIES && rest.length > 0) {
    const i = rng.int(0, rest.length - 1);
    keep.push(rest[i] as Action);
    rest.splice(i, 1);
  }
  return keep;
}

export type Game = GameModule<LfState, Action, unknown>;

/** Crew choices the planner settles by rule before looking ahead. */
function crewRule(legal: readonly Action[]): Action | null {
  for (const a of legal) if (a.type === 'launch' || a.type === 'agree') return a;
  return null;
}

/** Most options the planner tries at one decision (the rest are sampled away). */
const CREW_WIDTH = 24;
const ENERGY_BAR = LOADOUT.columns.energy.bar;
/** Most of the seat's own follow-up decisions the planner resolves greedily after a tried option. */
const CREW_DEPTH = 6;

function tryApply(game: Game, s: LfState, seat: Seat, a: Action, ctx: ApplyContext): boolean {
  try {
    game.apply(s, seat, a, ctx);
    return true;
  } catch {
    return false;
  }
}

export type Score = (s: LfState, seat: Seat) => number;

/**
 * After a tried option, the seat's own follow-up decisions in the same phase (the icons of a played
 * row, a discard, the column of a collected token) are resolved greedily, each by the score one step
 * ahead, so a card is judged by where its whole row leads.
 */
export function finish(game: Game, s: LfState, seat: Seat, ctx: ApplyContext, rng: Rng, score: Score): number {
  const round = s.round;
  const phase = s.phase;
  for (let d = 0; d < CREW_DEPTH && !s.over && s.round === round && s.phase === phase; d++) {
    const p = game.pending(s);
    if (p.length !== 1 || p[0]?.actor !== seat) break;
    const legal = game.legalActions(s, seat);
    if (legal.length === 0) break;
    const rule = crewRule(legal);
    let next: LfState | null = null;
    let bestScore = -Infinity;
    for (const a of rule ? [rule] : sample(legal, CREW_WIDTH, rng)) {
      const c = structuredClone(s);
      if (!tryApply(game, c, seat, a, ctx)) continue;
      const v = score(c, seat) + rng.int(0, 999) / 1e5;
      if (v > bestScore) {
        bestScore = v;
        next = c;
      }
    }
    if (!next) break;
    s = next;
  }
  return score(s, seat);
}

export function sample(legal: readonly Action[], n: number, rng: Rng): Action[] {
  if (legal.length <= n) return [...legal];
  const rest = [...legal];
  const out: Action[] = [];
  while (out.length < n) {
    const i = rng.int(0, rest.length - 1);
    out.push(rest[i] as Action);
    rest.splice(i, 1);
  }
  return out;
}

/** A seat's choice: each option applied in a sampled world and followed to the end of the seat's decisions. */
function planPick(game: Game, world: LfState, seat: Seat, legal: readonly Action[], rng: Rng, score: Score): Action {
  const rule = crewRule(legal);
  if (rule) return rule;
  const ctx = { rng, emit: quiet.emit } as ApplyContext;
  let best = legal[0] as Action;
  let bestScore = -Infinity;
  for (const a of sample(legal, CREW_WIDTH, rng)) {
    // The crew never spends an Energy Cell the launch needs.
    if (a.type === 'energy' && seat !== LIFEFORM && world.loadout.energy <= ENERGY_BAR) continue;
    const s = structuredClone(world);
    let v = tryApply(game, s, seat, a, ctx) ? finish(game, s, seat, ctx, rng, score) : -1e6;
    if (a.type === 'react') v += 2;
    v += rng.int(0, 999) / 1e5;
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}

/** The bot for any seat of the given Lifeform module (the module is passed in to keep imports one way). */
export function lookaheadBot(game: Game): BotPolicy {
  return (mv: MatchView, legal: readonly Action[], rng: Rng): Action => {
    if (legal.length === 1) return legal[0] as Action;
    const seat = mv.viewer as Seat;
    if (!game.determinize) return rng.pick([...legal]);
    const world = game.determinize(mv.view, seat, rng);
    const solo = (world as LfState & { solo?: unknown }).solo;
    if (solo) return soloPick(game, world, seat, legal, rng);
    if (seat === LIFEFORM) {
      const kind = legal[0]?.type;
      if (world.stage === 'starship' && kind !== 'stowaway')
        return planPick(game, world, seat, legal, rng, lifeformScore);
      if (kind === 'stowaway') return stowawayPick(world, legal);
      if (kind === 'fight' || kind === 'pick') {
        const worlds = [world];
        for (let i = 0; i < 3; i++) worlds.push(game.determinize(mv.view, seat, rng));
        return kind === 'fight' ? fightPick(worlds, legal) : dropPick(worlds, legal);
      }
    }
    if (seat !== LIFEFORM && legal[0]?.type === 'defend') return defendPick(game, world, seat, legal, rng);
    if (seat !== LIFEFORM && legal[0]?.type === 'vote') return cancelVote(world, legal);
    if (seat !== LIFEFORM && legal[0]?.type === 'share') return sharePick(world, legal);
    if (seat !== LIFEFORM && world.stage === 'starship') return planPick(game, world, seat, legal, rng, crewScore);
    const ctx = { rng, emit: quiet.emit } as ApplyContext;
    const v = mv.view as ViewBits;
    let best = legal[0] as Action;
    let bestScore = -Infinity;
    for (const a of candidates(legal, rng)) {
      const s = structuredClone(world);
      let score: number;
      try {
        game.apply(s, seat, a, ctx);
        score = seatValue(s, seat);
      } catch {
        // A world the seat cannot tell from the real one may refuse the action: judge it by thumb alone.
        score = 0.5;
      }
      score += thumb(a, seat, v) + rng.int(0, 999) / 1e6;
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    return best;
  };
}
