import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { appear } from '../src/core/encounter.ts';
import { placeIntruder } from '../src/core/intruders.ts';
import { EVENT_CARDS_ORIGINAL } from '../src/data/cards.ts';
import { eventCard } from '../src/eventphase.ts';
import { game } from './helpers.ts';
import { player, position, rules, scripted } from './helpers.ts';
import { weaknessFor } from '../src/weakness.ts';

describe('weaknesses and intruder sets', () => {
  test('the original intruders bring their own event deck and drop the two night-stalker weaknesses', () => {
    const s = game.setup({
      players: 2,
      options: { mode: 'standard', roster: 'lockdown', intruders: 'original' },
      rng: Rng.fromSeed(3),
    });
    assert.deepEqual(Object.keys(s.eventDeck).sort(), EVENT_CARDS_ORIGINAL.map((c) => c.id).sort());
    const seen = [...Object.keys(s.unseen.weakness), ...s.weakness.revealed.filter((w) => w !== null)];
    assert.ok(!seen.includes('vulnerability-to-fire') && !seen.includes('susceptibility-to-phosphates'));
  });

  test('night stalkers: a face-up weakness needs the knowledge of its slot; original intruders: it works for all', () => {
    const s = position(['sentry']);
    const p = player(s, 0);
    s.weakness.revealed = [null, 'fragile-carapace', null];
    p.knowledge = 2;
    assert.equal(weaknessFor(s, p, 'fragile'), false);
    p.knowledge = 3;
    assert.equal(weaknessFor(s, p, 'fragile'), true);
    s.intruderSet = 'original';
    p.knowledge = 0;
    assert.equal(weaknessFor(s, p, 'fragile'), true);
  });

  test('light-shy: no surprise attack in a powered room', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = [];
    s.weakness.revealed = ['light-shy', null, null];
    s.power.active = [1, 2, 3, 4];
    const { ctx, events } = scripted([]);
    appear(s, p, 'adult', ctx);
    assert.ok(!rules(events).includes('encounter.surprise'));
  });

  test('sluggish: event movement stops after the first exit', () => {
    const s = position(['survivor']);
    player(s, 0).room = 'r9';
    const a = placeIntruder(s, 'adult', 'r2', scripted([]).ctx);
    s.eventDeck = { 'restless-nest': 1 }; // adults through exits 2 then 3
    s.weakness.revealed = ['sluggish', null, null];
    eventCard(s, scripted([0]).ctx);
    assert.equal(a.room, 'elevator-1', 'exit 2 of r2 only');
  });
});
