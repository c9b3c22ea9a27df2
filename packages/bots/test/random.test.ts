import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonical, createMatch, legalActionsOf, Rng, stepUnchecked, viewOf } from '@airlock/engine';
import { relayEntry } from '../bench/relay.ts';
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
