export { randomPolicy } from './random.ts';
export { playout, rewardsOf, undecided, nextDecider, UNDECIDED, type PlayoutOptions } from './playout.ts';
export {
  ismcts,
  playable,
  search,
  DEFAULT_ITERATIONS,
  type Ignore,
  type IsmctsOptions,
  type SearchOutcome,
} from './ismcts.ts';
export {
  BOT_KIND_PATTERN,
  BOT_KINDS,
  allBotKinds,
  botFromSpec,
  botKindsOf,
  noSuchBot,
  ismctsPolicy,
  parseBot,
  policyFor,
  type BotEntry,
  type BotKind,
  type Budgetable,
  type PolicyOptions,
} from './policy.ts';
export { playMatch, type PlayOutcome, type PlayParams } from './play.ts';
export { decide, type DecideRequest, type DecideResponse } from './decide.ts';
export { runBench, formatBench, type BenchOptions, type BenchReport } from './bench/report.ts';
export type { GameFigures, IsmctsFigures } from './bench/game.ts';
export type { CallCost } from './bench/measure.ts';
export { meanInterval, wilson } from './stats.ts';
