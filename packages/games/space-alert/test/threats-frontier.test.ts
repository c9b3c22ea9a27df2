/** The worked examples of 002's New Threats chapter, as scenario tests on the real threat engine. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { threatEngine } from '../src/threats/index.ts';
import { rt } from '../src/threats/runtime.ts';
import {
  begin,
  board,
  damage,
  hit,
  pendingCalled,
  place,
  put,
  shields,
  threatActions,
  turn,
} from './threats-helpers.ts';

describe('polarized (002 Polarized example)', () => {
  it('red heavy 4 + damaged light 1 + pulse 1 against shield 1: 3 damage, it survives', () => {
    const ctx = board();
    const t = place(ctx, 'E3-108', 'red');
    threatEngine.applyHits(ctx, t, [hit('heavy', 4), hit('light', 1, 1), hit('pulse', 1, 2)]);
    assert.equal(t.damage, 3);
    assert.equal(t.state, 'active');
  });
  it('a heroic laser changes nothing (6 halves to 3)', () => {
    const ctx = board();
    const t = place(ctx, 'E3-108', 'red');
    threatEngine.applyHits(ctx, t, [hit('heavy', 5), hit('light', 1, 1), hit('pulse', 1, 2)]);
    assert.equal(t.damage, 3);
  });
  it('a heroic pulse destroys it (3 + 2 - 1 = 4)', () => {
    const ctx = board();
    const t = place(ctx, 'E3-108', 'red');
    threatEngine.applyHits(ctx, t, [hit('heavy', 4), hit('light', 1, 1), hit('pulse', 2, 2)]);
    assert.equal(t.state, 'destroyed');
  });
});

describe('phasing (002 Phasing Pulser example, trajectory T5)', () => {
  it('appears on turn 3; X on 4 with the bracket (0), Y on 6 with the bracket (1), Z on 9 in full (3)', () => {
    const ctx = board({ trajectories: { red: 5 } });
    shields(ctx, 0, 0, 0);
    let t = null as ReturnType<typeof place> | null;
    const targetableOn: Record<number, boolean> = {};
    const after: Record<number, [number, number, number]> = {};
    for (let n = 3; n <= 9; n++) {
      begin(ctx, n);
      if (n === 3) t = place(ctx, 'E3-102', 'red');
      if (!t) throw new Error('placed');
      targetableOn[n] = threatEngine.targetable(ctx, t, 'heavy');
      threatActions(ctx);
      after[n] = damage(ctx);
    }
    assert.deepEqual(after[4], [0, 0, 0], 'X with bracket value 0');
    assert.deepEqual(after[5], [0, 0, 0]);
    assert.deepEqual(after[6], [1, 1, 1], 'Y with bracket value 1');
    assert.deepEqual(after[8], [1, 1, 1]);
    assert.deepEqual(after[9], [4, 4, 4], 'Z in full: 3 more');
    assert.deepEqual(targetableOn, { 3: true, 4: false, 5: true, 6: false, 7: true, 8: false, 9: true });
    assert.equal(t?.state, 'survived');
  });
  it('phased out, it cannot be targeted and the Scout advance skips it', () => {
    const ctx = board({ trajectories: { red: 3, blue: 7 } });
    begin(ctx, 1);
    const scout = place(ctx, 'E2-02', 'red');
    threatActions(ctx);
    begin(ctx, 2);
    const phasing = place(ctx, 'E2-102', 'blue');
    const plain = place(ctx, 'E1-07', 'white', 5);
    threatActions(ctx);
    assert.equal(rt(phasing).out, true);
    assert.equal(threatEngine.targetable(ctx, phasing, 'pulse'), false);
    for (let n = 3; n <= 5; n++) turn(ctx, n);
    // Scout: 12 -> 10 -> 8 (X) -> 6 -> 4 -> 2 (Y on turn 5). The phasing fighter was out then.
    assert.ok(ctx.frames?.some((f) => f.turn === 5 && f.rule === 'threat.Y' && f.data?.threat === 'E2-02'));
    assert.equal(phasing.position, 16 - 4 * 3, 'no extra square for the phased-out fighter');
    assert.equal(plain.position, Math.max(1, 16 - 4 * 3 - 1), 'the visible fighter is pushed one square');
    assert.equal(scout.state, 'active');
  });
});

describe('inaccessibility (002 Inaccessibility example)', () => {
  it('a malfunction with inaccessibility 1: one repair 0, a heroic repair 1, three repairs in a turn 2', () => {
    const ctx = board();
    begin(ctx, 1);
    const t = place(ctx, 'I3-102', 'internal');
    put(ctx, 0, 'lower-white');
    assert.equal(threatEngine.crewAction(ctx, 0, 'A', 1), true);
    assert.equal(t.damage, 0);
    begin(ctx, 2);
    threatEngine.crewAction(ctx, 0, 'A', 2);
    assert.equal(t.damage, 1);
    const other = board();
    begin(other, 1);
    const u = place(other, 'I3-102', 'internal');
    for (const i of [0, 1, 2]) put(other, i, 'lower-white');
    for (const i of [0, 1, 2]) threatEngine.crewAction(other, i, 'A', 1);
    assert.equal(u.damage, 2);
    assert.equal(u.state, 'destroyed');
  });
  it('an intruder with inaccessibility 1: two battlebot attacks in one turn deal 1, one a turn deals nothing', () => {
    const ctx = board();
    begin(ctx, 1);
    const t = place(ctx, 'I3-107', 'internal');
    for (const i of [0, 1]) {
      put(ctx, i, 'lower-blue');
      const c = ctx.s.crew[i];
      if (c) c.squad = i;
    }
    threatEngine.crewAction(ctx, 0, 'bots', 1);
    threatEngine.crewAction(ctx, 1, 'bots', 1);
    assert.equal(t.damage, 1);
    const slow = board();
    begin(slow, 1);
    const u = place(slow, 'I3-107', 'internal');
    put(slow, 0, 'lower-blue');
    threatEngine.crewAction(slow, 0, 'bots', 1);
    begin(slow, 2);
    threatEngine.crewAction(slow, 0, 'bots', 1);
    assert.equal(u.damage, 0);
  });
});

describe('carriers (002 Carriers)', () => {
  function carrierX(setup: (ctx: ReturnType<typeof board>) => void, vri = false): number {
    const ctx = board({ trajectories: { red: 1 }, options: { variableRangeInterceptors: vri } });
    begin(ctx, 1);
    place(ctx, 'E2-101', 'red');
    setup(ctx);
    turn(ctx, 1);
    turn(ctx, 2);
    turn(ctx, 3); // 10 -> 8 -> 6 -> 4: X (Attack 2) on turn 3, at distance 1
    return ctx.s.ship.zones.red.damage.length;
  }
  const out = (range: number) => (ctx: ReturnType<typeof board>) => {
    const c = ctx.s.crew[0];
    if (c) {
      c.inSpace = true;
      c.range = range;
    }
  };
  it('Attack 2 with someone in the interceptors: 0', () => assert.equal(carrierX(out(1)), 0));
  it('Attack 2 with nobody out: 2 against shield 1 gives 1 damage', () =>
    assert.equal(
      carrierX(() => {}),
      1,
    ));
  it('variable range: interceptors farther out than the carrier do not reduce it', () => {
    assert.equal(carrierX(out(2), true), 1);
    assert.equal(carrierX(out(1), true), 0);
  });
});

describe('megashields (002 Megashields)', () => {
  it('Megashield Fighter hit by a side heavy laser three turns running: 0, 1, 2 damage, shield 4 -> 1', () => {
    const ctx = board();
    begin(ctx, 1);
    const t = place(ctx, 'E3-104', 'red');
    const seen: number[] = [];
    for (const n of [1, 2, 3]) {
      begin(ctx, n);
      const before = t.damage;
      threatEngine.applyHits(ctx, t, [hit('heavy', 4)]);
      seen.push(t.damage - before);
    }
    assert.deepEqual(seen, [0, 1, 2]);
    assert.equal(rt(t).shield, 1);
    assert.equal(t.state, 'active');
  });
  it('a hit for 0 damage still wears the shield down; a turn without hits does not', () => {
    const ctx = board();
    const t = place(ctx, 'E3-104', 'red');
    threatEngine.applyHits(ctx, t, [hit('pulse', 1)]);
    assert.equal(rt(t).shield, 3);
    threatActions(ctx);
    assert.equal(rt(t).shield, 3);
  });
});

describe('jumps (002 Jumps)', () => {
  it('Jumper (left) from red lands on blue, keeps its distance, and attacks there', () => {
    const ctx = board({ trajectories: { red: 1, blue: 4 } });
    shields(ctx, 0, 0, 0);
    begin(ctx, 1);
    const t = place(ctx, 'E3-105', 'red');
    turn(ctx, 1);
    turn(ctx, 2); // 10 -> 7 -> 4, X at 5: jump left, Attack 1
    assert.equal(t.zone, 'blue');
    assert.equal(t.position, 4);
    assert.deepEqual(damage(ctx), [0, 0, 1]);
  });
  it('Attack 1, jump, Attack 1 hits two zones (Leaper X jumps right: red -> white)', () => {
    const ctx = board({ trajectories: { red: 7, white: 7 } });
    shields(ctx, 0, 0, 0);
    begin(ctx, 1);
    place(ctx, 'SE3-106', 'red');
    turn(ctx, 1);
    turn(ctx, 2); // 16 -> 14 -> 12 (X)
    assert.deepEqual(damage(ctx), [1, 1, 0]);
  });
  it('a jump onto a trajectory too short for its distance fails; both attacks still hit', () => {
    const ctx = board({ trajectories: { red: 7, white: 1 } });
    shields(ctx, 0, 0, 0);
    begin(ctx, 1);
    const t = place(ctx, 'SE3-106', 'red');
    turn(ctx, 1);
    turn(ctx, 2); // at square 12: the white trajectory has only 10
    assert.equal(t.zone, 'red');
    assert.deepEqual(damage(ctx), [2, 0, 0]);
  });
  it('squares reached by the jump stay quiet until the next move', () => {
    const ctx = board({ trajectories: { red: 2, blue: 7 } });
    shields(ctx, 0, 0, 0);
    begin(ctx, 1);
    const t = place(ctx, 'E3-105', 'red');
    turn(ctx, 1); // 11 -> 8: X on red (jump left to blue, square 8 = blue's first Y)
    assert.equal(t.zone, 'blue');
    assert.equal(t.position, 8);
    assert.ok(!ctx.frames?.some((f) => f.rule === 'threat.Y'));
    turn(ctx, 2); // 8 -> 5 on blue: its second Y square (5)
    assert.ok(ctx.frames?.some((f) => f.turn === 2 && f.rule === 'threat.Y'));
  });
});

describe('spanning (002 Spanning)', () => {
  it('every zone sees it at its distance; a pulse shot hits it once', () => {
    const ctx = board();
    const t = place(ctx, 'SE3-103', 'red');
    for (const z of ['red', 'white', 'blue'] as const) assert.equal(threatEngine.distanceIn(ctx, t, z), 16);
    threatEngine.applyHits(ctx, t, [
      hit('pulse', 1, 2),
      hit('pulse', 1, 2),
      hit('pulse', 1, 2),
      hit('heavy', 5),
      hit('heavy', 4, 1),
    ]);
    assert.equal(t.damage, 1 + 5 + 4 - 5);
  });
  it('with two spanning threats only the nearer spans; a tie goes to the lower token', () => {
    const ctx = board({ trajectories: { red: 7, blue: 5 } });
    begin(ctx, 1);
    const a = place(ctx, 'SE3-103', 'red');
    begin(ctx, 2);
    const b = place(ctx, 'SE3-105', 'blue');
    assert.equal(threatEngine.distanceIn(ctx, b, 'white'), 14, 'the Overlord (14) is nearer');
    assert.equal(threatEngine.distanceIn(ctx, a, 'white'), null);
    assert.equal(threatEngine.distanceIn(ctx, a, 'red'), 16, 'still on its own trajectory');
    b.position = 16;
    assert.equal(threatEngine.distanceIn(ctx, a, 'white'), 16);
    assert.equal(threatEngine.distanceIn(ctx, b, 'white'), null);
  });
});

describe('calling in (002 Calls In)', () => {
  function satellite(): {
    ctx: ReturnType<typeof board>;
    sat: ReturnType<typeof place>;
    called: ReturnType<typeof place>;
  } {
    const ctx = board({ trajectories: { red: 7, internal: 3 } });
    const called = pendingCalled(ctx, 'I1-05', 'internal');
    begin(ctx, 1);
    const sat = place(ctx, 'SE3-104', 'red');
    return { ctx, sat, called };
  }
  it('the called threat is placed after every threat moved and does not move that turn', () => {
    const { ctx, called } = satellite();
    turn(ctx, 1);
    assert.equal(called.state, 'pending');
    turn(ctx, 2); // 16 -> 13 -> 10: X calls
    assert.equal(called.state, 'active');
    assert.equal(called.position, 12, 'at the start of the internal trajectory');
    assert.equal(called.appeared, 2);
    turn(ctx, 3); // the satellite reaches its Y (internal threats +1), then the called card moves 2
    assert.equal(called.position, 9);
  });
  it('caller destroyed before its call: the called card scores as destroyed', () => {
    const { ctx, sat, called } = satellite();
    turn(ctx, 1, undefined, [[sat, [hit('rocket', 20)]]]);
    assert.equal(sat.state, 'destroyed');
    assert.equal(called.state, 'destroyed');
    assert.equal(threatEngine.points(ctx, called), 4);
    assert.equal(threatEngine.points(ctx, sat), 8, 'the satellite itself is worth 4/8');
  });
  it('called and then destroyed: full points; called and survived: lesser points', () => {
    const { ctx, called } = satellite();
    turn(ctx, 1);
    turn(ctx, 2);
    put(ctx, 0, 'upper-blue');
    turn(ctx, 3, (c) => {
      for (let i = 0; i < 3; i++) threatEngine.crewAction(c, 0, 'B', 1);
    });
    assert.equal(called.state, 'destroyed');
    assert.equal(threatEngine.points(ctx, called), 4);
    const other = satellite();
    for (let n = 1; n <= 8; n++) turn(other.ctx, n);
    assert.equal(other.called.state, 'survived');
    assert.equal(threatEngine.points(other.ctx, other.called), 2);
  });
  it('the ship jumps with the called threat on its trajectory, or a caller that never called: 0', () => {
    const { ctx, called } = satellite();
    turn(ctx, 1);
    turn(ctx, 2);
    threatEngine.onJump?.(ctx);
    assert.equal(called.state, 'active');
    assert.equal(threatEngine.points(ctx, called), 0);
    const late = board({ trajectories: { internal: 7 } });
    const pending = pendingCalled(late, 'E1-07', 'red');
    begin(late, 12);
    const caller = place(late, 'SI3-103', 'internal');
    threatActions(late);
    threatEngine.onJump?.(late);
    assert.equal(threatEngine.points(late, caller), 0);
    assert.equal(threatEngine.points(late, pending), 0);
  });
  it('the called card is found again after later threats are inserted before it', () => {
    const ctx = board({ trajectories: { red: 7, blue: 7, internal: 7 } });
    ctx.s.schedule.push({ threat: 'I1-05', turn: 0, zone: 'internal', unconfirmed: false, called: 1 });
    begin(ctx, 1);
    const sat = place(ctx, 'SE3-104', 'red');
    const called = ctx.s.threats.find((t) => t.catalogue === 'I1-05');
    assert.equal(
      ctx.s.threats.indexOf(called as (typeof ctx.s.threats)[number]),
      1,
      'put on the board from the schedule',
    );
    turn(ctx, 1);
    begin(ctx, 2);
    // The resolver keeps token order: a turn-2 threat goes in front of the called entries.
    const late = place(ctx, 'E1-07', 'blue');
    ctx.s.threats.splice(ctx.s.threats.indexOf(late), 1);
    ctx.s.threats.splice(1, 0, late);
    threatActions(ctx);
    assert.equal(rt(sat).hasCalled, true);
    assert.equal(called?.state, 'active');
  });
  it('a second call takes the next letter (beta) and moves after the first', () => {
    const ctx = board({ trajectories: { red: 7, blue: 7, internal: 7 } });
    const first = pendingCalled(ctx, 'I1-05', 'internal', 1);
    const second = pendingCalled(ctx, 'I1-06', 'internal', 2);
    begin(ctx, 1);
    place(ctx, 'SE3-104', 'red');
    place(ctx, 'SE3-104', 'blue', 3);
    turn(ctx, 1);
    turn(ctx, 2);
    assert.equal(first.state, 'active');
    assert.equal(second.state, 'active');
    assert.ok(first.order < second.order);
  });
});

describe('plasmatic (002 Plasmatic Ships)', () => {
  function plasmaX(shield: number): boolean[] {
    const ctx = board({ trajectories: { red: 1 } });
    shields(ctx, shield, 1, 1);
    put(ctx, 0, 'upper-red');
    put(ctx, 1, 'lower-red');
    put(ctx, 2, 'upper-white');
    begin(ctx, 1);
    place(ctx, 'E1-101', 'red');
    turn(ctx, 1);
    turn(ctx, 2); // 10 -> 7 -> 4: X, Attack 1
    return ctx.s.crew.map((c) => c.knockedOut);
  }
  it('nothing absorbed: everyone in that zone is knocked out', () =>
    assert.deepEqual(plasmaX(0), [true, true, false, false]));
  it('one point absorbed: nobody is', () => assert.deepEqual(plasmaX(1), [false, false, false, false]));
});
