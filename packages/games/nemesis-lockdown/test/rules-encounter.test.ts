import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { encounter } from '../src/core/encounter.ts';
import { corridor, player, position, scripted } from './helpers.ts';

/** 004, encounter: the intruder bag's draw, its blank token, and a bag with nothing left in it. */
describe('the encounter draw', () => {
  const quiet = () => {
    const s = position(['survivor', 'sentry']);
    s.firstEncounterDone = true;
    s.decisions = [];
    return s;
  };

  test('the last token was the blank and no adult is left in the supply: nothing is added', () => {
    const s = quiet();
    const p = player(s, 0);
    p.room = 'r1';
    s.bag = { blank: 1 };
    s.supply.adult = 0;
    encounter(s, p, scripted([0]).ctx);
    assert.deepEqual(s.bag, { blank: 1 }, 'the blank goes back alone');
    assert.equal(s.supply.adult, 0);
    assert.equal(corridor(s, 'r1', 'r2').noise, true, 'the blank still makes noise in every corridor');
  });

  test('an empty bag gives nothing: the corridors are silenced and no intruder appears', () => {
    const s = quiet();
    const p = player(s, 0);
    p.room = 'r1';
    s.bag = {};
    corridor(s, 'r1', 'r2').noise = true;
    const before = s.intruders.length;
    encounter(s, p, scripted([]).ctx);
    assert.equal(s.intruders.length, before);
    assert.equal(corridor(s, 'r1', 'r2').noise, false);
    assert.deepEqual(s.aside, position(['survivor', 'sentry']).aside);
  });
});
