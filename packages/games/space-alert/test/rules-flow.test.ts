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
import { BUDGET, checkOf, legalOf, TICK_MS } from '../src/round/flow.ts';
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

test('realtime: once nobody plans, the system plays the next event at once instead of waiting a second', () => {
  const t = table(2, { clock: 'realtime' });
  for (const seat of [0, 1]) for (let i = 0; i < 3; i++) t.act(seat, { type: 'advance' });
  assert.deepEqual(t.legal('system'), [{ type: 'next' }]);
  assert.equal(t.pending()[0]?.afterMs, undefined);
});

test('a finished match asks nothing of anyone', () => {
  const s = state(table(3));
  s.result = { kind: 'end' } as never;
  assert.deepEqual([legalOf(s, 0), legalOf(s, 'system')], [[], []]);
});

test('a special card is offered on a turn that holds a card it may share, and nothing else is', () => {
  const t = table(3);
  const s = state(t);
  s.hands[0] = ['A|red', 'B|blue', 'S:medic'];
  (s.boards[0] as unknown[])[0] = { c: 'A|blue', top: 'move' };
  (s.boards[0] as unknown[])[1] = { c: 'A|blue', top: 'action' };
  const on = (turn: number) =>
    t
      .legal(0)
      .filter((a) => a.type === 'place' && a.crew === 0 && a.turn === turn)
      .map((a) => `${a.card}/${a.top}`);
  assert.deepEqual(on(1), ['S:medic/action'], "the Medic's card beside a single move");
  assert.deepEqual(on(2), [], 'not beside an action');
  s.hands[0] = ['A|red'];
  (s.boards[0] as unknown[])[0] = { c: 'S:medic', top: 'action' };
  assert.deepEqual(on(1), ['A|red/move'], 'a move beside the Medic card already there');
});

test("the Teleporter's token moves are offered to its player during a transfer, to every other crew member", () => {
  const t = table(3);
  const s = state(t);
  s.specs = [null, { spec: 'teleporter', level: 1 }, null, null] as never;
  s.teleport = { source: 0, destination: 1 };
  const tokens = (seat: number) => t.legal(seat).filter((a) => a.type === 'token');
  assert.deepEqual(tokens(1), []);
  s.transfer.open = true;
  assert.deepEqual(
    tokens(1).map((a) => `${a.which}:${a.to}`),
    ['source:1', 'source:2', 'source:3', 'destination:0', 'destination:2', 'destination:3'],
  );
  assert.deepEqual(tokens(0), []);
  t.act(1, { type: 'token', which: 'source', to: 3 });
  assert.deepEqual(state(t).teleport, { source: 3, destination: 1 });
});

test('a card held twice is offered once per player in a transfer; a give counts toward the budget', () => {
  const t = table(3);
  const s = state(t);
  s.hands[0] = ['A|red', 'A|red', 'B|blue'];
  s.transfer.open = true;
  assert.deepEqual(
    t
      .legal(0)
      .filter((a) => a.type === 'give')
      .map((a) => `${a.card}>${a.to}`),
    ['A|red>1', 'A|red>2', 'B|blue>1', 'B|blue>2'],
  );
  t.act(0, { type: 'give', to: 2, card: 'A|red' });
  assert.equal(state(t).acts[0], 1);
});

test('more malformed actions: a wrong key, a crew member who is not a whole number, the draft, the campaign choice', () => {
  const t = table(3);
  refused(t, 0, { type: 'take', crew: 0, trun: 1 }, /names crew and turn/);
  refused(t, 0, { type: 'take', crew: 0.5, turn: 1 }, /no such crew member/);
  const draft = table(2, { specializations: true });
  refused(draft, 0, { type: 'advance' }, /choose a specialization first/);
  refused(draft, 0, { type: 'pick', crew: 0, spec: 'medic', x: 1 }, /choose a specialization first/);
  const between = table(3, { campaign: 3 });
  state(between).stage = 'between';
  refused(between, 0, { type: 'ready', go: true }, /choose whether to fly/);
});

test('the reasons a seat is not asked: it said it is ready, or it used its budget', () => {
  const t = table(3);
  t.act(0, { type: 'ready' });
  assert.match(checkOf(state(t), 0, { type: 'advance' }) ?? '', /you said you are ready/);
  const r = table(3, { clock: 'realtime' });
  state(r).ready[0] = true;
  assert.equal(checkOf(state(r), 0, { type: 'advance' }), null, 'the realtime clock has no ready');
  state(r).acts[0] = BUDGET;
  assert.match(checkOf(state(r), 0, { type: 'advance' }) ?? '', new RegExp(`you took ${BUDGET} actions`));
});

test("an android's own card is planned from beside its board; taken back in solo, a special card goes back there", () => {
  const t = table(3);
  const s = state(t);
  s.aside[3] = ['H:B|upper-red'];
  const hand = [...(s.hands[0] as string[])];
  t.act(0, { type: 'place', crew: 3, turn: 1, card: 'H:B|upper-red', top: 'action' });
  assert.deepEqual([state(t).aside[3], state(t).hands[0]], [[], hand]);
  const both = table(3);
  const b = state(both);
  b.aside[3] = ['A|red'];
  b.hands[0] = ['A|red', 'B|blue'];
  both.act(0, { type: 'place', crew: 3, turn: 1, card: 'A|red', top: 'action' });
  assert.deepEqual([state(both).aside[3], state(both).hands[0]], [['A|red'], ['B|blue']], 'the hand first');
  const solo = table(1);
  const o = state(solo);
  o.aside[1] = ['S:medic'];
  solo.act(0, { type: 'place', crew: 1, turn: 1, card: 'S:medic', top: 'action' });
  solo.act(0, { type: 'take', crew: 1, turn: 1 });
  assert.deepEqual(state(solo).aside[1], ['S:medic']);
  assert.ok(!state(solo).hands[0]?.includes('S:medic'));
});

test('the realtime clock stops playing events once planning is over, and at the end of the soundtrack', () => {
  const t = table(3, { clock: 'realtime' });
  const s = state(t);
  s.timeline = [
    { at: 500, what: 'phase-end', phase: 3 },
    { at: 900, what: 'comms-down' },
  ];
  s.next = 0;
  s.now = 0;
  s.phase = 3;
  s.seatPhase = [3, 3, 3];
  t.act('system', { type: 'tick' });
  assert.deepEqual([state(t).stage, state(t).comms, state(t).next], ['resolve', true, 1]);
  const end = table(3, { clock: 'realtime' });
  const e = state(end);
  e.timeline = [{ at: 500, what: 'comms-down' }];
  e.next = 0;
  e.now = 0;
  end.act('system', { type: 'tick' });
  assert.deepEqual([state(end).comms, state(end).next], [false, 1]);
});
