import assert from 'node:assert/strict';
import { test } from 'node:test';
import { changedPaths } from '../src/diff.ts';
import { actionLabel, groupActions, humanize, isPass, waitingLine } from '../src/labels.ts';

test('action labels come from the action data alone, for any game', () => {
  assert.equal(humanize('playCard'), 'Play card');
  assert.equal(humanize('move_crew'), 'Move crew');
  assert.equal(actionLabel({ type: 'pass' }), 'Pass');
  assert.equal(actionLabel({ type: 'bid', card: 3 }), 'Bid: card 3');
  assert.equal(actionLabel({ type: 'moveCrew', to: 'bridge', cubes: [1, 2] }), 'Move crew: to bridge; cubes 1, 2');
  assert.equal(actionLabel({ type: 'aim', target: { module: 4, side: 'left' } }), 'Aim: target module 4, side left');
  assert.deepEqual(
    groupActions([{ type: 'bid', card: 1 }, { type: 'pass' }, { type: 'bid', card: 2 }]).map((g) => [
      g.type,
      g.actions.length,
    ]),
    [
      ['bid', 2],
      ['pass', 1],
    ],
  );
  assert.ok(isPass({ type: 'pass' }) && isPass({ type: 'passReaction' }) && !isPass({ type: 'jam' }));
});

test('the waiting line names every pending seat and merges a shared prompt', () => {
  const names = ['Ana', 'Bo', 'Cy'];
  assert.equal(
    waitingLine(
      [
        { actor: 1, kind: 'reaction', prompt: 'Answer the claim' },
        { actor: 2, kind: 'reaction', prompt: 'Answer the claim' },
      ],
      names,
    ),
    'Bo, Cy: Answer the claim',
  );
  assert.equal(
    waitingLine([{ actor: 'system', kind: 'system', prompt: 'Next round' }], names),
    'The table: Next round',
  );
  assert.match(waitingLine([], names), /over/);
});

test('changed paths mark the change and its ancestors, nothing else', () => {
  const a = { points: [0, 1], hand: [3, 4], deck: 9 };
  const b = { points: [0, 2], hand: [3, 4], deck: 8 };
  assert.deepEqual([...changedPaths(a, b)].sort(), ['deck', 'points', 'points.1']);
  assert.deepEqual([...changedPaths(a, a)], []);
  assert.deepEqual([...changedPaths({ x: [1] }, { x: [1, 2] })].sort(), ['x', 'x.1']);
});

test('the lobby starts every game at a valid table, and hides the test game unless asked', async () => {
  const { defaultPlayers, localGames, testGamesWanted } = await import('../src/games.ts');
  for (const g of localGames()) {
    const n = defaultPlayers(g);
    const defaults = Object.fromEntries(g.game.options.map((o) => [o.key, o.default]));
    assert.ok(n >= g.game.players.min && n <= g.game.players.max, g.game.id);
    assert.equal(g.game.checkOptions?.(n, defaults) ?? null, null, `${g.game.id} at ${n} players`);
  }
  assert.ok(localGames().some((g) => g.test));
  assert.equal(testGamesWanted(''), false);
  assert.equal(testGamesWanted('?test-games'), true);
});
