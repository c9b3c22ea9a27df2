import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONTAMINATION, SCANNED_INFECTED } from '../src/types.ts';
import { act, corridor, indexOf, player, position, reveal, rules, scripted } from './helpers.ts';

// The four worked examples of the original game's encounter and combat chapter, replayed die by die on
// constructed positions. The original characters (roster 'original') stand in for the rulebook's crew.

describe('worked example: an encounter with a surprise attack', () => {
  test('a noise roll into a corridor that already holds noise draws an adult that surprises a 3-card hand', () => {
    const s = position(['scout'], { roster: 'original' });
    s.firstEncounterDone = true; // not the game's first encounter, whose objective choice comes first
    const scout = player(s, 0);
    scout.hand = ['aim', 'cover', 'rest', 'run'];
    reveal(s, 'r1', 'archive');
    s.power.active = []; // the section is dark: the red (higher) number applies
    corridor(s, 'isolation', 'r1').noise = true;
    corridor(s, 'r1', 'r2').noise = true;
    const { ctx, events, left } = scripted([1, indexOf(s.bag, 'adult'), indexOf(s.attackDeck, 'scratch')]);
    act(s, 0, { type: 'move', to: 'r1', pay: ['aim'] }, ctx);
    assert.equal(left(), 0);
    assert.equal(scout.room, 'r1');
    // Every corridor of the room lost its noise marker, the adult is in the room, the surprise attack hit.
    assert.equal(corridor(s, 'isolation', 'r1').noise, false);
    assert.equal(corridor(s, 'r1', 'r2').noise, false);
    assert.deepEqual(
      s.intruders.map((i) => [i.kind, i.room]),
      [['adult', 'r1']],
    );
    assert.ok(rules(events).includes('encounter.surprise'));
    assert.equal(scout.light, 1, 'the scratch card wounds the scout');
    assert.equal(s.aside.adult, 1, 'the drawn token is set aside');
  });

  test('with four cards in hand the same encounter brings no surprise attack', () => {
    const s = position(['scout'], { roster: 'original' });
    player(s, 0).hand = ['aim', 'cover', 'rest', 'run', 'run'];
    reveal(s, 'r1', 'archive');
    s.power.active = [];
    corridor(s, 'r1', 'r2').noise = true;
    const { ctx, events } = scripted([1, indexOf(s.bag, 'adult')]);
    act(s, 0, { type: 'move', to: 'r1', pay: ['aim'] }, ctx);
    assert.ok(!rules(events).includes('encounter.surprise'));
  });
});

describe("worked example: a shot with the Scientist's Pistol", () => {
  test('two hits count as one; the blood value above the injuries keeps the intruder alive', () => {
    const s = position(['scout'], { roster: 'original' });
    const scout = player(s, 0);
    scout.hand = ['aim', 'cover', 'rest'];
    scout.hands = [{ kind: 'item', name: 'scientists-pistol', ammo: 1 }];
    s.power.active = []; // unpowered: the plain combat die
    s.intruders.push({ id: 9, kind: 'adult', room: 'isolation', injuries: 0 });
    const { ctx, left } = scripted([5, indexOf(s.attackDeck, 'scratch')]);
    act(s, 0, { type: 'shoot', weapon: 0, target: 9, pay: ['cover'] }, ctx);
    assert.equal(left(), 0);
    assert.equal(scout.hands[0]?.ammo, 0, 'one ammo spent');
    assert.equal(s.intruders[0]?.injuries, 1, 'the double counts as a single injury');
    assert.deepEqual(s.attackDiscard, ['scratch'], 'the blood card is discarded');
  });
});

describe('worked example: an escape while bitten', () => {
  test('the adult attacks before the move; a bite is a serious wound, then the scout moves on', () => {
    const s = position(['scout'], { roster: 'original' });
    const scout = player(s, 0);
    scout.room = 'r1';
    reveal(s, 'r1', 'archive');
    scout.hand = ['aim', 'cover', 'rest'];
    s.intruders.push({ id: 9, kind: 'adult', room: 'r1', injuries: 1 });
    s.woundDeck = { leg: 1 };
    const { ctx, events, left } = scripted([indexOf(s.attackDeck, 'bite'), 0, 8]);
    act(s, 0, { type: 'move', to: 'isolation', pay: ['rest'] }, ctx);
    assert.equal(left(), 0);
    assert.deepEqual(rules(events).slice(0, 4), ['combat.escape', 'attack.hit', 'wounds.serious', 'move']);
    assert.deepEqual(scout.serious, [{ kind: 'leg', dressed: false }]);
    assert.equal(scout.room, 'isolation');
    assert.equal(s.intruders[0]?.room, 'r1', 'the intruder stays behind');
  });
});

describe('worked example: a scan that finds an infection', () => {
  test('resting scans the card: INFECTED puts a larva on the board and the card stays', () => {
    const s = position(['captain'], { roster: 'original' });
    const captain = player(s, 0);
    captain.hand = [CONTAMINATION, 'captain.steady-nerves', 'captain.take-point'];
    s.contaminationDeck--;
    const faces = s.unseen.contaminationFaces;
    const { ctx, left } = scripted([indexOf(faces, 'infected')]);
    act(s, 0, { type: 'card', card: 'captain.steady-nerves', half: 0, pay: [] }, ctx);
    assert.equal(left(), 0);
    assert.equal(captain.larva, true);
    assert.ok(captain.hand.includes(SCANNED_INFECTED), 'the infected card is kept, now known');
    assert.ok(!captain.hand.includes(CONTAMINATION));
  });
});
