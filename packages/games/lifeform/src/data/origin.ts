/**
 * Where a piece of content comes from: `published` is a fact the rulebook prints (a name, a count, a
 * start space); `designed` is ours, made because the rulebook refers to a printed board or card whose
 * contents it does not give. Tests check every published fact against its rulebook line.
 */
export type Origin = 'published' | 'designed';

export interface Sourced {
  origin: Origin;
  /** Rulebook lines (`L<n>`) backing a published fact, or a short reason for a designed one. */
  source: string;
}
