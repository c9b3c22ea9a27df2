/**
 * The action round's turn structure, one rule at a time: who is asked to act and when (every seat
 * still planning, the system between announcements, the captain between missions), what a seat may
 * do (ready and advance first, placements, a card given only during a transfer), the budget of
 * actions between two announcements, malformed actions refused with a reason, and the realtime
 * clock firing every event that is due.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action } from '@airlock/engine';
import { BUDGET, checkOf, TICK_MS } from '../src/round/flow.ts';
import { firstPlace, refused, state, table } from './round-helpers.ts';

test('stepped clock: every seat still planning is asked; the system waits until all are ready', () => {
  const t = table(3);
  assert.deepEqual(
    t.pending().map((p) => p.actor),
    [0, 1, 2],
  );
  assert.deepEqual(t.legal('system'), []);
  assert.match(checkOf(state(t), 'system', { type: 'next' }) ?? '', /nothing to do/);
  for (const seat of [0, 1, 2]) t.act(seat, { type: 'ready' });
  assert.deepEqual(
    t.pending().map((p) => [p.actor, p.prompt]),
    [['system', 'Next announcement']],
  );
  assert.deepEqual(t.legal('system'), [{ type: 'next' }]);
  refused(t, 'system', { type: 'next', extra: 1 }, /nothing to do/);
  refused(t, 'system', { type: 'tick' }, /nothing to do/);
  const heard = state(t).heard.length;
  t.act('system', { type: 'next' });
  assert.equal(state(t).heard.length, heard + 1);
  assert.deepEqual(state(t).ready, [false, false, false], 'every seat plans again after an announcement');
});

test('a seat that finished planning is no longer asked; once nobody plans, the soundtrack plays on', () => {
  const t = table(2);
  for (let i = 0; i < 3; i++) t.act(0, { type: 'advance' });
  assert.deepEqual(t.legal(0), []);
  assert.match(checkOf(state(t), 0, { type: 'ready' }) ?? '', /finished planning/);
  assert.deepEqual(
    t.pending().map((p) => p.actor),
    [1],
  );
  for (let i = 0; i < 3; i++) t.act(1, { type: 'advance' });
  assert.deepEqual(
    t.pending().map((p) => [p.actor, p.prompt]),
    [['system', 'The soundtrack plays on']],
  );
  assert.deepEqual(t.legal('system'), [{ type: 'next' }]);
});

test("a seat's first choices are to say it is ready and to move on (stepped), only to move on (realtime)", () => {
  const stepped = table(3).legal(0);
  assert.deepEqual(stepped.slice(0, 2), [{ type: 'ready' }, { type: 'advance' }]);
  assert.equal(stepped[2]?.type, 'place');
  const realtime = table(3, { clock: 'realtime' });
  const legal = realtime.legal(0);
  assert.deepEqual(legal[0], { type: 'advance' });
  assert.equal(legal[1]?.type, 'place');
  assert.deepEqual(realtime.legal('system'), [{ type: 'tick' }]);
});

test('placements are offered on every free turn of the phase for every board the seat programs, and taking back on a held one', () => {
  const t = table(3);
  const s = state(t);
  const places = t.legal(0).filter((a) => a.type === 'place');
  assert.deepEqual([...new Set(places.map((a) => a.crew))], [0, 3], 'its own board and the android');
  assert.deepEqual([...new Set(places.map((a) => a.turn))], [1, 2, 3], 'phase 1 only');
  const a = firstPlace(t, 0, 0);
  t.act(0, a);
  const after = t.legal(0);
  assert.ok(after.some((x) => x.type === 'take' && x.crew === 0 && x.turn === a.turn));
  assert.ok(!after.some((x) => x.type === 'place' && x.crew === 0 && x.turn === a.turn), 'no second card there');
  assert.equal(s.acts[0], 1);
});

test('a card is given only while a transfer is open, once, to another player', () => {
  const t = table(3);
  assert.ok(!t.legal(0).some((a) => a.type === 'give'));
  const s = state(t);
  s.transfer.open = true;
  const gives = t.legal(0).filter((a) => a.type === 'give');
  assert.deepEqual([...new Set(gives.map((a) => a.to))], [1, 2]);
  const ordinary = gives[0] as Action;
  const from = s.hands[0]?.length as number;
  const to = s.hands[ordinary.to as number]?.length as number;
  t.act(0, ordinary);
  assert.deepEqual([state(t).hands[0]?.length, state(t).hands[ordinary.to as number]?.length], [from - 1, to + 1]);
  assert.deepEqual(state(t).gifts, [{ from: 0, to: ordinary.to, card: ordinary.card }]);
  assert.ok(!t.legal(0).some((a) => a.type === 'give'));
});

test(`after ${BUDGET} placements and take-backs a seat waits for the next announcement`, () => {
  const t = table(3);
  const a = firstPlace(t, 0, 0);
  for (let i = 0; i < BUDGET / 2; i++) {
    t.act(0, a);
    t.act(0, { type: 'take', crew: 0, turn: a.turn as number });
  }
  assert.deepEqual(t.legal(0), []);
  refused(t, 1, { type: 'take', crew: 1, turn: 1 }, /empty/);
  assert.deepEqual(
    t.pending().map((p) => p.actor),
    [1, 2],
  );
  for (const seat of [1, 2]) t.act(seat, { type: 'ready' });
  t.act('system', { type: 'next' });
  assert.equal(state(t).acts[0], 0);
  assert.ok(t.legal(0).length > 0);
});

test('malformed actions are refused with the reason', () => {
  const t = table(3);
  const a = firstPlace(t, 0, 0);
  refused(t, 0, { ...a, extra: 1 }, /names crew, turn, card and top/);
  refused(t, 0, { type: 'place', crew: 0, turn: 1, card: a.card, top: a.top, x: 1 } as never, /names crew/);
  refused(t, 0, { ...a, crew: '0' }, /bad placement/);
  refused(t, 0, { ...a, turn: '1' }, /bad placement/);
  refused(t, 0, { ...a, card: 7 }, /bad placement/);
  refused(t, 0, { ...a, crew: 4 }, /no such crew member/);
  refused(t, 0, { ...a, crew: -1 }, /no such crew member/);
  refused(t, 0, { ...a, crew: 0.5 }, /no such crew member/);
  refused(t, 0, { type: 'take', crew: 0 }, /names crew and turn/);
  refused(t, 0, { type: 'take', crew: 4, turn: 1 }, /no such crew member/);
  refused(t, 0, { type: 'take', crew: -1, turn: 1 }, /no such crew member/);
  refused(t, 0, { type: 'take', crew: '0', turn: 1 }, /no such crew member/);
  refused(t, 0, { type: 'take', crew: 0, turn: '1' }, /bad turn/);
  refused(t, 0, { type: 'give', to: 1 }, /names a player and a card/);
  refused(t, 0, { type: 'give', to: '1', card: a.card as string }, /bad transfer/);
  refused(t, 0, { type: 'give', to: 1, card: 3 }, /bad transfer/);
  refused(t, 0, { type: 'token', which: 'source' }, /names the token and the crew member/);
  refused(t, 0, { type: 'advance', now: true }, /advance takes nothing else/);
  refused(t, 0, { type: 'ready', now: true }, /ready takes nothing else/);
  refused(t, 0, { type: 'pick', crew: 0, spec: 'medic' }, /not an action of the action round/);
  refused(t, 0, { type: 'campaign', go: true }, /not an action of the action round/);
});

test('the realtime clock moves one second per tick and plays every event that is due', () => {
  const t = table(3, { clock: 'realtime' });
  const s = state(t);
  s.timeline = [
    { at: 500, what: 'comms-down' },
    { at: 1000, what: 'comms-up' },
    { at: 1500, what: 'data' },
    ...s.timeline,
  ];
  s.next = 0;
  s.now = 0;
  t.act('system', { type: 'tick' });
  assert.equal(state(t).now, TICK_MS);
  assert.deepEqual(
    state(t).heard.map((e) => e.what),
    ['comms-down', 'comms-up'],
  );
  t.act('system', { type: 'tick' });
  assert.equal(state(t).heard.at(-1)?.what, 'data');
});

test('between missions of a campaign only the captain is asked: fly on or stop', () => {
  const t = table(3, { campaign: 3, captain: 1 });
  const s = state(t);
  s.stage = 'between';
  assert.deepEqual(
    t.pending().map((p) => p.actor),
    [1],
  );
  assert.deepEqual(t.legal(1), [
    { type: 'campaign', go: true },
    { type: 'campaign', go: false },
  ]);
  assert.deepEqual(t.legal(0), []);
  assert.deepEqual(t.legal('system'), []);
  assert.match(checkOf(s, 0, { type: 'campaign', go: true }) ?? '', /captain decides/);
  refused(t, 1, { type: 'campaign', go: 'yes' }, /choose whether to fly/);
  refused(t, 1, { type: 'campaign', go: true, x: 1 }, /choose whether to fly/);
  refused(t, 1, { type: 'advance' }, /choose whether to fly/);
});

test('once the last phase has ended the system resolves the mission, and nobody else acts', () => {
  const t = table(3);
  const s = state(t);
  s.stage = 'resolve';
  assert.deepEqual(
    t.pending().map((p) => [p.actor, p.prompt]),
    [['system', 'Resolve the mission']],
  );
  assert.deepEqual(t.legal('system'), [{ type: 'resolve' }]);
  assert.match(checkOf(s, 0, { type: 'advance' }) ?? '', /planning is over/);
});
