import { catalog, type CatalogEntry } from '@airlock/games';
import { type Action, createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';

const BOTS_MODULE: string = '@airlock/bots';

export interface PlayoutFigures {
  game: string;
  preset: string;
  games: number;
  actions: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
}

/** Random playouts for a fixed wall-clock budget: how fast the rules run with no bot cost. */
export function playoutSpeed(entry: CatalogEntry, budgetMs: number): PlayoutFigures {
  const preset = entry.presets[0] ?? { label: 'default', players: entry.game.players.min, options: {} };
  const game = entry.game;
  const rng = Rng.fromSeed(1);
  let games = 0;
  let actions = 0;
  const t0 = process.hrtime.bigint();
  const limit = BigInt(budgetMs) * 1_000_000n;
  while (process.hrtime.bigint() - t0 < limit) {
    const m = createMatch(game, { players: preset.players, options: preset.options, seed: games + 1 });
    for (let i = 0; i < 20000 && !game.result(m.state); i++) {
      const pend = game.pending(m.state);
      const p = pend.length === 1 ? pend[0] : pend[rng.int(0, pend.length - 1)];
      if (!p) break;
      const legal = legalActionsOf(game, m, p.actor);
      stepUnchecked(game, m, p.actor, (legal.length === 1 ? legal[0] : rng.pick(legal)) as Action);
      actions++;
    }
    games++;
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return {
    game: game.id,
    preset: preset.label,
    games,
    actions,
    seconds,
    gamesPerSecond: games / seconds,
    actionsPerSecond: actions / seconds,
  };
}

/**
 * The benchmark suite. The full suite (kernel costs, ISMCTS, memory) lives in @airlock/bots; this
 * command runs it when present and falls back to random playout speed per game.
 */
export async function runBenchCommand(opts: { json: boolean; game?: string; quick: boolean }): Promise<string> {
  const bots = (await import(BOTS_MODULE).catch(() => ({}))) as Record<string, unknown>;
  if (typeof bots.runBench === 'function' && typeof bots.formatBench === 'function') {
    const report = await (bots.runBench as (o: unknown) => Promise<unknown>)({ game: opts.game, quick: opts.quick });
    return opts.json ? JSON.stringify(report) : (bots.formatBench as (r: unknown) => string)(report);
  }
  const entries = catalog.filter((e) => !opts.game || e.game.id === opts.game);
  const figures = entries.map((e) => playoutSpeed(e, opts.quick ? 300 : 3000));
  if (opts.json) return JSON.stringify({ playouts: figures });
  return [
    'game                      preset            games/s   actions/s',
    ...figures.map(
      (f) =>
        `${f.game.padEnd(25)} ${f.preset.padEnd(16)} ${f.gamesPerSecond.toFixed(1).padStart(8)} ${Math.round(f.actionsPerSecond).toString().padStart(11)}`,
    ),
  ].join('\n');
}
