/**
 * Programming the action boards, one rule at a time: which phase a turn belongs to, which turns a
 * seat may plan now, whose boards it programs and with which cards, taking a card back (own board;
 * an android's only in solo), data transfers (one card to another player, basic or double only),
 * what others see of a board, and the Teleporter's tokens.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backOf } from '../src/data/cards.ts';
import {
  boardsOf,
  explorerFlies,
  firstTurn,
  giveProblem,
  phaseOfTurn,
  planning,
  placeProblem,
  publicSlot,
  sidesOf,
  sources,
  takeProblem,
  tokenProblem,
  turnProblem,
} from '../src/round/program.ts';
import { state, table } from './round-helpers.ts';

test('phases: each turn belongs to the phase whose end is the first at or after it', () => {
  const s = state(table(3));
  assert.deepEqual(s.phaseEnds, [3, 7, 12]);
  assert.deepEqual(
    [1, 3, 4, 7, 8, 12, 13].map((t) => phaseOfTurn(s, t)),
    [1, 1, 2, 2, 3, 3, 4],
  );
  assert.deepEqual(
    [1, 2, 3].map((p) => firstTurn(s, p)),
    [1, 4, 8],
  );
});

test('a seat plans only the turns of its own phase, not those of an ended or a later one, nor a turn that does not exist', () => {
  const s = state(table(3));
  assert.equal(turnProblem(s, 0, 1), null);
  assert.equal(turnProblem(s, 0, 3), null);
  for (const t of [0, 13, 1.5]) assert.match(turnProblem(s, 0, t) ?? '', /no turn/);
  assert.match(turnProblem(s, 0, 4) ?? '', /belongs to phase 2/);
  s.seatPhase[0] = 2;
  assert.match(turnProblem(s, 0, 3) ?? '', /moved on/);
  assert.equal(turnProblem(s, 0, 4), null);
  s.phase = 2;
  assert.match(turnProblem(s, 1, 2) ?? '', /has ended/);
});

test('a seat programs its own board and every android board, nobody else; an explorer flies each player board (solo: crew member 1)', () => {
  const s = state(table(3));
  assert.deepEqual(s.seats, [0, 1, 2, null]);
  assert.deepEqual(boardsOf(s, 1), [1, 3]);
  assert.deepEqual(
    [0, 1, 2, 3].map((m) => explorerFlies(s, m)),
    [true, true, true, false],
  );
  const solo = state(table(1));
  assert.deepEqual(
    [0, 1, 2, 3].map((m) => explorerFlies(solo, m)),
    [true, false, false, false],
  );
  assert.match(placeProblem(s, 1, 0, 1, 'A|blue', 'action') ?? '', /another player's board/);
});

test("the cards for a board: one of each kind in the hand; on an android's board its own cards beside it too, never a special card", () => {
  const s = state(table(3));
  s.hands[0] = ['A|red', 'A|red', 'B|blue', 'S:medic'];
  s.aside[3] = ['H:B|upper-red'];
  assert.deepEqual(sources(s, 0, 0), ['A|red', 'B|blue', 'S:medic']);
  assert.deepEqual(sources(s, 0, 3), ['A|red', 'B|blue', 'H:B|upper-red']);
  s.hands[0] = ['A|red', 'H:B|upper-red'];
  assert.deepEqual(sources(s, 0, 3), ['A|red', 'H:B|upper-red'], 'a kind listed once');
});

test('a card goes on top with a half it has, on a free turn', () => {
  const s = state(table(3));
  s.hands[0] = ['A|red', 'H:bots|lower-white'];
  assert.equal(placeProblem(s, 0, 0, 1, 'A|red', 'move'), null);
  assert.match(placeProblem(s, 0, 0, 1, 'B|red', 'action') ?? '', /hold no card/);
  assert.match(placeProblem(s, 0, 0, 9, 'A|red', 'action') ?? '', /belongs to phase/);
  (s.boards[0] as unknown[])[0] = { c: 'A|blue', top: 'action' };
  assert.match(placeProblem(s, 0, 0, 1, 'A|red', 'action') ?? '', /already holds a card/);
});

test('taking a card back: from your own board; from an android only in solo; never from an empty turn', () => {
  const s = state(table(3));
  (s.boards[0] as unknown[])[0] = { c: 'A|blue', top: 'action' };
  (s.boards[3] as unknown[])[0] = { c: 'A|blue', top: 'action' };
  assert.equal(takeProblem(s, 0, 0, 1), null);
  assert.match(takeProblem(s, 0, 0, 2) ?? '', /empty/);
  assert.match(takeProblem(s, 1, 0, 1) ?? '', /not your board/);
  assert.match(takeProblem(s, 0, 3, 1) ?? '', /android's board cannot be taken back/);
  assert.match(takeProblem(s, 0, 0, 5) ?? '', /phase/);
  const solo = state(table(1));
  (solo.boards[2] as unknown[])[0] = { c: 'A|blue', top: 'action' };
  assert.equal(takeProblem(solo, 0, 2, 1), null);
});

test('a data transfer: while open, once per seat, to another player, a basic or double card you hold', () => {
  const s = state(table(3));
  s.hands[0] = ['A|red', 'H:bots|lower-white'];
  assert.match(giveProblem(s, 0, 1, 'A|red') ?? '', /no data transfer is open/);
  s.transfer.open = true;
  assert.equal(giveProblem(s, 0, 1, 'A|red'), null);
  assert.equal(giveProblem(s, 0, 2, 'A|red'), null);
  for (const to of [0, 3, -1, 1.5]) assert.match(giveProblem(s, 0, to, 'A|red') ?? '', /another player/, `to ${to}`);
  assert.match(giveProblem(s, 0, 1, 'B|red') ?? '', /hold no card/);
  assert.match(giveProblem(s, 0, 1, 'H:bots|lower-white') ?? '', /cannot be transferred/);
  s.transfer.sent[0] = true;
  assert.match(giveProblem(s, 0, 1, 'A|red') ?? '', /already sent/);
  s.hands[1] = ['B|blue'];
  assert.equal(giveProblem(s, 1, 0, 'B|blue'), null, "seat 0's card does not close seat 1's");
  const solo = state(table(1));
  solo.transfer.open = true;
  assert.match(giveProblem(solo, 0, 0, solo.hands[0]?.[0] as string) ?? '', /solo/);
});

test("what others see of a board: a player's cards by their backs, an android's face up, both cards of a shared turn", () => {
  const s = state(table(3));
  (s.boards[0] as unknown[])[0] = { c: 'A|blue', top: 'move' };
  (s.boards[0] as unknown[])[1] = { c: 'A|blue', top: 'move', w: { c: 'S:medic', top: 'action' } };
  (s.boards[3] as unknown[])[0] = { c: 'B|red', top: 'action' };
  (s.boards[3] as unknown[])[1] = { c: 'B|red', top: 'action', w: { c: 'A|red', top: 'move' } };
  assert.equal(publicSlot(s, 0, 3, 1), null);
  assert.deepEqual(publicSlot(s, 0, 1, 0), { card: 'A|blue', top: 'move' }, 'the owner sees the card');
  assert.deepEqual(publicSlot(s, 0, 1, 1), backOf('A|blue', 'move'));
  assert.deepEqual(publicSlot(s, 0, 1, 'spectator'), backOf('A|blue', 'move'));
  assert.deepEqual(publicSlot(s, 0, 2, 1), { ...backOf('A|blue', 'move'), with: backOf('S:medic', 'action') });
  assert.deepEqual(publicSlot(s, 0, 2, 0), {
    card: 'A|blue',
    top: 'move',
    with: { card: 'S:medic', top: 'action' },
  });
  assert.deepEqual(publicSlot(s, 3, 1, 1), { card: 'B|red', top: 'action' });
  assert.deepEqual(publicSlot(s, 3, 2, 'spectator'), {
    card: 'B|red',
    top: 'action',
    with: { card: 'A|red', top: 'move' },
  });
});

test("the Teleporter's tokens: only its player, only in a data transfer, to a crew member, somewhere new", () => {
  const s = state(table(3));
  assert.match(tokenProblem(s, 0, 'source', 1) ?? '', /only the Teleporter/);
  s.specs = [null, { spec: 'teleporter', level: 1 }, null, null] as never;
  s.teleport = { source: 0, destination: 1 };
  assert.match(tokenProblem(s, 0, 'source', 2) ?? '', /only the Teleporter/);
  assert.match(tokenProblem(s, 1, 'source', 2) ?? '', /during a data transfer/);
  s.transfer.open = true;
  assert.equal(tokenProblem(s, 1, 'source', 2), null);
  assert.equal(tokenProblem(s, 1, 'destination', 3), null);
  assert.equal(tokenProblem(s, 1, 'source', 1), null, 'both tokens may sit with one crew member');
  assert.match(tokenProblem(s, 1, 'other', 2) ?? '', /source or the destination/);
  for (const to of [-1, 4, 1.5, '2']) assert.match(tokenProblem(s, 1, 'source', to) ?? '', /no such crew member/);
  assert.match(tokenProblem(s, 1, 'source', 0) ?? '', /there already/);
  assert.match(tokenProblem(s, 1, 'destination', 1) ?? '', /there already/);
});

test('planning lasts while the soundtrack plays and the seat has phases left', () => {
  const s = state(table(3));
  assert.equal(planning(s, 0), true);
  s.seatPhase[0] = 4;
  assert.equal(planning(s, 0), false, 'past the last phase');
  s.seatPhase[0] = 3;
  s.stage = 'resolve';
  assert.equal(planning(s, 0), false, 'planning is over');
});

test('a card with no movement half goes on top by its action only', () => {
  assert.deepEqual(sidesOf('A|red'), ['action', 'move']);
  assert.deepEqual(sidesOf('S:medic'), ['action']);
});

const XP = { specializations: true, experience: true } as const;
const specialsOf = (ids: string[]) => ids.filter((id) => id.startsWith('S:'));

test("Experience System: an android's special card is planned by a player whose explorer knows it, its advanced card from level 2", () => {
  const s = state(table(3, { ...XP, specKnown1: 'medic:1', specKnown2: 'medic:2', specKnown3: 'rocketeer:3' }));
  s.aside[3] = ['S:medic', 'S:medic+'];
  assert.deepEqual(specialsOf(sources(s, 0, 3)), ['S:medic']);
  assert.deepEqual(specialsOf(sources(s, 1, 3)), ['S:medic', 'S:medic+']);
  assert.deepEqual(specialsOf(sources(s, 2, 3)), []);
});

test('Experience System without a known list: the specialization the player flies stands for what the explorer knows', () => {
  const s = state(table(3, { ...XP, specLevel: 2 }));
  s.specs = [{ spec: 'medic', level: 1 }, { spec: 'medic', level: 2 }, { spec: 'rocketeer', level: 3 }, null] as never;
  s.aside[3] = ['S:medic', 'S:medic+'];
  assert.deepEqual(specialsOf(sources(s, 0, 3)), ['S:medic']);
  assert.deepEqual(specialsOf(sources(s, 1, 3)), ['S:medic', 'S:medic+']);
  assert.deepEqual(specialsOf(sources(s, 2, 3)), []);
  s.specs[0] = null;
  assert.deepEqual(specialsOf(sources(s, 0, 3)), [], 'no specialization, no special card');
  const solo = state(table(1, XP));
  solo.specs = [{ spec: 'medic', level: 1 }, null, null, null] as never;
  solo.aside[2] = ['S:medic', 'S:medic+'];
  assert.deepEqual(specialsOf(sources(solo, 0, 2)), ['S:medic'], 'solo: the explorer flies crew member 1');
  const plain = state(table(3, { specializations: true }));
  plain.aside[3] = ['S:medic+'];
  assert.deepEqual(specialsOf(sources(plain, 2, 3)), ['S:medic+'], 'without the Experience System anyone plans it');
});
