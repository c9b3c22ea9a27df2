import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { placeIntruder } from '../src/core/intruders.ts';
import { total } from '../src/state.ts';
import { act, game, indexOf, isLegal, player, position, reveal, scripted } from './helpers.ts';

const SILENCE = 8; // the noise die's silence face

/** The Survivor's own cards beyond Desperate Attack and Obstinate (decks.test.ts). */
describe('Survivor: Distraction', () => {
  const setUp = () => {
    const s = position(['survivor', 'sentry']);
    s.firstEncounterDone = true;
    const p = player(s, 0);
    reveal(s, 'r1', 'decon');
    reveal(s, 'r2', 'archive');
    p.room = 'r1';
    p.hand = ['survivor.distraction'];
    p.inventory = ['bandage'];
    const intr = placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    return { s, p, intr };
  };

  test('an item card thrown away buys an escape with no attack', () => {
    const { s, p, intr } = setUp();
    const attacks = total(s.attackDeck);
    const { ctx, left } = scripted([SILENCE]);
    act(s, 0, { type: 'card', card: 'survivor.distraction', half: 0, to: 'r2', item: 'bandage', pay: [] }, ctx);
    assert.equal(left(), 0, 'only the noise roll in the room entered');
    assert.equal(p.room, 'r2');
    assert.equal(intr.room, 'r1');
    assert.equal(total(s.attackDeck), attacks, 'no attack card drawn');
    assert.equal(p.light + p.serious.length, 0);
    assert.deepEqual(p.inventory, []);
    assert.deepEqual(s.itemUnder.green, ['bandage'], 'the item goes under its deck');
  });

  test('a heavy item in hand serves too; with no item, or out of combat, it cannot be played', () => {
    const a = setUp();
    a.p.inventory = [];
    a.p.hands = [{ kind: 'item', name: 'extinguisher', ammo: 0 }];
    act(
      a.s,
      0,
      { type: 'card', card: 'survivor.distraction', half: 0, to: 'r2', hand: 0, pay: [] },
      scripted([SILENCE]).ctx,
    );
    assert.deepEqual(a.p.hands, []);
    assert.deepEqual(a.s.itemUnder.yellow, ['extinguisher']);
    const b = setUp();
    b.p.inventory = [];
    assert.equal(
      game.legalActions(b.s, 0).filter((x) => x.card === 'survivor.distraction').length,
      0,
      'nothing to throw',
    );
    const c = setUp();
    c.s.intruders = [];
    assert.ok(
      !isLegal(c.s, 0, { type: 'card', card: 'survivor.distraction', half: 0, to: 'r2', item: 'bandage', pay: [] }),
    );
  });
});

describe('Survivor: Vents', () => {
  const setUp = () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    reveal(s, 'r2', 'decon'); // both have a technical corridors entrance
    reveal(s, 'r8', 'archive');
    p.room = 'r2';
    p.hand = ['survivor.vents'];
    return { s, p };
  };

  test('through the technical corridors to another explored room with an entrance, and an attack there', () => {
    const { s, p } = setUp();
    act(
      s,
      0,
      { type: 'card', card: 'survivor.vents', half: 0, to: 'r8', pay: [] },
      scripted([indexOf(s.attackDeck, 'scratch')]).ctx,
    );
    assert.equal(p.room, 'r8');
    assert.equal(p.light, 1, 'the scratch of an adult in the ducts');
    assert.ok(s.attackDiscard.includes('scratch'));
  });

  test('the attack counts as made in darkness', () => {
    const { s, p } = setUp();
    s.power.active = [...s.power.sections];
    act(
      s,
      0,
      { type: 'card', card: 'survivor.vents', half: 0, to: 'r8', pay: [] },
      scripted([indexOf(s.attackDeck, 'claws')]).ctx,
    );
    assert.equal(p.light, 2, 'the claws’ light wound and the darkness extra, though the room has power');
  });

  test('not to an unexplored room, not from a room without an entrance, not in combat, not on Mars', () => {
    const { s, p } = setUp();
    const vents = (to: string) => ({ type: 'card', card: 'survivor.vents', half: 0, to, pay: [] });
    assert.ok(!isLegal(s, 0, vents('r9')), 'r9 is face down');
    assert.ok(!isLegal(s, 0, vents('r1')), 'r1 has no entrance');
    reveal(s, 'r1', 'laboratory');
    p.room = 'r1';
    assert.ok(!isLegal(s, 0, vents('r8')), 'no entrance to leave by');
    p.room = 'r2';
    s.firstEncounterDone = true;
    placeIntruder(s, 'adult', 'r2', scripted([]).ctx);
    assert.ok(!isLegal(s, 0, vents('r8')), 'in combat');
    const m = position(['survivor', 'sentry'], { side: 'mars' });
    player(m, 0).hand = ['survivor.vents'];
    assert.equal(game.legalActions(m, 0).filter((x) => x.card === 'survivor.vents').length, 0);
  });
});
