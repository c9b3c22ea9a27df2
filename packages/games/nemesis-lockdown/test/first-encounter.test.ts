import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bagDevelopment, eventPhase } from '../src/eventphase.ts';
import { exitOf } from '../src/state.ts';
import { act, indexOf, player, position, reveal, rules, scripted } from './helpers.ts';

/**
 * 004, critical moments: at the first encounter each player at once removes one of their objectives,
 * and only then is the encounter resolved (its surprise attack included).
 */
describe('the first encounter: objectives first, then the encounter', () => {
  test('the surprise attack waits until every player has kept an objective', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    s.mainGateOpen = true;
    p.hand = ['run'];
    reveal(s, 'r4', 'archive');
    s.power.active = [1, 2, 3, 4]; // light: the adult's number is 3
    const exit = exitOf(s, p.room, 1);
    assert.notEqual(exit, 'tech');
    if (exit !== 'tech') exit.noise = true;
    const roll = scripted([0, indexOf(s.bag, 'adult')]);
    act(s, 0, { type: 'gate', pay: ['run'] }, roll.ctx);
    assert.ok(rules(roll.events).includes('encounter.surprise'), 'no card in hand: a surprise attack is due');
    assert.ok(!rules(roll.events).some((r) => r.startsWith('attack.')), 'but it is not resolved yet');
    assert.equal(p.light + p.serious.length, 0);
    assert.equal(s.decisions.at(-1)?.kind, 'discard-objective');
    assert.equal(s.decisions.at(-1)?.seat, 0);
    assert.equal(s.active, 0, 'the turn flow waits too');

    act(s, 0, { type: 'keep-objective', objective: p.objectives[0] as string }, scripted([]).ctx);
    assert.equal(p.light + p.serious.length, 0, 'one player still has to choose');
    const q = player(s, 1);
    const attack = scripted([indexOf(s.attackDeck, 'scratch')]);
    act(s, 1, { type: 'keep-objective', objective: q.objectives[0] as string }, attack.ctx);
    assert.deepEqual(
      rules(attack.events).filter((r) => r.startsWith('attack.') || r === 'critical.first-encounter'),
      ['critical.first-encounter', 'attack.hit'],
      'the last choice, then the attack',
    );
    assert.equal(p.light, 1);
    assert.equal(p.status, 'alive');
    assert.equal(s.waiting.length, 0);
  });

  test('a later encounter resolves its surprise attack at once', () => {
    const s = position(['sentry', 'survivor']);
    s.firstEncounterDone = true;
    const p = player(s, 0);
    s.mainGateOpen = true;
    p.hand = ['run'];
    reveal(s, 'r4', 'archive');
    s.power.active = [1, 2, 3, 4];
    const exit = exitOf(s, p.room, 1);
    if (exit !== 'tech') exit.noise = true;
    act(
      s,
      0,
      { type: 'gate', pay: ['run'] },
      scripted([0, indexOf(s.bag, 'adult'), indexOf(s.attackDeck, 'scratch')]).ctx,
    );
    assert.equal(p.light, 1);
    assert.equal(s.decisions.length, 0);
  });

  test('in bag development the other noise rolls wait for the choice and the surprise attack', () => {
    const s = position(['sentry', 'survivor']);
    const [a, b] = [player(s, 0), player(s, 1)];
    reveal(s, 'r4', 'archive');
    reveal(s, 'r2', 'archive');
    a.room = 'r4';
    b.room = 'r2';
    a.hand = [];
    s.firstPlayer = 0;
    s.power.active = [1, 2, 3, 4];
    const exit = exitOf(s, 'r4', 1);
    if (exit !== 'tech') exit.noise = true;
    const first = scripted([indexOf(s.bag, 'adult'), 0, indexOf(s.bag, 'adult')]);
    bagDevelopment(s, first.ctx);
    assert.equal(first.left(), 0, 'seat 1 has not rolled yet');
    assert.deepEqual(
      s.waiting.map((w) => w.kind),
      ['surprise', 'bag-noise'],
    );
    act(s, 0, { type: 'keep-objective', objective: a.objectives[0] as string }, scripted([]).ctx);
    const rest = scripted([indexOf(s.attackDeck, 'scratch'), 8]);
    act(s, 1, { type: 'keep-objective', objective: b.objectives[0] as string }, rest.ctx);
    const order = rules(rest.events).filter((r) => r === 'attack.hit' || r === 'noise.roll');
    assert.deepEqual(order, ['attack.hit', 'noise.roll'], 'the attack, then seat 1 rolls');
    assert.equal(a.light, 1);
    assert.equal(rest.left(), 0);
  });

  test('in an event card: the other markers, the darkness part and the last steps wait, in that order', () => {
    const s = position(['sentry', 'survivor']);
    const [a, b] = [player(s, 0), player(s, 1)];
    reveal(s, 'r1', 'archive');
    reveal(s, 'r4', 'archive');
    a.room = 'r1';
    b.room = 'r4';
    a.hand = [];
    s.firstPlayer = 0;
    s.power.active = []; // darkness everywhere: the card's darkness part applies
    s.eventDeck = { footsteps: 1 }; // no effect in the light, noise near the characters in the dark
    const exit = exitOf(s, 'r1', 1);
    if (exit !== 'tech') exit.noise = true;
    const first = scripted([0, indexOf(s.bag, 'adult')]);
    eventPhase(s, first.ctx, 5); // from the event card on
    assert.deepEqual(
      s.waiting.map((w) => w.kind),
      ['surprise', 'noise-near', 'event-steps'],
    );
    assert.ok(!rules(first.events).includes('event.bag'), 'bag development waits');
    const exitB = exitOf(s, 'r4', 1);
    if (exitB === 'tech') throw new Error('exit 1 of r4 is a corridor');
    assert.equal(exitB.noise, false);
    act(s, 0, { type: 'keep-objective', objective: a.objectives[0] as string }, scripted([]).ctx);
    const rest = scripted([indexOf(s.attackDeck, 'scratch'), indexOf(s.bag, 'blank')]);
    act(s, 1, { type: 'keep-objective', objective: b.objectives[0] as string }, rest.ctx);
    const order = rules(rest.events).filter((r) => ['attack.hit', 'noise.marker', 'event.bag'].includes(r));
    assert.deepEqual(order, ['attack.hit', 'noise.marker', 'event.bag']);
    assert.equal(exitB.noise, true, "seat 1's marker came after the choice");
    assert.equal(s.waiting.length, 0);
  });

  test('when the waiting surprise attack ends the game, nothing else is resumed', () => {
    const s = position(['sentry', 'survivor']);
    const [a, b] = [player(s, 0), player(s, 1)];
    b.status = 'bunker';
    s.mainGateOpen = true;
    a.hand = ['run'];
    a.serious = [
      { kind: 'leg', dressed: true },
      { kind: 'arm', dressed: true },
      { kind: 'head', dressed: true },
    ];
    reveal(s, 'r4', 'archive');
    s.power.active = [1, 2, 3, 4];
    const exit = exitOf(s, a.room, 1);
    if (exit !== 'tech') exit.noise = true;
    act(s, 0, { type: 'gate', pay: ['run'] }, scripted([0, indexOf(s.bag, 'adult')]).ctx);
    assert.deepEqual(
      s.waiting.map((w) => w.kind),
      ['surprise', 'after-action'],
    );
    act(s, 0, { type: 'keep-objective', objective: a.objectives[0] as string }, scripted([]).ctx);
    const kill = scripted([indexOf(s.attackDeck, 'scratch'), ...Array(20).fill(0)]);
    act(s, 1, { type: 'keep-objective', objective: b.objectives[0] as string }, kill.ctx);
    assert.equal(a.status, 'dead');
    assert.equal(s.phase, 'over');
    assert.deepEqual(s.waiting, []);
  });

  test('through the whole event phase: the attack, the other noise rolls, then the new round', () => {
    const s = position(['sentry', 'survivor']);
    const [a, b] = [player(s, 0), player(s, 1)];
    reveal(s, 'r4', 'archive');
    reveal(s, 'r2', 'archive');
    a.room = 'r4';
    b.room = 'r2';
    s.power.active = [1, 2, 3, 4];
    s.eventDeck = { footsteps: 1 };
    const exit = exitOf(s, 'r4', 1);
    if (exit !== 'tech') exit.noise = true;
    const none = scripted([]).ctx;
    act(s, 0, { type: 'pass' }, none);
    a.hand = [];
    act(s, 0, { type: 'done' }, none);
    act(s, 1, { type: 'pass' }, none);
    const phase = scripted([0, indexOf(s.bag, 'adult'), 0, indexOf(s.bag, 'adult')]);
    act(s, 1, { type: 'done' }, phase.ctx);
    assert.equal(phase.left(), 0);
    assert.deepEqual(
      s.waiting.map((w) => w.kind),
      ['surprise', 'bag-noise', 'start-round'],
    );
    assert.equal(s.round, 1);
    act(s, 0, { type: 'keep-objective', objective: a.objectives[0] as string }, none);
    const rest = scripted([indexOf(s.attackDeck, 'scratch'), 8, ...Array(20).fill(0)]);
    act(s, 1, { type: 'keep-objective', objective: b.objectives[0] as string }, rest.ctx);
    const order = rules(rest.events).filter((r) => ['attack.hit', 'noise.roll', 'round.start'].includes(r));
    assert.deepEqual(order, ['attack.hit', 'noise.roll', 'round.start']);
    assert.equal(s.round, 2);
  });
});
