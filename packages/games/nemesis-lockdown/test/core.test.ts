import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chooseTarget, intruderAttack } from '../src/core/attack.ts';
import { faceHits, injure, melee, shoot } from '../src/core/combat.ts';
import { gainContamination, infect, scanPiles } from '../src/core/contamination.ts';
import { encounter } from '../src/core/encounter.ts';
import { placeIntruder } from '../src/core/intruders.ts';
import { dressAll, healDressed, lightWound, seriousWound } from '../src/core/wounds.ts';
import { CONTAMINATION, SCANNED_INFECTED } from '../src/types.ts';
import { act, indexOf, isLegal, player, position, reveal, rules, scripted } from './helpers.ts';

describe('encounters', () => {
  test('darkness uses the higher number on the token; light the lower', () => {
    for (const [dark, surprised] of [
      [true, true],
      [false, false],
    ] as const) {
      const s = position(['survivor']);
      const p = player(s, 0);
      p.hand = ['run', 'run', 'rest']; // 3 cards: adult is 3 in light, 4 in darkness
      s.power.active = dark ? [] : [1, 2, 3, 4];
      const { ctx, events } = scripted([indexOf(s.bag, 'adult'), indexOf(s.attackDeck, 'scratch')]);
      encounter(s, p, ctx);
      assert.equal(rules(events).includes('encounter.surprise'), surprised);
    }
  });

  test('the blank token makes noise everywhere around and returns to the bag, adding an adult if it was the last', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.room = 'r2';
    s.supply.adult = (s.supply.adult ?? 0) + (s.bag.adult ?? 0);
    s.bag = { blank: 1 };
    const supplyBefore = s.supply.adult ?? 0;
    const { ctx } = scripted([0]);
    encounter(s, p, ctx);
    assert.ok(s.corridors.filter((c) => c.a === 'r2' || c.b === 'r2').every((c) => c.noise));
    assert.equal(s.techNoise, true, 'r2 has a technical corridors entrance');
    assert.deepEqual(s.bag, { adult: 1, blank: 1 });
    assert.equal(s.supply.adult, supplyBefore - 1);
    assert.equal(s.intruders.length, 0);
  });

  test('entering a room with an intruder is combat, not an encounter: no noise roll, no token', () => {
    const s = position(['survivor']);
    reveal(s, 'r1', 'archive');
    s.intruders.push({ id: 5, kind: 'adult', room: 'r1', injuries: 0 });
    const { ctx, events, left } = scripted([]);
    act(s, 0, { type: 'move', to: 'r1', pay: [player(s, 0).hand[0] as string] }, ctx);
    assert.equal(left(), 0);
    assert.ok(!rules(events).includes('noise.roll'));
    assert.ok(!rules(events).includes('encounter.draw'));
  });

  test('the first intruder on the board makes each player keep one objective', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    const { ctx } = scripted([indexOf(s.bag, 'larva')]);
    encounter(s, p, ctx);
    assert.equal(s.firstEncounterDone, true);
    assert.deepEqual(
      s.decisions.map((d) => d.seat),
      [1, 0],
      'a stack: seat 0 answers first',
    );
    const t = position(['survivor', 'sentry']);
    const q = player(t, 1);
    q.larva = true;
    infect(t, q, scripted([]).ctx);
    assert.deepEqual(
      t.intruders.map((i) => i.kind),
      ['creeper'],
    );
    assert.equal(t.firstEncounterDone, true, 'a creeper bursting out is an intruder appearing too');
    assert.equal(t.decisions.length, player(t, 0).objectives.length > 1 ? 1 : 0);
    const keep = p.objectives[1] as string;
    act(s, 0, { type: 'keep-objective', objective: keep }, scripted([]).ctx);
    assert.deepEqual(p.objectives, [keep]);
    assert.equal(p.discardedObjectives.length, 1);
  });

  test('when all 8 adult models are out, adults not in combat go back to the bag first', () => {
    const s = position(['survivor']);
    for (let i = 0; i < 8; i++)
      s.intruders.push({ id: 100 + i, kind: 'adult', room: i === 0 ? 'isolation' : 'r7', injuries: 0 });
    s.aside.adult = 8;
    s.supply.adult = (s.supply.adult ?? 0) - 8;
    const bagBefore = s.bag.adult ?? 0;
    placeIntruder(s, 'adult', 'r9', scripted([]).ctx);
    assert.equal(s.intruders.filter((i) => i.kind === 'adult').length, 2, 'the fighting one stays, one is placed');
    assert.equal(s.bag.adult, bagBefore + 7);
  });
});

describe('combat', () => {
  test('die faces: small hits only larvae and creepers, the adult face adds adults, double is one in melee', () => {
    assert.equal(faceHits('small', 'adult', false), 0);
    assert.equal(faceHits('small', 'creeper', false), 1);
    assert.equal(faceHits('adult', 'adult', false), 1);
    assert.equal(faceHits('adult', 'breeder', false), 0);
    assert.equal(faceHits('double', 'queen', false), 2);
    assert.equal(faceHits('double', 'queen', true), 1);
    assert.equal(faceHits('miss', 'larva', false), 0);
  });

  test('in a powered section the shot uses the advantage die', () => {
    const s = position(['sentry']);
    const p = player(s, 0);
    s.power.active = [1, 2, 3, 4];
    const intr = placeIntruder(s, 'adult', p.room, scripted([]).ctx);
    const weapon = p.hands[0];
    assert.ok(weapon);
    // Index 1 is "small" on the combat die (no hit on an adult) but "adult" on the advantage die.
    const { ctx, events } = scripted([1, indexOf(s.attackDeck, 'bite')]);
    shoot(s, p, weapon, intr, ctx);
    assert.equal(intr.injuries, 1);
    assert.ok(events.some((e) => e.text.includes('advantage die')));
  });

  test('melee draws contamination first, and a miss costs a serious wound', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    const intr = placeIntruder(s, 'adult', p.room, scripted([]).ctx);
    const { ctx } = scripted([0, indexOf(s.woundDeck, 'torso')]);
    melee(s, p, intr, ctx);
    assert.deepEqual(p.discard, [CONTAMINATION]);
    assert.equal(p.serious.length, 1);
    assert.equal(intr.injuries, 0);
  });

  test('larvae die from one injury; an adult dies when the blood value is at most its injuries', () => {
    const s = position(['survivor']);
    const larva = placeIntruder(s, 'larva', 'r1', scripted([]).ctx);
    assert.equal(injure(s, larva, 1, scripted([]).ctx), 'dead');
    assert.equal(s.rooms.r1?.objects.carcass, 0, 'no carcass for a larva');
    const adult = placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    adult.injuries = 1;
    assert.equal(injure(s, adult, 1, scripted([indexOf(s.attackDeck, 'scratch')]).ctx), 'dead');
    assert.equal(s.rooms.r1?.objects.carcass, 1);
  });

  test('breeders and queens add two blood values', () => {
    const s = position(['survivor']);
    const queen = placeIntruder(s, 'queen', 'r1', scripted([]).ctx);
    s.attackDeck = { claws: 2 };
    assert.equal(injure(s, queen, 5, scripted([0, 0]).ctx), 'alive', '3 + 3 > 5');
    s.attackDeck = { claws: 2 };
    assert.equal(injure(s, queen, 1, scripted([0, 0]).ctx), 'dead', '3 + 3 <= 6');
  });

  test('a retreat arrow makes a surviving intruder flee through the exit of a fresh event card', () => {
    const s = position(['survivor']);
    const adult = placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    s.attackDeck = { 'tail-lash': 0, recoil: 1 };
    s.eventDeck = { footsteps: 1 }; // exit 1 of r1 leads to the isolation room
    assert.equal(injure(s, adult, 1, scripted([0, 0]).ctx), 'fled');
    assert.equal(adult.room, 'isolation');
    assert.deepEqual(s.eventDiscard, ['footsteps']);
  });
});

describe('intruder attacks', () => {
  test('the target is whoever holds fewest cards; a tie goes to the first player', () => {
    const s = position(['survivor', 'lab-rat', 'sentry']);
    for (const p of s.players) p.room = 'isolation';
    player(s, 0).hand = ['run', 'run'];
    player(s, 1).hand = ['run'];
    player(s, 2).hand = ['run'];
    s.firstPlayer = 2;
    assert.equal(chooseTarget(s, 'isolation')?.seat, 2);
    s.firstPlayer = 0;
    assert.equal(chooseTarget(s, 'isolation')?.seat, 1, 'from the first player on, seat 1 comes before 2');
  });

  test('held contamination cards count: they share the action cards back, so the table sees only cards', () => {
    const s = position(['survivor', 'lab-rat']);
    for (const p of s.players) p.room = 'isolation';
    // Seat 0 holds 1 action card and 2 contamination cards (3 cards); seat 1 holds 2 action cards.
    player(s, 0).hand = ['run', CONTAMINATION, CONTAMINATION];
    player(s, 1).hand = ['run', 'run'];
    s.firstPlayer = 0;
    assert.equal(chooseTarget(s, 'isolation')?.seat, 1);
  });

  test('a card without the attacker symbol misses', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    const creeper = placeIntruder(s, 'creeper', p.room, scripted([]).ctx);
    s.attackDeck = { bite: 1 }; // bite shows adult, breeder, queen only
    const { ctx, events } = scripted([0]);
    intruderAttack(s, creeper, p, ctx);
    assert.ok(rules(events).includes('attack.miss'));
    assert.equal(p.serious.length, 0);
  });

  test('a larva infests: it leaves the board for the character board, with a contamination card', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    const larva = placeIntruder(s, 'larva', p.room, scripted([]).ctx);
    intruderAttack(s, larva, p, scripted([]).ctx);
    assert.equal(p.larva, true);
    assert.equal(s.intruders.length, 0);
    assert.deepEqual(p.discard, [CONTAMINATION]);
    // A second larva finds the board taken: it stays in the room; the card is still dealt.
    const second = placeIntruder(s, 'larva', p.room, scripted([]).ctx);
    intruderAttack(s, second, p, scripted([]).ctx);
    assert.deepEqual(
      s.intruders.map((i) => i.kind),
      ['larva'],
    );
    assert.deepEqual(p.discard, [CONTAMINATION, CONTAMINATION]);
  });
});

describe('wounds and death', () => {
  test('the third light wound becomes a serious wound; beyond three serious wounds any wound kills', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    const { ctx } = scripted([0, 0, 0]);
    lightWound(s, p, ctx, 't');
    lightWound(s, p, ctx, 't');
    assert.equal(p.light, 2);
    lightWound(s, p, ctx, 't');
    assert.equal(p.light, 0);
    assert.equal(p.serious.length, 1);
    seriousWound(s, p, ctx, 't');
    seriousWound(s, p, ctx, 't');
    assert.equal(p.status, 'alive');
    lightWound(s, p, ctx, 't');
    assert.equal(p.status, 'dead');
    assert.equal(s.rooms[p.room]?.objects.corpse, 1);
    assert.equal(s.mainGateOpen, true, 'the first death opens the main gate');
  });

  test('dressed wounds still count; healing removes a dressed one', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.serious = [
      { kind: 'leg', dressed: false },
      { kind: 'arm', dressed: false },
    ];
    assert.equal(dressAll(p), 2);
    assert.equal(p.serious.length, 2);
    assert.equal(healDressed(s, p), true);
    assert.equal(p.serious.length, 1);
  });

  test('an undressed leg wound makes movement cost one card more', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = ['rest', 'run', 'run'];
    assert.ok(isLegal(s, 0, { type: 'move', to: 'r1', pay: ['rest'] }));
    p.serious = [{ kind: 'leg', dressed: false }];
    assert.ok(!isLegal(s, 0, { type: 'move', to: 'r1', pay: ['rest'] }));
    assert.ok(isLegal(s, 0, { type: 'move', to: 'r1', pay: ['rest', 'run'] }));
  });
});

describe('contamination', () => {
  test('contamination cards cannot pay costs', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = [CONTAMINATION];
    assert.ok(!isLegal(s, 0, { type: 'move', to: 'r1', pay: [CONTAMINATION] }));
  });

  test('a second infection kills, and a creeper bursts out', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.larva = true;
    infect(s, p, scripted([]).ctx);
    assert.equal(p.status, 'dead');
    assert.deepEqual(
      s.intruders.map((i) => i.kind),
      ['creeper'],
    );
  });

  test('decontamination removes infected cards from hand (back under the deck), the larva and slime', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    reveal(s, 'r1', 'decon');
    p.room = 'r1';
    p.hand = [CONTAMINATION, CONTAMINATION, 'run', 'run'];
    s.contaminationDeck -= 2;
    p.larva = true;
    p.slime = true;
    const deck = s.contaminationDeck;
    const faces = s.unseen.contaminationFaces;
    const { ctx } = scripted([indexOf(faces, 'infected'), indexOf(faces, 'clean')]);
    act(s, 0, { type: 'room', pay: ['run', 'run'] }, ctx);
    assert.equal(p.larva, false);
    assert.equal(p.slime, false);
    assert.deepEqual(p.hand, ['contamination:clean']);
    assert.equal(s.contaminationDeck, deck + 1);
    assert.deepEqual(s.contaminationUnder, ['infected'], 'the removed card lies face known under the deck');
  });

  test('a removed card goes to the bottom of the deck: drawn only after every face-down card', () => {
    const s = position(['survivor', 'sentry']);
    const [p, q] = [player(s, 0), player(s, 1)];
    // Two cards left face down, then the removed infected card under them.
    s.contaminationDeck = 3;
    s.contaminationUnder = ['infected'];
    s.unseen.contaminationFaces = { clean: 2 };
    const { ctx, events } = scripted([]);
    gainContamination(s, p, ctx, 'test');
    gainContamination(s, p, ctx, 'test');
    assert.deepEqual(p.discard.slice(-2), [CONTAMINATION, CONTAMINATION], 'face-down cards come first, unknown');
    assert.equal(s.contaminationDeck, 1);
    gainContamination(s, q, ctx, 'test');
    assert.deepEqual(q.discard.slice(-1), [SCANNED_INFECTED], 'then the known card from the bottom');
    assert.deepEqual(s.contaminationUnder, []);
    assert.deepEqual(events.at(-1)?.data, { seat: 1, face: 'infected' });
    assert.deepEqual(s.unseen.contaminationFaces, { clean: 2 }, 'the two unknown faces are still unseen');
  });

  test('scanning draws faces from the cards nobody has seen', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.discard = [CONTAMINATION];
    s.contaminationDeck--;
    s.unseen.contaminationFaces = { clean: 0, infected: 30 };
    const n = scanPiles(s, p, ['discard'], scripted([0]).ctx, { removeClean: true, removeInfected: false });
    assert.equal(n, 1);
  });
});

describe('death and belongings', () => {
  test('a dead character drops heavy objects in the room; item cards leave the game with them', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.hands.push({ kind: 'object', name: 'carcass', ammo: 0 });
    p.inventory = ['bandage'];
    p.serious = [
      { kind: 'leg', dressed: true },
      { kind: 'leg', dressed: true },
      { kind: 'leg', dressed: true },
    ];
    lightWound(s, p, scripted([]).ctx, 'test');
    assert.equal(p.status, 'dead');
    assert.equal(s.rooms.repository?.objects.carcass, 1);
    assert.equal(s.rooms.repository?.objects.corpse, 1);
    assert.deepEqual(
      p.hands.map((h) => h.name),
      ['sentry-rifle'],
    );
    assert.deepEqual(p.inventory, ['bandage'], 'kept on record, never back in a deck');
  });
});
