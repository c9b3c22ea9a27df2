import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bagDevelopment } from '../src/eventphase.ts';
import { exitOf, powered, sectionOf } from '../src/state.ts';
import { act, corridor, indexOf, player, position, reveal, rules, scripted } from './helpers.ts';

/**
 * 004, critical moments: at the first encounter each player keeps one objective at once, and only then
 * is the rest resolved. What the choice held back resumes afterwards, each step by its own rule.
 */
describe('what the first encounter holds back, once the objectives are kept', () => {
  test("an event card's darkness part held back applies afterwards, in darkness only", () => {
    const s = position(['sentry', 'survivor']);
    const [a, b] = [player(s, 0), player(s, 1)];
    a.room = 'r1';
    b.room = 'r4';
    // Power only r4's section.
    s.power.active = [s.power.sections[sectionOf('r4') - 1] as number];
    assert.ok(powered(s, 'r4') && !powered(s, 'r1'), 'r1 in darkness, r4 powered');
    corridor(s, 'r1', 'r2').noise = true;
    const exitB = exitOf(s, 'r4', 1);
    if (exitB === 'tech') throw new Error('exit 1 of r4 is a corridor');
    exitB.noise = true;
    s.firstEncounterDone = true;
    s.decisions.push({ kind: 'discard-objective', seat: 0 });
    s.waiting = [{ kind: 'event-effect', effect: 'slime-seep' }];
    act(s, 0, { type: 'keep-objective', objective: a.objectives[0] as string }, scripted([]).ctx);
    assert.equal(a.slime, true, 'in darkness next to a noisy corridor: slimed');
    assert.equal(b.slime, false, 'the darkness part spares a powered room');
    assert.deepEqual(s.waiting, []);
  });

  test('a held surprise attack that opens a reaction window holds the rest again until the answer', () => {
    const s = position(['lab-rat', 'sentry']);
    const [a, b] = [player(s, 0), player(s, 1)];
    reveal(s, 'r4', 'archive');
    reveal(s, 'r2', 'archive');
    a.room = 'r4';
    b.room = 'r2';
    a.hand = ['lab-rat.feel-of-the-dark'];
    // Inconspicuous spent: no window for the Lab Rat's own noise roll in the dark.
    a.discard = ['lab-rat.inconspicuous'];
    s.firstPlayer = 0;
    s.power.active = [];
    const exit = exitOf(s, 'r4', 1);
    if (exit !== 'tech') exit.noise = true;
    bagDevelopment(s, scripted([indexOf(s.bag, 'adult'), 0, indexOf(s.bag, 'adult')]).ctx);
    assert.deepEqual(
      s.waiting.map((w) => w.kind),
      ['surprise', 'bag-noise'],
    );
    act(s, 0, { type: 'keep-objective', objective: a.objectives[0] as string }, scripted([]).ctx);
    act(s, 1, { type: 'keep-objective', objective: b.objectives[0] as string }, scripted([]).ctx);
    assert.equal(s.windows.length, 1, 'the Lab Rat may answer the surprise attack in the dark');
    assert.deepEqual(
      s.waiting.map((w) => w.kind),
      ['bag-noise'],
      'seat 1 has not rolled: its roll waits for the answer',
    );
    const rest = scripted([indexOf(s.attackDeck, 'scratch'), 8]);
    act(s, 0, { type: 'decline' }, rest.ctx);
    const order = rules(rest.events).filter((r) => r === 'attack.hit' || r === 'noise.roll');
    assert.deepEqual(order, ['attack.hit', 'noise.roll'], 'the attack, then seat 1 rolls');
    assert.equal(a.light, 1);
    assert.equal(rest.left(), 0);
    assert.deepEqual(s.waiting, []);
  });

  test('a held surprise attack that leaves nobody in the facility ends the game: no new round starts', () => {
    const s = position(['sentry', 'survivor']);
    const [a, b] = [player(s, 0), player(s, 1)];
    reveal(s, 'r4', 'archive');
    a.room = 'r4';
    b.status = 'bunker';
    a.serious = [
      { kind: 'leg', dressed: true },
      { kind: 'arm', dressed: true },
      { kind: 'head', dressed: true },
    ];
    s.power.active = [1, 2, 3, 4];
    s.eventDeck = { footsteps: 1 };
    const exit = exitOf(s, 'r4', 1);
    if (exit !== 'tech') exit.noise = true;
    const none = scripted([]).ctx;
    act(s, 0, { type: 'pass' }, none);
    a.hand = [];
    const phase = scripted([0, indexOf(s.bag, 'adult'), 0, indexOf(s.bag, 'adult')]);
    act(s, 0, { type: 'done' }, phase.ctx);
    assert.equal(phase.left(), 0);
    assert.deepEqual(
      s.waiting.map((w) => w.kind),
      ['surprise', 'bag-noise', 'start-round'],
    );
    const kill = scripted([indexOf(s.attackDeck, 'scratch'), ...Array(20).fill(0)]);
    act(s, 0, { type: 'keep-objective', objective: a.objectives[0] as string }, scripted([]).ctx);
    act(s, 1, { type: 'keep-objective', objective: b.objectives[0] as string }, kill.ctx);
    assert.equal(a.status, 'dead');
    assert.equal(s.phase, 'over');
    assert.equal(s.round, 1, 'the round that would follow never starts');
    assert.ok(!rules(kill.events).includes('round.start'));
  });
});
