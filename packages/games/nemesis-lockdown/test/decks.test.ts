import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { placeIntruder } from '../src/core/intruders.ts';
import { ACTION_CARD, CHARACTERS, type CardEffect } from '../src/data/characters.ts';
import { CONTAMINATION } from '../src/types.ts';
import { act, corridor, game, indexOf, isLegal, player, position, reveal, scripted } from './helpers.ts';

/** Each character's own cards: the effects beyond the basic ten, and a sweep of every card. */
describe("characters' own action cards", () => {
  test('Sensitive Hearing: take the noise off a corridor of your room, or put one in a quiet corridor', () => {
    const s = position(['lab-rat', 'sentry']);
    const p = player(s, 0);
    reveal(s, 'r1', 'archive');
    p.room = 'r1';
    p.hand = ['lab-rat.sensitive-hearing'];
    corridor(s, 'r1', 'r2').noise = true;
    const card = { type: 'card', card: 'lab-rat.sensitive-hearing', pay: [] };
    assert.ok(!isLegal(s, 0, { ...card, half: 1, exit: 2 }), 'exit 2 already holds noise');
    act(s, 0, { ...card, half: 0, exit: 2 }, scripted([]).ctx);
    assert.equal(corridor(s, 'r1', 'r2').noise, false);
    p.hand = ['lab-rat.sensitive-hearing'];
    act(s, 0, { ...card, half: 1, exit: 2 }, scripted([]).ctx);
    assert.equal(corridor(s, 'r1', 'r2').noise, true);
  });

  test('Weird Metabolism: a contamination card to the discard pile for two cards, or the slime off', () => {
    const s = position(['lab-rat', 'sentry']);
    const p = player(s, 0);
    p.hand = ['lab-rat.weird-metabolism', CONTAMINATION];
    const card = { type: 'card', card: 'lab-rat.weird-metabolism', pay: [] };
    assert.ok(!isLegal(s, 0, { ...card, half: 1 }), 'no slime to wipe');
    act(s, 0, { ...card, half: 0, discard: CONTAMINATION }, scripted([0, 0]).ctx);
    assert.equal(p.hand.length, 2, 'two cards drawn');
    assert.ok(!p.hand.includes(CONTAMINATION));
    assert.deepEqual(p.discard.slice(-2), ['lab-rat.weird-metabolism', CONTAMINATION]);
    p.slime = true;
    p.hand = ['lab-rat.weird-metabolism'];
    act(s, 0, { ...card, half: 1 }, scripted([]).ctx);
    assert.equal(p.slime, false);
  });

  test('Desperate Attack: a contamination card, then 2 injuries to the intruder', () => {
    const s = position(['survivor', 'sentry']);
    s.firstEncounterDone = true;
    const p = player(s, 0);
    const intr = placeIntruder(s, 'adult', p.room, scripted([]).ctx);
    p.hand = ['survivor.desperate-attack'];
    const deck = s.contaminationDeck;
    act(
      s,
      0,
      { type: 'card', card: 'survivor.desperate-attack', half: 0, target: intr.id, pay: [] },
      scripted([indexOf(s.attackDeck, 'bite')]).ctx,
    );
    assert.equal(intr.injuries, 2);
    assert.equal(s.contaminationDeck, deck - 1);
    assert.ok(p.discard.includes(CONTAMINATION));
  });

  test('Obstinate: one card per serious wound', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.hand = ['survivor.obstinate'];
    p.serious = [
      { kind: 'leg', dressed: false },
      { kind: 'arm', dressed: true },
    ];
    act(s, 0, { type: 'card', card: 'survivor.obstinate', half: 0, pay: [] }, scripted([0, 0]).ctx);
    assert.equal(p.hand.length, 2);
  });

  test('Vivisection: 1 injury plus 1 for every 2 knowledge', () => {
    const s = position(['xenobiologist', 'sentry']);
    s.firstEncounterDone = true;
    const p = player(s, 0);
    p.knowledge = 5;
    const intr = placeIntruder(s, 'breeder', p.room, scripted([]).ctx);
    p.hand = ['xenobiologist.vivisection', 'xenobiologist.walk'];
    act(
      s,
      0,
      { type: 'card', card: 'xenobiologist.vivisection', half: 0, target: intr.id, pay: ['xenobiologist.walk'] },
      scripted([indexOf(s.attackDeck, 'bite'), indexOf(s.attackDeck, 'bite')]).ctx,
    );
    assert.equal(intr.injuries, 3);
  });

  test('every card of every deck can be played where its effect applies', () => {
    for (const c of CHARACTERS) {
      for (const id of Object.keys(c.deck)) {
        const def = ACTION_CARD[id];
        assert.ok(def, id);
        def.effects.forEach((effect, half) => {
          const s = position(
            [c.id === 'pilot' ? 'scout' : c.id, 'sentry'],
            c.game === 'nemesis' ? { roster: 'original' } : {},
          );
          const p = player(s, 0);
          s.firstEncounterDone = true;
          reveal(s, 'r1', 'archive');
          p.room = 'r1';
          p.hand = [id, 'x', 'x'];
          setUp(effect, s, p);
          const playable = game.legalActions(s, 0).filter((a) => a.type === 'card' && a.card === id && a.half === half);
          assert.ok(playable.length > 0, `${id} half ${half} (${effect})`);
          const a = playable[0];
          if (a) game.apply(s, 0, a, { rng: scripted(Array(12).fill(0)).ctx.rng, emit: () => {} });
          assert.ok(p.discard.includes(id), `${id} is discarded once played`);
        });
      }
    }
  });
});

/** A position where the effect has something to act on. */
function setUp(effect: CardEffect, s: ReturnType<typeof position>, p: ReturnType<typeof player>): void {
  const fightOnly: CardEffect[] = [
    'aim',
    'cover',
    'desperate',
    'vivisect',
    'stun-intruder',
    'distraction',
    'repel',
    'observe',
  ];
  if (effect === 'vents') {
    reveal(s, 'r2', 'archive');
    reveal(s, 'r3', 'laboratory');
    p.room = 'r2';
  }
  const q = player(s, 1);
  if (effect === 'stun-character' || effect === 'tour') {
    q.room = p.room;
    q.hand = q.hand.slice(0, 2);
  }
  if (effect === 'dissect') s.rooms[p.room]!.objects.carcass = 1;
  if (effect === 'quarantine') s.power.active = [...s.power.sections];
  if (fightOnly.includes(effect)) {
    placeIntruder(s, 'larva', 'r1', scripted([]).ctx);
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 2 }];
  }
  p.light = 1;
  p.serious = [{ kind: 'leg', dressed: false }];
  p.slime = true;
  p.hands.push({ kind: 'item', name: 'pistol', ammo: 0 });
  const r = s.rooms.r1;
  if (r && effect !== 'defense-room' && effect !== 'quarantine') {
    r.malfunction = true;
    r.items = 2;
  }
  corridor(s, 'r1', 'r2').noise = true;
  if (effect === 'rest' || effect === 'metabolize') p.hand.push(CONTAMINATION);
}
