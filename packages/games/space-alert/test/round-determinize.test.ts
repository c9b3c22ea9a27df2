import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { spaceAlert } from '../src/index.ts';
import { firstPlace, playUntil, state, table } from './round-helpers.ts';

// Determinize must resample what a seat cannot know, keep what it knows, and never give back the truth
// by construction: future announcements, undealt cards, other hands, others' face-down cards.
test('determinize keeps the view and resamples the future, the deck, other hands and face-down cards', () => {
  const t = table(4, {}, 21);
  t.act(1, firstPlace(t, 1, 1));
  playUntil(t, 'threat');
  const truth = state(t);
  const view = spaceAlert.view(truth, 0);
  const samples = [1, 2, 3, 4, 5].map((k) => spaceAlert.determinize(view, 0, Rng.fromSeed(k)));
  for (const d of samples) {
    assert.deepEqual(spaceAlert.view(d, 0), view, 'the viewer sees the same');
    assert.deepEqual(d.hands[0], truth.hands[0]);
    assert.deepEqual(d.heard, truth.heard);
    assert.equal(d.deck.length, truth.deck.length);
    assert.equal(d.boards[1]?.[0]?.top, truth.boards[1]?.[0]?.top);
  }
  const differs = (f: (s: typeof truth) => unknown) =>
    samples.some((d) => JSON.stringify(f(d)) !== JSON.stringify(f(truth)));
  assert.ok(
    differs((s) => s.timeline.slice(s.next)),
    'the future timeline is resampled',
  );
  assert.ok(
    differs((s) => s.deck),
    'the undealt cards are resampled',
  );
  assert.ok(
    differs((s) => s.hands.slice(1)),
    'other hands are resampled',
  );
  assert.ok(
    differs((s) => s.boards[1]?.[0]?.c),
    "another player's face-down card is resampled",
  );
  // Each other player still holds exactly one heroic card (in hand or face down).
  for (const d of samples) {
    for (let seat = 1; seat < 4; seat++) {
      const mine = [...(d.hands[seat] as string[]), ...(d.boards[seat] ?? []).flatMap((x) => (x ? [x.c] : []))];
      assert.equal(mine.filter((c) => c.startsWith('H:')).length, 1);
    }
  }
});

test('a resampled future keeps what the warnings gave away', () => {
  const t = table(3, {}, 8);
  playUntil(t, 'warning');
  const view = spaceAlert.view(state(t), 2);
  const w = view.heard.at(-1) as { at: number; left: number; phase: number };
  for (let k = 1; k <= 10; k++) {
    const d = spaceAlert.determinize(view, 2, Rng.fromSeed(k));
    const end = d.timeline.find((e) => e.what === 'phase-end' && e.phase === w.phase);
    assert.equal(end?.at, w.at + w.left * 1000);
    for (let i = 1; i < d.timeline.length; i++) assert.ok((d.timeline[i]?.at ?? 0) >= (d.timeline[i - 1]?.at ?? 0));
    assert.equal(d.timeline.filter((e) => e.what === 'phase-end').length, d.phaseEnds.length);
  }
});

test("a card a seat gave stays among the receiver's cards in that seat's samples", () => {
  const t = table(4, {}, 5);
  playUntil(t, 'transfer-open');
  const card = (state(t).hands[0] as string[]).find((c) => !c.startsWith('H:')) as string;
  t.act(0, { type: 'give', to: 2, card });
  const view = spaceAlert.view(state(t), 0);
  assert.deepEqual(view.gave, [{ to: 2, card }]);
  assert.deepEqual(spaceAlert.view(state(t), 1).gave, [], 'others do not learn which card it was');
  for (let k = 1; k <= 8; k++) {
    const d = spaceAlert.determinize(view, 0, Rng.fromSeed(k));
    assert.ok(d.hands[2]?.includes(card));
  }
});
