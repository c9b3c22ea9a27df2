/**
 * The game's `evaluate` (what a search cut off before the end scores): each seat's expected reward on
 * the bots' scale, from the lifeform's chance of winning; the survivor's chance in Dragon's Domain.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMatch, legalActionsOf, type Options, Rng, stepUnchecked } from '@airlock/engine';
import { lifeformOdds } from '../src/bot/evaluate.ts';
import { type LfState, lifeform } from '../src/index.ts';

const evaluate = lifeform.evaluate as (s: LfState) => number[];

/** The bots' reward of a finished game (rewardsOf): half for winning, half by the seats ranked below. */
function reward(ranks: number[], winners: number[], seat: number): number {
  const n = ranks.length;
  if (n === 1) return winners.includes(seat) ? 1 : 0;
  let ahead = 0;
  for (let o = 0; o < n; o++)
    if (o !== seat) ahead += (ranks[seat] as number) < (ranks[o] as number) ? 1 : ranks[seat] === ranks[o] ? 0.5 : 0;
  return 0.5 * (winners.includes(seat) ? 1 : 0) + (0.5 * ahead) / (n - 1);
}

function positions(players: number, options: Options, games: number): LfState[] {
  const out: LfState[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const m = createMatch<LfState>(lifeform, { players, seed, options });
    const rng = Rng.fromSeed(`evaluate-${seed}`);
    while (!lifeform.result(m.state)) {
      const actor = lifeform.pending(m.state)[0]?.actor;
      if (actor === undefined) break;
      if (m.step % 17 === 3) out.push(structuredClone(m.state));
      stepUnchecked(lifeform, m, actor, rng.pick(legalActionsOf(lifeform, m, actor)), true);
    }
    out.push(structuredClone(m.state));
  }
  return out;
}

test('a finished game is scored as the bots score its result, at every table size', () => {
  for (const players of [2, 3, 4]) {
    const ends = positions(players, {}, 6).filter((s) => s.over);
    assert.ok(ends.length >= 6);
    for (const s of ends) {
      const over = s.over as NonNullable<LfState['over']>;
      const want = over.ranks.map((_, seat) => reward(over.ranks, over.winners, seat));
      assert.deepEqual(evaluate(s), want);
    }
  }
});

test("an unfinished game: the lifeform's chance of winning, the crew's share of the rest, every value in [0, 1]", () => {
  for (const players of [2, 3, 4]) {
    const open = positions(players, {}, 4).filter((s) => !s.over);
    assert.ok(open.length > 20);
    for (const s of open) {
      const v = evaluate(s);
      const p = lifeformOdds(s);
      assert.equal(v.length, players);
      assert.equal(v[0], p);
      const win = reward([2, ...new Array(players - 1).fill(1)], [1], 1);
      const loss = reward([1, ...new Array(players - 1).fill(2)], [0], 1);
      for (let seat = 1; seat < players; seat++) {
        assert.ok(Math.abs((v[seat] as number) - (p * loss + (1 - p) * win)) < 1e-12);
        assert.ok((v[seat] as number) > 0 && (v[seat] as number) < 1);
      }
    }
  }
});

test("Dragon's Domain: one value, the survivor's chance, 1 or 0 once the game is over", () => {
  const states = positions(1, { dragonsDomain: true }, 5);
  for (const s of states) {
    const v = evaluate(s);
    assert.equal(v.length, 1);
    if (s.over) assert.equal(v[0], s.over.winners.length > 0 ? 1 : 0);
    else assert.ok((v[0] as number) > 0 && (v[0] as number) < 1);
  }
});
