/**
 * Basic actions that depend on the side of the board (basic.ts): the main gate stands only on the
 * facility side, and careful moves count the exits of the board in play.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASIC_BOARD } from '../src/data/board.ts';
import { game, player, position } from './helpers.ts';

describe('the board in play', () => {
  test('the main gate is left only on the facility side: on the Mars surface its room offers no gate', () => {
    for (const side of ['basic', 'mars'] as const) {
      const s = position(['lab-rat'], side === 'mars' ? { side } : {});
      const p = player(s, 0);
      p.room = BASIC_BOARD.gateRoom;
      s.mainGateOpen = true;
      const gates = game.legalActions(s, 0).filter((a) => a.type === 'gate');
      assert.equal(gates.length > 0, side === 'basic', side);
    }
  });

  test('a careful move into an emergency staircase of the facility may pick each of its quiet exits', () => {
    const s = position(['lab-rat']);
    player(s, 0).room = 'r3';
    const exits = game.legalActions(s, 0).filter((a) => a.type === 'careful' && a.to === 'stairs-12');
    assert.deepEqual([...new Set(exits.map((a) => a.exit))], [1, 2, 3]);
  });
});
