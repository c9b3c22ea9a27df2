import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { encounter } from '../src/core/encounter.ts';
import { placeIntruder } from '../src/core/intruders.ts';
import { NOISE_DIE } from '../src/data/rooms.ts';
import { danger, noiseRoll } from '../src/noise.ts';
import { act, corridor, indexOf, player, position, reveal, scripted } from './helpers.ts';

/** Noise and danger, line by line (pins found by mutation testing of src/noise.ts). */
describe('danger and the noise roll, line by line', () => {
  const quiet = () => {
    const s = position(['survivor', 'sentry']);
    s.firstEncounterDone = true;
    s.decisions = [];
    return s;
  };

  test('danger in a room: technical corridors get noise too, and the basic side has no areas', () => {
    const s = quiet();
    const p = player(s, 0);
    p.room = 'r2'; // a room with a technical corridors entrance
    const { ctx, events } = scripted([]);
    danger(s, p, ctx);
    assert.equal(s.techNoise, true);
    assert.deepEqual(s.areaNoise, {});
    assert.equal(corridor(s, 'r1', 'r2').noise, true);
    const e = events.find((x) => x.rule === 'noise.danger');
    assert.deepEqual(e?.data, { room: 'r2' });
    assert.match(e?.text ?? '', /Danger: noise fills every corridor/);
  });

  test('danger leaves an intruder that is fighting someone next door where it is', () => {
    const s = quiet();
    const [p, q] = [player(s, 0), player(s, 1)];
    p.room = 'r1';
    q.room = 'r2';
    const busy = placeIntruder(s, 'adult', 'r2', scripted([]).ctx);
    danger(s, p, scripted([]).ctx);
    assert.equal(busy.room, 'r2');
    assert.equal(corridor(s, 'r1', 'r2').noise, true, 'with nobody coming, noise instead');
  });

  test('an intruder coming in through danger is named in the log, and no noise is added', () => {
    const s = quiet();
    const p = player(s, 0);
    p.room = 'r1';
    const intr = placeIntruder(s, 'adult', 'r2', scripted([]).ctx);
    const { ctx, events } = scripted([]);
    danger(s, p, ctx);
    assert.equal(intr.room, 'r1');
    assert.equal(corridor(s, 'r1', 'r2').noise, false);
    const e = events.find((x) => x.rule === 'noise.danger');
    assert.deepEqual(e?.data, { intruder: intr.id, room: 'r1' });
    assert.match(e?.text ?? '', /comes in/);
  });

  test('a closed door stops the intruders of one room and breaks, once', () => {
    const s = quiet();
    const p = player(s, 0);
    p.room = 'r1';
    placeIntruder(s, 'adult', 'r2', scripted([]).ctx);
    placeIntruder(s, 'creeper', 'r2', scripted([]).ctx);
    const c = corridor(s, 'r1', 'r2');
    c.door = 'closed';
    const { ctx, events } = scripted([]);
    danger(s, p, ctx);
    assert.equal(c.door, 'destroyed');
    assert.ok(s.intruders.every((i) => i.room === 'r2'));
    const smash = events.filter((x) => x.rule === 'doors.destroy');
    assert.equal(smash.length, 1);
    assert.deepEqual(smash[0]?.data, { corridor: c.id });
  });

  test('Mars: danger on a crossroads calls only intruders not fighting anyone; once called, no area noise', () => {
    const s = position(['survivor', 'sentry'], { side: 'mars' });
    s.firstEncounterDone = true;
    s.decisions = [];
    const [p, q] = [player(s, 0), player(s, 1)];
    p.room = 'c4';
    q.room = 'c2';
    const fighting = placeIntruder(s, 'adult', 'c2', scripted([]).ctx);
    const free = placeIntruder(s, 'adult', 'c5', scripted([]).ctx);
    const { ctx, events } = scripted([]);
    danger(s, p, ctx);
    assert.equal(fighting.room, 'c2');
    assert.equal(free.room, 'c4');
    assert.deepEqual(s.areaNoise, {});
    const e = events.find((x) => x.rule === 'noise.danger');
    assert.deepEqual(e?.data, { intruder: free.id, room: 'c4' });
    assert.match(e?.text ?? '', /across the surface/);
    const t = position(['survivor', 'sentry'], { side: 'mars' });
    player(t, 0).room = 'c4';
    const none = scripted([]);
    danger(t, player(t, 0), none.ctx);
    assert.deepEqual(none.events.find((x) => x.rule === 'noise.danger')?.data, { room: 'c4' });
  });

  test('the roll: a marker event names the corridor; silence with slime is danger; danger calls the intruders', () => {
    const s = quiet();
    const p = player(s, 0);
    p.room = 'r1';
    const one = scripted([0]);
    noiseRoll(s, p, one.ctx);
    const marker = one.events.find((x) => x.rule === 'noise.marker');
    assert.deepEqual(marker?.data, { room: 'r1', exit: 1 });
    // The corridor by the rooms at its ends, as the map names them (a face-down room by its slot).
    assert.equal(marker?.text, 'Noise in the corridor between the Isolation Room and unexplored room 1');
    const roll = one.events.find((x) => x.rule === 'noise.roll');
    assert.deepEqual(roll?.data, { seat: 0, face: '1' });
    assert.match(roll?.text ?? '', /rolls for noise: 1/);
    // Silence: nothing; with slime: danger (noise fills every corridor of the room).
    const t = quiet();
    const r = player(t, 0);
    r.room = 'r1';
    noiseRoll(t, r, scripted([NOISE_DIE.indexOf('silence')]).ctx);
    assert.equal(corridor(t, 'r1', 'r2').noise, false);
    r.slime = true;
    noiseRoll(t, r, scripted([NOISE_DIE.indexOf('silence')]).ctx);
    assert.equal(corridor(t, 'r1', 'r2').noise, true);
    // Slime changes only silence: a number still marks one corridor.
    const v = quiet();
    const x = player(v, 0);
    x.room = 'r1';
    x.slime = true;
    noiseRoll(v, x, scripted([0]).ctx);
    assert.equal(v.corridors.filter((c) => c.noise).length, 1);
    // Danger with an intruder next door: it comes in, and that counts as appearing.
    const u = quiet();
    const w = player(u, 0);
    w.room = 'r1';
    placeIntruder(u, 'adult', 'r2', scripted([]).ctx);
    assert.equal(noiseRoll(u, w, scripted([NOISE_DIE.indexOf('danger')]).ctx), true);
  });

  test('a noise marker behind the technical corridors entrance is logged as such', () => {
    const s = quiet();
    const p = player(s, 0);
    p.room = 'r2';
    // Exit 4 of r2 leads to the technical corridors (see board.test.ts).
    const { ctx, events } = scripted([3]);
    noiseRoll(s, p, ctx);
    assert.equal(s.techNoise, true);
    assert.match(events.find((x) => x.rule === 'noise.marker')?.text ?? '', /technical corridors/);
  });

  test('a character no longer in play rolls nothing', () => {
    const s = quiet();
    const p = player(s, 0);
    p.status = 'dead';
    const { ctx, events, left } = scripted([0]);
    assert.equal(noiseRoll(s, p, ctx), false);
    assert.equal(left(), 1);
    assert.equal(events.length, 0);
  });

  test('the gate: an intruder brought in by danger stops the exit', () => {
    const s = quiet();
    const p = player(s, 0);
    s.mainGateOpen = true;
    p.room = 'repository';
    p.hand = ['run'];
    reveal(s, 'r4', 'archive');
    placeIntruder(s, 'adult', 'r4', scripted([]).ctx);
    act(s, 0, { type: 'gate', pay: ['run'] }, scripted([NOISE_DIE.indexOf('danger')]).ctx);
    assert.equal(p.status, 'alive');
  });

  test('the blank token adds an adult only when it was the last token in the bag; a dead character draws nothing', () => {
    const s = quiet();
    const p = player(s, 0);
    p.room = 'r1';
    s.bag = { blank: 1, larva: 1 };
    const adults = s.supply.adult ?? 0;
    const { ctx, events } = scripted([indexOf(s.bag, 'blank')]);
    encounter(s, p, ctx);
    assert.deepEqual(s.bag, { blank: 1, larva: 1 });
    assert.equal(s.supply.adult ?? 0, adults);
    assert.deepEqual(events.find((e) => e.rule === 'encounter.draw')?.data, { seat: 0, token: 'blank' });
    p.status = 'dead';
    const dead = scripted([0]);
    encounter(s, p, dead.ctx);
    assert.equal(dead.left(), 1);
  });
});

test('slots read as words: rooms 1-14, elevators and staircases by their sections, crossroads by number', async () => {
  const { roomLabel, slotName } = await import('../src/state.ts');
  assert.equal(slotName('r4'), 'room 4');
  assert.equal(slotName('x2'), 'room 12');
  assert.equal(slotName('elevator-2'), 'section 2');
  assert.equal(slotName('stairs-23'), 'sections 2-3');
  assert.equal(slotName('c3'), 'crossroads 3');
  assert.equal(roomLabel('r4', null), 'unexplored room 4');
  assert.equal(roomLabel('elevator-2', 'elevator'), 'the Elevator Room (section 2)');
  assert.equal(roomLabel('stairs-12', 'staircase'), 'the Emergency Staircase (sections 1-2)');
  assert.equal(roomLabel('c5', 'crossroads'), 'crossroads 5');
  assert.equal(roomLabel('isolation', 'isolation'), 'the Isolation Room');
});
