import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contaminationCheck, finishIfOver, objectiveMet } from '../src/endgame.ts';
import { CONTAMINATION } from '../src/types.ts';
import { act, indexOf, isLegal, player, position, reveal, scripted } from './helpers.ts';

describe('game end and victory check', () => {
  test('(c) the last character locking themself in ends the game; a purge spares the isolation room', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    s.time = 8; // a white slot: the isolation room is open
    p.objectives = ['pers-signal'];
    p.signal = true;
    s.activeContingency = 'amnesty';
    p.hand = ['run', 'run', 'rest'];
    act(s, 0, { type: 'room', pay: ['rest', 'run'] }, scripted([8]).ctx);
    assert.equal(p.status, 'isolated');
    assert.equal(s.phase, 'over');
    assert.equal(s.endReason, 'purge');
    assert.deepEqual(s.results, [{ seat: 0, won: true, why: 'survived with pers-signal' }]);
  });

  test('without a first encounter a player still holding two objectives may win by either', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.objectives = ['coop-nest', 'coop-signal'];
    p.signal = true;
    p.status = 'isolated';
    s.endReason = 'purge';
    s.activeContingency = 'amnesty';
    finishIfOver(s, scripted([]).ctx);
    assert.equal(s.results?.[0]?.won, true);
  });

  test('the isolation room stays shut before the white slots', () => {
    const s = position(['survivor']);
    s.time = 12;
    const p = player(s, 0);
    p.hand = ['run', 'run', 'rest'];
    assert.ok(!isLegal(s, 0, { type: 'room', pay: ['rest', 'run'] }));
    s.alert = 6;
    assert.ok(isLegal(s, 0, { type: 'room', pay: ['rest', 'run'] }), 'the alert procedure opens it at once');
  });

  test('(b) destruction kills even those in the isolation room', () => {
    const s = position(['survivor', 'sentry']);
    player(s, 0).status = 'isolated';
    player(s, 1).status = 'bunker';
    s.endReason = 'destroyed';
    s.activeContingency = 'amnesty';
    finishIfOver(s, scripted([]).ctx);
    assert.equal(player(s, 0).status, 'dead');
    assert.equal(player(s, 1).status, 'bunker');
  });

  test('the contingency token applies first: a purge of the isolation room', () => {
    const s = position(['survivor']);
    player(s, 0).status = 'isolated';
    s.endReason = 'purge';
    s.activeContingency = 'purge-isolation';
    finishIfOver(s, scripted([]).ctx);
    assert.equal(player(s, 0).status, 'dead');
  });

  test('contamination check: clean scans pass; an infection means drawing 4, and any contamination card kills', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = [CONTAMINATION];
    p.discard = [];
    p.deck = { run: 4 };
    const faces = s.unseen.contaminationFaces;
    assert.equal(contaminationCheck(s, p, scripted([indexOf(faces, 'clean')]).ctx), true);
    assert.deepEqual(p.hand, ['contamination:clean'], 'the scanned card keeps its known face');
    // Infected: all five cards shuffled, four drawn; the contamination card is drawn (index 0 of the sorted kinds).
    p.hand = [CONTAMINATION];
    assert.equal(contaminationCheck(s, p, scripted([indexOf(faces, 'infected'), 0]).ctx), false);
    // Infected, but the four draws miss it.
    p.hand = [CONTAMINATION];
    assert.equal(contaminationCheck(s, p, scripted([indexOf(faces, 'infected'), 1, 1, 1, 1]).ctx), true);
    // A larva skips the scan and goes straight to the draw.
    p.larva = true;
    p.hand = [CONTAMINATION];
    assert.equal(contaminationCheck(s, p, scripted([0]).ctx), false);
  });

  test('objectives: kill a player, only survivor, no Nemesis survivor, nest, weakness', () => {
    const s = position(['survivor', 'sentry', 'lab-rat']);
    const [a, b, c] = [player(s, 0), player(s, 1), player(s, 2)];
    a.status = 'isolated';
    b.status = 'dead';
    c.status = 'bunker';
    assert.equal(objectiveMet(s, b, 'pers-kill-1'), false, 'player 1 survived');
    assert.equal(objectiveMet(s, c, 'pers-kill-2'), true, 'player 2 died');
    assert.equal(objectiveMet(s, a, 'pers-only'), false);
    assert.equal(objectiveMet(s, b, 'corp-no-nemesis'), false, 'the survivor and the lab rat live');
    assert.equal(objectiveMet(s, a, 'corp-nest'), false);
    s.nestDestroyed = true;
    assert.equal(objectiveMet(s, a, 'corp-nest'), true);
    assert.equal(objectiveMet(s, a, 'corp-weakness'), false);
    s.weakness.researched[0] = 'carcass';
    assert.equal(objectiveMet(s, a, 'corp-weakness'), true);
  });

  test('objectives: sending the signal means this character sent it; the only survivor when all others are gone', () => {
    const s = position(['survivor', 'sentry', 'lab-rat']);
    const [a, b, c] = [player(s, 0), player(s, 1), player(s, 2)];
    a.status = 'isolated';
    b.status = 'dead';
    c.status = 'dead';
    b.signal = true;
    assert.equal(objectiveMet(s, a, 'pers-signal'), false, 'another character sent it, not this one');
    a.signal = true;
    assert.equal(objectiveMet(s, a, 'pers-signal'), true);
    assert.equal(objectiveMet(s, a, 'pers-only'), true);
  });

  test('cooperative: two signal cards need two characters who sent the signal', () => {
    const s = position(['survivor', 'sentry'], { mode: 'cooperative' });
    player(s, 0).objectives = ['coop-signal'];
    player(s, 1).objectives = ['coop-signal-b'];
    player(s, 0).status = 'isolated';
    player(s, 0).signal = true;
    s.endReason = 'purge';
    s.activeContingency = 'amnesty';
    finishIfOver(s, scripted([]).ctx);
    assert.deepEqual(
      s.results?.map((r) => r.won),
      [false, false],
      'one signal for two cards',
    );
    const t = position(['survivor', 'sentry'], { mode: 'cooperative' });
    player(t, 0).objectives = ['coop-signal'];
    player(t, 1).objectives = ['coop-signal-b'];
    player(t, 0).status = 'isolated';
    player(t, 0).signal = true;
    player(t, 1).signal = true;
    player(t, 1).status = 'dead';
    t.endReason = 'purge';
    t.activeContingency = 'amnesty';
    finishIfOver(t, scripted([]).ctx);
    assert.deepEqual(
      t.results?.map((r) => r.won),
      [true, true],
    );
  });

  test('cooperative: everyone wins only when every shared objective is met and someone survives', () => {
    const s = position(['survivor', 'sentry'], { mode: 'cooperative' });
    player(s, 0).objectives = ['coop-signal'];
    player(s, 1).objectives = ['coop-nest'];
    player(s, 0).status = 'isolated';
    player(s, 0).signal = true;
    s.endReason = 'purge';
    s.activeContingency = 'amnesty';
    finishIfOver(s, scripted([]).ctx);
    assert.deepEqual(
      s.results?.map((r) => r.won),
      [false, false],
      'the nest stands',
    );
    const t = position(['survivor', 'sentry'], { mode: 'cooperative' });
    player(t, 0).objectives = ['coop-signal'];
    player(t, 1).objectives = ['coop-nest'];
    player(t, 0).status = 'isolated';
    player(t, 0).signal = true;
    t.nestDestroyed = true;
    t.endReason = 'purge';
    t.activeContingency = 'amnesty';
    finishIfOver(t, scripted([]).ctx);
    assert.deepEqual(
      t.results?.map((r) => r.won),
      [true, true],
    );
  });

  test('the main gate leads to the bunker once open', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    s.mainGateOpen = true;
    p.hand = ['run', 'run'];
    reveal(s, 'r4', 'archive');
    act(s, 0, { type: 'gate', pay: ['run'] }, scripted([8]).ctx);
    assert.equal(p.status, 'bunker');
  });
});
