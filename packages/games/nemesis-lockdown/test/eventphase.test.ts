import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { placeIntruder } from '../src/core/intruders.ts';
import {
  attacks,
  bagDevelopment,
  eventCard,
  fireDamage,
  launchCss,
  noiseRemoval,
  timeTrack,
} from '../src/eventphase.ts';
import { corridor, indexOf, player, position, reveal, scripted } from './helpers.ts';

describe('event phase', () => {
  test('time moves one slot; a single threshold darkens the highest active token only on the red side', () => {
    const s = position(['survivor']);
    s.time = 13;
    s.power.active = [1, 2];
    timeTrack(s, scripted([]).ctx);
    assert.equal(s.time, 12);
    assert.deepEqual(s.power.active, [1]);
    const t = position(['survivor']);
    t.time = 13;
    t.timeActive = true;
    timeTrack(t, scripted([]).ctx);
    assert.deepEqual(t.power.active, [1, 2], 'restored backup power ignores single thresholds');
    t.time = 11;
    timeTrack(t, scripted([]).ctx);
    assert.deepEqual(t.power.active, [1], 'double thresholds always activate');
  });

  test('autodestruction: leaving the yellow slot moves the token 3 on, red, and opens the gate; leaving red destroys', () => {
    const s = position(['survivor']);
    s.time = 10;
    s.autodestruct = { slot: 9, color: 'yellow' };
    timeTrack(s, scripted([]).ctx); // 10 -> 9: the round marked by the yellow token is only starting
    assert.deepEqual(s.autodestruct, { slot: 9, color: 'yellow' });
    assert.equal(s.mainGateOpen, false);
    timeTrack(s, scripted([]).ctx); // 9 -> 8
    assert.deepEqual(s.autodestruct, { slot: 6, color: 'red' });
    assert.equal(s.mainGateOpen, true);
    s.time = 7;
    timeTrack(s, scripted([]).ctx); // 7 -> 6: still standing
    assert.equal(s.endReason, null);
    timeTrack(s, scripted([]).ctx); // 6 -> 5
    assert.equal(s.endReason, 'destroyed');
  });

  test('the alert procedure ends the game when time leaves its slot; the final slot purges', () => {
    const s = position(['survivor']);
    s.time = 5;
    s.alert = 5;
    timeTrack(s, scripted([]).ctx);
    assert.equal(s.endReason, 'alert');
    const t = position(['survivor']);
    t.time = 1;
    timeTrack(t, scripted([]).ctx);
    assert.equal(t.endReason, 'purge');
  });

  test('noise fades only in powered sections and not next to characters', () => {
    const s = position(['survivor']);
    s.power.sections = [1, 3, 4];
    s.power.active = [1];
    corridor(s, 'r1', 'r2').noise = true; // section 1, powered, nobody there
    corridor(s, 'isolation', 'r1').noise = true; // next to the survivor in isolation
    corridor(s, 'r7', 'r10').noise = true; // section 3, dark
    s.techNoise = true;
    noiseRemoval(s, scripted([]).ctx);
    assert.equal(corridor(s, 'r1', 'r2').noise, false);
    assert.equal(corridor(s, 'isolation', 'r1').noise, true);
    assert.equal(corridor(s, 'r7', 'r10').noise, true);
    assert.equal(s.techNoise, true);
  });

  test('each intruder with a character attacks; fire injures intruders and burns a loose egg', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    placeIntruder(s, 'adult', p.room, scripted([]).ctx);
    s.attackDeck = { scratch: 1 };
    attacks(s, scripted([0]).ctx);
    assert.equal(p.light, 1);
    const burning = placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    const r1 = s.rooms.r1;
    assert.ok(r1);
    r1.fire = true;
    r1.objects.egg = 2;
    s.attackDeck = { bite: 1 };
    s.weakness.revealed = [null, null, null];
    fireDamage(s, scripted([0]).ctx);
    assert.equal(burning.injuries, 1);
    assert.equal(r1.objects.egg, 1);
    // A known fire weakness (and enough knowledge) doubles the burn.
    s.weakness.revealed = ['vulnerability-to-fire', null, null];
    s.attackDeck = { bite: 1 };
    fireDamage(s, scripted([0]).ctx);
    assert.equal(burning.injuries, 3);
  });

  test('event movement: only shown kinds not in combat move; doors break; technical corridors hide', () => {
    const s = position(['survivor']);
    const inCombat = placeIntruder(s, 'adult', 'isolation', scripted([]).ctx);
    const free = placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    const creeper = placeIntruder(s, 'creeper', 'r1', scripted([]).ctx);
    s.eventDeck = { footsteps: 1 }; // adults, exit 1
    eventCard(s, scripted([0]).ctx);
    assert.equal(inCombat.room, 'isolation');
    assert.equal(free.room, 'isolation', 'exit 1 of r1 leads to the isolation room');
    assert.equal(creeper.room, 'r1');
    const t = position(['survivor']);
    const a = placeIntruder(t, 'adult', 'r1', scripted([]).ctx);
    corridor(t, 'isolation', 'r1').door = 'closed';
    t.eventDeck = { footsteps: 1 };
    eventCard(t, scripted([0]).ctx);
    assert.equal(a.room, 'r1');
    assert.equal(corridor(t, 'isolation', 'r1').door, 'destroyed');
    const w = position(['survivor']);
    const pair = [placeIntruder(w, 'adult', 'r1', scripted([]).ctx), placeIntruder(w, 'adult', 'r1', scripted([]).ctx)];
    corridor(w, 'isolation', 'r1').door = 'closed';
    w.eventDeck = { footsteps: 1 };
    eventCard(w, scripted([0]).ctx);
    assert.deepEqual(
      pair.map((i) => i.room),
      ['r1', 'r1'],
      'intruders moving together are all stopped by the door they break',
    );
    const u = position(['survivor']);
    const b = placeIntruder(u, 'adult', 'r2', scripted([]).ctx);
    u.aside.adult = 1;
    u.supply.adult = (u.supply.adult ?? 0) - 1;
    const bag = u.bag.adult ?? 0;
    u.eventDeck = { gathering: 1 }; // creepers and adults, exit 4: r2's technical corridors
    eventCard(u, scripted([0]).ctx);
    assert.ok(!u.intruders.includes(b));
    assert.equal(u.bag.adult, bag + 1);
  });

  test('bag development: larva and creeper grow, adult makes everyone roll, queen lays an egg, blank adds an adult', () => {
    const s = position(['survivor']);
    const adults = s.bag.adult ?? 0;
    bagDevelopment(s, scripted([indexOf(s.bag, 'larva')]).ctx);
    assert.equal(s.bag.larva, 3);
    assert.equal(s.bag.adult, adults + 1);
    bagDevelopment(s, scripted([indexOf(s.bag, 'creeper')]).ctx);
    assert.equal(s.bag.creeper, undefined);
    assert.equal(s.bag.breeder, 1);
    const { ctx, events } = scripted([indexOf(s.bag, 'adult'), 8]);
    bagDevelopment(s, ctx);
    assert.ok(events.some((e) => e.rule === 'noise.roll'));
    assert.equal(s.bag.adult, adults + 1, 'the adult token goes back');
    const eggs = s.eggsInNest;
    bagDevelopment(s, scripted([indexOf(s.bag, 'queen')]).ctx);
    assert.equal(s.eggsInNest, eggs + 1, 'no one in the (undiscovered) nest: an egg');
    bagDevelopment(s, scripted([indexOf(s.bag, 'blank')]).ctx);
    assert.equal(s.bag.adult, adults + 2);
    assert.equal(s.bag.blank, 1);
  });

  test('the queen token with a character in the nest brings the queen there as an encounter', () => {
    const s = position(['survivor']);
    reveal(s, 'r1', 'nest', 0);
    player(s, 0).room = 'r1';
    player(s, 0).hand = ['run', 'run', 'run', 'run', 'run', 'run'];
    corridor(s, 'r1', 'r2').noise = true;
    corridor(s, 'isolation', 'r1').noise = true;
    bagDevelopment(s, scripted([indexOf(s.bag, 'queen')]).ctx);
    assert.deepEqual(
      s.intruders.map((i) => [i.kind, i.room]),
      [['queen', 'r1']],
    );
    assert.equal(corridor(s, 'r1', 'r2').noise, false, 'an encounter silences the corridors of the room');
    assert.equal(corridor(s, 'isolation', 'r1').noise, false);
  });

  test('the queen among several characters in the nest surprises the one with fewest cards', () => {
    const s = position(['survivor', 'sentry']);
    s.firstEncounterDone = true; // not the first encounter (that one waits for the objective choice)
    reveal(s, 'r1', 'nest', 0);
    const [a, b] = [player(s, 0), player(s, 1)];
    a.room = 'r1';
    b.room = 'r1';
    a.hand = ['run', 'run', 'run', 'run', 'run', 'run'];
    b.hand = ['aim', 'aim'];
    s.firstPlayer = 0;
    s.attackDeck = { bite: 1 };
    const { ctx, events } = scripted([indexOf(s.bag, 'queen'), 0, indexOf(s.woundDeck, 'leg')]);
    bagDevelopment(s, ctx);
    const surprise = events.find((e) => e.rule === 'encounter.surprise');
    assert.equal(
      (surprise?.data as { seat?: number } | undefined)?.seat,
      1,
      'seat 1 holds 2 cards, fewer than the queen number',
    );
    assert.equal(b.serious.length, 1);
    assert.equal(a.serious.length, 0);
  });

  test('CSS: the token under the time token launches the pods it names; others wound their passenger', () => {
    const s = position(['survivor', 'sentry']);
    s.time = 8;
    s.unseen.css = { A: 1 };
    s.pods.A = 0;
    s.pods.B = 1;
    player(s, 0).status = 'pod';
    player(s, 1).status = 'pod';
    launchCss(s, scripted([0, indexOf(s.woundDeck, 'leg')]).ctx);
    assert.equal(player(s, 0).status, 'evacuated');
    assert.equal(player(s, 1).status, 'pod');
    assert.equal(player(s, 1).serious.length, 1);
    assert.equal(s.css.slots['8'], 'A');
  });

  test('fire in the nest burns one of its eggs', () => {
    const s = position(['survivor']);
    reveal(s, 'r1', 'nest', 0);
    const r1 = s.rooms.r1;
    assert.ok(r1);
    r1.fire = true;
    s.eggsInNest = 1;
    fireDamage(s, scripted([]).ctx);
    assert.equal(s.eggsInNest, 0);
    assert.equal(s.nestDestroyed, true);
  });
});
