/**
 * Confidence intervals for the strength tables: how sure a win rate over n games is, so a table can
 * say "clearly better" only when the intervals say so.
 */

/** Wilson score interval for k successes in n trials (95% by default); better than ±1.96·se near 0 or 1. */
export function wilson(k: number, n: number, z = 1.96): { rate: number; low: number; high: number } {
  if (n === 0) return { rate: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Mean of scores in [0, 1] with a normal-approximation 95% interval (scores with ties are not 0/1). */
export function meanInterval(values: readonly number[], z = 1.96): { mean: number; low: number; high: number } {
  const n = values.length;
  if (n === 0) return { mean: 0, low: 0, high: 1 };
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  let sq = 0;
  for (const v of values) sq += (v - mean) ** 2;
  const se = n > 1 ? Math.sqrt(sq / (n - 1) / n) : 0.5;
  return { mean, low: Math.max(0, mean - z * se), high: Math.min(1, mean + z * se) };
}
