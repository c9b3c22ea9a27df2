import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Card } from '../src/data/cards.ts';
import { BRIDGE, CARGO, CQ, ENG, game, GH, LAB, MAINT, NAV, POD, Scenario } from './helpers.ts';

const FOUR: Card[] = ['oxygen', 'food', 'power', 'nav'];

describe('Sole Survivor', () => {
  test('escape needs a pod beside you, power in the Engine Room and the four resources', () => {
    const t = new Scenario(2).at(0).hand(0, ...FOUR);
    t.s.pos[0] = NAV;
    assert.ok(t.has(0, { type: 'escape' }));
    t.cubes({ [ENG]: 1 });
    assert.ok(!t.has(0, { type: 'escape' }), 'no power in the Engine Room');
    t.cubes({ [ENG]: 3 }).hand(0, 'oxygen', 'food', 'power');
    assert.ok(!t.has(0, { type: 'escape' }), 'a resource is missing');
    t.hand(0, ...FOUR);
    t.s.pos[0] = CQ;
    assert.ok(!t.has(0, { type: 'escape' }), 'no pod beside Crew Quarters');
    t.s.pos[0] = NAV;
    t.s.podUp[POD.nav] = 0;
    assert.ok(!t.has(0, { type: 'escape' }), 'the pod is lost');
  });

  test('each of the four resources is needed; a Potato stands in for food only', () => {
    for (const missing of FOUR) {
      const rest = FOUR.filter((c) => c !== missing);
      const t = new Scenario(2).at(0).hand(0, ...rest, 'eva', 'eva');
      t.s.pos[0] = NAV;
      assert.ok(!t.has(0, { type: 'escape' }), `without ${missing}`);
      t.hand(0, ...rest, 'potato');
      assert.equal(t.has(0, { type: 'escape' }), missing === 'food', `a Potato instead of ${missing}`);
    }
  });

  test('a Potato counts as food', () => {
    const t = new Scenario(2).at(0).hand(0, 'oxygen', 'potato', 'power', 'nav');
    t.s.pos[0] = NAV;
    assert.ok(t.has(0, { type: 'escape' }));
  });

  test('the first to escape wins; everyone else is second', () => {
    const t = new Scenario(3).at(1).hand(1, ...FOUR);
    t.s.pos[1] = NAV;
    t.s.fuse[0] = 'B';
    t.do(1, { type: 'escape' });
    assert.deepEqual(t.s.over?.ranks, [2, 1, 2]);
    assert.deepEqual(t.s.over?.winners, [1]);
    assert.deepEqual(t.s.escaped, [1]);
    assert.equal(t.s.over?.details?.cause, 'escape');
    assert.match(t.s.over?.summary ?? '', /^Crew 2 escapes alone/);
    assert.deepEqual(game.pending(t.s), []);
  });

  test('a wrong fuse: the pod is shown to all, turned back, and the game goes on', () => {
    const t = new Scenario(2).at(0).hand(0, ...FOUR);
    t.s.pos[0] = NAV;
    t.s.fuse[0] = 'A';
    t.do(0, { type: 'escape' });
    assert.equal(t.s.over, null);
    assert.equal(t.view(1).pods[POD.nav]?.id, 'B');
    assert.equal(t.view('spectator').pods[POD.nav]?.id, 'B');
    assert.ok(t.events.some((e) => e.rule === 'escape.fail'));
  });

  test('the ship explodes: everyone shares second place', () => {
    const t = new Scenario(2).at(0).damage(32).roll(3, 4);
    assert.equal(t.s.over?.summary, 'The ship explodes: everyone shares second place.');
    assert.deepEqual(t.s.over?.ranks, [2, 2]);
  });

  test('no pod left: nobody can escape, everyone shares second place', () => {
    const t = new Scenario(2).at(0).cubes({ [NAV]: 1 });
    t.s.podUp = [0, 1, 0, 0, 0, 0];
    t.roll(4, 4);
    while (t.top()?.t === 'hits') t.act(0, t.legal(0)[0] as never);
    assert.deepEqual(t.s.over?.ranks, [2, 2]);
    assert.equal(t.s.over?.details?.cause, 'pods');
  });
});

describe('Team Play', () => {
  test('teams alternate around the table; fuses per team size', () => {
    assert.deepEqual(new Scenario(4, { mode: 'team' }).s.team, [0, 1, 0, 1]);
    assert.deepEqual(new Scenario(6, { mode: 'team' }).s.team, [0, 1, 2, 0, 1, 2]);
    assert.deepEqual(new Scenario(6, { mode: 'team', teams: 'trios' }).s.team, [0, 1, 0, 1, 0, 1]);
    assert.equal(new Scenario(4, { mode: 'team' }).s.fuse.length, 2);
    assert.equal(new Scenario(6, { mode: 'team', teams: 'trios' }).s.fuse.length, 3);
    assert.throws(() => new Scenario(5, { mode: 'team' }));
    assert.throws(() => new Scenario(4, { mode: 'team', teams: 'trios' }));
  });

  test('the whole team escapes together when every member stands by a pod whose ID has a fuse', () => {
    const t = new Scenario(4, { mode: 'team' })
      .at(0)
      .hand(0, ...FOUR)
      .hand(2, ...FOUR);
    t.s.pos = [NAV, CQ, BRIDGE, CQ];
    t.s.fuse = ['B', 'D'];
    assert.ok(t.has(0, { type: 'escape' }));
    t.do(0, { type: 'escape' });
    assert.deepEqual(t.s.over?.winners, [0, 2]);
    assert.deepEqual(t.s.over?.ranks, [1, 2, 1, 2]);
    assert.deepEqual(t.s.escaped, [0, 2]);
    assert.match(t.s.over?.summary ?? '', /^Team 1 escapes/);
  });

  test('no team escape when an ally lacks a resource or a pod', () => {
    const t = new Scenario(4, { mode: 'team' })
      .at(0)
      .hand(0, ...FOUR)
      .hand(2, 'oxygen');
    t.s.pos = [NAV, CQ, BRIDGE, CQ];
    assert.ok(!t.has(0, { type: 'escape' }));
    t.hand(2, ...FOUR);
    t.s.pos[2] = ENG;
    assert.ok(!t.has(0, { type: 'escape' }));
  });

  test('a wrong fuse: none of the team escapes', () => {
    const t = new Scenario(4, { mode: 'team' })
      .at(0)
      .hand(0, ...FOUR)
      .hand(2, ...FOUR);
    t.s.pos = [NAV, CQ, BRIDGE, CQ];
    t.s.fuse = ['B', 'A'];
    t.do(0, { type: 'escape' });
    assert.equal(t.s.over, null);
  });

  test('an interrupted escape: none of the team escapes, and they may try again', () => {
    const t = new Scenario(4, { mode: 'team' })
      .at(0)
      .hand(0, ...FOUR)
      .hand(2, ...FOUR)
      .hand(1, 'quick-thinking', 'scavenge');
    t.s.pos = [NAV, CQ, BRIDGE, CQ];
    t.s.fuse = ['B', 'D'];
    t.cubes({ [ENG]: 2, [CARGO]: 2 });
    t.act(0, { type: 'escape' });
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    t.settle();
    t.act(1, { type: 'play', card: 'scavenge', from: ENG, to: CARGO });
    t.settle();
    assert.equal(t.s.over, null);
    assert.ok(!t.has(0, { type: 'escape' }), 'the Engine Room lost its power');
  });

  test('transfer: give and take cards with an ally in the same module, with the ally permission', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'oxygen', 'eva').hand(2, 'nav');
    t.s.pos = [LAB, CQ, LAB, LAB];
    assert.ok(t.has(0, { type: 'transfer', ally: 2 }));
    assert.ok(!t.has(0, { type: 'transfer', ally: 3 }), 'not with a rival');
    t.do(0, { type: 'transfer', ally: 2 });
    assert.ok(t.has(0, { type: 'take', card: 'nav' }));
    t.act(0, { type: 'give', card: 'oxygen' });
    t.act(0, { type: 'take', card: 'nav' });
    t.act(0, { type: 'done' });
    assert.deepEqual(t.legal(2), [{ type: 'accept' }, { type: 'refuse' }]);
    t.act(2, { type: 'accept' });
    assert.deepEqual(t.s.hands[0], ['eva', 'nav']);
    assert.deepEqual(t.s.hands[2], ['oxygen']);
    assert.equal((t.s.stack[0] as { left: number }).left, 2, 'one action for the whole exchange');
    assert.ok(!new Scenario(2).at(0).has(0, { type: 'transfer', ally: 1 }), 'no transfer in Sole Survivor');
  });

  test('transfer refused: every card goes back', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'oxygen').hand(2, 'nav', 'food');
    t.s.pos = [LAB, CQ, LAB, LAB];
    t.do(0, { type: 'transfer', ally: 2 });
    t.act(0, { type: 'take', card: 'food' });
    t.act(0, { type: 'give', card: 'oxygen' });
    t.act(0, { type: 'done' });
    // A rival sees only how many cards wait in the proposal.
    const step = t.view(1).stack.at(-1) as Record<string, unknown>;
    assert.deepEqual([step.giveCount, step.takeCount, step.give], [1, 1, undefined]);
    t.act(2, { type: 'refuse' });
    assert.deepEqual(t.s.hands[0], ['oxygen']);
    assert.deepEqual([...(t.s.hands[2] ?? [])].sort(), ['food', 'nav']);
  });

  test('allies share what they know: hands and the pod IDs one of them looked at', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(2, 'eva');
    t.s.pos[0] = NAV;
    const ev = t.do(0, { type: 'view', pod: POD.nav }).events;
    assert.equal(t.view(2).pods[POD.nav]?.id, 'B');
    assert.equal(t.view(1).pods[POD.nav]?.id, null);
    assert.deepEqual(ev.find((e) => e.rule === 'pod.view')?.to, [0, 2]);
    assert.deepEqual(t.view(0).allyHands, [{ seat: 2, hand: ['eva'] }]);
    assert.deepEqual(t.view(1).allyHands, [{ seat: 3, hand: [] }]);
  });

  test('too few pods left for a team: the game ends, all teams lose', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).cubes({ [GH]: 1 });
    t.s.podUp = [0, 0, 1, 1, 0, 0];
    t.roll(3, 3);
    while (t.top()?.t === 'hits') t.act(0, t.legal(0)[0] as never);
    assert.deepEqual(t.s.over?.ranks, [2, 2, 2, 2]);
    assert.deepEqual(t.s.over?.winners, []);
    assert.equal(t.s.over?.details?.cause, 'pods');
    assert.deepEqual(t.s.stack, [], 'nothing is left to resolve');
  });
});

describe('Cooperative plumbing', () => {
  test('one fuse per crew member; everyone escapes together and wins', () => {
    const t = new Scenario(2, { mode: 'coop' })
      .at(0)
      .hand(0, ...FOUR)
      .hand(1, ...FOUR);
    assert.equal(t.s.fuse.length, 2);
    t.s.pos = [LAB, MAINT];
    t.s.fuse = ['A', 'F'];
    t.do(0, { type: 'escape' });
    assert.deepEqual(t.s.over?.winners, [0, 1]);
  });

  test('a single crew member plays Solo', () => {
    const t = new Scenario(1, { mode: 'coop' });
    assert.equal(t.s.n, 1);
    assert.equal(t.s.fuse.length, 1);
    assert.throws(() => new Scenario(1, { mode: 'sole' }));
  });
});
