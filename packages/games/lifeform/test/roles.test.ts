import assert from 'node:assert/strict';
import { test } from 'node:test';
import { has, images, put, start, table } from './fixture.ts';

/** 3 players; Crew 1 has lost both characters and nobody holds two, so Crew 1 takes a role. */
function roleTable(role: 'cat' | 'sister') {
  const t = table(3);
  put(t, 'palmer', 2, 'gal');
  put(t, 'reyes', 3 - 1, 'dead', { alive: false, at: null });
  put(t, 'okafor', 1, 'dead', { alive: false, at: null });
  images(t, ['lst', null, null]);
  t.s.data[1] = ['claw'];
  start(t, { k: 'control', seat: 1 });
  t.act(1, { type: 'role', role });
  return t;
}

test('the cat role: personal tokens returned, 2 board tokens at their starts, the cat in an empty vent chamber (L579-589)', () => {
  const t = roleTable('cat');
  assert.deepEqual(t.s.data[1], [], 'tokens back to the pool');
  assert.deepEqual(t.s.extras.boards.cat?.tokens, [0, 0]);
  assert.deepEqual(t.s.extras.boards.cat?.supply, ['fetch', 'hiss', 'prowl', 'prowl', 'spook']);
  assert.deepEqual(t.pending(), [1]);
  assert.deepEqual(
    t.legal(1).map((a) => a.chamber),
    ['ven', 'coc'],
  );
  t.s.chars.push({ ...(t.s.chars[0] as (typeof t.s.chars)[0]), id: 'x', at: 'coc' });
  assert.deepEqual(
    t.legal(1).map((a) => a.chamber),
    ['ven'],
    'never a chamber with a character',
  );
});

test('the SIS-TER role keeps its data tokens (L607-615)', () => {
  const t = roleTable('sister');
  assert.deepEqual(t.s.data[1], ['claw']);
  assert.deepEqual(t.s.extras.boards.sister?.tokens, [0, 0]);
  assert.equal(t.s.extras.cat, null, 'no cat in play');
});

test('the cat player\u2019s turn: an optional move (tunnels too), then a board token, a cat card or a pass (L591-600)', () => {
  const t = roleTable('cat');
  t.act(1, { type: 'cat-place', chamber: 'ven' });
  t.s.stack = [];
  start(t, { k: 'crew-turn', seat: 1 });
  const legal = t.legal(1);
  assert.ok(has(legal, { type: 'cat-move', to: 'lst' }), 'through the tunnel');
  assert.ok(has(legal, { type: 'role-advance', token: 0 }));
  assert.ok(has(legal, { type: 'pass' }));
  assert.ok(!legal.some((a) => a.type === 'equip' || a.type === 'collect'), 'not a character: no normal turn');
  t.act(1, { type: 'cat-move', to: 'hyp' });
  assert.equal(t.s.extras.cat?.at, 'hyp');
  assert.ok(!t.legal(1).some((a) => a.type === 'cat-move'), 'one move');
  t.act(1, { type: 'cat', card: 'fetch', seat: 2 });
  assert.equal(t.s.hands[2]?.length, 1);
  assert.deepEqual(t.s.extras.boards.cat?.discard, ['fetch'], 'a role card goes to the board\u2019s discards');
  assert.notEqual(t.s.stack.at(-1)?.k, 'activity', 'the turn is over');
});

test('a board token landing on a trigger space returns a played card (L604-605, designed spaces 2 and 4)', () => {
  const t = roleTable('sister');
  const b = t.s.extras.boards.sister;
  if (!b) throw new Error('no board');
  b.supply = ['lockdown'];
  b.discard = ['databurst', 'override'];
  b.tokens = [1, 0];
  t.s.stack = [];
  start(t, { k: 'crew-turn', seat: 1 });
  t.act(1, { type: 'role-advance', token: 1 });
  assert.deepEqual(b.tokens, [1, 1]);
  assert.notEqual(t.s.stack.at(-1)?.k, 'regain', 'space 1 is no trigger');
  t.s.stack = [];
  start(t, { k: 'crew-turn', seat: 1 });
  t.act(1, { type: 'role-advance', token: 0 });
  assert.deepEqual(t.pending(), [1]);
  assert.deepEqual(t.legal(1), [
    { type: 'regain', card: 'databurst' },
    { type: 'regain', card: 'override' },
  ]);
  t.act(1, { type: 'regain', card: 'override' });
  assert.deepEqual(b.supply, ['lockdown', 'override']);
  assert.deepEqual(b.discard, ['databurst']);
});

test('SIS-TER cards: lockdown shuts the door, a data burst stores a token, an override hits the android', () => {
  const t = roleTable('sister');
  t.s.stack = [];
  start(t, { k: 'crew-turn', seat: 1 });
  assert.ok(!t.legal(1).some((a) => a.card === 'override'), 'no active android');
  t.act(1, { type: 'sister', card: 'lockdown', link: 3 });
  assert.deepEqual(t.s.door, { link: 3, half: false, bulkhead: null });
  t.s.stack = [];
  start(t, { k: 'crew-turn', seat: 1 });
  t.act(1, { type: 'sister', card: 'databurst', data: 'tail' });
  assert.deepEqual(t.s.data[1], ['claw', 'tail']);
  t.s.android = { at: 'mid', status: 0, active: true, deviated: false };
  t.s.stack = [];
  start(t, { k: 'crew-turn', seat: 1 });
  t.act(1, { type: 'sister', card: 'override' });
  assert.equal(t.s.android.status, 1);
});

test('once aboard, the cat takes no further part: no move and no cat card (L232-233)', () => {
  const t = roleTable('cat');
  t.act(1, { type: 'cat-place', chamber: 'ven' });
  if (t.s.extras.cat) t.s.extras.cat.at = 'rem';
  t.s.stack = [];
  start(t, { k: 'crew-turn', seat: 1 });
  assert.deepEqual(
    t.legal(1).map((a) => a.type),
    ['pass', 'role-advance', 'role-advance'],
  );
});
