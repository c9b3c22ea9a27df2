import type { Action, ApplyContext, BotPolicy, GameModule, MatchView, Rng, Seat } from '@airlock/engine';
import { OBJECTIVES } from '../data/objectives.ts';
import { LIFEFORM, type LfState } from '../state.ts';
import { lifeformOdds, soloOdds } from './evaluate.ts';

/**
 * The Lifeform bots (lifeform, crew and the Dragon's Domain survivor): a one-step look-ahead in a
 * world sampled from the seat's own view. The game's `determinize` draws what the seat cannot see
 * (for the crew: the real image among the public candidates, the hands from the unseen cards), so the
 * bot never reads the hidden real image. Each tried action is applied to a copy of that world and the
 * outcome scored by `evaluate.ts`; a few rules of thumb say what a one-step look cannot see (keep the
 * image in doubt, hold reactions for attacks, launch as soon as the Remora may leave, agree to a
 * launch that wins). Long lists are sampled, the rule-of-thumb favourites always kept.
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

/** The bot for any seat of the given Lifeform module (the module is passed in to keep imports one way). */
export function lookaheadBot(game: GameModule<LfState, Action, unknown>): BotPolicy {
  return (mv: MatchView, legal: readonly Action[], rng: Rng): Action => {
    if (legal.length === 1) return legal[0] as Action;
    const seat = mv.viewer as Seat;
    if (!game.determinize) return rng.pick([...legal]);
    const world = game.determinize(mv.view, seat, rng);
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
