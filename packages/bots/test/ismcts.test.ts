import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type BotPolicy,
  canonical,
  createMatch,
  determinizeMatch,
  hashState,
  legalActionsOf,
  type MatchState,
  Rng,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import { relayEntry } from '../bench/relay.ts';
import { ismcts, playMatch, search } from '../src/index.ts';

const game = relayEntry.game;

/** A relay match where seat 1 has bid in secret and seat 0 must now bid: something hidden matters. */
function afterOpponentBid(seed: number): MatchState {
  const m = createMatch(game, { players: 2, seed });
  const legal = legalActionsOf(game, m, 1);
  stepUnchecked(game, m, 1, legal[legal.length - 1] as (typeof legal)[number]);
  return m;
}

test('ISMCTS gives the same decision and the same statistics for the same seed', () => {
  for (const seed of [1, 2, 3]) {
    const m = afterOpponentBid(seed);
    const view = viewOf(game, m, 0);
    const legal = legalActionsOf(game, m, 0);
    const a = search(game, view, legal, Rng.fromSeed(seed), { iterations: 400 });
    const b = search(game, view, legal, Rng.fromSeed(seed), { iterations: 400 });
    assert.equal(a.iterations, 400);
    assert.deepEqual(a, b);
    assert.ok(legal.includes(a.action), 'the answer is an element of the legal list');
  }
  const bots = ['ismcts:100', 'ismcts:100:c1.2'];
  const x = playMatch(relayEntry, { players: 2, seed: 'repeat', bots });
  const y = playMatch(relayEntry, { players: 2, seed: 'repeat', bots });
  assert.equal(canonical(x.record), canonical(y.record));
});

test('ISMCTS decides from the view alone: two true states with one view give identical searches', () => {
  let compared = 0;
  for (const seed of [4, 5, 6, 7]) {
    const truth = afterOpponentBid(seed);
    const view = viewOf(game, truth, 0);
    // Another world the seat cannot tell apart: other hands, another secret bid, another generator.
    const other = determinizeMatch(game, view, Rng.fromSeed(seed * 31));
    assert.equal(canonical(viewOf(game, other, 0)), canonical(view), 'seat 0 sees the same in both worlds');
    if (hashState(other) === hashState(truth)) continue;
    compared++;
    const legal = legalActionsOf(game, truth, 0);
    assert.deepEqual(legalActionsOf(game, other, 0), legal);
    const a = search(game, viewOf(game, truth, 0), legal, Rng.fromSeed(99), { iterations: 300 });
    const b = search(game, viewOf(game, other, 0), legal, Rng.fromSeed(99), { iterations: 300 });
    assert.deepEqual(a, b);
  }
  assert.ok(compared >= 3, `only ${compared} pairs of different true states were compared`);
});

test('a bot is handed a view: no match state, no generator state, only its own seat', () => {
  const seen: unknown[] = [];
  const spy =
    (seat: number): BotPolicy =>
    (view, legal, rng) => {
      assert.equal(view.viewer, seat);
      assert.ok(!('state' in view) && !('rng' in view), 'a MatchView has neither the state nor the generator');
      seen.push(view);
      return ismcts(game, { iterations: 20 })(view, legal, rng);
    };
  const out = playMatch(relayEntry, { players: 2, seed: 3, bots: [spy(0), spy(1)] });
  assert.ok(out.result);
  assert.ok(seen.length > 10);
  // The compiler refuses a true state where a view is expected.
  const m = createMatch(game, { players: 2, seed: 1 });
  const legal = legalActionsOf(game, m, 0);
  // @ts-expect-error a MatchState is not a MatchView: bots cannot be handed the true state
  assert.throws(() => search(game, m, legal, Rng.fromSeed(1), { iterations: 5 }));
});

test('ISMCTS beats random on relay over a fixed set of seeds (2 to 4 players)', () => {
  // Fixed seeds make this an exact result, not a statistic: it changes only when the bot does.
  const score = { ismcts: 0, random: 0, games: 0 };
  for (const players of [2, 3, 4]) {
    for (let seed = 0; seed < 8; seed++) {
      const seat = seed % players;
      const bots = Array.from({ length: players }, (_, s) => (s === seat ? 'ismcts:150:random' : 'random'));
      const out = playMatch(relayEntry, { players, seed: `strength-${players}-${seed}`, bots });
      assert.ok(out.result);
      score.games++;
      if (out.result.winners.includes(seat)) score.ismcts++;
      if (out.result.winners.some((w) => w !== seat)) score.random++;
    }
  }
  // A random seat among 2 to 4 wins about a third of the time; ISMCTS must win two thirds.
  assert.ok(score.ismcts >= 16, `ISMCTS won ${score.ismcts} of ${score.games}`);
  assert.ok(score.ismcts > 2 * score.random, `ISMCTS ${score.ismcts} against random seats ${score.random}`);
});

test('ISMCTS answers at once when there is only one legal action, and respects a time budget', () => {
  const m = afterOpponentBid(1);
  const view = viewOf(game, m, 0);
  const one = [{ type: 'bid', card: 9 }];
  assert.equal(search(game, view, one, Rng.fromSeed(1)).iterations, 0);
  const legal = legalActionsOf(game, m, 0);
  const timed = search(game, view, legal, Rng.fromSeed(1), { ms: 30 });
  assert.ok(timed.iterations >= 16, `${timed.iterations} iterations in 30 ms`);
});

test('an opponent model decides for the other seats inside the tree, never for the searching seat', () => {
  const m = createMatch(game, { players: 3, seed: 21 });
  const view = viewOf(game, m, 1);
  const legal = legalActionsOf(game, m, 1);
  const asked = new Set<string>();
  const model: BotPolicy = (v, options, rng) => {
    asked.add(String(v.viewer));
    assert.ok(options.length > 1);
    return rng.pick(options);
  };
  const out = search(game, view, legal, Rng.fromSeed(4), { iterations: 200, opponentModel: model });
  assert.deepEqual([...asked].sort(), ['0', '2']);
  assert.equal(
    out.root.reduce((n, r) => n + r.visits, 0),
    200,
  );
});

test('a prior policy is tried first at the root, and decides when the search has too little to go on', () => {
  const m = afterOpponentBid(8);
  const view = viewOf(game, m, 0);
  const legal = legalActionsOf(game, m, 0);
  assert.ok(legal.length > 1);
  const last = legal[legal.length - 1] as (typeof legal)[number];
  const prior: BotPolicy = (_v, options) => options[options.length - 1] as (typeof options)[number];
  const out = search(game, view, legal, Rng.fromSeed(2), { iterations: 1, prior });
  assert.deepEqual(out.action, last);
  assert.equal(out.root.find((r) => r.action === last)?.visits, 1);
});

test('grouped actions share one edge: the search ranks the group, the prior picks its member', () => {
  let seed = 1;
  while (legalActionsOf(game, afterOpponentBid(seed), 0).length < 3) seed++;
  const m = afterOpponentBid(seed);
  const view = viewOf(game, m, 0);
  const legal = legalActionsOf(game, m, 0);
  assert.ok(legal.length > 2);
  const last = legal[legal.length - 1] as (typeof legal)[number];
  const prior: BotPolicy = (_v, options) => options[options.length - 1] as (typeof options)[number];
  // Every action in one group: one edge takes every visit, and the prior's own action is played.
  const one = search(game, view, legal, Rng.fromSeed(3), { iterations: 50, prior, group: () => 'all' });
  assert.deepEqual(one.action, last);
  for (const r of one.root) assert.equal(r.visits, 50, 'members of a group share its statistics');
  // Two groups: the first action alone, the rest together. The answer lies in the group with the
  // better statistics, and within the rest-group it is the prior's pick (the last action).
  const first = JSON.stringify(legal[0]);
  const group = (a: (typeof legal)[number]) => (JSON.stringify(a) === first ? 'first' : 'rest');
  const two = search(game, view, legal, Rng.fromSeed(3), { iterations: 200, prior, group, priorMargin: 0 });
  const firstVisits = two.root[0]?.visits ?? 0;
  const restVisits = two.root[1]?.visits ?? 0;
  assert.equal(firstVisits + restVisits, 200);
  for (const r of two.root.slice(1)) assert.equal(r.visits, restVisits);
  if (restVisits >= firstVisits) assert.deepEqual(two.action, last);
  else assert.deepEqual(two.action, legal[0]);
  // Without a prior, the first listed member of the chosen group stands for it.
  const plain = search(game, view, legal, Rng.fromSeed(3), { iterations: 50, group: () => 'all' });
  assert.deepEqual(plain.action, legal[0]);
  assert.deepEqual(search(game, view, legal, Rng.fromSeed(3), { iterations: 50, group: () => 'all' }), plain);
});

test('variant fields: actions equal but for them share one edge, as a group of the rest of their text would', () => {
  let seed = 1;
  while (legalActionsOf(game, afterOpponentBid(seed), 0).length < 3) seed++;
  const m = afterOpponentBid(seed);
  const view = viewOf(game, m, 0);
  const legal = legalActionsOf(game, m, 0);
  const prior: BotPolicy = (_v, options) => options[options.length - 1] as (typeof options)[number];
  const rest = (a: (typeof legal)[number]) => JSON.stringify({ ...(a as object), card: undefined });
  const byText = search(game, view, legal, Rng.fromSeed(5), { iterations: 100, prior, group: rest });
  const byFields = search(game, view, legal, Rng.fromSeed(5), { iterations: 100, prior, variantFields: ['card'] });
  assert.deepEqual(byFields, byText);
  for (const r of byFields.root) assert.equal(r.visits, 100, 'every bid differs only in its card: one edge');
  assert.deepEqual(byFields.action, legal[legal.length - 1], "the prior's member is played");
  // A field that is not a variant keeps the actions apart.
  const apart = search(game, view, legal, Rng.fromSeed(5), { iterations: 100, variantFields: ['other'] });
  assert.equal(
    apart.root.reduce((n, r) => n + r.visits, 0),
    100,
  );
  assert.ok(apart.root.every((r) => r.visits < 100));
});

test("with treePrior the prior also guides the searching seat's own decisions below the root", () => {
  const m = createMatch(game, { players: 2, seed: 'tree-prior' });
  const view = viewOf(game, m, 0);
  const legal = legalActionsOf(game, m, 0);
  let calls = 0;
  const prior: BotPolicy = (_v, options) => {
    calls++;
    return options[0] as (typeof options)[number];
  };
  search(game, view, legal, Rng.fromSeed(4), { iterations: 200, prior, treePrior: false });
  assert.equal(calls, 1, 'without treePrior the prior is asked at the root only');
  calls = 0;
  const out = search(game, view, legal, Rng.fromSeed(4), { iterations: 200, prior, treePrior: true });
  assert.ok(calls > 1, 'with treePrior it is asked once per own node below the root too');
  assert.ok(calls <= out.nodes, 'at most once per node');
});
