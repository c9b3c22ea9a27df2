import {
  type Action,
  type BotPolicy,
  type MatchRecord,
  type Options,
  type Result,
  Rng,
  randomActionOf,
  type Seed,
  Table,
} from '@airlock/engine';
import type { BotEntry } from './policy.ts';
import { botFromSpec } from './policy.ts';
import { randomPolicy } from './random.ts';

export interface PlayParams {
  players: number;
  options?: Options;
  seed: Seed;
  /** One bot per seat, as a policy or a spec such as "ismcts:500" (see parseBot). */
  bots: (BotPolicy | string)[];
  /** A match not over after this many actions stops with no result (a rules bug worth reporting). */
  maxSteps?: number;
}

export interface PlayOutcome {
  record: MatchRecord;
  result: Result | null;
  steps: number;
}

/**
 * Plays one match between bots. The table holds the true state; each seat's bot is handed only
 * viewOf(match, seat) and its own legal actions. System decisions are the rules acting by themselves:
 * the driver takes them (uniformly when the rules offer several). Every seat draws chance from its own
 * generator, derived from the seed, so a bot's choices do not shift another's.
 */
export function playMatch(entry: BotEntry, p: PlayParams): PlayOutcome {
  if (p.bots.length < p.players) throw new Error(`${p.players} seats need ${p.players} bots, got ${p.bots.length}`);
  const game = entry.game;
  const table = new Table(game, { players: p.players, options: p.options ?? {}, seed: p.seed });
  const bots = p.bots.map((b) => (typeof b === 'string' ? botFromSpec(entry, b) : b));
  const rngs = bots.map((_, seat) => Rng.fromSeed(`${String(p.seed)}/seat/${seat}`));
  const systemRng = Rng.fromSeed(`${String(p.seed)}/system`);
  const maxSteps = p.maxSteps ?? 100_000;
  let steps = 0;
  while (steps < maxSteps && !table.result()) {
    const actor = table.pending()[0]?.actor;
    if (actor === undefined) break;
    if (actor === 'system' || bots[actor] === randomPolicy) {
      // A uniform pick needs no view: the kernel draws it as the random policy would from the same
      // generator (through the game's randomAction where it has one), and it is legal by construction.
      const action = randomActionOf(game, table.match, actor, actor === 'system' ? systemRng : (rngs[actor] as Rng));
      if (action === null) throw new Error(`${game.id}: ${String(actor)} is pending with no legal action`);
      table.actDrawn(actor, action);
      steps++;
      continue;
    }
    const legal = table.legal(actor);
    if (legal.length === 0) throw new Error(`${game.id}: ${String(actor)} is pending with no legal action`);
    const action: Action = (bots[actor] as BotPolicy)(table.view(actor), legal, rngs[actor] as Rng);
    // Table.act checks the action against the rules, so a bot that answers something illegal fails loudly.
    table.act(actor, action);
    steps++;
  }
  return { record: table.record(), result: table.result(), steps };
}
