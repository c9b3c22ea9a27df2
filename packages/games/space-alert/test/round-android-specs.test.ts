/**
 * Experience System: androids take only specializations the crew's explorers know, and only a
 * player whose explorer knows one may plan an android's special card (002 "Specializations for
 * Androids").
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refused, state, table } from './round-helpers.ts';

const EXPERIENCE = { specializations: true, experience: true, specLevel: 2 } as const;

test('with the Experience System, androids wait for the explorers, then choose among their specializations', () => {
  const t = table(2, EXPERIENCE);
  const d0 = state(t).draft;
  // Crew members 3 and 4 are androids: nothing is offered to them yet.
  assert.deepEqual(d0?.offers[2], []);
  assert.ok(!t.legal(0).some((a) => a.type === 'pick' && a.crew === 2));
  refused(t, 0, { type: 'pick', crew: 2, spec: d0?.offers[0]?.[0] as string }, /once every explorer has chosen/);
  const first = d0?.offers[0]?.[0] as string;
  const second = d0?.offers[1]?.[1] as string;
  t.act(0, { type: 'pick', crew: 0, spec: first });
  t.act(1, { type: 'pick', crew: 1, spec: second });
  const known = [first, second].sort();
  assert.deepEqual(state(t).draft?.offers[2], known);
  assert.deepEqual(state(t).draft?.offers[3], known);
  const androidPicks = t
    .legal(0)
    .filter((a) => a.type === 'pick' && a.crew === 2)
    .map((a) => a.spec);
  assert.deepEqual(androidPicks, known);
  // A specialization no explorer knows is refused.
  const unknown =
    (d0?.offers[0]?.[1] as string) === second ? (d0?.offers[1]?.[0] as string) : (d0?.offers[0]?.[1] as string);
  refused(t, 0, { type: 'pick', crew: 2, spec: unknown }, /choose one of the explorers' specializations/);
  t.act(0, { type: 'pick', crew: 2, spec: first });
  t.act(0, { type: 'pick', crew: 3, spec: second });
  const s = state(t);
  assert.equal(s.stage, 'planning');
  assert.deepEqual(
    s.specs.map((x) => [x?.spec, x?.level]),
    [
      [first, 2],
      [second, 2],
      [first, 2],
      [second, 2],
    ],
  );
  // Only the player whose explorer knows a specialization may plan that android's special card.
  const card = `S:${first}+`;
  assert.ok(s.aside[2]?.includes(card));
  assert.ok(t.legal(0).some((a) => a.type === 'place' && a.crew === 2 && a.card === card));
  assert.ok(!t.legal(1).some((a) => a.type === 'place' && a.crew === 2 && a.card === card));
  refused(t, 1, { type: 'place', crew: 2, turn: 1, card, top: 'action' }, /no card/);
});

test('without the Experience System, androids are offered two cards of their own at once', () => {
  const t = table(2, { specializations: true });
  assert.equal(state(t).draft?.offers[2]?.length, 2);
  assert.ok(t.legal(0).some((a) => a.type === 'pick' && a.crew === 2));
});

test('solo with the Experience System: the explorer flies crew member 1, the three androids follow it', () => {
  const t = table(1, EXPERIENCE);
  const d = state(t).draft;
  assert.equal(d?.offers[0]?.length, 2);
  assert.deepEqual(d?.offers[1], []);
  const spec = d?.offers[0]?.[1] as string;
  t.act(0, { type: 'pick', crew: 0, spec });
  assert.deepEqual(state(t).draft?.offers[3], [spec]);
});
