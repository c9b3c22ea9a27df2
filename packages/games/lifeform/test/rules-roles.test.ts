/**
 * The ship's cat and SIS-TER roles one rule at a time (L567-627; cards and board spaces designed,
 * src/data/roles.ts): a board token moves only while it has a space ahead; a trigger space returns a
 * played card only when one was played; a SIS-TER card goes from the supply to the discards and each
 * has its own targets.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROLE_BOARD } from '../src/data/roles.ts';
import { images, put, start, type Table, table } from './fixture.ts';

/** 3 players; Crew 1 has lost both characters and nobody holds two, so Crew 1 takes a role. */
function roleTable(role: 'cat' | 'sister'): Table {
  const t = table(3);
  put(t, 'palmer', 2, 'gal');
  put(t, 'reyes', 2, 'dead', { alive: false, at: null });
  put(t, 'okafor', 1, 'dead', { alive: false, at: null });
  images(t, ['lst', null, null]);
  start(t, { k: 'control', seat: 1 });
  t.act(1, { type: 'role', role });
  return t;
}

function turn(t: Table): void {
  t.s.stack = [];
  start(t, { k: 'crew-turn', seat: 1 });
}

test('the cat is set up off the board, with no card and no move made yet, until it is placed (L579-589)', () => {
  const t = roleTable('cat');
  assert.deepEqual(t.s.extras.cat, { at: null, cards: [], stamp: -1 });
  assert.equal(t.s.extras.boards.sister, null, 'no mainframe board');
  assert.equal(t.s.stack.at(-1)?.k, 'cat-place');
});

test('a board token moves one space at a time and stops on the last space; the other still moves (L617-627)', () => {
  const t = roleTable('sister');
  const b = t.s.extras.boards.sister;
  if (!b) throw new Error('no board');
  b.tokens = [ROLE_BOARD.spaces - 1, ROLE_BOARD.spaces];
  turn(t);
  const advances = t
    .legal(1)
    .filter((a) => a.type === 'role-advance')
    .map((a) => a.token);
  assert.deepEqual(advances, [0], 'the token on the last space has nowhere to go');
  assert.ok(!t.legal(1).some((a) => a.type === 'cat-move'), 'the mainframe does not move');
});

test('a trigger space with nothing played gives nothing back; the cat’s regain is the cat’s (L604-605, L626-627)', () => {
  const t = roleTable('sister');
  const b = t.s.extras.boards.sister;
  if (!b) throw new Error('no board');
  b.tokens = [1, 0];
  b.discard = [];
  turn(t);
  t.act(1, { type: 'role-advance', token: 0 });
  assert.equal(b.tokens[0], 2, 'on a trigger space');
  assert.ok(!t.s.stack.some((x) => x.k === 'regain'), 'no card to take back');
  const c = roleTable('cat');
  c.act(1, { type: 'cat-place', chamber: 'ven' });
  const cb = c.s.extras.boards.cat;
  if (!cb) throw new Error('no board');
  cb.tokens = [1, 0];
  cb.supply = ['fetch', 'prowl'];
  cb.discard = ['spook', 'hiss'];
  turn(c);
  c.act(1, { type: 'role-advance', token: 0 });
  assert.deepEqual(c.s.stack.at(-1), { k: 'regain', seat: 1, role: 'cat' });
  c.act(1, { type: 'regain', card: 'spook' });
  assert.deepEqual(cb.supply, ['fetch', 'prowl', 'spook'], 'back in the supply, in order');
  assert.deepEqual(cb.discard, ['hiss']);
  assert.ok(!c.s.stack.some((x) => x.k === 'regain'), 'one card only');
});

test('SIS-TER cards: each leaves the supply for the discards; Supply routing adds a mission token at SIS-TER; a data burst offers the four kinds (L617-624)', () => {
  const t = roleTable('sister');
  const b = t.s.extras.boards.sister;
  if (!b) throw new Error('no board');
  b.supply = ['databurst', 'supply', 'supply'];
  b.discard = ['lockdown'];
  turn(t);
  const plays = t.legal(1).filter((a) => a.type === 'sister');
  assert.deepEqual(plays, [
    { type: 'sister', card: 'databurst', data: 'claw' },
    { type: 'sister', card: 'databurst', data: 'fang' },
    { type: 'sister', card: 'databurst', data: 'tail' },
    { type: 'sister', card: 'databurst', data: 'spine' },
    { type: 'sister', card: 'supply' },
  ]);
  const before = t.s.missions.hyp ?? 0;
  t.act(1, { type: 'sister', card: 'supply' });
  assert.equal(t.s.missions.hyp, before + 1, 'a mission token in the SIS-TER chamber');
  assert.deepEqual(b.supply, ['databurst', 'supply']);
  assert.deepEqual(b.discard, ['lockdown', 'supply'], 'the discards in order');
  turn(t);
  assert.throws(() => t.act(1, { type: 'sister', card: 'lockdown', link: 3 }), 'a card not in the supply');
  assert.deepEqual(b.discard, ['lockdown', 'supply']);
});

test('Override only while the android is active, on the board and not destroyed', () => {
  const overrideOffered = (android: { at: string | null; status: number; active: boolean }) => {
    const t = roleTable('sister');
    const b = t.s.extras.boards.sister;
    if (!b) throw new Error('no board');
    b.supply = ['override'];
    t.s.android = { ...android, deviated: false };
    turn(t);
    return t.legal(1).some((a) => a.card === 'override');
  };
  assert.equal(overrideOffered({ at: 'mid', status: 0, active: true }), true);
  assert.equal(overrideOffered({ at: 'mid', status: 0, active: false }), false, 'not active');
  assert.equal(overrideOffered({ at: null, status: 0, active: true }), false, 'not on the board');
  assert.equal(overrideOffered({ at: 'mid', status: 3, active: true }), false, 'destroyed');
  assert.equal(overrideOffered({ at: 'mid', status: 2, active: true }), true, 'damaged, not destroyed');
});
