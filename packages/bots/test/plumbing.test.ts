import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Worker } from 'node:worker_threads';
import { createMatch, legalActionsOf, type Options, Rng, replay, viewOf } from '@airlock/engine';
import { relayEntry } from '../bench/relay.ts';
import { botFromSpec, decide, parseBot, playMatch, policyFor, randomPolicy, rewardsOf } from '../src/index.ts';

const game = relayEntry.game;

test('rewards: a cooperative win beats a loss, an outright win beats a shared one, places are ordered', () => {
  assert.deepEqual(rewardsOf({ summary: '', ranks: [1, 1], winners: [0, 1] }, 2), [0.75, 0.75]);
  assert.deepEqual(rewardsOf({ summary: '', ranks: [2, 2], winners: [] }, 2), [0.25, 0.25]);
  assert.deepEqual(rewardsOf({ summary: '', ranks: [1, 2], winners: [0] }, 2), [1, 0]);
  const four = rewardsOf({ summary: '', ranks: [3, 1, 2, 4], winners: [1] }, 4);
  assert.equal(four[1], 1);
  assert.ok((four[2] as number) > (four[0] as number) && (four[0] as number) > (four[3] as number));
  assert.equal(four[3], 0);
  assert.deepEqual(rewardsOf({ summary: '', ranks: [1], winners: [0] }, 1), [1]);
  assert.deepEqual(rewardsOf({ summary: '', ranks: [2], winners: [] }, 1), [0]);
});

test('bot specs parse into a kind and options; bad specs are refused', () => {
  assert.deepEqual(parseBot('random'), { kind: 'random', opts: {} });
  assert.deepEqual(parseBot('ismcts:5000:random:c0.4'), {
    kind: 'ismcts',
    opts: { iterations: 5000, playout: 'random', exploration: 0.4 },
  });
  assert.deepEqual(parseBot('ismcts:200ms'), { kind: 'ismcts', opts: { ms: 200 } });
  assert.throws(() => parseBot('alphazero'), /unknown bot/);
  assert.throws(() => parseBot('ismcts:lots'), /bad bot option/);
});

test('policyFor gives each kind, and refuses a heuristic the game does not have', () => {
  assert.equal(policyFor(relayEntry, 'random'), randomPolicy);
  assert.equal(policyFor(relayEntry, 'heuristic'), relayEntry.heuristic);
  assert.throws(() => policyFor({ game }, 'heuristic'), /no heuristic/);
  assert.equal(typeof policyFor({ game }, 'ismcts', { iterations: 10 }), 'function');
});

test('decide answers a worker request with a legal action, the same one for the same seed', () => {
  const m = createMatch(game, { players: 3, seed: 11 });
  const view = viewOf(game, m, 2);
  const legal = legalActionsOf(game, m, 2);
  const lookup = (id: string) => (id === 'relay' ? relayEntry : undefined);
  const req = { gameId: 'relay', view, legal, seed: 5, iterations: 200, id: 'r1' };
  const a = decide(req, lookup);
  const b = decide(JSON.parse(JSON.stringify(req)), lookup);
  assert.ok('action' in a && 'action' in b);
  assert.deepEqual(a.action, b.action);
  assert.equal(a.id, 'r1');
  assert.ok(legal.some((l) => JSON.stringify(l) === JSON.stringify(a.action)));
  const bad = decide({ ...req, gameId: 'no-such-game' }, lookup);
  assert.ok('error' in bad && /unknown game/.test(bad.error));
});

test('the worker entry answers over a real worker thread', async () => {
  const worker = new Worker(new URL('../src/worker.ts', import.meta.url));
  try {
    const m = createMatch(game, { players: 2, seed: 1 });
    const answer = await new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      // The catalog in the worker does not hold the kernel's test game: the error must come back as data.
      worker.postMessage({
        gameId: 'relay',
        view: viewOf(game, m, 0),
        legal: legalActionsOf(game, m, 0),
        seed: 1,
        id: 7,
      });
    });
    assert.deepEqual(answer, { id: 7, error: 'unknown game relay' });
  } finally {
    await worker.terminate();
  }
});

test('playMatch returns a record that replays to the same end', async () => {
  const { playMatch } = await import('../src/index.ts');
  const out = playMatch(relayEntry, { players: 3, seed: 'replay', bots: ['heuristic', 'random', 'ismcts:50'] });
  assert.ok(out.result);
  const again = replay(game, out.record);
  assert.equal(again.hash, out.record.finalHash);
  assert.throws(() => playMatch(relayEntry, { players: 3, seed: 1, bots: ['random'] }), /need 3 bots/);
});

test('confidence intervals: Wilson and the mean interval bracket the rate and narrow with more games', async () => {
  const { wilson, meanInterval } = await import('../src/index.ts');
  const small = wilson(30, 50);
  const large = wilson(300, 500);
  assert.equal(small.rate, 0.6);
  assert.ok(small.low < 0.6 && small.high > 0.6);
  assert.ok(large.high - large.low < small.high - small.low);
  // Known value: 30 of 50 gives about 0.462 to 0.724.
  assert.ok(Math.abs(small.low - 0.462) < 0.002 && Math.abs(small.high - 0.724) < 0.002);
  const m = meanInterval([1, 0.5, 0, 1, 1, 0.5]);
  assert.ok(Math.abs(m.mean - 4 / 6) < 1e-12 && m.low < m.mean && m.high > m.mean);
});

test('a game may tune its playout depth by table size: the search asks once per size it meets', () => {
  const seen: number[] = [];
  const entry = {
    ...relayEntry,
    search: {
      playouts: 'random' as const,
      playoutDepth: (players: number) => {
        seen.push(players);
        return players === 2 ? 0 : 4;
      },
    },
  };
  for (const players of [2, 3]) {
    const bot = botFromSpec(entry, 'ismcts:5');
    const out = playMatch(entry, {
      players,
      seed: `depth-${players}`,
      bots: Array.from({ length: players }, () => bot),
    });
    assert.ok(out.result);
  }
  assert.deepEqual(seen, [2, 3]);
});

test('a game may widen the keep margin at some table sizes only: the search plays as with the flag given at each size', () => {
  const entry = {
    ...relayEntry,
    search: { playouts: 'random' as const, marginPerRival: (players: number) => players >= 3 },
  };
  for (const [players, flag] of [
    [2, 'nomc'],
    [3, 'mc'],
  ] as const) {
    const play = (spec: string) =>
      playMatch(entry, { players, seed: `margin-${players}-1`, bots: Array.from({ length: players }, () => spec) })
        .record.actions;
    assert.deepEqual(play('ismcts:40'), play(`ismcts:40:${flag}`), `${players} players play as with :${flag}`);
    // The flag matters in these games, so the comparison above can tell the two apart.
    assert.notDeepEqual(play('ismcts:40:mc'), play('ismcts:40:nomc'));
  }
});

test("a game's margin setting may read the match's options: the search asks once per kind of table, with the view's options", () => {
  const seen: string[] = [];
  const entry = {
    ...relayEntry,
    search: {
      playouts: 'random' as const,
      marginPerRival: (players: number, options: Options) => {
        seen.push(`${players} ${JSON.stringify(options)}`);
        return false;
      },
    },
  };
  const bot = botFromSpec(entry, 'ismcts:20');
  for (const players of [2, 2, 3]) {
    const m = createMatch(game, { players, seed: `options-${players}` });
    const view = viewOf(game, m, 0);
    bot(view, legalActionsOf(game, m, 0), Rng.fromSeed(1));
    assert.ok(seen.includes(`${players} ${JSON.stringify(view.options)}`));
  }
  assert.equal(seen.length, 2);
});

test('a game may have the seat follow its heuristic below the root at some table sizes, with a depth cap: the search plays as with the flags given', () => {
  const entry = {
    ...relayEntry,
    search: { playouts: 'random' as const, ownPrior: (players: number) => players >= 3, maxDepth: 6 },
  };
  for (const [players, flags] of [
    [2, 'noown:m6'],
    [3, 'own:m6'],
  ] as const) {
    const play = (spec: string) =>
      playMatch(entry, { players, seed: `own-${players}-1`, bots: Array.from({ length: players }, () => spec) }).record
        .actions;
    assert.deepEqual(play('ismcts:40'), play(`ismcts:40:${flags}`), `${players} players play as with :${flags}`);
    // The flags matter in these games, so the comparison above can tell them apart.
    assert.notDeepEqual(play('ismcts:40:own:m6'), play('ismcts:40:noown:m6'));
  }
});
