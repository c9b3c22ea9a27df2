import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Card } from '../src/data/cards.ts';
import { BRIDGE, CQ, ENG, GH, LAB, NAV, OPS, POD, Scenario, SENS } from './helpers.ts';

const FOUR: Card[] = ['oxygen', 'food', 'power', 'nav'];
const BLORP = 0;
const CHAD = 1;
const CRICKET = 2;

describe("rulebook example: Didn't see that coming", () => {
  test('replayed move by move', () => {
    const t = new Scenario(3).at(CRICKET);
    t.hand(BLORP, ...FOUR, 'override').hand(CHAD, ...FOUR, 'quick-thinking', 'scavenge');
    t.hand(CRICKET, ...FOUR, 'hack', 'override');
    t.s.pos = [CQ, CQ, NAV];
    t.cubes({ [GH]: 2 });
    // Cricket rolls 7: the Engine Room keeps 2 cubes, enough power to escape.
    t.roll(3, 4).settle();
    assert.equal(t.s.cubes[ENG], 2);
    // Action 1: she looks at the pod beside Navigation: B.
    t.do(CRICKET, { type: 'view', pod: POD.nav });
    assert.equal(t.view(CRICKET).pods[POD.nav]?.id, 'B');
    // Action 2: Hack the Bridge; Blorp overrides; Cricket overrides the override.
    t.act(CRICKET, { type: 'play', card: 'hack', fuse: 0, id: 'B' });
    t.act(BLORP, { type: 'interrupt', card: 'override' });
    t.act(CRICKET, { type: 'interrupt', card: 'override' });
    t.settle();
    assert.deepEqual(t.s.fuse, ['B']);
    assert.equal((t.s.stack[0] as { left: number }).left, 1);
    // Action 3: escape; Chad interrupts with Quick Thinking, then Scavenge on the Engine Room.
    t.act(CRICKET, { type: 'escape' });
    t.act(CHAD, { type: 'interrupt', card: 'quick-thinking' });
    t.settle();
    t.act(CHAD, { type: 'play', card: 'scavenge', from: ENG, to: GH });
    t.settle();
    assert.equal(t.s.cubes[ENG], 1, 'the Engine Room is out of power');
    assert.equal(t.s.over, null, 'nobody escaped');
    // Cricket gets her third action back; escaping is no longer possible, so she draws.
    assert.equal(t.turnSeat(), CRICKET);
    assert.equal((t.s.stack[0] as { left: number }).left, 1);
    assert.ok(!t.has(CRICKET, { type: 'escape' }));
    t.do(CRICKET, { type: 'draw' });
    assert.equal(t.s.hands[CRICKET]?.length, 5);
  });
});

describe('rulebook example: Curse your inevitable betrayal', () => {
  test('replayed move by move', () => {
    const t = new Scenario(3).at(BLORP).damage(12);
    t.cubes({ [GH]: 0, [SENS]: 1, [NAV]: 1, [LAB]: 1, [OPS]: 2, [BRIDGE]: 2 });
    t.s.podUp[POD.gh] = 0;
    t.s.gear[BLORP] = ['suit'];
    t.s.pos = [GH, CQ, ENG];
    t.hand(CHAD, 'eva', 'oxygen');
    // Blorp's turn: a 6 goes straight through the empty Greenhouse.
    t.roll(3, 3).settle();
    assert.ok(t.rules().includes('damage.straight-through'));
    // Blorp repairs the Greenhouse, but only to one cube, and ends the turn.
    t.do(BLORP, { type: 'repair' });
    assert.equal(t.s.cubes[GH], 1);
    t.forceDice(2, 4);
    t.act(BLORP, { type: 'end' });
    t.settle().cascade();
    // Chad's turn: the 6 hits the Greenhouse and the cascade runs through the ship.
    assert.equal(t.s.active, CHAD);
    assert.equal(t.s.cubes[GH], 0);
    assert.equal(t.s.cubes[SENS], 0, 'Sensors loses its last cube');
    assert.equal(t.s.cubes[OPS], 1, 'Operations loses one');
    assert.equal(t.s.cubes[NAV], 0, 'Navigation loses its last');
    assert.equal(t.s.cubes[LAB], 0, 'the Laboratory loses its last');
    assert.equal(t.s.cubes[CQ], 1, 'Crew Quarters is down to its last cube, hit twice');
    assert.equal(t.s.pos[CHAD], CQ, 'Chad still has oxygen, for now');
    assert.equal(t.s.podUp[POD.nav], 0);
    assert.equal(t.s.podUp[POD.lab], 0);
    // Chad can save himself: repair his module.
    t.do(CHAD, { type: 'repair' });
    assert.equal(t.s.cubes[CQ], 2);
  });
});
