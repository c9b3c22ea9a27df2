import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { CSS_SLOTS, TIME_START } from '../src/data/board.ts';
import { OBJECTIVE } from '../src/data/cards.ts';
import { COMPUTER } from '../src/data/computer.ts';
import { total } from '../src/state.ts';
import { game, player, position } from './helpers.ts';

const fresh = (players: number, options: Record<string, string> = {}, seed = 11) =>
  game.setup({ players, options: { mode: 'standard', roster: 'lockdown', ...options }, rng: Rng.fromSeed(seed) });

// Setup on the basic side (004, setup), one published fact per assertion.
describe('setup', () => {
  test('room tiles I and II lie face down, special rooms face up; no exploration token is known', () => {
    const s = fresh(3);
    for (const r of Object.values(s.rooms)) {
      if (
        ['isolation', 'repository', 'backup', 'alert'].includes(r.id) ||
        r.id.startsWith('elevator') ||
        r.id.startsWith('stairs')
      )
        assert.ok(r.explored && r.tile !== null, r.id);
      else assert.ok(!r.explored && r.tile === null, r.id);
    }
    assert.deepEqual(s.explorationSeen, {});
  });

  test('power tokens: three on the sections and one on the elevator; tokens 1 and 2 powered', () => {
    const s = fresh(2);
    assert.deepEqual([...s.power.sections, s.power.elevator].sort(), [1, 2, 3, 4]);
    assert.deepEqual(s.power.active, [1, 2]);
  });

  test('CSS tokens face down on every CSS slot; the time token on 15, red (inactive) side up', () => {
    const s = fresh(2);
    assert.deepEqual(
      Object.keys(s.css.slots)
        .map(Number)
        .sort((a, b) => a - b),
      [...CSS_SLOTS].sort((a, b) => a - b),
    );
    assert.ok(Object.values(s.css.slots).every((t) => t === null));
    assert.equal(
      total(s.unseen.css),
      CSS_SLOTS.length + 1,
      'one token more than slots: it goes back to the box unseen',
    );
    assert.equal(s.time, TIME_START);
    assert.equal(s.timeActive, false);
  });

  test('laboratory board: 5 eggs; 3 weakness slots, the leftmost face up', () => {
    const s = fresh(2);
    assert.equal(s.eggsInNest, 5);
    assert.ok(s.weakness.revealed[0] !== null);
    assert.deepEqual(s.weakness.revealed.slice(1), [null, null]);
  });

  test('intruder bag: 1 blank, 4 larvae, 1 creeper, 3 adults and 1 queen, plus 1 adult per player', () => {
    for (const n of [1, 2, 3, 4, 5])
      assert.deepEqual(fresh(n).bag, { adult: 3 + n, blank: 1, creeper: 1, larva: 4, queen: 1 });
  });

  test('the computer shows a card that is never a Lock-down card', () => {
    for (let seed = 1; seed <= 20; seed++) assert.ok(!COMPUTER[fresh(2, {}, seed).computer.top]?.lockdown);
  });

  test('objectives: one corporate and one personal, none for more players than are playing', () => {
    for (const n of [2, 3, 4]) {
      const s = fresh(n);
      for (const p of s.players) {
        assert.deepEqual(p.objectives.map((o) => OBJECTIVE[o]?.deck).sort(), ['corporate', 'personal']);
        for (const o of p.objectives) {
          assert.ok((OBJECTIVE[o]?.minPlayers ?? 99) <= n, o);
          assert.ok((OBJECTIVE[o]?.target ?? 0) <= n, o);
        }
      }
    }
  });

  test('contingency: 1 token each (2 each with 2 players), 1 active, the rest neutral; solo takes 2', () => {
    assert.ok(fresh(3).players.every((p) => p.contingency.length === 1));
    assert.ok(fresh(2).players.every((p) => p.contingency.length === 2));
    const two = fresh(2);
    assert.equal(total(two.contingencyPool), 12 - 4 - 1);
    assert.ok(two.activeContingency !== '');
    const solo = fresh(1);
    assert.equal(solo.players[0]?.contingency.length, 2);
    assert.equal(solo.players[0]?.objectives.length, 2, 'solo: two solo/coop objectives');
    assert.ok(solo.players[0]?.objectives.every((o) => OBJECTIVE[o]?.deck === 'coop'));
  });

  test('draft: player 1 chooses first from two cards; then player 2', () => {
    const s = fresh(2);
    const d = s.decisions.at(-1);
    assert.equal(d?.kind, 'draft');
    assert.equal(d?.seat, 0);
    assert.equal(d?.kind === 'draft' ? d.offered.length : 0, 2);
  });

  test('knowledge token on slot 3 for Nemesis survivors, on slot 1 for facility workers; first player is player 1', () => {
    const s = position(['survivor', 'sentry']);
    assert.equal(player(s, 0).knowledge, 3);
    assert.equal(player(s, 1).knowledge, 1);
    assert.equal(s.firstPlayer, 0);
    assert.ok(s.players.every((p) => p.quest === 'inactive' && !p.knowledgeActive));
  });
});
