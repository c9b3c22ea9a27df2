/**
 * Where random solo games spend their time and their memory: the first step of a speed change.
 *
 *   npx node --cpu-prof --cpu-prof-dir=/tmp/nl packages/games/nemesis-lockdown/bench/profile.ts [--games N]
 *   npx node packages/games/nemesis-lockdown/bench/profile.ts --summary /tmp/nl/FILE.cpuprofile
 *   npx node packages/games/nemesis-lockdown/bench/profile.ts --heap [--games N]
 *
 * The first plays N random games (8,000 by default) under V8's sampling profiler; the second prints a
 * profile's self time by function, highest first; the third samples every allocation (collected ones
 * included) over N games after a warm-up and prints the bytes allocated by function (a built-in with
 * its caller) and per game.
 */
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { type Action, createMatch, pendingOf, Rng, randomActionOf, resultOf, stepUnchecked } from '@airlock/engine';
import { nemesisLockdown as game } from '../src/index.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
}
const label = (f: Frame) =>
  `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;

function top(totals: Map<string, number>, sum: number, n = 30): void {
  for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${((100 * v) / sum).toFixed(1).padStart(5)}%  ${k}`);
}

function play(games: number, rng: Rng): void {
  for (let g = 0; g < games; g++) {
    const m = createMatch(game, { players: 1, options: {}, seed: g });
    for (let n = 0; n < 100_000 && !resultOf(game, m); n++) {
      const actor = pendingOf(game, m)[0]?.actor;
      if (actor === undefined) break;
      // As a random playout draws: the game's randomAction, without the whole legal list.
      stepUnchecked(game, m, actor, randomActionOf(game, m, actor, rng) as Action, true);
    }
  }
}

const summary = arg('--summary');
const games = Number(arg('--games') ?? 8000);
if (summary) {
  const p = JSON.parse(readFileSync(summary, 'utf8')) as {
    nodes: { id: number; callFrame: Frame }[];
    samples: number[];
    timeDeltas: number[];
  };
  const frameOf = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  let sum = 0;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    const f = frameOf.get(id);
    if (f) self.set(label(f), (self.get(label(f)) ?? 0) + dt);
    sum += dt;
  });
  top(self, sum);
} else if (process.argv.includes('--heap')) {
  play(500, Rng.fromSeed('warm-up'));
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 512,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  } as never);
  play(games, Rng.fromSeed('profile'));
  interface Node {
    callFrame: Frame;
    selfSize: number;
    children: Node[];
  }
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: Node } };
  const bytes = new Map<string, number>();
  let sum = 0;
  // A built-in (Object.keys, Array#sort, an iterator's next) is charged to it and to the function calling it.
  const walk = (n: Node, caller: string): void => {
    const own = label(n.callFrame);
    const key = n.callFrame.url === '' && caller !== '' ? `${own} <- ${caller}` : own;
    bytes.set(key, (bytes.get(key) ?? 0) + n.selfSize);
    sum += n.selfSize;
    for (const c of n.children) walk(c, n.callFrame.url === '' ? caller : own);
  };
  walk(profile.head, '');
  top(bytes, sum);
  console.log(`${(sum / games / 1e6).toFixed(3)} MB allocated per game (sampled)`);
} else play(games, Rng.fromSeed('profile'));
