import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canonical, createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import { evaluate } from '../src/evaluate.ts';
import { PRESETS } from '../src/presets.ts';
import type { McState } from '../src/state.ts';
import { BRIDGE, CQ, ENG, game, GH, NAV, POD, Scenario } from './helpers.ts';

/** Sole Survivor, two seats in the same spot with the same cards, seat 0 to act. */
function twin(options: Record<string, string> = {}, players = 2): Scenario {
  const t = new Scenario(players, { mode: 'sole', ...options }).at(0);
  for (let o = 0; o < players; o++) t.hand(o, 'oxygen', 'food', 'eva');
  t.s.pos.fill(CQ);
  return t;
}

describe('position evaluation (GameModule.evaluate)', () => {
  test('is wired into the module', () => {
    assert.equal(game.evaluate, evaluate);
  });

  test('gives one value per seat, each in [0, 1], on positions of every preset, and changes nothing', () => {
    for (const p of PRESETS) {
      const m = createMatch<McState>(game, { players: p.players, options: p.options, seed: `eval/${p.label}` });
      const rng = Rng.fromSeed(7);
      for (let k = 0; k < 150 && !game.result(m.state); k++) {
        const before = canonical(m.state as never);
        const e = evaluate(m.state);
        assert.equal(canonical(m.state as never), before, `${p.label}: evaluate left the state as it was`);
        assert.deepEqual(evaluate(m.state), e, `${p.label}: the same state gets the same values`);
        assert.equal(e.length, p.players, p.label);
        for (const x of e) assert.ok(x >= 0 && x <= 1 && Number.isFinite(x), `${p.label}: ${x} in [0, 1]`);
        if (p.options.mode === 'coop') assert.ok(new Set(e).size === 1, `${p.label}: co-op seats share one value`);
        const actor = game.pending(m.state)[0]?.actor;
        assert.ok(actor !== undefined);
        const legal = legalActionsOf(game, m, actor);
        stepUnchecked(game, m, actor, rng.pick(legal));
      }
    }
  });

  test('a finished game scores exactly as its result (the bots reward scale)', () => {
    const t = twin();
    t.s.over = { summary: 'x', ranks: [1, 2], winners: [0], details: { cause: 'escape' } };
    assert.deepEqual(evaluate(t.s), [1, 0]);
    t.s.over = { summary: 'x', ranks: [2, 2], winners: [], details: { cause: 'explosion' } };
    assert.deepEqual(evaluate(t.s), [0.25, 0.25]);
  });

  test('two seats in the same position differ only by tempo: the seat to act is ahead, and swapping turns swaps values', () => {
    const t = twin();
    const e = evaluate(t.s);
    assert.ok((e[0] as number) > (e[1] as number), `seat 0 acts first: ${e}`);
    t.s.stack = [{ t: 'turn', seat: 1, left: 3, ph: 2 }];
    t.s.active = 1;
    const f = evaluate(t.s);
    assert.ok(
      Math.abs((f[1] as number) - (e[0] as number)) < 1e-12 && Math.abs((f[0] as number) - (e[1] as number)) < 1e-12,
      `${f} mirrors ${e}`,
    );
    // With its actions spent, the seat to act has no lead left over its twin.
    t.s.stack = [{ t: 'turn', seat: 1, left: 0, ph: 3 }];
    const g = evaluate(t.s);
    assert.ok((g[1] as number) < (f[1] as number), `${g[1]} < ${f[1]}`);
  });

  test('a seat with the four resources beside a fused pod it knows beats one with nothing', () => {
    const t = twin();
    t.hand(0, 'oxygen', 'food', 'power', 'nav');
    t.hand(1, 'eva');
    t.s.pos[0] = NAV;
    t.s.podKnow[POD.nav] = 1;
    t.s.fuse[0] = 'B';
    const e = evaluate(t.s);
    assert.ok((e[0] as number) > 0.8, `ready seat: ${e[0]}`);
    assert.ok((e[0] as number) > (e[1] as number) + 0.5, String(e));
  });

  test('an eliminated seat scores lower than a safe one in an otherwise equal position (hard level)', () => {
    const t = twin({ level: 'hard' });
    const even = evaluate(t.s);
    t.s.out = [1];
    const e = evaluate(t.s);
    assert.ok((e[1] as number) < (e[0] as number), String(e));
    assert.ok((e[1] as number) < (even[1] as number), `out ${e[1]} < aboard ${even[1]}`);
    assert.ok((e[0] as number) > (even[0] as number), 'the rival of an eliminated seat gains');
  });

  test('a seat standing in vacuum-prone wreckage without a suit scores lower than its twin', () => {
    const t = twin();
    t.s.pos[1] = GH;
    t.s.pos[0] = GH;
    t.cubes({ [GH]: 1 });
    t.s.gear[0] = ['suit'];
    const e = evaluate(t.s);
    assert.ok((e[1] as number) < (e[0] as number), String(e));
  });

  test('the closer the ship is to exploding, the lower the co-op crew value', () => {
    const t = new Scenario(2, { mode: 'coop', threat: 'marauders-cadet' }).at(0);
    (t.s.ext['threat.marauders'] as { at: number[] }).at = [BRIDGE, ENG];
    t.hand(0, 'oxygen', 'food', 'eva');
    t.hand(1, 'power', 'nav', 'eva');
    const safe = evaluate(t.s);
    assert.equal(safe[0], safe[1]);
    t.damage(22);
    const worn = evaluate(t.s);
    t.damage(8);
    const dying = evaluate(t.s);
    assert.ok((worn[0] as number) < (safe[0] as number), `${worn[0]} < ${safe[0]}`);
    assert.ok((dying[0] as number) < (worn[0] as number), `${dying[0]} < ${worn[0]}`);
  });

  test('co-op: losing pods the crew needs, or a crew member without booty beside a Marauder, lowers the value', () => {
    const t = new Scenario(3, { mode: 'coop', threat: 'marauders-cadet' }).at(0);
    const x = t.s.ext['threat.marauders'] as { at: number[] };
    x.at = [BRIDGE, BRIDGE];
    for (let o = 0; o < 3; o++) t.hand(o, 'oxygen', 'food', 'eva', 'hack');
    const base = evaluate(t.s)[0] as number;
    t.s.podUp = [1, 1, 1, 0, 0, 0];
    t.cubes({ [GH]: 1 });
    const fewPods = evaluate(t.s)[0] as number;
    assert.ok(fewPods < base, `${fewPods} < ${base}`);
    t.s.podUp.fill(1);
    t.cubes({ [GH]: 3 });
    t.hand(2);
    t.s.pos[2] = BRIDGE;
    x.at = [GH, GH];
    const exposed = evaluate(t.s)[0] as number;
    assert.ok(exposed < base, `${exposed} < ${base}`);
  });

  test('Team Play: a team ready to escape beats the other team, and allies share the value', () => {
    const t = new Scenario(4, { mode: 'team', teams: 'pairs' }).at(0);
    // Teams alternate: seats 0 and 2 against 1 and 3.
    t.hand(0, 'oxygen', 'food', 'power', 'nav');
    t.hand(2, 'oxygen', 'food', 'power', 'nav');
    t.s.pos[0] = NAV;
    t.s.pos[2] = GH;
    t.s.podKnow[POD.nav] = 0b0101;
    t.s.podKnow[POD.gh] = 0b0101;
    t.s.fuse = ['B', 'C'];
    const e = evaluate(t.s);
    assert.equal(e[0], e[2]);
    assert.equal(e[1], e[3]);
    assert.ok((e[0] as number) > (e[1] as number) + 0.3, String(e));
  });
});
