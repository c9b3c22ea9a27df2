import type { BotPolicy, Options } from '@airlock/engine';
import { type CatalogEntry, catalog } from '@airlock/games';
import { ismcts, type IsmctsOptions } from './ismcts.ts';
import { randomPolicy } from './random.ts';

/**
 * A bot kind: one of the kinds every game offers (BOT_KINDS: random, its heuristic, ISMCTS) or a level
 * of a game's own (its catalog entry's `levels`, e.g. Space Alert's `planning`). Which kinds one game
 * has: `botKindsOf`.
 */
export type BotKind = string;
/** The kinds any game can offer (`heuristic` only where the game ships one). */
export const BOT_KINDS: readonly BotKind[] = ['random', 'heuristic', 'ismcts'];
/** What a kind's name looks like (a wire value: checked before any game is looked up). */
export const BOT_KIND_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

/** What the catalog offers about a game, reduced to what the bots need (a test game fits it too). */
export type BotEntry = Pick<CatalogEntry, 'game' | 'heuristic' | 'search'> & Partial<Pick<CatalogEntry, 'levels'>>;

/** A game level's policy that also accepts a think budget (see `budgeted` in policyFor). */
export interface Budgetable {
  /**
   * The same bot with a budget: `ms` is a cap on thinking per decision read from `now` (a caller's
   * clock, since game packages never read it), on top of its own reproducible budget.
   */
  withBudget?: (budget: { ms: number; now: () => number }) => BotPolicy;
}

/** The bot kinds one game offers, in the order a person would pick from: random, heuristic, search, its own levels. */
export function botKindsOf(entry: BotEntry): BotKind[] {
  return ['random', ...(entry.heuristic ? ['heuristic'] : []), 'ismcts', ...(entry.levels ?? []).map((l) => l.id)];
}

/** Every kind some game of the catalog offers (whether one game does: botKindsOf). */
export function allBotKinds(): BotKind[] {
  return [...new Set([...BOT_KINDS, ...catalog.flatMap((e) => (e.levels ?? []).map((l) => l.id))])];
}

/** A clear error for a kind the game does not offer, naming the ones it does. */
export function noSuchBot(entry: BotEntry, kind: string): Error {
  return new Error(`${entry.game.id} has no ${kind} bot: it offers ${botKindsOf(entry).join(', ')}`);
}

export interface PolicyOptions extends IsmctsOptions {
  /** ISMCTS playouts: the game's heuristic when it has one (default), or uniform random. */
  playout?: 'heuristic' | 'random';
  /** Other seats in the tree: follow the game's heuristic when it has one (default, unless the catalog says), or search too. */
  opponents?: 'heuristic' | 'search';
  /** Favour the heuristic's choice at the root until the statistics disagree (default when there is one). */
  usePrior?: boolean;
  /** Rank every action on its own even where the game groups variants of one move (`:nogroup`). */
  noGroup?: boolean;
}

/** A tuned setting at a table (a catalog entry gives one value, or one per table size and options). */
function atTable<T>(
  setting: T | ((players: number, options: Options) => T),
  players: number,
  options: Options = {},
): T {
  return typeof setting === 'function'
    ? (setting as (players: number, options: Options) => T)(players, options)
    : setting;
}

/** A game's tuned playout depth at a table size (a catalog entry gives a number or one per size). */
export function playoutDepthAt(tuned: NonNullable<BotEntry['search']>, players: number): number | undefined {
  return tuned.playoutDepth === undefined ? undefined : atTable(tuned.playoutDepth, players);
}

/**
 * ISMCTS for a catalog entry. Playouts use the game's heuristic by default when it has one: it costs
 * a view per playout step but makes each playout far more informative than a random one.
 */
export function ismctsPolicy(entry: BotEntry, opts: PolicyOptions = {}): BotPolicy {
  const tuned = entry.search ?? {};
  const usesHeuristic =
    (opts.playout ?? tuned.playouts ?? 'heuristic') === 'heuristic' && entry.heuristic !== undefined;
  const playoutPolicy = opts.playoutPolicy ?? (usesHeuristic ? entry.heuristic : undefined);
  const modelled = (opts.opponents ?? tuned.opponents ?? 'heuristic') === 'heuristic' ? entry.heuristic : undefined;
  const opponentModel = opts.opponentModel ?? modelled;
  const prior = opts.prior ?? (opts.usePrior === false ? undefined : entry.heuristic);
  const settings = (players: number, options: Options): IsmctsOptions => {
    const depth = playoutDepthAt(tuned, players);
    const maxDepth = atTable(tuned.maxDepth, players, options);
    return {
      ...(depth !== undefined ? { maxPlayoutSteps: depth } : {}),
      ...(tuned.exploration !== undefined ? { exploration: tuned.exploration } : {}),
      ...(tuned.priorMargin !== undefined ? { priorMargin: tuned.priorMargin } : {}),
      ...(tuned.marginPerRival !== undefined
        ? { marginPerRival: atTable(tuned.marginPerRival, players, options) }
        : {}),
      ...(tuned.ownPrior !== undefined ? { ownPrior: atTable(tuned.ownPrior, players, options) } : {}),
      ...(maxDepth !== undefined ? { maxDepth } : {}),
      ...(tuned.variantFields && !opts.noGroup ? { variantFields: tuned.variantFields } : {}),
      ...(tuned.ignore ? { ignore: tuned.ignore } : {}),
      ...opts,
      ...(prior ? { prior } : {}),
      ...(playoutPolicy ? { playoutPolicy } : {}),
      ...(opponentModel ? { opponentModel } : {}),
    };
  };
  if (
    typeof tuned.playoutDepth !== 'function' &&
    typeof tuned.marginPerRival !== 'function' &&
    typeof tuned.ownPrior !== 'function' &&
    typeof tuned.maxDepth !== 'function'
  )
    return ismcts(entry.game, settings(0, {}));
  // A setting depends on the number of seats (or the options): one policy per kind of table met.
  const byTable = new Map<string, BotPolicy>();
  return (view, legal, rng) => {
    const table = `${view.players} ${JSON.stringify(view.options)}`;
    let policy = byTable.get(table);
    if (!policy) {
      policy = ismcts(entry.game, settings(view.players, view.options));
      byTable.set(table, policy);
    }
    return policy(view, legal, rng);
  };
}

/**
 * The policy of one kind for a game; asking for a kind the game does not offer (a heuristic it does not
 * have, another game's level, a misspelling) is an error naming the kinds it does offer. A game's own
 * level keeps its reproducible budget; a time budget (`opts.ms`) caps it where the level accepts one,
 * read from this process's clock (the level itself never reads a clock).
 */
export function policyFor(entry: BotEntry, kind: BotKind, opts: PolicyOptions = {}): BotPolicy {
  switch (kind) {
    case 'random':
      return randomPolicy;
    case 'heuristic':
      if (!entry.heuristic) throw noSuchBot(entry, kind);
      return entry.heuristic;
    case 'ismcts':
      return ismctsPolicy(entry, opts);
    default: {
      const level = entry.levels?.find((l) => l.id === kind);
      if (!level) throw noSuchBot(entry, kind);
      const budgeted = (level.policy as BotPolicy & Budgetable).withBudget;
      return opts.ms !== undefined && budgeted ? budgeted({ ms: opts.ms, now: () => performance.now() }) : level.policy;
    }
  }
}

/**
 * A bot from a short text, for command lines and reports: `random`, `heuristic`, `ismcts`, a level of
 * the game's own such as `planning` (Space Alert),
 * `ismcts:5000` (iterations), `ismcts:200ms` (time budget), `ismcts:1000:random` (random playouts),
 * `ismcts:1000:c0.4` (exploration constant), `ismcts:1000:search` (other seats search instead of
 * following the game's heuristic in the tree), `ismcts:1000:noprior` (no progressive bias
 * towards the heuristic's choice at the root), `ismcts:1000:d40` (playouts cut off after 40 actions and
 * scored by the game's evaluation), `ismcts:1000:z0` (the prior's action is kept at the end unless
 * another beats it by z standard errors; z0 turns that off), `ismcts:1000:mc` (that margin widened for
 * the number of rivals compared; `:nomc` turns it off), `ismcts:1000:nogroup` (every variant of a
 * move ranked on its own, where the game groups them), `ismcts:1000:own` / `:noown` (below the root the
 * searching seat plays the heuristic's moves, or searches them), `ismcts:1000:m20` (an iteration takes
 * at most 20 decisions in the tree).
 */
export function parseBot(spec: string): { kind: BotKind; opts: PolicyOptions } {
  const [kind = '', ...rest] = spec.split(':');
  const known = allBotKinds();
  if (!BOT_KIND_PATTERN.test(kind) || !known.includes(kind))
    throw new Error(`unknown bot "${spec}": use ${known.join(', ')}`);
  const opts: PolicyOptions = {};
  for (const part of rest) {
    if (/^\d+$/.test(part)) opts.iterations = Number(part);
    else if (/^\d+ms$/.test(part)) opts.ms = Number(part.slice(0, -2));
    else if (/^c\d+(\.\d+)?$/.test(part)) opts.exploration = Number(part.slice(1));
    else if (part === 'random' || part === 'heuristic') opts.playout = part;
    else if (part === 'search') opts.opponents = 'search';
    else if (part === 'noprior') opts.usePrior = false;
    else if (part === 'nogroup') opts.noGroup = true;
    else if (part === 'tp') opts.treePrior = true;
    else if (part === 'own') opts.ownPrior = true;
    else if (part === 'noown') opts.ownPrior = false;
    else if (/^m\d+$/.test(part)) opts.maxDepth = Number(part.slice(1));
    else if (part === 'notp') opts.treePrior = false;
    else if (part === 'mc') opts.marginPerRival = true;
    else if (part === 'nomc') opts.marginPerRival = false;
    else if (/^d\d+$/.test(part)) opts.maxPlayoutSteps = Number(part.slice(1));
    else if (/^z\d+(\.\d+)?$/.test(part)) opts.priorMargin = Number(part.slice(1));
    else throw new Error(`bad bot option "${part}" in "${spec}"`);
  }
  return { kind, opts };
}

/** A bot from a short text for one game (see parseBot); a kind the game does not offer is an error. */
export function botFromSpec(entry: BotEntry, spec: string): BotPolicy {
  const { kind, opts } = parseBot(spec);
  return policyFor(entry, kind, opts);
}
