import {
  type Action,
  type Actor,
  type BotPolicy,
  ENGINE_VERSION,
  hashState,
  type MatchRecord,
  RECORD_FORMAT,
  createMatch,
  type MatchState,
  Rng,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import { type BotKind, policyFor } from '../policies.ts';

export interface SimParams {
  entry: CatalogEntry;
  players: number;
  options: Record<string, string | number | boolean>;
  games: number;
  seed: number | string;
  bots: BotKind[];
  iterations: number;
  /** A game still going after this many actions counts as unfinished (a rules bug, reported). */
  maxSteps?: number;
}

/** The record of the first simulated game, to replay or open in the app. */
export let lastRecord: MatchRecord | null = null;

export interface SimReport {
  game: string;
  players: number;
  options: Record<string, string | number | boolean>;
  bots: BotKind[];
  games: number;
  unfinished: number;
  results: {
    winsBySeat: number[];
    winRateBySeat: number[];
    outcomes: Record<string, number>;
    meanSteps: number;
  };
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
}

/** Plays one match with a policy per seat; each policy sees only its own seat's view. */
export function playOne(
  entry: CatalogEntry,
  players: number,
  options: SimParams['options'],
  seed: number | string,
  seats: BotPolicy[],
  rng: Rng,
  maxSteps: number,
): { match: MatchState; steps: number; actions: { actor: Actor; action: Action }[] } {
  const game = entry.game;
  const m = createMatch(game, { players, options, seed });
  const actions: { actor: Actor; action: Action }[] = [];
  let steps = 0;
  while (steps < maxSteps && !game.result(m.state)) {
    const pend = game.pending(m.state);
    const p = pend.length === 1 ? pend[0] : pend[rng.int(0, pend.length - 1)];
    if (!p) break;
    const actor: Actor = p.actor;
    const legal = game.legalActions(m.state, actor);
    if (legal.length === 0) throw new Error(`${game.id}: ${String(actor)} pending without legal actions`);
    let action = legal[0];
    if (actor !== 'system' && legal.length > 1) {
      const policy = seats[actor] as BotPolicy;
      action = policy(viewOf(game, m, actor), legal, rng);
    }
    stepUnchecked(game, m, actor, action as Action);
    actions.push({ actor, action: action as Action });
    steps++;
  }
  return { match: m, steps, actions };
}

/** Bucket a result summary into an outcome label without the seat names (e.g. "ship exploded"). */
function outcomeOf(summary: string): string {
  return summary.replace(/\b(Seat|seat|Crew|crew)\s+\d+\b/g, 'X').slice(0, 60);
}

export async function runSim(p: SimParams): Promise<SimReport> {
  const policies: BotPolicy[] = [];
  for (let s = 0; s < p.players; s++) {
    const kind = p.bots[s % p.bots.length] as BotKind;
    policies.push(policyFor(p.entry, kind, { iterations: p.iterations }));
  }
  const wins = Array(p.players).fill(0) as number[];
  const outcomes: Record<string, number> = {};
  let totalSteps = 0;
  let unfinished = 0;
  const master = Rng.fromSeed(p.seed);
  const t0 = process.hrtime.bigint();
  for (let g = 0; g < p.games; g++) {
    const seed = master.int(0, 0x7fffffff);
    const { match, steps, actions } = playOne(
      p.entry,
      p.players,
      p.options,
      seed,
      policies,
      master.fork(),
      p.maxSteps ?? 20000,
    );
    totalSteps += steps;
    if (g === 0) {
      lastRecord = {
        format: RECORD_FORMAT,
        game: p.entry.game.id,
        gameVersion: p.entry.game.version,
        engineVersion: ENGINE_VERSION,
        players: p.players,
        options: match.options,
        seed,
        actions,
        finalHash: hashState(match),
        result: p.entry.game.result(match.state),
      };
    }
    const r = p.entry.game.result(match.state);
    if (!r) {
      unfinished++;
      continue;
    }
    for (const w of r.winners) wins[w] = (wins[w] ?? 0) + 1;
    const o = outcomeOf(r.summary);
    outcomes[o] = (outcomes[o] ?? 0) + 1;
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return {
    game: p.entry.game.id,
    players: p.players,
    options: p.options,
    bots: p.bots,
    games: p.games,
    unfinished,
    results: {
      winsBySeat: wins,
      winRateBySeat: wins.map((w) => (p.games ? w / p.games : 0)),
      outcomes,
      meanSteps: p.games ? totalSteps / p.games : 0,
    },
    seconds,
    gamesPerSecond: p.games / seconds,
    actionsPerSecond: totalSteps / seconds,
  };
}

export function formatSim(r: SimReport): string {
  const lines = [
    `${r.game}, ${r.players} players, options ${JSON.stringify(r.options)}, bots ${r.bots.join(',')}`,
    `games ${r.games} (unfinished ${r.unfinished}), mean length ${r.results.meanSteps.toFixed(1)} actions`,
    'seat  wins  rate',
    ...r.results.winsBySeat.map(
      (w, s) =>
        `${String(s).padStart(4)}  ${String(w).padStart(4)}  ${((r.results.winRateBySeat[s] ?? 0) * 100).toFixed(1)}%`,
    ),
    'outcomes:',
    ...Object.entries(r.results.outcomes)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `  ${String(v).padStart(5)}  ${k}`),
    `${r.gamesPerSecond.toFixed(1)} games/s, ${Math.round(r.actionsPerSecond)} actions/s (${r.seconds.toFixed(2)} s)`,
  ];
  return lines.join('\n');
}
