import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GameModule } from '../src/index.ts';
import { noLeak } from '../src/testkit/index.ts';
import { type RelayState, type RelayView, relay } from './fixtures/relay.ts';

// The leak check must catch leaks, not just pass: feed it broken variants of the test game.

test('a view that carries a secret key is caught', () => {
  const leaky: GameModule<RelayState, never, RelayView & { hands?: number[][] }> = {
    ...(relay as unknown as GameModule<RelayState, never, RelayView>),
    view: (s, v) => ({ ...relay.view(s, v), hands: s.hands }),
  };
  assert.throws(() => noLeak(leaky, { players: 2 }, 1, { maxSteps: 50 }), /secret key "hands"/);
});

test('a view that shows the top of the deck under an innocent name is caught by resampling', () => {
  const leaky: GameModule<RelayState, never, RelayView & { nextUp?: number | null }> = {
    ...(relay as unknown as GameModule<RelayState, never, RelayView>),
    view: (s, v) => ({ ...relay.view(s, v), nextUp: s.deck.draw[s.deck.draw.length - 1] ?? null }),
    determinize: (v, viewer, rng) => relay.determinize(v as RelayView, viewer, rng),
  };
  assert.throws(() => noLeak(leaky, { players: 3 }, 2, { maxSteps: 50 }), /determinize changed the view/);
});

test('an event that tells everyone a private draw is caught', () => {
  const leaky: GameModule<RelayState, never, RelayView> = {
    ...(relay as unknown as GameModule<RelayState, never, RelayView>),
    apply(s, actor, action, ctx) {
      relay.apply(s, actor, action as never, {
        rng: ctx.rng,
        emit: (e) => ctx.emit(e.rule === 'refill' || e.rule === 'draw' ? { rule: e.rule, text: e.text } : e),
      });
    },
  };
  assert.throws(() => noLeak(leaky, { players: 2 }, 3, { maxSteps: 200 }), /depend on its unknowns/);
});
