import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, type BotPolicy, Table } from '@airlock/engine';
import { findGame } from '@airlock/games';
import { botKindsOf, decide, parseBot, policyFor } from '../src/index.ts';

const sa = () => findGame('space-alert') as NonNullable<ReturnType<typeof findGame>>;

test("a game's own levels are bot kinds of that game only", () => {
  assert.deepEqual(botKindsOf(sa()), ['random', 'heuristic', 'ismcts', 'planning']);
  const nemesis = findGame('nemesis-lockdown') as NonNullable<ReturnType<typeof findGame>>;
  assert.deepEqual(botKindsOf(nemesis), ['random', 'heuristic', 'ismcts']);
  assert.throws(
    () => policyFor(nemesis, 'planning'),
    /nemesis-lockdown has no planning bot: it offers random, heuristic, ismcts/,
  );
  assert.throws(() => policyFor(sa(), 'genius'), /space-alert has no genius bot/);
  assert.equal(parseBot('planning').kind, 'planning');
  assert.throws(() => parseBot('Planning!'), /unknown bot/);
});

test('a planning level with a think budget is the budgeted policy; without one the catalog policy', () => {
  const entry = sa();
  const level = entry.levels?.find((l) => l.id === 'planning') as { policy: BotPolicy };
  assert.equal(policyFor(entry, 'planning'), level.policy);
  assert.notEqual(policyFor(entry, 'planning', { ms: 50 }), level.policy);
});

test('decide answers a planning request on a think budget with a legal action', () => {
  const t = new Table(sa().game, { players: 2, options: {}, seed: 'levels' });
  const legal = t.legal(1);
  const out = decide({ gameId: 'space-alert', view: t.view(1), legal, seed: 1, bot: 'planning', ms: 50 });
  assert.ok('action' in out, 'error' in out ? out.error : '');
  assert.ok(legal.some((a: Action) => JSON.stringify(a) === JSON.stringify(out.action)));
  const refused = decide({ gameId: 'mission-catastrophe', view: t.view(1), legal, seed: 1, bot: 'planning' });
  assert.ok('error' in refused && /has no planning bot/.test(refused.error));
});
