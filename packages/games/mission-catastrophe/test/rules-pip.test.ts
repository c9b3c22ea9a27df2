import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { INTEGRITY } from '../src/data/integrity.ts';
import { cardVariants } from '../src/pip.ts';
import { CQ, GH, LAB, OPS, POD, Scenario } from './helpers.ts';

/**
 * PIP cards (rulebook, "PIP cards"): only cards in hand can be played; EVA moves its player to any
 * other module it could be in; Hack the Bridge sets a fuse to an ID no fuse shows; Scavenge moves a
 * status cube from a module that has one to another module below 3 cubes (a module emptied that way
 * loses its oxygen and pod, and the damage cascades); the Quackalope takes the place of a spacesuit;
 * the Bear is equipment that stays in play.
 */

function plays(t: Scenario, seat: number, card: string): Record<string, unknown>[] {
  return t
    .legal(seat)
    .filter((a) => a.type === 'play' && a.card === card)
    .map(({ type: _t, card: _c, ...rest }) => rest);
}

describe('playing cards', () => {
  test('only the kinds in hand can be played', () => {
    const t = new Scenario(2).at(0).hand(0, 'lift');
    const kinds = new Set(
      t
        .legal(0)
        .filter((a) => a.type === 'play')
        .map((a) => a.card),
    );
    assert.deepEqual([...kinds], ['lift']);
    t.hand(0);
    assert.ok(!t.legal(0).some((a) => a.type === 'play'), 'an empty hand plays nothing');
  });

  test('EVA: to any module the player could enter, never the one it is in', () => {
    const t = new Scenario(2)
      .at(0)
      .hand(0, 'eva')
      .cubes({ [GH]: 0 });
    t.s.pos[0] = LAB;
    const to = plays(t, 0, 'eva').map((p) => p.to);
    assert.deepEqual(to, [0, 1, 2, 4, 6, 7, 8, 9, 10, 11]);
  });

  test('Hack the Bridge: each fuse to each free ID, and no fuse past the last', () => {
    const t = new Scenario(2).at(0).hand(0, 'hack');
    t.s.fuse = ['C'];
    assert.deepEqual(
      plays(t, 0, 'hack').map((p) => `${p.fuse}${p.id}`),
      ['0A', '0B', '0D', '0E', '0F'],
    );
  });

  test('the parameters of a card’s plays, as a role copying its targets sees them', () => {
    const t = new Scenario(2).at(0).hand(0, 'hack');
    t.s.fuse = ['A'];
    assert.deepEqual(cardVariants('hack', t.s, 0, false), [
      { fuse: 0, id: 'B' },
      { fuse: 0, id: 'C' },
      { fuse: 0, id: 'D' },
      { fuse: 0, id: 'E' },
      { fuse: 0, id: 'F' },
    ]);
  });
});

describe('Scavenge', () => {
  test('from a module with a cube to another one below 3 cubes: never from an empty one, onto a full one, or onto itself', () => {
    const t = new Scenario(2).at(0).hand(0, 'scavenge');
    t.s.cubes.fill(3);
    t.cubes({ [CQ]: 0, [OPS]: 2, [LAB]: 1 });
    const moves = plays(t, 0, 'scavenge').map((p) => `${p.from}>${p.to}`);
    const expected: string[] = [];
    for (let from = 0; from < 12; from++) {
      if (from === CQ) continue;
      for (const to of [CQ, OPS, LAB]) if (to !== from) expected.push(`${from}>${to}`);
    }
    assert.deepEqual(moves.sort(), expected.sort());
  });

  test('a Scavenge whose lost pod fills the board ends the game with nothing left pending', () => {
    const t = new Scenario(2)
      .at(0)
      .hand(0, 'scavenge')
      .cubes({ [LAB]: 1, [OPS]: 2 });
    t.damage(INTEGRITY.spaces - 1);
    t.do(0, { type: 'play', card: 'scavenge', from: LAB, to: OPS });
    assert.equal(t.s.podUp[POD.lab], 0);
    assert.equal(t.s.over?.details?.cause, 'explosion');
    assert.deepEqual(t.s.stack, []);
  });
});

describe('equipment', () => {
  test('the Quackalope with no spacesuit in play leaves the other equipment alone and discards nothing', () => {
    const t = new Scenario(2, { promos: true }).at(0).hand(0, 'quackalope');
    t.s.gear[0] = ['bear'];
    t.s.discard = [];
    t.do(0, { type: 'play', card: 'quackalope' });
    assert.deepEqual(t.s.gear[0], ['bear', 'quackalope']);
    assert.deepEqual(t.s.discard, []);
  });

  test('the Bear is played into play in front of its owner', () => {
    const t = new Scenario(2, { promos: true }).at(0).hand(0, 'bear');
    assert.deepEqual(plays(t, 0, 'bear'), [{}]);
    t.do(0, { type: 'play', card: 'bear' });
    assert.deepEqual(t.s.gear[0], ['bear']);
    assert.deepEqual(t.s.hands[0], []);
  });
});
