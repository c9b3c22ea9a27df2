/**
 * Repairs, battlebot attacks and entering stations, the finer rules of internal threats (002 and the
 * New Frontier card notes): damage stops at a threat's health, the laser jam's last point costs energy
 * from its own zone, Cyber Gremlin tokens by token number, the repair bonuses counted at the end of
 * the Player Actions, the threats that move or move the crew when hit, and what entering a station
 * sets off (a teleport sets off nothing, the Squad Leader's dash ignores the slime, the Ninja's
 * poison judges where a move starts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Ctx, station, type ThreatOnBoard } from '../src/state.ts';
import { crewAction, endPlayerActions, malfunctionToken, onEnter, remoteRepair } from '../src/threats/internal.ts';
import { rt, stationId } from '../src/threats/runtime.ts';
import type { StationId } from '../src/threats/types.ts';
import { board, place, put } from './threats-helpers.ts';

function crew(ctx: Ctx, i: number) {
  return ctx.s.crew[i] as (typeof ctx.s.crew)[number];
}

/** Gives crew `i` battlebot squad `squad` (active unless said). */
function lead(ctx: Ctx, i: number, squad: number, disabled = false): void {
  crew(ctx, i).squad = squad;
  const b = ctx.s.ship.bots[squad] as { leader: number | null; disabled: boolean };
  b.leader = i;
  b.disabled = disabled;
}

test('a repair deals at most the health the malfunction has left, and the repairer is credited with what it dealt', () => {
  const ctx = board();
  const hacked = place(ctx, 'I1-05', 'internal'); // 3 health, B in upper blue
  hacked.damage = 1;
  put(ctx, 0, 'upper-blue');
  assert.equal(crewAction(ctx, 0, 'B', 3), true);
  assert.equal(hacked.damage, 3, 'not beyond its health');
  assert.equal(hacked.state, 'destroyed');
  assert.equal(crew(ctx, 0).internalDamage, 2);
});

test("the laser jam's last point costs one energy block from the reactor of the jam's own zone", () => {
  const ctx = board();
  ctx.s.turn = 1; // odd turn: the Lateral Laser Jam sits in upper red
  const jam = place(ctx, 'I3-101', 'internal');
  assert.equal(stationId(jam.stations[0] as never), 'upper-red');
  jam.damage = 2; // 3 health: the next point is the last
  ctx.s.ship.zones.red.reactor = 0;
  ctx.s.ship.zones.white.reactor = 3;
  put(ctx, 0, 'upper-red');
  crewAction(ctx, 0, 'A', 1);
  assert.deepEqual([jam.damage, jam.state], [2, 'active'], 'no energy in the red reactor');
  assert.equal(ctx.s.ship.zones.white.reactor, 3, 'the white reactor is not asked');
  ctx.s.ship.zones.red.reactor = 1;
  crewAction(ctx, 0, 'A', 1);
  assert.deepEqual([jam.state, ctx.s.ship.zones.red.reactor], ['destroyed', 0]);
});

test("a repair of a sabotaged system removes the Gremlin's token of that system, whatever threats come before it", () => {
  const ctx = board();
  const hacked = place(ctx, 'I1-05', 'internal', 2); // another malfunction, elsewhere, with an earlier token
  const gremlin = place(ctx, 'SI3-106', 'internal', 5);
  rt(gremlin).sabotage = 'upper-white:A,lower-red:C';
  put(ctx, 0, 'upper-white');
  assert.equal(malfunctionToken(ctx, station('white', 'upper'), 'A'), 5);
  assert.equal(crewAction(ctx, 0, 'A', 1), true);
  assert.equal(rt(gremlin).sabotage, 'lower-red:C');
  assert.equal(hacked.damage, 0);
  assert.equal(crewAction(ctx, 0, 'A', 1), false, 'the system works again');
});

test('a malfunction card with an earlier token than the sabotage takes the repair first', () => {
  const ctx = board();
  const hacked = place(ctx, 'I1-05', 'internal', 3);
  const gremlin = place(ctx, 'SI3-106', 'internal', 9);
  rt(gremlin).sabotage = 'upper-blue:B';
  put(ctx, 0, 'upper-blue');
  crewAction(ctx, 0, 'B', 1);
  assert.equal(hacked.damage, 1);
  assert.equal(rt(gremlin).sabotage, 'upper-blue:B');
});

test('out in the interceptors, battlebots find only a Fissure on the board; other threats are not there', () => {
  const ctx = board();
  const raider = place(ctx, 'E1-07', 'red');
  const troopers = place(ctx, 'I2-03', 'internal');
  const gone = place(ctx, 'SI1-04', 'internal');
  gone.state = 'destroyed';
  crew(ctx, 0).inSpace = true;
  assert.equal(crewAction(ctx, 0, 'bots', 1), false);
  assert.deepEqual([raider.damage, troopers.damage, gone.damage], [0, 0, 0]);
});

test('the Parasite is fought only while on the board and riding a host', () => {
  const ctx = board();
  const parasite = place(ctx, 'SI3-107', 'internal');
  put(ctx, 0, 'lower-red');
  put(ctx, 1, 'lower-red');
  lead(ctx, 1, 0);
  assert.equal(crewAction(ctx, 1, 'bots', 1), false, 'no host: nothing to fight');
  rt(parasite).host = 0;
  parasite.state = 'destroyed';
  assert.equal(crewAction(ctx, 1, 'bots', 1), false, 'destroyed: nothing to fight');
  assert.equal(crew(ctx, 0).knockedOut, false);
});

test('heroic battlebots are spared return fire, but attacking the Parasite still costs the squad', () => {
  const ctx = board();
  const parasite = place(ctx, 'SI3-107', 'internal');
  put(ctx, 0, 'lower-red');
  put(ctx, 1, 'lower-red');
  rt(parasite).host = 0;
  lead(ctx, 1, 0);
  assert.equal(crewAction(ctx, 1, 'bots', 2), true);
  assert.equal(ctx.s.ship.bots[0]?.disabled, true);
  // Heroic battlebots against Troopers: no return fire.
  const other = board();
  const troopers = place(other, 'I2-03', 'internal');
  put(other, 1, 'upper-red');
  lead(other, 1, 0);
  crewAction(other, 1, 'bots', 2);
  assert.equal(troopers.damage, 1);
  assert.equal(other.s.ship.bots[0]?.disabled, false);
});

test('a destroyed malfunction no longer takes the action of its station', () => {
  const ctx = board();
  const hacked = place(ctx, 'I1-05', 'internal');
  hacked.state = 'destroyed';
  put(ctx, 0, 'upper-blue');
  assert.equal(crewAction(ctx, 0, 'B', 1), false);
  assert.equal(hacked.damage, 0);
});

test('the earlier of two malfunctions of one system takes the repair, whatever order they were placed in', () => {
  const ctx = board();
  const early = place(ctx, 'I1-05', 'internal', 3);
  const late = place(ctx, 'I1-05', 'internal', 9);
  put(ctx, 0, 'upper-blue');
  assert.equal(malfunctionToken(ctx, station('blue', 'upper'), 'B'), 3);
  crewAction(ctx, 0, 'B', 1);
  assert.deepEqual([early.damage, late.damage], [1, 0]);
});

test('Breached Airlock: a repairer leading active battlebots deals one more; without them, or on another card, one', () => {
  const ctx = board();
  const airlock = place(ctx, 'I3-104', 'internal'); // C in upper red, 3 health
  put(ctx, 0, 'upper-red');
  put(ctx, 1, 'upper-red');
  crewAction(ctx, 1, 'C', 1);
  assert.equal(airlock.damage, 1, 'no battlebots: one point');
  lead(ctx, 1, 1, true);
  crewAction(ctx, 1, 'C', 1);
  assert.equal(airlock.damage, 2, 'disabled battlebots: one point');
  const plain = board();
  const hacked = place(plain, 'I1-06', 'internal'); // B in upper red
  put(plain, 0, 'upper-red');
  lead(plain, 0, 0);
  crewAction(plain, 0, 'B', 1);
  assert.equal(hacked.damage, 1, 'another malfunction: battlebots add nothing');
  const led = board();
  const breach = place(led, 'I3-104', 'internal');
  put(led, 0, 'upper-red');
  lead(led, 0, 0);
  crewAction(led, 0, 'C', 1);
  assert.equal(breach.damage, 2);
});

test('Space-Time Vortex: a repair whose point only wears its inaccessibility moves nobody', () => {
  const ctx = board();
  const vortex = place(ctx, 'SI3-104', 'internal');
  rt(vortex).inacc = 1;
  put(ctx, 0, 'upper-white');
  put(ctx, 1, 'lower-red');
  crewAction(ctx, 0, 'C', 1);
  assert.equal(vortex.damage, 0);
  assert.deepEqual(
    ctx.s.crew.slice(0, 2).map((c) => stationId(c.station)),
    ['upper-white', 'lower-red'],
  );
});

test('the Siren jumps to lower blue when hit, unless the hit destroyed it', () => {
  const ctx = board();
  const siren = place(ctx, 'SI3-105', 'internal'); // lower red, 2 health
  put(ctx, 0, 'lower-red');
  lead(ctx, 0, 0);
  crewAction(ctx, 0, 'bots', 2);
  assert.equal(stationId(siren.stations[0] as never), 'lower-blue');
  const other = board();
  const last = place(other, 'SI3-105', 'internal');
  last.damage = 1;
  put(other, 0, 'lower-red');
  lead(other, 0, 0);
  crewAction(other, 0, 'bots', 2);
  assert.equal(last.state, 'destroyed');
  assert.equal(stationId(last.stations[0] as never), 'lower-red', 'a destroyed Siren stays where it fell');
});

test('a special action from afar is not the final repair while inaccessibility still takes the point', () => {
  const ctx = board();
  const transmitter = place(ctx, 'SI3-102', 'internal'); // 3 health, inaccessible 1, C in upper blue
  transmitter.damage = 2;
  assert.equal(remoteRepair(ctx, 0, station('blue', 'upper'), 'C'), true);
  assert.equal(rt(transmitter).ignored, 1, 'the point went to the inaccessibility');
  assert.deepEqual([transmitter.damage, transmitter.state], [2, 'active']);
  // Once the inaccessibility is worn this turn, the next point would be the last: no effect.
  assert.equal(remoteRepair(ctx, 0, station('blue', 'upper'), 'C'), true);
  assert.deepEqual([transmitter.damage, rt(transmitter).ignored], [2, 1]);
});

test('a special action from afar on a healthy malfunction deals its one point', () => {
  const ctx = board();
  const virus = place(ctx, 'I2-05', 'internal'); // 3 health, C in upper white
  assert.equal(remoteRepair(ctx, 0, station('white', 'upper'), 'C'), true);
  assert.equal(virus.damage, 1);
});

test('a special action from afar meets a sabotage token before a later malfunction card: no effect at all', () => {
  const ctx = board();
  const gremlin = place(ctx, 'SI3-106', 'internal', 2);
  const hacked = place(ctx, 'I1-05', 'internal', 8);
  rt(gremlin).sabotage = 'upper-blue:B';
  assert.equal(remoteRepair(ctx, 0, station('blue', 'upper'), 'B'), true);
  assert.equal(hacked.damage, 0);
  assert.equal(rt(gremlin).sabotage, 'upper-blue:B');
});

test('a special action from afar meets only a sabotage token: it is the final point, so no effect', () => {
  const ctx = board();
  const gremlin = place(ctx, 'SI3-106', 'internal', 2);
  rt(gremlin).sabotage = 'upper-white:A';
  assert.equal(remoteRepair(ctx, 0, station('white', 'upper'), 'A'), true);
  assert.equal(rt(gremlin).sabotage, 'upper-white:A');
});

test('multi-station repair bonus: repairs in every station of the card this turn deal its amount more, credited to nobody', () => {
  const ctx = board();
  const overload = place(ctx, 'I2-101', 'internal'); // 4 health, A in lower red and lower blue, +1
  endPlayerActions(ctx);
  assert.equal(overload.damage, 0, 'no repair, no bonus');
  put(ctx, 0, 'lower-red');
  crewAction(ctx, 0, 'A', 1);
  endPlayerActions(ctx);
  assert.equal(overload.damage, 1, 'one station of two: no bonus');
  put(ctx, 1, 'lower-blue');
  crewAction(ctx, 1, 'A', 1);
  endPlayerActions(ctx);
  assert.equal(overload.damage, 3, 'both stations: one more');
  assert.deepEqual(
    ctx.s.crew.map((c) => c.internalDamage),
    [1, 1, 0, 0],
  );
});

test('Battlebot Uprising: its two stations are on different decks of different zones; a repair counts where it is made', () => {
  const ctx = board();
  const uprising = place(ctx, 'SI1-06', 'internal'); // C in upper blue and lower red
  put(ctx, 0, 'upper-blue');
  put(ctx, 1, 'lower-blue');
  crewAction(ctx, 0, 'C', 1);
  assert.equal(crewAction(ctx, 1, 'C', 1), false, 'lower blue is not one of its stations');
  endPlayerActions(ctx);
  assert.equal(uprising.damage, 1);
});

test('Power System Overload: three stations repaired in one turn deal 2 more', () => {
  const ctx = board();
  const overload = place(ctx, 'SI2-03', 'internal'); // 7 health, B lower red / white / blue
  put(ctx, 0, 'lower-red');
  put(ctx, 1, 'lower-white');
  crewAction(ctx, 0, 'B', 1);
  crewAction(ctx, 1, 'B', 1);
  endPlayerActions(ctx);
  assert.equal(overload.damage, 2, 'two of three: no bonus');
  ctx.s.turn = 2;
  ctx.threats.startTurn?.(ctx);
  put(ctx, 2, 'lower-blue');
  crewAction(ctx, 0, 'B', 1);
  crewAction(ctx, 1, 'B', 1);
  crewAction(ctx, 2, 'B', 1);
  endPlayerActions(ctx);
  assert.equal(overload.damage, 7);
  assert.equal(overload.state, 'destroyed');
});

test('Reversed Shields: the lone repairer bonus needs a repair this turn, and destroys only at full damage', () => {
  const ctx = board();
  const reversed = place(ctx, 'I3-103', 'internal'); // 5 health
  endPlayerActions(ctx);
  assert.equal(reversed.damage, 0, 'no repair this turn: no bonus');
  put(ctx, 0, 'upper-white');
  crewAction(ctx, 0, 'B', 1);
  endPlayerActions(ctx);
  assert.deepEqual([reversed.damage, reversed.state], [2, 'active']);
  // Two repairers: no bonus.
  ctx.s.turn = 2;
  ctx.threats.startTurn?.(ctx);
  put(ctx, 1, 'upper-red');
  crewAction(ctx, 0, 'B', 1);
  crewAction(ctx, 1, 'B', 1);
  endPlayerActions(ctx);
  assert.equal(reversed.damage, 4);
});

test('Reversed Shields destroyed by the repair itself takes no bonus point after', () => {
  const ctx = board();
  const reversed = place(ctx, 'I3-103', 'internal');
  reversed.damage = 4;
  put(ctx, 0, 'upper-white');
  crewAction(ctx, 0, 'B', 1);
  assert.equal(reversed.state, 'destroyed');
  endPlayerActions(ctx);
  assert.equal(reversed.damage, 5);
});

function enter(ctx: Ctx, i: number, where: StationId, how: Parameters<typeof onEnter>[2] = 'move'): void {
  put(ctx, i, where);
  onEnter(ctx, i, how);
}

test('a teleport sets off nothing where it lands: no parasite, no slime delay', () => {
  const ctx = board();
  const parasite = place(ctx, 'SI3-107', 'internal');
  place(ctx, 'I2-01', 'internal'); // Slime in lower blue
  enter(ctx, 0, 'lower-blue', 'teleport');
  assert.equal(rt(parasite).host, -1);
  assert.equal(crew(ctx, 0).delays, 0);
  enter(ctx, 0, 'lower-blue', 'move');
  assert.equal(rt(parasite).host, 0);
  assert.equal(crew(ctx, 0).delays, 1);
});

test('the Parasite latches onto the first crew member to move, keeps that host, and only while on the board', () => {
  const ctx = board();
  const parasite = place(ctx, 'SI3-107', 'internal');
  enter(ctx, 0, 'upper-red');
  enter(ctx, 1, 'upper-white');
  assert.equal(rt(parasite).host, 0);
  const gone = board();
  const dead = place(gone, 'SI3-107', 'internal');
  dead.state = 'destroyed';
  enter(gone, 0, 'upper-red');
  assert.equal(rt(dead).host, -1);
});

test("the Squad Leader's dash is not delayed by the slime; an ordinary move into it is", () => {
  const ctx = board();
  const slime = place(ctx, 'I2-02', 'internal'); // lower red
  rt(slime).progeny = 'lower-white';
  ctx.s.turn = 3;
  enter(ctx, 0, 'lower-red', 'squad-leader');
  assert.equal(crew(ctx, 0).delays, 0);
  enter(ctx, 1, 'lower-white', 'move');
  assert.equal(crew(ctx, 1).delays, 1, 'offspring slow down too');
  const gone = board();
  const dead: ThreatOnBoard = place(gone, 'I2-02', 'internal');
  dead.state = 'destroyed';
  enter(gone, 0, 'lower-red', 'move');
  assert.equal(crew(gone, 0).delays, 0, 'a destroyed slime delays nobody');
});

test("the Ninja's poison: a move that starts in one of its stations poisons, upper red included as a start", () => {
  const ctx = board();
  place(ctx, 'I2-102', 'internal'); // poison in upper blue and lower white
  ctx.s.turn = 2;
  ctx.threats.startTurn?.(ctx);
  put(ctx, 0, 'upper-blue');
  ctx.threats.startTurn?.(ctx);
  enter(ctx, 0, 'upper-white');
  assert.equal(crew(ctx, 0).marks.poisoned, 1, 'started in upper blue');
  put(ctx, 1, 'upper-red');
  ctx.threats.startTurn?.(ctx);
  enter(ctx, 1, 'upper-white');
  assert.equal(crew(ctx, 1).marks.poisoned, undefined, 'upper red is not poisoned');
});
