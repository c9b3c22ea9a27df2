import assert from 'node:assert/strict';
import { test } from 'node:test';
import { huntOptions, huntSteps } from '../src/passenger/hunt.ts';
import { handLimit } from '../src/tracks.ts';
import { hunted, put, type Table, table } from './fixture.ts';

// 13th Passenger module D, hunting the alien in the Remora before the showdown (rulebook L3394-3485;
// the location cards' effects and the Remora board's sequences are designed, src/data/passenger.ts).

function hide(t: Table, hideout: string, bait: string): void {
  t.act(0, { type: 'hide', location: hideout });
  t.act(0, { type: 'bait', location: bait });
}

const search = (location: string, halon = false) => ({ type: 'search', location, halon });
const tokens = (t: Table) => t.s.showdown?.hostilityTokens ?? -1;
const topK = (t: Table) => t.s.stack.at(-1)?.k;

test('the hunt is only played with module D, once, and only for 1 to 4 surviving crew disks', () => {
  const off = table(3);
  put(off, 'motoko', 1, 'rem');
  assert.deepEqual(huntSteps(off.s), [], 'module D not chosen');
  off.s.extras.huntOn = true;
  assert.deepEqual(huntSteps(off.s), [{ k: 'hunt-hide' }], 'one disk');
  put(off, 'palmer', 2, 'rem');
  put(off, 'reyes', 1, 'rem');
  put(off, 'okafor', 2, 'rem');
  assert.deepEqual(huntSteps(off.s), [{ k: 'hunt-hide' }], 'four disks');
  put(off, 'tanaka', 2, 'rem');
  assert.deepEqual(huntSteps(off.s), [], 'five disks: straight to the showdown');
  const t = hunted(2);
  hide(t, 'cargo', 'cockpit');
  assert.deepEqual(huntSteps(t.s), [], 'a hunt already under way is not started again');
  const none = table(3);
  none.s.extras.huntOn = true;
  assert.deepEqual(huntSteps(none.s), [], 'no surviving disk, no hunt');
});

test('the hunt starts with nothing cleared, searched or flushed, the disks in turn order and the board’s actions for their number', () => {
  const t = hunted(4);
  hide(t, 'galley', 'airlock');
  assert.deepEqual(t.s.extras.hunt, {
    hideout: 'galley',
    bait: 'airlock',
    revealed: [],
    searched: [],
    disks: ['motoko', 'reyes', 'palmer', 'okafor'],
    plan: ['search', 'search', 'search'],
    found: false,
    exposed: null,
    flushed: [],
  });
  assert.deepEqual(t.pending(), [0], 'four disks: the lifeform reveals first');
});

test('a search goes to a location not yet cleared, searched or flushed; the halon option only while the crew holds a blast', () => {
  const t = hunted(3);
  hide(t, 'cockpit', 'cargo');
  const ids = ['engineering', 'cockpit', 'cargo', 'galley', 'airlock'];
  assert.equal(t.s.showdown?.pool.halon, 1);
  assert.deepEqual(
    t.legal(1),
    ids.flatMap((id) => [search(id), search(id, true)]),
  );
  t.act(1, search('galley', true));
  assert.equal(t.s.showdown?.pool.halon, 0);
  assert.deepEqual(t.pending(), [1], 'a halon blast uses no disk: Crew 1 still searches');
  assert.deepEqual(
    t.legal(1),
    ['engineering', 'cockpit', 'cargo', 'airlock'].map((id) => search(id)),
    'galley flushed',
  );
  t.act(1, search('engineering'));
  assert.deepEqual(
    t.legal(0),
    ['cargo', 'airlock'].map((location) => ({ type: 'clear', location })),
    'the reveal: never its own place, nor one searched or flushed',
  );
  t.act(0, { type: 'clear', location: 'airlock' });
  assert.deepEqual(
    t.legal(1),
    ['cockpit', 'cargo'].map((id) => search(id)),
    'cleared, searched and flushed left out',
  );
});

test('the lifeform passes its reveal when no location but its own is left open', () => {
  const t = hunted(2);
  hide(t, 'cargo', 'cockpit');
  assert.equal(topK(t), 'hunt-reveal');
  const h = t.s.extras.hunt;
  assert.ok(h);
  h.searched = ['engineering', 'cockpit'];
  h.flushed = ['airlock'];
  assert.deepEqual(t.legal(0).length, 1);
  assert.deepEqual(t.legal(0), [{ type: 'clear', location: 'galley' }]);
  h.revealed = ['galley'];
  assert.deepEqual(huntOptions(t.s, { k: 'hunt-reveal' }), [{ type: 'pass' }]);
  t.act(0, { type: 'pass' });
  assert.deepEqual(h.revealed, ['galley'], 'a pass clears nothing');
  assert.deepEqual(t.pending(), [1]);
});

test('LIFEFORM DISCOVERED in the Aft airlock: the lifeform discards one card of its hand, none from an empty hand', () => {
  const t = hunted(3);
  hide(t, 'airlock', 'cockpit');
  t.act(1, search('airlock'));
  assert.deepEqual(t.s.stack.at(-1), { k: 'discard', seat: 0, to: 1 }, 'down to one card less');
  assert.deepEqual(t.pending(), [0]);
  t.act(0, { type: 'discard', card: 'nest' });
  assert.deepEqual(t.s.hands[0], ['stalk']);
  assert.equal(topK(t), 'hunt-reward');
  const u = hunted(3);
  u.s.hands[0] = [];
  hide(u, 'airlock', 'cockpit');
  u.act(1, search('airlock'));
  assert.equal(topK(u), 'hunt-reward', 'nothing to discard');
  assert.deepEqual(u.pending(), [1]);
});

test('FAILED CREW SEARCH in the Cockpit: the lifeform draws a card, trimming only when over its hand limit', () => {
  const t = hunted(3);
  const limit = handLimit(t.s);
  t.s.hands[0] = Array.from({ length: limit - 1 }, () => 'stalk');
  hide(t, 'cargo', 'airlock');
  t.act(1, search('cockpit'));
  assert.equal(t.s.hands[0]?.length, limit, 'one card drawn, up to the limit');
  assert.equal(topK(t), 'hunt-reveal', 'at the limit: no trim');
  const u = hunted(3);
  u.s.hands[0] = Array.from({ length: limit }, () => 'stalk');
  hide(u, 'cargo', 'airlock');
  u.act(1, search('cockpit'));
  assert.equal(u.s.hands[0]?.length, limit + 1);
  assert.equal(topK(u), 'trim', 'over the limit: the lifeform trims first');
});

test('LIFEFORM DISCOVERED in the Cockpit: the lifeform loses a hostility token, never going below none', () => {
  const t = hunted(3);
  hide(t, 'cockpit', 'cargo');
  if (t.s.showdown) t.s.showdown.hostilityTokens = 2;
  t.act(1, search('cockpit'));
  assert.equal(tokens(t), 1);
  const u = hunted(3);
  hide(u, 'cockpit', 'cargo');
  if (u.s.showdown) u.s.showdown.hostilityTokens = 0;
  u.act(1, search('cockpit'));
  assert.equal(tokens(u), 0);
});

test('LIFEFORM DISCOVERED in the Shuttle galley: the searching player draws a crew card', () => {
  const t = hunted(3);
  hide(t, 'galley', 'cargo');
  assert.deepEqual(t.s.hands[1], []);
  t.act(1, search('galley'));
  assert.deepEqual(t.s.hands[1], ['spanner']);
  assert.deepEqual(t.s.hands[2], []);
});

test('the hunt ends when the board’s actions run out, a spare disk unused; bait elsewhere is not kept', () => {
  const t = hunted(4);
  hide(t, 'cockpit', 'cargo');
  const before = tokens(t);
  t.act(0, { type: 'clear', location: 'airlock' });
  t.act(1, search('engineering'));
  t.act(1, search('galley'));
  t.act(2, search('cargo'));
  const h = t.s.extras.hunt;
  assert.equal(h?.found, false);
  assert.equal(h?.exposed, 'cockpit');
  assert.deepEqual(h?.disks, ['okafor'], 'the fourth disk is never placed');
  assert.equal(topK(t), 'fight');
  // Engineering and Cargo nook failed searches +1 each, the Cockpit's hidden reward +1, no bait.
  assert.equal(tokens(t), before + 3);
});

test('from an unsearched Engineering Compartment the lifeform kills one crew member; a player with a character left stays in', () => {
  const t = hunted(3);
  t.s.hands[0] = [];
  hide(t, 'engineering', 'cargo');
  t.act(1, search('cockpit'));
  t.act(0, { type: 'clear', location: 'airlock' });
  t.act(1, search('cargo'));
  t.act(2, search('galley'));
  assert.equal(topK(t), 'hunt-kill');
  assert.deepEqual(
    t.legal(0),
    ['motoko', 'reyes', 'palmer'].map((char) => ({ type: 'kill', char })),
  );
  t.act(0, { type: 'kill', char: 'motoko' });
  assert.equal(t.s.chars.find((c) => c.id === 'motoko')?.alive, false);
  assert.deepEqual(t.s.showdown?.eliminated, [], 'Crew 1 still has Reyes');
  assert.equal(topK(t), 'fight', 'one kill, then the showdown');
});

test('rewards for skilful searching: one unused disk gives 1 token, two give 3, three give 4; the first survivor hands them out', () => {
  const one = hunted(2);
  hide(one, 'cargo', 'cockpit');
  one.act(0, { type: 'clear', location: 'airlock' });
  one.act(1, search('cargo'));
  assert.equal(one.s.stack.filter((x) => x.k === 'hunt-reward').length, 1);
  const three = hunted(4);
  hide(three, 'cargo', 'cockpit');
  three.act(0, { type: 'clear', location: 'airlock' });
  three.act(1, search('cargo'));
  assert.equal(three.s.stack.filter((x) => x.k === 'hunt-reward').length, 4);
  assert.deepEqual(three.pending(), [1]);
  assert.deepEqual(
    three.legal(1),
    [1, 2].flatMap((seat) => ['claw', 'fang', 'tail', 'spine'].map((data) => ({ type: 'reward', seat, data }))),
  );
  three.act(1, { type: 'reward', seat: 2, data: 'fang' });
  assert.deepEqual(three.s.data[2], ['fang']);
  assert.deepEqual(three.s.data[1], []);
});
