import assert from 'node:assert/strict';
import { test } from 'node:test';
import { payments } from '../src/solo/crisis.ts';
import { type SoloTable, soloTable, topStep } from './solo-fixture.ts';

// Dragon's Domain crisis cards (rulebook L2618-2658): paying an option's icons and its outcomes.

/** No trait token left unused, so only cards, tokens and loadout columns pay. */
function noTraits(t: SoloTable): void {
  for (const tr of t.x.traits) tr.where = 'spent';
}

test('a token pays only its own icon, one icon per token held', () => {
  const t = soloTable();
  noTraits(t);
  assert.deepEqual(payments(t.s, ['extinguisher']), [], 'no token held');
  t.x.tokens.extinguisher = 1;
  assert.deepEqual(payments(t.s, ['extinguisher']), [['token:extinguisher']]);
  assert.deepEqual(payments(t.s, ['extinguisher', 'extinguisher']), [], 'one token pays one icon');
  t.x.tokens.extinguisher = 2;
  assert.deepEqual(payments(t.s, ['extinguisher', 'extinguisher']), [['token:extinguisher', 'token:extinguisher']]);
});

test('a loadout column pays with its top token, one per token collected', () => {
  const t = soloTable();
  noTraits(t);
  assert.deepEqual(payments(t.s, ['col:halon']), [], 'nothing collected');
  t.s.loadout.halon = 1;
  assert.deepEqual(payments(t.s, ['col:halon']), [['col:halon']]);
  assert.deepEqual(payments(t.s, ['col:halon', 'col:halon']), [], 'one token pays one icon');
  t.s.loadout.halon = 2;
  assert.deepEqual(payments(t.s, ['col:halon', 'col:halon']), [['col:halon', 'col:halon']]);
});

test('an unused trait token pays any icon together with any card: each token and each card once', () => {
  const t = soloTable();
  noTraits(t);
  const tr0 = t.x.traits[0];
  if (tr0) tr0.where = 'unused';
  t.s.hands[0] = ['crawlspace', 'spanner'];
  assert.deepEqual(payments(t.s, ['circuit', 'circuit']), [], 'one trait token for two icons');
  const tr1 = t.x.traits[1];
  if (tr1) tr1.where = 'unused';
  t.s.hands[0] = ['spanner'];
  assert.deepEqual(payments(t.s, ['circuit', 'circuit']), [], 'one card for two trait tokens');
  t.s.hands[0] = ['crawlspace', 'spanner'];
  assert.deepEqual(payments(t.s, ['circuit', 'circuit']), [
    ['trait:0:crawlspace', 'trait:1:spanner'],
    ['trait:0:spanner', 'trait:1:crawlspace'],
  ]);
});

test('an “any” icon (module C) is paid by any one card in hand', () => {
  const t = soloTable();
  noTraits(t);
  t.s.hands[0] = ['spanner'];
  assert.deepEqual(payments(t.s, ['any']), [['card:spanner']]);
  t.s.hands[0] = [];
  assert.deepEqual(payments(t.s, ['any']), []);
});

test('crisis outcomes: self-destruct +1, a stowaway token aboard, a survival token in the airlock, the lifeform immune to flamethrowers, a conflict chit', () => {
  const t = soloTable();
  t.s.tracks.selfDestruct = 20;
  t.begin({ k: 'effects', list: ['self-destruct'] });
  assert.equal(t.s.tracks.selfDestruct, 19);
  const aboard = t.x.stowawaysAboard;
  t.begin({ k: 'effects', list: ['stowaway'] });
  assert.equal(t.x.stowawaysAboard, aboard + 1);
  assert.equal(t.x.airlock.survival, false);
  t.begin({ k: 'effects', list: ['airlock'] });
  assert.equal(t.x.airlock.survival, true);
  assert.equal(t.x.immune, false);
  t.begin({ k: 'effects', list: ['immune'] });
  assert.equal(t.x.immune, true);
  t.x.bag = { alive: 3, killed: 0 };
  t.begin({ k: 'effects', list: ['chit'] });
  assert.deepEqual(t.x.bag, { alive: 2, killed: 0 }, 'a still-alive chit drawn and gone');
  assert.equal(topStep(t)?.k, 'activity');
});

test('a card in hand pays one icon only, even when the option asks for its icon twice', () => {
  const t = soloTable();
  noTraits(t);
  t.s.hands[0] = ['access-card'];
  assert.deepEqual(payments(t.s, ['circuit']), [['card:access-card']]);
  assert.deepEqual(payments(t.s, ['circuit', 'circuit']), []);
  t.s.hands[0] = ['access-card', 'access-card'];
  assert.deepEqual(payments(t.s, ['circuit', 'circuit']), [['card:access-card', 'card:access-card']]);
});
