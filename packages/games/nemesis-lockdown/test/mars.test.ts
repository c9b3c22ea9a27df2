import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { placeIntruder } from '../src/core/intruders.ts';
import { danger, noiseRoll } from '../src/noise.ts';
import { act, indexOf, isLegal, player, position, rules, scripted } from './helpers.ts';

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
