import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, type Actor, type BotPolicy, type Result, Rng, Table } from '@airlock/engine';
import { heuristic, spaceAlert } from '../src/index.ts';
import { measure } from '../src/bot/measure.ts';
import { PRESETS } from '../src/presets.ts';

const bot = heuristic as BotPolicy;

interface Played {
  result: Result | null;
  decisions: number;
}

/**
 * Plays a match as the bots package's driver does: the first pending actor acts, every seat sees only
 * its own view and legal actions; each bot answer is checked against the legal list before it is played.
 */
function play(
  players: number,
  options: Record<string, string | number | boolean>,
  seed: string,
  policy: BotPolicy,
): Played {
  const table = new Table(spaceAlert as never, { players, options, seed });
  const rngs = Array.from({ length: players }, (_, s) => Rng.fromSeed(`${seed}/seat/${s}`));
  let decisions = 0;
  for (let step = 0; step < 20000 && !table.result(); step++) {
    const actor = table.pending()[0]?.actor as Actor | undefined;
    assert.notEqual(actor, undefined, 'someone is always pending until the result');
    const legal = table.legal(actor as Actor);
    assert.ok(legal.length > 0, 'the pending actor has a legal action');
    let action: Action;
    if (actor === 'system') action = legal[0] as Action;
    else {
      action = policy(table.view(actor as number), legal, rngs[actor as number] as Rng);
      assert.ok(
        legal.some((a) => JSON.stringify(a) === JSON.stringify(action)),
        `seat ${actor} answered a legal action (${JSON.stringify(action)})`,
      );
      decisions++;
    }
    table.act(actor as Actor, action);
  }
  return { result: table.result(), decisions };
}

test('the heuristic answers a legal action at every decision of every preset, and each match ends', () => {
  for (const p of PRESETS) {
    const out = play(p.players, p.options, `heuristic/${p.label}`, bot);
    assert.ok(out.result, `${p.label}: the match reaches its result`);
    assert.ok(out.decisions > 0, `${p.label}: the bots decided something`);
  }
});

test('four heuristic crew members fly a full mission to its end and program their boards', () => {
  const table = new Table(spaceAlert as never, { players: 4, options: {}, seed: 'heuristic/full' });
  const rngs = [0, 1, 2, 3].map((s) => Rng.fromSeed(`full/${s}`));
  while (!table.result()) {
    const actor = table.pending()[0]?.actor as Actor;
    const legal = table.legal(actor);
    table.act(actor, actor === 'system' ? (legal[0] as Action) : bot(table.view(actor), legal, rngs[actor] as Rng));
  }
  const details = table.result()?.details as { survived: boolean; missions: number };
  assert.equal(details.missions, 1);
  // Every crew member's own board holds cards: nobody sat the mission out.
  for (let seat = 0; seat < 4; seat++) {
    const v = table.view(seat).view as { boardView: unknown[][] };
    assert.ok(
      (v.boardView[seat] as unknown[]).some((x) => x !== null),
      `seat ${seat} planned some turns`,
    );
  }
});

test('over a fixed suite of 50 white missions the heuristic crew survives more often than a random crew', () => {
  const h = measure(50, 'heuristic');
  const r = measure(50, 'random');
  // Measured: 6/50 against 0/50, mean score 0.06 against 0 (the white suite, src/bot/suite.ts); fixed seeds.
  assert.ok(h.survived >= 3, `the heuristic crew survived ${h.survived}/50`);
  assert.ok(h.survived > r.survived, `heuristic ${h.survived}/50 against random ${r.survived}/50`);
  assert.ok(h.meanScore > r.meanScore, `mean score ${h.meanScore} against ${r.meanScore}`);
});
