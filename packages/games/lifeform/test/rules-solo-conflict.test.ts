import assert from 'node:assert/strict';
import { test } from 'node:test';
import { has, ready, type SoloTable, soloTable, topStep } from './solo-fixture.ts';

// Dragon's Domain's launch, hibernation and shuttle conflict (rulebook L2697-2782; the split of the
// stowaway tokens, 4 SAFE and 2 DANGER, is designed).

function conflict(zones: string[][], seed = 11): SoloTable {
  const t = soloTable({}, seed);
  t.s.stage = 'showdown';
  t.x.zones = zones;
  for (const tr of t.x.traits) tr.where = 'spent';
  t.begin({ k: 'conflict' });
  return t;
}

const defeat = (
  zone: number,
  cards: string[],
  wild: number,
  extinguisher: string | null = null,
  data: string[] = [],
) => ({
  type: 'defeat',
  zone,
  cards,
  data,
  extinguisher,
  wild,
});

test('launching draws one stowaway token per token aboard, without putting any back', () => {
  const t = soloTable();
  ready(t);
  t.x.stowawaysAboard = 6;
  t.begin({ k: 'activity' });
  t.act({ type: 'launch' });
  const launch = t.events.find((e) => e.rule === 'solo.launch');
  assert.deepEqual(launch?.data, { aboard: 6, danger: 2 }, 'all six drawn: both DANGER tokens among them');
  let wins = 0;
  for (let seed = 1; seed <= 60; seed++) {
    const u = soloTable({}, seed);
    ready(u);
    u.x.stowawaysAboard = 1;
    u.begin({ k: 'activity' });
    u.act({ type: 'launch' });
    const d = u.events.find((e) => e.rule === 'solo.launch')?.data as { aboard: number; danger: number };
    assert.equal(d.aboard, 1);
    assert.ok(d.danger === 0 || d.danger === 1, 'one token drawn');
    if (u.s.over) wins++;
    else assert.equal(d.danger, 1, 'a DANGER token means the shuttle conflict');
  }
  assert.ok(wins > 25 && wins < 55, `one token of 4 SAFE and 2 DANGER: about two wins in three (${wins} of 60)`);
});

test('hibernation: only trait tokens flipped onto the Remora join the secondary zones; the primary zone’s icons in order; the hand cut to 7', () => {
  const t = soloTable();
  ready(t);
  t.x.stowawaysAboard = 6;
  t.x.attack5 = 'cocoon';
  t.x.traits[0] = { area: 'A', where: 'remora', icon: 'tail' };
  t.x.traits[1] = { area: 'B', where: 'spent', icon: 'fang' };
  t.x.traits[2] = { area: 'professionalism', where: 'unused', icon: null };
  t.s.hands[0] = Array.from({ length: 7 }, () => 'spanner');
  t.begin({ k: 'activity' });
  t.act({ type: 'launch' });
  const zones = t.x.zones ?? [];
  assert.deepEqual(zones.slice(1), [['tail'], []], 'only the trait token on the Remora');
  assert.deepEqual(zones[0], [...(zones[0] ?? [])].sort(), 'the primary zone in icon order');
  assert.equal(zones[0]?.length, 3);
  assert.deepEqual(t.x.energyCombat, [], 'the attack-1 tokens left the loadout');
  assert.equal(t.s.hands[0]?.length, 9, 'the Weaponry number: 2 cards');
  assert.deepEqual(topStep(t), { k: 'discard' }, 'down to 7 before the fight');
});

test('wild tokens: welding torches first, then harpoon tokens, then unused trait tokens; a defeat needing more wilds than held is not offered', () => {
  const t = conflict([['claw', 'claw', 'claw'], ['fang'], []]);
  t.x.tokens.welding = 1;
  t.x.tokens.harpoon = 1;
  const tr = t.x.traits[2];
  if (tr) tr.where = 'unused';
  t.begin({ k: 'conflict' });
  assert.ok(has(t.legal(), defeat(0, [], 3)), 'three wilds held: welding, harpoon, one trait token');
  t.x.tokens.welding = 0;
  t.begin({ k: 'conflict' });
  assert.ok(!has(t.legal(), { type: 'defeat', zone: 0, cards: [], wild: 3 }), 'only two wilds held');
  t.x.tokens.welding = 1;
  t.begin({ k: 'conflict' });
  t.act(defeat(0, [], 3));
  assert.deepEqual([t.x.tokens.welding, t.x.tokens.harpoon, t.x.traits[2]?.where], [0, 0, 'spent']);
  const u = conflict([['claw'], ['fang'], []]);
  u.x.tokens.welding = 1;
  u.x.tokens.harpoon = 1;
  u.begin({ k: 'conflict' });
  u.act(defeat(0, [], 1));
  assert.deepEqual([u.x.tokens.welding, u.x.tokens.harpoon], [0, 1], 'the welding torch goes first');
  u.act(defeat(1, [], 1));
  assert.deepEqual([u.x.tokens.welding, u.x.tokens.harpoon], [0, 0]);
  const v = conflict([['claw'], ['fang'], []]);
  const tv = v.x.traits[1];
  if (tv) tv.where = 'unused';
  v.begin({ k: 'conflict' });
  v.act(defeat(0, [], 1));
  assert.equal(v.x.traits[1]?.where, 'spent', 'a trait token when no other wild is left');
});

test('a defeat discards the cards played and the data tokens used, and spends the fire extinguisher only when used', () => {
  const t = conflict([['spine', 'spine'], ['claw', 'fang'], ['tail']]);
  t.s.hands[0] = ['spanner', 'crawlspace'];
  t.s.data[0] = ['spine', 'claw'];
  t.x.tokens.extinguisher = 1;
  t.begin({ k: 'conflict' });
  t.act(defeat(0, [], 0, null, ['spine']));
  assert.deepEqual(t.s.data[0], ['claw'], 'the spine data token used');
  assert.equal(t.x.tokens.extinguisher, 1);
  t.act(defeat(1, ['spanner'], 0));
  assert.deepEqual(t.s.hands[0], ['crawlspace']);
  assert.equal(t.x.tokens.extinguisher, 1);
  assert.ok(has(t.legal(), { type: 'defeat', zone: 2, extinguisher: 'tail' }));
  t.act(defeat(2, ['crawlspace'], 0, 'tail'));
  assert.equal(t.x.tokens.extinguisher, 0);
  const u = conflict([['claw'], [], []]);
  u.s.hands[0] = ['spanner'];
  assert.ok(!u.legal().some((a) => a.type === 'defeat' && a.extinguisher !== null), 'no extinguisher held');
});

test('a halon blast is spent; the airlock without a survival token draws no chit', () => {
  const t = conflict([['claw'], ['fang'], ['tail']]);
  t.x.tokens.halon = 2;
  t.begin({ k: 'conflict' });
  t.act({ type: 'halon', zone: 0 });
  assert.equal(t.x.tokens.halon, 1);
  t.x.bag = { alive: 3, killed: 2 };
  t.act({ type: 'airlock', zone: 1 });
  assert.deepEqual(t.x.bag, { alive: 3, killed: 2 });
  assert.deepEqual(t.x.zones, [[], [], ['tail']]);
  assert.equal(t.s.over, null);
});

test('the search locker puts back only still-alive chits out of play (not those on the cocoon track), then 2 cards and the hand limit', () => {
  const t = conflict([['claw'], [], []]);
  t.x.bag = { alive: 1, killed: 0 };
  t.x.cocoonChits = [{ alive: 2, killed: 0 }];
  t.x.tokens.survival = 3;
  t.s.hands[0] = Array.from({ length: 6 }, () => 'spanner');
  t.begin({ k: 'conflict' });
  t.act({ type: 'locker', spend: 3 });
  assert.equal(t.x.tokens.survival, 0, 'all three spent');
  // 5 still-alive chits: 1 in the container, 2 on the cocoon track, so 2 can go back; one is drawn.
  assert.deepEqual(t.x.bag, { alive: 2, killed: 0 });
  assert.equal(t.s.hands[0]?.length, 8);
  assert.deepEqual(topStep(t), { k: 'discard' });
});
