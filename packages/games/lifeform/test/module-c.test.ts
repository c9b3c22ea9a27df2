import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CRISIS_DECKS } from '../src/data/crisis.ts';
import { REMORA_BOARD, SEARCH_CRISIS, SHUTTLE_CHAMBERS } from '../src/data/crisis-search.ts';
import { checkSoloOptions } from '../src/solo/options.ts';
import { has, place, soloTable, topStep } from './solo-fixture.ts';

// 13th Passenger module C, solo crisis and search (L3300-3387), on the solo test ship (Shuttle Bay `bay`).
const on = { ddCrisisSearch: true };

function ready(t: ReturnType<typeof soloTable>): void {
  t.s.loadout = { weaponry: 3, coolant: 2, energy: 3, spacesuits: 1, halon: 0 };
  t.x.goals.cat = true;
  t.s.data[0] = ['claw'];
}

/** Answers whatever the clock and the motion track ask (forks, self-destruct icons) with the first choice. */
function settle(t: ReturnType<typeof soloTable>): void {
  for (let i = 0; i < 20 && topStep(t)?.k !== 'activity'; i++) t.act(t.legal()[0] as { type: string });
}

test('setup: the 9 new crisis cards join the C deck; the Remora board starts with both tracks at their start; off outside the solo game (L3300-3320)', () => {
  const plain = soloTable();
  assert.equal(plain.x.search, null);
  const t = soloTable(on);
  const base = CRISIS_DECKS.cards.filter((c) => c.deck === 'C').length;
  assert.equal(SEARCH_CRISIS.cards.length, 9);
  assert.equal(Object.keys(t.x.crisis.C).length, base + 9);
  assert.equal(Object.keys(t.x.crisis.A).length, Object.keys(plain.x.crisis.A).length, 'A and B decks unchanged');
  assert.deepEqual(t.x.search, {
    sealed: [],
    clamps: 0,
    lifeSupport: 0,
    kept: [],
    exhausted: false,
    zoneSurvival: false,
    hiddenZone: null,
  });
  assert.match(checkSoloOptions(3, { ddCrisisSearch: true }) ?? '', /Dragon's Domain variant/);
  for (const c of SEARCH_CRISIS.cards) {
    assert.equal(c.deck, 'C');
    assert.ok(
      c.options.some((o) => o.cost.length === 0),
      `${c.id} has an option without a cost`,
    );
    assert.ok(
      c.options.some((o) => o.effects.includes(`seal:${SEARCH_CRISIS.chamberOf[c.id]}`)),
      `${c.id} puts a token on its Remora chamber`,
    );
    assert.ok((SHUTTLE_CHAMBERS as readonly string[]).includes(SEARCH_CRISIS.chamberOf[c.id] as string));
  }
  assert.ok(SEARCH_CRISIS.cards.some((c) => c.keep) && SEARCH_CRISIS.cards.some((c) => !c.keep), 'some are kept');
});

test('a token on a Remora chamber clears it; a second token there moves the life support track: a spare mission token, then halon (L3314-3317, L3340-3346)', () => {
  const t = soloTable(on);
  t.s.hands[0] = ['spanner', 'spanner', 'spanner'];
  t.begin({ k: 'crisis', deck: 'C', card: 'p-galley-sweep' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 0, pay: ['card:spanner'] });
  assert.deepEqual(t.x.search?.sealed, ['galley']);
  assert.equal(t.x.search?.lifeSupport, 0);
  t.begin({ k: 'crisis', deck: 'C', card: 'p-scrubbers' }, { k: 'crisis-end' });
  t.x.tokens.survival = 1;
  t.act({ type: 'crisis', option: 1, pay: ['token:survival'] });
  assert.equal(t.x.search?.lifeSupport, 1, 'galley already held a token');
  assert.equal(topStep(t)?.k, 'spare-mission', 'the first space gives a mission token');
  assert.ok(has(t.legal(), { type: 'spare', column: 'spacesuits' }));
  t.act({ type: 'spare', column: 'spacesuits' });
  assert.equal(t.s.loadout.spacesuits, 1);
  t.begin({ k: 'crisis', deck: 'C', card: 'p-galley-sweep' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 0, pay: ['card:spanner'] });
  assert.equal(t.x.search?.lifeSupport, 2);
  assert.equal(t.x.tokens.halon, 1, 'later spaces give halon gas');
  assert.deepEqual(REMORA_BOARD.lifeSupport.slice(0, 2), ['mission', 'halon']);
});

test('docking clamps: each clamp outcome slides the token; the third gains the umbilicus; the umbilicus gained another way ends the track (L3322-3330)', () => {
  const t = soloTable(on);
  t.s.hands[0] = ['sprint', 'spanner', 'motion-sensor'];
  t.x.tokens.welding = 1;
  t.begin({ k: 'crisis', deck: 'C', card: 'p-fore-clamp' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 1, pay: ['token:welding'] });
  assert.equal(t.x.search?.clamps, 2);
  assert.equal(t.x.goals.umbilicus, false);
  t.begin({ k: 'crisis', deck: 'C', card: 'p-aft-clamp' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 0, pay: ['card:motion-sensor', 'card:spanner'] });
  assert.equal(t.x.search?.clamps, 3);
  assert.equal(t.x.goals.umbilicus, true, 'three clamps unlocked: the objective is gained');
  assert.equal(t.x.tokens.survival, 0);
  const u = soloTable(on);
  u.s.hands[0] = ['access-card'];
  u.begin({ k: 'crisis', deck: 'C', card: 'c-release' }, { k: 'crisis-end' });
  u.act({ type: 'crisis', option: 0, pay: ['card:access-card'] });
  assert.equal(u.x.goals.umbilicus, true);
  assert.equal(u.x.search?.clamps, 3, 'slid to the end: no longer needed');
  u.x.tokens.welding = 1;
  u.begin({ k: 'crisis', deck: 'C', card: 'p-fore-clamp' }, { k: 'crisis-end' });
  u.act({ type: 'crisis', option: 1, pay: ['token:welding'] });
  assert.equal(u.x.search?.clamps, 3);
  assert.equal(u.x.tokens.survival, 0, 'a clamp is not the objective card: no survival token');
});

test('manual unlock in the Shuttle Bay: the other 2 objectives and the supplies ready, 3 minutes and 1 motion space per clamp, 3 times at most (L3332-3339)', () => {
  const t = soloTable(on);
  ready(t);
  place(t, 'bay');
  t.begin();
  const free = { type: 'free', use: 'unclamp' };
  assert.ok(has(t.legal(), free));
  assert.equal(t.x.motion, 'start');
  t.act(free);
  assert.equal(t.x.search?.clamps, 1);
  assert.equal(t.s.tracks.selfDestruct, 28, 'three minutes');
  assert.equal(t.x.motion, 'm3', 'the lifeform moves one space closer');
  assert.equal(topStep(t)?.k, 'activity', 'the turn goes on');
  t.act(free);
  settle(t);
  t.act(free);
  settle(t);
  assert.equal(t.x.search?.clamps, 3);
  assert.equal(t.x.motion, 'm5');
  assert.equal(t.s.tracks.selfDestruct, 21, '9 minutes, and 1 more for the motion space reached (+1 SELF-DESTRUCT)');
  assert.equal(t.x.goals.umbilicus, true);
  assert.ok(!has(t.legal(), free), 'never a fourth time');
  const why: [string, (u: ReturnType<typeof soloTable>) => void][] = [
    ['not in the Shuttle Bay', (u) => place(u, 'dh1')],
    [
      'the cat not rescued',
      (u) => {
        u.x.goals.cat = false;
      },
    ],
    [
      'no xeno data',
      (u) => {
        u.s.data[0] = [];
      },
    ],
    [
      'supplies short',
      (u) => {
        u.s.loadout.spacesuits = 0;
      },
    ],
    [
      'the umbilicus already uncoupled',
      (u) => {
        u.x.goals.umbilicus = true;
      },
    ],
  ];
  for (const [reason, breakIt] of why) {
    const u = soloTable(on);
    ready(u);
    place(u, 'bay');
    breakIt(u);
    u.begin();
    assert.ok(!has(u.legal(), free), reason);
  }
  const plain = soloTable();
  ready(plain);
  place(plain, 'bay');
  plain.begin();
  assert.ok(!has(plain.legal(), free), 'only with module C');
});

test('kept crisis cards: kept when the criterion is met, an action card of their icon, within the hand limit, paying for any card (L3303-3309)', () => {
  const t = soloTable(on);
  t.s.hands[0] = ['spanner', 'spanner', 'spanner', 'spanner', 'spanner', 'spanner', 'spanner'];
  t.begin({ k: 'crisis', deck: 'C', card: 'p-adrenaline' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 0, pay: ['card:spanner'] });
  assert.deepEqual(t.x.search?.kept, ['p-adrenaline']);
  assert.equal(t.x.crisisGone['p-adrenaline'], undefined, 'in the hand, not out of the game');
  assert.deepEqual(t.x.search?.sealed, ['airlock']);
  // 6 crew cards and the kept card; pay 1 and draw 2 makes 8, so one must go, the kept card among the choices.
  t.begin({ k: 'crisis', deck: 'C', card: 'p-galley-sweep' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 0, pay: ['card:spanner'] });
  assert.equal(t.s.hands[0]?.length, 7);
  assert.equal(topStep(t)?.k, 'discard', 'the kept card counts toward the limit of 7');
  assert.ok(has(t.legal(), { type: 'discard', card: 'p-adrenaline' }));
  t.act({ type: 'discard', card: 'spanner' });
  assert.equal(topStep(t)?.k, 'activity');
  assert.ok(has(t.legal(), { type: 'play', card: 'p-adrenaline', row: 0 }), 'played for its SURVIVAL icon');
  t.act({ type: 'play', card: 'p-adrenaline', row: 0 });
  assert.deepEqual(topStep(t), { k: 'row', icons: ['survival'] });
  assert.deepEqual(t.x.search?.kept, []);
  assert.equal(t.x.crisisGone['p-adrenaline'], 1, 'once used it leaves the game');
  assert.equal(t.s.discards.crew['p-adrenaline'], undefined, 'never shuffled into the crew deck');
  // "Discard any X cards": the kept card may be one of them.
  const u = soloTable(on);
  u.x.search?.kept.push('p-hatch');
  u.s.hands[0] = ['spanner'];
  u.begin({ k: 'crisis', deck: 'C', card: 'p-keel-clamp' }, { k: 'crisis-end' });
  assert.ok(has(u.legal(), { option: 0, pay: ['card:p-hatch', 'card:spanner'] }));
  u.act({ type: 'crisis', option: 0, pay: ['card:p-hatch', 'card:spanner'] });
  assert.deepEqual(u.x.search?.kept, []);
  assert.equal(u.x.search?.clamps, 1);
  // A criterion not met: the card leaves the game.
  const w = soloTable(on);
  w.s.hands[0] = ['hologram'];
  w.begin({ k: 'crisis', deck: 'C', card: 'p-adrenaline' }, { k: 'crisis-end' });
  w.act({ type: 'crisis', option: 1, pay: [] });
  assert.deepEqual(w.x.search?.kept, []);
  assert.equal(w.x.crisisGone['p-adrenaline'], 1);
});

test('exhausted: no RUN actions until renewed stamina removes the condition (L3319-3320)', () => {
  const t = soloTable(on);
  t.s.hands[0] = ['adrenaline'];
  t.begin({ k: 'crisis', deck: 'C', card: 'p-scrubbers' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 2, pay: [] });
  assert.equal(t.x.search?.exhausted, true);
  assert.ok(!has(t.legal(), { type: 'play', card: 'adrenaline' }), 'the RUN row changes nothing: not offered');
  t.s.hands[0] = ['adrenaline', 'spanner'];
  t.begin({ k: 'crisis', deck: 'C', card: 'p-adrenaline' }, { k: 'crisis-end' });
  t.act({ type: 'crisis', option: 0, pay: ['card:spanner'] });
  assert.equal(t.x.search?.exhausted, false);
  assert.ok(has(t.legal(), { type: 'play', card: 'adrenaline', row: 0 }));
});

/** A table right after launch with the lifeform aboard: hibernation comes next. */
function launched(seed: number, sealed: string[]) {
  const t = soloTable(on, seed);
  t.s.stage = 'showdown';
  if (t.x.search) t.x.search.sealed = [...sealed];
  t.x.energyCombat = [];
  t.x.attack5 = 'remora';
  t.s.data[0] = ['claw'];
  t.begin({ k: 'hibernate' });
  return t;
}

test('shuttlecraft phase: chambers holding a token are cleared; with one card left the conflict starts as normal (L3351-3361)', () => {
  const t = launched(3, ['cargo', 'cockpit', 'engineering', 'galley']);
  assert.equal(topStep(t)?.k, 'conflict', 'no choice to make');
  assert.equal(t.x.zones?.length, 3, 'the primary and the 2 secondary zones only');
  assert.equal(t.x.search?.hiddenZone, null);
  assert.ok(t.texts().some((x) => /still to clear: Aft airlock$/.test(x)));
});

test('shuttlecraft phase: with more cards, confront adds the hidden zone of 2 icons (L3363-3366)', () => {
  const t = launched(3, ['cargo']);
  assert.equal(topStep(t)?.k, 'shuttle-choice');
  assert.deepEqual(t.legal(), [{ type: 'confront' }, { type: 'hunt' }]);
  t.act({ type: 'confront' });
  assert.equal(t.x.zones?.length, 4);
  assert.deepEqual(t.x.zones?.[3], [...REMORA_BOARD.hiddenZone].sort());
  assert.equal(t.x.search?.hiddenZone, 3);
  assert.equal(topStep(t)?.k, 'conflict');
});

test('shuttlecraft hunt: one guess among the chambers left; right means the normal conflict, wrong adds the zone and a random combat token per card set aside (L3368-3383)', () => {
  const outcomes = new Set<string>();
  for (let seed = 1; seed <= 12; seed++) {
    const t = launched(seed, ['cargo', 'galley']);
    t.act({ type: 'hunt' });
    assert.deepEqual(
      t.legal().map((a) => a.shuttle),
      ['engineering', 'cockpit', 'airlock'],
      'only chambers not cleared',
    );
    t.act({ type: 'guess', shuttle: 'cockpit' });
    const guess = t.events.find((e) => e.rule === 'search.guess');
    const hiding = (guess?.data as { hiding: string }).hiding;
    assert.ok(['engineering', 'cockpit', 'airlock'].includes(hiding));
    if (hiding === 'cockpit') {
      outcomes.add('found');
      assert.equal(t.x.zones?.length, 3, 'found: no extra zone');
    } else {
      outcomes.add('missed');
      const zone = t.x.zones?.[3] ?? [];
      assert.equal(zone.length, 2 + 2, 'the 2 printed icons and one token for each of the 2 cards set aside');
      for (const i of REMORA_BOARD.hiddenZone) assert.ok(zone.includes(i));
    }
    assert.equal(topStep(t)?.k, 'conflict');
  }
  assert.deepEqual([...outcomes].sort(), ['found', 'missed'], 'both outcomes occur over the seeds');
});

test('a survival token in the active hidden zone: a conflict chit before its icons are matched; not for halon (L3385-3387)', () => {
  const t = launched(3, ['cargo']);
  if (t.x.search) t.x.search.zoneSurvival = true;
  t.act({ type: 'confront' });
  t.x.bag = { alive: 2, killed: 0 };
  t.s.hands[0] = ['first-aid', 'spanner'];
  // claw + spine: First Aid Kit's claw and spine match both.
  const defeat = t.legal().find((a) => a.type === 'defeat' && a.zone === 3);
  assert.ok(defeat, 'the zone can be fought');
  t.act(defeat);
  assert.equal(t.x.bag.alive, 1, 'one still-alive chit drawn and removed');
  assert.equal(t.x.search?.zoneSurvival, false, 'the survival token goes back');
  const u = launched(3, ['cargo']);
  if (u.x.search) u.x.search.zoneSurvival = true;
  u.act({ type: 'confront' });
  u.x.bag = { alive: 0, killed: 1 };
  u.s.hands[0] = ['first-aid'];
  const d = u.legal().find((a) => a.type === 'defeat' && a.zone === 3);
  assert.ok(d);
  u.act(d);
  assert.match(u.s.over?.summary ?? '', /conflict-killed/, 'a killed chit loses before any matching');
  const w = launched(3, ['cargo']);
  if (w.x.search) w.x.search.zoneSurvival = true;
  w.act({ type: 'confront' });
  w.x.tokens.halon = 1;
  w.x.bag = { alive: 0, killed: 1 };
  w.act({ type: 'halon', zone: 3 });
  assert.equal(w.s.over, null, 'a halon blast matches no icon: no chit');
});
