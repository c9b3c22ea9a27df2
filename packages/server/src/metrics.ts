/**
 * How long the server takes to handle an action, from the message's arrival to the last update sent
 * (queue wait, checks, the durable write, every client's update). Kept as a ring of recent samples so
 * /health can report percentiles without unbounded memory.
 */
const SIZE = 20_000;
const samples = new Float64Array(SIZE);
let count = 0;

export function recordActionMs(ms: number): void {
  samples[count % SIZE] = ms;
  count++;
}

export function actionPercentiles(): { samples: number; p50: number; p99: number } | null {
  const n = Math.min(count, SIZE);
  if (n === 0) return null;
  const sorted = Array.from(samples.subarray(0, n)).sort((a, b) => a - b);
  const at = (p: number) => Math.round((sorted[Math.min(n - 1, Math.floor(p * n))] ?? 0) * 100) / 100;
  return { samples: count, p50: at(0.5), p99: at(0.99) };
}
