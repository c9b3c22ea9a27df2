import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exitOf, setTechNoise, techKey } from '../src/state.ts';
import type { GameState, Player } from '../src/types.ts';
import { act, indexOf, player, position, reveal, scripted } from './helpers.ts';

/**
 * 004: an attempt that ends in a noise roll (the isolation-room lock-in, the escape on foot, our
 * main-gate exit) fails if any intruder appears. A larva drawn in that roll's encounter infests at
 * once and leaves the board: it appeared all the same.
 */
function noisyExit1(s: GameState, p: Player): void {
  const exit = exitOf(s, p.room, 1);
  if (exit === 'tech') setTechNoise(s, techKey(s, p.room, 1), true);
  else exit.noise = true;
}

/** The roll shows exit 1 (face index 0 on both dice), then the bag gives a larva. */
function larvaRoll(s: GameState) {
  s.firstEncounterDone = true; // the larva attacks at once (no objective choice to wait for)
  return scripted([0, indexOf(s.bag, 'larva')]);
}

describe('an intruder that appears and leaves in the same noise roll counts as appearing', () => {
  test('isolation room: a larva infesting at once still stops the lock-in', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.room = 'isolation';
    s.time = 8; // the white slots: the room opens
    p.hand = ['run', 'run'];
    noisyExit1(s, p);
    const { ctx, events } = larvaRoll(s);
    act(s, 0, { type: 'room', pay: ['run', 'run'] }, ctx);
    assert.ok(
      events.some((e) => e.rule === 'attack.infest'),
      'the larva infests the character',
    );
    assert.equal(p.larva, true);
    assert.equal(p.status, 'alive', 'the lock-in fails: an intruder appeared');
  });

  test('Mars: a larva infesting at once still stops the escape on foot', () => {
    const s = position(['survivor', 'sentry'], { side: 'mars' });
    const p = player(s, 1);
    s.active = 1;
    p.actionsLeft = 2;
    p.room = 'c5';
    p.hand = ['rest'];
    p.inventory = ['enviro-suit'];
    noisyExit1(s, p);
    const { ctx, events } = larvaRoll(s);
    act(s, 1, { type: 'escape', pay: ['rest'] }, ctx);
    assert.ok(events.some((e) => e.rule === 'attack.infest'));
    assert.equal(p.status, 'alive', 'the escape fails: an intruder appeared');
  });

  test('main gate: a larva infesting at once still stops the exit', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    s.mainGateOpen = true;
    p.hand = ['run'];
    reveal(s, 'r4', 'archive');
    noisyExit1(s, p);
    const { ctx, events } = larvaRoll(s);
    act(s, 0, { type: 'gate', pay: ['run'] }, ctx);
    assert.ok(events.some((e) => e.rule === 'attack.infest'));
    assert.equal(p.status, 'alive', 'the exit fails: an intruder appeared');
  });

  test('the first encounter: the larva waits for the objective choice, the attempt fails all the same', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    s.mainGateOpen = true;
    p.hand = ['run'];
    reveal(s, 'r4', 'archive');
    noisyExit1(s, p);
    act(s, 0, { type: 'gate', pay: ['run'] }, scripted([0, indexOf(s.bag, 'larva')]).ctx);
    assert.equal(p.status, 'alive');
    assert.equal(s.decisions.at(-1)?.kind, 'discard-objective');
  });

  test('a quiet roll still lets the character through (control)', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    s.mainGateOpen = true;
    p.hand = ['run'];
    reveal(s, 'r4', 'archive');
    act(s, 0, { type: 'gate', pay: ['run'] }, scripted([8]).ctx);
    assert.equal(p.status, 'bunker');
  });
});
