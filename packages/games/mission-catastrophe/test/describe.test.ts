import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import { CARD_KINDS } from '../src/data/cards.ts';
import type { McState } from '../src/state.ts';
import { game } from './helpers.ts';

test('every legal action of random games has a sentence, and private choices name no card', () => {
  const rng = Rng.fromSeed(11);
  for (const [players, options] of [
    [3, {}],
    [4, { mode: 'team', promos: true }],
  ] as const) {
    const m = createMatch<McState>(game, { players, options, seed: players });
    for (let i = 0; i < 400 && !game.result(m.state); i++) {
      const p = game.pending(m.state)[0];
      assert.ok(p);
      const legal = legalActionsOf(game, m, p.actor);
      for (const a of legal) {
        const text = game.describeAction?.(m.state, p.actor, a) ?? '';
        assert.ok(text.length > 0 && !text.includes('undefined'), JSON.stringify(a));
        if (a.type === 'give' || a.type === 'keep') assert.ok(!text.includes(String(a.card)), text);
      }
      stepUnchecked(game, m, p.actor, legal[rng.int(0, legal.length - 1)] as never);
    }
  }
});

test('role actions read as what they do, not as a generic role use', () => {
  const m = createMatch<McState>(game, { players: 2, options: {}, seed: 1 });
  const d = (a: Record<string, unknown>) => game.describeAction?.(m.state, 0, { type: 'role', ...a }) ?? '';
  assert.equal(
    d({ role: 'i-am-the-bridge', m: 10, fuse: 0, id: 'C' }),
    'Crew 1 uses The Bridge remotely (I Am the Bridge): sets a fuse to C',
  );
  assert.match(d({ role: 'dont-panic', to: 3 }), /moves to Laboratory/);
  assert.match(d({ role: 'i-have-a-theory', n: 7 }), /calls 7/);
  assert.match(d({ role: 'still-useable', spend: 'eva', take: 'hack' }), /trades EVA for Hack the Bridge/);
  assert.match(d({ role: 'ill-take-that', from: 1 }), /crew 2/);
  // Random games with roles: no role action falls back to the generic sentence.
  const rng = Rng.fromSeed(5);
  for (const seed of [1, 2, 3]) {
    const g = createMatch<McState>(game, { players: 4, options: {}, seed });
    for (let i = 0; i < 600 && !game.result(g.state); i++) {
      const p = game.pending(g.state)[0];
      assert.ok(p);
      const legal = legalActionsOf(game, g, p.actor);
      for (const a of legal) {
        if (a.type !== 'role') continue;
        const text = game.describeAction?.(g.state, p.actor, a) ?? '';
        assert.ok(!text.includes('uses the role') && !text.includes('?'), `${JSON.stringify(a)}: ${text}`);
      }
      stepUnchecked(game, g, p.actor, legal[rng.int(0, legal.length - 1)] as never);
    }
  }
});

test('two plays of one card read differently: each names its target', () => {
  const m = createMatch<McState>(game, { players: 3, options: {}, seed: 1 });
  const d = (a: Record<string, unknown>) => game.describeAction?.(m.state, 0, { type: 'play', ...a }) ?? '';
  assert.match(d({ card: 'remote-repair', target: 3 }), /Remote Repair on Laboratory$/);
  assert.notEqual(d({ card: 'remote-repair', target: 3 }), d({ card: 'remote-repair', target: 4 }));
  assert.match(d({ card: 'eva', to: 3 }), /into Laboratory$/);
  assert.match(d({ card: 'scavenge', from: 3, to: 4 }), /from Laboratory to /);
  assert.match(d({ card: 'requisition', from: 1 }), /take a card from crew 2$/);
  assert.match(d({ card: 'requisition', to: 2 }), /give a card to crew 3$/);
  // Random games: every play of the same card with different parameters reads differently.
  const rng = Rng.fromSeed(3);
  for (const seed of [1, 2, 3, 4]) {
    const g = createMatch<McState>(game, { players: 4, options: { mode: 'coop' }, seed });
    for (let i = 0; i < 500 && !game.result(g.state); i++) {
      const p = game.pending(g.state)[0];
      assert.ok(p);
      const legal = legalActionsOf(game, g, p.actor);
      const seen = new Map<string, string>();
      for (const a of legal) {
        if (a.type !== 'play') continue;
        const text = game.describeAction?.(g.state, p.actor, a) ?? '';
        const other = seen.get(text);
        assert.ok(other === undefined || other === JSON.stringify(a), `${text}: ${other} and ${JSON.stringify(a)}`);
        seen.set(text, JSON.stringify(a));
      }
      stepUnchecked(game, g, p.actor, legal[rng.int(0, legal.length - 1)] as never);
    }
  }
});

test('log lines name cards by their printed name, never by id', () => {
  const rng = Rng.fromSeed(8);
  // Ids that are not also ordinary words of a sentence ("meeting", "suit" are).
  const ids = new RegExp(
    `\\b(${CARD_KINDS.filter((c) => c.includes('-') || ['eva', 'hack', 'quackalope'].includes(c)).join('|')})\\b`,
  );
  for (const seed of [1, 2, 3]) {
    const g = createMatch<McState>(game, { players: 4, options: { mode: 'team', promos: true }, seed });
    for (let i = 0; i < 600 && !game.result(g.state); i++) {
      const p = game.pending(g.state)[0];
      assert.ok(p);
      const legal = legalActionsOf(game, g, p.actor);
      const events = stepUnchecked(game, g, p.actor, legal[rng.int(0, legal.length - 1)] as never);
      for (const e of events ?? []) {
        for (const text of [e.text, e.public?.text]) if (text) assert.doesNotMatch(text, ids, text);
      }
    }
  }
});
