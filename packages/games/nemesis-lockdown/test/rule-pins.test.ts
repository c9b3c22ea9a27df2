import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { intruderAttack } from '../src/core/attack.ts';
import { shoot } from '../src/core/combat.ts';
import { placeIntruder } from '../src/core/intruders.ts';
import { eventEffect } from '../src/eventphase.ts';
import { startRound } from '../src/round.ts';
import { CLEAN, CONTAMINATION, SCANNED_INFECTED } from '../src/types.ts';
import { act, game, indexOf, isLegal, player, position, reveal, rules, scripted } from './helpers.ts';

/** One test per rule that nothing pinned before: each fails if its rule is changed. */
describe('rules pinned one by one', () => {
  test('cooperative revival: only a corpse lying in a working emergency room stands up', () => {
    const s = position(['survivor', 'sentry', 'cleaner'], { mode: 'cooperative' });
    reveal(s, 'r1', 'emergency');
    const [a, b] = [player(s, 0), player(s, 1)];
    for (const [p, room] of [
      [a, 'r1'],
      [b, 'r2'],
    ] as const) {
      p.status = 'dead';
      p.corpse = room;
      p.room = room;
      const r = s.rooms[room];
      if (r) r.objects.corpse++;
      p.light = 2;
    }
    const { ctx, events } = scripted(Array(30).fill(0));
    startRound(s, ctx);
    assert.equal(a.status, 'alive');
    assert.equal(a.light, 0);
    assert.equal(b.status, 'dead', 'a corpse elsewhere stays dead');
    assert.equal(rules(events).filter((r) => r === 'coop.revive').length, 1);
    // A malfunction stops the room from working.
    const t = position(['survivor', 'sentry'], { mode: 'cooperative' });
    reveal(t, 'r1', 'emergency');
    const c = player(t, 0);
    c.status = 'dead';
    c.corpse = 'r1';
    const r1 = t.rooms.r1;
    if (r1) {
      r1.objects.corpse++;
      r1.malfunction = true;
    }
    startRound(t, scripted(Array(30).fill(0)).ctx);
    assert.equal(c.status, 'dead');
    // Not in the semi-cooperative game.
    const u = position(['survivor', 'sentry']);
    reveal(u, 'r1', 'emergency');
    const d = player(u, 0);
    d.status = 'dead';
    d.corpse = 'r1';
    startRound(u, scripted(Array(30).fill(0)).ctx);
    assert.equal(d.status, 'dead');
  });

  test('the "short" event puts a malfunction in each character\'s room; its darkness part only in the dark', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r1', 'archive');
    reveal(s, 'r7', 'archive');
    player(s, 0).room = 'r1';
    player(s, 1).room = 'r7';
    s.power.sections = [1, 2, 3];
    s.power.active = [1];
    const supply = s.markers.malfunction;
    eventEffect(s, 'short', true, scripted([]).ctx);
    assert.equal(s.rooms.r1?.malfunction, false, 'r1 has power: the darkness part spares it');
    assert.equal(s.rooms.r7?.malfunction, true);
    eventEffect(s, 'short', false, scripted([]).ctx);
    assert.equal(s.rooms.r1?.malfunction, true);
    assert.equal(s.markers.malfunction, supply - 2, 'two markers from the supply');
  });

  test('crafting removes the two components used and nothing else', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.room = 'r4';
    p.inventory = ['bandage', 'battery', 'cables', 'cables'];
    p.hand = ['run', 'rest', 'focus'];
    act(s, 0, { type: 'craft', item: 'taser', use: ['battery', 'cables'], pay: ['focus', 'rest'] }, scripted([]).ctx);
    assert.deepEqual([...p.inventory].sort(), ['bandage', 'cables']);
  });

  test('a miss never injures, and a shooting bonus never turns a miss into injuries', () => {
    const s = position(['sentry']);
    const p = player(s, 0);
    s.power.active = []; // the combat die
    const intr = placeIntruder(s, 'adult', p.room, scripted([]).ctx);
    const weapon = p.hands[0];
    assert.ok(weapon);
    for (const face of [0, 1]) {
      // Face 0 misses everything; face 1 (larva or creeper) misses an adult.
      const { ctx, left } = scripted([face]);
      assert.equal(shoot(s, p, weapon, intr, ctx, 2), 0);
      assert.equal(left(), 0, 'no blood card is drawn');
    }
    assert.equal(intr.injuries, 0);
    const hit = scripted([3, indexOf(s.attackDeck, 'bite')]);
    assert.equal(shoot(s, p, weapon, intr, hit.ctx, 2), 3, 'a hit takes the bonus');
  });

  test('a CSS peek is revealed information (no undo past it), even when the face was fixed earlier', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r1', 'css-control');
    s.unseen.css = { AB: 1 };
    for (const seat of [1, 0]) {
      const p = player(s, seat);
      p.room = 'r1';
      p.hand = ['focus', 'rest'];
      s.active = seat;
      p.actionsLeft = 2;
      const { ctx, events, left } = scripted([0]);
      act(s, seat, { type: 'room', slot: 8, shift: 0, pay: ['focus', 'rest'] }, ctx);
      const e = events.find((x) => x.rule === 'room.css-control');
      assert.equal(e?.reveals, true);
      // The second peek draws nothing: the face is fixed since the first one.
      if (seat === 0) assert.equal(left(), 1);
    }
  });

  test('the Frenzy attack card: a serious wound and a light wound', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    s.firstEncounterDone = true;
    const breeder = placeIntruder(s, 'breeder', p.room, scripted([]).ctx);
    s.attackDeck = { frenzy: 1 };
    s.power.active = [1, 2, 3, 4];
    const { ctx, events } = scripted([0, indexOf(s.woundDeck, 'leg')]);
    intruderAttack(s, breeder, p, ctx);
    assert.ok(rules(events).includes('attack.hit'));
    assert.equal(p.serious.length, 1);
    assert.equal(p.light, 1);
    // Adults do not carry it: the same card misses them.
    const adult = placeIntruder(s, 'adult', p.room, scripted([]).ctx);
    s.attackDeck = { frenzy: 1 };
    s.attackDiscard = [];
    intruderAttack(s, adult, p, scripted([0]).ctx);
    assert.equal(p.serious.length, 1);
    assert.equal(p.light, 1);
  });

  test('a round starts with the next living player when the first player is dead or gone', () => {
    const s = position(['survivor', 'sentry', 'cleaner']);
    player(s, 1).status = 'dead';
    s.firstPlayer = 0;
    startRound(s, scripted(Array(40).fill(0)).ctx); // round 2: the token passes left
    assert.equal(s.firstPlayer, 2, 'the token skips the dead seat 1');
    assert.equal(s.active, 2);
    const t = position(['survivor', 'sentry', 'cleaner']);
    player(t, 0).status = 'bunker';
    t.round = 0;
    t.firstPlayer = 0;
    startRound(t, scripted(Array(40).fill(0)).ctx); // round 1: the token stays with seat 0
    assert.equal(t.firstPlayer, 0);
    assert.equal(t.active, 1, 'seat 0 is gone: seat 1 opens the round');
    assert.equal(player(t, 0).actionsLeft, 0);
  });

  test('surgery removes the infected cards and keeps the clean ones (face up) in the deck', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r1', 'surgery');
    const p = player(s, 0);
    p.room = 'r1';
    p.hand = ['focus', 'rest', CONTAMINATION];
    p.discard = [CONTAMINATION, CONTAMINATION];
    s.unseen.contaminationFaces = { clean: 2, infected: 1 };
    const under = s.contaminationUnder.length;
    const { ctx } = scripted([2, 0, 0]); // hand: infected; discard: clean, clean
    act(s, 0, { type: 'room', pay: ['focus', 'rest'] }, ctx);
    assert.equal(p.deck[CLEAN], 2, 'clean cards stay with the character');
    assert.equal(p.deck[SCANNED_INFECTED] ?? 0, 0);
    assert.equal(p.deck[CONTAMINATION] ?? 0, 0);
    assert.deepEqual(s.contaminationUnder.slice(under), ['infected']);
  });

  test('the emergency room heals one dressed serious wound, and offers it only when there is one', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r1', 'emergency');
    const p = player(s, 0);
    p.room = 'r1';
    p.hand = ['focus', 'rest'];
    p.serious = [{ kind: 'leg', dressed: false }];
    assert.ok(!isLegal(s, 0, { type: 'room', option: 'heal-dressed', pay: ['focus', 'rest'] }));
    p.serious = [
      { kind: 'leg', dressed: false },
      { kind: 'arm', dressed: true },
    ];
    const deck = s.woundDeck.arm ?? 0;
    act(s, 0, { type: 'room', option: 'heal-dressed', pay: ['focus', 'rest'] }, scripted([]).ctx);
    assert.deepEqual(p.serious, [{ kind: 'leg', dressed: false }]);
    assert.equal(s.woundDeck.arm, deck + 1, 'the card goes back to the wound deck');
  });

  test('a character killed in their own action takes no second action: the turn moves on', () => {
    const s = position(['survivor', 'sentry']);
    s.firstEncounterDone = true;
    const p = player(s, 0);
    reveal(s, 'r1', 'archive');
    p.hand = ['run'];
    p.serious = [
      { kind: 'leg', dressed: true },
      { kind: 'arm', dressed: true },
      { kind: 'head', dressed: true },
    ];
    s.power.active = [];
    const exit = s.corridors.find((c) => (c.a === 'r1' && c.b === 'r2') || (c.a === 'r2' && c.b === 'r1'));
    if (exit) exit.noise = true;
    // Moving into r1: the noise roll names exit 2 (the noisy r1-r2), an adult comes, and its
    // surprise attack kills the character already at three serious wounds.
    const { ctx } = scripted([1, indexOf(s.bag, 'adult'), indexOf(s.attackDeck, 'scratch')]);
    act(s, 0, { type: 'move', to: 'r1', pay: ['run'] }, ctx);
    assert.equal(p.status, 'dead');
    assert.equal(s.active, 1);
    assert.deepEqual(game.legalActions(s, 0), []);
  });
});
