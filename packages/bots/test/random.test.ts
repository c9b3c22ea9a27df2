import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonical, createMatch, legalActionsOf, Rng, stepUnchecked, viewOf } from '@airlock/engine';
import { relayEntry } from '../bench/relay.ts';
import { catalog } from '@airlock/games';
import { playMatch, randomPolicy } from '../src/index.ts';

const game = relayEntry.game;

test('the random bot always answers one of the legal actions it was given', () => {
  const rng = Rng.fromSeed('random-legality');
  let decisions = 0;
  for (const players of [2, 3, 4]) {
    for (let seed = 0; seed < 20; seed++) {
      const m = createMatch(game, { players, seed });
      while (!game.result(m.state)) {
        const actor = game.pending(m.state)[0]?.actor;
        assert.notEqual(actor, undefined);
        if (actor === undefined) break;
        const legal = legalActionsOf(game, m, actor);
        const action =
          actor === 'system' ? (legal[0] as (typeof legal)[number]) : randomPolicy(viewOf(game, m, actor), legal, rng);
        assert.ok(
          legal.some((a) => canonical(a) === canonical(action)),
          `${JSON.stringify(action)} is not legal`,
        );
        stepUnchecked(game, m, actor, action);
        decisions++;
      }
    }
  }
  assert.ok(decisions > 1000, `only ${decisions} decisions were checked`);
});

test('the random bot spreads its choices over every legal action', () => {
  const rng = Rng.fromSeed(7);
  const legal = [{ type: 'a' }, { type: 'b' }, { type: 'c' }];
  const m = createMatch(game, { players: 2, seed: 1 });
  const counts = new Map<string, number>();
  for (let i = 0; i < 3000; i++) {
    const a = randomPolicy(viewOf(game, m, 0), legal, rng);
    counts.set(a.type, (counts.get(a.type) ?? 0) + 1);
  }
  for (const a of legal) assert.ok((counts.get(a.type) ?? 0) > 850, `${a.type} chosen ${counts.get(a.type)} times`);
});

test('random bots finish every match, and the table (which checks each action) accepts all their moves', () => {
  for (const players of [2, 3, 4]) {
    for (let seed = 0; seed < 10; seed++) {
      const out = playMatch(relayEntry, { players, seed, bots: Array(players).fill('random') });
      assert.ok(out.result, `relay ${players}p seed ${seed} did not end`);
      assert.equal(out.record.actions.length, out.steps);
    }
  }
});

test('playMatch draws random seats itself, without views or checks, and plays the very games the policy would', () => {
  // A different function with the random policy's answers takes the ordinary path: view, legal list,
  // checked act. Both paths must give the same records, for every game of the catalog.
  const viaPolicy: typeof randomPolicy = (view, legal, rng) => randomPolicy(view, legal, rng);
  for (const entry of catalog) {
    const players = Math.max(entry.game.players.min, Math.min(3, entry.game.players.max));
    for (let seed = 1; seed <= 3; seed++) {
      const fast = playMatch(entry, { players, seed, bots: Array(players).fill(randomPolicy) });
      const slow = playMatch(entry, { players, seed, bots: Array(players).fill(viaPolicy) });
      assert.deepEqual(fast.record.actions, slow.record.actions, `${entry.game.id} seed ${seed}`);
      assert.equal(fast.record.finalHash, slow.record.finalHash);
      assert.deepEqual(fast.result, slow.result);
      assert.ok(fast.steps > 10);
    }
  }
});
