import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, createMatch, legalActionsOf, type Options, Rng, stepUnchecked, viewOf } from '@airlock/engine';
import { heuristic } from '../src/bot/index.ts';
import { type LfState, lifeform } from '../src/index.ts';

/** Plays one match; `bot(seat)` says which seats follow the heuristic (the others play at random). */
function play(players: number, options: Options, seed: number, bot: (seat: number) => boolean) {
  const m = createMatch<LfState>(lifeform, { players, seed, options });
  const rng = Rng.fromSeed(`heuristic-${seed}`);
  let steps = 0;
  while (!lifeform.result(m.state) && steps < 5000) {
    const actor = lifeform.pending(m.state)[0]?.actor;
    if (actor === undefined || actor === 'system') break;
    const legal = legalActionsOf(lifeform, m, actor);
    const a: Action = bot(actor) ? heuristic(viewOf(lifeform, m, actor), legal, rng) : rng.pick(legal);
    assert.ok(
      legal.some((x) => JSON.stringify(x) === JSON.stringify(a)),
      `seat ${actor} answered ${JSON.stringify(a)}`,
    );
    stepUnchecked(lifeform, m, actor, a);
    steps++;
  }
  return m.state;
}

const PRESETS: [string, number, Options][] = [
  ['2 players', 2, {}],
  ['3 players', 3, {}],
  ['4 players', 4, {}],
  ['evolution', 3, { evolution: true }],
  ['new survivors', 3, { survivors: true }],
  ['asteroid', 3, { asteroid: true }],
  ['hunt', 4, { hunt: true }],
  ["Dragon's Domain", 1, { dragonsDomain: true }],
];

for (const [label, players, options] of PRESETS) {
  test(`heuristic on every seat gives legal answers and ends the match: ${label}`, () => {
    const s = play(players, options, 7, () => true);
    assert.ok(s.over, 'the match ended');
  });
}

test('the lifeform heuristic beats a random lifeform against random crews (3 players, 8 seeds)', () => {
  let bot = 0;
  let rand = 0;
  for (let seed = 1; seed <= 8; seed++) {
    if (play(3, {}, seed, (x) => x === 0).over?.winners.includes(0)) bot++;
    if (play(3, {}, seed, () => false).over?.winners.includes(0)) rand++;
  }
  assert.ok(bot >= rand, `heuristic ${bot}/8, random ${rand}/8`);
  assert.ok(bot >= 6, `heuristic lifeform won ${bot}/8`);
});

test('the heuristic crew loads more of the Remora than a random crew does (3 players, 6 seeds)', () => {
  const loaded = (s: LfState) =>
    Math.min(s.loadout.weaponry, 3) + Math.min(s.loadout.coolant, 3) + Math.min(s.loadout.energy, 3);
  let bot = 0;
  let rand = 0;
  for (let seed = 1; seed <= 6; seed++) {
    bot += loaded(play(3, {}, seed, (x) => x !== 0));
    rand += loaded(play(3, {}, seed, () => false));
  }
  assert.ok(bot > rand, `tokens below the launch bars: heuristic crew ${bot}, random crew ${rand}`);
});
