import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action, AnyGame, GameModule } from '@airlock/engine';
import { relay } from '../../engine/test/fixtures/relay.ts';
import { HotseatSession, restoreHotseat } from '../src/hotseat/session.ts';
import { Replay } from '../src/replay.ts';

const local = { game: relay as AnyGame };
const setup = (seats: ('human' | 'bot')[]) => ({
  game: 'relay',
  players: seats.length,
  options: {},
  seed: 'web-test',
  seats: seats.map((k, i) =>
    k === 'human'
      ? { kind: 'human' as const, name: `P${i}` }
      : { kind: 'bot' as const, bot: 'random' as const, name: `B${i}` },
  ),
});

function runBots(s: HotseatSession): void {
  for (let next = s.nextAutomatic(); next; next = s.nextAutomatic()) s.runAutomatic(next.actor);
}

test('bots and the table play by themselves until a human must decide; a save restores the same match', () => {
  const s = new HotseatSession(local, setup(['human', 'bot', 'bot']));
  runBots(s);
  assert.equal(s.currentHuman(), 0);
  s.act(0, s.table.legal(0)[0] as Action);
  runBots(s);
  const copy = restoreHotseat(local, JSON.parse(JSON.stringify(s.save())));
  assert.equal(copy.table.hash(), s.table.hash());
  assert.equal(copy.table.history.length, s.table.history.length);
});

test('a whole hotseat match with a human always taking the first choice reaches a result', () => {
  const s = new HotseatSession(local, setup(['human', 'bot']));
  for (let i = 0; i < 500 && !s.table.result(); i++) {
    runBots(s);
    const h = s.currentHuman();
    if (h !== undefined) s.act(h, s.table.legal(h)[0] as Action);
  }
  assert.ok(s.table.result());
  const replay = new Replay(relay as AnyGame, s.record());
  assert.deepEqual(replay.record.seats, ['P0', 'B1'], 'the saved record names the seats for its replay');
  assert.equal(replay.length, s.table.history.length);
  assert.ok(replay.frame(replay.length, 0).view.result);
  assert.equal(replay.frame(0, 'spectator').view.step, 0);
  // A spectator's replay never holds a hand; a seat's replay holds its own.
  assert.equal((replay.frame(3, 'spectator').view.view as { hand: unknown }).hand, null);
  assert.ok(Array.isArray((replay.frame(3, 1).view.view as { hand: unknown }).hand));
});

test('undo goes back only while nothing random or hidden was revealed since', () => {
  // Two humans bid in secret: the first bid reveals nothing, so it may be taken back; once the second
  // bid reveals both, no undo is offered.
  const s = new HotseatSession(local, setup(['human', 'human']));
  const first = s.table.legal(0)[0] as Action;
  s.act(0, first);
  assert.equal(s.undoPoint(0), 0);
  assert.equal(s.undoPoint(1), null, 'seat 1 has no move to take back');
  const back = s.undoTo(0);
  assert.equal(back.table.history.length, 0);
  assert.equal(back.table.hash(), new HotseatSession(local, setup(['human', 'human'])).table.hash());
  s.act(1, s.table.legal(1)[0] as Action);
  assert.equal(s.undoPoint(1), null);
  assert.equal(s.undoPoint(0), null);
});

test('undo stops at a step that drew on the generator even without a reveals flag', () => {
  // A tiny game whose only action draws a random number and tells nobody.
  const coin: GameModule<{ n: number; flips: number }> = {
    id: 'coin',
    name: 'Coin',
    version: '1.0.0',
    players: { min: 1, max: 1 },
    options: [],
    setup: () => ({ n: 0, flips: 0 }),
    pending: (st) => (st.flips < 3 ? [{ actor: 0, kind: 'turn', prompt: 'Flip or wait' }] : []),
    legalActions: () => [{ type: 'flip' }, { type: 'wait' }],
    apply(st, _a, action, { rng }) {
      if (action.type === 'flip') st.n += rng.int(0, 1);
      st.flips++;
    },
    view: (st) => st,
    result: (st) => (st.flips >= 3 ? { summary: 'done', ranks: [1], winners: [0] } : null),
    determinize: (v) => v as { n: number; flips: number },
  };
  const s = new HotseatSession({ game: coin as AnyGame }, { ...setup(['human']), game: 'coin', players: 1 });
  s.act(0, { type: 'wait' });
  assert.equal(s.undoPoint(0), 0);
  s.act(0, { type: 'flip' });
  assert.equal(s.undoPoint(0), null);
});
