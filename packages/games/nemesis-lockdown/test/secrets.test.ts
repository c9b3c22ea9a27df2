import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { determinize } from '../src/determinize.ts';
import { buildView } from '../src/view.ts';
import { act, giveHand, isLegal, player, position, reveal, scripted } from './helpers.ts';

/** The two cards paying a room action (set by giveHand in each test). */
let PAY: string[] = [];

/** Views of every seat survive resampling what that seat does not know. */
function consistent(s: ReturnType<typeof position>): void {
  for (let seat = 0; seat < s.players.length; seat++) {
    const v = buildView(s, seat);
    const other = determinize(JSON.parse(JSON.stringify(v)), seat, Rng.fromSeed(seat + 5));
    assert.equal(JSON.stringify(buildView(other, seat)), JSON.stringify(v));
  }
}

describe('private knowledge from rooms', () => {
  test('CSS control: the peeker alone learns the token; moving it is public; the launch keeps that face', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r1', 'css-control');
    const p = player(s, 0);
    p.room = 'r1';
    PAY = giveHand(p, ['focus', 'rest']);
    s.unseen.css = { AB: 1 };
    s.time = 8;
    assert.ok(!isLegal(s, 0, { type: 'room', slot: 8, shift: -1, pay: PAY }), 'not the token under the time token');
    s.time = 6;
    assert.ok(isLegal(s, 0, { type: 'room', slot: 5, shift: 1, pay: PAY }), 'onto the time slot is allowed');
    s.time = 15;
    const { ctx, events } = scripted([0]);
    act(s, 0, { type: 'room', slot: 8, shift: -1, pay: PAY }, ctx);
    const e = events.find((x) => x.rule === 'room.css-control');
    assert.deepEqual(e?.to, [0]);
    assert.deepEqual(buildView(s, 0).cssPeeked, { '7': 'AB' });
    assert.deepEqual(buildView(s, 1).cssPeeked, {});
    assert.equal(buildView(s, 1).css['7'], 'face-down');
    assert.ok(!('8' in s.css.slots));
    consistent(s);
  });

  test('transmitter: check the objectives of a character who sent the signal', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r1', 'transmitter');
    const [p, q] = [player(s, 0), player(s, 1)];
    p.room = 'r1';
    PAY = giveHand(p, ['focus', 'rest']);
    assert.ok(!isLegal(s, 0, { type: 'room', option: 'check', target: 1, pay: PAY }), 'no signal sent yet');
    q.signal = true;
    act(s, 0, { type: 'room', option: 'check', target: 1, pay: PAY }, scripted([]).ctx);
    assert.deepEqual(buildView(s, 0).players[0]?.own?.shown, [{ of: 1, objectives: q.objectives }]);
    consistent(s);
    // After the first encounter the shown pair still explains what seat 1 kept.
    q.discardedObjectives = [q.objectives[0] as string];
    q.objectives = [q.objectives[1] as string];
    consistent(s);
  });

  test('alert room: take a contingency token from the neutral pool, seen only by the taker', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.room = 'alert';
    PAY = giveHand(p, ['focus', 'rest']);
    const before = p.contingency.length;
    const { ctx, events } = scripted([0]);
    act(s, 0, { type: 'room', option: 'peek', pay: PAY }, ctx);
    assert.equal(p.contingency.length, before + 1);
    assert.deepEqual(events.find((x) => x.rule === 'room.alert-peek')?.to, [0]);
    consistent(s);
  });

  test('archive: peek at a contingency token of another player or of the neutral pool', () => {
    for (const peek of [1, 'neutral'] as const) {
      const s = position(['survivor', 'sentry']);
      reveal(s, 'r1', 'archive');
      const p = player(s, 0);
      p.room = 'r1';
      PAY = giveHand(p, ['focus', 'rest']);
      const { ctx, events } = scripted([0]);
      act(s, 0, { type: 'room', peek, pay: PAY }, ctx);
      const seen = p.peeks[0];
      assert.ok(seen);
      if (peek === 1) assert.ok(player(s, 1).contingency.includes(seen.token));
      else assert.ok((s.contingencyPool[seen.token] ?? 0) > 0);
      assert.deepEqual(events.find((e) => e.rule === 'room.archive-peek')?.to, [0]);
      assert.equal(buildView(s, 1).players[0]?.own, null);
      consistent(s);
    }
  });
});
