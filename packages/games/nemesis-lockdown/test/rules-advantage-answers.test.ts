import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { shoot } from '../src/core/combat.ts';
import { placeIntruder } from '../src/core/intruders.ts';
import { ADVANTAGE_DIE } from '../src/data/rooms.ts';
import { CLEAN, SCANNED_INFECTED } from '../src/types.ts';
import { game, player, position, scripted } from './helpers.ts';

/**
 * 004's reference, advantage die: the shooter may discard an ACTION card for more injuries. A
 * contamination card is no action card, whether still unknown or already scanned (clean or infected).
 */
describe('what the advantage die lets the shooter discard', () => {
  test('scanned contamination cards are not offered either', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    s.power.active = [1, 2, 3, 4];
    s.firstEncounterDone = true;
    p.hand = ['rest', CLEAN, SCANNED_INFECTED];
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 3 }];
    const intr = placeIntruder(s, 'adult', p.room, scripted([]).ctx);
    const weapon = p.hands[0];
    assert.ok(weapon);
    shoot(s, p, weapon, intr, scripted([ADVANTAGE_DIE.indexOf('card-one')]).ctx);
    assert.deepEqual(
      game.legalActions(s, 0).map((a) => a.card),
      ['rest', null],
    );
  });
});
