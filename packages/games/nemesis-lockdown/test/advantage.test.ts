import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { shoot } from '../src/core/combat.ts';
import { placeIntruder } from '../src/core/intruders.ts';
import { ADVANTAGE_DIE, COMBAT_DIE } from '../src/data/rooms.ts';
import type { GameState } from '../src/types.ts';
import { act, game, indexOf, player, position, reveal, rules, scripted } from './helpers.ts';

/**
 * 004's reference: the advantage die (shooting in a powered section) has two results of its own: a
 * miss that discarding an action card turns into 1 injury, and 1 injury that a discarded card makes 2.
 */
const CARD_ONE = ADVANTAGE_DIE.indexOf('card-one');
const CARD_TWO = ADVANTAGE_DIE.indexOf('card-two');

function armed(): { s: GameState; target: number } {
  const s = position(['sentry', 'survivor']);
  const p = player(s, 0);
  s.power.active = [1, 2, 3, 4];
  s.firstEncounterDone = true;
  p.hand = ['run', 'run', 'rest'];
  p.hands = [{ kind: 'item', name: 'pistol', ammo: 3 }];
  const intr = placeIntruder(s, 'adult', p.room, scripted([]).ctx);
  return { s, target: intr.id };
}

describe('the advantage die: discarding an action card for more injuries', () => {
  test('both results exist on the advantage die and not on the combat die', () => {
    assert.ok(CARD_ONE >= 0 && CARD_TWO >= 0);
    assert.ok(!COMBAT_DIE.includes('card-one') && !COMBAT_DIE.includes('card-two'));
  });

  test('"card-one": a discarded card deals 1 injury; the turn waits for the answer', () => {
    const { s, target } = armed();
    const p = player(s, 0);
    act(s, 0, { type: 'shoot', weapon: 0, target, pay: ['run'] }, scripted([CARD_ONE]).ctx);
    assert.equal(s.decisions.at(-1)?.kind, 'advantage');
    assert.deepEqual(
      game.legalActions(s, 0).map((a) => a.card),
      ['rest', 'run', null],
    );
    assert.equal(s.intruders[0]?.injuries, 0, 'nothing is dealt before the answer');
    const { ctx } = scripted([indexOf(s.attackDeck, 'bite')]);
    act(s, 0, { type: 'advantage', card: 'rest' }, ctx);
    assert.equal(s.intruders.find((i) => i.id === target)?.injuries ?? 1, 1);
    assert.deepEqual(p.hand, ['run']);
    assert.ok(p.discard.includes('rest'));
    assert.equal(p.actionsLeft, 1);
    assert.equal(s.active, 0);
  });

  test('"card-one" without a discard is a miss, even with a shooting bonus', () => {
    const { s, target } = armed();
    const p = player(s, 0);
    const intr = s.intruders[0];
    const weapon = p.hands[0];
    assert.ok(intr && weapon);
    shoot(s, p, weapon, intr, scripted([CARD_ONE]).ctx, 1);
    const { ctx, events, left } = scripted([]);
    act(s, 0, { type: 'advantage', card: null }, ctx);
    assert.equal(left(), 0, 'no blood card drawn: no injury');
    assert.equal(s.intruders.find((i) => i.id === target)?.injuries, 0);
    assert.ok(rules(events).includes('combat.advantage'));
    assert.deepEqual([...p.hand].sort(), ['rest', 'run', 'run']);
  });

  test('"card-two": 1 injury, or 2 with a discarded card (plus the bonus on a hit)', () => {
    for (const [card, want] of [
      [null, 1],
      ['run', 2],
    ] as const) {
      const { s } = armed();
      const p = player(s, 0);
      const intr = s.intruders[0];
      const weapon = p.hands[0];
      assert.ok(intr && weapon);
      shoot(s, p, weapon, intr, scripted([CARD_TWO]).ctx);
      act(s, 0, { type: 'advantage', card }, scripted([indexOf(s.attackDeck, 'bite')]).ctx);
      assert.equal(intr.injuries, want);
    }
    const { s } = armed();
    const p = player(s, 0);
    const intr = s.intruders[0];
    const weapon = p.hands[0];
    assert.ok(intr && weapon);
    shoot(s, p, weapon, intr, scripted([CARD_TWO]).ctx, 1);
    act(s, 0, { type: 'advantage', card: 'run' }, scripted([indexOf(s.attackDeck, 'bite')]).ctx);
    assert.equal(intr.injuries, 3);
  });

  test('with no action card in hand there is nothing to ask: "card-one" misses, "card-two" deals 1', () => {
    const { s } = armed();
    const p = player(s, 0);
    p.hand = ['contamination'];
    const intr = s.intruders[0];
    const weapon = p.hands[0];
    assert.ok(intr && weapon);
    shoot(s, p, weapon, intr, scripted([CARD_ONE]).ctx);
    assert.equal(s.decisions.length, 0);
    assert.equal(intr.injuries, 0);
    shoot(s, p, weapon, intr, scripted([CARD_TWO, indexOf(s.attackDeck, 'bite')]).ctx);
    assert.equal(intr.injuries, 1);
  });

  test('without power the combat die is rolled: no card is asked for', () => {
    const { s } = armed();
    s.power.active = [];
    const p = player(s, 0);
    const intr = s.intruders[0];
    const weapon = p.hands[0];
    assert.ok(intr && weapon);
    shoot(s, p, weapon, intr, scripted([0]).ctx);
    assert.equal(s.decisions.length, 0);
    assert.equal(intr.injuries, 0, 'face 0 of the combat die is a miss');
  });

  test('at the eggs: the discarded card destroys one, and the noise roll comes after the answer', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    reveal(s, 'r1', 'nest', 0);
    p.room = 'r1';
    s.eggsInNest = 3;
    s.power.active = [1, 2, 3, 4];
    p.hand = ['run', 'rest'];
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 3 }];
    const shot = scripted([CARD_ONE]);
    act(s, 0, { type: 'shoot', weapon: 0, target: 'egg', pay: ['run'] }, shot.ctx);
    assert.ok(!rules(shot.events).includes('noise.roll'));
    const answer = scripted([8]);
    act(s, 0, { type: 'advantage', card: 'rest' }, answer.ctx);
    assert.equal(s.eggsInNest, 2);
    assert.ok(rules(answer.events).includes('noise.roll'));
  });

  test('contamination cards are never offered; the event says what was discarded and dealt; the right intruder is hit', () => {
    const { s, target } = armed();
    const p = player(s, 0);
    p.hand = ['sentry.fresh-magazine', 'contamination', 'rest'];
    const other = placeIntruder(s, 'adult', p.room, scripted([]).ctx);
    const weapon = p.hands[0];
    assert.ok(weapon);
    shoot(s, p, weapon, other, scripted([CARD_TWO]).ctx);
    assert.deepEqual(
      game.legalActions(s, 0).map((a) => a.card),
      ['rest', 'sentry.fresh-magazine', null],
    );
    const { ctx, events } = scripted([indexOf(s.attackDeck, 'bite')]);
    act(s, 0, { type: 'advantage', card: 'sentry.fresh-magazine' }, ctx);
    assert.equal(other.injuries, 2);
    assert.equal(s.intruders.find((i) => i.id === target)?.injuries, 0);
    const e = events.find((x) => x.rule === 'combat.advantage');
    assert.deepEqual(e?.data, { seat: 0, card: 'sentry.fresh-magazine', hits: 2 });
    // The card by its name, not its id.
    assert.match(e?.text ?? '', /discards Fresh Magazine: 2 injuries$/);
  });

  test('at the eggs without a discard: "card-one" destroys none, "card-two" one', () => {
    for (const [face, want] of [
      [CARD_ONE, 3],
      [CARD_TWO, 2],
    ] as const) {
      const s = position(['sentry', 'survivor']);
      const p = player(s, 0);
      reveal(s, 'r1', 'nest', 0);
      p.room = 'r1';
      s.eggsInNest = 3;
      s.power.active = [1, 2, 3, 4];
      p.hand = ['run', 'rest'];
      p.hands = [{ kind: 'item', name: 'pistol', ammo: 3 }];
      act(s, 0, { type: 'shoot', weapon: 0, target: 'egg', pay: ['run'] }, scripted([face]).ctx);
      const { ctx, events } = scripted([8]);
      act(s, 0, { type: 'advantage', card: null }, ctx);
      assert.equal(s.eggsInNest, want);
      const e = events.find((x) => x.rule === 'combat.advantage');
      assert.deepEqual(e?.data, { seat: 0, card: null, hits: 3 - want });
      assert.match(e?.text ?? '', /discards nothing$/);
    }
  });
});
