import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contaminationCount, gainContamination, infect, scanFace, scanPiles } from '../src/core/contamination.ts';
import { CLEAN, CONTAMINATION, SCANNED_INFECTED } from '../src/types.ts';
import { indexOf, player, position, scripted } from './helpers.ts';

/**
 * 004, "Contamination cards": a contamination card goes on top of the action discard pile; removing
 * one always means scanning it, and a removed card goes to the bottom of the contamination deck. An
 * INFECTED card found puts a larva on the character board; a second one kills and a creeper appears
 * where the character died. The scan's faces come from the cards nobody has seen (contamination.ts).
 */

describe('getting a contamination card', () => {
  test('it goes on top of the discard pile, face unknown, and the deck holds one fewer', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.discard = ['rest'];
    const deck = s.contaminationDeck;
    gainContamination(s, p, scripted([]).ctx, 'test');
    assert.deepEqual(p.discard, ['rest', CONTAMINATION]);
    assert.equal(s.contaminationDeck, deck - 1);
  });

  test('a dead character gets none; an empty deck gives none', () => {
    const s = position(['survivor', 'sentry']);
    const [p, q] = [player(s, 0), player(s, 1)];
    p.status = 'dead';
    const deck = s.contaminationDeck;
    gainContamination(s, p, scripted([]).ctx, 'test');
    assert.deepEqual(p.discard, []);
    assert.equal(s.contaminationDeck, deck);
    s.contaminationDeck = 0;
    gainContamination(s, q, scripted([]).ctx, 'test');
    assert.deepEqual(q.discard, []);
    assert.equal(s.contaminationDeck, 0);
  });

  test('cards removed earlier come out from the bottom in the order they went there, with their known faces', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    s.contaminationDeck = 2;
    s.contaminationUnder = ['clean', 'infected'];
    const { ctx } = scripted([]);
    gainContamination(s, p, ctx, 'test');
    gainContamination(s, p, ctx, 'test');
    assert.deepEqual(p.discard, [CLEAN, SCANNED_INFECTED]);
    assert.equal(s.contaminationDeck, 0);
    assert.deepEqual(s.contaminationUnder, []);
  });
});

describe('scanning', () => {
  test("a scan's face is drawn from the faces nobody has seen, and that face is seen from then on", () => {
    const s = position(['survivor']);
    s.unseen.contaminationFaces = { clean: 1, infected: 1 };
    const { ctx } = scripted([indexOf(s.unseen.contaminationFaces, 'infected'), 0]);
    assert.equal(scanFace(s, ctx), 'infected');
    assert.equal(s.unseen.contaminationFaces.infected ?? 0, 0);
    assert.equal(s.unseen.contaminationFaces.clean, 1);
    assert.equal(scanFace(s, ctx), 'clean');
  });

  test('kept cards are marked with their face; the count of INFECTED cards is returned', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = [CONTAMINATION, 'rest', CONTAMINATION];
    s.unseen.contaminationFaces = { clean: 1, infected: 1 };
    const { ctx } = scripted([indexOf(s.unseen.contaminationFaces, 'clean'), 0]);
    const n = scanPiles(s, p, ['hand'], ctx, { removeClean: false, removeInfected: false });
    assert.equal(n, 1);
    assert.deepEqual([...p.hand].sort(), ['rest', CLEAN, SCANNED_INFECTED].sort());
  });

  test('removing clean cards puts them under the deck; INFECTED ones stay in the pile, marked', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.discard = [CONTAMINATION, CONTAMINATION];
    s.unseen.contaminationFaces = { clean: 1, infected: 1 };
    const deck = s.contaminationDeck;
    const { ctx } = scripted([indexOf(s.unseen.contaminationFaces, 'clean'), 0]);
    assert.equal(scanPiles(s, p, ['discard'], ctx, { removeClean: true, removeInfected: false }), 1);
    assert.deepEqual(p.discard, [SCANNED_INFECTED]);
    assert.equal(s.contaminationDeck, deck + 1);
    assert.deepEqual(s.contaminationUnder, ['clean']);
  });

  test('removing INFECTED cards also removes those already known, from every pile asked, the deck too', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = [SCANNED_INFECTED, 'rest'];
    p.discard = [CONTAMINATION];
    p.deck = { rest: 2, [CONTAMINATION]: 1, [SCANNED_INFECTED]: 1 };
    s.unseen.contaminationFaces = { clean: 1, infected: 1 };
    const deck = s.contaminationDeck;
    const { ctx } = scripted([indexOf(s.unseen.contaminationFaces, 'infected'), 0]);
    const n = scanPiles(s, p, ['hand', 'discard', 'deck'], ctx, { removeClean: false, removeInfected: true });
    assert.equal(n, 1, 'one card was newly found INFECTED');
    assert.deepEqual(p.hand, ['rest']);
    assert.deepEqual(p.discard, []);
    assert.equal(p.deck[SCANNED_INFECTED] ?? 0, 0);
    assert.equal(p.deck[CLEAN], 1, 'the clean card stays, marked');
    assert.equal(p.deck[CONTAMINATION] ?? 0, 0);
    assert.equal(p.deck.rest, 2);
    assert.equal(s.contaminationDeck, deck + 3);
    assert.deepEqual(s.contaminationUnder, ['infected', 'infected', 'infected']);
  });

  test('a limited scan looks at that many cards only, across piles', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = [CONTAMINATION, CONTAMINATION];
    p.discard = [CONTAMINATION];
    s.unseen.contaminationFaces = { clean: 5, infected: 0 };
    const { ctx, left } = scripted([0, 0, 0]);
    scanPiles(s, p, ['hand', 'discard'], ctx, { removeClean: false, removeInfected: false, limit: 1 });
    assert.equal(left(), 2, 'one face drawn');
    assert.deepEqual([...p.hand].sort(), [CLEAN, CONTAMINATION].sort());
    assert.deepEqual(p.discard, [CONTAMINATION]);
  });

  test('a scan without a limit looks at every unscanned card, and only those', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = [CONTAMINATION, CLEAN, CONTAMINATION];
    s.unseen.contaminationFaces = { clean: 5, infected: 0 };
    const { ctx, left } = scripted([0, 0, 0]);
    scanPiles(s, p, ['hand'], ctx, { removeClean: false, removeInfected: false });
    assert.equal(left(), 1, 'two faces drawn');
    assert.deepEqual(p.hand, [CLEAN, CLEAN, CLEAN]);
  });
});

describe('infection', () => {
  test('the first infection puts a larva on the character board; the character lives', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    infect(s, p, scripted([]).ctx);
    assert.equal(p.larva, true);
    assert.equal(p.status, 'alive');
    assert.deepEqual(s.intruders, []);
  });

  test('with a larva already there the character dies and a creeper appears where they died', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.larva = true;
    p.room = 'r1';
    infect(s, p, scripted([]).ctx);
    assert.equal(p.status, 'dead');
    assert.deepEqual(
      s.intruders.map((i) => [i.kind, i.room]),
      [['creeper', 'r1']],
    );
  });

  test('a dead character is not infected again', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.status = 'dead';
    p.larva = true;
    infect(s, p, scripted([]).ctx);
    assert.deepEqual(s.intruders, []);
  });

  test('every contamination card counts, scanned or not, in hand, discard pile and deck', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = [CONTAMINATION, 'rest'];
    p.discard = [CLEAN, 'run'];
    p.deck = { rest: 3, [SCANNED_INFECTED]: 2, [CONTAMINATION]: 1 };
    assert.equal(contaminationCount(p), 5);
  });
});
