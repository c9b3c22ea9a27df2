/**
 * Dragon's Domain as part of the one game module (solo/module.ts): which options go together, every
 * call routed to the solo rules on a solo state and to the base game otherwise, the harpoon pick-up
 * after a base action, and the sentence shown for each solo action in printed names.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, type Options, Rng } from '@airlock/engine';
import { lifeform } from '../src/index.ts';
import { describeSolo } from '../src/solo/module.ts';
import type { LfState } from '../src/state.ts';
import { put, table } from './fixture.ts';
import { soloTable } from './solo-fixture.ts';

test("players and options: 1 to 4 players; harpoons and the solo variants listed; the options' checks chained", () => {
  assert.deepEqual(lifeform.players, { min: 1, max: 4 });
  const keys = lifeform.options.map((o) => o.key);
  for (const k of ['evolution', 'hunt', 'harpoons', 'dragonsDomain', 'ddBell', 'ddCrisisSearch'])
    assert.ok(keys.includes(k), k);
  const check = (players: number, o: Options) => lifeform.checkOptions?.(players, o) ?? null;
  assert.match(check(1, {}) ?? '', /one player plays Dragon's Domain/);
  assert.equal(check(1, { dragonsDomain: true }), null);
  assert.match(check(3, { dragonsDomain: true }) ?? '', /Dragon's Domain is the solo game/);
  assert.match(check(1, { dragonsDomain: true, harpoons: true }) ?? '', /harpoon tokens of its own/);
  assert.equal(check(3, { harpoons: true }), null);
  assert.equal(check(3, {}), null);
  assert.match(check(3, { ddBell: 25 }) ?? '', /ddBell is a Dragon's Domain variant/);
});

test('a solo state goes to the solo rules, a base state to the base game', () => {
  const rng = Rng.fromSeed(4);
  const solo = lifeform.setup({ players: 1, options: { dragonsDomain: true }, rng });
  assert.ok((solo as LfState & { solo?: unknown }).solo, 'the solo setup');
  const base = lifeform.setup({ players: 3, options: {}, rng });
  assert.equal((base as LfState & { solo?: unknown }).solo, undefined);
  assert.equal(lifeform.seatName?.(solo, 0), 'Survivor');
  assert.equal(lifeform.seatName?.(base, 0), 'Lifeform');
  assert.equal(lifeform.seatName?.(base, 2), 'Crew 2');
  const soloActor = lifeform.pending(solo)[0]?.actor;
  assert.equal(soloActor, 0);
  const legal = lifeform.legalActions(solo, 0);
  assert.ok(legal.length > 0);
  assert.equal(lifeform.checkAction?.(solo, 0, legal[0] as Action), null);
  assert.equal(
    lifeform.checkAction?.(solo, 0, { type: 'nonsense' }),
    '"nonsense" is not one of your legal actions now',
  );
  const baseActor = lifeform.pending(base)[0]?.actor;
  assert.equal(
    lifeform.checkAction?.(base, baseActor as number, { type: 'nonsense' }),
    `"nonsense" is not one of this seat's legal actions now`,
  );
  assert.ok('solo' in (lifeform.view(solo, 0) as object), 'the solo view');
  assert.ok(!('solo' in (lifeform.view(base, 1) as object)), 'the base view');
  assert.deepEqual(lifeform.invariants?.(solo), []);
  assert.deepEqual(lifeform.invariants?.(base), []);
  const back = lifeform.determinize(lifeform.view(solo, 0), 0, rng);
  assert.ok((back as LfState & { solo?: unknown }).solo, 'a solo view determinizes to a solo state');
  const baseBack = lifeform.determinize(lifeform.view(base, 1), 1, rng);
  assert.equal((baseBack as LfState & { solo?: unknown }).solo, undefined);
  const first = legal[0] as Action;
  assert.equal(lifeform.describeAction?.(solo, 0, first), describeSolo(solo, first));
  assert.notEqual(
    lifeform.describeAction?.(base, baseActor as number, { type: 'lurk', discard: [] }),
    'lurk',
    'the base game words its own actions',
  );
  lifeform.apply(solo, 0, first, { rng, emit: () => {} });
  assert.notDeepEqual(lifeform.legalActions(solo, 0), legal, 'a solo action goes to the solo rules');
  base.missions.gal = -1;
  assert.ok((lifeform.invariants?.(base) ?? []).length > 0, "the base game's checks run on a base state");
});

test('after a base action, a crew character in a harpoon chamber takes its token', () => {
  const t = table(3);
  t.s.extras.harpoons = { at: ['mid'], held: [0, 0, 0] };
  put(t, 'motoko', 1, 'gal');
  t.s.stack = [{ k: 'activity', seat: 1 }];
  t.s.hands[1] = ['spanner'];
  const move = lifeform.legalActions(t.s, 1).find((a) => a.type === 'play');
  assert.ok(move, 'a card to play');
  lifeform.apply(t.s, 1, move, { rng: Rng.fromSeed(2), emit: () => {} });
  const step = lifeform.legalActions(t.s, 1).find((a) => JSON.stringify(a.moves) === '[["motoko","mid"]]');
  assert.ok(step, 'the move into mid');
  lifeform.apply(t.s, 1, step, { rng: Rng.fromSeed(2), emit: () => {} });
  assert.deepEqual(t.s.extras.harpoons, { at: [], held: [0, 1, 0] });
});

const SENTENCES: [Record<string, unknown>, string][] = [
  [{ type: 'move', chamber: 'gal' }, 'Move: gal'],
  [{ type: 'explore', terror: 'cpt' }, 'Explore: cpt'],
  [{ type: 'vent', from: 'ven', to: 'bvt' }, 'Vent: from ven, to bvt'],
  [{ type: 'run', path: ['gal', 'lad'] }, 'Run: by gal, lad'],
  [{ type: 'play', card: 'spanner', row: 0 }, 'Play: Heavy Spanner, row 1'],
  [{ type: 'play', card: 'p-scrubbers', row: 0 }, 'Play: Air Scrubbers Failing, row 1'],
  [{ type: 'discard', cards: ['spanner', 'stun'] }, 'Discard: Heavy Spanner, stun'],
  [{ type: 'discard', cards: [] }, 'Discard: nothing'],
  [{ type: 'discard', cards: 'x' }, 'Discard: nothing'],
  [{ type: 'look', order: ['spanner'] }, 'Look: then Heavy Spanner'],
  [{ type: 'look', order: [] }, 'Look: then nothing'],
  [{ type: 'look', order: 'x' }, 'Look: then nothing'],
  [{ type: 'load', column: 'energy' }, 'Load: Energy Cells'],
  [{ type: 'icon', icon: 'move1' }, 'Icon: move one chamber'],
  [{ type: 'character', id: 'motoko' }, 'Character: Motoko'],
  [{ type: 'data', kind: 'claw' }, 'Data: a claw data token'],
  [{ type: 'fight', zone: 0, row: 1, trait: 2, option: 'x' }, 'Fight: zone 1, row 2, trait 3, option x'],
  [{ type: 'fight', data: ['claw', 'fang'] }, 'Fight: with a claw data token, a fang data token'],
  [{ type: 'fight', data: [] }, 'Fight'],
  [{ type: 'fight', extinguisher: true }, 'Fight: with the extinguisher'],
  [{ type: 'fight', extinguisher: false }, 'Fight'],
  [{ type: 'fight', extinguisher: null }, 'Fight'],
  [{ type: 'fight', wild: 2 }, 'Fight: spending 2 wild token(s)'],
  [{ type: 'fight', wild: 0 }, 'Fight'],
  [
    { type: 'crisis', pay: ['card:spanner', 'token:harpoon', 'move1', 'card:p-hatch', 'self-destruct:two-x'] },
    'Crisis: paying Heavy Spanner, a harpoon token, move1, Hatch Survey, self destruct two x',
  ],
  [{ type: 'crisis', pay: [] }, 'Crisis'],
  [{ type: 'path', to: 'alert' }, 'Path: to PROXIMITY ALERT'],
  [{ type: 'free-action', use: 'harpoon-terror' }, 'Free action: use harpoon terror'],
  [{ type: 'pass', other: null }, 'Pass'],
  [{ type: 'pass', other: undefined }, 'Pass'],
  [{ type: 'fight', zone: 0, data: [] }, 'Fight: zone 1'],
  [{ type: 'run', path: 'x' }, 'Run: by '],
  [{ type: 'path', card: 'spanner', to: 'alert' }, 'Path: Heavy Spanner, to PROXIMITY ALERT'],
];

test('each solo action reads as a sentence in printed names', () => {
  const t = soloTable({ ddCrisisSearch: true });
  for (const [a, sentence] of SENTENCES) assert.equal(describeSolo(t.s, a as Action), sentence, JSON.stringify(a));
});
