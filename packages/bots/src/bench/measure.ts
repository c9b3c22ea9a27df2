/**
 * Timing helpers for the benchmarks. Benchmarks print figures; no test asserts on a time, because a
 * shared machine makes timed tests flaky and hides regressions behind retries.
 */

const now = (): bigint => process.hrtime.bigint();

/**
 * CPU time of the whole process in nanoseconds (user + system, every thread: the garbage collector's
 * helper threads and the compiler's count too, as they would on a machine that runs nothing else).
 * Throughput is counted against it, not the wall clock: on a shared machine the wall clock also counts
 * the time other processes ran.
 */
export function cpuNs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
}

/**
 * CPU time of this thread alone, printed beside the process's: the difference is the work of the
 * other threads (collection, compilation). On some kernels it moves in steps of a scheduler tick.
 */
export function threadCpuNs(): number {
  const u = process.threadCpuUsage();
  return (u.user + u.system) * 1000;
}

/** What reading the clock twice costs, subtracted from per-call timings (the minimum of many tries). */
function timerOverheadNs(): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 2000; i++) {
    const t0 = now();
    const t1 = now();
    const d = Number(t1 - t0);
    if (d < best) best = d;
  }
  return best;
}

let overhead: number | null = null;
const BATCH = 32;

export interface CallCost {
  /** Median over calls, in nanoseconds, after subtracting the clock's own cost. */
  medianNs: number;
  /** 90th percentile, same correction. */
  p90Ns: number;
  /**
   * Mean per call within batches of 32 calls timed as one (no per-call clock reads), taking the median
   * batch: close to the per-call figure a tight loop sees, without the odd batch a GC pause lands in.
   */
  batchNs: number;
  calls: number;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

/**
 * Times `run(i)` for each prepared input i, twice: one clock pair per call (for the median and the
 * tail), then one clock pair around the whole loop (for the mean without clock cost). `prepare` makes
 * fresh inputs before each pass, untimed, so in-place operations (apply) start from the same positions.
 */
export function costPerCall<T>(prepare: () => T[], run: (input: T) => unknown, rounds = 3): CallCost {
  overhead ??= timerOverheadNs();
  const samples: number[] = [];
  const batches: number[] = [];
  let calls = 0;
  let sink = 0;
  // One untimed pass first, so the figures are for optimised code rather than the first calls.
  for (const input of prepare()) if (run(input) !== undefined) sink++;
  for (let r = 0; r < rounds; r++) {
    const inputs = prepare();
    for (const input of inputs) {
      const t0 = now();
      const out = run(input);
      const t1 = now();
      samples.push(Math.max(0, Number(t1 - t0) - overhead));
      if (out !== undefined) sink++;
    }
    const again = prepare();
    for (let i = 0; i + BATCH <= again.length; i += BATCH) {
      const t0 = now();
      for (let j = i; j < i + BATCH; j++) if (run(again[j] as T) !== undefined) sink++;
      batches.push(Number(now() - t0) / BATCH);
    }
    calls += again.length;
  }
  samples.sort((a, b) => a - b);
  // `sink` keeps the results alive so the optimiser cannot drop the calls being timed.
  if (sink < 0) throw new Error('unreachable');
  return { medianNs: quantile(samples, 0.5), p90Ns: quantile(samples, 0.9), batchNs: median(batches), calls };
}

/** CPU seconds of the whole process and of this thread, and wall-clock seconds, of one stretch of work. */
export interface Spent {
  seconds: number;
  threadSeconds: number;
  wallSeconds: number;
}

function meter(): () => Spent {
  const c0 = cpuNs();
  const th0 = threadCpuNs();
  const t0 = now();
  return () => ({
    seconds: (cpuNs() - c0) / 1e9,
    threadSeconds: (threadCpuNs() - th0) / 1e9,
    wallSeconds: Number(now() - t0) / 1e9,
  });
}

/**
 * Runs `body` repeatedly until the process has used about `ms` milliseconds of CPU; returns how many
 * times and the time spent.
 */
export function forAbout(ms: number, body: () => void): Spent & { count: number } {
  const c0 = cpuNs();
  const spent = meter();
  let count = 0;
  do {
    body();
    count++;
  } while (cpuNs() - c0 < ms * 1e6);
  return { count, ...spent() };
}

/** The time one call took (process CPU, thread CPU, wall clock) and its value. */
export function seconds<T>(body: () => T): Spent & { value: T } {
  const spent = meter();
  const value = body();
  return { value, ...spent() };
}

/** The q-quantile (0..1) of unsorted values. */
export function quantileOf(values: number[], q: number): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    q,
  );
}

export function median(values: number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** Peak memory so far: resident set (the OS's high-water mark) and the JS heap now. */
export function memoryNow(): { maxRssMB: number; rssMB: number; heapUsedMB: number } {
  const mu = process.memoryUsage();
  return {
    maxRssMB: process.resourceUsage().maxRSS / 1024,
    rssMB: mu.rss / 1048576,
    heapUsedMB: mu.heapUsed / 1048576,
  };
}
