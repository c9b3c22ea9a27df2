import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { advanceOptions, back, proximityOptions } from '../src/solo/motion.ts';
import { soloTable, topStep } from './solo-fixture.ts';

// Dragon's Domain's motion tracker (rulebook L2827-2900, L3076-3078, L3178-3187).

const quiet = { rng: Rng.fromSeed(1), emit: () => {} };

test('moving back follows the central pathway and stops at its first space', () => {
  const t = soloTable();
  t.x.motion = 'm1';
  back(t.s, 2, quiet);
  assert.equal(t.x.motion, 'shaken', 'nothing behind the SHAKEN space');
  t.x.motion = 'side1';
  back(t.s, 1, quiet);
  assert.equal(t.x.motion, 'm3');
});

test('an advance may be cut by a survival token or a card showing the security door, nothing else', () => {
  const t = soloTable();
  t.s.hands[0] = ['spanner', 'sprint'];
  assert.deepEqual(advanceOptions(t.s), [{ type: 'go' }, { type: 'reduce', card: 'sprint' }]);
  t.x.tokens.survival = 1;
  t.s.hands[0] = ['spanner'];
  assert.deepEqual(advanceOptions(t.s), [{ type: 'go' }, { type: 'reduce', token: 'survival' }]);
});

test('cutting an advance of 1 to nothing: the lifeform stays and the card or token is spent', () => {
  const t = soloTable();
  t.x.motion = 'tough';
  t.s.hands[0] = ['sprint', 'spanner'];
  t.begin({ k: 'advance', n: 1 });
  t.act({ type: 'reduce', card: 'sprint' });
  assert.equal(t.x.motion, 'tough');
  assert.deepEqual(t.s.hands[0], ['spanner']);
  assert.equal(topStep(t)?.k, 'activity');
  t.x.tokens.survival = 1;
  t.begin({ k: 'advance', n: 2 });
  t.act({ type: 'reduce', token: 'survival' });
  assert.equal(t.x.tokens.survival, 0);
  assert.deepEqual(topStep(t), { k: 'advance', n: 1 }, 'one space left to go');
});

test('spaces that draw 2 cards cut the hand back to 7', () => {
  const t = soloTable();
  t.x.motion = 'tough';
  t.s.hands[0] = Array.from({ length: 6 }, () => 'spanner');
  t.begin({ k: 'motion', left: 1 });
  assert.equal(t.x.motion, 'm7');
  assert.equal(t.s.hands[0]?.length, 8);
  assert.deepEqual(topStep(t), { k: 'discard' });
  const u = soloTable();
  u.x.motion = 'm3';
  u.s.hands[0] = Array.from({ length: 6 }, () => 'spanner');
  const aboard = u.x.stowawaysAboard;
  u.begin({ k: 'motion', left: 1 });
  u.act({ type: 'path', to: 'side1' });
  assert.equal(u.x.stowawaysAboard, aboard + 1);
  assert.equal(u.s.hands[0]?.length, 8);
  assert.deepEqual(topStep(u), { k: 'discard' });
});

test('proximity answers: a reaction card, a harpoon card or token, a fire extinguisher token, or eluding with 3 cards', () => {
  const t = soloTable();
  t.s.hands[0] = ['spanner', 'stun-baton', 'harpoon-gun'];
  assert.deepEqual(proximityOptions(t.s), [
    { type: 'repel', card: 'harpoon-gun' },
    { type: 'react', card: 'stun-baton' },
    { type: 'elude', cards: ['harpoon-gun', 'spanner', 'stun-baton'] },
  ]);
});

test('a reaction card or a harpoon card is discarded, the lifeform falls back, a chit is drawn, and the conflict is over', () => {
  const t = soloTable();
  t.x.motion = 'alert';
  t.x.bag = { alive: 4, killed: 0 };
  t.s.hands[0] = ['stun-baton', 'harpoon-gun'];
  t.begin({ k: 'proximity', surplus: 0 });
  t.act({ type: 'react', card: 'stun-baton' });
  assert.deepEqual(t.s.hands[0], ['harpoon-gun']);
  assert.equal(t.x.motion, 'm10');
  assert.equal(t.x.bag.alive, 3);
  assert.equal(topStep(t)?.k, 'activity');
  t.x.motion = 'alert';
  t.begin({ k: 'proximity', surplus: 1 });
  t.act({ type: 'repel', card: 'harpoon-gun' });
  assert.deepEqual(t.s.hands[0], []);
  assert.equal(t.x.motion, 'm10');
  assert.equal(t.x.bag.alive, 1, 'one chit and one more for the surplus');
  assert.equal(topStep(t)?.k, 'activity');
});
