import assert from 'node:assert/strict';
import { test } from 'node:test';
import { wildNeeded } from '../src/solo/conflict.ts';
import { has, place, ready, type SoloTable, soloTable, topStep } from './solo-fixture.ts';

test('launch criteria: aboard at any minute, weaponry and energy to the bar, coolant to the overheating token, a spacesuit, the cat, the umbilicus, xeno data (L2470-2501)', () => {
  const t = soloTable();
  ready(t);
  t.begin({ k: 'activity' });
  assert.ok(has(t.legal(), { type: 'launch' }), 'at 31 minutes: no 20-minute wait');
  const breakers: [string, (u: SoloTable) => void][] = [
    ['not aboard', (u) => place(u, 'bay')],
    [
      'weaponry',
      (u) => {
        u.s.loadout.weaponry = 2;
      },
    ],
    [
      'coolant',
      (u) => {
        u.s.loadout.coolant = 1;
      },
    ],
    [
      'energy',
      (u) => {
        u.s.loadout.energy = 2;
      },
    ],
    [
      'spacesuits',
      (u) => {
        u.s.loadout.spacesuits = 0;
      },
    ],
    [
      'cat',
      (u) => {
        u.x.goals.cat = false;
      },
    ],
    [
      'umbilicus',
      (u) => {
        u.x.goals.umbilicus = false;
      },
    ],
    [
      'data',
      (u) => {
        u.s.data[0] = [];
      },
    ],
  ];
  for (const [why, br] of breakers) {
    const u = soloTable();
    ready(u);
    br(u);
    u.begin({ k: 'activity' });
    assert.ok(!has(u.legal(), { type: 'launch' }), why);
  }
});

test('launching with no stowaway aboard wins; with all six aboard both DANGER tokens come: hibernation and the shuttle conflict (L2503-2507, L2697-2719)', () => {
  const t = soloTable();
  ready(t);
  t.begin({ k: 'activity' });
  t.act({ type: 'launch' });
  assert.deepEqual(t.s.over?.winners, [0]);
  const u = soloTable();
  ready(u);
  u.x.stowawaysAboard = 6;
  u.x.attack5 = 'remora';
  u.x.traits[0] = { area: 'A', where: 'remora', icon: 'tail' };
  u.x.traits[1] = { area: 'B', where: 'remora', icon: 'fang' };
  u.begin({ k: 'activity' });
  u.act({ type: 'launch' });
  assert.equal(u.s.stage, 'showdown');
  assert.deepEqual(u.s.data[0], ['fang'], 'the data token of the objective is returned');
  const zones = u.x.zones ?? [];
  assert.equal(zones[0]?.length, 3, 'the 3 attack-1 tokens left on Energy Cell spaces 4-6');
  assert.deepEqual(zones[1], ['claw', 'claw', 'fang', 'fang', 'spine', 'tail'], 'attack-5 and the 2nd trait token');
  assert.deepEqual(zones[2], ['tail'], 'spread as equally as possible: the 1st trait token');
  assert.equal(u.x.tokens.halon, 2, 'one halon blast per full compartment (4 tokens, 2 compartments)');
  assert.equal(u.s.hands[0]?.length, 2, 'the Weaponry number beside the highest token: 2 cards');
  assert.equal(topStep(u)?.k, 'conflict');
});

test('matching fight icons: one for one, a harpoon card for up to 3, two spare icons for one, a data token for two of its kind (L2729-2760)', () => {
  assert.equal(wildNeeded(['claw', 'fang'], ['spanner'], []), 0, 'Heavy Spanner shows claw and fang');
  assert.equal(wildNeeded(['claw', 'claw', 'claw'], ['harpoon-gun'], []), 0);
  assert.equal(
    wildNeeded(['claw', 'claw', 'claw', 'claw'], ['harpoon-gun'], []),
    1,
    'a harpoon card matches 3 at most',
  );
  assert.equal(wildNeeded(['tail'], ['spanner'], []), 0, 'two-for-one');
  assert.equal(wildNeeded(['tail', 'tail'], ['spanner'], []), 1);
  assert.equal(wildNeeded(['spine', 'spine'], [], ['spine']), 0, 'a data token: 2 identical icons');
  assert.equal(wildNeeded(['spine'], [], ['spine']), -1, 'never just 1');
});

function conflict(zones: string[][]): SoloTable {
  const t = soloTable();
  t.s.stage = 'showdown';
  t.x.zones = zones;
  t.begin({ k: 'conflict' });
  return t;
}

test('shuttle conflict: defeat an attack with matching resources (a fire extinguisher makes every icon one kind; trait, welding and harpoon tokens match one each); halon clears a zone; clear every zone to win (L2721-2765)', () => {
  const t = conflict([['claw', 'fang'], ['tail', 'tail', 'spine'], []]);
  t.s.hands[0] = ['spanner', 'adrenaline'];
  t.x.tokens.halon = 1;
  t.x.tokens.extinguisher = 1;
  t.begin({ k: 'conflict' });
  assert.ok(has(t.legal(), { type: 'defeat', zone: 0, cards: ['spanner'], wild: 0 }));
  assert.ok(
    !has(t.legal(), { type: 'defeat', zone: 0, cards: ['adrenaline', 'spanner'], extinguisher: null }),
    'no wasted card',
  );
  assert.ok(
    has(t.legal(), { type: 'defeat', zone: 1, cards: ['adrenaline'], extinguisher: 'tail', wild: 2 }),
    'extinguisher: all tail; the Adrenaline matches one, two trait tokens the rest',
  );
  t.act({ type: 'defeat', zone: 0, cards: ['spanner'], data: [], extinguisher: null, wild: 0 });
  assert.deepEqual(t.x.zones?.[0], []);
  assert.equal(t.s.stage, 'showdown', 'a zone still holds tokens');
  t.act({ type: 'halon', zone: 1 });
  assert.deepEqual(t.s.over?.winners, [0]);
});

test('the airlock (once; a survival token there costs a chit draw first) and the search locker (once; survival tokens buy back still-alive chits; 2 cards) (L2767-2782)', () => {
  const t = conflict([['claw'], ['fang'], []]);
  t.x.airlock.survival = true;
  t.x.bag = { alive: 1, killed: 0 };
  t.begin({ k: 'conflict' });
  t.act({ type: 'airlock', zone: 0 });
  assert.equal(t.x.bag.alive, 0, 'the chit drawn first');
  assert.equal(t.x.airlock.survival, false);
  assert.ok(!has(t.legal(), { type: 'airlock' }), 'one use only');
  t.x.tokens.survival = 2;
  t.begin({ k: 'conflict' });
  t.act({ type: 'locker', spend: 2 });
  assert.equal(t.x.tokens.survival, 0);
  assert.equal(t.x.bag.alive, 1, '2 put in, 1 drawn');
  assert.equal(t.s.hands[0]?.length, 2);
  assert.ok(!has(t.legal(), { type: 'locker' }));
  const u = soloTable();
  u.s.stage = 'showdown';
  u.x.zones = [['claw'], [], []];
  u.x.airlock.used = true;
  u.x.lockerUsed = true;
  for (const tr of u.x.traits) tr.where = 'spent';
  u.begin({ k: 'conflict' });
  assert.match(u.s.over?.summary ?? '', /no combat zone/, 'nothing left to clear a zone with: lost');
});

test('a DANGER token with every combat zone empty after hibernation wins at the end of the first round (L2721-2723)', () => {
  const t = soloTable();
  ready(t);
  t.x.energyCombat = [];
  t.x.stowawaysAboard = 6;
  t.begin({ k: 'activity' });
  t.act({ type: 'launch' });
  assert.match(t.s.over?.summary ?? '', /no combat zone holds a token/);
});
