/**
 * Objects analyzed and known weaknesses (weakness.ts), intruder models on the board (core/intruders.ts)
 * and looks at face-down room tiles (tilepeeks.ts): what each rule does, position by position.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SLOT } from '../src/data/board.ts';
import { MODELS } from '../src/data/rooms.ts';
import {
  choosing,
  firstEncounter,
  hideIntruder,
  moveIntruder,
  placeIntruder,
  removeIntruder,
} from '../src/core/intruders.ts';
import { peekableRooms, peekTile } from '../src/tilepeeks.ts';
import { analyzable, research, useUpObject, weaknessActive } from '../src/weakness.ts';
import { corridor, player, position, reveal, scripted } from './helpers.ts';

const obj = (name: string, of?: number) => ({
  kind: 'object' as const,
  name,
  ammo: 0,
  ...(of === undefined ? {} : { of }),
});

describe('objects to analyze', () => {
  test('each kind carried, and each kind lying in the room, in the order carcass, corpse, egg', () => {
    const s = position(['lab-rat', 'sentry']);
    const p = player(s, 0);
    reveal(s, 'r1', 'laboratory');
    p.room = 'r1';
    p.hands = [{ kind: 'item', name: 'egg', ammo: 0 }, obj('carcass')];
    const r = s.rooms.r1 as { objects: Record<string, number> };
    r.objects = { carcass: 0, corpse: 0, egg: 1 };
    assert.deepEqual(analyzable(s, p), [
      { object: 'carcass', from: 'hand' },
      { object: 'egg', from: 'room' },
    ]);
  });

  test('an object analyzed from the hands is the one named; a corpse analyzed no longer lies anywhere', () => {
    const s = position(['lab-rat', 'sentry']);
    const p = player(s, 0);
    const q = player(s, 1);
    p.hands = [obj('carcass'), obj('egg')];
    useUpObject(s, p, 'egg', 'hand');
    assert.deepEqual(
      p.hands.map((h) => h.name),
      ['carcass'],
    );
    q.corpse = 'carried';
    p.hands = [obj('corpse', 1), obj('egg')];
    useUpObject(s, p, 'corpse', 'hand');
    assert.equal(q.corpse, null);
    assert.deepEqual(
      p.hands.map((h) => h.name),
      ['egg'],
    );
  });

  test('from the room: one object fewer there; only a corpse there is that character’s', () => {
    const s = position(['lab-rat', 'sentry']);
    const p = player(s, 0);
    const q = player(s, 1);
    reveal(s, 'r1', 'laboratory');
    p.room = 'r1';
    q.corpse = 'r1';
    const r = s.rooms.r1 as { objects: Record<string, number> };
    r.objects = { carcass: 1, corpse: 1, egg: 0 };
    useUpObject(s, p, 'carcass', 'room');
    assert.equal(q.corpse, 'r1', 'a carcass is no character');
    assert.equal(r.objects.carcass, 0);
    useUpObject(s, p, 'corpse', 'room');
    assert.equal(q.corpse, null);
    assert.equal(r.objects.corpse, 0);
  });
});

describe('known weaknesses', () => {
  test('a weakness not tied to one character works while any living character has the knowledge for its slot', () => {
    const s = position(['lab-rat', 'sentry', 'survivor']);
    s.weakness.revealed = [null, 'sluggish', null];
    for (const p of s.players) p.knowledge = 0;
    player(s, 0).knowledge = 5;
    player(s, 0).status = 'dead';
    assert.equal(weaknessActive(s, 'slow'), false, 'the dead do not count');
    player(s, 1).knowledge = 3;
    assert.equal(weaknessActive(s, 'slow'), true, 'one living character is enough');
  });

  test('research turns the weakness of the next slot; with every slot researched it only teaches', () => {
    const s = position(['lab-rat', 'sentry']);
    const p = player(s, 0);
    s.weakness.researched = ['carcass', null, null];
    const first = s.weakness.revealed[0];
    assert.notEqual(first, null);
    research(s, p, 'egg', scripted([0]).ctx);
    assert.deepEqual(s.weakness.researched, ['carcass', 'egg', null]);
    assert.notEqual(s.weakness.revealed[1], null);
    assert.equal(s.weakness.revealed[0], first);
    s.weakness.researched = ['carcass', 'egg', 'corpse'];
    const revealed = [...s.weakness.revealed];
    const knowledge = p.knowledge;
    research(s, p, 'larva' as never, scripted([]).ctx);
    assert.deepEqual(s.weakness.researched, ['carcass', 'egg', 'corpse']);
    assert.deepEqual(s.weakness.revealed, revealed);
    assert.equal(p.knowledge, knowledge + 3);
  });
});

describe('intruder models', () => {
  test('with every adult model out, the adults fighting no one go back into the bag before the new one appears', () => {
    const s = position(['lab-rat', 'sentry']);
    s.firstEncounterDone = true;
    const p = player(s, 0);
    s.intruders = [];
    s.intruders.push({ id: 90, kind: 'larva', room: 'r9', injuries: 0 });
    for (let i = 0; i < MODELS.adult; i++)
      s.intruders.push({ id: 100 + i, kind: 'adult', room: i === 0 ? p.room : 'r9', injuries: 0 });
    s.aside = { adult: MODELS.adult - 1 };
    const bag = s.bag.adult ?? 0;
    placeIntruder(s, 'adult', 'r10', scripted([]).ctx);
    assert.deepEqual(
      s.intruders.map((i) => [i.kind, i.room]),
      [
        ['larva', 'r9'],
        ['adult', p.room],
        ['adult', 'r10'],
      ],
    );
    assert.equal(s.bag.adult, bag + MODELS.adult - 1);
    assert.equal(s.aside.adult ?? 0, 0);
  });

  test('the adults fall back only when every adult model is out, and only a newly placed adult makes them', () => {
    const s = position(['lab-rat', 'sentry']);
    s.firstEncounterDone = true;
    const setUp = (adults: number, larvae: number) => {
      s.intruders = [];
      for (let i = 0; i < adults; i++) s.intruders.push({ id: 100 + i, kind: 'adult', room: 'r9', injuries: 0 });
      for (let i = 0; i < larvae; i++) s.intruders.push({ id: 200 + i, kind: 'larva', room: 'r9', injuries: 0 });
      s.aside = { adult: 0 };
      s.bag = { adult: 0 };
    };
    setUp(MODELS.adult - 1, 2);
    placeIntruder(s, 'adult', 'r10', scripted([]).ctx);
    assert.equal(s.intruders.length, MODELS.adult + 2, 'one adult model was still in the box');
    setUp(MODELS.adult, 0);
    placeIntruder(s, 'larva', 'r10', scripted([]).ctx);
    assert.equal(s.intruders.length, MODELS.adult + 1, 'a larva is no adult model');
    setUp(MODELS.adult, 0);
    placeIntruder(s, 'adult', 'r10', scripted([]).ctx);
    assert.equal(s.intruders.length, 1, 'the adults fighting no one fall back');
    assert.equal(s.bag.adult ?? 0, 0, 'with no token set aside none enters the bag');
  });

  test('a hiding intruder’s token comes from those set aside, else the supply, else none enters the bag', () => {
    const s = position(['lab-rat', 'sentry']);
    const hide = (aside: number, supply: number) => {
      s.aside = { larva: aside };
      s.supply = { larva: supply };
      s.bag = { larva: 0 };
      const intr = { id: 77, kind: 'larva' as const, room: 'r9', injuries: 0 };
      s.intruders = [intr];
      hideIntruder(s, intr, scripted([]).ctx);
      return [s.intruders.length, s.aside.larva ?? 0, s.supply.larva ?? 0, s.bag.larva ?? 0];
    };
    assert.deepEqual(hide(1, 1), [0, 0, 1, 1]);
    assert.deepEqual(hide(0, 1), [0, 0, 0, 1]);
    assert.deepEqual(hide(0, 0), [0, 0, 0, 0]);
  });

  test('removing an intruder not on the board changes nothing', () => {
    const s = position(['lab-rat', 'sentry']);
    s.intruders = [{ id: 1, kind: 'adult', room: 'r9', injuries: 0 }];
    removeIntruder(s, { id: 2, kind: 'adult', room: 'r9', injuries: 0 });
    assert.equal(s.intruders.length, 1);
  });

  test('a move says whether the intruder left its room: the ducts and an open way yes, a door no', () => {
    const s = position(['lab-rat', 'sentry']);
    const intr = () => {
      const i = { id: s.nextIntruderId++, kind: 'adult' as const, room: 'r2', injuries: 0 };
      s.intruders.push(i);
      return i;
    };
    // r2's exits: 1 to r1, 2 to elevator-1, 3 to x1, 4 the technical corridors.
    assert.equal(moveIntruder(s, intr(), 4, scripted([]).ctx), true);
    corridor(s, 'r1', 'r2').door = 'closed';
    assert.equal(moveIntruder(s, intr(), 1, scripted([]).ctx), false);
    const smashed = new Set([corridor(s, 'r2', 'x1').id]);
    assert.equal(moveIntruder(s, intr(), 3, scripted([]).ctx, smashed), false);
    const mover = intr();
    assert.equal(moveIntruder(s, mover, 2, scripted([]).ctx), true);
    assert.equal(mover.room, 'elevator-1');
  });

  test('the first encounter asks each living player with more than one objective; none in the cooperative mode', () => {
    const s = position(['lab-rat', 'sentry', 'survivor']);
    player(s, 1).objectives = ['only-one'];
    firstEncounter(s, scripted([]).ctx);
    assert.deepEqual(
      s.decisions.map((d) => d.seat),
      [2, 0],
    );
    assert.equal(choosing(s), true);
    s.decisions = [
      { kind: 'ride', seat: 0, to: 'r1' },
      { kind: 'discard-objective', seat: 1 },
    ];
    assert.equal(choosing(s), true, 'any choice still open');
    s.decisions = [{ kind: 'ride', seat: 0, to: 'r1' }];
    assert.equal(choosing(s), false);
    const c = position(['lab-rat', 'sentry'], { mode: 'cooperative' });
    firstEncounter(c, scripted([]).ctx);
    assert.deepEqual(c.decisions, []);
  });
});

describe('looks at face-down tiles', () => {
  test('a look draws the tile once and keeps it for the room; a second look by another seat sees the same tile', () => {
    const s = position(['sentry', 'lab-rat']);
    const room = peekableRooms(s, 0)[0] as string;
    const tile = peekTile(s, room, 0, scripted([0]).ctx);
    assert.notEqual(tile, null);
    assert.equal(peekTile(s, room, 1, scripted([]).ctx), tile);
    assert.equal(peekTile(s, room, 1, scripted([]).ctx), tile);
    assert.deepEqual(s.tilePeeks?.[room], { tile, seen: [0, 1] });
  });

  test('with no tile left to draw a look shows nothing and keeps nothing', () => {
    const s = position(['sentry', 'lab-rat']);
    const room = peekableRooms(s, 0).find((r) => SLOT[r]?.kind === 'I') as string;
    s.unseen.tilesI = {};
    assert.equal(peekTile(s, room, 0, scripted([]).ctx), null);
    assert.equal(s.tilePeeks?.[room], undefined);
  });

  test('the rooms open to a look: unexplored rooms of kind I or II with no fixed tile, not yet seen by that seat, in name order', () => {
    const s = position(['sentry', 'lab-rat']);
    const expected = Object.keys(s.rooms)
      .filter((id) => {
        const slot = SLOT[id];
        return (slot?.kind === 'I' || slot?.kind === 'II') && !slot.tile && !s.rooms[id]?.explored;
      })
      .sort();
    assert.ok(expected.length > 2);
    assert.deepEqual(peekableRooms(s, 0), expected);
    reveal(s, expected[0] as string, 'archive');
    peekTile(s, expected[1] as string, 0, scripted([0]).ctx);
    assert.deepEqual(peekableRooms(s, 0), expected.slice(2));
    assert.deepEqual(peekableRooms(s, 1), expected.slice(1));
  });
});
