import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canonical, createMatch, determinizeMatch, legalActionsOf, Rng, stepUnchecked, viewOf } from '@airlock/engine';
import { heuristic } from '../src/heuristic.ts';
import type { McState } from '../src/state.ts';
import type { McView } from '../src/view.ts';
import { game, Scenario } from './helpers.ts';

function play(players: number, options: Record<string, string>, seed: number) {
  const m = createMatch<McState>(game, { players, options, seed });
  const rng = Rng.fromSeed(seed);
  let steps = 0;
  while (!game.result(m.state) && steps < 20000) {
    const p = game.pending(m.state)[0];
    assert.ok(p);
    const legal = legalActionsOf(game, m, p.actor);
    const a = p.actor === 'system' ? (legal[0] as never) : heuristic(viewOf(game, m, p.actor), legal, rng);
    assert.ok(
      legal.some((l) => canonical(l) === canonical(a)),
      'the bot only picks legal actions',
    );
    stepUnchecked(game, m, p.actor, a);
    steps++;
  }
  return game.result(m.state);
}

describe('heuristic bot', () => {
  test('plays whole games and sometimes escapes (Sole Survivor, 2 players)', () => {
    let escapes = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const r = play(2, { roles: 'off' }, seed);
      assert.ok(r, 'the game ends');
      if (r.details?.cause === 'escape') escapes++;
    }
    assert.ok(escapes >= 4, `escapes: ${escapes} of 20`);
  });

  test('decides the same whatever the hidden cards and pod IDs are (it sees only its view)', () => {
    const m = createMatch<McState>(game, { players: 4, options: { mode: 'team' }, seed: 5 });
    const rng = Rng.fromSeed(5);
    let compared = 0;
    for (let i = 0; i < 300 && !game.result(m.state); i++) {
      const p = game.pending(m.state)[0];
      assert.ok(p);
      const legal = legalActionsOf(game, m, p.actor);
      if (p.actor !== 'system') {
        const v = viewOf<McView>(game, m, p.actor);
        const other = determinizeMatch<McState>(game, v, rng.fork());
        const a1 = heuristic(v, legal, Rng.fromSeed(i));
        const a2 = heuristic(
          viewOf<McView>(game, other, p.actor),
          legalActionsOf(game, other, p.actor),
          Rng.fromSeed(i),
        );
        assert.equal(canonical(a1), canonical(a2));
        compared++;
      }
      stepUnchecked(game, m, p.actor, legal[rng.int(0, legal.length - 1)] as never);
    }
    assert.ok(compared > 50);
  });

  test('plays Team and Co-op games to the end', () => {
    for (let seed = 1; seed <= 4; seed++) {
      assert.ok(play(4, { mode: 'team' }, seed));
      assert.ok(play(3, { mode: 'coop' }, seed));
    }
  });
});

describe('heuristic bot against Marauders', () => {
  test('looted, it gives up a non-resource card and keeps the four escape resources', () => {
    const t = new Scenario(2, { mode: 'coop', threat: 'marauders-cadet' }).at(0);
    t.hand(0, 'oxygen', 'food', 'power', 'nav', 'eva');
    t.s.stack.push({ t: 'x:loot', seat: 0, k: 0 });
    (t.s.ext['threat.marauders'] as { at: number[] }).at = [t.s.pos[0] as number, -1];
    const legal = t.legal(0);
    assert.ok(
      legal.some((a) => a.type === 'loot' && a.card === 'oxygen'),
      'a resource could be given',
    );
    const a = heuristic(viewOf(game, t.m, 0), legal, Rng.fromSeed(1));
    assert.deepEqual(a, { type: 'loot', card: 'eva' });
  });

  test('looted with only resources, it gives up a duplicate first', () => {
    const t = new Scenario(2, { mode: 'coop', threat: 'marauders-cadet' }).at(0);
    t.hand(0, 'oxygen', 'food', 'power', 'power', 'nav');
    t.s.stack.push({ t: 'x:loot', seat: 0, k: 0 });
    (t.s.ext['threat.marauders'] as { at: number[] }).at = [t.s.pos[0] as number, -1];
    const a = heuristic(viewOf(game, t.m, 0), t.legal(0), Rng.fromSeed(1));
    assert.deepEqual(a, { type: 'loot', card: 'power' });
  });
});
