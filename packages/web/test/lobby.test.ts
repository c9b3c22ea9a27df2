import assert from 'node:assert/strict';
import { test } from 'node:test';
import { visibleMatches } from '../src/lobby-list.ts';

const m = (id: string, game: string, free: number[], extra: Record<string, unknown> = {}) => ({
  matchId: id,
  game,
  name: id,
  players: 2,
  freeSeats: free,
  step: 0,
  over: false,
  ...extra,
});

test('the lobby lists only matches a person can join, by game, never finished or abandoned ones', () => {
  const all = [
    m('a', 'mission-catastrophe', [1]),
    m('b', 'nemesis-lockdown', [1]),
    m('c', 'mission-catastrophe', []),
    m('d', 'mission-catastrophe', [1], { over: true }),
    m('e', 'mission-catastrophe', [1], { abandoned: true }),
  ];
  const ids = (list: { matchId: string }[]) => list.map((x) => x.matchId);
  assert.deepEqual(ids(visibleMatches(all as never, '', true)), ['a', 'b']);
  assert.deepEqual(ids(visibleMatches(all as never, 'mission-catastrophe', true)), ['a']);
  assert.deepEqual(ids(visibleMatches(all as never, 'mission-catastrophe', false)), ['a', 'c']);
});
