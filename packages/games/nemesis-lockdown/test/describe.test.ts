import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import { SLOT } from '../src/data/board.ts';
import { ACTION_CARD, CHARACTER } from '../src/data/characters.ts';
import type { GameState } from '../src/types.ts';
import { game, position } from './helpers.ts';

const d = (s: GameState, seat: number, a: Record<string, unknown>) => game.describeAction?.(s, seat, a as never) ?? '';

/** Raw ids a sentence must never print: room slots, card and character ids. */
const RAW = new RegExp(
  [
    String.raw`\b(r|x|c)\d+\b`,
    String.raw`\b[a-z]+-\d+\b`,
    ...[...Object.keys(SLOT), ...Object.keys(ACTION_CARD), ...Object.keys(CHARACTER)]
      .filter((id) => id.includes('-'))
      .map((id) => String.raw`\b${id}\b`),
  ].join('|'),
);

test('every legal action of random games reads as a distinct plain sentence', () => {
  const rng = Rng.fromSeed(3);
  const configs: { players: number; options: Record<string, string> }[] = [
    { players: 1, options: {} },
    { players: 3, options: {} },
    { players: 2, options: { mode: 'cooperative' } },
    { players: 4, options: { roster: 'original', intruders: 'original' } },
    { players: 3, options: { side: 'mars' } },
  ];
  let seen = 0;
  for (const [k, { players, options }] of configs.entries()) {
    const m = createMatch<GameState>(game, { players, options, seed: 20 + k });
    for (let i = 0; i < 500 && !game.result(m.state); i++) {
      const p = game.pending(m.state)[0];
      assert.ok(p);
      const legal = legalActionsOf(game, m, p.actor);
      const texts = new Map<string, unknown>();
      for (const a of legal) {
        const text = game.describeAction?.(m.state, p.actor, a) ?? '';
        seen++;
        const why = `${JSON.stringify(a)} -> ${text}`;
        assert.ok(text.length > 0, why);
        assert.ok(!/[={"]|undefined|NaN/.test(text), why);
        assert.ok(!RAW.test(text), why);
        assert.ok(!texts.has(text), `${why} also reads for ${JSON.stringify(texts.get(text))}`);
        texts.set(text, a);
      }
      stepUnchecked(game, m, p.actor, legal[rng.int(0, legal.length - 1)] as never);
    }
  }
  assert.ok(seen > 1000, `only ${seen} actions described`);
});

test('a face-down room is never named after its tile; an explored one is', () => {
  const s = position(['lab-rat', 'sentry']);
  const p = s.players[0];
  assert.ok(p);
  p.room = 'r4';
  const r6 = s.rooms.r6;
  assert.ok(r6);
  // A tile already placed under r6 but not explored must not be named.
  r6.tile = 'laboratory';
  r6.explored = false;
  const hidden = d(s, 0, { type: 'move', to: 'r6', pay: [] });
  assert.match(hidden, /moves to face-down room 3 of section 2$/);
  r6.tile = 'laboratory';
  r6.explored = true;
  assert.match(d(s, 0, { type: 'move', to: 'r6', pay: [] }), /moves to the Laboratory$/);
  assert.match(
    d(s, 0, { type: 'move', to: 'stairs-12', pay: [] }),
    /moves to the Emergency Staircase of sections 1 and 2$/,
  );
});

test('exact sentences', () => {
  const s = position(['lab-rat', 'sentry']);
  assert.equal(d(s, 0, { type: 'pass' }), `The ${CHARACTER['lab-rat']?.name} (player 1) passes for the round`);
  const card = Object.values(ACTION_CARD)[0];
  assert.ok(card);
  assert.equal(
    d(s, 1, { type: 'discard', card: card.id }),
    `The ${CHARACTER.sentry?.name} (player 2) discards ${card.name}`,
  );
  assert.equal(
    d(s, 1, { type: 'discard', card: 'contamination' }),
    `The ${CHARACTER.sentry?.name} (player 2) discards a contamination card`,
  );
  const draft = createMatch<GameState>(game, { players: 2, options: {}, seed: 1 });
  assert.equal(
    d(draft.state, 0, { type: 'draft', character: 'lab-rat' }),
    `Player 1 plays the ${CHARACTER['lab-rat']?.name}`,
  );
});

test('choices seldom reached at random read as what they do', () => {
  const s = position(['lab-rat', 'sentry']);
  const lab = `The ${CHARACTER['lab-rat']?.name} (player 1)`;
  const card = Object.values(ACTION_CARD)[0];
  assert.ok(card);
  assert.equal(d(s, 0, { type: 'advantage', card: null }), `${lab} keeps their cards`);
  assert.equal(d(s, 0, { type: 'advantage', card: card.id }), `${lab} discards ${card.name} for an extra injury`);
  s.decisions.push({ kind: 'ride', seat: 0, to: 'elevator-3' });
  assert.equal(
    d(s, 0, { type: 'ride', accept: true }),
    `${lab} rides the elevator along to the Elevator Room of section 3`,
  );
  assert.equal(d(s, 0, { type: 'ride', accept: false }), `${lab} stays behind`);
  s.decisions.push({ kind: 'hands-full', seat: 0, item: 'ammo-box', ammo: 0 });
  assert.equal(d(s, 0, { type: 'make-room', drop: 'new' }), `${lab} leaves Ammo Box behind`);
  assert.equal(
    d(s, 0, { type: 'escape', pay: [card.id] }),
    `${lab} walks out to the bunker in a suit, paying ${card.name}`,
  );
  assert.equal(d(s, 0, { type: 'gate', pay: [] }), `${lab} leaves through the main gate`);
});
