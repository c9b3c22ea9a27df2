import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startRound } from '../src/round.ts';
import { game, position, scripted } from './helpers.ts';

/** Seats are counted from 1 in every text, as on the screen; the data keeps the seat index. */
describe('seat names in the log and the results', () => {
  test('the round start names the first player counted from 1', () => {
    const s = position(['survivor', 'sentry']);
    s.round = 0;
    s.firstPlayer = 0;
    const { ctx, events } = scripted(Array(20).fill(0));
    startRound(s, ctx);
    const e = events.find((x) => x.rule === 'round.start');
    assert.match(e?.text ?? '', /player 1\)/);
    assert.doesNotMatch(e?.text ?? '', /seat 0/);
    assert.equal((e?.data as { first?: number } | undefined)?.first, 0);
  });

  test('the result summary names the winner counted from 1', () => {
    const s = position(['survivor', 'sentry']);
    s.phase = 'over';
    s.endReason = 'purge';
    s.results = [
      { seat: 0, won: true, why: '' },
      { seat: 1, won: false, why: '' },
    ];
    const r = game.result?.(s);
    assert.match(r?.summary ?? '', /\(player 1\) wins/);
    assert.deepEqual(r?.winners, [0]);
  });
});
