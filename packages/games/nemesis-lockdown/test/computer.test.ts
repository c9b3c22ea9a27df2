import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { COMPUTER } from '../src/data/computer.ts';
import { act, corridor, isLegal, player, position, reveal, scripted } from './helpers.ts';

describe('computer actions', () => {
  test('setup never leaves a Lock-down card face up', () => {
    for (let seed = 1; seed < 30; seed++) {
      const s = position(['survivor'], {}, seed);
      assert.equal(COMPUTER[s.computer.top]?.lockdown, undefined);
    }
  });

  test('a computer needs power, a computer symbol and no malfunction', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r1', 'archive');
    const p = player(s, 0);
    p.room = 'r1';
    p.hand = ['run', 'rest'];
    s.computer.top = 'terminal-a';
    s.power.sections = [1, 2, 3];
    s.power.active = [1];
    assert.ok(isLegal(s, 0, { type: 'computer', choice: 0, pay: ['rest'] }));
    s.power.active = [2];
    assert.ok(!isLegal(s, 0, { type: 'computer', choice: 0, pay: ['rest'] }));
    s.power.active = [1];
    const r1 = s.rooms.r1;
    assert.ok(r1);
    r1.malfunction = true;
    assert.ok(!isLegal(s, 0, { type: 'computer', choice: 0, pay: ['rest'] }));
  });

  test('the used card goes under the deck and the next is revealed; a Lock-down card resolves at once', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r1', 'archive');
    const p = player(s, 0);
    p.room = 'r1';
    p.hand = ['run', 'rest'];
    s.power.sections = [1, 2, 3];
    s.power.active = [1, 2];
    s.computer = { top: 'terminal-a', deck: { 'lockdown-seal': 1, 'terminal-b': 0 }, under: ['terminal-c'] };
    const knowledge = p.knowledge;
    act(s, 0, { type: 'computer', choice: 0, pay: ['rest'] }, scripted([0]).ctx);
    assert.equal(p.knowledge, knowledge + 1);
    // The seal closed section 1 (the most characters), then the known card under the deck came up.
    assert.equal(corridor(s, 'isolation', 'r1').door, 'closed');
    assert.equal(s.computer.top, 'terminal-c');
    assert.deepEqual(s.computer.under, ['terminal-a', 'lockdown-seal']);
  });
});
