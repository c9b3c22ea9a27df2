import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { placeIntruder } from '../src/core/intruders.ts';
import { danger, noiseRoll } from '../src/noise.ts';
import { surfaceCard } from '../src/mars.ts';
import { act, game, indexOf, isLegal, player, position, reveal, rules, scripted } from './helpers.ts';

const mars = () => position(['survivor', 'sentry'], { side: 'mars' });

describe('Mars surface side', () => {
  test('buildings are joined only by paths to the crossroads; paths carry no noise and no numbers', () => {
    const s = mars();
    assert.ok(!('stairs-12' in s.rooms));
    const paths = s.corridors.filter((c) => c.path);
    assert.ok(paths.some((c) => c.a === 'r3' && c.b === 'c1'));
    const p = player(s, 0);
    p.room = 'r3';
    for (let face = 0; face < 3; face++) noiseRoll(s, p, scripted([face]).ctx);
    assert.ok(paths.every((c) => !c.noise));
  });

  test('a noise roll on a crossroads uses the surface die and marks the area of that number', () => {
    const s = mars();
    const p = player(s, 0);
    p.room = 'c4';
    noiseRoll(s, p, scripted([2]).ctx); // face "3"
    assert.deepEqual(s.areaNoise, { '3': true });
    const { ctx, events } = scripted([9, indexOf(s.marsDeck, 'frostbite')]); // the surface face
    noiseRoll(s, p, ctx);
    assert.ok(rules(events).includes('mars.card'));
    assert.equal(p.light, 1);
  });

  test('building ducts lead to the building area: noise behind the technical entrance of r2 is area 1', () => {
    const s = mars();
    const p = player(s, 0);
    p.room = 'r2';
    noiseRoll(s, p, scripted([3]).ctx); // exit 4 of r2: its ducts
    assert.deepEqual(s.areaNoise, { '1': true });
    assert.equal(s.techNoise, false);
  });

  test('danger on a crossroads calls every surface intruder not in combat', () => {
    const s = mars();
    const p = player(s, 0);
    p.room = 'c4';
    const far = placeIntruder(s, 'adult', 'c5', scripted([]).ctx);
    const inside = placeIntruder(s, 'adult', 'r9', scripted([]).ctx);
    danger(s, p, scripted([]).ctx);
    assert.equal(far.room, 'c4');
    assert.equal(inside.room, 'r9');
  });

  test('in a building too the Mars side rolls the surface die (its surface face draws a surface card)', () => {
    const s = mars();
    const p = player(s, 0);
    p.room = 'r1';
    const { ctx, events } = scripted([9, indexOf(s.marsDeck, 'rockfall')]);
    noiseRoll(s, p, ctx);
    assert.ok(rules(events).includes('mars.card'), 'face 10 of the surface die is the surface symbol');
    // Rockfall hurts the one who drew it: in a building, its bottom part (a light wound).
    assert.equal(p.light, 1);
    assert.equal(p.serious.length, 0);
  });

  test('danger on a crossroads leaves intruders in buildings alone and, with none called, fills the areas', () => {
    const s = mars();
    const p = player(s, 0);
    p.room = 'c1';
    const inBuilding = placeIntruder(s, 'adult', 'r3', scripted([]).ctx); // r3 is joined to c1 by a path
    danger(s, p, scripted([]).ctx);
    assert.equal(inBuilding.room, 'r3');
    assert.deepEqual(s.areaNoise, { '1': true, '2': true, '3': true, '4': true });
  });

  test('danger in a building room marks the area around the building, entrance or not', () => {
    const s = mars();
    const p = player(s, 0);
    p.room = 'r1'; // building 1, no technical corridors entrance
    danger(s, p, scripted([]).ctx);
    assert.deepEqual(s.areaNoise, { '1': true });
    assert.equal(s.techNoise, false);
  });

  test('surface cards: the upper part out in the open, the bottom part in a building or an Enviro-Suit', () => {
    const s = mars();
    const [p, q] = [player(s, 0), player(s, 1)];
    p.room = 'c4';
    q.room = 'r5';
    s.marsDeck = { 'pressure-drop': 1 };
    surfaceCard(s, p, scripted([0, indexOf(s.woundDeck, 'leg'), 0]).ctx);
    assert.equal(p.serious.length, 1, 'in the open: a serious wound');
    assert.equal(q.light, 1, 'in a building: a light wound');
    const t = mars();
    const r = player(t, 0);
    r.room = 'c4';
    r.inventory = ['enviro-suit'];
    t.marsDeck = { 'pressure-drop': 1 };
    surfaceCard(t, r, scripted([0]).ctx);
    assert.equal(r.serious.length, 0, 'an Enviro-Suit keeps the bottom part');
    assert.equal(r.light, 1);
  });

  test('the cave entrance cannot crawl through the Mars areas', () => {
    const s = mars();
    reveal(s, 'r1', 'cave-entrance');
    reveal(s, 'r2', 'archive');
    const p = player(s, 0);
    p.room = 'r1';
    p.hand = ['focus', 'rest'];
    assert.ok(!game.legalActions(s, 0).some((a) => a.type === 'room'));
  });

  test('the rover drives between exit rooms without a noise roll, or to the bunker', () => {
    const s = mars();
    const p = player(s, 0);
    p.room = 'r3';
    p.hand = ['run', 'rest'];
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'rover', to: 'r7', pay: ['rest'] }, ctx);
    assert.equal(p.room, 'r7');
    assert.equal(s.rover, 'r7');
    assert.ok(!rules(events).includes('noise.roll'));
    act(s, 0, { type: 'rover', to: 'bunker', pay: ['run'] }, scripted([]).ctx);
    assert.equal(p.status, 'bunker');
  });

  test('escaping on foot needs the crossroads by the bunker and an Enviro-Suit, then a quiet noise roll', () => {
    const s = mars();
    const p = player(s, 1);
    s.active = 1;
    p.actionsLeft = 2;
    p.room = 'c5';
    p.hand = ['run', 'rest'];
    assert.ok(!isLegal(s, 1, { type: 'escape', pay: ['rest'] }));
    p.inventory = ['enviro-suit'];
    act(s, 1, { type: 'escape', pay: ['rest'] }, scripted([8]).ctx);
    assert.equal(p.status, 'bunker');
  });

  test('crossroads take neither fire nor malfunction; surface tokens can hand out items', () => {
    const s = mars();
    const p = player(s, 0);
    p.room = 'r3';
    s.unseen.exploration = { 'item-green:1': 1 };
    act(
      s,
      0,
      { type: 'move', to: 'c1', pay: [p.hand[0] as string] },
      scripted([0, indexOf(s.itemDecks.green, 'bandage'), 8]).ctx,
    );
    assert.equal(s.rooms.c1?.tile, 'crossroads');
    assert.deepEqual(p.inventory, ['bandage']);
  });
});
