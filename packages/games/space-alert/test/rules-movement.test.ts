/**
 * Moving about the ship one rule at a time, on a ship set up by hand: arrows and the ship's ends,
 * gravolifts (the second user and a damaged lift delay), sealed doors, heroic moves straight to a
 * station, teleports, advanced Special Ops' protection, and how a delay pushes a program.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { delay, doorSealed, goDirect, move, teleport } from '../src/ship/movement.ts';
import { type Ctx, type ThreatEngine, station } from '../src/state.ts';
import type { PlannedStep } from '../src/types.ts';
import { NO_THREATS, runUntil } from './resolution-helpers.ts';

/** Entries the threat layer hears of: [crew, how]. */
function ship(plans = ['-', '-']): { ctx: Ctx; entries: [number, string][] } {
  const entries: [number, string][] = [];
  const engine: ThreatEngine = { ...NO_THREATS, onEnter: (_c, crew, how) => void entries.push([crew, how]) };
  const ctx = runUntil({ plans }, 0, engine);
  return { ctx, entries };
}

function at(ctx: Ctx, crew: number) {
  return ctx.s.crew[crew]?.station;
}

/** The program as action letters / move codes, '-' for an empty slot. */
function codes(p: PlannedStep[]): string {
  return p.map((x) => (x === null ? '-' : x.kind === 'action' ? x.action : x.kind === 'move' ? x.move : '?')).join(' ');
}

test('arrows move one zone that way on the same deck; from the end zone nothing moves', () => {
  const { ctx, entries } = ship();
  assert.equal(move(ctx, 0, 'red'), true);
  assert.deepEqual(at(ctx, 0), station('red', 'upper'));
  assert.equal(move(ctx, 0, 'red'), false, 'red is the end');
  assert.deepEqual(at(ctx, 0), station('red', 'upper'));
  assert.equal(move(ctx, 0, 'blue'), true);
  assert.equal(move(ctx, 0, 'blue'), true);
  assert.deepEqual(at(ctx, 0), station('blue', 'upper'));
  assert.equal(move(ctx, 0, 'blue'), false, 'blue is the end');
  assert.deepEqual(entries, [
    [0, 'move'],
    [0, 'move'],
    [0, 'move'],
  ]);
});

test('the gravolift changes deck in the same zone, both ways', () => {
  const { ctx } = ship();
  assert.equal(move(ctx, 0, 'lift'), true);
  assert.deepEqual(at(ctx, 0), station('white', 'lower'));
  ctx.s.ship.liftUsers.white = 0;
  assert.equal(move(ctx, 0, 'lift'), true);
  assert.deepEqual(at(ctx, 0), station('white', 'upper'));
});

test("the gravolift's second user in a turn moves, and their next action is delayed", () => {
  const { ctx } = ship(['- A B', '- A B']);
  ctx.s.turn = 1;
  move(ctx, 0, 'lift');
  move(ctx, 1, 'lift');
  assert.deepEqual([at(ctx, 0), at(ctx, 1)], [station('white', 'lower'), station('white', 'lower')]);
  assert.equal(codes(ctx.s.crew[0]?.plan ?? []).slice(0, 7), '- A B -', 'the first user goes on');
  assert.equal(codes(ctx.s.crew[1]?.plan ?? []).slice(0, 7), '- - A B', 'the second user is delayed');
  // Another zone's lift is another lift.
  move(ctx, 0, 'red');
  move(ctx, 0, 'lift');
  assert.equal(ctx.s.crew[0]?.delays, 0);
});

test('a damaged gravolift delays even its first user', () => {
  const { ctx } = ship(['- A', '-']);
  ctx.s.ship.zones.white.damage.push('lift');
  move(ctx, 0, 'lift');
  assert.deepEqual(at(ctx, 0), station('white', 'lower'));
  assert.equal(ctx.s.crew[0]?.delays, 1);
});

test('sealed doors: only the door between white and the sealed side is closed', () => {
  const { ctx } = ship();
  ctx.s.ship.sealed.redWhite = true;
  assert.equal(doorSealed(ctx.s, 'white', 'red'), true);
  assert.equal(doorSealed(ctx.s, 'red', 'white'), true);
  assert.equal(doorSealed(ctx.s, 'white', 'blue'), false);
  assert.equal(doorSealed(ctx.s, 'blue', 'white'), false);
  assert.equal(move(ctx, 0, 'red'), false);
  assert.deepEqual(at(ctx, 0), station('white', 'upper'));
  assert.equal(move(ctx, 0, 'blue'), true);
  ctx.s.ship.sealed = { redWhite: false, whiteBlue: true };
  assert.equal(doorSealed(ctx.s, 'white', 'red'), false);
  assert.equal(doorSealed(ctx.s, 'blue', 'white'), true);
  assert.equal(move(ctx, 0, 'red'), false, 'back from blue through the sealed door');
});

test('advanced Special Ops: a protected move passes a sealed door, takes no lift delay, and no threat hears of it', () => {
  const { ctx, entries } = ship(['- A', '-']);
  const c = ctx.s.crew[0];
  if (!c) throw new Error('crew 0');
  c.protectedTurn = ctx.s.turn;
  ctx.s.ship.sealed.redWhite = true;
  ctx.s.ship.zones.red.damage.push('lift');
  assert.equal(move(ctx, 0, 'red'), true);
  assert.equal(move(ctx, 0, 'lift'), true);
  assert.deepEqual(c.station, station('red', 'lower'));
  assert.equal(c.delays, 0);
  assert.deepEqual(entries, []);
  // The next turn it is over.
  c.protectedTurn = ctx.s.turn - 1;
  ctx.s.ship.liftUsers.red = 0;
  move(ctx, 0, 'lift');
  assert.equal(c.delays, 1);
  assert.equal(move(ctx, 0, 'blue'), false);
  assert.deepEqual(entries, [[0, 'move']]);
});

test('a heroic move goes straight to the printed station, on any deck, without a lift', () => {
  const { ctx, entries } = ship();
  goDirect(ctx, 0, station('blue', 'lower'), 'heroic');
  assert.deepEqual(at(ctx, 0), station('blue', 'lower'));
  assert.deepEqual(ctx.s.ship.liftUsers, { red: 0, white: 0, blue: 0 });
  goDirect(ctx, 0, station('red', 'upper'), 'heroic');
  assert.deepEqual(at(ctx, 0), station('red', 'upper'));
  assert.deepEqual(entries, [
    [0, 'heroic'],
    [0, 'heroic'],
  ]);
});

test('a heroic move stops at the last zone before a sealed door, either way', () => {
  const { ctx } = ship();
  ctx.s.crew[0]!.station = station('blue', 'upper');
  ctx.s.ship.sealed.redWhite = true;
  goDirect(ctx, 0, station('red', 'lower'), 'heroic');
  assert.deepEqual(at(ctx, 0), station('white', 'lower'));
  ctx.s.ship.sealed = { redWhite: false, whiteBlue: true };
  ctx.s.crew[0]!.station = station('red', 'upper');
  goDirect(ctx, 0, station('blue', 'upper'), 'squad-leader');
  assert.deepEqual(at(ctx, 0), station('white', 'upper'));
});

test('a protected heroic move passes sealed doors and no threat hears of it', () => {
  const { ctx, entries } = ship();
  const c = ctx.s.crew[0];
  if (!c) throw new Error('crew 0');
  c.station = station('blue', 'upper');
  c.protectedTurn = ctx.s.turn;
  ctx.s.ship.sealed = { redWhite: true, whiteBlue: true };
  goDirect(ctx, 0, station('red', 'lower'), 'heroic');
  assert.deepEqual(c.station, station('red', 'lower'));
  assert.deepEqual(entries, []);
});

test('a heroic move to where one stands is no movement for the threats; a change of deck alone is', () => {
  const { ctx, entries } = ship();
  goDirect(ctx, 0, station('white', 'upper'), 'heroic');
  assert.deepEqual(entries, []);
  goDirect(ctx, 0, station('white', 'lower'), 'heroic');
  assert.deepEqual(entries, [[0, 'heroic']]);
  // Stopped by a sealed door where one stands: no movement either.
  ctx.s.ship.sealed.whiteBlue = true;
  goDirect(ctx, 0, station('blue', 'lower'), 'heroic');
  assert.deepEqual(entries, [[0, 'heroic']]);
});

test('a teleport puts the crew member there without lift or door, and the threats learn of it', () => {
  const { ctx, entries } = ship();
  ctx.s.ship.sealed = { redWhite: true, whiteBlue: true };
  teleport(ctx, 0, station('red', 'lower'));
  assert.deepEqual(at(ctx, 0), station('red', 'lower'));
  assert.deepEqual(ctx.s.ship.liftUsers, { red: 0, white: 0, blue: 0 });
  assert.deepEqual(entries, [[0, 'teleport']]);
});

test('a delay pushes the card and those after it one space right, into the first empty space', () => {
  const { ctx } = ship(['A B - C A', '-']);
  const c = ctx.s.crew[0];
  if (!c) throw new Error('crew 0');
  delay(ctx, 0, 1);
  assert.equal(codes(c.plan), '- A B C A - - - - - - -');
  assert.equal(c.delays, 1);
  delay(ctx, 0, 4);
  assert.equal(codes(c.plan), '- A B - C A - - - - - -');
  delay(ctx, 0, 4, 'an empty slot takes the push at once');
  assert.equal(codes(c.plan), '- A B - C A - - - - - -');
  assert.equal(c.delays, 3);
});

test('a delay with no empty space after it pushes the last card off the program', () => {
  const { ctx } = ship(['A A A A A A A A A A A B', '-']);
  const c = ctx.s.crew[0];
  if (!c) throw new Error('crew 0');
  delay(ctx, 0, 11);
  assert.equal(codes(c.plan), 'A A A A A A A A A A - A');
  assert.equal(c.plan.length, 12);
});

test('a delay of a turn past the program (after the last turn) changes no card', () => {
  const { ctx } = ship(['A B', '-']);
  const c = ctx.s.crew[0];
  if (!c) throw new Error('crew 0');
  delay(ctx, 0, 13);
  assert.equal(c.plan.length, 12);
  assert.equal(codes(c.plan), 'A B - - - - - - - - - -');
});

test('the knocked out and crew protected by Special Ops are not delayed', () => {
  const { ctx } = ship(['A B', 'A B']);
  const [a, b] = ctx.s.crew;
  if (!a || !b) throw new Error('two crew');
  a.knockedOut = true;
  b.protectedTurn = ctx.s.turn;
  delay(ctx, 0, 1);
  delay(ctx, 1, 1);
  assert.deepEqual([codes(a.plan).slice(0, 3), codes(b.plan).slice(0, 3)], ['A B', 'A B']);
  assert.deepEqual([a.delays, b.delays], [0, 0]);
  b.protectedTurn = ctx.s.turn + 1;
  delay(ctx, 1, 1);
  assert.equal(codes(b.plan).slice(0, 5), '- A B');
});

test('moves of a crew member who does not exist change nothing', () => {
  const { ctx, entries } = ship();
  assert.equal(move(ctx, 9, 'red'), false);
  goDirect(ctx, 9, station('red', 'lower'), 'heroic');
  teleport(ctx, 9, station('red', 'lower'));
  delay(ctx, 9, 1);
  assert.deepEqual(entries, []);
  assert.deepEqual(
    ctx.s.crew.map((c) => c.station),
    [station('white', 'upper'), station('white', 'upper')],
  );
});
