/** The remaining printed actions and traits, one scenario each (base cards and New Frontier). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { threatEngine } from '../src/threats/index.ts';
import { rt } from '../src/threats/runtime.ts';
import type { StationId } from '../src/threats/types.ts';
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

type Ctx = ReturnType<typeof board>;
const ko = (ctx: Ctx) => ctx.s.crew.map((c) => c.knockedOut);

function withBots(ctx: Ctx, crew: number, where: StationId): void {
  put(ctx, crew, where);
  const c = ctx.s.crew[crew];
  if (c) c.squad = crew % 2;
}

describe('base internal threats', () => {
  it('Alien: returns fire only once grown; Y strikes for each crew member in its new station', () => {
    const ctx = board({ trajectories: { internal: 3 } });
    const t = place(ctx, 'SI1-03', 'internal'); // lower white, speed 2
    put(ctx, 3, 'lower-red');
    withBots(ctx, 0, 'lower-white');
    threatEngine.crewAction(ctx, 0, 'bots', 1);
    assert.equal(ctx.s.ship.bots[0]?.disabled, false, 'not grown yet');
    t.damage = 0;
    for (let n = 1; n <= 2; n++) turn(ctx, n); // 12 -> 10 -> 8: X, grows up
    assert.equal(rt(t).grown, true);
    put(ctx, 1, 'upper-white');
    put(ctx, 2, 'upper-white');
    shields(ctx, 0, 0, 0);
    for (let n = 3; n <= 5; n++) turn(ctx, n); // 8 -> 6 -> 4 -> 2: Y at 3, up to the bridge, 2 crew there
    assert.deepEqual(t.stations, [{ zone: 'white', deck: 'upper' }]);
    assert.deepEqual(damage(ctx), [0, 2, 0]);
    withBots(ctx, 3, 'upper-white');
    threatEngine.crewAction(ctx, 3, 'bots', 1);
    assert.equal(ctx.s.ship.bots[1]?.disabled, true, 'grown, it returns fire');
  });
  it('Alien Z destroys the ship', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    place(ctx, 'SI1-03', 'internal');
    for (let n = 1; n <= 5; n++) turn(ctx, n);
    assert.ok(ctx.s.destroyed);
  });
  it('Executioner: knocks out whoever it meets without active battlebots', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    place(ctx, 'SI2-01', 'internal'); // upper blue, X: move red then strike
    put(ctx, 0, 'upper-white');
    withBots(ctx, 1, 'upper-white');
    put(ctx, 2, 'lower-red');
    put(ctx, 3, 'lower-red');
    for (let n = 1; n <= 3; n++) turn(ctx, n); // 10 -> 8 -> 6 -> 4: X
    assert.deepEqual(ko(ctx), [true, false, false, false]);
  });
  it('Commandos Y: unhurt they shoot, hurt they relocate', () => {
    for (const [hurt, zoneDamage, station] of [
      [0, 2, 'lower-red'],
      [1, 0, 'lower-white'],
    ] as const) {
      const ctx = board({ trajectories: { internal: 3 } });
      const t = place(ctx, 'SI1-01', 'internal'); // lower red; X change deck, Y
      t.damage = hurt;
      for (let n = 1; n <= 5; n++) turn(ctx, n); // X at 8 (turn 2), Y at 3 (turn 5)
      const expectedStation =
        station === 'lower-red' ? { zone: 'red', deck: 'upper' } : { zone: 'white', deck: 'upper' };
      assert.deepEqual(t.stations, [expectedStation]);
      assert.equal(damage(ctx)[0], zoneDamage);
    }
  });
  it('Crossed Wires: the white reactor leaks after filling the shield; then the shield leaks; then every reactor', () => {
    const ctx = board({ trajectories: { internal: 3 } });
    place(ctx, 'SI1-05', 'internal'); // speed 3: 12 -> 9 -> 6 (X at 8) -> 3 (Y) -> 1 (Z)
    for (let n = 1; n <= 2; n++) turn(ctx, n);
    assert.deepEqual([ctx.s.ship.zones.white.shield, ctx.s.ship.zones.white.reactor], [3, 0]);
    assert.deepEqual(damage(ctx), [0, 1, 0]);
    turn(ctx, 3);
    assert.deepEqual(damage(ctx), [0, 4, 0]);
    turn(ctx, 4);
    assert.deepEqual(damage(ctx), [2, 4, 2]);
  });
  it('Virus: drains 1 from every reactor, then delays everyone aboard', () => {
    const ctx = board({ trajectories: { internal: 3 } });
    place(ctx, 'I2-05', 'internal');
    for (const c of ctx.s.crew) c.plan[3] = { kind: 'action', action: 'A' };
    for (let n = 1; n <= 2; n++) turn(ctx, n); // speed 3: 12 -> 9 -> 6, X
    assert.deepEqual(
      [ctx.s.ship.zones.red.reactor, ctx.s.ship.zones.white.reactor, ctx.s.ship.zones.blue.reactor],
      [1, 2, 1],
    );
    turn(ctx, 3); // 6 -> 3: Y delays turn 4
    assert.ok(ctx.s.crew.every((c) => c.plan[3] === null && c.plan[4] !== null));
  });
  it('Overheated Reactor: X strikes as hard as the central reactor is full; its fix knocks out the side reactor rooms', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    const t = place(ctx, 'I2-06', 'internal');
    for (let n = 1; n <= 3; n++) turn(ctx, n);
    assert.deepEqual(damage(ctx), [0, 3, 0]);
    put(ctx, 0, 'lower-white');
    put(ctx, 1, 'lower-red');
    put(ctx, 2, 'lower-blue');
    t.damage = 2;
    threatEngine.crewAction(ctx, 0, 'B', 1);
    assert.equal(t.state, 'destroyed');
    assert.deepEqual(ko(ctx), [false, true, true, false]);
  });
  it('Contamination: X delays those in its stations; after Z its stations knock out whoever enters', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    place(ctx, 'SI2-04', 'internal');
    put(ctx, 0, 'upper-red');
    const c = ctx.s.crew[0];
    if (c) c.plan[3] = { kind: 'action', action: 'A' };
    for (let n = 1; n <= 3; n++) turn(ctx, n); // X on turn 3
    assert.equal(c?.plan[3], null);
    for (let n = 4; n <= 5; n++) turn(ctx, n); // Z
    assert.equal(c?.knockedOut, true);
    put(ctx, 1, 'lower-blue');
    threatEngine.onEnter?.(ctx, 1, 'move');
    assert.equal(ctx.s.crew[1]?.knockedOut, true);
  });
  it('Nuclear Device: two repairs in a turn do nothing, a third disarms it', () => {
    const ctx = board();
    const t = place(ctx, 'SI2-05', 'internal');
    for (const i of [0, 1, 2]) put(ctx, i, 'lower-white');
    begin(ctx, 1);
    threatEngine.crewAction(ctx, 0, 'C', 1);
    threatEngine.crewAction(ctx, 1, 'C', 1);
    assert.equal(t.state, 'active');
    threatEngine.crewAction(ctx, 2, 'C', 1);
    assert.equal(t.state, 'destroyed');
  });
  it('Unstable Warheads: one health per rocket aboard when it appears', () => {
    const ctx = board();
    ctx.s.ship.rockets = 1;
    const t = place(ctx, 'I1-07', 'internal');
    assert.equal(t.damage, 2);
  });
  it('Saboteur Y: a block from its reactor, or Attack 1 when the reactor is empty', () => {
    const ctx = board({ trajectories: { internal: 3 } });
    place(ctx, 'I1-03', 'internal'); // lower white, X move blue, speed 4: 12 -> 8 (X) -> 4 -> 1 (Y, Z)
    ctx.s.ship.zones.blue.reactor = 0;
    for (let n = 1; n <= 2; n++) turn(ctx, n);
    assert.deepEqual(damage(ctx), [0, 0, 0]);
    turn(ctx, 3);
    assert.deepEqual(damage(ctx), [0, 0, 3], 'Y: Attack 1 (empty reactor), then Z: Attack 2');
  });
  it('Phasing Troopers X: change decks only when not returning from a phase', () => {
    const ctx = board({ trajectories: { internal: 2 } });
    const t = place(ctx, 'I3-105', 'internal'); // upper red, speed 2 on T2 (11, X 8)
    turn(ctx, 1); // 11 -> 9, phases out
    turn(ctx, 2); // returns, 9 -> 7 passes X with the bracket: no deck change
    assert.deepEqual(t.stations, [{ zone: 'red', deck: 'upper' }]);
  });
  it('Shambler: moves and strikes only with company, otherwise recovers', () => {
    const ctx = board({ trajectories: { internal: 3 } });
    const t = place(ctx, 'SI1-101', 'internal'); // upper white, speed 2
    put(ctx, 0, 'upper-white');
    for (let n = 1; n <= 2; n++) turn(ctx, n); // X
    assert.deepEqual(t.stations, [{ zone: 'blue', deck: 'upper' }]);
    t.damage = 1;
    for (let n = 3; n <= 5; n++) turn(ctx, n); // Y: nobody in upper blue
    assert.equal(t.damage, 0);
  });
  it('Hidden Transmitter: inaccessible until its X; Y pushes the external threats of its zone 2 squares', () => {
    const ctx = board({ trajectories: { internal: 3, blue: 7 } });
    const called = pendingCalled(ctx, 'E1-07', 'blue');
    const t = place(ctx, 'SI3-102', 'internal');
    assert.equal(rt(t).inacc, 1);
    for (let n = 1; n <= 2; n++) turn(ctx, n); // 12 -> 10 -> 8: X calls, inaccessibility 0
    assert.equal(rt(t).inacc, 0);
    assert.equal(called.state, 'active');
    const before = called.position;
    for (let n = 3; n <= 5; n++) turn(ctx, n); // Y on turn 5
    assert.equal(called.position, before - 3 * 3 - 2);
  });
  it('Power Pack Overload X: the stored squad is disabled and a rocket is lost', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    place(ctx, 'I2-101', 'internal');
    for (let n = 1; n <= 2; n++) turn(ctx, n); // speed 3: 10 -> 7 -> 4, X
    assert.equal(ctx.s.ship.bots[1]?.disabled, true);
    assert.equal(ctx.s.ship.rockets, 2);
  });
  it('Cyber Gremlin X: its zone reactor becomes speed', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    const t = place(ctx, 'SI3-106', 'internal'); // lower red
    for (let n = 1; n <= 3; n++) turn(ctx, n);
    assert.equal(ctx.s.ship.zones.red.reactor, 0);
    assert.equal(rt(t).speed, 4);
  });
  it('Phasing Mine Layer destroyed: its mines vanish', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    const t = place(ctx, 'SI2-102', 'internal');
    for (let n = 1; n <= 3; n++) turn(ctx, n);
    assert.equal(rt(t).mines.split(',').length, 1);
    t.damage = 1;
    rt(t).out = false;
    const st = t.stations[0];
    if (!st) throw new Error('station');
    withBots(ctx, 0, `${st.deck}-${st.zone}` as StationId);
    threatEngine.crewAction(ctx, 0, 'bots', 2);
    assert.equal(t.state, 'destroyed');
    assert.equal(rt(t).mines, '');
  });
});

describe('base external threats', () => {
  it('Psionic Satellite: X delays its zone, Y everyone, Z knocks out all aboard', () => {
    const ctx = board({ trajectories: { red: 3 } });
    place(ctx, 'SE2-03', 'red');
    put(ctx, 0, 'upper-red');
    for (const c of ctx.s.crew) c.plan[2] = { kind: 'action', action: 'A' };
    for (let n = 1; n <= 2; n++) turn(ctx, n); // 12 -> 10 -> 8: X delays turn 3 in red
    assert.deepEqual(
      ctx.s.crew.map((c) => c.plan[2] === null),
      [true, false, false, false],
    );
    for (let n = 3; n <= 6; n++) turn(ctx, n);
    assert.ok(ko(ctx).every(Boolean));
  });
  it('Interstellar Octopus: lashes out only once damaged; Z strikes twice its remaining health', () => {
    const ctx = board({ trajectories: { red: 1 } });
    shields(ctx, 0, 0, 0);
    const t = place(ctx, 'SE1-06', 'red');
    for (let n = 1; n <= 3; n++) turn(ctx, n); // X on turn 3, undamaged: nothing
    assert.deepEqual(damage(ctx), [0, 0, 0]);
    t.damage = 6;
    for (let n = 4; n <= 5; n++) turn(ctx, n); // Z: 2 x 2
    assert.deepEqual(damage(ctx), [4, 0, 0]);
  });
  it('Kamikaze: faster and unshielded as it closes in', () => {
    const ctx = board({ trajectories: { red: 7 } });
    const t = place(ctx, 'E2-01', 'red');
    turn(ctx, 1); // 16 -> 12: X
    assert.deepEqual([rt(t).speed, rt(t).shield], [5, 1]);
  });
  it('Marauder X: every external threat gains a shield point while it is on the board', () => {
    const ctx = board({ trajectories: { red: 1, blue: 7 } });
    place(ctx, 'E2-06', 'red');
    const other = place(ctx, 'E1-07', 'blue', 9);
    for (let n = 1; n <= 2; n++) turn(ctx, n); // speed 3: 10 -> 7 -> 4, X
    threatEngine.applyHits(ctx, other, [hit('heavy', 4)]);
    assert.equal(other.damage, 1);
  });
  it('Overlord: X raises its shield to 4 and calls an external threat; Y heals every external threat', () => {
    const ctx = board({ trajectories: { red: 3, white: 7 } });
    const called = pendingCalled(ctx, 'E1-07', 'white');
    const t = place(ctx, 'SE3-105', 'red');
    for (let n = 1; n <= 2; n++) turn(ctx, n);
    assert.equal(rt(t).shield, 4);
    assert.equal(called.state, 'active');
    called.damage = 2;
    t.damage = 2;
    for (let n = 3; n <= 5; n++) turn(ctx, n); // Y at 3 on turn 5
    assert.deepEqual([t.damage, called.damage], [1, 1]);
  });
  it('Amoeba heals at X; Armored Grappler at Y', () => {
    const ctx = board({ trajectories: { red: 1 } });
    const t = place(ctx, 'E1-09', 'red');
    t.damage = 5;
    for (let n = 1; n <= 3; n++) turn(ctx, n);
    assert.equal(t.damage, 3);
  });
  it('Behemoth holds back its attack once damaged enough', () => {
    const ctx = board({ trajectories: { red: 1 } });
    shields(ctx, 0, 0, 0);
    const t = place(ctx, 'SE2-01', 'red');
    t.damage = 2;
    for (let n = 1; n <= 3; n++) turn(ctx, n); // X: Attack 2 only below 2 damage
    assert.deepEqual(damage(ctx), [0, 0, 0]);
  });
  it('Parasite Z with its host out in the interceptors: Attack 5 on the white zone, shields apply', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    const t = place(ctx, 'SI3-107', 'internal');
    put(ctx, 1, 'upper-red');
    threatEngine.onEnter?.(ctx, 1, 'move');
    const host = ctx.s.crew[1];
    if (host) host.inSpace = true;
    t.position = 2;
    rt(t).speed = 1;
    threatActions(ctx);
    assert.equal(t.state, 'survived');
    assert.deepEqual(damage(ctx), [0, 4, 0], 'the white shield (1) absorbs 1 of 5');
  });
});
