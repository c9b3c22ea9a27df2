import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { determinizeMatch, Rng, Table } from '@airlock/engine';
import { heuristic } from '../src/heuristic.ts';
import type { GameState } from '../src/types.ts';
import { game } from './helpers.ts';

// Games played by the heuristic bot go deeper than random ones (searching, fighting, escaping), so we
// replay a few and check, at every step, the invariants and that resampling the acting seat's unknowns
// leaves its view unchanged.
describe('heuristic bot playthroughs', () => {
  for (const [players, options] of [
    [1, {}],
    [3, {}],
    [4, { mode: 'cooperative' }],
  ] as const) {
    test(`${players} players ${JSON.stringify(options)}: games end, invariants hold, views survive resampling`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const t = new Table(game, { players, options, seed });
        const rng = Rng.fromSeed(seed);
        let steps = 0;
        while (!t.result() && steps < 4000) {
          const p = t.pending()[0];
          assert.ok(p, 'someone must decide');
          const seat = p.actor as number;
          const view = t.view(seat);
          const other = determinizeMatch(game, JSON.parse(JSON.stringify(view)), rng.fork());
          assert.equal(JSON.stringify(game.view(other.state as GameState, seat)), JSON.stringify(view.view));
          const legal = t.legal(seat);
          t.act(seat, heuristic(view as never, legal, rng));
          assert.deepEqual(game.invariants?.(t.match.state as GameState) ?? [], []);
          steps++;
        }
        assert.ok(t.result(), `seed ${seed} ended`);
      }
    });
  }
});
