import assert from 'node:assert/strict';
import { test } from 'node:test';
import { relayEntry } from '../bench/relay.ts';
import { formatBench, runBench } from '../src/index.ts';

// The suite's shape, not its speed: timings are read from the bench command, never asserted in tests.
test('runBench measures every figure for each game and formats them', async () => {
  const report = await runBench({ entries: [relayEntry], quick: true, iterations: 50 });
  assert.equal(report.games.length, 1);
  const g = report.games[0];
  assert.ok(g);
  assert.equal(g.game, 'relay');
  assert.ok(g.playouts.games > 0 && g.playouts.actions > g.playouts.games);
  for (const [op, c] of Object.entries(g.costs)) assert.ok(c.calls > 0, `${op} was never called`);
  assert.ok(g.stateBytes.median > 0);
  // Heuristic playouts are timed only for a game with an evaluation at the leaf; Relay has none.
  assert.ok(relayEntry.heuristic && !relayEntry.game.evaluate);
  assert.deepEqual(
    g.ismcts.map((s) => [s.playout, s.iterations]),
    [['random', 50]],
  );
  assert.ok(report.memory.maxRssMB > 0);
  const text = formatBench(report);
  assert.match(text, /relay/);
  assert.match(text, /determinize/);
  assert.equal(g.playouts.warmupSeconds, 0);
  assert.match(text, /from a cold start/);
  await assert.rejects(runBench({ entries: [relayEntry], game: 'nope' }), /no game nope/);
});

test('a warm-up plays untimed games first, and the report says so', async () => {
  const report = await runBench({ entries: [relayEntry], quick: true, iterations: 20, decisions: 1, warmupSeconds: 1 });
  const g = report.games[0];
  assert.ok(g);
  assert.equal(g.playouts.warmupSeconds, 1);
  assert.ok(g.playouts.games > 0);
  assert.match(formatBench(report), /after 1 CPU-s of untimed games/);
});
