/**
 * The decision flow one rule at a time on the test ship: who is asked at each kind of step (the seat
 * whose turn, reaction or choice it is; the lifeform otherwise; nobody for automatic steps), what kind
 * of decision it is (the draft's secret simultaneous picks, reaction windows, plain turns), the fixed
 * answer lists, and the automatic steps `drain` runs (the crew's hand limit, the lifeform's trim).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openWindow, Rng } from '@airlock/engine';
import { actorsOf, drain, legalOf, pendingOf } from '../src/flow.ts';
import { createState } from '../src/setup.ts';
import type { Step } from '../src/state.ts';
import { images, put, start, type Table, table } from './fixture.ts';

/** Who is asked with only this step on the stack, nothing drained. */
function askedAt(t: Table, step: Step): number[] {
  t.s.stack = [step];
  return [...actorsOf(t.s)];
}

test('who is asked: the seat named by a crew step, the owner of the first character of a breach or panic, the fight’s target, the lifeform for its own steps, nobody for automatic ones (L89-99, L527-545, L2099-2106)', () => {
  const t = table(4);
  put(t, 'motoko', 2, 'mid');
  put(t, 'reyes', 3, 'mid');
  images(t, ['gal', null, null]);
  for (const k of ['crew-turn', 'collect', 'activity', 'control', 'terror-discard'] as const)
    assert.deepEqual(askedAt(t, { k, seat: 2, done: [] } as unknown as Step), [2], k);
  assert.deepEqual(askedAt(t, { k: 'bonus', seat: 3, bonus: 'remove-outage' }), [3]);
  assert.deepEqual(askedAt(t, { k: 'discard', seat: 3, to: 6 }), [3]);
  assert.deepEqual(askedAt(t, { k: 'row', seat: 2, icons: ['move1'] }), [2]);
  assert.deepEqual(askedAt(t, { k: 'breach', chamber: 'mid', chars: ['reyes', 'motoko'] }), [3]);
  assert.deepEqual(askedAt(t, { k: 'panic', chars: ['motoko', 'reyes'] }), [2]);
  assert.deepEqual(askedAt(t, { k: 'panic', chars: ['nobody'] }), []);
  assert.deepEqual(askedAt(t, { k: 'meet', char: 'motoko', image: 'i1' }), []);
  assert.deepEqual(askedAt(t, { k: 'hibernate' }), []);
  for (const k of ['trim', 'lifeform-turn', 'lurk', 'noisy', 'remove-image', 'calibrate'] as const)
    assert.deepEqual(askedAt(t, { k } as Step), [0], k);
  t.s.showdown = { fight: { target: 3 } } as unknown as typeof t.s.showdown;
  assert.deepEqual(askedAt(t, { k: 'defend' }), [3]);
  t.s.showdown = null;
  assert.deepEqual(askedAt(t, { k: 'defend' }), []);
  t.s.stack = [];
  assert.deepEqual([...actorsOf(t.s)], [], 'nothing on the stack');
  t.s.stack = [{ k: 'trim' }];
  t.s.over = true as unknown as typeof t.s.over;
  assert.deepEqual([...actorsOf(t.s)], [], 'the game is over');
});

test('a reaction window asks the seats still waiting in it; a window over nobody asks nobody (L436-446, L93-99)', () => {
  const t = table(4);
  t.s.stack = [{ k: 'launch-vote', seat: 1 }];
  openWindow(t.s.windows, 'launch', [2, 3], 'parallel');
  assert.deepEqual([...actorsOf(t.s)], [2, 3]);
  assert.deepEqual(
    pendingOf(t.s).map((p) => [p.actor, p.kind, p.prompt]),
    [
      [2, 'reaction', 'Agree to launch the Remora?'],
      [3, 'reaction', 'Agree to launch the Remora?'],
    ],
  );
  assert.deepEqual(legalOf(t.s, 2), [{ type: 'agree' }, { type: 'refuse' }]);
  assert.deepEqual(legalOf(t.s, 1), [], 'the proposer is not asked');
  t.s.windows = [];
  assert.deepEqual([...actorsOf(t.s)], []);
  assert.deepEqual(pendingOf(t.s), []);
});

test('the kind of each decision: the draft’s picks are secret and simultaneous, window answers are reactions, the rest plain turns; each says what is asked (L24-33)', () => {
  const s = createState({ players: 3, options: {}, rng: Rng.fromSeed(1) }, 'test');
  assert.deepEqual(
    pendingOf(s).map((p) => [p.actor, p.kind, p.prompt]),
    [
      [1, 'simultaneous', 'Decide: draft'],
      [2, 'simultaneous', 'Decide: draft'],
    ],
  );
  const t = table(3);
  t.s.stack = [
    {
      k: 'attack',
      info: { chamber: 'mid', from: null, link: null, vent: false, targets: [], saved: [], cancelled: false },
    },
  ];
  openWindow(t.s.windows, 'react', [1], 'parallel');
  assert.deepEqual(
    pendingOf(t.s).map((p) => [p.actor, p.kind, p.prompt]),
    [[1, 'reaction', 'React to the attack or pass']],
  );
  openWindow(t.s.windows, 'cancel', [0], 'parallel');
  assert.deepEqual(
    pendingOf(t.s).map((p) => [p.actor, p.kind, p.prompt]),
    [[0, 'reaction', 'Cancel the crew reaction or pass']],
  );
  t.s.windows = [];
  t.s.stack = [{ k: 'fight-cancel' }];
  t.s.showdown = { pool: { remora: 0, halon: 1 }, hostilityTokens: 0, lastTarget: null, fight: null, eliminated: [] };
  openWindow(t.s.windows, 'cancel-fight', [2], 'parallel');
  assert.deepEqual(
    pendingOf(t.s).map((p) => [p.actor, p.kind, p.prompt]),
    [[2, 'reaction', 'Cancel this fight?']],
  );
  assert.deepEqual(legalOf(t.s, 2), [
    { type: 'vote', yes: true, item: 'halon' },
    { type: 'vote', yes: false },
  ]);
  t.s.windows = [];
  t.s.stack = [{ k: 'noisy' }];
  assert.deepEqual(
    pendingOf(t.s).map((p) => [p.actor, p.kind, p.prompt]),
    [[0, 'turn', 'Decide: noisy']],
  );
  t.s.stack = [{ k: 'trim' }];
  assert.deepEqual(
    pendingOf(t.s).map((p) => [p.actor, p.kind, p.prompt]),
    [[0, 'turn', 'Decide: trim']],
  );
});

test('nobody but the seat asked has a choice; the system and a finished game have none (L89-99)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['hyp', null, null]);
  start(t, { k: 'activity', seat: 1 });
  assert.ok(legalOf(t.s, 1).length > 0);
  assert.deepEqual(legalOf(t.s, 2), []);
  assert.deepEqual(legalOf(t.s, 0), []);
  assert.deepEqual(legalOf(t.s, 'system'), []);
  t.s.over = true as unknown as typeof t.s.over;
  assert.deepEqual(legalOf(t.s, 1), []);
});

test('a crew member over the hand limit of 6 discards down to it before anything else; 6 cards is within it (L120-125)', () => {
  const t = table(4);
  put(t, 'motoko', 1, 'gal');
  images(t, ['hyp', null, null]);
  t.s.hands[2] = ['spanner', 'spanner', 'spanner', 'spanner', 'spanner', 'spanner'];
  t.s.hands[3] = ['spanner', 'spanner', 'spanner', 'spanner', 'spanner', 'spanner', 'sprint'];
  start(t, { k: 'activity', seat: 1 });
  assert.deepEqual(t.s.stack.at(-1), { k: 'discard', seat: 3, to: 6 });
  assert.deepEqual(t.pending(), [3]);
  t.act(3, { type: 'discard', card: 'sprint' });
  assert.equal(t.s.hands[3]?.length, 6);
  assert.deepEqual(t.s.stack.at(-1), { k: 'activity', seat: 1 }, 'back to the turn');
});

test('the lifeform over its hand size discards one card at a time until within it, then play goes on (L1266-1270)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['hyp', null, null]);
  t.s.tracks.cocoon = 0;
  t.s.hands[0] = ['nest', 'stalk', 'stalk', 'stalk', 'stalk', 'stalk'];
  start(t, { k: 'activity', seat: 1 });
  start(t, { k: 'trim' });
  assert.deepEqual(t.pending(), [0]);
  t.act(0, { type: 'discard', card: 'nest' });
  assert.equal(t.s.stack.at(-1)?.k, 'trim', 'five cards: still over four');
  t.act(0, { type: 'discard', card: 'stalk' });
  assert.deepEqual(t.s.hands[0], ['stalk', 'stalk', 'stalk', 'stalk']);
  assert.deepEqual(t.s.stack.at(-1), { k: 'activity', seat: 1 });
  const within = table(3);
  within.s.hands[0] = ['stalk', 'stalk', 'stalk', 'stalk'];
  within.s.stack = [{ k: 'activity', seat: 1 }, { k: 'trim' }];
  put(within, 'motoko', 1, 'gal');
  images(within, ['hyp', null, null]);
  drain(within.s, { rng: Rng.fromSeed(1), emit: () => {} });
  assert.deepEqual(within.s.stack, [{ k: 'activity', seat: 1 }], 'a trim within the size is dropped');
});

test('nothing on the stack: nobody is asked', () => {
  const t = table(3);
  t.s.stack = [];
  assert.deepEqual(pendingOf(t.s), []);
});

test('a crew member may launch instead of collecting, and the others with a character then vote (L93-99, L641-666)', () => {
  const t = table(3);
  t.s.loadout = { weaponry: 3, coolant: 3, energy: 3, spacesuits: 4, halon: 0 };
  t.s.tracks.selfDestruct = 9;
  t.s.stowaway = 0;
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 1, 'mid');
  put(t, 'reyes', 2, 'rem');
  images(t, ['hyp', null, null]);
  t.s.missions = { mid: 1 };
  start(t, { k: 'collect', seat: 1, done: [] });
  assert.deepEqual(t.legal(1)[0], { type: 'launch' });
  t.act(1, { type: 'launch' });
  assert.deepEqual(t.pending(), [2]);
  assert.deepEqual(t.legal(2), [{ type: 'agree' }, { type: 'refuse' }]);
});

test('a step that leaves its seat nothing to choose is dropped: no ghost to remove, no card to discard (L410-413, L120-125)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['hyp', null, null], 'i1');
  start(t, { k: 'activity', seat: 1 });
  start(t, { k: 'remove-image' });
  assert.deepEqual(t.s.stack, [{ k: 'activity', seat: 1 }], 'the real image alone is out');
  start(t, { k: 'discard', seat: 2, to: 6 });
  assert.deepEqual(t.s.stack, [{ k: 'activity', seat: 1 }], 'an empty hand');
  t.s.hands[2] = ['spanner'];
  start(t, { k: 'discard', seat: 2, to: 0 });
  assert.deepEqual(t.pending(), [2], 'a card to discard');
});

test('once the game is over nothing more is resolved (L2170-2172)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['hyp', null, null]);
  t.s.tracks.selfDestruct = 1;
  start(t, { k: 'row', seat: 1, icons: ['self-destruct', 'draw2'] });
  t.act(1, { type: 'icon', icon: 'self-destruct' });
  assert.ok(t.s.over);
  assert.deepEqual([t.s.stack, t.s.round, t.s.phase, t.s.turn], [[], 1, 'crew', 0]);
  assert.deepEqual(t.s.hands[1], []);
  assert.deepEqual(t.pending(), []);
});

test('during setup no crew member is asked to discard down to 6 (L21-33)', () => {
  const s = createState({ players: 3, options: {}, rng: Rng.fromSeed(1) }, 'test');
  s.hands[1] = ['spanner', 'spanner', 'spanner', 'spanner', 'spanner', 'spanner', 'sprint'];
  drain(s, { rng: Rng.fromSeed(2), emit: () => {} });
  assert.equal(s.stack.at(-1)?.k, 'draft');
});

test('2 players: the crew player may play a cat card in the middle of a card row (L224-228)', () => {
  const t = table(2);
  const cat = t.s.extras.cat;
  assert.ok(cat);
  cat.at = 'ven';
  put(t, 'motoko', 1, 'gal');
  images(t, ['dh2', null, null]);
  start(t, { k: 'row', seat: 1, icons: ['move1'] });
  assert.ok(t.legal(1).some((a) => a.type === 'cat-home'));
});
