/**
 * The showdown one rule at a time (rulebook L758-910): the card kept at hibernation, the fight's
 * targets, cards, hostility tokens and the 1-2 minute card, the crew's cancel (halon, then the Remora
 * token, then the Mining Laser of a survivor), the revealed icons and the pick down to 5, the defence
 * (what is spent, a surplus character given up), and elimination (characters, cards and tokens gone).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matches } from '../src/showdown.ts';
import { handLimit } from '../src/tracks.ts';
import { put, start, type Table, table } from './fixture.ts';

/** After hibernation, three crew characters aboard (seat 1 has two), the lifeform's hand given. */
function showdown(hand: string[], pool = { remora: 0, halon: 0 }, hostilityTokens = 0): Table {
  const t = table(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 1, 'rem');
  put(t, 'reyes', 2, 'rem');
  t.s.loadout = { weaponry: 0, coolant: 0, energy: 0, spacesuits: 0, halon: 0 };
  t.s.piles.lifeform = { nest: 10 };
  t.s.hands[0] = ['stalk'];
  t.s.stage = 'showdown';
  start(t, { k: 'hibernate' });
  while (t.s.stack.at(-1)?.k !== 'fight') t.act(0, t.legal(0)[0] as never);
  t.s.hands[0] = hand;
  t.s.hands[1] = [];
  t.s.hands[2] = [];
  t.s.showdown = { pool, hostilityTokens, lastTarget: null, fight: null, eliminated: [] };
  t.s.finalCard = false;
  return t;
}

const fights = (t: Table) => t.legal(0).filter((a) => a.type === 'fight');
/** The other survivor offers no help (L862-892 let other crew members add a surplus character or data). */
const noHelp = (t: Table, seat: number) => t.act(seat, { type: 'help', cat: false, data: [], sacrifice: 0 });
const discarded = (t: Table, card: string) => t.s.discards.lifeform[card] ?? 0;

test('the fight: any survivor, any card, 0 to all hostility tokens; the 1-2 minute card only while held (L814-832)', () => {
  const t = showdown(['nest', 'stalk'], { remora: 0, halon: 0 }, 2);
  const offered = fights(t);
  assert.deepEqual([...new Set(offered.map((a) => a.target))].sort(), [1, 2]);
  assert.deepEqual([...new Set(offered.map((a) => a.card))].sort(), ['nest', 'stalk']);
  assert.deepEqual([...new Set(offered.map((a) => a.tokens))].sort(), [0, 1, 2]);
  assert.ok(offered.every((a) => a.final === false));
  t.s.finalCard = true;
  assert.ok(fights(t).some((a) => a.final === true));
  t.act(0, { type: 'fight', target: 2, card: 'stalk', tokens: 0, final: false });
  assert.equal(t.s.finalCard, true, 'not played: still held');
});

test('the card kept at hibernation: the rest are discarded; over the hand size the lifeform trims (L786-790)', () => {
  for (const over of [false, true]) {
    const t = table(3);
    put(t, 'motoko', 1, 'rem');
    t.s.piles.lifeform = { nest: 10 };
    t.s.loadout = { weaponry: 0, coolant: 0, energy: 3, spacesuits: 0, halon: 0 };
    t.s.hands[0] = Array.from({ length: handLimit(t.s) - (over ? 0 : 1) }, () => 'stalk');
    t.s.stage = 'showdown';
    start(t, { k: 'hibernate' });
    const keep = t.s.stack.at(-1);
    assert.equal(keep?.k, 'keep-one');
    const drawn = keep?.k === 'keep-one' ? keep.drawn.length : 0;
    t.act(0, { type: 'keep', card: 'nest' });
    assert.equal(t.s.discards.lifeform.nest, drawn - 1);
    assert.equal(t.s.hands[0]?.length, handLimit(t.s) + (over ? 1 : 0));
    assert.equal(t.s.stack.at(-1)?.k === 'trim', over, over ? 'one card over the size' : 'at the size');
  }
});

test('a data token covers two identical fight icons and nothing more (L877-881)', () => {
  assert.equal(matches(['claw'], [], ['claw'], 0), false, 'not a lone icon');
  assert.equal(matches(['claw', 'claw', 'fang'], [], ['claw'], 0), false, 'the fang stays unmatched');
  assert.equal(matches(['claw', 'claw', 'fang'], [], ['claw'], 1), true);
});

test('the fight spends the card, the tokens and the 1-2 minute card; its icons are the card’s, a claw per token and the card’s (L820-853)', () => {
  const t = showdown(['nest', 'stalk'], { remora: 0, halon: 0 }, 3);
  t.s.finalCard = true;
  t.act(0, { type: 'fight', target: 2, card: 'nest', tokens: 2, final: true });
  assert.deepEqual(t.s.hands[0], ['stalk']);
  assert.equal(t.s.showdown?.hostilityTokens, 1);
  assert.equal(t.s.finalCard, false);
  // nest: spine; 2 tokens: claw claw; the 1-2 minute card: claw fang. Five icons: no pick.
  assert.deepEqual(t.s.showdown?.fight?.icons, ['claw', 'claw', 'claw', 'fang', 'spine']);
  assert.deepEqual(t.pending(), [1], 'no cancel item: the other survivor may help, then the target defends');
  noHelp(t, 1);
  assert.deepEqual(t.pending(), [2]);
});

test('more than 5 icons: the lifeform drops exactly the excess, its choice (L851-856)', () => {
  const t = showdown(['nest'], { remora: 0, halon: 0 }, 5);
  t.act(0, { type: 'fight', target: 2, card: 'nest', tokens: 5, final: false });
  const picks = t.legal(0);
  assert.ok(picks.length > 0);
  assert.ok(picks.every((a) => a.type === 'pick' && (a.drop as string[]).length === 1));
  assert.deepEqual(picks.map((a) => (a.drop as string[])[0]).sort(), ['claw', 'spine']);
  t.act(0, { type: 'pick', drop: ['spine'] });
  assert.deepEqual(t.s.showdown?.fight?.icons, ['claw', 'claw', 'claw', 'claw', 'claw']);
});

test('the crew’s cancel: any item it holds, the crew’s choice; the first to agree names it, the others agree to it or refuse (L834-848)', () => {
  const yesItems = (t: Table, seat: number) =>
    t
      .legal(seat)
      .filter((a) => a.yes === true)
      .map((a) => a.item);
  const cases = [
    { item: 'halon', after: { remora: 1, halon: 0 }, laserAfter: 1 },
    { item: 'remora', after: { remora: 0, halon: 1 }, laserAfter: 1 },
    { item: 'laser', after: { remora: 1, halon: 1 }, laserAfter: 'gone' },
  ];
  for (const c of cases) {
    const t = showdown(['nest', 'stalk'], { remora: 1, halon: 1 });
    t.s.laser = 1;
    const before = discarded(t, 'nest');
    t.act(0, { type: 'fight', target: 2, card: 'nest', tokens: 0, final: false });
    assert.deepEqual(t.pending().sort(), [1, 2], 'every survivor votes');
    assert.deepEqual(yesItems(t, 2), ['halon', 'remora', 'laser'], 'every item held is offered');
    t.act(2, { type: 'vote', yes: true, item: c.item });
    assert.deepEqual(yesItems(t, 1), [c.item], 'the others agree to the item named, or refuse');
    assert.ok(t.legal(1).some((a) => a.yes === false));
    assert.deepEqual(t.s.showdown?.pool, { remora: 1, halon: 1 }, 'nothing spent before all agree');
    t.act(1, { type: 'vote', yes: true, item: c.item });
    assert.deepEqual(t.s.showdown?.pool, c.after);
    assert.equal(t.s.laser, c.laserAfter);
    assert.equal(discarded(t, 'nest'), before + 1, 'the fight card is discarded');
    assert.equal(t.s.showdown?.fight, null);
    assert.deepEqual(t.s.windows, [], 'the vote is over');
    assert.deepEqual(
      t.s.stack.map((x) => x.k),
      ['fight'],
    );
    assert.deepEqual(
      [...new Set(fights(t).map((a) => a.target))],
      [1],
      'the cancelled fight still counts as the last target',
    );
  }
  const only = showdown(['nest', 'stalk'], { remora: 1, halon: 0 });
  only.act(0, { type: 'fight', target: 2, card: 'nest', tokens: 0, final: false });
  assert.deepEqual(yesItems(only, 1), ['remora'], 'an item the crew does not hold is not offered');
  assert.throws(() => only.act(1, { type: 'vote', yes: true, item: 'halon' }));
  assert.deepEqual(only.s.showdown?.pool, { remora: 1, halon: 0 }, 'a refused vote changes nothing');
  const none = showdown(['nest', 'stalk']);
  none.s.laser = 'engineering';
  none.act(0, { type: 'fight', target: 2, card: 'nest', tokens: 0, final: false });
  assert.deepEqual(none.pending(), [1], 'nothing to cancel with: no vote, the other survivor may help');
});

test('defence: the cards played and data tokens are spent, a surplus character given up; the fight card is discarded (L857-899)', () => {
  const t = showdown(['nest', 'stalk']);
  t.s.hands[1] = ['first-aid', 'sprint'];
  t.s.data[1] = ['spine', 'tail'];
  const before = discarded(t, 'nest');
  t.act(0, { type: 'fight', target: 1, card: 'nest', tokens: 0, final: false });
  const defences = t.legal(1);
  assert.ok(
    defences.some((a) => a.sacrifice === 1),
    'two characters: one may be given up',
  );
  t.act(1, { type: 'defend', cards: ['first-aid'], data: ['tail'], sacrifice: 1 });
  assert.deepEqual(t.s.hands[1], ['sprint']);
  assert.equal(t.s.discards.crew['first-aid'], 1);
  assert.deepEqual(t.s.data[1], ['spine']);
  assert.equal(t.s.chars.filter((c) => c.owner === 1 && c.alive).length, 1);
  assert.equal(discarded(t, 'nest'), before + 1);
  assert.deepEqual(t.s.showdown?.eliminated, []);
  assert.deepEqual(
    t.s.stack.map((x) => x.k),
    ['fight'],
    'the fight is over: the next one waits',
  );
});

test('a defence that gives up no character keeps both (L883-885)', () => {
  const t = showdown(['nest', 'stalk']);
  t.s.hands[1] = ['first-aid'];
  t.act(0, { type: 'fight', target: 1, card: 'nest', tokens: 0, final: false });
  t.act(1, { type: 'defend', cards: ['first-aid'], data: [], sacrifice: 0 });
  assert.equal(t.s.chars.filter((c) => c.owner === 1 && c.alive).length, 2);
  assert.deepEqual(t.s.showdown?.eliminated, []);
});

test('the Mining Laser cancels only in a surviving crew member’s hand (L839-841)', () => {
  const t = showdown(['nest', 'stalk']);
  // Seat 2's only character was left behind at hibernation; its hand (the laser) stays with it.
  t.s.chars = t.s.chars.filter((c) => c.owner !== 2);
  t.s.laser = 2;
  t.act(0, { type: 'fight', target: 1, card: 'nest', tokens: 0, final: false });
  assert.deepEqual(t.pending(), [1], 'no vote: seat 2 has no character left, so its laser cannot be used');
  assert.ok(t.legal(1).every((a) => a.type === 'defend'));
});

test('an unmatched icon eliminates the target: characters, unused cards, data, laser and flamethrower all gone (L893-899)', () => {
  const t = showdown(['nest', 'stalk']);
  t.s.hands[2] = ['sprint', 'spanner'];
  t.s.data[2] = ['fang'];
  t.s.laser = 2;
  t.s.flamethrower = 2;
  t.act(0, { type: 'fight', target: 2, card: 'nest', tokens: 0, final: false });
  t.act(1, { type: 'vote', yes: false });
  noHelp(t, 1);
  assert.ok(!t.legal(2).some((a) => a.sacrifice === 1), 'one character: none to give up');
  t.act(2, { type: 'defend', cards: [], data: [], sacrifice: 0 });
  assert.deepEqual(t.s.showdown?.eliminated, [2]);
  assert.equal(t.s.chars.find((c) => c.id === 'reyes')?.alive, false);
  assert.deepEqual(t.s.hands[2], []);
  assert.equal(t.s.gone.crew.sprint, 1);
  assert.equal(t.s.gone.crew.spanner, 1);
  assert.deepEqual(t.s.data[2], []);
  assert.equal(t.s.laser, 'gone');
  assert.equal(t.s.flamethrower, 'gone');
  assert.deepEqual(
    [...new Set(fights(t).map((a) => a.target))],
    [1],
    'one survivor left: the target even after being targeted',
  );
  const other = showdown(['nest', 'stalk']);
  other.s.laser = 1;
  other.s.flamethrower = 1;
  other.act(0, { type: 'fight', target: 2, card: 'nest', tokens: 0, final: false });
  other.act(1, { type: 'vote', yes: false });
  assert.ok(!other.s.windows.some((w) => w.kind === 'cancel-fight'), 'one refusal ends the vote');
  assert.ok(!other.s.stack.some((x) => x.k === 'fight-cancel'));
  noHelp(other, 1);
  other.act(2, { type: 'defend', cards: [], data: [], sacrifice: 0 });
  assert.equal(other.s.laser, 1, "another survivor's laser stays");
  assert.equal(other.s.flamethrower, 1);
});
