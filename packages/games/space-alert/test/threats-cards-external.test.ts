/** External card notes (002 appendix) and base-game trait rules, one small scenario each. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { threatEngine } from '../src/threats/index.ts';
import { rt } from '../src/threats/runtime.ts';
import { begin, board, damage, hit, pendingCalled, place, shields, threatActions, turn } from './threats-helpers.ts';

describe('base game', () => {
  it('a Fighter on T5 from turn 5 with no crew action: the red zone takes 5 damage', () => {
    const ctx = board({ trajectories: { red: 5 } });
    begin(ctx, 5);
    const t = place(ctx, 'E1-07', 'red');
    for (let n = 5; n <= 13; n++) turn(ctx, n);
    assert.deepEqual(damage(ctx), [5, 0, 0]);
    assert.equal(t.state, 'survived');
    assert.equal(threatEngine.points(ctx, t), 2);
  });
  it('stealth: untargetable until its X', () => {
    const ctx = board({ trajectories: { red: 1 } });
    const t = place(ctx, 'E1-03', 'red');
    assert.equal(threatEngine.targetable(ctx, t, 'heavy'), false);
    turn(ctx, 1);
    turn(ctx, 2); // 10 -> 7 -> 4: X
    assert.equal(threatEngine.targetable(ctx, t, 'heavy'), true);
  });
  it('immunities: heavy lasers ignore the Scout, rockets ignore the Amoeba', () => {
    const ctx = board();
    const scout = place(ctx, 'E2-02', 'red');
    const amoeba = place(ctx, 'E1-09', 'blue');
    assert.equal(threatEngine.targetable(ctx, scout, 'heavy'), false);
    assert.equal(threatEngine.targetable(ctx, scout, 'light'), true);
    assert.equal(threatEngine.targetable(ctx, amoeba, 'rocket'), false);
  });
  it('the Scout X gives every other external threat +1 attack while it is on the board', () => {
    const ctx = board({ trajectories: { red: 3, blue: 1 } });
    shields(ctx, 0, 0, 0);
    begin(ctx, 1);
    place(ctx, 'E2-02', 'red');
    place(ctx, 'E1-07', 'blue', 3);
    turn(ctx, 1);
    turn(ctx, 2); // scout X at 8 on turn 2; the fighter (10 -> 7 -> 4) hits X on turn 2 after it
    assert.deepEqual(damage(ctx), [0, 0, 2]);
  });
  it('cryoshield: the first volley that would hurt it is swallowed', () => {
    const ctx = board();
    const t = place(ctx, 'E1-06', 'red');
    threatEngine.applyHits(ctx, t, [hit('heavy', 4)]);
    assert.equal(t.damage, 0);
    threatEngine.applyHits(ctx, t, [hit('heavy', 4)]);
    assert.equal(t.damage, 3);
  });
  it('Energy Cloud: a pulse hit cancels its shield that turn', () => {
    const ctx = board();
    const t = place(ctx, 'E1-04', 'red');
    threatEngine.applyHits(ctx, t, [hit('heavy', 4), hit('pulse', 1, 1)]);
    assert.equal(t.damage, 5);
  });
  it('Swarm: at most 1 damage a turn; Jellyfish: its negative shield adds 2', () => {
    const ctx = board();
    const swarm = place(ctx, 'E2-04', 'red');
    threatEngine.applyHits(ctx, swarm, [hit('heavy', 5)]);
    assert.equal(swarm.damage, 1);
    const jelly = place(ctx, 'E2-05', 'blue');
    threatEngine.applyHits(ctx, jelly, [hit('light', 2)]);
    assert.equal(jelly.damage, 4);
  });
  it('Leviathan Tanker: its end deals 1 to every other external threat', () => {
    const ctx = board();
    const tanker = place(ctx, 'SE1-03', 'red');
    const other = place(ctx, 'E1-07', 'blue');
    threatEngine.applyHits(ctx, tanker, [hit('rocket', 11)]);
    assert.equal(tanker.state, 'destroyed');
    assert.equal(other.damage, 1);
  });
  it('Nemesis: every damage step that hurts it strikes all zones for 1', () => {
    const ctx = board();
    shields(ctx, 0, 0, 0);
    const t = place(ctx, 'SE2-05', 'red');
    threatEngine.applyHits(ctx, t, [hit('heavy', 4)]);
    assert.deepEqual(damage(ctx), [1, 1, 1]);
  });
  it('asteroids: destroyed after passing X, the debris strikes its zone', () => {
    const ctx = board({ trajectories: { red: 1 } });
    shields(ctx, 0, 0, 0);
    const t = place(ctx, 'E2-07', 'red');
    turn(ctx, 1);
    turn(ctx, 2); // 10 -> 6 -> 2: passes X
    threatEngine.applyHits(ctx, t, [hit('heavy', 7)]);
    assert.deepEqual(damage(ctx), [1, 0, 0]);
  });
  it('Behemoth: interceptors alone on it deal 6 more and knock out their pilot', () => {
    const ctx = board();
    const t = place(ctx, 'SE2-01', 'red');
    t.position = 4;
    const pilot = ctx.s.crew[2];
    if (pilot) pilot.inSpace = true;
    threatEngine.applyHits(ctx, t, [hit('interceptors', 3, 2)]);
    assert.equal(t.damage, 5);
    assert.equal(ctx.s.crew[2]?.knockedOut, true);
  });
  it('Juggernaut: each rocket hit thickens its shield', () => {
    const ctx = board();
    const t = place(ctx, 'SE2-02', 'red');
    threatEngine.applyHits(ctx, t, [hit('rocket', 3)]);
    assert.equal(rt(t).shield, 4);
  });
  it('Pulse and Transmitter Satellites: untouchable at range 3', () => {
    const ctx = board();
    const t = place(ctx, 'SE3-104', 'red');
    assert.equal(threatEngine.targetable(ctx, t, 'pulse'), false);
    t.position = 10;
    assert.equal(threatEngine.targetable(ctx, t, 'heavy'), true);
  });
});

describe('New Frontier external card notes (002 appendix)', () => {
  function saucer(rocket: boolean): number[] {
    const ctx = board({ trajectories: { red: 1 } });
    shields(ctx, 0, 0, 0);
    const t = place(ctx, 'E1-102', 'red');
    turn(ctx, 1, undefined, rocket ? [[t, [hit('rocket', 3)]]] : []);
    turn(ctx, 2);
    turn(ctx, 3); // 10 -> 7 -> 4 (X) -> 1 (Z)
    assert.equal(t.state, 'survived');
    return damage(ctx);
  }
  it('Spinning Saucer: a rocket hit, even one its shield stops, cancels its Z', () => {
    assert.deepEqual(saucer(true), [1, 0, 0]);
    assert.deepEqual(saucer(false), [6, 0, 0]);
  });
  it('Sealed Capsule: at most 1 damage when it calls, the called threat is 1 faster for good', () => {
    for (const [hurt, bonus] of [
      [0, 1],
      [2, 0],
    ] as const) {
      const ctx = board({ trajectories: { red: 1, internal: 7 } });
      const called = pendingCalled(ctx, 'I1-05', 'internal');
      const cap = place(ctx, 'E3-107', 'red');
      cap.damage = hurt;
      turn(ctx, 1);
      turn(ctx, 2);
      turn(ctx, 3); // 10 -> 6 -> 2 (X: speed 5) -> 1: Z calls
      assert.equal(called.state, 'active');
      assert.equal(rt(called).speed, 2 + bonus);
      assert.equal(threatEngine.points(ctx, cap), 0, 'worth nothing itself');
    }
  });
  it('Energy Snake: heals what the shields absorb; Z burns 1 + the reactor, unshieldable, energy kept', () => {
    const ctx = board({ trajectories: { red: 1 } });
    const t = place(ctx, 'E3-109', 'red');
    t.damage = 2;
    turn(ctx, 1);
    turn(ctx, 2); // 10 -> 6 -> 2: X, Attack 1 absorbed by the red shield
    assert.equal(t.damage, 1);
    assert.deepEqual(damage(ctx), [0, 0, 0]);
    turn(ctx, 3);
    assert.deepEqual(damage(ctx), [3, 0, 0]);
    assert.equal(ctx.s.ship.zones.red.reactor, 2);
  });
  it('Energy Snake: 2 slower on a turn it was damaged', () => {
    const ctx = board();
    const t = place(ctx, 'E3-109', 'red');
    turn(ctx, 1, undefined, [[t, [hit('heavy', 5)]]]);
    assert.equal(t.position, 14);
  });
  it('Energy Dragon: at Z every zone burns by its own reactor', () => {
    const ctx = board({ trajectories: { red: 1 } });
    const t = place(ctx, 'SE3-108', 'red');
    t.position = 1;
    turn(ctx, 1);
    t.position = 3;
    threatActions(ctx);
    assert.equal(t.state, 'survived');
    assert.deepEqual(damage(ctx), [3, 4, 3]);
  });
  it('Dimension Spider: strikes at the jump even short of Z, and counts as survived', () => {
    const ctx = board();
    shields(ctx, 0, 0, 0);
    begin(ctx, 10);
    const t = place(ctx, 'SE1-102', 'red');
    for (let n = 10; n <= 13; n++) turn(ctx, n);
    assert.equal(t.state, 'active');
    threatEngine.onJump?.(ctx);
    assert.deepEqual(damage(ctx), [4, 4, 4]);
    assert.equal(threatEngine.points(ctx, t), 4);
  });
  it('Transmitter Satellite Y: every internal threat advances 1 at once, in token order', () => {
    const ctx = board({ trajectories: { red: 3, internal: 7 } });
    const sat = place(ctx, 'SE3-104', 'red');
    const inside = place(ctx, 'I1-05', 'internal');
    sat.position = 4;
    rt(sat).hasCalled = true;
    const before = inside.position;
    threatActions(ctx); // 4 -> 1 passes Y (3): the malfunction moves 1, then its own 2
    assert.equal(inside.position, before - 3);
  });
  it('Planetoid: speed 1, then 2, then 3', () => {
    const ctx = board();
    const t = place(ctx, 'SE3-107', 'red');
    const seen: number[] = [];
    for (const n of [1, 2, 3]) {
      turn(ctx, n);
      seen.push(t.position);
    }
    assert.deepEqual(seen, [15, 13, 10]);
  });
  it('Megashield Destroyer: what passes our shields is doubled', () => {
    const ctx = board({ trajectories: { red: 1 } });
    place(ctx, 'E2-103', 'red');
    for (const n of [1, 2, 3]) turn(ctx, n); // 10 -> 8 -> 6 -> 4: X, Attack 1 against shield 1
    assert.deepEqual(damage(ctx), [0, 0, 0]);
    turn(ctx, 4);
    turn(ctx, 5); // 4 -> 2 -> 1: Z, Attack 3 against an empty shield, doubled
    assert.deepEqual(damage(ctx), [6, 0, 0]);
  });
});

describe('rockets and interceptors against special cards', () => {
  it('Juggernaut: while it is on the board every other threat is passed over by rockets', () => {
    const ctx = board();
    const jug = place(ctx, 'SE2-02', 'red');
    const other = place(ctx, 'E1-07', 'blue');
    assert.equal(threatEngine.targetable(ctx, other, 'rocket'), false);
    assert.equal(threatEngine.targetable(ctx, jug, 'rocket'), true);
    assert.equal(threatEngine.targetable(ctx, other, 'heavy'), true);
  });
  it('Behemoth: not alone when another threat sits at the same distance in any zone', () => {
    const ctx = board();
    const t = place(ctx, 'SE2-01', 'red');
    const other = place(ctx, 'E1-07', 'blue');
    t.position = 4;
    other.position = 3;
    threatEngine.applyHits(ctx, t, [hit('interceptors', 1, 2)]);
    assert.equal(t.damage, 0);
    assert.equal(ctx.s.crew[2]?.knockedOut, false);
  });
});
