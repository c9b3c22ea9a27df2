import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '@airlock/engine';
import type { PatchMessage, UpdateMessage } from '../../server/src/protocol.ts';
// The server's delta code is the reference; the web app carries its own copy of the applying half.
import { applyOps as serverApply, diff, type PatchOp, shapeOf } from '../../server/src/rooms/delta.ts';
import { applyOps, applyPatch } from '../src/online/patch.ts';

const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

/** A random JSON value, small enough that successive ones share parts and differ in others. */
function randomValue(rng: Rng, depth = 0): unknown {
  const r = rng.int(0, depth > 3 ? 3 : 7);
  if (r === 0) return rng.int(0, 3);
  if (r === 1) return ['a', 'b', ''][rng.int(0, 2)];
  if (r === 2) return rng.int(0, 1) === 0;
  if (r === 3) return null;
  if (r <= 5) return Array.from({ length: rng.int(0, 3) }, () => randomValue(rng, depth + 1));
  const o: Record<string, unknown> = {};
  for (const k of ['view', 'legal', 'x']) if (rng.int(0, 2) > 0) o[k] = randomValue(rng, depth + 1);
  return o;
}

describe("the web app's patches", () => {
  it("apply exactly as the server's reference does, leaving the previous value untouched", () => {
    const rng = Rng.fromSeed('web-delta');
    let cur = randomValue(rng);
    let shape = shapeOf(cur);
    for (let i = 0; i < 3000; i++) {
      const next = randomValue(rng);
      const ops: PatchOp[] = [];
      shape = diff(shape, next, ops);
      const before = JSON.stringify(cur);
      const mine = applyOps(cur, ops);
      assert.deepEqual(json(mine), json(serverApply(cur, ops)));
      assert.deepEqual(json(mine), json(next));
      assert.equal(JSON.stringify(cur), before, 'the update a screen holds is not modified');
      cur = mine;
    }
  });

  it('give the next update: its events and number, no rewind carried over, unchanged parts shared', () => {
    const base = {
      seq: 4,
      view: { step: 3, view: { hull: [5, 5], crew: { red: 'bridge' } } },
      legal: [],
      events: [{ step: 3, events: [] }],
      seats: [],
      result: null,
      rewound: true,
    } as unknown as UpdateMessage;
    const patch: PatchMessage = {
      seq: 5,
      base: 4,
      ops: [
        [['view', 'step'], 4],
        [['view', 'view', 'hull', 1], 4],
      ],
      events: [{ step: 4, events: [] }],
    };
    const next = applyPatch(base, patch);
    assert.equal(next.seq, 5);
    assert.equal(next.rewound, undefined);
    assert.deepEqual(next.events, patch.events);
    assert.deepEqual((next.view.view as { hull: number[] }).hull, [5, 4]);
    assert.equal((base.view.view as { hull: number[] }).hull[1], 5, 'the previous update is as it was');
    const crew = (v: UpdateMessage) => (v.view.view as { crew: unknown }).crew;
    assert.equal(crew(next), crew(base), 'what did not change is the same object (screens may skip it)');
  });
});
