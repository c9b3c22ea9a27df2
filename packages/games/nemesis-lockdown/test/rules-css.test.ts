/**
 * The Cargo Sending System (004, event phase step 1, the CSS control room and the pods), one rule at a
 * time: which tokens the control room may peek at and move, what a peek and a move keep, and the
 * launch: who evacuates, who is wounded and waits, and a peeked token keeping its face.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TIME_START } from '../src/data/board.ts';
import { cssControl, cssControlOptions, launchCss } from '../src/css.ts';
import type { GameState } from '../src/types.ts';
import { player, position, scripted } from './helpers.ts';

/** A game whose CSS track holds face-down tokens on exactly these slots. */
function track(slots: number[], time = 10): GameState {
  const s = position(['survivor', 'sentry', 'lab-rat']);
  s.css.slots = Object.fromEntries(slots.map((n) => [String(n), null]));
  s.css.secret = {};
  s.time = time;
  return s;
}

const options = (s: GameState) =>
  cssControlOptions(s).map(({ slot, shift }) => `${slot}${shift === 0 ? '' : (shift as number) > 0 ? '+' : '-'}`);

describe('the CSS control room', () => {
  test('any face-down token may be peeked at, and moved one slot either way onto an empty slot of the track', () => {
    const s = track([5, 6, 12]);
    assert.deepEqual(options(s).sort(), ['12', '12+', '12-', '5', '5-', '6', '6+'].sort());
  });

  test('the token under the time token may be peeked at, not moved; a turned token is neither', () => {
    const s = track([5, 9]);
    s.time = 5;
    s.css.slots['9'] = 'AB';
    assert.deepEqual(options(s), ['5']);
  });

  test('never off the track: not below slot 1 nor past the first slot, but onto either end', () => {
    const s = track([1, TIME_START]);
    assert.deepEqual(options(s).sort(), ['1', '1+', String(TIME_START), `${TIME_START}-`].sort());
    const t = track([2, TIME_START - 1]);
    assert.deepEqual(
      options(t).sort(),
      ['2', '2+', '2-', String(TIME_START - 1), `${TIME_START - 1}+`, `${TIME_START - 1}-`].sort(),
    );
  });

  test('a peek tells the peeking seat the face, which then stays fixed; a move carries the token and its face', () => {
    const s = track([7]);
    s.unseen.css = { A: 1, B: 1 };
    const rng = scripted([1]);
    cssControl(s, player(s, 0), 7, 0, rng.ctx);
    assert.deepEqual(s.css.secret['7'], { token: 'B', seen: [0] });
    const private_ = rng.events.find((e) => e.rule === 'room.css-control');
    assert.deepEqual(private_?.to, [0], 'only the peeking seat reads the face');
    cssControl(s, player(s, 1), 7, 1, scripted([]).ctx);
    assert.deepEqual(s.css.slots, { '8': null });
    assert.deepEqual(s.css.secret, { '8': { token: 'B', seen: [0, 1] } }, 'no new draw: the face was fixed');
    cssControl(s, player(s, 1), 8, 0, scripted([]).ctx);
    assert.deepEqual(s.css.secret['8']?.seen, [0, 1], 'a seat is listed once');
  });
});

describe('launching the pods (event phase, step 1)', () => {
  test('no token under the time token: nothing happens to anyone in a pod', () => {
    const s = track([5]);
    s.time = 6;
    player(s, 0).status = 'pod';
    s.pods.A = 0;
    launchCss(s, scripted([]).ctx);
    assert.equal(player(s, 0).status, 'pod');
    assert.equal(player(s, 0).serious.length, 0);
  });

  test('the token is turned over: the pods it names launch, the others stay and their occupants are wounded', () => {
    const s = track([5], 5);
    s.css.secret['5'] = { token: 'AB', seen: [2] };
    for (const [pod, seat] of [
      ['A', 0],
      ['C', 1],
    ] as const) {
      player(s, seat).status = 'pod';
      s.pods[pod] = seat;
    }
    const rng = scripted(Array(10).fill(0));
    launchCss(s, rng.ctx);
    assert.equal(s.css.slots['5'], 'AB', 'a peeked token keeps the face that was seen');
    assert.equal(s.css.secret['5'], undefined);
    assert.equal(player(s, 0).status, 'evacuated');
    assert.equal(s.pods.A, null);
    assert.equal(player(s, 1).status, 'pod', 'pod C did not launch: still waiting');
    assert.equal(player(s, 1).serious.length, 1);
    assert.equal(s.pods.C, 1);
  });

  test('an unpeeked token is drawn from those not yet seen; a character killed waiting frees the pod', () => {
    const s = track([5], 5);
    s.unseen.css = { none: 1 };
    const p = player(s, 0);
    p.status = 'pod';
    s.pods.B = 0;
    p.serious = [
      { kind: 'a', dressed: false },
      { kind: 'b', dressed: false },
      { kind: 'c', dressed: false },
    ];
    launchCss(s, scripted(Array(10).fill(0)).ctx);
    assert.equal(s.css.slots['5'], 'none');
    assert.equal(p.status, 'dead');
    assert.equal(s.pods.B, null);
  });
});
