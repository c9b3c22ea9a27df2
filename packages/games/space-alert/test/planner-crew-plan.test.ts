/**
 * The crew plan as a table shows it (`crewPlanOf`): the plan the planning bots follow, worked out from
 * public facts alone, so any seat may be shown it without learning anything private.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, type Actor, type BotPolicy, Rng, Table } from '@airlock/engine';
import { crewPlan, meanWorth, previousIdeal, publicView } from '../src/bot/crew-plan.ts';
import { missionThreats } from '../src/bot/full-information.ts';
import { crewPlanOf, planner } from '../src/bot/planner.ts';
import { spaceAlert } from '../src/index.ts';
import type { SaState } from '../src/round/state.ts';
import type { PlannedStep } from '../src/types.ts';
import type { SaView } from '../src/view.ts';

const OPTS = { samples: 2, crewIterations: 40, iterations: 10, seed: 'crew-plan-test' };

/** A 4-seat match stepped until seat 0 is asked to plan with `threats` threats announced. */
function atAnnouncement(seed: string, threats: number): Table {
  const table = new Table(spaceAlert as never, { players: 4, options: {}, seed });
  const bot = planner(OPTS) as BotPolicy;
  const rngs = [0, 1, 2, 3].map((s) => Rng.fromSeed(`${seed}/seat/${s}`));
  for (let step = 0; step < 5000 && !table.result(); step++) {
    const v = table.view(0).view as SaView;
    if (v.stage === 'planning' && v.announced.length >= threats) return table;
    const actor = table.pending()[0]?.actor as Actor;
    const legal = table.legal(actor);
    table.act(actor, actor === 'system' ? (legal[0] as Action) : bot(table.view(actor), legal, rngs[actor] as Rng));
  }
  throw new Error('no such announcement');
}

test('the crew plan covers every crew member and every turn of the mission, each turn one half or nothing', () => {
  const table = atAnnouncement('crew-plan/shape', 1);
  const v = table.view(0).view as SaView;
  const plan = crewPlanOf(v, OPTS);
  assert.equal(plan.length, v.crew);
  for (const row of plan) {
    assert.equal(row.length, v.turns);
    for (const h of row) assert.ok(h === null || h.kind === 'action' || h.kind === 'move' || h.kind === 'heroic-move');
  }
  assert.ok(
    plan.some((row) => row.some((h) => h !== null)),
    'the crew plans to do something',
  );
});

test("every seat's view and a spectator's give the same crew plan: it rests on public facts only", () => {
  const table = atAnnouncement('crew-plan/seats', 2);
  const plans = ([0, 1, 2, 3, 'spectator'] as const).map((viewer) =>
    JSON.stringify(crewPlanOf(table.view(viewer).view as SaView, OPTS)),
  );
  for (const p of plans) assert.equal(p, plans[0]);
});

test('the crew plan is the same whatever the hands hold', () => {
  const a = atAnnouncement('crew-plan/hands', 1);
  const b = atAnnouncement('crew-plan/hands', 1);
  const s = b.match.state as SaState;
  // Seat 0's hand replaced by another (the cards of seat 1): a different secret, the same public facts.
  s.hands[0] = [...(s.hands[1] as string[])];
  const va = a.view(0).view as SaView;
  const vb = b.view(0).view as SaView;
  assert.notDeepEqual(va.hand, vb.hand, 'the two views hold different hands');
  assert.deepEqual(crewPlanOf(vb, OPTS), crewPlanOf(va, OPTS));
});

test('planning bots place the cards of the crew plan: most cards they place play the kind of half it gives that member and turn', () => {
  const table = atAnnouncement('crew-plan/follow', 1);
  const v = table.view(0).view as SaView;
  const plan = crewPlanOf(v, OPTS);
  const firstOpen = v.phase === 1 ? 1 : (v.phaseEnds[v.phase - 2] as number) + 1;
  const bot = planner(OPTS) as BotPolicy;
  const rng = Rng.fromSeed('follow');
  let placed = 0;
  let matched = 0;
  for (let seat = 0; seat < 4; seat++) {
    // The seat plans until it says it is ready (or moves on); its open turns are then as it wants them.
    for (let i = 0; i < 30; i++) {
      const a = bot(table.view(seat), table.legal(seat), rng);
      if (a.type !== 'place' && a.type !== 'take') break;
      table.act(seat, a);
    }
    const board = (table.view(seat).view as SaView).boardView[seat] ?? [];
    for (let t = firstOpen; t <= (v.phaseEnds[v.phase - 1] as number); t++) {
      const slot = board[t - 1];
      const want = plan[seat]?.[t - 1];
      if (!slot || !('card' in slot) || !want) continue;
      placed++;
      if (slot.top === (want.kind === 'action' ? 'action' : 'move')) matched++;
    }
  }
  assert.ok(placed > 0, 'the bots placed cards on turns the plan fills');
  assert.ok(matched * 2 >= placed, `most placed cards follow the plan (${matched} of ${placed})`);
});

test('a re-plan does at least as well as the plan made at the decision point before, kept on the open turns', () => {
  // The same futures judge both: the fresh plan's own samples.
  // Seeds where a fresh search alone does worse than the plan before (checked with warm: false).
  for (const [seed, n] of [
    ['b7', 2],
    ['b2', 4],
  ] as const) {
    const v = atAnnouncement(seed, n).view(0).view as SaView;
    // Told the whole mission, as the full-information planner is: both plans face the same threats.
    const o = { samples: 1, iterations: 60, seed: 'warm-test', known: missionThreats(4, {}, seed).announced };
    const prev = previousIdeal(v, o);
    assert.ok(prev, 'an earlier decision point exists');
    const { ideal, sc } = crewPlan(v, o);
    const pv = publicView(v);
    const firstOpen = v.phase === 1 ? 1 : (v.phaseEnds[v.phase - 2] as number) + 1;
    const kept = ideal.map((row, m) =>
      row.map((h, i) => (i + 1 >= firstOpen && !pv.boardView[m]?.[i] ? (prev[m]?.[i] ?? null) : h)),
    );
    assert.ok(
      meanWorth(v, ideal as PlannedStep[][], sc) >= meanWorth(v, kept as PlannedStep[][], sc),
      `${seed}: the re-plan is no worse than the plan before`,
    );
  }
});
