import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createMatch, Rng } from '@airlock/engine';
import { drain } from '../src/flow.ts';
import type { McState } from '../src/state.ts';
import { PRESSURE, type PressureExt } from '../src/rules/under-pressure.ts';
import { CQ, ENG, GH, game, LAB, NAV, Scenario, SENS } from './helpers.ts';
import { RoleTable } from './roles-helpers.ts';

function px(t: Scenario): PressureExt {
  return t.s.ext[PRESSURE] as unknown as PressureExt;
}

/** A seat wearing a spacesuit with the given damage and oxygen. */
function wear(t: Scenario, seat: number, dmg = 0, o2 = 5): Scenario {
  t.s.gear[seat] = ['suit'];
  px(t).worn[seat] = true;
  px(t).dmg[seat] = dmg;
  px(t).o2[seat] = o2;
  return t;
}

function pressure(options: Record<string, string | boolean> = {}): Scenario {
  return new Scenario(2, { pressure: true, ...options }).at(0);
}

function cascade(t: Scenario): Scenario {
  while (t.top()?.t === 'hits') t.act(t.s.active, t.legal(t.s.active)[0] as never);
  return t;
}

describe('Under Pressure: equipping', () => {
  test('a spacesuit put into play starts with full integrity and 5 oxygen', () => {
    const t = pressure().hand(0, 'suit');
    px(t).dmg[0] = 2;
    px(t).o2[0] = 1;
    t.do(0, { type: 'play', card: 'suit' });
    assert.equal(px(t).worn[0], true);
    assert.equal(px(t).dmg[0], 0);
    assert.equal(px(t).o2[0], 5);
  });

  test('without the option nothing is tracked', () => {
    const t = new Scenario(2).at(0);
    assert.equal(t.s.ext[PRESSURE], undefined);
  });
});

describe('Under Pressure: suit integrity', () => {
  test("a damage roll on the wearer's module damages the suit; a cascade too; a hit that goes through does not", () => {
    const t = wear(pressure(), 0);
    t.s.pos[0] = ENG;
    t.roll(3, 4).settle();
    assert.equal(px(t).dmg[0], 1);
    const u = wear(pressure().cubes({ [NAV]: 1 }), 0);
    u.s.pos[0] = LAB;
    cascade(u.roll(4, 4).settle());
    assert.equal(px(u).dmg[0], 1, 'Navigation cascades into the Laboratory');
    const v = wear(pressure().cubes({ [ENG]: 0 }), 0);
    v.s.pos[0] = ENG;
    v.roll(3, 4).settle();
    assert.equal(px(v).dmg[0], 0);
  });

  test('a card moving a cube (Scavenge) is not damage to the suit', () => {
    const t = wear(pressure().cubes({ [CQ]: 2 }), 0).hand(0, 'scavenge');
    t.s.pos[0] = ENG;
    t.do(0, { type: 'play', card: 'scavenge', from: ENG, to: CQ });
    assert.equal(px(t).dmg[0], 0);
  });

  test('the third hit tears the suit apart: it is discarded, and vacuum then does its work', () => {
    const t = wear(pressure().cubes({ [GH]: 1 }), 0, 2, 5).hand(0, 'eva');
    t.s.pos[0] = GH;
    cascade(t.roll(3, 3).settle());
    assert.deepEqual(t.s.gear[0], []);
    assert.ok(t.s.discard.includes('suit'));
    assert.equal(px(t).worn[0], false);
    assert.ok(t.rules().includes('exposure.jump'), 'no suit, no oxygen: jump to safety');
  });

  test('each repair action spent on the suit takes one damage off', () => {
    const t = wear(pressure(), 0, 2);
    assert.ok(t.has(0, { type: 'suit-repair' }));
    t.do(0, { type: 'suit-repair' });
    assert.equal(px(t).dmg[0], 1);
    t.do(0, { type: 'suit-repair' });
    assert.equal(px(t).dmg[0], 0);
    assert.ok(!t.has(0, { type: 'suit-repair' }));
  });

  test('another Spacesuit card restores the suit fully (oxygen untouched)', () => {
    const t = wear(pressure(), 0, 2, 3).hand(0, 'suit');
    t.do(0, { type: 'play', card: 'suit' });
    assert.deepEqual(t.s.gear[0], ['suit']);
    assert.ok(t.s.discard.includes('suit'));
    assert.equal(px(t).dmg[0], 0);
    assert.equal(px(t).o2[0], 3);
  });
});

describe('Under Pressure: oxygen', () => {
  test("the wearer's module losing its oxygen to a roll costs one reserve", () => {
    const t = wear(pressure().cubes({ [ENG]: 1 }), 0);
    t.s.pos[0] = ENG;
    cascade(t.roll(3, 4).settle());
    assert.equal(px(t).o2[0], 4);
  });

  test('every action ending in a module without oxygen costs one reserve', () => {
    const t = wear(pressure().cubes({ [SENS]: 0 }), 0);
    t.do(0, { type: 'move', to: SENS });
    assert.equal(px(t).o2[0], 4);
    t.do(0, { type: 'draw' });
    assert.equal(px(t).o2[0], 3);
    t.do(0, { type: 'move', to: CQ });
    assert.equal(px(t).o2[0], 3, 'an action ending in air costs nothing');
  });

  test('discarding an Oxygen Tank refills the suit', () => {
    const t = wear(pressure(), 0, 0, 2).hand(0, 'oxygen', 'eva');
    assert.ok(t.has(0, { type: 'refill' }));
    t.do(0, { type: 'refill' });
    assert.equal(px(t).o2[0], 5);
    assert.deepEqual(t.s.hands[0], ['eva']);
    assert.ok(t.s.discard.includes('oxygen'));
    assert.ok(!t.has(0, { type: 'refill' }), 'full already');
  });

  test('the last reserve gone in a module without oxygen: jump to safety, suit kept (normal level)', () => {
    const t = wear(pressure().cubes({ [SENS]: 0 }), 0, 0, 1).hand(0, 'eva', 'hack');
    t.s.pos[0] = SENS;
    t.do(0, { type: 'play', card: 'hack', fuse: 0, id: 'A' });
    assert.equal(px(t).o2[0], 0);
    assert.deepEqual(t.s.hands[0], [], 'the hand is lost');
    assert.ok(t.rules().includes('exposure.jump'));
    assert.deepEqual(t.s.gear[0], ['suit'], 'an empty suit is still a suit');
    if (t.top()?.t === 'jump') t.act(0, t.legal(0)[0] as never);
    assert.notEqual(t.s.pos[0], SENS);
  });

  test('hard level: the same crew member faces death instead', () => {
    const t = wear(pressure({ level: 'hard' }).cubes({ [SENS]: 0 }), 0, 0, 1).hand(0, 'eva');
    t.s.pos[0] = SENS;
    t.do(0, { type: 'draw' });
    assert.deepEqual(t.s.out, [0]);
    assert.equal(t.s.pos[0], SENS);
  });
});

describe('Under Pressure: Learning Experience (Botanist, 021)', () => {
  /** Seat 0 is the Botanist in the yellow phase, wearing a suit with `o2` reserves, in airless Navigation. */
  function botanist(o2: number, level = 'normal'): RoleTable {
    const t = new RoleTable(2, { pressure: true, level })
      .role(0, 'learning-experience')
      .phase(1)
      .cubes({ [NAV]: 0 });
    // Roles are picked before the rule modules' setup: the tracks are set here.
    const x: PressureExt = { dmg: [0, 0], o2: [o2, 5], worn: [true, false] };
    t.s.ext[PRESSURE] = x as never;
    t.s.gear[0] = ['suit'];
    t.s.pos[0] = NAV;
    return t;
  }

  test('while the charge lasts, an action ending without oxygen uses no reserve', () => {
    const t = botanist(2);
    t.do(0, { type: 'role', role: 'learning-experience' });
    t.do(0, { type: 'draw' });
    assert.equal(px(t).o2[0], 2);
    const u = botanist(2);
    u.do(0, { type: 'draw' });
    assert.equal(px(u).o2[0], 1, 'without the charge: one reserve');
  });

  test('an empty suit in vacuum: no jump to safety (normal level), no facing death (hard level)', () => {
    for (const level of ['normal', 'hard']) {
      const t = botanist(0, level).hand(0, 'eva');
      t.do(0, { type: 'role', role: 'learning-experience' });
      t.do(0, { type: 'draw' });
      assert.equal(t.s.pos[0], NAV, level);
      assert.deepEqual(t.s.out, [], level);
      assert.notEqual(t.top()?.t, 'jump', level);
      const u = botanist(0, level).hand(0, 'eva');
      u.do(0, { type: 'draw' });
      assert.ok(u.top()?.t === 'jump' || u.s.out.includes(0), `${level}: without the charge the suit fails its wearer`);
    }
  });
});

describe('Under Pressure: the tracks, pinned', () => {
  test('setup: every seat starts with an untracked suit slot (no damage, 5 oxygen)', () => {
    const m = createMatch<McState>(game, { players: 3, options: { pressure: true, roles: 'off' }, seed: 4 });
    assert.deepEqual(m.state.ext[PRESSURE], { dmg: [0, 0, 0], o2: [5, 5, 5], worn: [false, false, false] });
  });

  test('only a Spacesuit is tracked: other equipment (the Bear) is not a suit', () => {
    const t = pressure().cubes({ [ENG]: 2 });
    t.s.gear[0] = ['bear'];
    t.s.pos[0] = ENG;
    t.roll(3, 4).settle();
    assert.equal(px(t).worn[0], false);
    assert.equal(px(t).dmg[0], 0);
  });

  test('a hit elsewhere leaves the suit alone; a hit that leaves air costs no oxygen; one hit does not tear it', () => {
    const t = wear(pressure(), 0);
    t.s.pos[0] = NAV;
    t.roll(3, 4).settle();
    assert.equal(px(t).dmg[0], 0, 'the Engine Room was hit, not Navigation');
    t.s.pos[0] = ENG;
    t.roll(3, 4).settle();
    assert.equal(px(t).dmg[0], 1);
    assert.equal(px(t).o2[0], 5, 'the Engine Room still has cubes: no oxygen used');
    assert.deepEqual(t.s.gear[0], ['suit'], 'one hit of three');
  });

  test('a suit that left play is forgotten: the next one starts fresh', () => {
    const t = wear(pressure().cubes({ [ENG]: 2 }), 0, 2, 1).hand(0, 'suit');
    t.s.gear[0] = [];
    t.s.pos[0] = CQ;
    t.roll(3, 4).settle();
    assert.equal(px(t).worn[0], false);
    t.do(0, { type: 'play', card: 'suit' });
    assert.equal(px(t).dmg[0], 0);
    assert.equal(px(t).o2[0], 5);
  });

  test('an empty suit ending an action in vacuum: jump to safety (no reserve below zero)', () => {
    const t = wear(pressure().cubes({ [SENS]: 0 }), 0, 0, 0).hand(0, 'eva', 'hack');
    t.s.pos[0] = SENS;
    t.do(0, { type: 'play', card: 'hack', fuse: 0, id: 'A' });
    assert.equal(px(t).o2[0], 0);
    assert.ok(t.rules().includes('exposure.jump'));
  });

  test("damage that is neither a roll nor a cascade (a Marauder's) leaves the suit alone", () => {
    const t = wear(pressure().cubes({ [ENG]: 1 }), 0);
    t.s.pos[0] = ENG;
    // The step a Marauder's entry damage pushes (rules/marauders.ts).
    t.s.stack.push({ t: 'hits', q: [ENG], cause: 'card' });
    drain(t.s, { rng: Rng.fromSeed(1), emit: (e) => t.events.push(e) });
    assert.equal(t.s.cubes[ENG], 0);
    assert.equal(px(t).dmg[0], 0);
    assert.equal(px(t).o2[0], 5);
  });

  test('no refill with a full suit, nor without an Oxygen Tank', () => {
    const t = wear(pressure(), 0, 0, 5).hand(0, 'oxygen');
    assert.ok(!t.has(0, { type: 'refill' }));
    px(t).o2[0] = 4;
    t.hand(0, 'eva');
    assert.ok(!t.has(0, { type: 'refill' }));
  });
});
