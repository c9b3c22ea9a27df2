import { createInterface } from 'node:readline/promises';
import { type BotPolicy, projectEvents, Rng, RuleError, Table } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';

export interface PlayParams {
  entry: CatalogEntry;
  players: number;
  options: Record<string, string | number | boolean>;
  seed: number | string;
  /** The seat (or seats, in co-op) the person at the terminal holds. */
  seats: number[];
  bot: BotPolicy;
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

function describe(entry: CatalogEntry, table: Table, actor: number, action: Record<string, unknown>): string {
  const d = entry.game.describeAction?.(table.match.state, actor, action);
  return d ?? JSON.stringify(action);
}

/**
 * A view as indented `key: value` lines (lists of plain values on one line), for a person to read
 * rather than parse.
 */
export function formatView(value: unknown, indent = ''): string {
  const plain = (v: unknown) => v === null || typeof v !== 'object';
  const text = (v: unknown) => (typeof v === 'string' ? v : v === null ? '-' : String(v));
  if (plain(value)) return `${indent}${text(value)}`;
  const lines: string[] = [];
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [`${i + 1}`, v])
    : Object.entries(value as Record<string, unknown>);
  for (const [key, v] of entries) {
    if (plain(v)) lines.push(`${indent}${key}: ${text(v)}`);
    else if (Array.isArray(v) && v.every(plain))
      lines.push(`${indent}${key}: ${v.length ? v.map(text).join(', ') : '(none)'}`);
    else if (typeof v === 'object' && Object.keys(v as object).length === 0) lines.push(`${indent}${key}: (none)`);
    else lines.push(`${indent}${key}:`, formatView(v, `${indent}  `));
  }
  return lines.join('\n');
}

/**
 * Plays a match in the terminal: the person's seat sees only its own view and log; bots play the other
 * seats (each seeing only its own view). Type a number to choose an action, `v` for the full view,
 * `q` to quit.
 */
export async function playInTerminal(p: PlayParams): Promise<number> {
  const { entry } = p;
  const game = entry.game;
  const table = new Table(game, { players: p.players, options: p.options, seed: p.seed });
  const rng = Rng.fromSeed(`${String(p.seed)}:bots`);
  const rl = createInterface({ input: p.input, output: p.output, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const say = (s: string) => p.output.write(`${s}\n`);
  const me = p.seats[0] as number;
  // A seat's name as the game gives it everywhere else (the screen, the log), counted from 1.
  const seatLabel = (seat: number) => game.seatName?.(table.match.state, seat) ?? `Seat ${seat + 1}`;
  say(
    `${game.name}: you are ${p.seats.map(seatLabel).join(', ')}. Type a number to act, v to show your view, q to quit.`,
  );
  let shown = 0;
  while (!table.result()) {
    for (const entryLog of table.history.slice(shown)) {
      for (const e of projectEvents(entryLog.events, me)) say(`  · ${e.text}`);
    }
    shown = table.history.length;
    const pend = table.pending();
    const mine = pend.find((x) => typeof x.actor === 'number' && p.seats.includes(x.actor));
    const next = mine ?? pend[0];
    if (!next) break;
    const actor = next.actor;
    const legal = table.legal(actor);
    if (actor === 'system' || !p.seats.includes(actor)) {
      const action = actor === 'system' || legal.length === 1 ? legal[0] : p.bot(table.view(actor), legal, rng);
      table.act(actor, action);
      continue;
    }
    say(`\n[${seatLabel(actor)}] ${next.prompt}`);
    legal.forEach((a, i) => {
      say(`  ${i + 1}. ${describe(entry, table, actor, a)}`);
    });
    for (;;) {
      p.output.write('> ');
      const line = await lines.next();
      if (line.done) {
        rl.close();
        say('\ninput ended; the match is left unfinished');
        return 1;
      }
      const text = line.value.trim();
      if (text === 'q') {
        rl.close();
        return 0;
      }
      if (text === 'v') {
        say(formatView(table.view(actor).view));
        continue;
      }
      const n = Number(text);
      const action = legal[n - 1];
      if (!Number.isInteger(n) || !action) {
        say(`choose 1 to ${legal.length}`);
        continue;
      }
      try {
        table.act(actor, action);
      } catch (e) {
        say(e instanceof RuleError ? `refused: ${e.message}` : String(e));
        continue;
      }
      break;
    }
  }
  for (const entryLog of table.history.slice(shown)) {
    for (const e of projectEvents(entryLog.events, me)) say(`  · ${e.text}`);
  }
  const r = table.result();
  say(`\nGame over: ${r?.summary ?? 'unfinished'}`);
  if (r) say(`ranks: ${r.ranks.map((rank, s) => `${seatLabel(s)}: ${rank}`).join(', ')}`);
  rl.close();
  return 0;
}
