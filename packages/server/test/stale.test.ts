import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  type Actor,
  createMatch,
  ENGINE_VERSION,
  legalActionsOf,
  pendingOf,
  Rng,
  stepUnchecked,
} from '@airlock/engine';
import { LiveMatch } from '../src/rooms/live-match.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import type { MatchMeta } from '../src/storage/types.ts';
import { catalog } from './fixtures/relay-catalog.ts';

const entry = catalog[0] as (typeof catalog)[number];

/** Plays Relay at random until a reaction window waits on two seats at once; returns its seed. */
function seedWithSharedWindow(): number {
  for (let seed = 1; seed < 500; seed++) {
    const m = createMatch(entry.game, { players: 3, seed });
    const rng = Rng.fromSeed(seed);
    for (let i = 0; i < 200; i++) {
      const pend = pendingOf(entry.game, m);
      if (pend.length === 0) break;
      if (pend.filter((p) => p.kind === 'reaction').length >= 2) return seed;
      const p = pend[0] as (typeof pend)[number];
      stepUnchecked(entry.game, m, p.actor, rng.pick(legalActionsOf(entry.game, m, p.actor)));
    }
  }
  throw new Error('no shared reaction window found');
}

test('an answer to an unchanged question stays valid after another seat acts; a changed one is stale', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-stale-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const storage = new SqliteStorage(dir, 'normal');
  t.after(() => storage.close());
  const seed = seedWithSharedWindow();
  const meta: MatchMeta = {
    matchId: 'stale-1',
    game: entry.game.id,
    name: 'stale',
    players: 3,
    options: {},
    seed,
    engineVersion: ENGINE_VERSION,
    seats: [0, 1, 2].map((i) => ({ kind: 'human' as const, name: `P${i}`, tokenHash: null })),
    createdAt: 0,
    step: 0,
    over: false,
  };
  await storage.createMatch(meta);
  const live = new LiveMatch(entry, meta, storage);
  const rng = Rng.fromSeed(seed);
  // Replay the same random walk through the live match, as clients acting with fresh views would.
  for (;;) {
    const pend = live.table.pending();
    if (pend.filter((p) => p.kind === 'reaction').length >= 2) break;
    const p = pend[0] as (typeof pend)[number];
    const action = rng.pick(live.table.legal(p.actor));
    assert.equal(live.isStale(p.actor, live.step), false);
    await live.commit(p.actor, action);
  }
  const seen = live.step;
  const [first, second] = live.table.pending().filter((p) => p.kind === 'reaction') as { actor: Actor }[];
  assert.ok(first && second);
  const pass = (actor: Actor) => {
    const legal = live.table.legal(actor);
    return legal.find((a) => a.type === 'pass') ?? legal[0];
  };
  await live.commit(first.actor, pass(first.actor));
  assert.equal(live.isStale(first.actor, seen), true, 'the same seat answering twice is a double click');
  assert.ok(
    live.table.pending().some((p) => p.actor === second.actor),
    'the window still waits on the second seat',
  );
  // The second seat was asked the same question before and after the first one's pass.
  assert.equal(live.isStale(second.actor, seen), false, 'an unrelated move does not make its answer stale');
  await live.commit(second.actor, pass(second.actor));
  assert.equal(live.isStale(second.actor, seen), true, 'once it acted, its old view is stale');
  assert.equal(live.isStale(second.actor, live.step + 1), true, 'a step from the future is refused');
});
