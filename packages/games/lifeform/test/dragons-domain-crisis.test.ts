import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CRISIS_DECKS } from '../src/data/crisis.ts';
import { CREW_DECK } from '../src/data/cards.ts';
import { has, place, soloTable } from './solo-fixture.ts';

test('crisis payments: a card carrying the icon, a token, the top token of a loadout column, or any unused trait token with any card (L2624-2631, L3250-3253)', () => {
  const t = soloTable();
  t.s.hands[0] = ['access-card', 'spanner'];
  t.s.loadout.halon = 1;
  t.begin({ k: 'crisis', deck: 'A', card: 'a-logs' }, { k: 'crisis-end' });
  const opt0 = t.legal().filter((a) => a.option === 0);
  assert.deepEqual(
    opt0.map((a) => (a.pay as string[]).join(' ')),
    [
      'card:access-card',
      'trait:0:access-card',
      'trait:0:spanner',
      'trait:1:access-card',
      'trait:1:spanner',
      'trait:2:access-card',
      'trait:2:spanner',
    ],
    'CIRCUIT: the Access Card, or a trait token with any card',
  );
  t.act({ type: 'crisis', option: 0, pay: ['trait:1:spanner'] });
  assert.equal(t.x.traits[1]?.where, 'remora', 'the trait token goes to the Remora, flipped');
  assert.ok(t.x.traits[1]?.icon);
  assert.deepEqual(t.s.hands[0], ['access-card']);
  assert.deepEqual(
    t.legal().map((a) => a.kind),
    ['claw', 'fang', 'spine', 'tail'],
    'a data token of your choice',
  );
  t.act({ type: 'data', kind: 'fang' });
  assert.deepEqual(t.s.data[0], ['fang']);
  t.begin({ k: 'crisis', deck: 'B', card: 'b-stowaway' }, { k: 'crisis-end' });
  assert.ok(has(t.legal(), { option: 1, pay: ['col:halon'] }));
  t.act({ type: 'crisis', option: 1, pay: ['col:halon'] });
  assert.equal(t.s.loadout.halon, 0, 'the collected token returns to the pool');
  t.x.tokens.welding = 1;
  t.begin({ k: 'crisis', deck: 'C', card: 'c-umbilicus' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 1, pay: ['token:welding'] });
  assert.equal(t.x.tokens.welding, 0);
  assert.equal(t.x.goals.umbilicus, true);
});

test('an objective gained twice gives a survival token instead; outcomes in order (L2641-2645)', () => {
  const t = soloTable();
  t.s.hands[0] = ['spanner', 'spanner'];
  t.begin({ k: 'crisis', deck: 'B', card: 'b-cat' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 1, pay: ['card:spanner'] });
  assert.equal(t.x.goals.cat, true);
  assert.equal(t.x.tokens.survival, 0);
  t.begin({ k: 'crisis', deck: 'B', card: 'b-cat' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 1, pay: ['card:spanner'] });
  assert.equal(t.x.tokens.survival, 1);
});

test('every crisis card has an option without a cost, and every cost icon can be carried by some card or token', () => {
  const icons = new Set<string>(['extinguisher', 'welding', 'survival', 'harpoon']);
  for (const c of CREW_DECK.cards) {
    for (const r of c.rows) for (const i of r) icons.add(i);
    if (c.reaction) icons.add(c.reaction);
    for (const i of c.showdown) icons.add(i);
  }
  for (const card of CRISIS_DECKS.cards) {
    assert.ok(
      card.options.some((o) => o.cost.length === 0),
      `${card.id} has a free option`,
    );
    for (const o of card.options)
      for (const cost of o.cost) assert.ok(icons.has(cost) || cost.startsWith('col:'), `${card.id}: ${cost}`);
  }
  for (const d of ['A', 'B', 'C']) assert.equal(CRISIS_DECKS.cards.filter((c) => c.deck === d).length, 10);
});

test('solo icons: MISSION adds a token and advances the lifeform; SURVIVAL gives a token each time; SWAP IMAGES does nothing; CIRCUIT BOARD gives data; DOOR never on the Remora link (L2960-3131)', () => {
  const t = soloTable();
  t.x.motion = 'tough';
  t.begin({ k: 'row', icons: ['mission-maintenance'] });
  t.act({ type: 'icon', icon: 'mission-maintenance' });
  assert.equal(t.s.missions.mnt, 1);
  assert.equal(t.x.motion, 'm7');
  t.begin({ k: 'row', icons: ['survival'] });
  t.act({ type: 'icon', icon: 'survival' });
  t.begin({ k: 'row', icons: ['survival'] });
  t.act({ type: 'icon', icon: 'survival' });
  assert.equal(t.x.tokens.survival, 2);
  t.begin({ k: 'row', icons: ['swap-images'] });
  assert.deepEqual(t.legal(), [{ type: 'skip', icon: 'swap-images' }]);
  t.s.hands[0] = ['hologram'];
  place(t, 'rem');
  t.begin({ k: 'activity' });
  assert.ok(!has(t.legal(), { type: 'play', card: 'hologram', row: 0 }), 'a row that changes nothing is not offered');
  place(t, 'cpt');
  t.begin({ k: 'row', icons: ['circuit'] });
  t.act({ type: 'icon', icon: 'circuit', data: 'tail' });
  assert.deepEqual(t.s.data[0], ['tail']);
  t.begin({ k: 'row', icons: ['door'] });
  const bayRem = 13;
  assert.ok(!has(t.legal(), { link: bayRem }));
  assert.ok(has(t.legal(), { link: 0 }));
});

test('FLAMETHROWER-ANDROID: close range and 0-2 corridor moves from the android; never with the 1210 degrees variant (L3005-3017, L2926-2927)', () => {
  const t = soloTable();
  t.x.motion = 'm9';
  t.s.android = { at: 'eng', status: 0, active: true, deviated: false };
  t.begin({ k: 'row', icons: ['flame-android'] });
  t.act({ type: 'icon', icon: 'flame-android' });
  assert.equal(t.s.android.status, 1);
  t.x.motion = 'start';
  t.begin({ k: 'row', icons: ['flame-android'] });
  assert.deepEqual(t.legal(), [{ type: 'skip', icon: 'flame-android' }], 'not at close range');
  const u = soloTable({ ddFireproof: true });
  u.x.motion = 'm9';
  u.s.android = { at: 'gal', status: 0, active: true, deviated: false };
  u.begin({ k: 'row', icons: ['flame-android'] });
  assert.deepEqual(u.legal(), [{ type: 'skip', icon: 'flame-android' }]);
});
