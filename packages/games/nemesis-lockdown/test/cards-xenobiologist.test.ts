import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { placeIntruder } from '../src/core/intruders.ts';
import { exitOf, otherEnd } from '../src/state.ts';
import { act, game, indexOf, isLegal, player, position, reveal, scripted } from './helpers.ts';

const playable = (s: ReturnType<typeof position>, card: string) =>
  game.legalActions(s, 0).filter((a) => a.type === 'card' && a.card === card);

/** The Xenobiologist's own cards beyond Vivisection (decks.test.ts). */
describe('Xenobiologist', () => {
  test('Field Experience: 1 knowledge for the card and one more', () => {
    const s = position(['xenobiologist', 'sentry']);
    const p = player(s, 0);
    p.hand = ['xenobiologist.field-experience', 'xenobiologist.walk'];
    const k = p.knowledge;
    assert.ok(!isLegal(s, 0, { type: 'card', card: 'xenobiologist.field-experience', half: 0, pay: [] }));
    act(
      s,
      0,
      { type: 'card', card: 'xenobiologist.field-experience', half: 0, pay: ['xenobiologist.walk'] },
      scripted([]).ctx,
    );
    assert.equal(p.knowledge, k + 1);
  });

  test('Dissection: 2 knowledge with a carcass in the room or in hand, out of combat only', () => {
    const s = position(['xenobiologist', 'sentry']);
    s.firstEncounterDone = true;
    const p = player(s, 0);
    reveal(s, 'r1', 'decon');
    p.room = 'r1';
    p.hand = ['xenobiologist.dissection', 'xenobiologist.walk'];
    const play = { type: 'card', card: 'xenobiologist.dissection', half: 0, pay: ['xenobiologist.walk'] };
    assert.ok(!isLegal(s, 0, play), 'no carcass');
    p.hands = [{ kind: 'object', name: 'carcass', ammo: 0 }];
    assert.ok(isLegal(s, 0, play), 'one carried');
    p.hands = [];
    (s.rooms.r1 as { objects: { carcass: number } }).objects.carcass = 1;
    const k = p.knowledge;
    act(s, 0, play, scripted([]).ctx);
    assert.equal(p.knowledge, k + 2);
    assert.equal(s.rooms.r1?.objects.carcass, 1, 'the carcass stays');
    p.hand = ['xenobiologist.dissection', 'xenobiologist.walk'];
    placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    assert.ok(!isLegal(s, 0, play), 'in combat');
  });

  test('Pheromone Spray: a creeper or an adult leaves as a wounded one flees; not a breeder or the queen', () => {
    const s = position(['xenobiologist', 'sentry']);
    s.firstEncounterDone = true;
    const p = player(s, 0);
    reveal(s, 'r1', 'decon');
    p.room = 'r1';
    p.hand = ['xenobiologist.pheromone-spray', 'xenobiologist.walk'];
    const breeder = placeIntruder(s, 'breeder', 'r1', scripted([]).ctx);
    const adult = placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    const spray = (target: number) => ({
      type: 'card',
      card: 'xenobiologist.pheromone-spray',
      half: 0,
      target,
      pay: ['xenobiologist.walk'],
    });
    assert.ok(!isLegal(s, 0, spray(breeder.id)));
    const exit = exitOf(s, 'r1', 1);
    assert.notEqual(exit, 'tech');
    act(s, 0, spray(adult.id), scripted([indexOf(s.eventDeck, 'footsteps')]).ctx);
    assert.equal(adult.room, otherEnd(exit as Exclude<typeof exit, 'tech'>, 'r1'));
    assert.equal(breeder.room, 'r1');
  });

  test('Close Observation: 1 knowledge with an intruder in the room or next door, behind a closed door too', () => {
    const s = position(['xenobiologist', 'sentry']);
    s.firstEncounterDone = true;
    const p = player(s, 0);
    reveal(s, 'r1', 'decon');
    p.room = 'r1';
    p.hand = ['xenobiologist.close-observation'];
    assert.equal(playable(s, 'xenobiologist.close-observation').length, 0, 'nothing to watch');
    placeIntruder(s, 'adult', 'r9', scripted([]).ctx);
    assert.equal(playable(s, 'xenobiologist.close-observation').length, 0, 'too far');
    placeIntruder(s, 'creeper', 'r2', scripted([]).ctx);
    for (const c of s.corridors) if (c.a === 'r1' || c.b === 'r1') c.door = 'closed';
    const k = p.knowledge;
    act(s, 0, { type: 'card', card: 'xenobiologist.close-observation', half: 0, pay: [] }, scripted([]).ctx);
    assert.equal(p.knowledge, k + 1);
  });
});
