/**
 * Dragon's Domain's crew deck, hand and loadout (solo/cards.ts, solo/kept.ts, solo/loadout.ts): the
 * order in which cards are drawn (cards put back on top first, then the pile, then those put at the
 * bottom, then the discards shuffled back), the hand limit of 7 with kept crisis cards counted
 * (L2548-2550, L3303-3309), and the loadout's combat tokens and bonus spaces (L2538-2542, L2467).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { checkHand, discard, draw, hand, peek } from '../src/solo/cards.ts';
import { cardIcons, handCount, inHand, keptCards, keptRows } from '../src/solo/kept.ts';
import { applyBonus, bonusOptions, canLaunchSolo, outageFree, placeSolo, suppliesReady } from '../src/solo/loadout.ts';
import { SOLO_OPTIONS } from '../src/solo/options.ts';
import { ready, soloTable } from './solo-fixture.ts';

function quiet() {
  const events: { rule: string }[] = [];
  return { ctx: { rng: Rng.fromSeed(5), emit: (e: { rule: string }) => void events.push(e) }, events };
}

test('solo draws: cards put back on top first, then the pile, then those put at the bottom, then the discards', () => {
  const t = soloTable();
  const { ctx, events } = quiet();
  t.x.deckTop = ['scanner'];
  t.x.deckBottom = ['stun'];
  t.s.piles.crew = { spanner: 1 };
  t.s.discards.crew = { coffee: 2 };
  assert.deepEqual(draw(t.s, 1, ctx), ['scanner']);
  assert.deepEqual(draw(t.s, 1, ctx), ['spanner'], 'the pile before the bottom cards');
  assert.deepEqual(draw(t.s, 1, ctx), ['stun'], 'the bottom cards once the pile is empty');
  assert.deepEqual(draw(t.s, 1, ctx), ['coffee'], 'then the discards come back');
  assert.deepEqual(t.s.discards.crew, {});
  assert.deepEqual(t.s.piles.crew, { coffee: 1 });
  assert.deepEqual(hand(t.s), ['coffee', 'scanner', 'spanner', 'stun'], 'the hand is kept sorted');
  assert.equal(events.filter((e) => e.rule === 'solo.draw').length, 4);
  assert.deepEqual(draw(t.s, 3, ctx), ['coffee'], 'only what is left');
  assert.deepEqual(draw(t.s, 2, ctx), [], 'nothing anywhere');
  assert.equal(hand(t.s).length, 5);
  assert.equal(events.filter((e) => e.rule === 'solo.draw').length, 5, 'no draw, no line in the log');
});

test('a trait look takes cards in the same order without putting them in the hand', () => {
  const t = soloTable();
  const { ctx } = quiet();
  t.x.deckTop = ['scanner'];
  t.x.deckBottom = ['stun'];
  t.s.piles.crew = {};
  t.s.discards.crew = {};
  assert.deepEqual(peek(t.s, 3, ctx), ['scanner', 'stun']);
  assert.deepEqual(hand(t.s), []);
  assert.deepEqual(peek(t.s, 1, ctx), []);
});

test('discarding: a crew card to the discards, a kept crisis card out of the game; anything else is refused', () => {
  const t = soloTable({ ddCrisisSearch: true });
  t.s.hands[0] = ['spanner', 'stun'];
  discard(t.s, 'stun');
  assert.deepEqual(hand(t.s), ['spanner']);
  assert.equal(t.s.discards.crew.stun, 1);
  const search = t.x.search;
  assert.ok(search);
  search.kept = ['p-scrubbers', 'p-hatch'];
  assert.deepEqual(inHand(t.s), ['spanner', 'p-scrubbers', 'p-hatch']);
  assert.deepEqual(hand(t.s), ['spanner'], 'kept cards are listed apart from the secret hand');
  discard(t.s, 'p-hatch');
  assert.deepEqual(keptCards(t.s), ['p-scrubbers']);
  assert.equal(t.x.crisisGone['p-hatch'], 1);
  assert.equal(t.s.discards.crew['p-hatch'], undefined);
  assert.throws(() => discard(t.s, 'coffee'), /coffee not in hand/);
  assert.deepEqual(inHand(t.s), ['spanner', 'p-scrubbers'], 'a refused discard changes nothing');
});

test('kept crisis cards: their one icon, one row each; they count toward the hand limit of 7', () => {
  const t = soloTable({ ddCrisisSearch: true });
  assert.deepEqual(cardIcons('p-scrubbers'), ['draw2']);
  assert.deepEqual(cardIcons('spanner'), []);
  assert.deepEqual(keptRows('p-keel-clamp'), [['move1']]);
  assert.deepEqual(keptRows('spanner'), []);
  t.s.hands[0] = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  assert.equal(handCount(t.s), 7);
  t.x.stack = [];
  checkHand(t.s);
  assert.deepEqual(t.x.stack, [], 'seven cards: within the limit');
  (t.x.search as { kept: string[] }).kept = ['p-hatch'];
  assert.equal(handCount(t.s), 8);
  checkHand(t.s);
  assert.deepEqual(t.x.stack, [{ k: 'discard' }]);
  const plain = soloTable();
  assert.deepEqual(keptCards(plain.s), [], 'no module C: nothing kept');
  assert.deepEqual(inHand(plain.s), []);
  assert.throws(
    () => discard(plain.s, 'coffee'),
    /coffee not in hand/,
    'no module C: a missing card is refused all the same',
  );
});

test('loading Energy Cells over an attack-1 token removes it; no other column does', () => {
  const t = soloTable();
  const { ctx } = quiet();
  t.x.energyCombat = [3, 4, 5];
  t.s.loadout = { weaponry: 3, coolant: 0, energy: 3, spacesuits: 3, halon: 3 };
  placeSolo(t.s, 'halon', ctx);
  placeSolo(t.s, 'spacesuits', ctx);
  assert.deepEqual(t.x.energyCombat, [3, 4, 5], 'space 3 of another column');
  placeSolo(t.s, 'energy', ctx);
  assert.equal(t.s.loadout.energy, 4);
  assert.deepEqual(t.x.energyCombat, [4, 5]);
  t.s.loadout.energy = 1;
  placeSolo(t.s, 'energy', ctx);
  assert.deepEqual(t.x.energyCombat, [4, 5], 'no token under space 1');
});

test('loadout bonuses in the solo game: the Flamethrower once, a card drawn, an outage removed or moved when there is one', () => {
  const t = soloTable();
  const { ctx } = quiet();
  t.s.piles.crew = { spanner: 5 };
  t.s.loadout = { weaponry: 1, coolant: 2, energy: 0, spacesuits: 0, halon: 0 };
  t.x.stack = [];
  placeSolo(t.s, 'weaponry', ctx);
  assert.equal(t.s.flamethrowerTaken, true);
  assert.equal(t.s.flamethrower, 0);
  assert.deepEqual(hand(t.s), []);
  t.s.loadout.weaponry = 1;
  t.s.flamethrower = 'gone';
  placeSolo(t.s, 'weaponry', ctx);
  assert.equal(t.s.flamethrower, 'gone', 'only once');
  t.s.loadout.weaponry = 3;
  placeSolo(t.s, 'weaponry', ctx);
  assert.deepEqual(hand(t.s), ['spanner'], 'the draw space');
  assert.deepEqual(t.x.stack, []);
  t.s.hands[0] = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  t.s.loadout.energy = 3;
  placeSolo(t.s, 'energy', ctx);
  assert.equal(hand(t.s).length, 8);
  assert.deepEqual(t.x.stack, [{ k: 'discard' }], 'over the hand limit after the draw');
  t.x.stack = [];
  t.s.outages = [];
  placeSolo(t.s, 'coolant', ctx);
  assert.deepEqual(t.x.stack, [], 'no outage on the ship: the bonus is lost');
  t.s.outages = ['mes'];
  t.s.loadout.halon = 1;
  placeSolo(t.s, 'halon', ctx);
  assert.deepEqual(t.x.stack, [{ k: 'bonus', bonus: 'remove-outage' }]);
  t.x.stack = [];
  t.s.loadout.coolant = 4;
  placeSolo(t.s, 'coolant', ctx);
  assert.deepEqual(t.x.stack, [{ k: 'bonus', bonus: 'move-outage' }]);
});

test('outage bonuses: remove any outage, or move one to a neighbouring chamber free of outages, not the Remora nor the breach', () => {
  const t = soloTable();
  const { ctx } = quiet();
  t.s.outages = ['mes', 'bay'];
  t.s.breach = null;
  assert.deepEqual(bonusOptions(t.s, 'remove-outage'), [
    { type: 'bonus', chamber: 'mes' },
    { type: 'bonus', chamber: 'bay' },
  ]);
  assert.deepEqual(bonusOptions(t.s, 'move-outage'), [
    { type: 'bonus', chamber: 'mes', to: 'gal' },
    { type: 'bonus', chamber: 'bay', to: 'dh1' },
  ]);
  assert.equal(outageFree(t.s, 'rem'), false);
  assert.equal(outageFree(t.s, 'mes'), false);
  assert.equal(outageFree(t.s, 'gal'), true);
  t.s.breach = 'dh1';
  assert.equal(outageFree(t.s, 'dh1'), false);
  t.s.outages = ['bay'];
  assert.deepEqual(bonusOptions(t.s, 'move-outage'), [{ type: 'pass' }], 'nowhere to move it');
  t.s.breach = null;
  t.s.outages = ['mes', 'gal'];
  applyBonus(t.s, { type: 'pass' }, ctx);
  assert.deepEqual(t.s.outages, ['mes', 'gal']);
  applyBonus(t.s, { type: 'bonus', chamber: 'mes' }, ctx);
  assert.deepEqual(t.s.outages, ['gal']);
  applyBonus(t.s, { type: 'bonus', chamber: 'gal', to: 'hyp' }, ctx);
  assert.deepEqual(t.s.outages, ['hyp']);
});

test('launch criteria: aboard, the minimum supplies, the cat, the umbilicus and a data token', () => {
  const t = soloTable();
  ready(t);
  assert.equal(suppliesReady(t.s), true);
  assert.equal(canLaunchSolo(t.s), true);
  t.s.data[0] = [];
  assert.equal(canLaunchSolo(t.s), false, 'no xeno data');
  t.s.data[0] = ['claw'];
  const at = t.s.chars[0];
  if (at) at.at = 'bay';
  assert.equal(canLaunchSolo(t.s), false, 'not aboard');
});

test("Dragon's Domain's options: each variant off by default, with its listed values", () => {
  const spec = (key: string) => SOLO_OPTIONS.find((o) => o.key === key);
  for (const key of [
    'dragonsDomain',
    'ddIncinerator',
    'ddFireproof',
    'ddIsolation',
    'ddHysterical',
    'ddCrisisSearch',
  ]) {
    assert.deepEqual(spec(key)?.values, [false, true], key);
    assert.equal(spec(key)?.default, false, key);
  }
  assert.deepEqual(spec('ddCarry')?.values, [0, 1, 2]);
  assert.equal(spec('ddBell')?.default, 31);
  assert.deepEqual(spec('ddHazard')?.values, ['off', 'random', 'cargo-pod-a', 'wiring', 'lift-bay']);
});
