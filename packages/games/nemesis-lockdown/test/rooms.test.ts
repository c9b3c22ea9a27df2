import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { handLimit } from '../src/round.ts';
import { CONTAMINATION } from '../src/types.ts';
import { resolveVent } from '../src/vent.ts';
import { act, indexOf, isLegal, player, position, reveal, rules, scripted } from './helpers.ts';

const PAY = ['focus', 'rest'];

function at(tile: string, characters = ['survivor', 'sentry'], room = 'r1') {
  const s = position(characters);
  reveal(s, room, tile);
  const p = player(s, 0);
  p.room = room;
  p.hand = ['focus', 'rest', 'run'];
  return { s, p };
}

describe('room actions', () => {
  test('no room action in combat', () => {
    const { s } = at('transmitter');
    s.intruders.push({ id: 3, kind: 'adult', room: 'r1', injuries: 0 });
    assert.ok(!isLegal(s, 0, { type: 'room', option: 'send', pay: PAY }));
  });

  test('transmitter: send the signal', () => {
    const { s, p } = at('transmitter');
    act(s, 0, { type: 'room', option: 'send', pay: PAY }, scripted([]).ctx);
    assert.equal(p.signal, true);
  });

  test('cooling system starts autodestruction 3 slots on; the generator stops it while yellow', () => {
    const { s } = at('cooling');
    act(s, 0, { type: 'room', pay: PAY }, scripted([]).ctx);
    assert.deepEqual(s.autodestruct, { slot: 12, color: 'yellow' });
    const t = at('generator').s;
    t.autodestruct = { slot: 12, color: 'yellow' };
    act(t, 0, { type: 'room', option: 'stop', pay: PAY }, scripted([]).ctx);
    assert.equal(t.autodestruct, null);
    const u = at('generator').s;
    u.autodestruct = { slot: 9, color: 'red' };
    assert.ok(!isLegal(u, 0, { type: 'room', option: 'stop', pay: PAY }), 'red cannot be stopped');
  });

  test('the generator flips the power token of its own section', () => {
    const { s } = at('generator');
    s.power.sections = [3, 1, 2];
    s.power.active = [1, 2];
    act(s, 0, { type: 'room', option: 'power', pay: PAY }, scripted([]).ctx);
    assert.deepEqual(s.power.active, [1, 2, 3]);
  });

  test('emergency room: dress all, heal a dressed one, or heal all light wounds', () => {
    const { s, p } = at('emergency');
    p.light = 2;
    p.serious = [{ kind: 'leg', dressed: false }];
    act(s, 0, { type: 'room', option: 'dress', pay: PAY }, scripted([]).ctx);
    assert.deepEqual(p.serious, [{ kind: 'leg', dressed: true }]);
    p.hand = ['focus', 'rest'];
    act(s, 0, { type: 'room', option: 'heal-light', pay: PAY }, scripted([]).ctx);
    assert.equal(p.light, 0);
  });

  test('laboratory: research gives 3 knowledge and turns a weakness; the same object type again only teaches', () => {
    const { s, p } = at('laboratory');
    const r1 = s.rooms.r1;
    assert.ok(r1);
    r1.objects.carcass = 2;
    s.weakness.revealed = ['sluggish', null, null];
    s.unseen.weakness = { 'fragile-carapace': 1 };
    const { ctx } = scripted([]);
    act(s, 0, { type: 'room', object: 'carcass', from: 'room', pay: PAY }, ctx);
    assert.equal(p.knowledge, 6);
    assert.deepEqual(s.weakness.researched, ['carcass', null, null]);
    p.hand = ['focus', 'rest'];
    act(s, 0, { type: 'room', object: 'carcass', from: 'room', pay: PAY }, ctx);
    assert.equal(p.knowledge, 9);
    assert.deepEqual(s.weakness.researched, ['carcass', null, null]);
    assert.equal(r1.objects.carcass, 0, 'researched objects are used up');
  });

  test('archive: 2 knowledge once', () => {
    const { s, p } = at('archive');
    act(s, 0, { type: 'room', peek: 'neutral', pay: PAY }, scripted([0]).ctx);
    assert.equal(p.knowledge, 5);
    p.hand = ['focus', 'rest'];
    assert.ok(!isLegal(s, 0, { type: 'room', peek: 'neutral', pay: PAY }));
    assert.ok(!isLegal(s, 0, { type: 'room', peek: 1, pay: PAY }));
  });

  test('nest: taking the last egg destroys the nest, with a noise roll', () => {
    const { s, p } = at('nest');
    s.eggsInNest = 1;
    const { ctx, events } = scripted([8]);
    act(s, 0, { type: 'room', pay: PAY }, ctx);
    assert.equal(s.nestDestroyed, true);
    assert.deepEqual(p.hands.at(-1), { kind: 'object', name: 'egg', ammo: 0 });
    assert.ok(rules(events).includes('noise.roll'));
  });

  test('shooting at eggs rolls the die: each injury destroys one, a miss still makes noise', () => {
    const { s } = at('nest', ['sentry', 'survivor']);
    s.eggsInNest = 3;
    s.power.active = [];
    const { ctx, events } = scripted([5, 8]); // a double on the combat die: two eggs
    act(s, 0, { type: 'shoot', weapon: 0, target: 'egg', pay: ['focus'] }, ctx);
    assert.equal(s.eggsInNest, 1);
    assert.ok(rules(events).includes('noise.roll'));
    const miss = scripted([0, 8]);
    act(s, 0, { type: 'melee', target: 'egg', pay: ['rest'] }, miss.ctx);
    assert.equal(s.eggsInNest, 1);
    assert.equal(player(s, 0).serious.length, 0, 'no wound for missing an egg');
    assert.deepEqual(
      player(s, 0).discard.filter((c) => c.startsWith('contamination')),
      [],
      'no contamination either',
    );
    assert.ok(rules(miss.events).includes('noise.roll'));
  });

  test('backup power: resets to tokens 1 and 2 when fewer than 3 are active, and flips the time token', () => {
    const s = position(['sentry']);
    const p = player(s, 0);
    p.room = 'backup';
    p.hand = ['focus', 'rest'];
    s.power.active = [];
    act(s, 0, { type: 'room', arrangement: [4, 1, 3, 2], pay: PAY }, scripted([]).ctx);
    assert.deepEqual(s.power.active, [1, 2]);
    assert.deepEqual(s.power.sections, [4, 1, 3], 'tokens placed where the player chose');
    assert.equal(s.power.elevator, 2);
    assert.equal(s.timeActive, true);
  });

  test('a heavy item found with both hands full: the player drops something held or leaves it', () => {
    const s = position(['sentry', 'survivor']);
    reveal(s, 'r4', 'defense', 2);
    const p = player(s, 0);
    p.room = 'r4';
    p.hands.push({ kind: 'object', name: 'egg', ammo: 0 });
    p.hand = ['focus', 'rest', 'run', 'run'];
    const first = scripted([indexOf(s.itemDecks.red, 'rifle')]);
    act(s, 0, { type: 'search', color: 'red', pay: ['focus', 'rest'] }, first.ctx);
    assert.equal(s.decisions.at(-1)?.kind, 'hands-full');
    const found = first.events.find((e) => e.rule === 'search');
    assert.ok(found && found.to === undefined && found.reveals, 'a heavy item found is shown to everyone');
    act(s, 0, { type: 'make-room', drop: 1 }, scripted([]).ctx);
    assert.deepEqual(
      p.hands.map((h) => h.name),
      ['sentry-rifle', 'rifle'],
    );
    assert.equal(s.rooms.r4?.objects.egg, 1);
    act(
      s,
      0,
      { type: 'search', color: 'red', pay: ['run', 'run'] },
      scripted([indexOf(s.itemDecks.red, 'pistol')]).ctx,
    );
    const pistols = s.itemDecks.red.pistol ?? 0;
    act(s, 0, { type: 'make-room', drop: 'new' }, scripted([]).ctx);
    assert.equal(s.itemDecks.red.pistol, pistols + 1, 'the new item goes back under its deck');
    assert.equal(p.hands.length, 2);
  });

  test('alert room: the alert token goes on half the time slot, rounded down', () => {
    const s = position(['sentry']);
    const p = player(s, 0);
    p.room = 'alert';
    p.hand = ['focus', 'rest'];
    s.time = 11;
    act(s, 0, { type: 'room', option: 'start', pay: PAY }, scripted([]).ctx);
    assert.equal(s.alert, 5);
  });

  test('elevator: call it to your section, then ride it without a noise roll', () => {
    const s = position(['sentry']);
    const p = player(s, 0);
    p.room = 'elevator-2';
    p.hand = ['focus', 'rest', 'run', 'run'];
    s.power.elevator = 1;
    s.power.active = [1];
    s.elevatorAt = 1;
    act(s, 0, { type: 'room', option: 'call', pay: PAY }, scripted([]).ctx);
    assert.equal(s.elevatorAt, 2);
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'room', option: 'use', section: 3, invite: [], pay: ['run', 'run'] }, ctx);
    assert.equal(p.room, 'elevator-3');
    assert.ok(!rules(events).includes('noise.roll'));
    s.power.active = [];
    assert.ok(!isLegal(s, 1, { type: 'room', option: 'call', pay: PAY }), 'no power, no elevator');
  });

  test('elevator: invited characters in the room may ride along, each agreeing or not', () => {
    const s = position(['sentry', 'xenobiologist', 'psychologist']);
    const p = player(s, 0);
    for (const q of s.players) q.room = 'elevator-2';
    p.hand = ['focus', 'rest'];
    s.power.elevator = 1;
    s.power.active = [1];
    s.elevatorAt = 2;
    act(s, 0, { type: 'room', option: 'use', section: 1, invite: [1, 2], pay: PAY }, scripted([]).ctx);
    assert.deepEqual(
      s.decisions.map((d) => d.seat),
      [2, 1],
      'seat 1 answers first',
    );
    act(s, 1, { type: 'ride', accept: true }, scripted([]).ctx);
    act(s, 2, { type: 'ride', accept: false }, scripted([]).ctx);
    assert.equal(player(s, 1).room, 'elevator-1');
    assert.equal(player(s, 2).room, 'elevator-2');
  });

  test('surgery: scan everything, remove infections and the larva, a light wound, pass, reshuffle', () => {
    const { s, p } = at('surgery');
    p.discard = [CONTAMINATION, 'aim'];
    s.contaminationDeck--;
    p.larva = true;
    const faces = s.unseen.contaminationFaces;
    act(s, 0, { type: 'room', pay: PAY }, scripted([indexOf(faces, 'infected')]).ctx);
    assert.equal(p.larva, false);
    assert.equal(p.light, 1);
    assert.equal(p.passed, true);
    assert.deepEqual(p.hand, []);
    assert.ok(!Object.keys(p.deck).includes(CONTAMINATION));
  });

  test('CSS pods open only while the time token shares a slot with a CSS token', () => {
    const { s, p } = at('css-a');
    s.time = 10;
    assert.ok(!isLegal(s, 0, { type: 'room', pay: PAY }));
    s.time = 8;
    act(s, 0, { type: 'room', pay: PAY }, scripted([]).ctx);
    assert.equal(p.status, 'pod');
    assert.equal(s.pods.A, 0);
    assert.deepEqual(p.hand, [], 'all cards discarded');
  });

  test('testing lab needs 4 knowledge for the neutralizer', () => {
    const { s, p } = at('testing-lab', ['sentry', 'survivor']);
    assert.ok(!isLegal(s, 0, { type: 'room', pay: PAY }));
    p.knowledge = 4;
    act(s, 0, { type: 'room', pay: PAY }, scripted([]).ctx);
    assert.ok(p.inventory.includes('neutralizer'));
  });

  test('cave entrance: crawl to an explored room with a technical entrance, attacked as by an adult in darkness', () => {
    const { s, p } = at('cave-entrance');
    reveal(s, 'r8', 'archive');
    s.power.active = [1, 2, 3, 4];
    s.attackDeck = { claws: 1 };
    act(s, 0, { type: 'room', to: 'r8', pay: PAY }, scripted([0]).ctx);
    assert.equal(p.room, 'r8');
    assert.equal(p.light, 2, 'claws plus the darkness extra');
  });

  test('defense control: malfunction and injury to intruders, a serious wound to characters there', () => {
    const { s } = at('defense', ['survivor', 'sentry']);
    reveal(s, 'r9', 'archive');
    player(s, 1).room = 'r9';
    s.intruders.push({ id: 4, kind: 'larva', room: 'r9', injuries: 0 });
    assert.ok((s.rooms.r1?.items ?? 0) > 0);
    assert.ok(isLegal(s, 0, { type: 'room', room: 'r9', by: 'malfunction', pay: PAY }), 'either price may be chosen');
    act(s, 0, { type: 'room', room: 'r9', by: 'items', pay: PAY }, scripted([0]).ctx);
    assert.equal(s.rooms.r9?.malfunction, true);
    assert.equal(s.intruders.length, 0);
    assert.equal(player(s, 1).serious.length, 1);
  });

  test('vent control: a room still sealed at the end of the player phase kills everything in it', () => {
    const { s } = at('vent-control');
    player(s, 1).room = 'r3';
    s.intruders.push({ id: 4, kind: 'adult', room: 'r3', injuries: 0 });
    act(s, 0, { type: 'room', room: 'r3', pay: PAY }, scripted([]).ctx);
    assert.equal(s.vent, 'r3');
    assert.ok(s.corridors.filter((c) => c.a === 'r3' || c.b === 'r3').every((c) => c.door === 'closed'));
    resolveVent(s, scripted([]).ctx);
    assert.equal(player(s, 1).status, 'dead');
    assert.equal(s.intruders.length, 0);
    assert.equal(s.rooms.r3?.objects.carcass, 1);
  });

  test('vent control: an opened door lifts the venting', () => {
    const { s } = at('vent-control');
    player(s, 1).room = 'r3';
    act(s, 0, { type: 'room', room: 'r3', pay: PAY }, scripted([]).ctx);
    const c = s.corridors.find((x) => x.a === 'r3' || x.b === 'r3');
    assert.ok(c);
    c.door = 'destroyed';
    resolveVent(s, scripted([]).ctx);
    assert.equal(player(s, 1).status, 'alive');
  });

  test('vent control: a door opened and closed again before the phase ends still lifts the venting', () => {
    const { s, p } = at('vent-control');
    player(s, 1).room = 'r3';
    act(s, 0, { type: 'room', room: 'r3', pay: PAY }, scripted([]).ctx);
    assert.equal(s.vent, 'r3');
    reveal(s, 'r2', 'archive');
    p.room = 'r2';
    p.hand = ['focus', 'rest'];
    s.power.sections = [1, 2, 3];
    s.power.active = [1];
    s.computer = { top: 'terminal-b', deck: {}, under: ['terminal-a'] };
    act(s, 0, { type: 'computer', choice: 1, pay: ['rest'] }, scripted([]).ctx); // open the doors of section 1
    for (const c of s.corridors) if (c.a === 'r3' || c.b === 'r3') c.door = 'closed'; // sealed again later
    resolveVent(s, scripted([]).ctx);
    assert.equal(player(s, 1).status, 'alive');
  });

  test('solo mode halves the items of explored rooms, rounding up', () => {
    const s = position(['survivor']);
    s.unseen.exploration = { 'door:3': 1 };
    act(
      s,
      0,
      { type: 'move', to: 'r1', pay: [player(s, 0).hand[0] as string] },
      scripted([indexOf(s.unseen.tilesI, 'archive'), 0, 8]).ctx,
    );
    assert.equal(s.rooms.r1?.items, 2);
  });

  test('a malfunction in the isolation room removes its extra card', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    assert.equal(handLimit(s, p), 6);
    const iso = s.rooms.isolation;
    assert.ok(iso);
    iso.malfunction = true;
    assert.equal(handLimit(s, p), 5);
  });
});
