import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cardName } from '../src/data/cards.ts';
import { spaceAlert } from '../src/index.ts';
import { resolutionInput } from '../src/round/resolve.ts';
import { playUntil, refused, state, table } from './round-helpers.ts';

/** A 4-player Specializations match past its draft, with seat 0 holding the given cards. */
function withHand(cards: string[]) {
  const t = table(4, { specializations: true });
  for (let seat = 0; seat < 4; seat++) {
    const d = state(t).draft;
    t.act(seat, { type: 'pick', crew: seat, spec: d?.offers[seat]?.[0] as string });
  }
  const s = state(t);
  s.deck.push(...(s.hands[0] as string[]).filter((c) => !c.startsWith('S:')));
  s.deck.sort();
  s.hands[0] = [...cards].sort();
  return t;
}

test("the Medic's card shares a turn with a card played as a single move, and with nothing else", () => {
  const t = withHand(['A|red', 'B|blue', 'S:medic']);
  t.act(0, { type: 'place', crew: 0, turn: 1, card: 'S:medic', top: 'action' });
  assert.ok(t.legal(0).some((a) => a.type === 'place' && a.turn === 1 && a.card === 'A|red' && a.top === 'move'));
  refused(t, 0, { type: 'place', crew: 0, turn: 1, card: 'B|blue', top: 'action' }, /turn 1 already holds a card/);
  t.act(0, { type: 'place', crew: 0, turn: 1, card: 'A|red', top: 'move' });
  const s = state(t);
  assert.deepEqual(resolutionInput(s).plans[0]?.[0], {
    kind: 'special',
    spec: 'medic',
    advanced: false,
    with: { kind: 'move', move: 'red' },
  });
  // Others see two backs on the turn; the owner sees both cards.
  const other = spaceAlert.view(s, 1).boardView[0]?.[0];
  assert.deepEqual(other, { top: 'action', special: true, with: { top: 'move' } });
  assert.deepEqual(spaceAlert.view(s, 0).boardView[0]?.[0], {
    card: 'S:medic',
    top: 'action',
    with: { card: 'A|red', top: 'move' },
  });
  refused(t, 0, { type: 'place', crew: 0, turn: 1, card: 'B|blue', top: 'move' }, /turn 1 already holds a card/);
  t.act(0, { type: 'take', crew: 0, turn: 1 });
  assert.deepEqual(state(t).hands[0], ['A|red', 'B|blue', 'S:medic']);
});

test('the advanced Special Ops card shares a turn with any card; the basic one with none', () => {
  const t = withHand(['B|blue', 'C|lift', 'S:special-ops', 'S:special-ops+']);
  t.act(0, { type: 'place', crew: 0, turn: 2, card: 'C|lift', top: 'action' });
  refused(t, 0, { type: 'place', crew: 0, turn: 2, card: 'S:special-ops', top: 'action' }, /already holds a card/);
  t.act(0, { type: 'place', crew: 0, turn: 2, card: 'S:special-ops+', top: 'action' });
  assert.deepEqual(resolutionInput(state(t)).plans[0]?.[1], {
    kind: 'special',
    spec: 'special-ops',
    advanced: true,
    with: { kind: 'action', action: 'C' },
  });
});

test('the Teleporter moves its tokens only during a data transfer; the resolver gets their places', () => {
  const t = withHand(['A|red']);
  const s = state(t);
  s.specs[0] = { spec: 'teleporter', level: 1 };
  s.teleport = { source: 0, destination: 0 };
  refused(t, 0, { type: 'token', which: 'source', to: 2 }, /only during a data transfer/);
  playUntil(t, 'transfer-open');
  refused(t, 1, { type: 'token', which: 'source', to: 2 }, /only the Teleporter/);
  refused(t, 0, { type: 'token', which: 'source', to: 9 }, /no such crew member/);
  t.act(0, { type: 'token', which: 'source', to: 2 });
  t.act(0, { type: 'token', which: 'destination', to: 3 });
  assert.deepEqual(resolutionInput(state(t)).options.teleport, { source: 2, destination: 3 });
  assert.deepEqual(spaceAlert.view(state(t), 1).teleport, { source: 2, destination: 3 });
});

test('specialization levels: level 2 holds the advanced card, level 3 both', () => {
  for (const [level, ids] of [
    [2, (x: string) => [`S:${x}+`]],
    [3, (x: string) => [`S:${x}`, `S:${x}+`]],
  ] as const) {
    const t = table(4, { specializations: true, specLevel: level });
    const offers = state(t).draft?.offers as string[][];
    for (let seat = 0; seat < 4; seat++) t.act(seat, { type: 'pick', crew: seat, spec: offers[seat]?.[1] as string });
    const s = state(t);
    for (let seat = 0; seat < 4; seat++) {
      const mine = (s.hands[seat] as string[]).filter((c) => c.startsWith('S:'));
      assert.deepEqual(mine, ids(offers[seat]?.[1] as string));
      assert.equal(s.specs[seat]?.level, level);
    }
  }
});

test('actions read as a player says them', () => {
  const t = table(4);
  assert.equal(cardName('H:B|upper-red'), 'heroic B / heroic move to upper red');
  assert.equal(cardName('D:A+B|red'), 'A + B / red arrow');
  assert.equal(cardName('S:medic+'), 'medic (advanced)');
  assert.equal(
    spaceAlert.describeAction?.(state(t), 0, { type: 'place', crew: 0, turn: 2, card: 'bots|lift', top: 'move' }),
    'Plan battlebots / lift (movement half on top) on turn 2 of your board',
  );
});

test('new explorers (Experience System, level 0) fly without special or heroic cards: a normal card instead', () => {
  const t = table(4, { specializations: true, experience: true, specLevel: 0 });
  const s = state(t);
  assert.equal(s.stage, 'planning');
  for (let seat = 0; seat < 4; seat++) {
    assert.equal(s.hands[seat]?.length, 5);
    assert.ok((s.hands[seat] as string[]).every((c) => !c.startsWith('H:') && !c.startsWith('S:')));
  }
});
