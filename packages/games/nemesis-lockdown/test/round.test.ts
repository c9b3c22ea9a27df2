import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONTAMINATION } from '../src/types.ts';
import { Rng } from '@airlock/engine';
import { act, game, isLegal, player, position, reveal, scripted } from './helpers.ts';

describe('player phase', () => {
  test('everyone starts with 5 cards; survivors wake in the isolation room, workers in the repository', () => {
    const s = position(['survivor', 'sentry']);
    assert.equal(player(s, 0).hand.length, 6, 'the isolation room gives a sixth card');
    assert.equal(player(s, 0).room, 'isolation');
    assert.equal(player(s, 1).hand.length, 5);
    assert.equal(player(s, 1).room, 'repository');
    assert.equal(player(s, 0).knowledge, 3);
    assert.equal(player(s, 1).knowledge, 1);
    assert.deepEqual(player(s, 1).hands, [{ kind: 'item', name: 'sentry-rifle', ammo: 4 }]);
  });

  test('turns of two actions alternate until all pass; passing discards then ends the turn', () => {
    const s = position(['survivor', 'sentry']);
    const rng = scripted(Array(40).fill(8)); // every noise roll is silence
    reveal(s, 'r1', 'archive');
    const a = player(s, 0);
    act(s, 0, { type: 'move', to: 'r1', pay: [a.hand[0] as string] }, rng.ctx);
    assert.equal(s.active, 0, 'one action left');
    act(s, 0, { type: 'move', to: 'isolation', pay: [a.hand[0] as string] }, rng.ctx);
    assert.equal(s.active, 1, 'two actions end the turn');
    act(s, 1, { type: 'pass' }, rng.ctx);
    const card = player(s, 1).hand[0] as string;
    act(s, 1, { type: 'discard', card }, rng.ctx);
    assert.equal(player(s, 1).hand.length, 4);
    act(s, 1, { type: 'done' }, rng.ctx);
    assert.equal(s.active, 0);
    assert.ok(!isLegal(s, 1, { type: 'pass' }), 'a passed seat does nothing more this round');
  });

  test('passing lets any held card be discarded, contamination cards too (they only never pay costs)', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = [CONTAMINATION, 'run'];
    act(s, 0, { type: 'pass' }, scripted([]).ctx);
    assert.ok(isLegal(s, 0, { type: 'discard', card: 'run' }));
    act(s, 0, { type: 'discard', card: CONTAMINATION }, scripted([]).ctx);
    assert.deepEqual(p.hand, ['run']);
    assert.equal(p.discard.at(-1), CONTAMINATION, 'face up on the action discard pile');
  });

  test('fire burns at the end of a turn, once more when passing, then not again that round', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    const iso = s.rooms.isolation;
    assert.ok(iso);
    iso.fire = true;
    s.markers.fire--;
    const rng = scripted(Array(40).fill(0));
    p.hand = ['survivor.gut-feeling', 'survivor.gut-feeling', 'survivor.keep-moving'];
    act(s, 0, { type: 'card', card: 'survivor.gut-feeling', half: 0, pay: [] }, rng.ctx);
    act(s, 0, { type: 'card', card: 'survivor.gut-feeling', half: 0, pay: [] }, rng.ctx);
    assert.equal(p.light, 1, 'end of the first turn');
    act(s, 1, { type: 'pass' }, rng.ctx);
    act(s, 1, { type: 'done' }, rng.ctx);
    act(s, 0, { type: 'pass' }, rng.ctx);
    act(s, 0, { type: 'done' }, rng.ctx);
    assert.equal(p.light, 2, 'passing in the fire still burns');
  });

  test('the first player token passes left each new round; hands refill to 5', () => {
    const s = position(['survivor', 'sentry']);
    const rng = scripted([...Array(60).fill(0)]);
    s.eventDeck = { footsteps: 1 };
    s.bag = { blank: 1 };
    s.supply.adult = (s.supply.adult ?? 0) + 7;
    s.supply.larva = (s.supply.larva ?? 0) + 4;
    s.supply.creeper = (s.supply.creeper ?? 0) + 1;
    s.supply.queen = 1;
    for (const seat of [0, 1]) {
      act(s, seat, { type: 'pass' }, rng.ctx);
      act(s, seat, { type: 'discard', card: player(s, seat).hand[0] as string }, rng.ctx);
      act(s, seat, { type: 'done' }, rng.ctx);
    }
    assert.equal(s.round, 2);
    assert.equal(s.firstPlayer, 1);
    assert.equal(s.active, 1);
    assert.equal(player(s, 1).hand.length, 5);
    assert.equal(s.time, 14);
  });
});

describe('character draft', () => {
  test('two cards offered, one kept, the other back in the pool; five original characters can be drafted', () => {
    const s = game.setup({
      players: 5,
      options: { mode: 'standard', roster: 'original', intruders: 'original' },
      rng: Rng.fromSeed(4),
    });
    const events = scripted([]);
    const rng = Rng.fromSeed(9);
    for (let seat = 0; seat < 5; seat++) {
      const d = s.decisions.at(-1);
      assert.equal(d?.kind, 'draft');
      const offered = d?.kind === 'draft' ? d.offered : [];
      assert.equal(offered.length, 2);
      game.apply(s, seat, { type: 'draft', character: offered[0] as string }, { rng, emit: events.ctx.emit });
    }
    assert.equal(s.phase, 'player');
    assert.equal(new Set(s.players.map((p) => p.character)).size, 5);
    assert.ok(
      s.players.every((p) => p.room === 'isolation' && p.knowledge === 3),
      'Nemesis survivors',
    );
  });
});
