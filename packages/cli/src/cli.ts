import { type Options, RuleError, resolveOptions } from '@airlock/engine';
import { type CatalogEntry, catalog, findGame } from '@airlock/games';
import { HelpRequest, intArg, optionArgs, parse, seedArg, USAGE, UsageError, usageOf } from './args.ts';
import { runBenchCommand } from './commands/bench.ts';
import { formatGames, listGames } from './commands/games.ts';
import { playInTerminal } from './commands/play.ts';
import { replayFile } from './commands/replay.ts';
import { mergeCommand, simCommand } from './commands/sim-command.ts';
import { runStrength } from './commands/strength.ts';
import { BOT_KINDS, type BotKind, policyFor } from './policies.ts';

function gameArg(value: unknown) {
  if (typeof value !== 'string') throw new UsageError('--game is required');
  const entry = findGame(value);
  if (!entry)
    throw new UsageError(`unknown game "${value}"; known: ${catalog.map((e) => e.game.id).join(', ') || 'none'}`);
  return entry;
}

/** --game and --players: the game's entry and a player count it allows (its first preset's by default). */
function tableArgs(v: Record<string, unknown>) {
  const entry = gameArg(v.game);
  const { min, max } = entry.game.players;
  const players = intArg(v.players, 'players', min, max, entry.presets[0]?.players ?? min);
  return { entry, players };
}

/**
 * The --option pairs of a table, checked the way the game will check them (every option known, every
 * value allowed, and the game's own rules on combinations with the player count, e.g. Sole Survivor
 * with one player): a combination the game refuses is a usage error (exit 2), caught before anything
 * runs.
 */
export function tableOptions(
  entry: CatalogEntry,
  players: number,
  list: unknown,
): Record<string, string | number | boolean> {
  const options = optionArgs(list);
  try {
    resolveOptions(entry.game, players, options as Options);
  } catch (e) {
    if (e instanceof RuleError && e.code === 'BAD_OPTIONS') throw new UsageError(e.message);
    throw e;
  }
  return options;
}

function botsArg(value: unknown): BotKind[] {
  const list = String(value ?? 'random').split(',');
  for (const b of list)
    if (!(BOT_KINDS as readonly string[]).includes(b)) throw new UsageError(`--bots takes ${BOT_KINDS.join('|')}`);
  return list as BotKind[];
}

export async function main(argv: string[]): Promise<number> {
  // The strength tool has options of its own (see its --help): handed over unparsed.
  if (argv[0] === 'strength') return runStrength(argv.slice(1));
  const args = parse(argv);
  const v = args.values;
  switch (args.command) {
    case 'games': {
      const games = listGames();
      console.log(v.json ? JSON.stringify(games) : formatGames(games));
      return 0;
    }
    case 'sim': {
      if (v.merge) return mergeCommand(args.positionals, v.json === true);
      const { entry, players } = tableArgs(v);
      return simCommand(
        { entry, players, options: tableOptions(entry, players, v.option), bots: botsArg(v.bots) },
        { ...v, seed: seedArg(v.seed, 1) },
      );
    }
    case 'play': {
      const { entry, players } = tableArgs(v);
      const options = tableOptions(entry, players, v.option);
      const seat = intArg(v.seat, 'seat', 0, players - 1, 0);
      const kind = botsArg(v.bots ?? (entry.heuristic ? 'heuristic' : 'random'))[0] as BotKind;
      return playInTerminal({
        entry,
        players,
        options,
        seed: seedArg(v.seed, Date.now() % 1_000_000),
        seats: [seat],
        bot: policyFor(entry, kind, { iterations: 1000 }),
        input: process.stdin,
        output: process.stdout,
      });
    }
    case 'replay': {
      const file = args.positionals[0];
      if (!file) throw new UsageError('replay needs a FILE');
      const out = replayFile(file);
      console.log(
        v.json
          ? JSON.stringify(out)
          : `${out.game}: ${out.actions} actions replayed, final hash ${out.hash}\n${out.seats ? `seats: ${out.seats.map((n, i) => `${i} ${n}`).join(', ')}\n` : ''}result: ${JSON.stringify(out.result)}`,
      );
      return 0;
    }
    case 'bench': {
      console.log(
        await runBenchCommand({
          json: v.json === true,
          game: v.game as string | undefined,
          quick: v.quick === true,
          markdown: v.markdown === true,
          write: v.write as string | undefined,
          decisions: v.decisions === undefined ? undefined : intArg(v.decisions, 'decisions', 1, 1000),
          warmupSeconds: v.warmup === undefined ? undefined : intArg(v.warmup, 'warmup', 0, 600),
        }),
      );
      return 0;
    }
    case 'demo': {
      // What `npm start` runs until the server is there: a bot-vs-bot game printed as a log.
      const entry = v.game ? gameArg(v.game) : catalog[0];
      if (!entry) {
        console.log('no games are registered yet');
        return 0;
      }
      const { demo } = await import('./commands/demo.ts');
      console.log(demo(entry, seedArg(v.seed, 1)));
      return 0;
    }
    default:
      throw new UsageError(`unknown command "${args.command}"`);
  }
}

/** Runs the CLI and sets the exit code: 2 for bad arguments, 1 for a refused record or a failure. */
export async function run(argv: string[]): Promise<number> {
  try {
    return await main(argv);
  } catch (e) {
    if (e instanceof HelpRequest) {
      console.log(usageOf(e.command));
      return 0;
    }
    if (e instanceof UsageError) {
      if (e.message) console.error(`airlock: ${e.message}\n`);
      console.error(USAGE);
      return 2;
    }
    if (e instanceof RuleError) {
      console.error(`airlock: ${e.code}: ${e.message}`);
      return 1;
    }
    console.error(e);
    return 1;
  }
}
