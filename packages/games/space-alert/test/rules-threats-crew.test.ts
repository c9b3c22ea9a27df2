/**
 * Who the threats can reach, one rule at a time: crew aboard are those neither knocked out nor out
 * in the interceptors (a pilot is in no station); a station, a zone, the whole ship; neighbouring
 * zones and a step toward a zone.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { station } from '../src/state.ts';
import { crewAboard, crewAt, crewInZone, neighbour, onBoard, stepToward } from '../src/threats/crew.ts';
import { board } from './threats-helpers.ts';

function crew() {
  const ctx = board({ crew: 5 });
  const [a, b, c, d, e] = ctx.s.crew;
  if (!a || !b || !c || !d || !e) throw new Error('five crew');
  a.station = station('red', 'upper');
  b.station = station('red', 'lower');
  c.station = station('red', 'upper');
  c.knockedOut = true;
  d.station = station('red', 'upper');
  d.inSpace = true;
  e.station = station('blue', 'upper');
  return ctx;
}

test('aboard: not knocked out and not out in space; nobody beyond the crew', () => {
  const ctx = crew();
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5].map((i) => onBoard(ctx, i)),
    [true, true, false, false, true, false],
  );
  assert.deepEqual(crewAboard(ctx), [0, 1, 4]);
});

test('crew at a station: zone and deck both, aboard only', () => {
  const ctx = crew();
  assert.deepEqual(crewAt(ctx, station('red', 'upper')), [0]);
  assert.deepEqual(crewAt(ctx, station('red', 'lower')), [1]);
  assert.deepEqual(crewAt(ctx, station('blue', 'lower')), []);
  assert.deepEqual(crewAt(ctx, station('white', 'upper')), []);
});

test('crew in a zone: both decks, aboard only', () => {
  const ctx = crew();
  assert.deepEqual(crewInZone(ctx, 'red'), [0, 1]);
  assert.deepEqual(crewInZone(ctx, 'blue'), [4]);
  assert.deepEqual(crewInZone(ctx, 'white'), []);
});

test('neighbouring zones toward red or blue, none past the hull', () => {
  assert.deepEqual(
    (['red', 'white', 'blue'] as const).map((z) => [neighbour(z, 'red'), neighbour(z, 'blue')]),
    [
      [null, 'white'],
      ['red', 'blue'],
      ['white', null],
    ],
  );
});

test('a step toward a zone: one zone that way, none when already there', () => {
  assert.equal(stepToward('red', 'blue'), 'white');
  assert.equal(stepToward('blue', 'red'), 'white');
  assert.equal(stepToward('white', 'red'), 'red');
  assert.equal(stepToward('white', 'blue'), 'blue');
  assert.equal(stepToward('white', 'white'), 'white');
});
