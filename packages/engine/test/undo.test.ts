import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Table } from '../src/index.ts';
import { relay } from './fixtures/relay.ts';

test('undo reaches back to the seat\u2019s own last action only across steps that revealed and drew nothing', () => {
  const t = new Table(relay, { players: 2, seed: 11 });
  assert.equal(t.undoPoint(0), null, 'nothing to undo before acting');
  // Seat 0 bids in secret: nothing is revealed yet, so it may take the bid back.
  const bid0 = t.legal(0)[0];
  assert.ok(bid0);
  t.act(0, bid0);
  assert.equal(t.history[0]?.revealing, false);
  assert.equal(t.undoPoint(0), 0);
  assert.equal(t.undoPoint(1), null, 'seat 1 has not acted');
  // Seat 1's bid completes the secret choice: both bids come out, so neither may undo past it.
  const bid1 = t.legal(1)[0];
  assert.ok(bid1);
  t.act(1, bid1);
  assert.equal(t.history[1]?.revealing, true);
  assert.equal(t.undoPoint(0), null);
  assert.equal(t.undoPoint(1), null);
  // Rebuilding from the actions before the undo point gives the position before that action.
  const again = new Table(relay, { players: 2, seed: 11 });
  again.act(0, bid0);
  const back = new Table(relay, { players: 2, seed: 11 });
  for (const a of again.actions().slice(0, again.undoPoint(0) ?? 0)) back.act(a.actor, a.action);
  assert.equal(back.hash(), new Table(relay, { players: 2, seed: 11 }).hash());
});

test('an action that draws on the generator blocks undo', () => {
  const t = new Table(relay, { players: 2, seed: 12 });
  for (let i = 0; i < 200 && !t.result(); i++) {
    const p = t.pending()[0];
    if (!p) break;
    const before = [...t.match.rng];
    t.act(p.actor, t.legal(p.actor)[0]);
    const entry = t.history.at(-1);
    const drew = before.some((x, k) => x !== t.match.rng[k]);
    if (drew) {
      assert.equal(entry?.revealing, true, `step ${i} drew and must block undo`);
      for (const seat of [0, 1]) assert.equal(t.undoPoint(seat), null);
      return;
    }
  }
  assert.fail('no action drew on the generator in 200 steps');
});
