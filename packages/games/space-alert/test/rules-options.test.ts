/**
 * The match options, one rule at a time: which modules need which (red decks with New Threats,
 * Variable Range and the double missions with Double Actions, the Experience System with
 * Specializations), crew size and captain, per-seat levels and known specializations, campaigns of
 * full missions; and what a seat's level and known list read as.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Options } from '@airlock/engine';
import { threatCard } from '../src/data/threats.ts';
import { threatDeck } from '../src/missions/threat-decks.ts';
import {
  checkOptions,
  type KnownSpec,
  knownOfSeat,
  levelOfSeat,
  OPTION_SPECS,
  parseKnown,
  readOptions,
} from '../src/options.ts';
import { table } from './round-helpers.ts';

const DEFAULTS: Options = Object.fromEntries(OPTION_SPECS.map((o) => [o.key, o.default]));
const opts = (over: Options): Options => ({ ...DEFAULTS, ...over });
const check = (players: number, over: Options = {}) => checkOptions(players, opts(over));

test('the defaults are accepted for one to four players, five with a crew of five', () => {
  for (const p of [1, 2, 3, 4]) assert.equal(check(p), null, `${p} players`);
  assert.equal(check(5, { crew: 5 }), null);
  assert.match(check(5) ?? '', /crew of at least 5/);
  assert.match(check(1, { crew: 5 }) ?? '', /solo/);
});

test('the captain is one of the seats', () => {
  assert.equal(check(3, { captain: 2 }), null);
  assert.match(check(3, { captain: 3 }) ?? '', /captain/);
});

test('module dependencies', () => {
  for (const pool of ['red', 'all']) {
    assert.match(check(4, { common: pool }) ?? '', /red threat decks/);
    assert.match(check(4, { serious: pool }) ?? '', /red threat decks/);
    assert.equal(check(4, { common: pool, serious: pool, newThreats: true }), null);
  }
  assert.equal(check(4, { common: 'white-yellow', serious: 'yellow' }), null);
  assert.match(check(4, { variableRange: true }) ?? '', /Variable Range/);
  assert.equal(check(4, { variableRange: true, doubleActions: true }), null);
  for (const mission of ['double', 'double-easy']) {
    assert.match(check(4, { mission }) ?? '', /Double Actions/);
    assert.equal(check(4, { mission, doubleActions: true }), null);
  }
  assert.match(check(4, { experience: true }) ?? '', /needs Specializations/);
  assert.match(check(4, { specLevel: 2 }) ?? '', /levels need Specializations/);
  assert.equal(check(4, { specLevel: 2, specializations: true }), null);
  assert.match(check(4, { specLevel: 0, specializations: true }) ?? '', /Experience System/);
  assert.equal(check(4, { specLevel: 0, specializations: true, experience: true }), null);
  assert.match(check(4, { hardcore: true }) ?? '', /hardcore/);
  assert.equal(check(4, { hardcore: true, specializations: true, experience: true }), null);
});

test('a campaign is flown with full missions only', () => {
  assert.equal(check(4, { campaign: 3 }), null);
  assert.match(check(4, { campaign: 3, mission: 'test-run' }) ?? '', /campaign/);
  assert.match(check(4, { campaign: 5, mission: 'simulation' }) ?? '', /campaign/);
  assert.equal(check(4, { campaign: 1, mission: 'simulation' }), null);
});

test('per-seat levels: a seat that exists, with Specializations, level 0 only with the Experience System', () => {
  const spec = { specializations: true };
  assert.equal(check(2, { ...spec, specLevel2: 3 }), null);
  assert.match(check(2, { ...spec, specLevel3: 2 }) ?? '', /seat 3/);
  assert.match(check(2, { specLevel1: 2 }) ?? '', /need Specializations/);
  assert.match(check(2, { ...spec, specLevel1: 0 }) ?? '', /Experience System/);
  assert.equal(check(2, { ...spec, experience: true, specLevel1: 0 }), null);
  assert.equal(check(2, { specLevel1: 'crew' }), null);
});

test('known specializations: a seat that exists, the Experience System, a well-formed list agreeing with the level', () => {
  const xp = { specializations: true, experience: true };
  assert.equal(check(2, { ...xp, specKnown1: 'medic:2,rocketeer:1' }), null);
  assert.equal(check(2, { ...xp, specKnown1: '' }), null);
  assert.match(check(2, { ...xp, specKnown3: 'medic:1' }) ?? '', /seat 3/);
  assert.match(check(2, { specializations: true, specKnown1: 'medic:1' }) ?? '', /Experience System/);
  assert.match(check(2, { ...xp, specKnown1: 'medic' }) ?? '', /not a specialization and its level/);
  assert.match(check(2, { ...xp, specKnown1: 7 as never }) ?? '', /is text/);
  assert.match(check(2, { ...xp, specKnown1: 'medic:2', specLevel1: 1 }) ?? '', /best specialization is at level 2/);
  assert.equal(check(2, { ...xp, specKnown1: 'medic:2', specLevel1: 2 }), null);
  assert.equal(check(2, { ...xp, specKnown1: 'medic:2', specLevel1: 'crew' }), null);
});

test('with the Experience System somebody must have a specialization unless the crew level is 0', () => {
  const xp = { specializations: true, experience: true };
  assert.match(check(2, { ...xp, specLevel1: 0, specLevel2: 0 }) ?? '', /every explorer is new/);
  assert.equal(check(2, { ...xp, specLevel1: 0, specLevel2: 1 }), null);
  assert.equal(check(2, { ...xp, specLevel1: 0, specKnown2: 'medic:1' }), null, 'a known list counts');
  assert.equal(check(2, { ...xp, specLevel: 0 }), null);
  assert.equal(check(2, { ...xp, specLevel: 0, specLevel1: 0, specLevel2: 0 }), null, 'a crew of new explorers');
});

test('a known list: specializations and levels 1-3, each once, sorted by name', () => {
  assert.deepEqual(parseKnown('k', 'rocketeer:1, medic:3'), [
    { spec: 'medic', level: 3 },
    { spec: 'rocketeer', level: 1 },
  ]);
  assert.match(parseKnown('k', 'medic:0') as string, /levels go from 1 to 3/);
  assert.match(parseKnown('k', 'medic:4') as string, /levels go from 1 to 3/);
  assert.match(parseKnown('k', 'medic:12') as string, /levels go from 1 to 3/);
  assert.deepEqual(
    (parseKnown('k', 'teleporter:1,rocketeer:2,medic:3,mechanic:1') as readonly KnownSpec[]).map((k) => k.spec),
    ['mechanic', 'medic', 'rocketeer', 'teleporter'],
  );
  assert.match(parseKnown('k', 'cook:1') as string, /no specialization "cook"/);
  assert.match(parseKnown('k', 'medic:1,medic:2') as string, /listed twice/);
  assert.match(parseKnown('k', 'medic:1;rocketeer:1') as string, /not a specialization/);
});

test("a seat's level: its own, the best of its known list, or the crew's; the match's level is the highest", () => {
  const o = readOptions(
    opts({ specializations: true, experience: true, specLevel: 1, specLevel2: 3, specKnown3: 'medic:2,teleporter:1' }),
  );
  assert.deepEqual(
    [0, 1, 2, 3].map((s) => levelOfSeat(o, s)),
    [1, 3, 2, 1],
  );
  assert.equal(o.specLevel, 3);
  assert.equal(o.crewLevel, 1);
  assert.deepEqual(knownOfSeat(o, 2), [
    { spec: 'medic', level: 2 },
    { spec: 'teleporter', level: 1 },
  ]);
  assert.equal(knownOfSeat(o, 0), null);
  const plain = readOptions(opts({}));
  assert.deepEqual(
    [
      plain.newThreats,
      plain.doubleActions,
      plain.variableRange,
      plain.specializations,
      plain.experience,
      plain.hardcore,
      plain.badges,
    ],
    [false, false, false, false, false, false, false],
  );
  const all = readOptions(
    opts({
      newThreats: true,
      doubleActions: true,
      variableRange: true,
      specializations: true,
      experience: true,
      hardcore: true,
      badges: true,
    }),
  );
  assert.deepEqual(
    [
      all.newThreats,
      all.doubleActions,
      all.variableRange,
      all.specializations,
      all.experience,
      all.hardcore,
      all.badges,
    ],
    [true, true, true, true, true, true, true],
  );
});

test('a table accepts every module switched on, with its prerequisites', () => {
  const modules: Options[] = [
    { doubleActions: true, variableRange: true },
    { specializations: true, experience: true, hardcore: true, specKnown1: 'medic:2' },
    { newThreats: true, common: 'all', serious: 'red' },
  ];
  for (const options of modules) {
    assert.doesNotThrow(() => table(2, options), JSON.stringify(options));
  }
});

test('the threat decks: the colours of the pool, red cards only with New Threats', () => {
  const colours = (common: string, newThreats = false) =>
    [
      ...new Set(
        threatDeck(readOptions(opts({ common, newThreats })), 'external', false).map((id) => threatCard(id).colour),
      ),
    ].sort();
  assert.deepEqual(colours('white'), ['white']);
  assert.deepEqual(colours('yellow'), ['yellow']);
  assert.deepEqual(colours('white-yellow'), ['white', 'yellow']);
  assert.deepEqual(colours('red', true), ['red']);
  assert.deepEqual(colours('all', true), ['red', 'white', 'yellow']);
});
