/**
 * The characters' own action cards (cards-control.ts, cards-fight.ts, cards-moves.ts, cards-study.ts):
 * exactly which choices each half offers in a position, read off the legal list, and what a few do.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { GameState, Player } from '../src/types.ts';
import { act, cardChoices, corridor, giveHand, player, position, reveal, scripted } from './helpers.ts';

/** Seat 0 of `characters` in `room`, holding exactly `hand` (plus nothing else), power everywhere. */
function at(characters: string[], room: string, hand: string[]): { s: GameState; p: Player } {
  const s = position(characters);
  s.firstEncounterDone = true;
  const p = player(s, 0);
  p.room = room;
  s.power.active = [1, 2, 3, 4];
  giveHand(p, hand);
  return { s, p };
}

const intruder = (s: GameState, room: string, kind: 'adult' | 'queen' | 'larva' = 'adult') => {
  const id = s.nextIntruderId++;
  s.intruders.push({ id, kind, room, injuries: 0 });
  return id;
};

describe('the Sentry', () => {
  test('Facility Tour: to each open neighbour with each other living character of the room', () => {
    const { s } = at(['sentry', 'survivor', 'lab-rat'], 'r2', ['sentry.facility-tour']);
    player(s, 1).room = 'r2';
    player(s, 2).room = 'r9';
    assert.deepEqual(cardChoices(s, 'sentry.facility-tour'), [
      { half: 0, to: 'r1', with: 1 },
      { half: 0, to: 'elevator-1', with: 1 },
      { half: 0, to: 'x1', with: 1 },
    ]);
  });

  test('Stun: a living character here holding 1 to 3 cards loses them all, in front of everyone', () => {
    const { s, p } = at(['sentry', 'survivor', 'lab-rat'], 'r2', ['sentry.stun', 'sentry.patrol']);
    const [q, r] = [player(s, 1), player(s, 2)];
    q.room = 'r2';
    r.room = 'r2';
    q.hand = ['run', 'rest'];
    r.hand = ['a', 'b', 'c', 'd'];
    assert.deepEqual(cardChoices(s, 'sentry.stun'), [{ half: 0, target: 1 }], 'not the sentry, not a hand of 4');
    assert.equal(p.hand.length, 2);
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'card', card: 'sentry.stun', half: 0, target: 1, pay: ['sentry.patrol'] }, ctx);
    assert.deepEqual([q.hand, q.discard.slice(-2)], [[], ['run', 'rest']]);
    const e = events.find((x) => x.rule === 'card.stun');
    assert.deepEqual((e?.data as { cards?: string[] }).cards, ['run', 'rest']);
  });

  test('Stun on an intruder: in combat, each weapon held alone (not an object) against each intruder', () => {
    const { s, p } = at(['sentry', 'survivor'], 'r2', ['sentry.stun', 'sentry.patrol']);
    p.hands = [
      { kind: 'item', name: 'sentry-rifle', ammo: 4 },
      { kind: 'object', name: 'egg', ammo: 0 },
    ];
    player(s, 1).hand = [];
    assert.deepEqual(cardChoices(s, 'sentry.stun'), [], 'out of combat');
    const a = intruder(s, 'r2');
    assert.deepEqual(cardChoices(s, 'sentry.stun'), [{ half: 1, weapon: 0, target: a }]);
  });

  test('Quarantine: from a working, powered computer room, each room with an open door, in name order; only open doors close', () => {
    const { s, p } = at(['sentry', 'survivor'], 'r2', ['sentry.quarantine', 'sentry.patrol']);
    reveal(s, 'r2', 'archive');
    for (const c of s.corridors) c.door = 'destroyed';
    corridor(s, 'isolation', 'r1').door = 'open';
    corridor(s, 'r4', 'r6').door = 'open';
    corridor(s, 'r2', 'x1').door = 'closed';
    assert.deepEqual(cardChoices(s, 'sentry.quarantine'), [
      { half: 0, room: 'isolation' },
      { half: 0, room: 'r1' },
      { half: 0, room: 'r4' },
      { half: 0, room: 'r6' },
    ]);
    assert.ok(p.hand.includes('sentry.patrol'));
  });

  test('Defense Plan: a free room action in a white or a red room, none in another colour', () => {
    for (const [tile, offered] of [
      ['defense', true],
      ['transmitter', true],
      ['generator', false],
    ] as const) {
      const { s } = at(['sentry', 'survivor'], 'r2', ['sentry.defense-plan']);
      reveal(s, 'r2', tile);
      s.intruders.push({ id: 50, kind: 'larva', room: 'r9', injuries: 0 });
      const halves = cardChoices(s, 'sentry.defense-plan').filter((c) => c.half === 0);
      assert.equal(halves.length > 0, offered, tile);
    }
  });

  test('Defense Plan: a look at two face-down rooms, each pair once; the last one alone', () => {
    const { s } = at(['sentry', 'survivor'], 'r2', ['sentry.defense-plan']);
    for (const room of Object.keys(s.rooms))
      (s.rooms[room] as { explored: boolean }).explored = !['r4', 'r6', 'r9'].includes(room);
    const looks = cardChoices(s, 'sentry.defense-plan').filter((c) => c.half === 1);
    assert.deepEqual(looks, [
      { half: 1, rooms: ['r4', 'r6'] },
      { half: 1, rooms: ['r4', 'r9'] },
      { half: 1, rooms: ['r6', 'r9'] },
    ]);
    (s.rooms.r4 as { explored: boolean }).explored = true;
    (s.rooms.r6 as { explored: boolean }).explored = true;
    assert.deepEqual(
      cardChoices(s, 'sentry.defense-plan').filter((c) => c.half === 1),
      [{ half: 1, rooms: ['r9'] }],
    );
  });
});

describe('the Survivor', () => {
  test('Distraction: in combat, each item of the inventory and each item held alone in a hand, to each neighbour', () => {
    const { s, p } = at(['survivor', 'sentry'], 'r2', ['survivor.distraction']);
    p.inventory = ['bandage', 'antidote'];
    p.hands = [
      { kind: 'object', name: 'egg', ammo: 0 },
      { kind: 'item', name: 'pistol', ammo: 1, taped: { name: 'duct-tape', ammo: 0 } } as never,
    ];
    assert.deepEqual(cardChoices(s, 'survivor.distraction'), [], 'out of combat');
    intruder(s, 'r2');
    const listed = cardChoices(s, 'survivor.distraction');
    assert.deepEqual(
      listed.filter((c) => c.to === 'r1'),
      [
        { half: 0, to: 'r1', item: 'antidote' },
        { half: 0, to: 'r1', item: 'bandage' },
      ],
    );
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 1 }];
    assert.deepEqual(
      cardChoices(s, 'survivor.distraction').filter((c) => c.to === 'r1'),
      [
        { half: 0, to: 'r1', item: 'antidote' },
        { half: 0, to: 'r1', item: 'bandage' },
        { half: 0, to: 'r1', hand: 0 },
      ],
    );
  });

  test('Vents: from a room with a technical entrance to each other explored one, in name order; not on Mars', () => {
    const { s } = at(['survivor', 'sentry'], 'r2', ['survivor.vents']);
    for (const room of Object.keys(s.rooms)) (s.rooms[room] as { explored: boolean }).explored = false;
    for (const room of ['r2', 'x2', 'r8', 'r1']) reveal(s, room, 'archive');
    assert.deepEqual(cardChoices(s, 'survivor.vents'), [
      { half: 0, to: 'r8' },
      { half: 0, to: 'x2' },
    ]);
    const m = position(['survivor', 'sentry'], { side: 'mars' });
    const p = player(m, 0);
    giveHand(p, ['survivor.vents']);
    p.room = 'r2';
    for (const room of Object.keys(m.rooms)) (m.rooms[room] as { explored: boolean }).explored = true;
    assert.deepEqual(cardChoices(m, 'survivor.vents'), []);
  });
});

describe('the Xenobiologist', () => {
  test('Pheromone Spray drives off any intruder of the room but a breeder or the queen', () => {
    const { s } = at(['xenobiologist', 'sentry'], 'r2', ['xenobiologist.pheromone-spray', 'xenobiologist.walk']);
    intruder(s, 'r2', 'queen');
    const adult = intruder(s, 'r2');
    assert.deepEqual(cardChoices(s, 'xenobiologist.pheromone-spray'), [{ half: 0, target: adult }]);
  });

  test('Pheromone Spray: the intruder leaves by the first exit of a freshly drawn event card', () => {
    const { s } = at(['xenobiologist', 'sentry'], 'r2', ['xenobiologist.pheromone-spray', 'xenobiologist.walk']);
    const adult = intruder(s, 'r2');
    s.eventDeck = { 'hunting-party': 1 };
    s.eventDiscard = [];
    const spray = {
      type: 'card',
      card: 'xenobiologist.pheromone-spray',
      half: 0,
      target: adult,
      pay: ['xenobiologist.walk'],
    };
    act(s, 0, spray, scripted([0]).ctx);
    // r2's exit 3 leads to x1.
    assert.equal(s.intruders.find((i) => i.id === adult)?.room, 'x1');
    assert.deepEqual(s.eventDiscard, ['hunting-party']);
  });

  test('Dissection: out of combat, with a carcass lying here or an object carcass in hand', () => {
    const { s, p } = at(['xenobiologist', 'sentry'], 'r2', ['xenobiologist.dissection', 'xenobiologist.walk']);
    const card = 'xenobiologist.dissection';
    (s.rooms.r2 as { objects: Record<string, number> }).objects.carcass = 0;
    p.hands = [
      { kind: 'item', name: 'carcass', ammo: 0 },
      { kind: 'object', name: 'egg', ammo: 0 },
    ];
    assert.deepEqual(cardChoices(s, card), []);
    p.hands = [{ kind: 'object', name: 'carcass', ammo: 0 }];
    assert.deepEqual(cardChoices(s, card), [{ half: 0 }]);
    intruder(s, 'r2');
    assert.deepEqual(cardChoices(s, card), [], 'not in combat');
  });
});
