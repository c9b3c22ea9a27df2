/**
 * The event phase's steps one rule at a time (004, "Event phase"): the time track's alert, fire against
 * eggs and the nest, the phase stopping once the game has ended, and every intruder bag token.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bagDevelopment, eventPhase, fireDamage, noiseRemoval, timeTrack } from '../src/eventphase.ts';
import type { GameState } from '../src/types.ts';
import { indexOf, player, position, reveal, scripted } from './helpers.ts';

/** The silence face of the noise die (index 8). */
const SILENCE = 8;

function table(players = ['survivor', 'sentry']): GameState {
  const s = position(players);
  s.intruders = [];
  return s;
}

describe('the time track', () => {
  test('the alert procedure ends the game when the time token leaves its slot, not before, and not without it', () => {
    const s = table();
    s.time = 9;
    s.alert = null;
    timeTrack(s, scripted([]).ctx);
    assert.equal(s.time, 8);
    assert.equal(s.endReason, null, 'no alert procedure: nothing ends');
    s.alert = 6;
    timeTrack(s, scripted([]).ctx);
    assert.equal(s.endReason, null, 'the alert is further on');
    s.time = 6;
    timeTrack(s, scripted([]).ctx);
    assert.equal(s.endReason, 'alert');
  });

  test('once the game has ended the rest of the event phase does not run', () => {
    const s = table();
    s.time = 1;
    const c = s.corridors[0] as (typeof s.corridors)[number];
    c.noise = true;
    const deck = JSON.stringify(s.eventDeck);
    eventPhase(s, scripted([]).ctx);
    assert.equal(s.endReason, 'purge');
    assert.equal(c.noise, true, 'no noise removal');
    assert.equal(JSON.stringify(s.eventDeck), deck, 'no event card drawn');
  });
});

describe('noise removal', () => {
  test('the noise weakness (designed), once known well enough, also clears the technical corridors', () => {
    const s = table();
    s.techNoise = true;
    noiseRemoval(s, scripted([]).ctx);
    assert.equal(s.techNoise, true, 'not without the weakness');
    s.weakness.revealed = ['sound-sensitive', null, null];
    player(s, 0).knowledge = 1;
    noiseRemoval(s, scripted([]).ctx);
    assert.equal(s.techNoise, false);
  });
});

describe('fire in the event phase', () => {
  test('a burning room loses one loose egg; the nest loses one of its eggs only when no loose egg is left', () => {
    const s = table();
    reveal(s, 'r1', 'nest');
    const nest = s.rooms.r1 as NonNullable<(typeof s.rooms)['r1']>;
    nest.fire = true;
    nest.objects.egg = 1;
    s.eggsInNest = 2;
    fireDamage(s, scripted([]).ctx);
    assert.equal(nest.objects.egg, 0);
    assert.equal(s.eggsInNest, 2);
    fireDamage(s, scripted([]).ctx);
    assert.equal(s.eggsInNest, 1);
    assert.equal(s.nestDestroyed, false);
    fireDamage(s, scripted([]).ctx);
    assert.equal(s.eggsInNest, 0);
    assert.equal(s.nestDestroyed, true, 'the last egg burnt destroys the nest');
    fireDamage(s, scripted([]).ctx);
    assert.equal(s.eggsInNest, 0, 'a burnt-out nest has nothing more to lose');
  });

  test('a nest that is not burning keeps its eggs; a burning room that is not the nest does not touch them', () => {
    const s = table();
    reveal(s, 'r1', 'nest');
    reveal(s, 'r2', 'archive');
    s.eggsInNest = 1;
    (s.rooms.r2 as { fire: boolean }).fire = true;
    fireDamage(s, scripted([]).ctx);
    assert.equal(s.eggsInNest, 1);
    assert.equal(s.nestDestroyed, false);
  });
});

describe('intruder bag development', () => {
  test('an empty bag develops nothing', () => {
    const s = table();
    s.bag = {};
    const supply = { ...s.supply };
    bagDevelopment(s, scripted([]).ctx);
    assert.deepEqual(s.supply, supply);
  });

  test('a larva leaves the bag and an adult from the supply takes its place; with no adult left, only the larva leaves', () => {
    const s = table();
    s.bag = { larva: 1, blank: 1 };
    s.supply = { ...s.supply, larva: 0, adult: 1 };
    bagDevelopment(s, scripted([indexOf(s.bag, 'larva')]).ctx);
    assert.deepEqual(s.bag, { adult: 1, blank: 1 });
    assert.equal(s.supply.larva, 1);
    assert.equal(s.supply.adult ?? 0, 0);
    s.bag = { larva: 1, blank: 1 };
    bagDevelopment(s, scripted([indexOf(s.bag, 'larva')]).ctx);
    assert.deepEqual(s.bag, { blank: 1 });
    assert.equal(s.supply.larva, 2);
  });

  test('a creeper leaves the bag and a breeder takes its place', () => {
    const s = table();
    s.bag = { creeper: 1 };
    s.supply = { ...s.supply, creeper: 0, breeder: 2 };
    bagDevelopment(s, scripted([0]).ctx);
    assert.deepEqual(s.bag, { breeder: 1 });
    assert.equal(s.supply.creeper, 1);
    assert.equal(s.supply.breeder, 1);
  });

  test('an adult returns to the bag, and every character not in combat rolls for noise, in turn order', () => {
    const s = table(['survivor', 'sentry', 'lab-rat']);
    s.bag = { adult: 1 };
    // Seat 1 is in combat: an intruder shares its room.
    s.intruders = [{ id: 1, kind: 'adult', room: player(s, 1).room, injuries: 0 } as never];
    player(s, 2).status = 'dead';
    const rng = scripted([0, SILENCE]);
    bagDevelopment(s, rng.ctx);
    assert.equal(rng.left(), 0, 'one noise roll: seat 0 only');
    assert.deepEqual(s.bag, { adult: 1 });
  });

  test('a breeder does the same', () => {
    const s = table();
    s.bag = { breeder: 1 };
    const rng = scripted([0, SILENCE, SILENCE]);
    bagDevelopment(s, rng.ctx);
    assert.equal(rng.left(), 0, 'both characters roll');
    assert.deepEqual(s.bag, { breeder: 1 });
  });

  test('the queen with nobody in the nest, or the nest undiscovered, or already out: one more egg', () => {
    const s = table();
    s.bag = { queen: 1 };
    s.eggsInNest = 0;
    bagDevelopment(s, scripted([0]).ctx);
    assert.equal(s.eggsInNest, 1, 'the nest is undiscovered');
    reveal(s, 'r1', 'nest');
    bagDevelopment(s, scripted([0]).ctx);
    assert.equal(s.eggsInNest, 2, 'nobody in the nest');
    player(s, 0).room = 'r1';
    s.intruders = [{ id: 9, kind: 'queen', room: 'r9', injuries: 0 } as never];
    bagDevelopment(s, scripted([0]).ctx);
    assert.equal(s.eggsInNest, 3, 'the queen is already on the board');
    assert.deepEqual(s.bag, { queen: 1 });
    assert.equal(s.intruders.length, 1);
  });

  test('the queen with a character in the nest: the nest falls silent and the queen appears there', () => {
    const s = table();
    s.bag = { queen: 1 };
    reveal(s, 'r1', 'nest');
    player(s, 0).room = 'r1';
    for (const c of s.corridors) if (c.a === 'r1' || c.b === 'r1') c.noise = true;
    s.eggsInNest = 1;
    bagDevelopment(s, scripted(Array(12).fill(0)).ctx);
    assert.ok(s.intruders.some((i) => i.kind === 'queen' && i.room === 'r1'));
    for (const c of s.corridors) if (c.a === 'r1' || c.b === 'r1') assert.equal(c.noise, false);
    assert.equal(s.eggsInNest, 1, 'no egg added');
    assert.equal(s.bag.queen, 1, 'the token returns to the bag');
  });

  test('a blank returns and adds an adult from the supply, when one is left', () => {
    const s = table();
    s.bag = { blank: 1 };
    s.supply = { ...s.supply, adult: 1 };
    bagDevelopment(s, scripted([0]).ctx);
    assert.deepEqual(s.bag, { adult: 1, blank: 1 });
    assert.equal(s.supply.adult ?? 0, 0);
    s.bag = { blank: 1 };
    bagDevelopment(s, scripted([0]).ctx);
    assert.deepEqual(s.bag, { blank: 1 });
    assert.equal(s.supply.adult ?? 0, 0);
  });
});
