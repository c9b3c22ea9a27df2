/**
 * The recorded frames a step-by-step replay reads: every threat move with its squares, every shot
 * with its target, every damage tile, every delay, and a ship snapshot after each turn (and in the
 * outcome). Frames off must not change anything but the frames.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { resolveMission } from '../src/resolution/mission.ts';
import type { ResolutionInput, ScheduledThreat } from '../src/types.ts';
import { input } from './resolution-helpers.ts';

const T = (threat: string, turn: number, zone: ScheduledThreat['zone']): ScheduledThreat => ({
  threat,
  turn,
  zone,
  unconfirmed: false,
});

/** A Fighter (speed 3) on T1 from turn 1, the red heavy laser firing on turns 2 and 3. */
function fighterMission(): ResolutionInput {
  return input({
    plans: ['< A A', 'C - - C - - - C', '', ''],
    threats: [T('E1-07', 1, 'red')],
    trajectories: { red: 1, white: 2, blue: 3, internal: 4 },
  });
}

describe('frames for a step-by-step replay', () => {
  test('a threat move is recorded with its token, start and end squares', () => {
    const out = resolveMission(fighterMission(), Rng.fromSeed(3));
    const moves = out.frames.filter((f) => f.rule === 'threat.advance');
    assert.deepEqual(
      moves.map((f) => [f.turn, f.data?.threat, f.data?.token, f.data?.from, f.data?.to]),
      [
        [1, 'E1-07', 2, 10, 7],
        [2, 'E1-07', 2, 7, 4],
      ],
    );
    // The X square (5 on T1) is named where it is met.
    const x = out.frames.find((f) => f.rule === 'threat.X');
    assert.equal(x?.data?.square, 5);
    assert.ok(out.frames.indexOf(moves[1] as never) < out.frames.indexOf(x as never));
  });
  test('each shot names its weapon, gun zone, shooter, target and strength', () => {
    const out = resolveMission(fighterMission(), Rng.fromSeed(3));
    const shots = out.frames.filter((f) => f.rule === 'damage.shot');
    assert.deepEqual(
      shots.map((f) => [f.turn, f.data?.weapon, f.data?.zone, f.data?.by, f.data?.threat, f.data?.strength]),
      [
        [2, 'heavy', 'red', 0, 'E1-07', 4],
        [3, 'heavy', 'red', 0, 'E1-07', 4],
      ],
    );
    const fire = out.frames.find((f) => f.rule === 'weapons.fire');
    assert.equal(fire?.data?.reactor, 1, 'the red reactor had 2 and the shot spent 1');
  });
  test('a damage tile carries its zone, tile, count and cause; a delay its cause', () => {
    const out = resolveMission(
      input({
        plans: ['', '', '', ''],
        threats: [T('E1-07', 1, 'red')],
        trajectories: { red: 1, white: 2, blue: 3, internal: 4 },
      }),
      Rng.fromSeed(5),
    );
    const tiles = out.frames.filter((f) => f.rule === 'ship.damage');
    assert.ok(tiles.length > 0);
    tiles.forEach((f, i) => {
      assert.equal(f.data?.zone, 'red');
      assert.equal(f.data?.count, i + 1);
      assert.equal(typeof f.data?.tile, 'string');
      assert.equal(typeof f.data?.cause, 'string');
    });
    assert.deepEqual(
      tiles.map((f) => f.data?.tile),
      out.ship.zones.red.damage,
    );
    const delays = out.frames.filter((f) => f.rule === 'delay');
    assert.ok(delays.length > 0);
    for (const d of delays) assert.match(String(d.data?.cause), /computer/);
  });
  test('a snapshot opens the mission and ends every turn and the jump; the last one is the outcome', () => {
    const out = resolveMission(fighterMission(), Rng.fromSeed(3));
    const snaps = out.frames.filter((f) => f.rule === 'ship.snapshot');
    assert.deepEqual(
      snaps.map((f) => f.turn),
      [1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
    );
    const first = snaps[0]?.ship;
    assert.deepEqual(
      [first?.zones.red.reactor, first?.zones.white.reactor, first?.zones.white.shield, first?.fuel, first?.rockets],
      [2, 3, 1, 3, 3],
    );
    assert.equal(first?.crew[0]?.station, 'upper-white');
    // End of turn 1: crew 1 moved to the red station; the Fighter is on square 7.
    const t1 = snaps[1]?.ship;
    assert.equal(t1?.crew[0]?.station, 'upper-red');
    assert.deepEqual(
      t1?.threats.map((t) => [t.threat, t.position, t.state]),
      [['E1-07', 7, 'active']],
    );
    // End of turn 3: both shots of 4 against shield 2 destroyed it (health 4); the reactor spent 2.
    const t3 = snaps[3]?.ship;
    assert.deepEqual(
      t3?.threats.map((t) => [t.state, t.damage]),
      [['destroyed', 4]],
    );
    assert.equal(t3?.zones.red.reactor, 0);
    assert.deepEqual(snaps[snaps.length - 1]?.ship, out.ship);
  });
  test('frames off: no frames, the same outcome and final ship', () => {
    const on = resolveMission(fighterMission(), Rng.fromSeed(9));
    const offInput = fighterMission();
    offInput.options = { frames: false };
    const off = resolveMission(offInput, Rng.fromSeed(9));
    assert.deepEqual(off.frames, []);
    assert.deepEqual(off.ship, on.ship);
    assert.deepEqual(off.score, on.score);
  });
});

describe('a destroyed ship in the replay', () => {
  test('the threat whose Z action destroyed the ship stays on the board, not survived', () => {
    // Six tiles already in red: the Fighter's Z attack of 3 gets past the spent shield and is the 7th.
    const out = resolveMission(
      input({
        plans: ['', '', '', ''],
        threats: [T('E1-07', 1, 'red')],
        trajectories: { red: 1, white: 2, blue: 3, internal: 4 },
        options: {
          carriedDamage: { red: ['upper-weapon', 'lower-weapon', 'shield', 'reactor', 'lift', 'structural'] },
        },
      }),
      Rng.fromSeed(1),
    );
    assert.equal(out.survived, false);
    const at = out.frames.findIndex((f) => f.rule === 'ship.destroyed');
    assert.ok(at >= 0);
    assert.ok(!out.frames.some((f) => f.rule === 'threat.survived'), 'no threat is logged as survived');
    assert.deepEqual(
      out.score.threats.map((t) => [t.threat, t.result, t.points]),
      [['E1-07', 'on-board', 0]],
    );
    assert.equal(out.frames[out.frames.length - 1]?.rule, 'ship.snapshot');
    assert.deepEqual(
      out.ship.threats.map((t) => t.state),
      ['active'],
    );
    assert.equal(out.ship.zones.red.damage.length, 6);
  });
});
