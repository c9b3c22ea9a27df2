/**
 * The basic kinds of action cards (actioncards.ts): when each half of a card is offered, with which
 * choices, and what it does. A card's choices are read off the legal list, once each, without the
 * payment (docs/games/nemesis-lockdown/RULES.md, "Action cards").
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { GameState, Player } from '../src/types.ts';
import { act, cardChoices, corridor, giveHand, indexOf, player, position, scripted } from './helpers.ts';

/** A lone character of this deck in `room`, holding exactly these cards (ids or effects). */
function alone(character: string, room: string, hand: string[]): { s: GameState; p: Player } {
  const s = position([character]);
  const p = player(s, 0);
  p.room = room;
  s.power.active = [];
  giveHand(p, hand);
  return { s, p };
}

function intruder(s: GameState, room: string): number {
  const id = s.nextIntruderId++;
  s.intruders.push({ id, kind: 'adult', room, injuries: 0 });
  return id;
}

describe('run and cover cards', () => {
  test('a run card goes to a neighbouring room only out of combat, a cover card only in combat', () => {
    const { s } = alone('lab-rat', 'r2', ['lab-rat.scurry', 'lab-rat.slip-away', 'lab-rat.second-wind']);
    const near = ['r1', 'elevator-1', 'x1'].map((to) => ({ half: 0, to }));
    const sorted = (list: Record<string, unknown>[]) => list.map((c) => JSON.stringify(c)).sort();
    assert.deepEqual(sorted(cardChoices(s, 'lab-rat.scurry')), sorted(near));
    assert.deepEqual(cardChoices(s, 'lab-rat.slip-away'), []);
    intruder(s, 'r2');
    assert.deepEqual(cardChoices(s, 'lab-rat.scurry'), []);
    assert.deepEqual(sorted(cardChoices(s, 'lab-rat.slip-away')), sorted(near));
  });
});

describe('rest', () => {
  test('a rest card needs an unscanned contamination card in hand and no intruder in the room', () => {
    const { s, p } = alone('lab-rat', 'r2', ['lab-rat.self-test', 'lab-rat.second-wind']);
    assert.deepEqual(cardChoices(s, 'lab-rat.self-test'), [], 'no contamination card to scan');
    p.hand.unshift('contamination');
    assert.deepEqual(cardChoices(s, 'lab-rat.self-test'), [{ half: 0 }]);
    intruder(s, 'r2');
    assert.deepEqual(cardChoices(s, 'lab-rat.self-test'), [], 'not in combat');
  });

  test('rest scans one card only: a clean one leaves the hand, the other stays unscanned', () => {
    const { s, p } = alone('lab-rat', 'r2', ['lab-rat.self-test']);
    p.hand.unshift('contamination', 'contamination');
    const clean = indexOf(s.unseen.contaminationFaces, 'clean');
    act(s, 0, { type: 'card', card: 'lab-rat.self-test', half: 0, pay: [] }, scripted([clean]).ctx);
    assert.deepEqual(p.hand, ['contamination']);
    assert.equal(p.larva, false);
  });
});

describe('patch', () => {
  test('a patch card heals a light wound if there is one, or dresses a serious wound not yet dressed', () => {
    const { s, p } = alone('lab-rat', 'r2', ['lab-rat.bandage-up', 'lab-rat.second-wind']);
    const card = 'lab-rat.bandage-up';
    assert.deepEqual(cardChoices(s, card), [], 'no wound');
    p.serious = [{ kind: 'arm', dressed: true }];
    assert.deepEqual(cardChoices(s, card), [], 'the only serious wound is dressed already');
    p.serious.push({ kind: 'leg', dressed: false });
    assert.deepEqual(cardChoices(s, card), [{ half: 0, option: 'dress' }]);
    p.light = 1;
    assert.deepEqual(cardChoices(s, card), [
      { half: 0, option: 'light' },
      { half: 0, option: 'dress' },
    ]);
    p.serious = [];
    assert.deepEqual(cardChoices(s, card), [{ half: 0, option: 'light' }]);
  });

  test('dressing leaves the light wounds alone', () => {
    const { s, p } = alone('lab-rat', 'r2', ['lab-rat.bandage-up', 'lab-rat.second-wind']);
    p.light = 1;
    p.serious = [{ kind: 'leg', dressed: false }];
    act(
      s,
      0,
      { type: 'card', card: 'lab-rat.bandage-up', half: 0, option: 'dress', pay: ['lab-rat.second-wind'] },
      scripted([]).ctx,
    );
    assert.equal(p.light, 1);
    assert.deepEqual(p.serious, [{ kind: 'leg', dressed: true }]);
  });
});

describe('aim', () => {
  test('an aim card needs a loaded weapon and offers each intruder of the room', () => {
    const { s, p } = alone('sentry', 'r2', ['sentry.suppressive-fire']);
    const card = 'sentry.suppressive-fire';
    assert.deepEqual(cardChoices(s, card), [], 'no intruder');
    const a = intruder(s, 'r2');
    const b = intruder(s, 'r2');
    intruder(s, 'r1');
    assert.deepEqual(cardChoices(s, card), [
      { half: 0, weapon: 0, target: a },
      { half: 0, weapon: 0, target: b },
    ]);
    const rifle = p.hands[0] as { ammo: number };
    rifle.ammo = 0;
    assert.deepEqual(cardChoices(s, card), [], 'an empty weapon cannot aim');
  });

  test('the aimed shot hits the intruder chosen, with one injury more, two more with the fragile carapace', () => {
    const shot = (fragile: boolean) => {
      const { s } = alone('sentry', 'r2', ['sentry.suppressive-fire']);
      s.intruderSet = 'original';
      s.weakness.revealed = [fragile ? 'fragile-carapace' : null, null, null];
      const a = intruder(s, 'r2');
      const b = intruder(s, 'r2');
      // Combat die face 3: one hit, made 2 (or 3) by the card; then the retreat check's draws.
      const card = { type: 'card', card: 'sentry.suppressive-fire', half: 0, weapon: 0, target: b, pay: [] };
      act(s, 0, card, scripted([3, 0, 0, 0, 0, 0]).ctx);
      const injuries = (id: number) => s.intruders.find((i) => i.id === id)?.injuries ?? 'gone';
      return [injuries(a), injuries(b)];
    };
    assert.deepEqual(shot(false), [0, 2]);
    assert.deepEqual(shot(true), [0, 3]);
  });
});

describe('fix', () => {
  test('a fix card offers the fire or the malfunction of the room, each that is there', () => {
    const { s } = alone('lab-rat', 'r2', ['lab-rat.basic-repairs', 'lab-rat.second-wind']);
    const card = 'lab-rat.basic-repairs';
    const room = s.rooms.r2 as { fire: boolean; malfunction: boolean };
    assert.deepEqual(cardChoices(s, card), [], 'nothing to fix');
    room.fire = true;
    assert.deepEqual(cardChoices(s, card), [{ half: 0, option: 'fire' }]);
    room.malfunction = true;
    assert.deepEqual(cardChoices(s, card), [
      { half: 0, option: 'fire' },
      { half: 0, option: 'malfunction' },
    ]);
    room.fire = false;
    assert.deepEqual(cardChoices(s, card), [{ half: 0, option: 'malfunction' }]);
  });

  test('fixing removes the one hazard chosen and leaves the other', () => {
    for (const option of ['fire', 'malfunction'] as const) {
      const { s } = alone('lab-rat', 'r2', ['lab-rat.basic-repairs', 'lab-rat.second-wind']);
      const room = s.rooms.r2 as { fire: boolean; malfunction: boolean };
      room.fire = true;
      room.malfunction = true;
      const card = { type: 'card', card: 'lab-rat.basic-repairs', half: 0, option, pay: ['lab-rat.second-wind'] };
      act(s, 0, card, scripted([]).ctx);
      assert.deepEqual(
        { fire: room.fire, malfunction: room.malfunction },
        { fire: option !== 'fire', malfunction: option !== 'malfunction' },
        option,
      );
    }
  });
});

describe('reload and focus', () => {
  test('a reload card offers only a weapon below its capacity, and adds two ammo up to it', () => {
    const { s, p } = alone('sentry', 'r2', ['sentry.fresh-magazine']);
    const rifle = p.hands[0] as { ammo: number };
    rifle.ammo = 5;
    assert.deepEqual(cardChoices(s, 'sentry.fresh-magazine'), [], 'the sentry rifle holds 5');
    rifle.ammo = 2;
    assert.deepEqual(cardChoices(s, 'sentry.fresh-magazine'), [{ half: 0, weapon: 0 }]);
    act(s, 0, { type: 'card', card: 'sentry.fresh-magazine', half: 0, weapon: 0, pay: [] }, scripted([]).ctx);
    assert.equal(rifle.ammo, 4);
  });

  test('a focus card draws a card', () => {
    const { s, p } = alone('lab-rat', 'r2', ['lab-rat.second-wind']);
    const drawn = Object.keys(p.deck).sort()[0] as string;
    act(s, 0, { type: 'card', card: 'lab-rat.second-wind', half: 0, pay: [] }, scripted([0]).ctx);
    assert.deepEqual(p.hand, [drawn]);
  });
});

describe('hush and noise', () => {
  test('hush offers each exit of the room holding noise, the technical corridors included; noise each quiet one', () => {
    // r2's exits: 1 to r1, 2 to elevator-1, 3 to x1, 4 the technical corridors.
    const { s } = alone('lab-rat', 'r2', ['lab-rat.sensitive-hearing']);
    const card = 'lab-rat.sensitive-hearing';
    assert.deepEqual(
      cardChoices(s, card),
      [1, 2, 3, 4].map((exit) => ({ half: 1, exit })),
    );
    corridor(s, 'r2', 'x1').noise = true;
    s.techNoise = true;
    assert.deepEqual(cardChoices(s, card), [
      { half: 0, exit: 3 },
      { half: 0, exit: 4 },
      { half: 1, exit: 1 },
      { half: 1, exit: 2 },
    ]);
  });

  test('hushing the technical corridors takes their noise off', () => {
    const { s } = alone('lab-rat', 'r2', ['lab-rat.sensitive-hearing']);
    s.techNoise = true;
    act(s, 0, { type: 'card', card: 'lab-rat.sensitive-hearing', half: 0, exit: 4, pay: [] }, scripted([]).ctx);
    assert.equal(s.techNoise, false);
  });

  test('a stairway of the facility has its own four exits', () => {
    const { s } = alone('lab-rat', 'stairs-12', ['lab-rat.sensitive-hearing']);
    assert.equal(cardChoices(s, 'lab-rat.sensitive-hearing').length, 4);
  });

  test('on Mars a crossroads has four exits, each leading to an area of its own', () => {
    const s = position(['lab-rat'], { side: 'mars' });
    const p = player(s, 0);
    giveHand(p, ['lab-rat.sensitive-hearing']);
    p.room = 'c4';
    s.areaNoise = { '2': true };
    assert.deepEqual(cardChoices(s, 'lab-rat.sensitive-hearing'), [
      { half: 0, exit: 2 },
      { half: 1, exit: 1 },
      { half: 1, exit: 3 },
      { half: 1, exit: 4 },
    ]);
  });
});

describe('metabolize, wipe slime, grit', () => {
  test('metabolize offers each kind of contamination card in hand once, in name order; wiping needs slime', () => {
    const { s, p } = alone('lab-rat', 'r2', ['lab-rat.weird-metabolism', 'lab-rat.second-wind']);
    const card = 'lab-rat.weird-metabolism';
    assert.deepEqual(cardChoices(s, card), []);
    // A scanned card put back at the end of the hand, after an unscanned one.
    p.hand = ['contamination:infected', ...p.hand, 'contamination', 'contamination'];
    assert.deepEqual(cardChoices(s, card), [
      { half: 0, discard: 'contamination' },
      { half: 0, discard: 'contamination:infected' },
    ]);
    p.slime = true;
    assert.deepEqual(cardChoices(s, card).at(-1), { half: 1 });
  });

  test('grit needs a serious wound', () => {
    const { s, p } = alone('survivor', 'r2', ['survivor.obstinate']);
    assert.deepEqual(cardChoices(s, 'survivor.obstinate'), []);
    p.serious = [{ kind: 'leg', dressed: true }];
    assert.deepEqual(cardChoices(s, 'survivor.obstinate'), [{ half: 0 }]);
  });
});

describe('cards that injure an intruder', () => {
  test('a desperate attack and a vivisection injure the intruder chosen', () => {
    const { s } = alone('survivor', 'r2', ['survivor.desperate-attack']);
    const a = intruder(s, 'r2');
    const b = intruder(s, 'r2');
    act(
      s,
      0,
      { type: 'card', card: 'survivor.desperate-attack', half: 0, target: b, pay: [] },
      scripted([0, 0, 0]).ctx,
    );
    assert.deepEqual(
      s.intruders.map((i) => [i.id, i.injuries]),
      [
        [a, 0],
        [b, 2],
      ],
    );
    const x = alone('xenobiologist', 'r2', ['xenobiologist.vivisection', 'xenobiologist.walk']);
    const c = intruder(x.s, 'r2');
    const d = intruder(x.s, 'r2');
    const viv = { type: 'card', card: 'xenobiologist.vivisection', half: 0, target: d, pay: ['xenobiologist.walk'] };
    act(x.s, 0, viv, scripted([0, 0, 0]).ctx);
    assert.deepEqual(
      x.s.intruders.map((i) => [i.id, i.injuries]),
      [
        [c, 0],
        [d, 1],
      ],
    );
  });
});
