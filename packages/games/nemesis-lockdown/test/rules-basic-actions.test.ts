/**
 * The basic actions (004: move, careful move, shoot, melee, search, pick up an object, and the main
 * gate of the Lockdown board), one rule at a time: when each is offered, once per target and per way
 * to pay its cost, and what it does. Positions are built on the basic board (data/board.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Action } from '@airlock/engine';
import { applyBasic, destroyEggs, returnItem } from '../src/basic.ts';
import { NOISE_DIE } from '../src/data/rooms.ts';
import type { GameState, Player } from '../src/types.ts';
import { corridor, game, giveHand, player, position, reveal, scripted } from './helpers.ts';

const SILENCE = NOISE_DIE.indexOf('silence');

/** A lone survivor in `room` with two action cards of different kinds (two ways to pay 1, one to pay 2). */
function alone(room = 'isolation'): { s: GameState; p: Player } {
  const s = position(['survivor']);
  const p = player(s, 0);
  p.room = room;
  giveHand(p, ['survivor.scavenge', 'survivor.repairs']);
  return { s, p };
}

/** The legal actions of one type, without their payment, each once. */
function offered(s: GameState, type: string): Record<string, unknown>[] {
  const seen = new Set<string>();
  const out: Record<string, unknown>[] = [];
  for (const a of game.legalActions(s, 0)) {
    if (a.type !== type) continue;
    const { pay: _, type: __, ...rest } = a as Action & { pay?: unknown };
    const key = JSON.stringify(rest);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(rest);
  }
  return out;
}

/** How many cards each payment of the first action of a type takes, and how many ways there are. */
function costOf(s: GameState, type: string): { cards: number; ways: number } {
  const all = game.legalActions(s, 0).filter((a) => a.type === type);
  const first = all[0] as (Action & { pay: string[] }) | undefined;
  if (!first) return { cards: -1, ways: 0 };
  const { pay: _, ...key } = first;
  const same = all.filter((a) => {
    const { pay: __, ...k } = a as Action & { pay: string[] };
    return JSON.stringify(k) === JSON.stringify(key);
  });
  return { cards: first.pay.length, ways: same.length };
}

function intruder(s: GameState, room: string, kind: 'adult' | 'larva' = 'adult'): number {
  const id = s.nextIntruderId++;
  s.intruders.push({ id, kind, room, injuries: 0 });
  return id;
}

describe('moving', () => {
  test('one move per open neighbour, once per way to pay one card', () => {
    const { s } = alone();
    assert.deepEqual(offered(s, 'move'), [{ to: 'elevator-1' }, { to: 'r1' }]);
    assert.deepEqual(costOf(s, 'move'), { cards: 1, ways: 2 });
  });

  test('a closed door takes its neighbour out', () => {
    const { s } = alone();
    corridor(s, 'isolation', 'r1').door = 'closed';
    assert.deepEqual(offered(s, 'move'), [{ to: 'elevator-1' }]);
  });

  test('a leg wound makes a move cost two cards', () => {
    const { s, p } = alone();
    p.serious = [{ kind: 'leg', dressed: false }];
    assert.deepEqual(costOf(s, 'move'), { cards: 2, ways: 1 });
  });
});

describe('moving carefully', () => {
  test('to each neighbour, by each quiet exit of the room entered, each corridor once', () => {
    const { s } = alone();
    // elevator-1's exits 1-4 are its corridors to isolation, r2 and r3, then isolation's again.
    assert.deepEqual(
      offered(s, 'careful').filter((a) => a.to === 'elevator-1'),
      [
        { to: 'elevator-1', exit: 1 },
        { to: 'elevator-1', exit: 2 },
        { to: 'elevator-1', exit: 3 },
      ],
    );
    assert.deepEqual(costOf(s, 'careful'), { cards: 2, ways: 1 });
  });

  test('an exit whose corridor holds noise is not offered', () => {
    const { s } = alone();
    corridor(s, 'r2', 'elevator-1').noise = true;
    assert.deepEqual(
      offered(s, 'careful')
        .filter((a) => a.to === 'elevator-1')
        .map((a) => a.exit),
      [1, 3],
    );
  });

  test('an exit into the technical corridors counts their noise', () => {
    const { s } = alone('r1');
    // r2's exits: the corridors to r1, elevator-1 and x1, then the technical corridors.
    const exits = () =>
      offered(s, 'careful')
        .filter((a) => a.to === 'r2')
        .map((a) => a.exit);
    assert.deepEqual(exits(), [1, 2, 3, 4]);
    s.techNoise = true;
    assert.deepEqual(exits(), [1, 2, 3]);
  });

  test('on Mars, a crossroads leads into four areas: each exit is its own, noise counted by area', () => {
    const s = position(['survivor'], { side: 'mars' });
    const p = player(s, 0);
    giveHand(p, ['survivor.scavenge', 'survivor.repairs']);
    p.room = 'r3';
    const exits = () =>
      offered(s, 'careful')
        .filter((a) => a.to === 'c1')
        .map((a) => a.exit);
    assert.deepEqual(exits(), [1, 2, 3, 4]);
    s.areaNoise['2'] = true;
    assert.deepEqual(exits(), [1, 3, 4]);
  });

  test('never in combat, never without two cards, and a leg wound makes it three', () => {
    const { s, p } = alone();
    p.serious = [{ kind: 'leg', dressed: false }];
    assert.deepEqual(offered(s, 'careful'), [], 'two cards cannot pay three');
    giveHand(p, ['survivor.scavenge', 'survivor.repairs', 'survivor.vents']);
    assert.deepEqual(costOf(s, 'careful'), { cards: 3, ways: 1 });
    intruder(s, p.room);
    assert.deepEqual(offered(s, 'careful'), [], 'in combat');
    assert.ok(offered(s, 'move').length > 0, 'an ordinary move stays open in combat');
  });
});

describe('shooting', () => {
  test('with a loaded weapon, at each intruder in the room, for one card', () => {
    const { s, p } = alone();
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 1 }];
    assert.deepEqual(offered(s, 'shoot'), []);
    const a = intruder(s, p.room);
    intruder(s, 'r1');
    const b = intruder(s, p.room, 'larva');
    assert.deepEqual(offered(s, 'shoot'), [
      { weapon: 0, target: a },
      { weapon: 0, target: b },
    ]);
    assert.deepEqual(costOf(s, 'shoot'), { cards: 1, ways: 2 });
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 0 }];
    assert.deepEqual(offered(s, 'shoot'), [], 'an empty weapon');
  });

  test('a weapon taped to what a hand holds shoots as its own weapon', () => {
    const { s, p } = alone();
    p.hands = [{ kind: 'item', name: 'extinguisher', ammo: 0, taped: { name: 'pistol', ammo: 2 } }];
    const a = intruder(s, p.room);
    assert.deepEqual(offered(s, 'shoot'), [{ weapon: 0, taped: true, target: a }]);
  });

  test('eggs lying in the room can be shot, and the nest eggs in the nest', () => {
    const { s, p } = alone('r1');
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 1 }];
    reveal(s, 'r1', 'archive', 0);
    assert.deepEqual(offered(s, 'shoot'), []);
    (s.rooms.r1 as { objects: { egg: number } }).objects.egg = 1;
    assert.deepEqual(offered(s, 'shoot'), [{ weapon: 0, target: 'egg' }]);
    const a = intruder(s, 'r1');
    assert.deepEqual(offered(s, 'shoot'), [
      { weapon: 0, target: a },
      { weapon: 0, target: 'egg' },
    ]);
    const t = alone('r1');
    t.p.hands = [{ kind: 'item', name: 'pistol', ammo: 1 }];
    reveal(t.s, 'r1', 'nest', 0);
    assert.ok(t.s.eggsInNest > 0);
    assert.deepEqual(offered(t.s, 'shoot'), [{ weapon: 0, target: 'egg' }], 'the nest holds eggs');
    t.s.eggsInNest = 0;
    assert.deepEqual(offered(t.s, 'shoot'), [], 'an empty nest has none');
  });

  test('a shot at the eggs spends one ammo and destroys as many as the die injures', () => {
    const { s, p } = alone('r1');
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 2 }];
    reveal(s, 'r1', 'archive', 0);
    (s.rooms.r1 as { objects: { egg: number } }).objects.egg = 3;
    // r1 is in section 1; unpowered, the combat die: face 5 is a double.
    s.power.active = [];
    applyBasic(s, p, { type: 'shoot', weapon: 0, target: 'egg' }, scripted([5, SILENCE]).ctx);
    assert.equal(p.hands[0]?.ammo, 1);
    assert.equal(s.rooms.r1?.objects.egg, 1);
  });

  test("the Scientist's Pistol's miss at the eggs destroys none", () => {
    const { s, p } = alone('r1');
    p.hands = [{ kind: 'item', name: 'scientists-pistol', ammo: 1 }];
    reveal(s, 'r1', 'archive', 0);
    (s.rooms.r1 as { objects: { egg: number } }).objects.egg = 3;
    s.power.active = [];
    applyBasic(s, p, { type: 'shoot', weapon: 0, target: 'egg' }, scripted([0, SILENCE]).ctx);
    assert.equal(s.rooms.r1?.objects.egg, 3);
  });

  test("a weapon whose double counts as single (the Scientist's Pistol) destroys one egg on a double", () => {
    const { s, p } = alone('r1');
    p.hands = [{ kind: 'item', name: 'scientists-pistol', ammo: 1 }];
    reveal(s, 'r1', 'archive', 0);
    (s.rooms.r1 as { objects: { egg: number } }).objects.egg = 3;
    s.power.active = [];
    applyBasic(s, p, { type: 'shoot', weapon: 0, target: 'egg' }, scripted([5, SILENCE]).ctx);
    assert.equal(s.rooms.r1?.objects.egg, 2);
    assert.equal(p.hands[0]?.ammo, 0);
  });
});

describe('what counts as a weapon', () => {
  test('an item without a weapon, or a body carried in a hand, offers no shot', () => {
    const { s, p } = alone();
    intruder(s, p.room);
    p.hands = [
      { kind: 'item', name: 'extinguisher', ammo: 1 },
      { kind: 'object', name: 'carcass', ammo: 1 },
    ];
    assert.deepEqual(offered(s, 'shoot'), []);
  });

  test('a shot at one of two intruders hurts that one only', () => {
    const { s, p } = alone('r1');
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 1 }];
    s.power.active = [];
    const a = intruder(s, 'r1', 'larva');
    const b = intruder(s, 'r1', 'larva');
    // Combat die face 3: a hit, which kills a larva.
    applyBasic(s, p, { type: 'shoot', weapon: 0, target: b }, scripted([3, 0, 0, 0, 0, 0]).ctx);
    assert.equal(p.hands[0]?.ammo, 0);
    assert.deepEqual(
      s.intruders.filter((i) => i.room === 'r1').map((i) => [i.id, i.injuries]),
      [[a, 0]],
    );
  });
});

describe('a known weakness', () => {
  test('the fragile carapace adds an injury to every shot that hits', () => {
    const shotAt = (fragile: boolean) => {
      const { s, p } = alone('r1');
      p.hands = [{ kind: 'item', name: 'pistol', ammo: 1 }];
      s.power.active = [];
      s.intruderSet = 'original';
      s.weakness.revealed = [fragile ? 'fragile-carapace' : null, null, null];
      const id = intruder(s, 'r1');
      // Combat die face 3: a hit.
      applyBasic(s, p, { type: 'shoot', weapon: 0, target: id }, scripted([3, 0, 0, 0, 0, 0]).ctx);
      return s.intruders.find((i) => i.id === id)?.injuries;
    };
    assert.equal(shotAt(false), 1);
    assert.equal(shotAt(true), 2);
  });
});

describe('melee', () => {
  test('at each intruder in the room for one card, two with a torso wound', () => {
    const { s, p } = alone();
    assert.deepEqual(offered(s, 'melee'), []);
    const a = intruder(s, p.room);
    const b = intruder(s, p.room);
    assert.deepEqual(offered(s, 'melee'), [{ target: a }, { target: b }]);
    assert.deepEqual(costOf(s, 'melee'), { cards: 1, ways: 2 });
    p.serious = [{ kind: 'torso', dressed: false }];
    assert.deepEqual(costOf(s, 'melee'), { cards: 2, ways: 1 });
  });

  test('eggs in the room can be hit, and a miss costs nothing', () => {
    const { s, p } = alone('r1');
    reveal(s, 'r1', 'archive', 0);
    (s.rooms.r1 as { objects: { egg: number } }).objects.egg = 2;
    assert.deepEqual(offered(s, 'melee'), [{ target: 'egg' }]);
    const hand = [...p.hand];
    applyBasic(s, p, { type: 'melee', target: 'egg' }, scripted([0, SILENCE]).ctx);
    assert.equal(s.rooms.r1?.objects.egg, 2, 'a miss destroys none');
    assert.deepEqual(p.hand, hand, 'and draws no contamination card');
    assert.equal(p.light, 0);
    applyBasic(s, p, { type: 'melee', target: 'egg' }, scripted([1, SILENCE]).ctx);
    assert.equal(s.rooms.r1?.objects.egg, 1, 'a small hit destroys an egg');
  });

  test('a double in melee destroys one egg, as it injures once', () => {
    const { s, p } = alone('r1');
    reveal(s, 'r1', 'archive', 0);
    (s.rooms.r1 as { objects: { egg: number } }).objects.egg = 3;
    applyBasic(s, p, { type: 'melee', target: 'egg' }, scripted([5, SILENCE]).ctx);
    assert.equal(s.rooms.r1?.objects.egg, 2);
  });

  test('a melee attack on an intruder resolves against that intruder only', () => {
    const { s, p } = alone();
    const a = intruder(s, p.room, 'larva');
    const b = intruder(s, p.room, 'larva');
    // Combat die face 3 is a hit: one injury kills a larva.
    applyBasic(s, p, { type: 'melee', target: b }, scripted([3, 0, 0, 0, 0, 0]).ctx);
    assert.ok(
      s.intruders.some((i) => i.id === a),
      'the other larva is untouched',
    );
    assert.ok(!s.intruders.some((i) => i.id === b && i.injuries === 0), 'the target was hurt or killed');
  });
});

describe('destroying eggs', () => {
  test('in the nest its eggs go first, and the last one destroys the nest', () => {
    const { s, p } = alone('r1');
    reveal(s, 'r1', 'nest', 0);
    s.eggsInNest = 2;
    (s.rooms.r1 as { objects: { egg: number } }).objects.egg = 1;
    destroyEggs(s, p, 1, scripted([SILENCE]).ctx);
    assert.equal(s.eggsInNest, 1);
    assert.equal(s.rooms.r1?.objects.egg, 1);
    assert.equal(s.nestDestroyed, false);
    destroyEggs(s, p, 3, scripted([SILENCE]).ctx);
    assert.equal(s.eggsInNest, 0);
    assert.equal(s.nestDestroyed, true);
    assert.equal(s.rooms.r1?.objects.egg, 0, 'then the loose egg');
  });

  test('never more than the room holds, and a noise roll follows hit or miss', () => {
    const { s, p } = alone('r1');
    reveal(s, 'r1', 'archive', 0);
    (s.rooms.r1 as { objects: { egg: number } }).objects.egg = 1;
    const run = scripted([SILENCE]);
    destroyEggs(s, p, 2, run.ctx);
    assert.equal(s.rooms.r1?.objects.egg, 0);
    assert.equal(run.left(), 0, 'the noise die was rolled');
    destroyEggs(s, p, 0, scripted([0]).ctx);
    assert.equal(s.rooms.r1?.objects.egg, 0);
    assert.ok(
      s.corridors.some((c) => c.noise),
      'a miss still rolls for noise',
    );
  });
});

describe('searching', () => {
  test('an explored room with items left, its colour deck not empty, out of combat, for two cards', () => {
    const { s, p } = alone('r1');
    reveal(s, 'r1', 'laboratory', 0);
    assert.deepEqual(offered(s, 'search'), [], 'no item left');
    reveal(s, 'r1', 'laboratory', 2);
    assert.deepEqual(offered(s, 'search'), [{ color: 'green' }]);
    assert.deepEqual(costOf(s, 'search'), { cards: 2, ways: 1 });
    s.itemDecks.green = {};
    assert.deepEqual(offered(s, 'search'), [], 'an empty deck');
    const t = alone('r1');
    reveal(t.s, 'r1', 'laboratory', 2);
    intruder(t.s, 'r1');
    assert.deepEqual(offered(t.s, 'search'), [], 'in combat');
    const u = alone('r1');
    reveal(u.s, 'r1', 'nest', 2);
    assert.deepEqual(offered(u.s, 'search'), [], 'a room that cannot be searched');
    assert.ok(p);
  });

  test('a white room offers every colour whose deck has cards', () => {
    const { s } = alone('r1');
    reveal(s, 'r1', 'archive', 2);
    assert.deepEqual(offered(s, 'search'), [{ color: 'green' }, { color: 'red' }, { color: 'yellow' }]);
    s.itemDecks.red = { pistol: 0 };
    assert.deepEqual(offered(s, 'search'), [{ color: 'green' }, { color: 'yellow' }]);
  });

  test('a search takes one item from the room; the Contaminated Room leaves slime', () => {
    const { s, p } = alone('r1');
    reveal(s, 'r1', 'contaminated', 2);
    s.itemDecks.green = { antidote: 1 };
    applyBasic(s, p, { type: 'search', color: 'green' }, scripted([0]).ctx);
    assert.equal(s.rooms.r1?.items, 1);
    assert.equal(p.slime, true);
    assert.deepEqual(p.inventory, ['antidote']);
    assert.deepEqual(s.itemDecks.green, {});
    const t = alone('r1');
    reveal(t.s, 'r1', 'laboratory', 1);
    applyBasic(t.s, t.p, { type: 'search', color: 'green' }, scripted([0]).ctx);
    assert.equal(t.p.slime, false, 'any other room leaves none');
  });

  test('what a search finds is told to the finder alone, unless it is heavy', () => {
    const { s, p } = alone('r1');
    reveal(s, 'r1', 'laboratory', 2);
    s.itemDecks.green = { antidote: 1 };
    const quiet = scripted([0]);
    applyBasic(s, p, { type: 'search', color: 'green' }, quiet.ctx);
    const found = quiet.events.find((e) => e.rule === 'search');
    assert.deepEqual(found?.to, [0]);
    assert.equal(JSON.stringify(found?.public).includes('antidote'), false);
    const t = alone('r1');
    reveal(t.s, 'r1', 'defense', 2);
    t.s.itemDecks.red = { pistol: 1 };
    const loud = scripted([0]);
    applyBasic(t.s, t.p, { type: 'search', color: 'red' }, loud.ctx);
    const heavy = loud.events.find((e) => e.rule === 'search');
    assert.equal(heavy?.to, undefined, 'everyone sees a heavy item');
    assert.deepEqual(heavy?.data, { seat: 0, item: 'pistol' });
  });

  test('an item found joins the inventory in order', () => {
    const { s, p } = alone('r1');
    reveal(s, 'r1', 'laboratory', 2);
    s.itemDecks.green = { antidote: 1 };
    p.inventory = ['medkit'];
    applyBasic(s, p, { type: 'search', color: 'green' }, scripted([0]).ctx);
    assert.deepEqual(p.inventory, ['antidote', 'medkit']);
  });

  test('a heavy item found with both hands full asks which to keep', () => {
    const { s, p } = alone('r1');
    reveal(s, 'r1', 'defense', 2);
    s.itemDecks.red = { pistol: 1 };
    p.hands = [
      { kind: 'object', name: 'carcass', ammo: 0 },
      { kind: 'object', name: 'egg', ammo: 0 },
    ];
    applyBasic(s, p, { type: 'search', color: 'red' }, scripted([0]).ctx);
    assert.deepEqual(s.decisions.at(-1), { kind: 'hands-full', seat: 0, item: 'pistol', ammo: 2 });
    assert.equal(p.hands.length, 2);
    const t = alone('r1');
    reveal(t.s, 'r1', 'defense', 2);
    t.s.itemDecks.red = { pistol: 1 };
    applyBasic(t.s, t.p, { type: 'search', color: 'red' }, scripted([0]).ctx);
    assert.deepEqual(t.p.hands, [{ kind: 'item', name: 'pistol', ammo: 2 }], 'a free hand takes it, loaded');
  });
});

describe('picking up an object', () => {
  test('each kind lying in the room, with a free hand, out of combat', () => {
    const { s, p } = alone('r1');
    reveal(s, 'r1', 'archive', 0);
    const objects = (s.rooms.r1 as { objects: Record<string, number> }).objects;
    objects.egg = 2;
    objects.carcass = 1;
    assert.deepEqual(offered(s, 'pickup'), [{ object: 'carcass' }, { object: 'egg' }]);
    assert.deepEqual(costOf(s, 'pickup'), { cards: 1, ways: 2 });
    p.hands = [{ kind: 'object', name: 'corpse', ammo: 0 }];
    assert.equal(offered(s, 'pickup').length, 2, 'one hand still free');
    p.serious = [{ kind: 'arm', dressed: false }];
    assert.deepEqual(offered(s, 'pickup'), [], 'an arm wound leaves one hand, and it is full');
    p.serious = [];
    p.hands = [];
    intruder(s, 'r1');
    assert.deepEqual(offered(s, 'pickup'), [], 'in combat');
  });

  test("a character's corpse is carried with its owner known", () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    const dead = player(s, 1);
    p.room = 'r1';
    dead.status = 'dead';
    dead.corpse = 'r1';
    (s.rooms.r1 as { objects: Record<string, number> }).objects.corpse = 1;
    applyBasic(s, p, { type: 'pickup', object: 'corpse' }, scripted([]).ctx);
    assert.deepEqual(p.hands, [{ kind: 'object', name: 'corpse', ammo: 0, of: 1 }]);
    assert.equal(dead.corpse, 'carried');
    assert.equal(s.rooms.r1?.objects.corpse, 0);
  });

  test('a carcass has no owner, even where a crew member lies dead', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.room = 'r1';
    player(s, 1).status = 'dead';
    player(s, 1).corpse = 'r1';
    (s.rooms.r1 as { objects: Record<string, number> }).objects.carcass = 1;
    applyBasic(s, p, { type: 'pickup', object: 'carcass' }, scripted([]).ctx);
    assert.deepEqual(p.hands, [{ kind: 'object', name: 'carcass', ammo: 0 }]);
    assert.equal(player(s, 1).corpse, 'r1');
  });
});

describe('the main gate', () => {
  test('offered only in the Repository of the basic board, once the gate is open', () => {
    const { s } = alone('repository');
    assert.deepEqual(offered(s, 'gate'), []);
    s.mainGateOpen = true;
    assert.deepEqual(offered(s, 'gate'), [{}]);
    assert.deepEqual(costOf(s, 'gate'), { cards: 1, ways: 2 });
    const t = alone('r4');
    t.s.mainGateOpen = true;
    assert.deepEqual(offered(t.s, 'gate'), [], 'elsewhere');
  });

  test('leaving through it reaches the bunker unless an intruder appears', () => {
    const { s, p } = alone('repository');
    s.mainGateOpen = true;
    applyBasic(s, p, { type: 'gate' }, scripted([SILENCE]).ctx);
    assert.equal(p.status, 'bunker');
    assert.equal(p.passed, true);
    const t = alone('repository');
    t.s.mainGateOpen = true;
    intruder(t.s, 'r4');
    // Danger: the intruder next door comes in, so the attempt fails.
    applyBasic(t.s, t.p, { type: 'gate' }, scripted([NOISE_DIE.indexOf('danger'), 0, 0, 0, 0, 0]).ctx);
    assert.ok(t.s.intruders.some((i) => i.room === 'repository'));
    assert.equal(t.p.status, 'alive');
    assert.equal(t.p.passed, false);
  });
});

describe('items going back', () => {
  test('a crafted item returns to the crafting deck; a character item leaves the game', () => {
    const s = position(['survivor']);
    const before = s.craftDeck.taser ?? 0;
    returnItem(s, 'taser');
    assert.equal(s.craftDeck.taser, before + 1);
    returnItem(s, 'scientists-pistol');
    assert.deepEqual(s.characterItemsOut, ['scientists-pistol']);
    const red = s.itemDecks.red.pistol ?? 0;
    returnItem(s, 'pistol');
    assert.equal(s.itemDecks.red.pistol, red + 1);
    assert.deepEqual(s.itemUnder.red, ['pistol'], 'known to lie at the bottom');
  });
});
