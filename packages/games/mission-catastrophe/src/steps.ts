import type { ApplyContext } from '@airlock/engine';
import type { ExtStep, McAction, McState, Step } from './state.ts';

export type StepOf<K extends Step['t']> = Extract<Step, { t: K }>;
export type CoreTag = Exclude<Step['t'], ExtStep['t']>;

/**
 * One handler per kind of step. `actor` says who decides (null: the step runs by itself through
 * `auto`, which must pop it or push another step). Windows are handled apart (several seats at once).
 */
export interface StepHandler<S> {
  actor(s: McState, st: S): number | null;
  prompt(s: McState, st: S): string;
  legal(s: McState, st: S, seat: number): McAction[];
  apply(s: McState, st: S, seat: number, a: McAction, ctx: ApplyContext): void;
  auto?(s: McState, st: S, ctx: ApplyContext): void;
}

export type Handlers = { [K in Exclude<CoreTag, 'win'>]: StepHandler<StepOf<K>> };
