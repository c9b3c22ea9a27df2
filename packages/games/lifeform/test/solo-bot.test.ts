import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, type MatchView, Rng } from '@airlock/engine';
import { heuristic } from '../src/bot/index.ts';
import { approachDraws, launchPlan } from '../src/bot/solo-plan.ts';
import { lifeform } from '../src/index.ts';
import { place, type SoloTable, soloTable } from './solo-fixture.ts';

/** The survivor's view of the table, as a match would hand it to the bot. */
function viewFor(t: SoloTable): MatchView {
  return {
    game: 'lifeform',
    players: 1,
    options: { dragonsDomain: true },
    step: 0,
    viewer: 0,
    view: lifeform.view(t.s, 0),
    pending: lifeform.pending(t.s),
    result: null,
  };
}

function botMove(t: SoloTable, rng: Rng): Action {
  return heuristic(viewFor(t), t.legal(), rng);
}

/** Everything the launch needs except where the survivor stands (L2470-2501). */
function allButTheWalk(t: SoloTable): void {
  t.s.loadout = { weaponry: 3, coolant: t.s.overheating, energy: 3, spacesuits: 1, halon: 0 };
  t.x.goals = { cat: true, umbilicus: true };
  t.s.data[0] = ['claw'];
}

test("Dragon's Domain survivor: launches as soon as the rules allow it", () => {
  const t = soloTable();
  allButTheWalk(t);
  place(t, 'rem');
  t.s.hands[0] = ['spanner', 'crawlspace', 'access-card'];
  t.begin();
  assert.ok(
    t.legal().some((a) => a.type === 'launch'),
    'the launch is on offer',
  );
  const a = botMove(t, Rng.fromSeed(1));
  assert.equal(a.type, 'launch');
  t.act(a);
  assert.ok(t.x.zones !== null || t.s.over !== null, 'the Remora has left: the shuttle conflict or the end');
});

test("Dragon's Domain survivor: with only the walk left and the clock short, it moves toward the Remora, through terror", () => {
  for (const seed of [1, 2, 3]) {
    const t = soloTable({}, seed);
    allButTheWalk(t);
    // Terror in the Shuttle Bay (fear and one more crisis card on entering, no trait token to spare).
    t.s.terror = ['bay'];
    for (const u of t.x.traits) u.where = 'spent';
    t.s.tracks.selfDestruct = 5;
    place(t, 'dh1');
    t.s.hands[0] = ['crawlspace', 'crawlspace', 'spanner'];
    t.begin();
    const rng = Rng.fromSeed(seed);
    // Play out the activity: the card, then its icons, until the survivor has moved.
    for (let i = 0; i < 4 && t.s.chars[0]?.at === 'dh1'; i++) t.act(botMove(t, rng));
    assert.equal(t.s.chars[0]?.at, 'bay', `seed ${seed}: the Shuttle Bay is the one step toward the Remora`);
  }
});

test("Dragon's Domain survivor: takes the crisis option that gives the missing cat", () => {
  for (const seed of [1, 2, 3]) {
    const t = soloTable({}, seed);
    place(t, 'sup');
    t.s.hands[0] = ['spanner', 'crawlspace'];
    t.begin({ k: 'crisis', deck: 'B', card: 'b-cat' }, { k: 'crisis-end' });
    assert.ok(
      t.legal().some((a) => a.option === 2),
      'the free option (lose nerve) is there too',
    );
    t.act(botMove(t, Rng.fromSeed(seed)));
    assert.equal(t.x.goals.cat, true, `seed ${seed}: the cat is rescued`);
  }
});

test("Dragon's Domain survivor plan: the walk aboard counts the Remora deck's cards it draws, terror twice", () => {
  const t = soloTable();
  // mnt - dh1 - bay - rem: three chambers of the C deck without a vent, the Remora included.
  t.s.terror = [];
  assert.equal(approachDraws(t.s, 'mnt'), 3);
  t.s.terror = ['bay'];
  assert.equal(approachDraws(t.s, 'mnt'), 4, 'terror on entering draws one more crisis card');
  place(t, 'mnt');
  const left = Object.values(t.x.crisis.C).reduce((n, k) => n + k, 0);
  assert.equal(launchPlan(t.s).reserve, left - 4);
});

test("Dragon's Domain survivor plan: each item gained or token loaded shortens the estimate", () => {
  const t = soloTable();
  place(t, 'lad');
  t.s.missions = { sup: 3, mes: 1 };
  const start = launchPlan(t.s);
  assert.deepEqual(start.missing, ['cat', 'umbilicus', 'data']);
  t.x.goals.cat = true;
  const cat = launchPlan(t.s);
  assert.ok(cat.turns < start.turns, `${cat.turns} < ${start.turns}`);
  t.s.loadout.weaponry = 3;
  const loaded = launchPlan(t.s);
  assert.equal(loaded.deficit, cat.deficit - 3);
  assert.ok(loaded.turns < cat.turns);
  allButTheWalk(t);
  const ready = launchPlan(t.s);
  assert.deepEqual(ready.missing, []);
  assert.equal(ready.moves, 5, 'the shortest walk: lad - eng - mnt - dh1 - bay - rem');
  assert.ok(ready.turns < loaded.turns);
});

test("Dragon's Domain survivor: wins a shuttle conflict its hand can win, without risking the locker's chit", () => {
  for (const seed of [1, 2, 3]) {
    const t = soloTable({}, seed);
    t.s.stage = 'showdown';
    // Two zones: the Heavy Spanner (claw, fang) beats the first, the Adrenaline (tail) the second.
    t.x.zones = [['claw', 'fang'], ['tail'], []];
    t.s.hands[0] = ['spanner', 'adrenaline'];
    for (const u of t.x.traits) u.where = 'spent';
    // Half the chits in the bag are killed: searching the locker could lose the game outright.
    t.x.bag = { alive: 1, killed: 1 };
    t.begin({ k: 'conflict' });
    const rng = Rng.fromSeed(seed);
    const played: string[] = [];
    for (let i = 0; i < 4 && !t.s.over; i++) {
      const a = botMove(t, rng);
      played.push(a.type);
      t.act(a);
    }
    assert.deepEqual(t.s.over?.winners, [0], `seed ${seed}: ${played.join(', ')}`);
    assert.ok(!played.includes('locker'), `seed ${seed}: ${played.join(', ')}`);
  }
});
