/**
 * The end of the game and the victory check (004, "Game end" and "Victory check"), one rule at a time:
 * condition (c) and how it ends, who counts as still inside, each contingency token, the contamination
 * check's scan and draw, and who may win.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contaminationCheck, finishIfOver, objectiveMet } from '../src/endgame.ts';
import type { ContingencyKind } from '../src/data/cards.ts';
import { CLEAN, CONTAMINATION, type GameState, type PlayerStatus, SCANNED_INFECTED } from '../src/types.ts';
import { indexOf, player, position, scripted } from './helpers.ts';

/** A three-player game at its end, each seat in the given place, the given contingency active. */
function ending(statuses: PlayerStatus[], contingency: ContingencyKind = 'amnesty'): GameState {
  const s = position(['survivor', 'sentry', 'lab-rat'].slice(0, statuses.length));
  statuses.forEach((st, seat) => {
    player(s, seat).status = st;
    player(s, seat).objectives = ['pers-only'];
  });
  s.activeContingency = contingency;
  return s;
}

describe('game end (c): the last character inside leaves or dies', () => {
  test('without the autodestruction the facility is purged: the isolated live, the game is over', () => {
    const s = ending(['dead', 'isolated', 'dead']);
    assert.equal(finishIfOver(s, scripted([]).ctx), true);
    assert.equal(s.endReason, 'purge');
    assert.equal(s.phase, 'over');
    assert.equal(player(s, 1).status, 'isolated');
    assert.deepEqual(
      s.results?.map((r) => r.won),
      [false, true, false],
    );
  });

  test('with the autodestruction running the facility explodes: the isolated die, the bunker and the pods do not', () => {
    const s = ending(['isolated', 'bunker', 'evacuated']);
    s.autodestruct = { slot: 3, color: 'yellow' };
    finishIfOver(s, scripted([]).ctx);
    assert.equal(s.endReason, 'destroyed');
    assert.deepEqual(
      s.players.map((p) => p.status),
      ['dead', 'bunker', 'evacuated'],
    );
  });

  test('a character waiting in a CSS pod is still inside: no end yet; at a purge they die with the others inside', () => {
    const s = ending(['dead', 'pod', 'isolated']);
    assert.equal(finishIfOver(s, scripted([]).ctx), false, 'someone is still in the facility');
    assert.equal(s.phase, 'player');
    s.endReason = 'purge';
    assert.equal(finishIfOver(s, scripted([]).ctx), true);
    assert.deepEqual(
      s.players.map((p) => p.status),
      ['dead', 'dead', 'isolated'],
    );
    assert.equal(finishIfOver(s, scripted([]).ctx), true, 'a game over stays over');
  });

  test('a purge at the final slot kills every character still in the facility', () => {
    const s = ending(['alive', 'isolated', 'alive']);
    s.endReason = 'purge';
    finishIfOver(s, scripted([]).ctx);
    assert.deepEqual(
      s.players.map((p) => p.status),
      ['dead', 'isolated', 'dead'],
    );
  });

  test('nothing ends while a living character is inside, and nothing ends during the draft', () => {
    const s = ending(['alive', 'dead', 'dead']);
    assert.equal(finishIfOver(s, scripted([]).ctx), false);
    assert.equal(s.endReason, null);
    const draft = position(['survivor']);
    draft.phase = 'draft';
    draft.endReason = 'purge';
    assert.equal(finishIfOver(draft, scripted([]).ctx), false);
    assert.equal(draft.phase, 'draft');
  });
});

describe('victory check, step 1: the contingency token', () => {
  const statuses: PlayerStatus[] = ['isolated', 'evacuated', 'bunker'];
  const cases: [ContingencyKind, PlayerStatus[]][] = [
    ['amnesty', ['isolated', 'evacuated', 'bunker']],
    ['purge-isolation', ['dead', 'evacuated', 'bunker']],
    ['intercept-pods', ['isolated', 'dead', 'bunker']],
    ['seal-bunker', ['isolated', 'evacuated', 'dead']],
  ];
  for (const [token, after] of cases)
    test(`${token}: ${after.join(', ')}`, () => {
      const s = ending(statuses, token);
      s.endReason = 'purge';
      finishIfOver(s, scripted([]).ctx);
      assert.deepEqual(
        s.players.map((p) => p.status),
        after,
      );
    });

  test('quarantine: only those who got out carrying a larva die', () => {
    const s = ending(['isolated', 'bunker', 'dead'], 'quarantine');
    player(s, 0).larva = true;
    player(s, 2).larva = true;
    s.endReason = 'purge';
    // The bunker's character has no larva and no contamination card: no draw is made.
    finishIfOver(s, scripted([]).ctx);
    assert.deepEqual(
      s.players.map((p) => p.status),
      ['dead', 'bunker', 'dead'],
    );
  });
});

describe('victory check, step 2: the contamination check', () => {
  test('every unscanned contamination card is scanned, in the hand, the discard pile and the deck', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = [CONTAMINATION, 'run'];
    p.discard = [CONTAMINATION];
    p.deck = { [CONTAMINATION]: 2, rest: 1 };
    const faces = s.unseen.contaminationFaces;
    const clean = indexOf(faces, 'clean');
    assert.equal(contaminationCheck(s, p, scripted([clean, clean, clean, clean]).ctx), true);
    assert.deepEqual(p.hand, [CLEAN, 'run']);
    assert.deepEqual(p.discard, [CLEAN]);
    assert.equal(p.deck[CONTAMINATION] ?? 0, 0, 'no unscanned card left in the deck');
    assert.equal(p.deck[CLEAN], 2);
    assert.equal(p.deck.rest, 1);
  });

  test('one INFECTED card among them means the draw of four from every card the character owns', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = ['run'];
    p.discard = [SCANNED_INFECTED];
    p.deck = { rest: 2 };
    // Four cards in all; the first draw (sorted kinds: contamination first) finds the infected one.
    assert.equal(contaminationCheck(s, p, scripted([0]).ctx), false);
    // Clean known cards alone mean no draw at all.
    p.discard = [CLEAN];
    assert.equal(contaminationCheck(s, p, scripted([]).ctx), true);
  });

  test('a dead-by-infection escapee loses, and only escaped characters are checked', () => {
    const s = ending(['isolated', 'dead', 'bunker']);
    player(s, 0).hand = [SCANNED_INFECTED];
    player(s, 0).discard = [];
    player(s, 0).deck = {};
    // The dead seat's infected card is never looked at: one draw only, for seat 0.
    player(s, 1).hand = [SCANNED_INFECTED];
    s.endReason = 'purge';
    const rng = scripted([0]);
    finishIfOver(s, rng.ctx);
    assert.equal(rng.left(), 0);
    assert.deepEqual(
      s.players.map((p) => p.status),
      ['dead', 'dead', 'bunker'],
    );
    assert.deepEqual(
      s.results?.map((r) => r.won),
      [false, false, true],
      'the bunker is the only survivor',
    );
  });
});

describe('victory check, step 3: objectives', () => {
  test('a dead character never wins, even with its objective met', () => {
    const s = ending(['dead', 'bunker', 'dead']);
    // Player 3's character (seat 2) died: the objective of seat 0 is met, but seat 0 died too.
    player(s, 0).objectives = ['pers-kill-3'];
    s.endReason = 'purge';
    finishIfOver(s, scripted([]).ctx);
    assert.equal(objectiveMet(s, player(s, 0), 'pers-kill-3'), true);
    assert.equal(objectiveMet(s, player(s, 0), 'pers-kill-2'), false, 'player 2 survived');
    assert.equal(s.results?.[0]?.won, false);
    assert.equal(s.results?.[1]?.won, true);
  });

  test('a card naming its own holder asks nothing more than surviving (our reading); another number asks that death', () => {
    const s = ending(['bunker', 'bunker']);
    assert.equal(objectiveMet(s, player(s, 0), 'pers-kill-1'), true, 'player 1 holds "player 1 cannot survive"');
    assert.equal(objectiveMet(s, player(s, 0), 'pers-kill-2'), false);
    player(s, 1).status = 'dead';
    assert.equal(objectiveMet(s, player(s, 0), 'pers-kill-2'), true);
  });

  test('a player with no objective left cannot win', () => {
    const s = ending(['bunker']);
    player(s, 0).objectives = [];
    s.endReason = 'purge';
    finishIfOver(s, scripted([]).ctx);
    assert.equal(s.results?.[0]?.won, false);
  });

  test('no Nemesis character may survive: a survivor or lab rat who got out fails it, one who died does not', () => {
    const s = ending(['bunker', 'bunker', 'dead']);
    assert.equal(objectiveMet(s, player(s, 1), 'corp-no-nemesis'), false, 'the survivor (seat 0) got out');
    player(s, 0).status = 'dead';
    assert.equal(objectiveMet(s, player(s, 1), 'corp-no-nemesis'), true, 'only the sentry is out');
  });

  test('an unknown objective is never met; in co-op the signal card counts the crew, not the holder', () => {
    const s = ending(['bunker']);
    assert.equal(objectiveMet(s, player(s, 0), 'no-such-objective'), false);
    const co = position(['survivor', 'sentry'], { mode: 'cooperative' });
    assert.equal(objectiveMet(co, player(co, 0), 'coop-signal'), true);
  });

  test('co-op: the crew fails when nobody got out, even with every objective met', () => {
    const s = position(['survivor', 'sentry'], { mode: 'cooperative' });
    for (const p of s.players) {
      p.objectives = ['coop-nest'];
      p.status = 'dead';
    }
    s.nestDestroyed = true;
    s.endReason = 'purge';
    s.activeContingency = 'amnesty';
    finishIfOver(s, scripted([]).ctx);
    assert.deepEqual(
      s.results?.map((r) => r.won),
      [false, false],
    );
    const t = position(['survivor', 'sentry'], { mode: 'cooperative' });
    for (const p of t.players) p.objectives = ['coop-nest'];
    player(t, 0).status = 'bunker';
    player(t, 1).status = 'dead';
    t.nestDestroyed = true;
    t.endReason = 'purge';
    t.activeContingency = 'amnesty';
    finishIfOver(t, scripted([]).ctx);
    assert.deepEqual(
      t.results?.map((r) => r.won),
      [true, true],
      'one survivor is enough when every objective is met',
    );
  });
});
