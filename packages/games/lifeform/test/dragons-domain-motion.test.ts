import assert from 'node:assert/strict';
import { test } from 'node:test';
import { has, place, soloTable, topStep } from './solo-fixture.ts';

test('the motion track: the player picks the path at a fork; every space reached acts (L2829-2830, L2838-2854)', () => {
  const t = soloTable();
  t.s.hands[0] = ['crawlspace'];
  t.begin({ k: 'advance', n: 2 });
  t.act({ type: 'go' });
  assert.equal(t.x.motion, 'm3');
  assert.equal(t.x.nerve, 5, 'm3 is LOSE NERVE: the nerve token moves 1 left from 6');
  assert.deepEqual(t.legal(), [
    { type: 'path', to: 'm4' },
    { type: 'path', to: 'side1' },
  ]);
  t.act({ type: 'path', to: 'side1' });
  assert.equal(t.s.hands[0]?.length, 3, 'DRAW 2 CARDS + STOWAWAY: 2 cards');
  assert.equal(t.x.stowawaysAboard, 1, '... and a stowaway token to the Remora');
  const u = soloTable();
  u.x.motion = 'm4';
  u.begin({ k: 'advance', n: 1 });
  assert.equal(u.s.tracks.selfDestruct, 30, '+1 SELF-DESTRUCT space');
});

test('an advance can shrink: a survival token or a card with the security door icon, 1 each (L3076-3078, L3178-3181)', () => {
  const t = soloTable();
  t.x.motion = 'tough';
  t.x.tokens.survival = 1;
  t.s.hands[0] = ['sprint'];
  t.begin({ k: 'advance', n: 3 });
  assert.ok(has(t.legal(), { type: 'reduce', token: 'survival' }));
  assert.ok(has(t.legal(), { type: 'reduce', card: 'sprint' }));
  t.act({ type: 'reduce', token: 'survival' });
  t.act({ type: 'reduce', card: 'sprint' });
  assert.equal(t.x.motion, 'm7', '3 - 2 = 1 space');
  assert.equal(t.x.tokens.survival, 0);
  assert.deepEqual(t.s.discards.crew, { sprint: 1 });
});

test('PROXIMITY ALERT! stops the lifeform; a RUN! reaction: back 2, the character stays, 1 chit plus 1 per unused point (L2856-2891)', () => {
  const t = soloTable();
  t.x.motion = 'm10';
  t.x.bag = { alive: 5, killed: 0 };
  t.s.hands[0] = ['adrenaline'];
  t.begin({ k: 'advance', n: 3 });
  t.act({ type: 'go' });
  assert.equal(t.x.motion, 'alert', 'stopped on the alert with 2 points unused');
  assert.deepEqual(topStep(t), { k: 'proximity', surplus: 2 });
  t.act({ type: 'react', card: 'adrenaline' });
  assert.equal(t.x.motion, 'm9', 'back 2 spaces');
  assert.equal(t.s.chars[0]?.at, 'gal', 'the character does not move');
  assert.deepEqual(t.x.bag, { alive: 2, killed: 0 }, '1 + 2 chits drawn and removed from the game');
});

test('proximity answers: HIDE back 1 with no chit; SHOCK-PROD back 1 and a chit; a harpoon card or token back 1 and a chit; a fire extinguisher token back 1 with no chit (L2866-2888)', () => {
  const cases: [string[], Record<string, unknown>, number][] = [
    [['crawlspace'], { type: 'react', card: 'crawlspace' }, 5],
    [['stun-baton'], { type: 'react', card: 'stun-baton' }, 4],
    [['harpoon-gun'], { type: 'repel', card: 'harpoon-gun' }, 4],
  ];
  for (const [hand, answer, alive] of cases) {
    const t = soloTable();
    t.x.motion = 'm10';
    t.x.bag = { alive: 5, killed: 0 };
    t.s.hands[0] = hand;
    t.begin({ k: 'advance', n: 1 });
    t.act({ type: 'go' });
    t.act(answer as never);
    assert.equal(t.x.motion, 'm10', JSON.stringify(answer));
    assert.equal(t.x.bag.alive, alive, JSON.stringify(answer));
  }
  for (const [token, alive] of [
    ['extinguisher', 5],
    ['harpoon', 4],
  ] as const) {
    const t = soloTable();
    t.x.motion = 'alert';
    t.x.bag = { alive: 5, killed: 0 };
    t.x.tokens[token] = 1;
    t.begin({ k: 'proximity', surplus: 0 });
    t.act({ type: 'repel', token });
    assert.equal(t.x.bag.alive, alive, token);
    assert.equal(t.x.tokens[token], 0);
  }
});

test('a proximity conflict with no answer loses; a killed chit drawn loses (L2512-2514, L2889-2890)', () => {
  const t = soloTable();
  t.x.motion = 'm10';
  t.begin({ k: 'motion', left: 1 });
  assert.match(t.s.over?.summary ?? '', /proximity/);
  const u = soloTable();
  u.x.motion = 'alert';
  u.x.bag = { alive: 0, killed: 1 };
  u.s.hands[0] = ['stun-baton'];
  u.begin({ k: 'proximity', surplus: 0 });
  u.act({ type: 'react', card: 'stun-baton' });
  assert.match(u.s.over?.summary ?? '', /killed chit/);
});

test('eluding: discard 3 cards (2 in Isolation Mode), pull out a still-alive chit, the lifeform falls back 1; none to pull loses (L2893-2900, L2929-2930)', () => {
  const t = soloTable();
  t.x.motion = 'alert';
  t.s.hands[0] = ['spanner', 'spanner', 'spanner', 'sprint'];
  t.begin({ k: 'proximity', surplus: 2 });
  assert.ok(!has(t.legal(), { type: 'elude', cards: ['spanner', 'spanner'] }));
  t.act({ type: 'elude', cards: ['spanner', 'spanner', 'sprint'] });
  assert.deepEqual(t.x.bag, { alive: 4, killed: 1 });
  assert.equal(t.x.motion, 'm10');
  assert.deepEqual(t.s.hands[0], ['spanner']);
  const u = soloTable({ ddIsolation: true });
  u.x.motion = 'alert';
  u.x.bag = { alive: 0, killed: 1 };
  u.s.hands[0] = ['spanner', 'spanner'];
  u.begin({ k: 'proximity', surplus: 0 });
  u.act({ type: 'elude', cards: ['spanner', 'spanner'] });
  assert.match(u.s.over?.summary ?? '', /eluding/);
});

test('a crisis option resolves in full before the proximity conflict it triggered (L2861-2862)', () => {
  const t = soloTable();
  t.x.motion = 'm10';
  t.begin({ k: 'crisis', deck: 'A', card: 'a-vent-hiss' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 2, pay: [] });
  assert.equal(t.x.motion, 'alert');
  assert.equal(t.x.nerve, 5, 'the LOSE NERVE after the alien icon applied first');
  assert.equal(t.s.over?.summary.includes('proximity'), true, 'then the conflict (no answer in hand)');
});

test('backward moves follow the central pathway and trigger nothing; flamethrowers need close range and stop working once the lifeform is impervious (L2832-2836, L2996-3003)', () => {
  const t = soloTable();
  t.x.motion = 'side2';
  t.s.hands[0] = ['welding-rig', 'welding-rig'];
  t.begin({ k: 'activity' });
  t.act({ type: 'play', card: 'welding-rig', row: 0 });
  t.act({ type: 'icon', icon: 'flamethrower', back: 2 });
  assert.equal(t.x.motion, 'tough', 'side2 back to m7, then tough');
  assert.equal(t.s.tracks.selfDestruct, 31, 'no space acted');
  assert.equal(t.x.nerve, 6);
  t.begin({ k: 'activity' });
  assert.ok(!has(t.legal(), { type: 'play', card: 'welding-rig', row: 0 }), 'not at close range');
  t.x.motion = 'm9';
  t.x.immune = true;
  place(t, 'eng');
  t.begin({ k: 'activity' });
  assert.ok(!has(t.legal(), { type: 'play', card: 'welding-rig', row: 0 }), 'impervious, and no terror next door');
  place(t, 'gal');
  t.begin({ k: 'row', icons: ['flamethrower'] });
  assert.deepEqual(t.legal(), [{ type: 'icon', icon: 'flamethrower', terror: 'cpt' }]);
});
