import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BRIDGE, CQ, ENG, GH, game, LAB, MAINT, NAV, OPS, Scenario, SENS, TELE } from './helpers.ts';

describe('ability cards', () => {
  test('EVA jumps to any other module with oxygen', () => {
    const t = new Scenario(2)
      .at(0)
      .hand(0, 'eva')
      .cubes({ [GH]: 0 });
    assert.ok(!t.has(0, { type: 'play', card: 'eva', to: GH }));
    t.do(0, { type: 'play', card: 'eva', to: ENG });
    assert.equal(t.s.pos[0], ENG);
    assert.deepEqual(t.s.discard.at(-1), 'eva');
  });

  test('Hack the Bridge sets the fuse even with the Bridge out of power', () => {
    const t = new Scenario(2)
      .at(0)
      .hand(0, 'hack')
      .cubes({ [BRIDGE]: 0 });
    t.do(0, { type: 'play', card: 'hack', fuse: 0, id: 'E' });
    assert.deepEqual(t.s.fuse, ['E']);
  });

  test('Lift and Shift: everyone moves to the module of the crew member on their left', () => {
    const t = new Scenario(3).at(0).hand(0, 'lift');
    t.s.pos = [CQ, NAV, ENG];
    t.do(0, { type: 'play', card: 'lift' });
    assert.deepEqual(t.s.pos, [NAV, ENG, CQ]);
  });

  test('Remote Repair fixes any module', () => {
    const t = new Scenario(2)
      .at(0)
      .hand(0, 'remote-repair')
      .cubes({ [NAV]: 1 })
      .damage(2);
    t.do(0, { type: 'play', card: 'remote-repair', target: NAV });
    assert.equal(t.s.cubes[NAV], 2);
  });

  test('Requisition Form 2C takes a random card from a crew member in the same or a connected module', () => {
    const t = new Scenario(3).at(0).hand(0, 'requisition').hand(1, 'oxygen').hand(2, 'food');
    t.s.pos = [CQ, LAB, NAV];
    assert.ok(t.has(0, { type: 'play', card: 'requisition', from: 1 }));
    assert.ok(!t.has(0, { type: 'play', card: 'requisition', from: 2 }), 'Navigation is not connected');
    t.act(0, { type: 'play', card: 'requisition', from: 1 });
    t.settle();
    assert.deepEqual(t.s.hands[0], ['oxygen']);
    assert.deepEqual(t.s.hands[1], []);
    const seen = t.events.filter((e) => e.rule === 'pip.requisition' && e.to);
    assert.deepEqual(seen[0]?.to, [0, 1], 'only the two seats learn which card moved');
  });

  test('Requisition Form 2C in Team play also gives a card to an ally anywhere', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'requisition', 'power');
    t.s.pos = [CQ, CQ, ENG, CQ];
    assert.ok(!t.has(0, { type: 'play', card: 'requisition', to: 1 }), 'seat 1 is a rival');
    t.do(0, { type: 'play', card: 'requisition', to: 2 });
    // The card is chosen once the play went through, in private.
    assert.deepEqual(t.legal(0), [{ type: 'give', card: 'power' }]);
    const ev = t.act(0, { type: 'give', card: 'power' });
    assert.deepEqual(ev.find((e) => e.rule === 'pip.requisition' && e.to)?.to, [0, 2]);
    assert.deepEqual(t.s.hands[2], ['power']);
  });

  test('Scavenge moves a cube between modules and triggers the cascade it causes', () => {
    const t = new Scenario(2)
      .at(0)
      .hand(0, 'scavenge')
      .cubes({ [BRIDGE]: 1, [GH]: 2 });
    t.do(0, { type: 'play', card: 'scavenge', from: BRIDGE, to: GH });
    while (t.top()?.t === 'hits') t.act(0, t.legal(0)[0] as never);
    assert.equal(t.s.cubes[GH], 2, 'one cube arrived, then the cascade from the Bridge took one');
    assert.equal(t.s.cubes[OPS], 2);
    assert.equal(t.s.podUp[3], 0, 'the Bridge pod is lost');
  });
});

describe('equipment cards', () => {
  test('a spacesuit in play lets its wearer enter modules without oxygen and stays out of the hand limit', () => {
    const t = new Scenario(2)
      .at(0)
      .hand(0, 'suit')
      .cubes({ [LAB]: 0 });
    assert.ok(!t.has(0, { type: 'move', to: LAB }));
    t.do(0, { type: 'play', card: 'suit' });
    assert.deepEqual(t.s.gear[0], ['suit']);
    assert.deepEqual(t.s.hands[0], []);
    t.do(0, { type: 'move', to: LAB });
    assert.equal(t.s.pos[0], LAB);
  });

  test('the Quackalope sends the spacesuit away and gives a second role', () => {
    const t = new Scenario(2, { promos: true, roles: 'pick' });
    t.at(0).hand(0, 'quackalope', 'suit');
    t.s.prof[0] = 'captain';
    t.s.role[0] = 'always-thinking';
    t.s.gear[0] = ['suit'];
    t.do(0, { type: 'play', card: 'quackalope' });
    assert.deepEqual(t.s.gear[0], ['quackalope']);
    assert.ok(t.s.discard.includes('suit'));
    assert.ok(t.legal(0).every((a) => a.type === 'pick'));
    t.act(0, { type: 'pick', role: 'i-am-the-bridge' });
    assert.equal(t.s.role2[0], 'i-am-the-bridge');
    assert.ok(!t.has(0, { type: 'play', card: 'suit' }));
  });

  test('the Bear makes a visitor show their hand and eats a food card', () => {
    const t = new Scenario(2, { promos: true }).at(0).hand(0, 'food', 'eva');
    t.s.pos = [CQ, LAB];
    t.s.gear[1] = ['bear'];
    const ev = t.do(0, { type: 'move', to: LAB }).events;
    assert.ok(ev.some((e) => e.rule === 'pip.bear' && e.reveals));
    assert.deepEqual(t.s.hands[0], ['eva']);
    assert.deepEqual(t.s.gear[1], []);
  });
});

describe('interrupt cards and reaction windows', () => {
  test('every declared action opens a window to every other seat holding cards, with a system closer', () => {
    const t = new Scenario(4).at(0).hand(1, 'eva').hand(2, 'oxygen');
    t.act(0, { type: 'draw' });
    const pend = game.pending(t.s);
    assert.deepEqual(
      pend.map((p) => p.actor),
      [1, 2, 'system'],
    );
    assert.equal(pend.at(-1)?.afterMs, 15000);
    // A seat without any interrupt is asked all the same, and may only pass.
    assert.deepEqual(t.legal(2), [{ type: 'pass' }, { type: 'auto', on: true }]);
    t.act('system', { type: 'close' });
    assert.equal(t.s.hands[0]?.length, 1);
  });

  test('auto-pass: a seat on auto-pass is not asked again until it turns it off', () => {
    const t = new Scenario(3).at(0).hand(1, 'eva').hand(2, 'eva');
    t.act(0, { type: 'draw' });
    t.act(1, { type: 'auto', on: true });
    t.act(2, { type: 'pass' });
    assert.equal(t.top()?.t, 'turn');
    t.act(0, { type: 'draw' });
    assert.deepEqual(t.pendingActors(), [2, 'system']);
  });

  test('Quick Thinking: a free action first; the interrupted player then chooses anew', () => {
    const t = new Scenario(2).at(0, 2).hand(1, 'quick-thinking');
    t.s.pos[1] = NAV;
    t.act(0, { type: 'move', to: LAB });
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    // Nobody else holds cards: Quick Thinking resolves, seat 1 takes its free action.
    assert.equal(t.top()?.t, 'free');
    t.act(1, { type: 'move', to: LAB });
    assert.equal(t.s.pos[1], LAB);
    assert.equal(t.s.pos[0], CQ, 'the move was not taken');
    assert.equal((t.s.stack[0] as { left: number }).left, 2, 'and no action was spent');
    assert.ok(t.s.discard.includes('quick-thinking'));
  });

  test('several Quick Thinking cards resolve fully in the order played', () => {
    const t = new Scenario(3).at(0).hand(1, 'quick-thinking').hand(2, 'quick-thinking');
    t.s.pos = [CQ, LAB, NAV];
    t.act(0, { type: 'draw' });
    t.act(2, { type: 'interrupt', card: 'quick-thinking' });
    t.settle();
    t.act(2, { type: 'move', to: SENS });
    t.act(1, { type: 'pass' }); // seat 2's free move goes ahead
    assert.equal(t.s.pos[2], SENS);
    // Back in the window on the draw: seat 1 plays its own Quick Thinking.
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    t.act(1, { type: 'move', to: NAV });
    assert.equal(t.top()?.t, 'turn');
    assert.deepEqual(t.s.pos, [CQ, NAV, SENS]);
    assert.equal(t.s.hands[0]?.length, 0, 'the draw was interrupted');
  });

  test('Quick Thinking on your own damage roll: act before the damage lands', () => {
    const t = new Scenario(2)
      .at(0)
      .hand(0, 'quick-thinking', 'eva')
      .cubes({ [ENG]: 1 })
      .damage(3);
    t.s.pos[0] = ENG;
    t.roll(3, 4);
    t.act(0, { type: 'interrupt', card: 'quick-thinking' });
    t.act(0, { type: 'repair' });
    t.settle();
    assert.equal(t.s.cubes[ENG], 1, 'repaired to two, then the roll took one');
    assert.equal(t.s.pos[0], ENG, 'no oxygen was lost: no jump');
    assert.deepEqual(t.s.hands[0], ['eva']);
  });

  test('Override cancels a card being played: discarded, and the action still counts', () => {
    const t = new Scenario(2).at(0).hand(0, 'eva').hand(1, 'override');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    t.act(1, { type: 'interrupt', card: 'override' });
    t.settle();
    assert.equal(t.s.pos[0], CQ);
    assert.deepEqual(t.s.discard.slice(-2), ['override', 'eva']);
    assert.equal((t.s.stack[0] as { left: number }).left, 2);
  });

  test('Override cannot touch an action that plays no card, nor your own card', () => {
    const t = new Scenario(2).at(0).hand(0, 'override', 'eva').hand(1, 'override');
    t.act(0, { type: 'move', to: LAB });
    assert.ok(!t.has(1, { type: 'interrupt', card: 'override' }));
  });

  test('an Override can be overridden', () => {
    const t = new Scenario(2).at(0).hand(0, 'eva', 'override').hand(1, 'override');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    t.act(1, { type: 'interrupt', card: 'override' });
    assert.ok(t.has(0, { type: 'interrupt', card: 'override' }));
    assert.ok(!t.has(1, { type: 'interrupt', card: 'override' }), 'not against your own card');
    t.act(0, { type: 'interrupt', card: 'override' });
    t.settle();
    assert.equal(t.s.pos[0], ENG, 'the EVA went through');
  });

  test('Override cancels a Quick Thinking card (no free action)', () => {
    const t = new Scenario(2).at(0).hand(0, 'override').hand(1, 'quick-thinking');
    t.act(0, { type: 'draw' });
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    t.act(0, { type: 'interrupt', card: 'override' });
    t.settle();
    assert.notEqual(t.top()?.t, 'free');
    assert.equal(t.s.hands[0]?.length, 1, 'the draw happened');
  });

  test('Team play: Override copies an ally ability card', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'eva').hand(2, 'override');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    assert.ok(t.has(2, { type: 'interrupt', card: 'override', copy: true }));
    assert.ok(
      !new Scenario(4, { mode: 'sole' })
        .at(0)
        .hand(2, 'override')
        .has(2, { type: 'interrupt', card: 'override', copy: true }),
    );
    t.act(2, { type: 'interrupt', card: 'override', copy: true });
    t.settle();
    assert.equal(t.s.pos[0], ENG);
    assert.equal(t.top()?.t, 'copy');
    t.act(2, { type: 'play', card: 'eva', to: NAV });
    assert.equal(t.s.pos[2], NAV);
  });

  test('Emergency Meeting: everyone moves to module 1; the interrupted player chooses anew', () => {
    const t = new Scenario(3).at(0).hand(2, 'meeting');
    t.s.pos = [ENG, NAV, MAINT];
    t.act(0, { type: 'move', to: OPS });
    t.act(2, { type: 'interrupt', card: 'meeting' });
    t.settle();
    assert.deepEqual(t.s.pos, [CQ, CQ, CQ]);
    assert.equal((t.s.stack[0] as { left: number }).left, 3);
  });

  test('Emergency Meeting as a played card on your turn', () => {
    const t = new Scenario(2).at(0).hand(0, 'meeting');
    t.s.pos = [TELE, GH];
    t.do(0, { type: 'play', card: 'meeting' });
    assert.deepEqual(t.s.pos, [CQ, CQ]);
  });
});

describe('Override and the action taken through Quick Thinking', () => {
  test('a card played as the Quick Thinking action cannot be overridden; the Quick Thinking card can', () => {
    const t = new Scenario(2).at(0).hand(0, 'override', 'eva').hand(1, 'quick-thinking', 'hack');
    t.act(0, { type: 'draw' });
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    assert.ok(t.has(0, { type: 'interrupt', card: 'override' }), 'the Quick Thinking card itself may be cancelled');
    t.act(0, { type: 'pass' });
    t.settle();
    assert.equal(t.top()?.t, 'free');
    t.act(1, { type: 'play', card: 'hack', fuse: 0, id: 'C' });
    assert.ok(!t.has(0, { type: 'interrupt', card: 'override' }), 'not the action it gave');
    t.settle();
    assert.deepEqual(t.s.fuse, ['C']);
  });

  test('the same card played as a normal action can be overridden', () => {
    const t = new Scenario(2).at(1).hand(0, 'override').hand(1, 'hack');
    t.act(1, { type: 'play', card: 'hack', fuse: 0, id: 'C' });
    assert.ok(t.has(0, { type: 'interrupt', card: 'override' }));
  });
});

describe('Override and Equipment cards', () => {
  test('an Equipment card being played can be cancelled; once in play, no Override reaches it', () => {
    const t = new Scenario(2).at(0).hand(0, 'suit', 'suit').hand(1, 'override', 'override');
    t.act(0, { type: 'play', card: 'suit' });
    t.act(1, { type: 'interrupt', card: 'override' });
    t.settle();
    assert.deepEqual(t.s.gear[0], [], 'the cancelled suit never came into play');
    assert.ok(t.s.discard.includes('suit'));
    assert.equal((t.s.stack[0] as { left: number }).left, 2, 'the play still counts as an action');
    t.do(0, { type: 'play', card: 'suit' });
    assert.deepEqual(t.s.gear[0], ['suit']);
    // The suit is in play: the next action plays no card, so there is nothing to override.
    t.act(0, { type: 'move', to: LAB });
    assert.ok(!t.has(1, { type: 'interrupt', card: 'override' }));
    t.settle();
    assert.deepEqual(t.s.gear[0], ['suit']);
  });

  test('a Bear that finds no food stays with its owner', () => {
    const t = new Scenario(2, { promos: true }).at(0).hand(0, 'eva');
    t.s.pos = [CQ, LAB];
    t.s.gear[1] = ['bear'];
    t.do(0, { type: 'move', to: LAB });
    assert.ok(t.rules().includes('pip.bear'));
    assert.deepEqual(t.s.hands[0], ['eva']);
    assert.deepEqual(t.s.gear[1], ['bear']);
  });
});

describe('Quick Thinking cards resolve fully in the order played', () => {
  test('the action a Quick Thinking gives is not interrupted by a later one, which waits its turn', () => {
    const t = new Scenario(3).at(0).hand(0, 'eva').hand(1, 'quick-thinking').hand(2, 'quick-thinking');
    t.s.pos = [CQ, LAB, NAV];
    t.act(0, { type: 'draw' });
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    t.settle();
    t.act(1, { type: 'move', to: CQ });
    assert.ok(!t.has(2, { type: 'interrupt', card: 'quick-thinking' }), 'no Quick Thinking on the first one’s action');
    t.act(2, { type: 'pass' });
    t.act(0, { type: 'pass' });
    assert.equal(t.s.pos[1], CQ, 'the first Quick Thinking action resolved fully');
    // Back in the window on the draw: now seat 2 plays its Quick Thinking.
    assert.ok(t.has(2, { type: 'interrupt', card: 'quick-thinking' }));
    t.act(2, { type: 'interrupt', card: 'quick-thinking' });
    t.settle();
    t.act(2, { type: 'move', to: SENS });
    t.settle();
    assert.deepEqual(t.s.pos, [CQ, CQ, SENS]);
    assert.equal(t.turnSeat(), 0, 'then the interrupted player chooses anew');
    assert.deepEqual(t.s.hands[0], ['eva']);
  });
});
