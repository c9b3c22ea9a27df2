import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ApplyContext, Rng } from '@airlock/engine';
import { drain } from '../src/flow.ts';
import { HARD, type HardExt } from '../src/rules/hard-level.ts';
import { BRIDGE, CARGO, ENG, LAB, LS, NAV, OPS, Scenario, SENS, TELE } from './helpers.ts';

function hx(t: Scenario): HardExt {
  return t.s.ext[HARD] as unknown as HardExt;
}

/** Starts seat's turn from its very beginning (start-of-turn rules, then the damage roll). */
function startTurn(t: Scenario, seat: number, seed = 3): Scenario {
  t.s.stack = [{ t: 'turn', seat, left: 3, ph: 0 }];
  const ctx: ApplyContext = { rng: Rng.fromSeed(seed), emit: (e) => t.events.push(e) };
  drain(t.s, ctx);
  return t;
}

function cascade(t: Scenario): Scenario {
  while (t.top()?.t === 'hits') t.act(t.s.active, t.legal(t.s.active)[0] as never);
  return t;
}

const RESOURCES = ['oxygen', 'food', 'power', 'nav'] as const;

describe('Hard level: ship power failure', () => {
  test('with the Engine Room out of power no module works', () => {
    const t = new Scenario(2, { level: 'hard' }).at(0).cubes({ [ENG]: 1 });
    t.s.pos[0] = OPS;
    assert.ok(!t.legal(0).some((a) => a.type === 'module'), 'Operations is intact but the ship has no power');
    t.cubes({ [ENG]: 2 });
    assert.ok(
      t.legal(0).some((a) => a.type === 'module'),
      'power back: Operations works',
    );
    t.cubes({ [OPS]: 1 });
    assert.ok(!t.legal(0).some((a) => a.type === 'module'), 'a module still loses power on its own');
  });

  test('normal level: an unpowered Engine Room leaves the other modules working', () => {
    const t = new Scenario(2).at(0).cubes({ [ENG]: 1 });
    t.s.pos[0] = OPS;
    assert.ok(t.legal(0).some((a) => a.type === 'module'));
  });
});

describe('Hard level: life-support failure', () => {
  test('one round of turns to restore Life Support, then the crew without suits faces death', () => {
    const t = new Scenario(2, { mode: 'coop', level: 'hard' }).at(0).cubes({ [LS]: 2 });
    t.hand(0, 'eva').hand(1, 'eva');
    t.roll(2, 3).settle();
    assert.equal(t.s.cubes[LS], 1);
    assert.equal(hx(t).lsf, 0, 'the countdown runs until seat 1 has played and seat 0 starts again');
    startTurn(t, 1);
    assert.equal(t.s.out.length, 0, "seat 1's turn is still inside the round");
    startTurn(t, 0);
    assert.deepEqual(t.s.out, [0], 'the first to face death ends a co-op game');
    assert.ok(t.s.over);
    assert.equal(t.s.over.details?.cause, 'death');
    assert.deepEqual(t.s.over.winners, []);
  });

  test('restoring Life Support within the round saves everyone', () => {
    const t = new Scenario(2, { mode: 'coop', level: 'hard' }).at(0).cubes({ [LS]: 2 });
    t.hand(0, 'eva').hand(1, 'eva');
    t.roll(2, 3).settle();
    assert.equal(hx(t).lsf, 0);
    t.s.pos[0] = LS;
    t.do(0, { type: 'repair' });
    assert.equal(hx(t).lsf, null);
    startTurn(t, 1);
    startTurn(t, 0);
    assert.equal(t.s.out.length, 0);
    assert.equal(t.s.over, null);
  });

  test('a ship power failure is a life-support failure; crew in spacesuits survive it', () => {
    const t = new Scenario(2, { level: 'hard' }).at(0).cubes({ [ENG]: 2 });
    t.hand(0, 'eva').hand(1, 'eva');
    t.s.gear[1] = ['suit'];
    t.roll(3, 4).settle();
    assert.equal(t.s.cubes[LS], 3);
    assert.equal(hx(t).lsf, 0, 'Life Support is intact but the ship has no power');
    startTurn(t, 1);
    startTurn(t, 0);
    assert.deepEqual(t.s.out, [0], 'only the crew member without a suit');
    assert.equal(t.s.over, null, 'Sole Survivor goes on');
    assert.deepEqual(t.s.hands[0], [], "the eliminated crew member's cards are discarded");
  });
});

describe('Hard level: facing death', () => {
  test('no jump to safety: a crew member left without oxygen is eliminated (co-op: the game is lost)', () => {
    const t = new Scenario(2, { mode: 'coop', level: 'hard' }).at(0).cubes({ [NAV]: 1 });
    t.s.pos[1] = NAV;
    cascade(t.roll(4, 4).settle());
    assert.deepEqual(t.s.out, [1]);
    assert.equal(t.s.pos[1], NAV, 'nobody jumped');
    assert.ok(t.s.over);
    assert.equal(t.s.over.details?.cause, 'death');
  });

  test('Sole Survivor: the eliminated seat takes no action but still rolls the damage dice', () => {
    const t = new Scenario(3, { level: 'hard' }).at(0).hand(0, 'eva').hand(2, 'eva');
    t.s.out = [1];
    startTurn(t, 1).settle();
    const rolls = t.events.filter((e) => e.rule === 'turn.damage').map((e) => (e.data as { seat: number }).seat);
    assert.deepEqual(rolls.slice(0, 1), [1], 'seat 1 rolled');
    assert.ok(
      t.events.some((e) => e.rule === 'turn.start' && (e.data as { seat: number }).seat === 2),
      'then the turn passed on without any action of seat 1',
    );
    assert.ok(!t.pendingActors().includes(1));
  });

  test('Team: a team with an eliminated member cannot escape, plays on, and the other team can win', () => {
    // 2v2: seats 0 and 2 against seats 1 and 3.
    const t = new Scenario(4, { mode: 'team', level: 'hard' }).at(0).cubes({ [NAV]: 1 });
    t.s.pos[0] = NAV;
    t.hand(1, 'eva');
    cascade(t.roll(4, 4).settle());
    assert.deepEqual(t.s.out, [0]);
    assert.equal(t.s.over, null);
    assert.ok(t.rules().includes('hard.team-out'));

    const u = new Scenario(4, { mode: 'team', level: 'hard' }).at(2);
    u.s.out = [0];
    u.s.pos = [LAB, NAV, BRIDGE, CARGO];
    u.s.fuse = ['A', 'D'];
    for (const seat of [0, 1, 2, 3]) u.hand(seat, ...RESOURCES);
    assert.ok(!u.has(2, { type: 'escape' }), 'team 1 lost a member');
    u.s.fuse = ['B', 'E'];
    u.s.stack = [{ t: 'turn', seat: 1, left: 3, ph: 2 }];
    u.s.active = 1;
    assert.ok(u.has(1, { type: 'escape' }));
    u.do(1, { type: 'escape' });
    assert.deepEqual(u.s.over?.winners, [1, 3]);
  });
});

describe('Hard level: normal level for contrast', () => {
  test('normal level: the same crew member jumps to safety instead', () => {
    const t = new Scenario(2, { mode: 'coop' }).at(0).cubes({ [NAV]: 1 });
    t.s.pos[1] = NAV;
    cascade(t.roll(4, 4).settle());
    assert.deepEqual(t.legal(1), [
      { type: 'jump', to: LAB },
      { type: 'jump', to: SENS },
    ]);
    t.act(1, { type: 'jump', to: SENS });
    assert.deepEqual(t.s.out, []);
    assert.equal(t.s.pos[1], SENS);
    assert.equal(t.s.over, null);
  });
});

describe('Hard level: eliminated crew are off the ship', () => {
  test('Lift and Shift moves only crew still aboard, each to the next one aboard on their left', () => {
    const t = new Scenario(3, { level: 'hard' }).at(0).hand(0, 'lift');
    t.s.pos = [LAB, NAV, SENS];
    t.s.out = [1];
    t.do(0, { type: 'play', card: 'lift' });
    assert.equal(t.s.pos[1], NAV, 'the eliminated crew member does not move');
    assert.equal(t.s.pos[0], SENS, 'seat 0 goes to seat 2, the next crew member aboard');
    assert.equal(t.s.pos[2], LAB);
  });

  test('Lift and Shift cannot be played when only one crew member is aboard', () => {
    const t = new Scenario(2, { level: 'hard' }).at(0).hand(0, 'lift');
    t.s.out = [1];
    assert.ok(!t.legal(0).some((a) => a.type === 'play' && a.card === 'lift'));
  });

  test('Emergency Meeting leaves eliminated crew where they fell', () => {
    const t = new Scenario(3, { level: 'hard' }).at(0).hand(0, 'meeting');
    t.s.pos = [LAB, NAV, SENS];
    t.s.out = [1];
    t.do(0, { type: 'play', card: 'meeting' });
    assert.deepEqual(t.s.pos, [0, NAV, 0]);
  });
});

describe('Hard level: an eliminated crew member leaves their Bear behind', () => {
  test('entering the module of an eliminated Bear owner shows nothing and feeds nobody', () => {
    const t = new Scenario(3, { level: 'hard' }).at(0).hand(0, 'food', 'eva');
    t.s.pos = [LAB, NAV, SENS];
    t.s.gear[1] = ['bear'];
    t.s.out = [1];
    t.do(0, { type: 'play', card: 'eva', to: NAV });
    assert.equal(t.s.pos[0], NAV);
    assert.ok(!t.rules().includes('pip.bear'));
    assert.deepEqual(t.s.hands[0], ['food']);
    assert.deepEqual(t.s.gear[1], ['bear']);
  });
});

describe('Hard level: no cards to or from an eliminated ally', () => {
  test('Team: neither a transfer nor a Requisition Form 2C gift reaches an eliminated ally', () => {
    const t = new Scenario(4, { mode: 'team', level: 'hard' }).at(0).hand(0, 'requisition', 'eva');
    const ally = t.s.team.findIndex((x, o) => o !== 0 && x === t.s.team[0]);
    t.s.pos[ally] = t.s.pos[0] as number;
    assert.ok(t.has(0, { type: 'transfer', ally }), 'with the ally aboard, both are offered');
    assert.ok(t.has(0, { type: 'play', card: 'requisition', to: ally }));
    t.s.out = [ally];
    assert.ok(!t.has(0, { type: 'transfer', ally }));
    assert.ok(!t.has(0, { type: 'play', card: 'requisition', to: ally }));
  });
});

describe('Hard level: the Teleporter leaves the eliminated where they are', () => {
  test('an eliminated crew member cannot be beamed over', () => {
    const t = new Scenario(3, { level: 'hard' }).at(0);
    t.s.pos = [TELE, NAV, SENS];
    assert.ok(t.has(0, { type: 'module', m: TELE, pull: 1 }));
    t.s.out = [1];
    assert.ok(!t.has(0, { type: 'module', m: TELE, pull: 1 }));
    assert.ok(t.has(0, { type: 'module', m: TELE, pull: 2 }));
  });
});
