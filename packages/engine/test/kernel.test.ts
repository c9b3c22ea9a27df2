import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  activeWindow,
  applyAction,
  createMatch,
  ENGINE_VERSION,
  hashState,
  openWindow,
  passAll,
  passWindow,
  projectEvents,
  RECORD_FORMAT,
  replay,
  SEAT_NAME_MAX,
  Rng,
  RuleError,
  resolveOptions,
  reopenWindow,
  type ReactionWindow,
  step,
  stepUnchecked,
  Table,
  viewOf,
  waitingSeats,
  windowClosed,
  drawCard,
} from '../src/index.ts';
import { randomPlayout } from '../src/testkit/index.ts';
import { type RelayState, relay } from './fixtures/relay.ts';

describe('rng', () => {
  test('same seed, same sequence; text seeds work', () => {
    const a = Rng.fromSeed('abc');
    const b = Rng.fromSeed('abc');
    const xs = Array.from({ length: 20 }, () => a.die());
    assert.deepEqual(
      xs,
      Array.from({ length: 20 }, () => b.die()),
    );
    assert.ok(xs.every((x) => x >= 1 && x <= 6));
    assert.notDeepEqual(
      xs,
      Array.from({ length: 20 }, () => Rng.fromSeed('abd').die()),
    );
  });
  test('state round-trips through JSON', () => {
    const a = Rng.fromSeed(7);
    a.int(0, 100);
    const b = new Rng(JSON.parse(JSON.stringify(a.state())));
    assert.equal(a.int(0, 1e6), b.int(0, 1e6));
  });
  test('shuffle is a permutation and dice cover every face', () => {
    const r = Rng.fromSeed(1);
    const deck = Array.from({ length: 30 }, (_, i) => i);
    assert.deepEqual(
      [...r.shuffle([...deck])].sort((x, y) => x - y),
      deck,
    );
    const seen = new Set(Array.from({ length: 200 }, () => r.die()));
    assert.equal(seen.size, 6);
  });
  test('a deck reshuffles its discards only when the draw pile is empty', () => {
    const r = Rng.fromSeed(3);
    const d = { draw: [1], discard: [2, 3] };
    assert.equal(drawCard(d, r), 1);
    assert.deepEqual(d.discard, [2, 3]);
    const next = drawCard(d, r);
    assert.ok(next === 2 || next === 3);
    assert.equal(d.discard.length, 0);
    assert.equal(d.draw.length, 1);
    assert.equal(drawCard({ draw: [], discard: [] }, r), undefined);
  });
});

describe('reaction windows', () => {
  test('sequential windows ask one seat at a time, in order', () => {
    const stack: ReactionWindow[] = [];
    const w = openWindow(stack, 'x', [2, 0, 1], 'sequential');
    assert.deepEqual(waitingSeats(w), [2]);
    assert.throws(() => passWindow(w, 0));
    passWindow(w, 2);
    assert.deepEqual(waitingSeats(w), [0]);
    passAll(w);
    assert.ok(windowClosed(w));
  });
  test('windows nest: the newest is answered first, then the older resumes', () => {
    const stack: ReactionWindow[] = [];
    const outer = openWindow(stack, 'outer', [0, 1, 2], 'parallel');
    passWindow(outer, 1);
    const inner = openWindow(stack, 'inner', [0], 'sequential', { by: 2 });
    assert.equal(activeWindow(stack), inner);
    passWindow(inner, 0);
    assert.ok(windowClosed(inner));
    stack.pop();
    assert.equal(activeWindow(stack), outer);
    assert.deepEqual(waitingSeats(outer), [0, 2]);
    reopenWindow(outer);
    assert.deepEqual(waitingSeats(outer), [0, 1, 2]);
  });
});

describe('events', () => {
  test('private events reach only their seats; others get the public form or nothing', () => {
    const evs = [
      { rule: 'r', text: 'You draw 5', to: [0], public: { text: 'Seat 0 draws' } },
      { rule: 'r', text: 'secret note', to: [1] },
      { rule: 'r', text: 'public' },
    ];
    assert.deepEqual(
      projectEvents(evs, 0).map((e) => e.text),
      ['You draw 5', 'public'],
    );
    assert.deepEqual(
      projectEvents(evs, 1).map((e) => e.text),
      ['Seat 0 draws', 'secret note', 'public'],
    );
    assert.deepEqual(
      projectEvents(evs, 'spectator').map((e) => e.text),
      ['Seat 0 draws', 'public'],
    );
  });
});

describe('quiet steps', () => {
  test('a quiet step tells the game so; a plain one returns the events; the states come out identical', () => {
    const seen: boolean[] = [];
    // The relay's rules, but told whether the caller keeps the events (and skipping them when not).
    const game: typeof relay = {
      ...relay,
      apply(s, actor, action, ctx) {
        seen.push(ctx.quiet === true);
        relay.apply(s, actor, action, ctx.quiet ? { rng: ctx.rng, emit: () => {}, quiet: true } : ctx);
      },
    };
    for (let seed = 1; seed <= 5; seed++) {
      const loud = createMatch<RelayState>(game, { players: 3, seed });
      const quiet = createMatch<RelayState>(game, { players: 3, seed });
      const rng = Rng.fromSeed(`quiet-${seed}`);
      let events = 0;
      while (!game.result(loud.state)) {
        const p = game.pending(loud.state)[0];
        if (!p) break;
        const action = rng.pick(game.legalActions(loud.state, p.actor));
        seen.length = 0;
        const loudEvents = stepUnchecked(game, loud, p.actor, action);
        const quietEvents = stepUnchecked(game, quiet, p.actor, action, true);
        assert.deepEqual(seen, [false, true]);
        assert.equal(quietEvents.length, 0);
        events += loudEvents.length;
        assert.equal(hashState(quiet), hashState(loud));
      }
      assert.ok(loud.step > 0 && events > 0, 'the plain steps returned events');
      assert.deepEqual(quiet, loud);
    }
  });
});

describe('matches', () => {
  test('options are checked against the schema and player counts', () => {
    assert.throws(
      () => resolveOptions(relay, 5),
      (e: unknown) => e instanceof RuleError && e.code === 'BAD_OPTIONS',
    );
    assert.throws(() => resolveOptions(relay, 2, { nope: 1 }), /unknown option/);
    assert.deepEqual(resolveOptions(relay, 2), {});
  });
  test('a free-form option takes its listed values and any string matching its whole pattern, nothing else', () => {
    const game = {
      ...relay,
      options: [{ key: 'known', description: 'known words', values: [''], default: '', pattern: '[a-z]+(,[a-z]+)*' }],
    };
    assert.deepEqual(resolveOptions(game, 2), { known: '' });
    assert.deepEqual(resolveOptions(game, 2, { known: 'medic,pilot' }), { known: 'medic,pilot' });
    for (const bad of ['Medic', 'medic,', 'x medic', 3, true, 'a'.repeat(201)])
      assert.throws(
        () => resolveOptions(game, 2, { known: bad }),
        (e: unknown) => e instanceof RuleError && e.code === 'BAD_OPTIONS' && /of the form/.test(e.message),
        String(bad),
      );
    // Without a pattern only the listed values are taken.
    const listed = { ...relay, options: [{ key: 'n', description: 'n', values: [1, 2], default: 1 }] };
    assert.throws(() => resolveOptions(listed, 2, { n: '1' }), /must be one of 1, 2/);
  });
  test('an illegal, out-of-turn or malformed action is a typed error and changes nothing', () => {
    const m = createMatch(relay, { players: 2, seed: 5 });
    const before = hashState(m);
    const codes: string[] = [];
    for (const [actor, action] of [
      [0, { type: 'claim' }],
      [0, { type: 'bid', card: 99 }],
      [5, { type: 'bid', card: 1 }],
      ['system', { type: 'tick' }],
      [0, 'bid'],
      [0, { type: 'bid', card: () => 1 }],
    ] as const) {
      try {
        step(relay, m, actor, action);
        assert.fail('accepted');
      } catch (e) {
        assert.ok(e instanceof RuleError);
        codes.push(e.code);
      }
      assert.equal(hashState(m), before);
    }
    assert.deepEqual(codes, [
      'ILLEGAL_ACTION',
      'ILLEGAL_ACTION',
      'UNKNOWN_SEAT',
      'NOT_YOUR_DECISION',
      'MALFORMED_ACTION',
      'MALFORMED_ACTION',
    ]);
  });
  test('the pure apply leaves its input untouched', () => {
    const m = createMatch(relay, { players: 2, seed: 5 });
    const before = JSON.stringify(m);
    const card = viewOf<{ hand: number[] }>(relay, m, 0).view.hand[0] as number;
    const out = applyAction(relay, m, 0, { type: 'bid', card });
    assert.equal(JSON.stringify(m), before);
    assert.equal(out.match.step, 1);
  });
  test('a spectator view holds no hand and no generator state', () => {
    const m = createMatch(relay, { players: 3, seed: 9 });
    const v = viewOf(relay, m, 'spectator');
    const text = JSON.stringify(v);
    assert.equal((v.view as { hand: unknown }).hand, null);
    assert.ok(!text.includes('"rng"'));
    assert.ok(!text.includes(String(m.rng[0])));
  });
});

describe('records', () => {
  const table = randomPlayout(relay, { players: 3 }, 11, { maxSteps: 400 });
  const record = table.record();
  test('replay reproduces the final hash', () => {
    assert.equal(record.format, RECORD_FORMAT);
    assert.equal(record.engineVersion, ENGINE_VERSION);
    assert.equal(replay(relay, record).hash, table.hash());
  });
  test('a record of another major version is refused clearly', () => {
    assert.throws(
      () => replay(relay, { ...record, gameVersion: '9.0.0' }),
      (e: unknown) => e instanceof RuleError && e.code === 'VERSION_MISMATCH' && /9\.0\.0/.test(e.message),
    );
  });
  test('a tampered record diverges with the action number', () => {
    const actions = record.actions.map((a) => ({ ...a }));
    const i = actions.findIndex((a) => a.action.type === 'tick');
    actions[i] = { actor: 0, action: { type: 'claim' } };
    assert.throws(
      () => replay(relay, { ...record, actions }),
      (e: unknown) => e instanceof RuleError && e.code === 'REPLAY_DIVERGED' && e.message.includes(`action ${i + 1}`),
    );
  });
  test('a wrong final hash is detected', () => {
    assert.throws(() => replay(relay, { ...record, finalHash: '0000000000000000' }), /differs/);
  });
  test('garbage is a BAD_RECORD', () => {
    for (const junk of [null, 3, {}, { format: RECORD_FORMAT, game: 'other' }]) {
      assert.throws(
        () => replay(relay, junk),
        (e: unknown) => e instanceof RuleError && e.code === 'BAD_RECORD',
      );
    }
  });
  test('seat names ride along for readers: kept, cut to length, ignored by replay, and checked', () => {
    const named = table.record(['Ada', 'Bot (heuristic)', 'x'.repeat(SEAT_NAME_MAX + 10)]);
    assert.deepEqual(named.seats, ['Ada', 'Bot (heuristic)', 'x'.repeat(SEAT_NAME_MAX)]);
    assert.equal(replay(relay, JSON.parse(JSON.stringify(named))).hash, table.hash());
    assert.equal(record.seats, undefined, 'a record without names has no seats field');
    assert.throws(() => table.record(['only one']), /3 seats need 3 names/);
    for (const seats of [['a', 'b'], 'abc', ['a', 'b', 7], ['a', 'b', 'x'.repeat(SEAT_NAME_MAX + 1)]]) {
      assert.throws(
        () => replay(relay, { ...record, seats }),
        (e: unknown) => e instanceof RuleError && e.code === 'BAD_RECORD' && /seat names/.test(e.message),
        JSON.stringify(seats),
      );
    }
  });
  test('the table log is projected per viewer', () => {
    const t = new Table(relay, { players: 2, seed: 1 });
    const hand = t.view(0).view as { hand: number[] };
    t.act(0, { type: 'bid', card: hand.hand[0] });
    assert.match(t.log(0)[0]?.events[0]?.text ?? '', /You bid/);
    assert.equal(t.log(1)[0]?.events[0]?.text, 'Seat 0 bids');
  });
});
