import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Action, Rng, viewOf } from '@airlock/engine';
import { heuristic } from '../src/heuristic.ts';
import { cascadeWatch, podPlan } from '../src/heuristic-team.ts';
import type { McView } from '../src/view.ts';
import { BRIDGE, CQ, GH, game, LS, NAV, POD, Scenario, SENS } from './helpers.ts';

/** Two co-op crew against Marauders that are off the ship (ejected), so no looting gets in the way. */
function coop(seat: number): Scenario {
  const t = new Scenario(2, { mode: 'coop', threat: 'marauders-cadet' }).at(seat);
  (t.s.ext['threat.marauders'] as { at: number[] }).at = [-1, -1];
  return t;
}

function decide(t: Scenario, seat: number): Action {
  return heuristic(viewOf<McView>(game, t.m, seat), t.legal(seat), Rng.fromSeed(1));
}

describe('heuristic team plan (co-op and team modes)', () => {
  test('gives every member a pod of its own, even when they stand together', () => {
    const t = coop(0);
    t.s.pos[0] = NAV;
    t.s.pos[1] = NAV;
    const plan = podPlan(viewOf<McView>(game, t.m, 0).view, [0, 1]);
    const a = plan.get(0);
    const b = plan.get(1);
    assert.ok(a && b, 'both members have a pod');
    assert.notEqual(a.module, b.module);
    // The nearer one (Navigation's own pod) goes to the lower seat; the other seat computes the same plan.
    assert.equal(a.module, NAV);
    assert.deepEqual(podPlan(viewOf<McView>(game, t.m, 1).view, [0, 1]).get(0)?.module, NAV);
  });

  test('a member with its four resources keeps the pod it waits by, whoever is nearer', () => {
    const t = coop(0);
    t.s.pos[0] = GH;
    t.s.pos[1] = GH;
    t.hand(1, 'oxygen', 'food', 'power', 'nav');
    const plan = podPlan(viewOf<McView>(game, t.m, 0).view, [0, 1]);
    assert.equal(plan.get(1)?.module, GH);
    assert.notEqual(plan.get(0)?.module, GH);
  });

  test("at the Bridge, a member sets the fuse to an ally's pod before its own errands", () => {
    const t = coop(0);
    t.s.pos[0] = BRIDGE;
    t.s.pos[1] = NAV;
    t.hand(0, 'oxygen', 'food', 'eva', 'scavenge', 'lift');
    t.hand(1, 'oxygen', 'food', 'power', 'nav');
    t.s.podKnow[POD.nav] = 1 << 1; // the ally looked: the group knows ID B
    const a = decide(t, 0);
    assert.equal(a.type, 'module');
    assert.equal(a.m, BRIDGE);
    assert.equal(a.id, 'B');
  });

  test('a fuse already showing a planned pod is not taken over for another one', () => {
    const t = coop(0);
    t.s.pos[0] = BRIDGE;
    t.s.pos[1] = NAV;
    t.hand(0, 'oxygen', 'food', 'eva', 'scavenge', 'lift');
    t.hand(1, 'oxygen', 'food', 'power', 'nav');
    t.s.podKnow[POD.nav] = 1 << 1;
    t.s.podKnow[POD.bridge] = 1 << 0;
    t.s.fuse = ['B', null];
    const a = decide(t, 0);
    assert.equal(a.type, 'module');
    assert.equal(a.id, 'D', 'the Bridge pod (ID D) goes on the free fuse');
    assert.equal(a.fuse, 1);
  });

  test("at the Sensors, a member learns the ID of a member's pod", () => {
    const t = coop(0);
    t.s.pos[0] = SENS;
    t.s.pos[1] = CQ;
    t.hand(0, 'oxygen', 'food', 'eva', 'scavenge', 'lift');
    const v = viewOf<McView>(game, t.m, 0).view;
    const planned = [...podPlan(v, [0, 1]).values()].map((p) => v.pods.indexOf(p));
    const a = decide(t, 0);
    assert.equal(a.type, 'module');
    assert.equal(a.m, SENS);
    assert.ok(planned.includes(a.pod as number), `pod ${String(a.pod)} is one of the plan's ${planned}`);
  });

  test('meeting an ally, a member hands over a spare resource the ally lacks', () => {
    const t = coop(0);
    t.s.pos[0] = CQ;
    t.s.pos[1] = CQ;
    t.hand(0, 'power', 'power', 'oxygen', 'eva', 'scavenge');
    t.hand(1, 'food', 'nav', 'oxygen', 'lift', 'eva');
    assert.deepEqual(decide(t, 0), { type: 'transfer', ally: 1 });
    // Inside the transfer: give the spare power, then close the proposal.
    t.s.stack.push({ t: 'transfer', seat: 0, ally: 1, side: 0 });
    const give = decide(t, 0);
    assert.deepEqual(give, { type: 'give', card: 'power' });
    t.act(0, give);
    assert.deepEqual(decide(t, 0), { type: 'done' });
  });

  test('and asks for a spare the ally holds, but never for a resource the ally needs itself', () => {
    const t = coop(0);
    t.s.pos[0] = CQ;
    t.s.pos[1] = CQ;
    t.hand(0, 'oxygen', 'food', 'eva', 'scavenge', 'lift');
    t.hand(1, 'nav', 'nav', 'power', 'oxygen', 'eva');
    t.s.stack.push({ t: 'transfer', seat: 0, ally: 1, side: 0 });
    assert.deepEqual(decide(t, 0), { type: 'take', card: 'nav' });
    t.act(0, { type: 'take', card: 'nav' });
    assert.deepEqual(decide(t, 0), { type: 'done' }, 'the power the ally holds once is not asked for');
  });

  test('no transfer is started when neither side has a spare the other lacks', () => {
    const t = coop(0);
    t.s.pos[0] = CQ;
    t.s.pos[1] = CQ;
    t.hand(0, 'oxygen', 'food', 'eva', 'scavenge', 'lift');
    t.hand(1, 'nav', 'power', 'oxygen', 'lift', 'eva');
    assert.notEqual(decide(t, 0).type, 'transfer');
  });

  test('with its own four resources, a member fetches a spare of what an ally still lacks', () => {
    const t = coop(0);
    t.s.pos[0] = LS;
    t.s.pos[1] = CQ;
    t.hand(0, 'oxygen', 'food', 'power', 'nav', 'eva');
    t.hand(1, 'food', 'power', 'nav', 'lift');
    assert.deepEqual(decide(t, 0), { type: 'module', m: LS });
    // Once the group holds a spare for every member in need, no further spare is taken.
    t.hand(0, 'oxygen', 'oxygen', 'food', 'power', 'nav', 'eva');
    assert.notDeepEqual(decide(t, 0), { type: 'module', m: LS });
  });

  test('a member lacking a resource walks to the ally who holds a spare of it when that is nearer', () => {
    const t = coop(0);
    t.s.pos[0] = CQ;
    t.s.pos[1] = SENS;
    t.hand(0, 'oxygen', 'food', 'nav', 'eva');
    t.hand(1, 'power', 'power', 'lift', 'eva');
    assert.deepEqual(decide(t, 0), { type: 'move', to: SENS });
  });

  test('a spare an ally elsewhere lacks goes over by Requisition, and the gift is that spare', () => {
    const t = coop(0);
    t.s.pos[0] = CQ;
    t.s.pos[1] = GH;
    t.hand(0, 'power', 'power', 'oxygen', 'requisition', 'eva');
    t.hand(1, 'food', 'nav', 'oxygen', 'lift');
    assert.deepEqual(decide(t, 0), { type: 'play', card: 'requisition', to: 1 });
    t.s.stack.push({ t: 'give', seat: 0, to: 1 });
    assert.deepEqual(decide(t, 0), { type: 'give', card: 'power' });
  });

  test('a member walks to a module at its last cube before its own errands, whichever seat it is', () => {
    for (const seat of [0, 1]) {
      const t = coop(seat);
      t.cubes({ [SENS]: 1 });
      t.hand(seat, 'oxygen', 'food', 'eva', 'scavenge', 'lift');
      assert.deepEqual(decide(t, seat), { type: 'move', to: SENS }, `seat ${seat}`);
    }
  });

  test('but not more than three modules away', () => {
    const t = coop(0);
    t.s.pos[0] = LS;
    const v = () => viewOf<McView>(game, t.m, 0).view;
    t.cubes({ [BRIDGE]: 1 }); // four modules from Life Support
    assert.equal(cascadeWatch(v(), 0, t.legal(0)), undefined);
    t.cubes({ [BRIDGE]: 3, [GH]: 1 }); // three modules away
    assert.deepEqual(cascadeWatch(v(), 0, t.legal(0)), { type: 'move', to: CQ });
  });

  test('a member does not walk into the module where a Marauder stands to repair it', () => {
    const t = coop(0);
    t.cubes({ [SENS]: 1 });
    t.hand(0, 'oxygen', 'food', 'eva', 'scavenge', 'lift');
    (t.s.ext['threat.marauders'] as { at: number[] }).at = [SENS, -1];
    assert.notDeepEqual(decide(t, 0), { type: 'move', to: SENS });
  });

  test('a member repairs the module it stands in at two cubes, before its own errands', () => {
    const t = coop(0);
    t.damage(1);
    t.s.pos[0] = SENS;
    t.cubes({ [SENS]: 2 });
    t.hand(0, 'oxygen', 'food', 'eva', 'scavenge', 'lift');
    assert.deepEqual(decide(t, 0), { type: 'repair' });
  });

  test('the cascade watch runs in Co-op and 3v3, not in Team pairs', () => {
    const setups: [number, Record<string, string>, boolean][] = [
      [2, { mode: 'coop', threat: 'marauders-cadet' }, true],
      [6, { mode: 'team', teams: 'trios' }, true],
      [4, { mode: 'team', teams: 'pairs' }, false],
    ];
    for (const [players, options, watch] of setups) {
      const t = new Scenario(players, options).at(0);
      const mx = t.s.ext['threat.marauders'] as { at: number[] } | undefined;
      if (mx) mx.at = [-1, -1];
      t.cubes({ [SENS]: 1 });
      t.hand(0, 'food', 'power', 'nav', 'eva', 'lift');
      // Life Support (the missing oxygen) and the Sensors both border Crew Quarters.
      assert.deepEqual(decide(t, 0), { type: 'move', to: watch ? SENS : LS }, JSON.stringify(options));
    }
  });
});
