/** Internal threats: repairs, battlebots, return fire, and the card notes of 002's appendix. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { threatEngine } from '../src/threats/index.ts';
import { rt } from '../src/threats/runtime.ts';
import type { StationId } from '../src/threats/types.ts';
import { begin, board, damage, place, put, shields, threatActions, turn } from './threats-helpers.ts';

type Ctx = ReturnType<typeof board>;

function withBots(ctx: Ctx, crew: number, where: StationId): void {
  put(ctx, crew, where);
  const c = ctx.s.crew[crew];
  if (c) c.squad = crew % 2;
}

describe('malfunctions and intruders (base)', () => {
  it('a repair of the right letter in its station deals 1 and takes the action; another letter does not', () => {
    const ctx = board();
    const t = place(ctx, 'I1-05', 'internal'); // Hacked Shields, upper blue, B
    put(ctx, 0, 'upper-blue');
    assert.equal(threatEngine.crewAction(ctx, 0, 'A', 1), false);
    assert.equal(threatEngine.crewAction(ctx, 0, 'B', 1), true);
    assert.equal(t.damage, 1);
    assert.equal(threatEngine.crewAction(ctx, 0, 'B', 2), true);
    assert.equal(t.state, 'destroyed');
  });
  it('a malfunction that reached Z keeps its system broken', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    const t = place(ctx, 'I1-05', 'internal');
    for (let n = 1; n <= 5; n++) turn(ctx, n);
    assert.equal(t.state, 'survived');
    put(ctx, 0, 'upper-blue');
    assert.equal(threatEngine.crewAction(ctx, 0, 'B', 1), true);
  });
  it('return fire disables the attacking squad; heroic battlebots deal the same 1 and keep their squad', () => {
    const ctx = board();
    const t = place(ctx, 'I2-03', 'internal'); // Troopers, upper red, 2 hp
    withBots(ctx, 0, 'upper-red');
    withBots(ctx, 1, 'upper-red');
    threatEngine.crewAction(ctx, 0, 'bots', 2);
    assert.equal(t.damage, 1);
    assert.equal(ctx.s.ship.bots[0]?.disabled, false);
    threatEngine.crewAction(ctx, 1, 'bots', 1);
    assert.equal(t.state, 'destroyed');
    assert.equal(ctx.s.ship.bots[1]?.disabled, true);
  });
  it('intruders move by X/Y; sealed doors stop them', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    const t = place(ctx, 'I1-01', 'internal'); // Skirmishers: X move blue
    turn(ctx, 1);
    turn(ctx, 2); // 10 -> 7 -> 4: X
    assert.deepEqual(t.stations, [{ zone: 'white', deck: 'upper' }]);
    const sealed = board({ trajectories: { internal: 1 } });
    sealed.s.ship.sealed.redWhite = true;
    const u = place(sealed, 'I1-01', 'internal');
    turn(sealed, 1);
    turn(sealed, 2);
    assert.deepEqual(u.stations, [{ zone: 'red', deck: 'upper' }]);
  });
  it('internal attacks ignore the shields', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    place(ctx, 'I1-05', 'internal');
    for (let n = 1; n <= 5; n++) turn(ctx, n); // X drains the blue shield, Y the reactor, Z Attack 2
    assert.deepEqual(damage(ctx), [0, 0, 2]);
  });
  it('Battlebot Uprising: repairs in both its stations the same turn deal 1 more', () => {
    const ctx = board();
    const t = place(ctx, 'SI1-06', 'internal');
    put(ctx, 0, 'upper-blue');
    put(ctx, 1, 'lower-red');
    begin(ctx, 1);
    threatEngine.crewAction(ctx, 0, 'C', 1);
    threatEngine.crewAction(ctx, 1, 'C', 1);
    threatEngine.endPlayerActions?.(ctx);
    assert.equal(t.damage, 3);
  });
  it('Seeker: its destruction knocks out the attacker; it is worth 15', () => {
    const ctx = board();
    const t = place(ctx, 'SI2-02', 'internal');
    withBots(ctx, 0, 'upper-white');
    t.damage = 1;
    threatEngine.crewAction(ctx, 0, 'bots', 2);
    assert.equal(t.state, 'destroyed');
    assert.equal(ctx.s.crew[0]?.knockedOut, true);
    assert.equal(threatEngine.points(ctx, t), 15);
  });
  it('Fissure: fought from the interceptors; it doubles damage to red, then everywhere', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    const t = place(ctx, 'SI1-04', 'internal');
    for (let n = 1; n <= 3; n++) turn(ctx, n); // 10 -> 8 -> 6 -> 4: X
    assert.equal(ctx.s.ship.zones.red.damageFactor, 2);
    const c = ctx.s.crew[0];
    if (c) c.inSpace = true;
    threatEngine.crewAction(ctx, 0, 'bots', 1);
    threatEngine.crewAction(ctx, 0, 'bots', 1);
    assert.equal(t.state, 'destroyed');
    assert.equal(ctx.s.ship.zones.red.damageFactor, 1);
  });
  it('Slime: entering its station delays; Y spreads a 1-hp progeny', () => {
    const ctx = board({ trajectories: { internal: 3 } });
    const t = place(ctx, 'I2-01', 'internal'); // lower blue, spreads toward red
    const c = ctx.s.crew[0];
    if (c) c.plan[1] = { kind: 'action', action: 'A' };
    put(ctx, 0, 'lower-blue');
    begin(ctx, 1);
    threatEngine.onEnter?.(ctx, 0, 'move');
    assert.equal(c?.plan[1], null, 'the next action is pushed back');
    for (let n = 1; n <= 5; n++) turn(ctx, n); // 12 -> 10 -> 8 (X) -> 6 -> 4 -> 2 (Y at 3)
    assert.equal(rt(t).progeny, 'lower-white');
    withBots(ctx, 1, 'lower-white');
    threatEngine.crewAction(ctx, 1, 'bots', 1);
    assert.equal(rt(t).progeny, '', 'one battlebot attack clears an offspring');
    assert.equal(t.damage, 0, 'the mother slime is untouched');
  });
});

describe('New Frontier internal card notes (002 appendix)', () => {
  it('Central Laser Jam: the final repair point needs a block from the white reactor', () => {
    const ctx = board();
    const t = place(ctx, 'I1-101', 'internal');
    put(ctx, 0, 'upper-white');
    ctx.s.ship.zones.white.reactor = 0;
    threatEngine.crewAction(ctx, 0, 'A', 2);
    assert.equal(t.damage, 1, 'the first point lands, the final one does not');
    ctx.s.ship.zones.white.reactor = 1;
    threatEngine.crewAction(ctx, 0, 'A', 1);
    assert.equal(t.state, 'destroyed');
    assert.equal(ctx.s.ship.zones.white.reactor, 0);
  });
  it('Lateral Laser Jam: upper red on an odd turn, upper blue on an even one', () => {
    const ctx = board();
    begin(ctx, 3);
    assert.deepEqual(place(ctx, 'I3-101', 'internal').stations, [{ zone: 'red', deck: 'upper' }]);
    begin(ctx, 4);
    assert.deepEqual(place(ctx, 'I3-101', 'internal').stations, [{ zone: 'blue', deck: 'upper' }]);
  });
  it('Pulse Cannon Short Circuit: the central heavy laser firing makes the pulse attack us, shields apply', () => {
    const ctx = board();
    place(ctx, 'I3-102', 'internal');
    threatEngine.onFire?.(ctx, 0, 'heavy', 'white');
    assert.deepEqual(damage(ctx), [0, 0, 0]);
    assert.deepEqual([ctx.s.ship.zones.red.shield, ctx.s.ship.zones.white.shield], [0, 0]);
    threatEngine.onFire?.(ctx, 0, 'heavy', 'white');
    assert.deepEqual(damage(ctx), [1, 1, 1]);
    threatEngine.onFire?.(ctx, 0, 'heavy', 'red');
    assert.deepEqual(damage(ctx), [1, 1, 1], 'side lasers do not backfire');
  });
  it('Reversed Shields: one repairer alone deals 1 more; two do not', () => {
    for (const [crew, expected] of [
      [[0], 2],
      [[0, 1], 2],
    ] as const) {
      const ctx = board();
      const t = place(ctx, 'I3-103', 'internal');
      begin(ctx, 1);
      for (const i of crew) {
        put(ctx, i, 'upper-white');
        threatEngine.crewAction(ctx, i, 'B', 1);
      }
      threatEngine.endPlayerActions?.(ctx);
      assert.equal(t.damage, expected);
    }
  });
  it('Reversed Shields: X makes the shields useless, Y reverses them; destroyed, they work again', () => {
    const ctx = board({ trajectories: { internal: 3 } });
    const t = place(ctx, 'I3-103', 'internal');
    turn(ctx, 1); // speed 4: 12 -> 8, X
    assert.equal(ctx.s.ship.shieldsMode, 'ineffective');
    t.damage = 4;
    put(ctx, 0, 'upper-red');
    threatEngine.crewAction(ctx, 0, 'B', 1);
    assert.equal(ctx.s.ship.shieldsMode, 'normal');
  });
  it('Breached Airlock: X seals red-white, Y white-blue; sealed doors persist after its Z', () => {
    const ctx = board({ trajectories: { internal: 3 } });
    const t = place(ctx, 'I3-104', 'internal');
    turn(ctx, 1); // speed 4: 12 -> 8, X
    assert.deepEqual(ctx.s.ship.sealed, { redWhite: true, whiteBlue: false });
    for (let n = 2; n <= 3; n++) turn(ctx, n); // 8 -> 4 -> 1: Y and Z
    assert.equal(t.state, 'survived');
    assert.deepEqual(ctx.s.ship.sealed, { redWhite: true, whiteBlue: true });
  });
  it('Breached Airlock: a repairer leading active battlebots deals 1 more', () => {
    const ctx = board();
    const t = place(ctx, 'I3-104', 'internal');
    withBots(ctx, 0, 'upper-red');
    threatEngine.crewAction(ctx, 0, 'C', 1);
    assert.equal(t.damage, 2);
  });
  it('Phasing Anomaly: X blinds white, the first Y red, the second Y blue; destroyed, the optics return', () => {
    const ctx = board({ trajectories: { internal: 7 } });
    const t = place(ctx, 'SI2-101', 'internal');
    for (let n = 1; n <= 4; n++) turn(ctx, n); // speed 3: 16 -> 13 -> 10 (X) -> 7 (Y) -> 4 (Y)
    const blind = () => [ctx.s.ship.zones.red.blind, ctx.s.ship.zones.white.blind, ctx.s.ship.zones.blue.blind];
    assert.deepEqual(blind(), [true, true, true]);
    t.state = 'active';
    t.damage = 0;
    begin(ctx, 5);
    rt(t).out = false;
    for (const i of [0, 1, 2]) put(ctx, i, 'upper-white');
    for (const i of [0, 1, 2]) threatEngine.crewAction(ctx, i, 'C', 1);
    assert.equal(t.state, 'destroyed');
    assert.deepEqual(blind(), [false, false, false]);
  });
  it('Space-Time Vortex: damage flips the crew to the other deck; X repeats the last card', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    place(ctx, 'SI3-104', 'internal');
    put(ctx, 0, 'upper-white');
    put(ctx, 1, 'lower-red');
    threatEngine.crewAction(ctx, 0, 'C', 2);
    assert.deepEqual(ctx.s.crew[0]?.station, { zone: 'white', deck: 'lower' });
    assert.deepEqual(ctx.s.crew[1]?.station, { zone: 'red', deck: 'upper' });
    const c = ctx.s.crew[2];
    if (!c) throw new Error('crew');
    c.plan[2] = { kind: 'move', move: 'red' };
    c.plan[3] = { kind: 'action', action: 'B' };
    for (let n = 1; n <= 3; n++) turn(ctx, n); // 10 -> 8 -> 6 -> 4 (X on turn 3)
    assert.deepEqual(c.plan.slice(2, 5), [
      { kind: 'move', move: 'red' },
      { kind: 'move', move: 'red' },
      { kind: 'action', action: 'B' },
    ]);
  });
  it('Space-Time Vortex Z: a drawn common internal threat acts at once and scores nothing', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    const t = place(ctx, 'SI3-104', 'internal');
    for (let n = 1; n <= 5; n++) turn(ctx, n);
    assert.equal(t.state, 'survived');
    assert.equal(ctx.s.threats.length, 1);
    assert.ok(ctx.frames?.some((f) => f.rule === 'threat.vortex-draw'));
  });
  it('Driller: toward the most damaged zone; a tie sends it to white', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    const t = place(ctx, 'I3-107', 'internal'); // lower blue
    ctx.s.ship.zones.red.damage = ['structural', 'lift'];
    ctx.s.ship.zones.blue.damage = ['structural', 'lift'];
    turn(ctx, 1);
    turn(ctx, 2); // 10 -> 7 -> 4: X
    assert.deepEqual(t.stations, [{ zone: 'white', deck: 'lower' }]);
    assert.equal(rt(t).inacc, 0);
  });
  it('Phasing Mine Layer: at Z every zone takes 2 per mine', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    place(ctx, 'SI2-102', 'internal');
    for (let n = 1; n <= 5; n++) turn(ctx, n); // X lays one, Z lays one and detonates
    assert.deepEqual(damage(ctx), [4, 4, 4]);
  });
  it('Ninja: poisons from its appearance; destroyed, its token still knocks out the poisoned at Z', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    begin(ctx, 1);
    const t = place(ctx, 'I2-102', 'internal');
    put(ctx, 0, 'lower-white');
    threatEngine.onEnter?.(ctx, 0, 'move');
    assert.equal(ctx.s.crew[0]?.marks.poisoned, 1);
    withBots(ctx, 1, 'lower-blue');
    for (let i = 0; i < 3; i++) threatEngine.crewAction(ctx, 1, 'bots', 1);
    assert.equal(t.state, 'destroyed');
    for (let n = 1; n <= 5; n++) turn(ctx, n);
    assert.equal(ctx.s.crew[0]?.knockedOut, true);
    assert.equal(ctx.s.crew[1]?.knockedOut, false);
    assert.equal(ctx.s.ship.rockets, 3, 'a destroyed Ninja launches no rockets');
    assert.equal(threatEngine.points(ctx, t), 6);
  });
  it('Ninja survives: the poisoned fall and every rocket hits red as Attack 2', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    shields(ctx, 0, 0, 0);
    place(ctx, 'I2-102', 'internal');
    for (let n = 1; n <= 5; n++) turn(ctx, n);
    assert.equal(ctx.s.ship.rockets, 0);
    assert.equal(damage(ctx)[0], 6);
  });
  it('Rabid Beast: 2 damage per infected crew member at Z, and 4 to its zone if it survives', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    const t = place(ctx, 'SI3-101', 'internal'); // upper blue
    put(ctx, 0, 'upper-blue');
    put(ctx, 1, 'lower-white');
    for (let n = 1; n <= 3; n++) turn(ctx, n); // X on turn 3: infects crew 0, then moves red twice
    assert.equal(ctx.s.crew[0]?.marks.infected, 1);
    assert.deepEqual(t.stations, [{ zone: 'red', deck: 'upper' }]);
    for (let n = 4; n <= 5; n++) turn(ctx, n);
    assert.deepEqual(damage(ctx), [4, 0, 2]);
  });
  it('Siren: X fells those alone, Y the crowded stations; it vanishes to lower blue when hit', () => {
    const ctx = board({ trajectories: { internal: 3 } });
    const _t = place(ctx, 'SI3-105', 'internal');
    put(ctx, 0, 'upper-red');
    put(ctx, 1, 'upper-white');
    put(ctx, 2, 'upper-white');
    put(ctx, 3, 'lower-white');
    for (let n = 1; n <= 3; n++) turn(ctx, n); // X
    assert.deepEqual(
      ctx.s.crew.map((c) => c.knockedOut),
      [true, false, false, true],
    );
    for (let n = 4; n <= 5; n++) turn(ctx, n); // Y at 3
    assert.deepEqual(
      ctx.s.crew.map((c) => c.knockedOut),
      [true, true, true, true],
    );
    const other = board();
    const u = place(other, 'SI3-105', 'internal');
    withBots(other, 0, 'lower-red');
    threatEngine.crewAction(other, 0, 'bots', 2);
    assert.deepEqual(u.stations, [{ zone: 'blue', deck: 'lower' }]);
  });
  it('Cyber Gremlin: unless destroyed, everyone is knocked out at the jump; its sabotage can be repaired', () => {
    const ctx = board({ trajectories: { internal: 1 } });
    const t = place(ctx, 'SI3-106', 'internal');
    for (let n = 1; n <= 5; n++) turn(ctx, n);
    assert.equal(t.state, 'survived');
    put(ctx, 0, 'lower-red');
    assert.equal(threatEngine.crewAction(ctx, 0, 'B', 1), true, 'a sabotaged B is repaired');
    threatEngine.onJump?.(ctx);
    assert.ok(ctx.s.crew.every((c) => c.knockedOut));
    assert.equal(threatEngine.points(ctx, t), 8);
  });
  it('Parasite: latches onto the first to move; another squad attacking it knocks out the host', () => {
    const ctx = board();
    const t = place(ctx, 'SI3-107', 'internal');
    put(ctx, 1, 'upper-red');
    threatEngine.onEnter?.(ctx, 1, 'move');
    put(ctx, 2, 'upper-red');
    threatEngine.onEnter?.(ctx, 2, 'move');
    assert.equal(rt(t).host, 1);
    withBots(ctx, 2, 'upper-red');
    assert.equal(threatEngine.crewAction(ctx, 1, 'bots', 1), false, 'the host cannot fight it');
    threatEngine.crewAction(ctx, 2, 'bots', 1);
    assert.equal(t.state, 'destroyed');
    assert.equal(ctx.s.crew[1]?.knockedOut, true);
    assert.equal(ctx.s.ship.bots[0]?.disabled, true);
  });
  it('Power Pack Overload: repairs in both side reactor rooms in one turn deal 1 more', () => {
    const ctx = board();
    const t = place(ctx, 'I2-101', 'internal');
    put(ctx, 0, 'lower-red');
    put(ctx, 1, 'lower-blue');
    begin(ctx, 1);
    threatEngine.crewAction(ctx, 0, 'A', 1);
    threatEngine.crewAction(ctx, 1, 'A', 1);
    threatEngine.endPlayerActions?.(ctx);
    assert.equal(t.damage, 3);
    threatActions(ctx);
  });
});

describe('more card notes', () => {
  it('Ninja: a double move through a poisoned station does not poison; ending there does', () => {
    const ctx = board();
    begin(ctx, 1);
    place(ctx, 'I2-102', 'internal');
    const c = ctx.s.crew[0];
    if (!c) throw new Error('crew');
    put(ctx, 0, 'lower-red');
    threatEngine.startTurn?.(ctx);
    c.plan[0] = {
      kind: 'double',
      halves: [
        { kind: 'move', move: 'blue' },
        { kind: 'move', move: 'blue' },
      ],
    };
    put(ctx, 0, 'lower-white');
    threatEngine.onEnter?.(ctx, 0, 'move');
    put(ctx, 0, 'lower-blue');
    threatEngine.onEnter?.(ctx, 0, 'move');
    assert.equal(c.marks.poisoned ?? 0, 0);
    begin(ctx, 2);
    put(ctx, 0, 'lower-white');
    threatEngine.onEnter?.(ctx, 0, 'move');
    assert.equal(c.marks.poisoned, 1);
  });
  it('Parasite: once its host is knocked out by something else it counts as survived', () => {
    const ctx = board();
    const t = place(ctx, 'SI3-107', 'internal');
    put(ctx, 1, 'upper-red');
    threatEngine.onEnter?.(ctx, 1, 'move');
    const host = ctx.s.crew[1];
    if (host) host.knockedOut = true;
    threatActions(ctx);
    assert.equal(t.state, 'survived');
    assert.equal(threatEngine.points(ctx, t), 8);
  });
  it('Cyber Gremlin tokens are repaired in the Gremlin token order against another malfunction', () => {
    const ctx = board();
    begin(ctx, 1);
    const gremlin = place(ctx, 'SI3-106', 'internal');
    rt(gremlin).sabotage = 'upper-blue:B';
    begin(ctx, 2);
    const hacked = place(ctx, 'I1-05', 'internal'); // upper blue, B, a later token
    put(ctx, 0, 'upper-blue');
    threatEngine.crewAction(ctx, 0, 'B', 1);
    assert.equal(rt(gremlin).sabotage, '');
    assert.equal(hacked.damage, 0);
    threatEngine.crewAction(ctx, 0, 'B', 1);
    assert.equal(hacked.damage, 1);
  });
});
