import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { intruderAttack } from '../src/core/attack.ts';
import { placeIntruder } from '../src/core/intruders.ts';
import { TIME_START, WHITE_FROM } from '../src/data/board.ts';
import { ATTACK_CARDS, CONTAMINATION_FACES, EVENT_CARDS, EVENT_CARDS_ORIGINAL, ITEMS } from '../src/data/cards.ts';
import { COMPUTER_CARDS } from '../src/data/computer.ts';
import { BAG_SETUP, MODELS, ROOM_TILES } from '../src/data/rooms.ts';
import { eventCard } from '../src/eventphase.ts';
import { FIRE_MARKERS, MALFUNCTION_MARKERS } from '../src/hazards.ts';
import { roomOptions } from '../src/rooms.ts';
import type { IntruderKind } from '../src/types.ts';
import { game, player, position, reveal } from './helpers.ts';
import { Rng } from '@airlock/engine';

const real = () => ({ rng: Rng.fromSeed(11), emit: () => {} });

describe('component catalogs', () => {
  test('published facts: bag at setup, 8 adult models, 12 fire and 10 malfunction markers, time 15, white from 8', () => {
    assert.deepEqual(BAG_SETUP, { blank: 1, larva: 4, creeper: 1, adult: 3, queen: 1 });
    assert.equal(MODELS.adult, 8);
    assert.equal(FIRE_MARKERS, 12);
    assert.equal(MALFUNCTION_MARKERS, 10);
    assert.equal(TIME_START, 15);
    assert.equal(WHITE_FROM, 8);
  });

  test('every card records its origin; combat-relevant mixes make sense', () => {
    for (const c of [
      ...ATTACK_CARDS,
      ...EVENT_CARDS,
      ...EVENT_CARDS_ORIGINAL,
      ...ITEMS,
      ...COMPUTER_CARDS,
      ...ROOM_TILES,
    ])
      assert.ok(c.origin === 'published' || c.origin === 'designed');
    const attacks = ATTACK_CARDS.reduce((n, c) => n + c.count, 0);
    const retreats = ATTACK_CARDS.filter((c) => c.retreat).reduce((n, c) => n + c.count, 0);
    assert.ok(retreats / attacks > 0.1 && retreats / attacks < 0.4, 'retreats are possible but not usual');
    for (const kind of ['creeper', 'adult', 'breeder', 'queen'] as IntruderKind[])
      assert.ok(
        ATTACK_CARDS.some((c) => c.kinds.includes(kind)),
        `${kind} can hit`,
      );
    const share = CONTAMINATION_FACES.infected / (CONTAMINATION_FACES.infected + CONTAMINATION_FACES.clean);
    assert.ok(share > 0.2 && share < 0.5, 'scanning matters');
  });

  test('every attack card resolves against every intruder kind', () => {
    for (const card of ATTACK_CARDS) {
      for (const kind of ['creeper', 'adult', 'breeder', 'queen'] as IntruderKind[]) {
        const s = position(['survivor', 'sentry']);
        const p = player(s, 0);
        const intr = placeIntruder(s, kind, p.room, real());
        s.attackDeck = { [card.id]: 1 };
        intruderAttack(s, intr, p, real());
        const hurt = p.light > 0 || p.serious.length > 0 || p.slime || p.discard.length > 0;
        assert.equal(hurt, card.kinds.includes(kind), `${card.id} vs ${kind}`);
      }
    }
  });

  test('every event card resolves on a busy board, lit and dark', () => {
    for (const card of [...EVENT_CARDS, ...EVENT_CARDS_ORIGINAL]) {
      for (const lit of [true, false]) {
        const s = position(['survivor', 'sentry']);
        reveal(s, 'r1', 'nest', 0);
        s.power.active = lit ? [1, 2, 3, 4] : [];
        for (const kind of ['larva', 'creeper', 'adult', 'breeder'] as IntruderKind[])
          placeIntruder(s, kind, 'r5', real());
        s.eventDeck = { [card.id]: 1 };
        eventCard(s, real());
        assert.deepEqual(s.eventDiscard, [card.id]);
        assert.deepEqual(game.invariants?.(s) ?? [], [], card.id);
      }
    }
  });

  test('every room tile with an action offers it in a suitable position, and none throws', () => {
    for (const tile of ROOM_TILES) {
      const s = position(['survivor', 'sentry']);
      const p = player(s, 0);
      if (tile.class === 'special') continue;
      reveal(s, 'r1', tile.id, 2);
      reveal(s, 'r2', 'decon', 1);
      placeIntruder(s, 'adult', 'r2', real());
      p.room = 'r1';
      p.knowledge = 9;
      p.light = 1;
      p.serious = [{ kind: 'leg', dressed: false }];
      s.time = 8;
      const r1 = s.rooms.r1;
      assert.ok(r1);
      r1.objects.carcass = 1;
      const opts = roomOptions(s, p);
      if (tile.action) assert.ok(opts.length > 0, `${tile.id} has an action here`);
      else assert.equal(opts.length, 0, tile.id);
    }
  });
});
