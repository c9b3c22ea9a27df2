import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { placeIntruder } from '../src/core/intruders.ts';
import { TILE } from '../src/data/rooms.ts';
import { exitOf, otherEnd, total } from '../src/state.ts';
import { act, corridor, game, indexOf, isLegal, player, position, reveal, scripted } from './helpers.ts';

const SILENCE = 8; // the noise die's silence face

/** The Sentry's own cards (names published, details ours: see RULES.md). */
describe('Sentry: Quarantine', () => {
  const setUp = () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    reveal(s, 'r1', 'archive'); // a computer room
    p.room = 'r1';
    s.power.active = [...s.power.sections];
    p.hand = ['sentry.quarantine', 'sentry.patrol'];
    return { s, p };
  };
  const play = { type: 'card', card: 'sentry.quarantine', half: 0, room: 'r4', pay: ['sentry.patrol'] };

  test('from a powered computer room, every open door around the chosen room closes, and only those', () => {
    const { s } = setUp();
    corridor(s, 'r4', 'r6').door = 'destroyed';
    act(s, 0, play, scripted([]).ctx);
    assert.equal(corridor(s, 'r4', 'stairs-12').door, 'closed');
    assert.equal(corridor(s, 'r4', 'repository').door, 'closed');
    assert.equal(corridor(s, 'r4', 'r6').door, 'destroyed', 'a destroyed door stays destroyed');
    assert.equal(corridor(s, 'r1', 'r2').door, 'open', 'the Sentry’s own room is not sealed');
    assert.equal(corridor(s, 'r6', 'x2').door, 'open');
  });

  test('not without a computer, not without power, not in a malfunctioning room', () => {
    const a = setUp();
    a.s.power.active = [];
    assert.ok(!isLegal(a.s, 0, play), 'no power');
    const b = setUp();
    reveal(b.s, 'r1', 'decon');
    assert.ok(!isLegal(b.s, 0, play), 'no computer');
    const c = setUp();
    (c.s.rooms.r1 as { malfunction: boolean }).malfunction = true;
    assert.ok(!isLegal(c.s, 0, play), 'malfunction');
    const d = setUp();
    assert.ok(!isLegal(d.s, 0, { ...play, pay: [] }), 'its cost is one more card');
  });
});

describe('Sentry: Stun', () => {
  test('a character of the room holding 1 to 3 cards discards the whole hand', () => {
    const s = position(['sentry', 'survivor']);
    const [p, q] = [player(s, 0), player(s, 1)];
    reveal(s, 'r1', 'decon');
    p.room = 'r1';
    q.room = 'r1';
    p.hand = ['sentry.stun', 'sentry.patrol'];
    q.hand = ['survivor.gut-feeling', 'survivor.keep-moving', 'contamination'];
    const stun = { type: 'card', card: 'sentry.stun', half: 0, target: 1, pay: ['sentry.patrol'] };
    act(s, 0, stun, scripted([]).ctx);
    assert.deepEqual(q.hand, []);
    assert.deepEqual(q.discard.slice(-3), ['survivor.gut-feeling', 'survivor.keep-moving', 'contamination']);
    // Four cards are too many; an empty hand and another room are no targets.
    p.hand = ['sentry.stun', 'sentry.patrol'];
    q.hand = ['survivor.gut-feeling', 'survivor.keep-moving', 'survivor.repairs', 'survivor.vents'];
    assert.ok(!isLegal(s, 0, stun));
    q.hand = [];
    assert.ok(!isLegal(s, 0, stun));
    q.hand = ['survivor.gut-feeling'];
    assert.ok(isLegal(s, 0, stun));
    q.room = 'r2';
    assert.ok(!isLegal(s, 0, stun));
  });

  test('or a weapon held is given up and the intruder is driven off through the exit of an event card', () => {
    const s = position(['sentry', 'survivor']);
    s.firstEncounterDone = true;
    const p = player(s, 0);
    reveal(s, 'r1', 'decon');
    reveal(s, 'r2', 'archive');
    p.room = 'r1';
    p.hand = ['sentry.stun', 'sentry.patrol'];
    p.hands = [{ kind: 'item', name: 'sentry-rifle', ammo: 3 }];
    const intr = placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    const stun = { type: 'card', card: 'sentry.stun', half: 1, weapon: 0, target: intr.id, pay: ['sentry.patrol'] };
    // 'footsteps' names exit 1 first.
    const exit = exitOf(s, 'r1', 1);
    assert.notEqual(exit, 'tech');
    const events = s.eventDiscard.length;
    act(s, 0, stun, scripted([indexOf(s.eventDeck, 'footsteps')]).ctx);
    assert.deepEqual(p.hands, []);
    assert.ok(s.characterItemsOut.includes('sentry-rifle'), 'a character item leaves the game');
    assert.equal(intr.room, otherEnd(exit as Exclude<typeof exit, 'tech'>, 'r1'));
    assert.equal(intr.injuries, 0, 'driven off, not hurt');
    assert.equal(s.eventDiscard.length, events + 1);
  });

  test('no weapon, no intruder, or a taped weapon: no stun of an intruder', () => {
    const s = position(['sentry', 'survivor']);
    s.firstEncounterDone = true;
    const p = player(s, 0);
    p.hand = ['sentry.stun', 'sentry.patrol'];
    const halfOne = () =>
      game.legalActions(s, 0).filter((a) => a.type === 'card' && a.card === 'sentry.stun' && a.half === 1);
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 2 }];
    assert.equal(halfOne().length, 0, 'no intruder');
    placeIntruder(s, 'adult', p.room, scripted([]).ctx);
    assert.equal(halfOne().length, 1);
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 2, taped: { name: 'rifle', ammo: 1 } }];
    assert.equal(halfOne().length, 0, 'a taped pair stays together');
    p.hands = [{ kind: 'item', name: 'extinguisher', ammo: 0 }];
    assert.equal(halfOne().length, 0, 'not a weapon');
  });
});

describe('Sentry: Defense Plan', () => {
  test('in a white or red room, the room action for the card alone', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    reveal(s, 'r1', 'transmitter'); // white
    p.room = 'r1';
    p.hand = ['sentry.defense-plan'];
    assert.ok(!isLegal(s, 0, { type: 'room', option: 'send', pay: [] }), 'a room action costs two cards');
    act(s, 0, { type: 'card', card: 'sentry.defense-plan', half: 0, option: 'send', pay: [] }, scripted([]).ctx);
    assert.equal(p.signal, true);
    assert.deepEqual(p.hand, []);
    reveal(s, 'r1', 'decon'); // green
    p.hand = ['sentry.defense-plan'];
    const half0 = game.legalActions(s, 0).filter((a) => a.card === 'sentry.defense-plan' && a.half === 0);
    assert.equal(half0.length, 0, 'not in a green room');
  });

  test('or a look at two face-down tiles, which exploration then turns over', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    reveal(s, 'r1', 'decon');
    p.room = 'r1';
    p.hand = ['sentry.defense-plan'];
    const rng = Rng.fromSeed(3);
    const ctx = { rng, emit: () => {} };
    const pools = [total(s.unseen.tilesI), total(s.unseen.tilesII)];
    act(s, 0, { type: 'card', card: 'sentry.defense-plan', half: 1, rooms: ['r2', 'x2'], pay: [] }, ctx);
    const mine = game.view(s, 0).tilesPeeked;
    assert.deepEqual(Object.keys(mine), ['r2', 'x2']);
    assert.deepEqual(game.view(s, 1).tilesPeeked, {}, 'the others do not see them');
    assert.equal(game.view(s, 1).rooms.find((r) => r.id === 'r2')?.tile, null);
    assert.equal(s.rooms.r2?.explored, false);
    // A class I tile for r2 and a class II tile for x2, each taken out of its unseen pool.
    assert.deepEqual([total(s.unseen.tilesI), total(s.unseen.tilesII)], [(pools[0] ?? 0) - 1, (pools[1] ?? 0) - 1]);
    assert.equal(TILE[mine.r2 as string]?.class, 'I');
    assert.equal(TILE[mine.x2 as string]?.class, 'II');
    // A tile already seen is not offered again; rooms with printed tiles never are.
    p.hand = ['sentry.defense-plan'];
    const offered = game
      .legalActions(s, 0)
      .filter((a) => a.card === 'sentry.defense-plan' && a.half === 1)
      .flatMap((a) => a.rooms as string[]);
    assert.ok(offered.length > 0);
    for (const room of ['r2', 'x2', 'isolation', 'repository', 'elevator-1', 'stairs-12'])
      assert.ok(!offered.includes(room), room);
    const before = { ...s.unseen.tilesI };
    p.hand = ['sentry.patrol'];
    p.actionsLeft = 1;
    act(
      s,
      0,
      { type: 'card', card: 'sentry.patrol', half: 0, to: 'r2', pay: [] },
      { rng: Rng.fromSeed(5), emit: () => {} },
    );
    assert.equal(s.rooms.r2?.tile, mine.r2, 'the room shows the tile looked at');
    assert.deepEqual(s.unseen.tilesI, before, 'no other tile was drawn for it');
    assert.deepEqual(game.view(s, 0).tilesPeeked, { x2: mine.x2 });
  });
});

describe('Sentry: Facility Tour', () => {
  test('the Sentry moves, with its noise roll, and brings another character of the room along', () => {
    const s = position(['sentry', 'survivor', 'lab-rat']);
    const [p, q, r] = [player(s, 0), player(s, 1), player(s, 2)];
    reveal(s, 'r1', 'decon');
    reveal(s, 'r2', 'archive');
    for (const x of [p, q, r]) x.room = 'r1';
    p.hand = ['sentry.facility-tour'];
    const tour = { type: 'card', card: 'sentry.facility-tour', half: 0, to: 'r2', with: 1, pay: [] };
    const { ctx, left } = scripted([SILENCE]);
    act(s, 0, tour, ctx);
    assert.equal(left(), 0, 'one noise roll, the Sentry’s');
    assert.equal(p.room, 'r2');
    assert.equal(q.room, 'r2');
    assert.equal(r.room, 'r1', 'only the one chosen comes');
  });

  test('not in combat, and only with someone in the room', () => {
    const s = position(['sentry', 'survivor']);
    s.firstEncounterDone = true;
    const [p, q] = [player(s, 0), player(s, 1)];
    reveal(s, 'r1', 'decon');
    p.room = 'r1';
    q.room = 'r3';
    p.hand = ['sentry.facility-tour'];
    const tour = { type: 'card', card: 'sentry.facility-tour', half: 0, to: 'r2', with: 1, pay: [] };
    assert.ok(!isLegal(s, 0, tour));
    q.room = 'r1';
    assert.ok(isLegal(s, 0, tour));
    placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    assert.ok(!isLegal(s, 0, tour));
  });
});
