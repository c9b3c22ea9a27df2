import { parseArgs } from 'node:util';

export const USAGE = `airlock: play, simulate, replay and benchmark crew-survival space board games

usage:
  airlock games [--json]
  airlock sim --game ID [--players N] [--option key=value ...] [--games N] [--seed S]
              [--bots KIND[,...]] [--iterations N] [--record FILE] [--json]
              [--workers N] [--shard K/N] [--jsonl] [--progress]
              (--workers: threads, all cores by default, same results for any N; --shard K/N: the
              K-th of N seed ranges, K from 0; --jsonl: one line per game on stdout, the summary
              on stderr; a progress line on stderr when it is a terminal or with --progress)
  airlock sim --merge FILE... [--json]
              (the totals of the shards' --json reports of one run)
  airlock play --game ID [--players N] [--option key=value ...] [--seat N] [--seed S]
              [--bots KIND]
              (KIND: random, heuristic, ismcts, or a level of the game's own: \`airlock games\`
              lists each game's bots, e.g. planning for space-alert)
  airlock replay FILE [--json]
  airlock bench [--json] [--game ID] [--quick] [--decisions N] [--warmup S] [--markdown [--write FILE]]
              (rates per second of whole-process CPU, main-thread CPU beside them; --decisions:
              ISMCTS decisions timed per game, 25 by default; --warmup: CPU-seconds of untimed
              random games before the timed ones, for the rate a long simulation settles at;
              --markdown: the tables of docs/PERFORMANCE.md with the commit and the load, --write
              replaces them in FILE)
  airlock strength [--game ID] [--preset TEXT] [--games N] [--pairs A/B,...] [--team B,...] ...
              (win rates between the bots, as in docs/BOTS.md; airlock strength --help)
  airlock demo [--game ID] [--seed S]

Exit codes: 0 success, 1 a failed check (e.g. a divergent replay), 2 bad arguments.`;

/** A usage error: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

/** `--help` (or `help`, `-h`): the usage printed to standard output, exit code 0. */
export class HelpRequest extends Error {
  readonly command: string | undefined;
  constructor(command?: string) {
    super('help');
    this.command = command;
  }
}

/** The usage lines of one command (each of its forms and the continuation lines under them), or the whole text. */
export function usageOf(command?: string): string {
  if (!command) return USAGE;
  const lines = USAGE.split('\n');
  const own: string[] = [];
  lines.forEach((l, start) => {
    if (!l.startsWith(`  airlock ${command} `) && l !== `  airlock ${command}`) return;
    own.push(l);
    for (let i = start + 1; i < lines.length && /^ {6,}/.test(lines[i] as string); i++) own.push(lines[i] as string);
  });
  if (own.length === 0) return USAGE;
  return `usage:\n${own.join('\n')}\n\n${lines[lines.length - 1]}`;
}

export interface Parsed {
  command: string;
  positionals: string[];
  values: Record<string, string | boolean | string[] | undefined>;
}

export function parse(argv: string[]): Parsed {
  const command = argv[0];
  if (!command) throw new UsageError('no command given');
  if (command === '--help' || command === '-h' || command === 'help') throw new HelpRequest(argv[1]);
  if (argv.includes('--help') || argv.includes('-h')) throw new HelpRequest(command);
  try {
    const { values, positionals } = parseArgs({
      args: argv.slice(1),
      allowPositionals: true,
      strict: true,
      options: {
        game: { type: 'string' },
        players: { type: 'string' },
        option: { type: 'string', multiple: true },
        games: { type: 'string' },
        seed: { type: 'string' },
        bots: { type: 'string' },
        iterations: { type: 'string' },
        seat: { type: 'string' },
        record: { type: 'string' },
        json: { type: 'boolean' },
        quick: { type: 'boolean' },
        workers: { type: 'string' },
        shard: { type: 'string' },
        jsonl: { type: 'boolean' },
        progress: { type: 'boolean' },
        merge: { type: 'boolean' },
        markdown: { type: 'boolean' },
        write: { type: 'string' },
        decisions: { type: 'string' },
        warmup: { type: 'string' },
      },
    });
    return { command, positionals, values };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export function intArg(value: unknown, name: string, min: number, max: number, fallback?: number): number {
  if (value === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

/** --option key=value pairs; values that look like numbers or booleans become them. */
export function optionArgs(list: unknown): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const item of (list as string[] | undefined) ?? []) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`--option takes key=value, not "${item}"`);
    const key = item.slice(0, eq);
    const raw = item.slice(eq + 1);
    out[key] =
      raw === 'true' ? true : raw === 'false' ? false : raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
  }
  return out;
}

export function seedArg(value: unknown, fallback: number): number | string {
  if (value === undefined) return fallback;
  const s = String(value);
  return /^-?\d+$/.test(s) ? Number(s) : s;
}
