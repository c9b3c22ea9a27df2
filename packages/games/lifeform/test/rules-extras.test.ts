/**
 * The parts added on top of the base turn (extras.ts): what each option sets up, what each seat may
 * see of the 13th Passenger hunt (the hiding place is the lifeform's secret, L3371-3485), how a crew
 * seat's guess of it is drawn, and the consistency checks the test kit runs after every action.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { ASTEROID, HUNT } from '../src/data/passenger.ts';
import { CAT_DECK, deckList, ROLE_BOARD, SISTER_DECK } from '../src/data/roles.ts';
import { type Extras, extrasFromView, extrasInvariants, extrasView, initExtras, turnStamp } from '../src/extras.ts';
import { table } from './fixture.ts';

test('the cat deck only at 2 players; modules A, B, D and harpoons only with their options', () => {
  const two = initExtras(2, {});
  assert.deepEqual(two.cat, { at: null, cards: deckList(CAT_DECK), stamp: -1 });
  assert.equal(initExtras(3, {}).cat, null);
  const plain = initExtras(3, {});
  assert.deepEqual(plain.boards, { cat: null, sister: null });
  assert.equal(plain.plusMinus, 'none');
  assert.equal(plain.survivors, false);
  assert.equal(plain.asteroid, null);
  assert.equal(plain.huntOn, false);
  assert.equal(plain.hunt, null);
  assert.deepEqual(plain.help, { wild: 0, data: [] });
  assert.ok(!('harpoons' in plain), 'no harpoon record without the option');
  const all = initExtras(4, { survivors: true, asteroid: true, hunt: true, harpoons: true });
  assert.equal(all.survivors, true);
  assert.deepEqual(all.asteroid, { struck: ASTEROID.struck, imminent: ASTEROID.imminent, over: false });
  assert.equal(all.huntOn, true);
  assert.deepEqual(all.harpoons, { at: ['drillbit-vestry', 'cryo-vault'], held: [0, 0, 0, 0] });
  // Options set to anything but true leave the modules out.
  const off = initExtras(3, { survivors: 'yes', asteroid: 1, hunt: 'true', harpoons: false });
  assert.equal(off.survivors, false);
  assert.equal(off.asteroid, null);
  assert.equal(off.huntOn, false);
  assert.ok(!('harpoons' in off));
});

test('a turn stamp differs for every crew turn of every round', () => {
  const t = table(4);
  const seen = new Set<number>();
  for (let round = 1; round <= 3; round++)
    for (let turn = 0; turn < 3; turn++) {
      t.s.round = round;
      t.s.turn = turn;
      seen.add(turnStamp(t.s));
    }
  assert.equal(seen.size, 9);
  t.s.round = 2;
  t.s.turn = 1;
  assert.equal(turnStamp(t.s), 21);
});

function hunting(): Extras {
  const e = initExtras(3, { hunt: true, harpoons: true });
  e.hunt = {
    hideout: 'cargo',
    bait: 'galley',
    revealed: ['cockpit'],
    searched: ['airlock'],
    disks: ['motoko'],
    plan: ['reveal', 'search'],
    found: false,
    exposed: null,
    flushed: [],
  };
  e.cat = { at: 'rem', cards: ['prowl'], stamp: 3 };
  e.help = { wild: 1, data: ['claw'] };
  return e;
}

test('the hiding place is shown to the lifeform only; everything else of the hunt is public', () => {
  const t = table(3);
  t.s.extras = hunting();
  for (const viewer of [1, 2, 'spectator'] as const) {
    const v = extrasView(t.s, viewer);
    assert.equal(v.hunt?.myHideout, null, `seat ${viewer} does not see it`);
    assert.ok(!JSON.stringify(v).includes('"cargo"'), `the hiding place's id appears nowhere for ${viewer}`);
    assert.equal(v.hunt?.chosen, true, 'that it has been chosen is public');
    assert.deepEqual(v.hunt?.revealed, ['cockpit']);
    assert.deepEqual(v.hunt?.searched, ['airlock']);
    assert.equal(v.hunt?.bait, 'galley');
    assert.deepEqual(v.hunt?.plan, ['reveal', 'search']);
    assert.deepEqual(v.hunt?.disks, ['motoko']);
    assert.deepEqual(v.hunt?.flushed, []);
  }
  const mine = extrasView(t.s, 0);
  assert.equal(mine.hunt?.myHideout, 'cargo');
  assert.deepEqual(mine.cat, { at: 'rem', cards: ['prowl'], stamp: 3 });
  assert.deepEqual(mine.help, { wild: 1, data: ['claw'] });
  assert.deepEqual(mine.harpoons, { at: ['drillbit-vestry', 'cryo-vault'], held: [0, 0, 0] });
  // The view is a copy: changing it leaves the state alone.
  mine.hunt?.revealed.push('x');
  mine.cat?.cards.push('x');
  mine.harpoons?.at.push('x');
  mine.help.data.push('x');
  assert.deepEqual(t.s.extras.hunt?.revealed, ['cockpit']);
  assert.deepEqual(t.s.extras.cat?.cards, ['prowl']);
  assert.deepEqual(t.s.extras.harpoons?.at, ['drillbit-vestry', 'cryo-vault']);
  assert.deepEqual(t.s.extras.help.data, ['claw']);
  t.s.extras.hunt = { ...(t.s.extras.hunt as NonNullable<Extras['hunt']>), hideout: null };
  assert.equal(extrasView(t.s, 1).hunt?.chosen, false);
  t.s.extras.hunt = null;
  assert.equal(extrasView(t.s, 0).hunt, null);
});

test("a crew seat's guess of the hiding place is one no reveal, search or halon blast has ruled out", () => {
  const t = table(3);
  t.s.extras = hunting();
  const all = HUNT.locations.map((l) => l.id);
  const seen = new Set<string>();
  const rng = Rng.fromSeed(11);
  for (let i = 0; i < 80; i++) seen.add(extrasFromView(extrasView(t.s, 1), 1, rng).hunt?.hideout as string);
  for (let i = 0; i < 10; i++)
    assert.equal(extrasFromView(extrasView(t.s, 0), 0, rng).hunt?.hideout, 'cargo', 'the lifeform knows its own');
  assert.deepEqual([...seen].sort(), all.filter((id) => !['cockpit', 'airlock'].includes(id)).sort());
  t.s.extras.hunt?.flushed.push('engineering', 'galley');
  const seen2 = new Set<string>();
  for (let i = 0; i < 40; i++) seen2.add(extrasFromView(extrasView(t.s, 2), 2, rng).hunt?.hideout as string);
  assert.deepEqual([...seen2], ['cargo'], 'only the cargo nook is left');
  const back = extrasFromView(extrasView(t.s, 0), 0, rng);
  assert.equal(back.hunt?.hideout, 'cargo', 'the lifeform keeps its own');
  assert.deepEqual(back.cat, t.s.extras.cat);
  assert.deepEqual(back.harpoons, t.s.extras.harpoons);
  assert.equal(back.huntOn, true);
  const h = t.s.extras.hunt as NonNullable<Extras['hunt']>;
  h.flushed = [];
  h.exposed = 'cargo';
  h.found = true;
  for (let i = 0; i < 10; i++)
    assert.equal(extrasFromView(extrasView(t.s, 1), 1, rng).hunt?.hideout, 'cargo', 'found: it is public');
  h.exposed = null;
  h.found = false;
  h.hideout = null;
  assert.equal(extrasFromView(extrasView(t.s, 1), 1, rng).hunt?.hideout, null, 'not chosen yet, locations open');
  h.hideout = 'cargo';
  h.exposed = null;
  h.found = false;
  h.searched = all.filter((id) => id !== 'cargo');
  h.revealed = ['cargo'];
  assert.equal(extrasFromView(extrasView(t.s, 1), 1, rng).hunt?.hideout, null, 'no location left open');
  h.hideout = null;
  assert.equal(extrasFromView(extrasView(t.s, 1), 1, rng).hunt?.hideout, null, 'not chosen yet');
  t.s.extras.hunt = null;
  assert.equal(extrasFromView(extrasView(t.s, 1), 1, rng).hunt, null);
});

test('the consistency checks: the cat on a chamber, role cards conserved, board tokens on their track, the hunt and the asteroid tokens', () => {
  const t = table(3);
  t.s.extras = hunting();
  assert.deepEqual(extrasInvariants(t.s), []);
  t.s.extras.cat = { at: 'nowhere', cards: [], stamp: -1 };
  assert.deepEqual(extrasInvariants(t.s), ['the cat is in no chamber (nowhere)']);
  t.s.extras.cat.at = 'gal';
  t.s.breach = 'gal';
  assert.deepEqual(extrasInvariants(t.s), ['the cat is in no chamber (gal)']);
  t.s.breach = null;
  t.s.extras.cat.at = null;
  assert.deepEqual(extrasInvariants(t.s), [], 'a cat out of the game is fine');
  const cat = t.s.extras.cat;
  const hunt = t.s.extras.hunt;
  t.s.extras.cat = null;
  t.s.extras.hunt = null;
  assert.deepEqual(extrasInvariants(t.s), [], 'no cat, no hunt');
  t.s.extras.cat = cat;
  t.s.extras.hunt = hunt;
  const cards = deckList(CAT_DECK);
  t.s.extras.boards.cat = { tokens: [0, ROLE_BOARD.spaces], supply: cards.slice(1), discard: cards.slice(0, 1) };
  assert.deepEqual(extrasInvariants(t.s), []);
  t.s.extras.boards.cat.discard = [];
  assert.deepEqual(extrasInvariants(t.s), ['cat cards not conserved']);
  t.s.extras.boards.cat.discard = cards.slice(0, 1);
  t.s.extras.boards.cat.tokens = [ROLE_BOARD.spaces + 1, 0];
  assert.deepEqual(extrasInvariants(t.s), ['cat board token off its track']);
  t.s.extras.boards.cat.tokens = [0, -1];
  assert.deepEqual(extrasInvariants(t.s), ['cat board token off its track']);
  t.s.extras.boards.cat = null;
  t.s.extras.boards.sister = { tokens: [1, 2], supply: deckList(SISTER_DECK), discard: ['lockdown'] };
  assert.deepEqual(extrasInvariants(t.s), ['sister cards not conserved']);
  t.s.extras.boards.sister = null;
  const h = t.s.extras.hunt as NonNullable<Extras['hunt']>;
  h.hideout = 'cockpit';
  assert.deepEqual(extrasInvariants(t.s), ['the lifeform was revealed absent from its own hiding place']);
  h.hideout = 'bridge';
  assert.deepEqual(extrasInvariants(t.s), ['the lifeform was revealed absent from its own hiding place']);
  h.hideout = null;
  assert.deepEqual(extrasInvariants(t.s), []);
  t.s.extras.asteroid = { struck: 1, imminent: 3, over: false };
  assert.deepEqual(extrasInvariants(t.s), []);
  t.s.extras.asteroid = { struck: 2, imminent: 3, over: false };
  assert.deepEqual(extrasInvariants(t.s), ['asteroid tokens miscounted']);
  t.s.extras.asteroid = { struck: -1, imminent: 3, over: false };
  assert.deepEqual(extrasInvariants(t.s), ['asteroid tokens miscounted']);
  t.s.extras.asteroid = { struck: 0, imminent: -1, over: false };
  assert.deepEqual(extrasInvariants(t.s), ['asteroid tokens miscounted']);
  t.s.extras.asteroid = { struck: 0, imminent: 0, over: true };
  assert.deepEqual(extrasInvariants(t.s), []);
  (t.s.extras.harpoons as NonNullable<Extras['harpoons']>).held = [0, 1, 0];
  assert.deepEqual(extrasInvariants(t.s), ['harpoon tokens miscounted']);
});
