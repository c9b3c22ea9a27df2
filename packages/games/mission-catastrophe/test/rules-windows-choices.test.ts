import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Action, ApplyContext } from '@airlock/engine';
import { Rng } from '@airlock/engine';
import { ROLES } from '../src/data/roles.ts';
import { drain } from '../src/flow.ts';
import { clearStack } from '../src/state.ts';
import { CQ, ENG, LAB, LS, MAINT, NAV, OPS, RoleTable, Scenario, TELE } from './roles-helpers.ts';

/**
 * Reaction windows (rulebook, "Interrupt cards"): Quick Thinking and Emergency Meeting answer a
 * declared action or a damage roll, not another interrupt; Override cancels a card being played (or,
 * in Team and Co-op play, copies an ally's ability card); after an interrupt resolves, everyone may
 * answer the window again; a cancelled card ends the window at once. The small decisions: role picks,
 * jumps to safety, Operations keeps, Requisition gifts and card transfers between allies.
 */

function ctxOf(t: Scenario): ApplyContext {
  return { rng: Rng.fromSeed(2), emit: (e) => t.events.push(e) };
}

function interrupts(t: Scenario, seat: number): string[] {
  return t
    .legal(seat)
    .filter((a) => a.type === 'interrupt')
    .map((a) => `${a.card}${a.copy ? '+copy' : ''}`);
}

describe('what each window offers', () => {
  test('an interrupt being played can be answered by Override only, not by Quick Thinking or a Meeting', () => {
    const t = new Scenario(3).at(0).hand(0, 'eva').hand(1, 'override').hand(2, 'quick-thinking', 'meeting', 'override');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    t.act(1, { type: 'interrupt', card: 'override' });
    assert.deepEqual(interrupts(t, 2), ['override']);
  });

  test('Sole Survivor: an Override never copies, only cancels', () => {
    const t = new Scenario(4).at(0).hand(0, 'eva').hand(2, 'override');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    assert.deepEqual(interrupts(t, 2), ['override']);
  });

  test('Team play: an opponent may cancel an ability card but not copy it', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'eva').hand(1, 'override');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    assert.deepEqual(interrupts(t, 1), ['override']);
  });

  test('Team play: an equipment card of an ally cannot be copied', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'suit').hand(2, 'override');
    t.act(0, { type: 'play', card: 'suit' });
    assert.deepEqual(interrupts(t, 2), ['override']);
  });

  test('Team play: an ally’s ability card can be cancelled or copied', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'eva').hand(2, 'override');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    assert.deepEqual(interrupts(t, 2), ['override', 'override+copy']);
  });
});

describe('after an interrupt, the window is answered again', () => {
  test('an interrupt cancelled by Override: those who passed are asked again', () => {
    const t = new Scenario(3).at(0).hand(0, 'override').hand(1, 'eva').hand(2, 'quick-thinking');
    t.act(0, { type: 'draw' });
    t.act(1, { type: 'pass' });
    t.act(2, { type: 'interrupt', card: 'quick-thinking' });
    t.act(0, { type: 'interrupt', card: 'override' });
    // The Override's own window: nobody else holds a card to answer it.
    t.act(1, { type: 'pass' });
    assert.equal(t.top()?.t, 'win');
    assert.ok(t.pendingActors().includes(1), 'seat 1 may answer the draw again');
  });

  test('after an Emergency Meeting those who passed are asked again', () => {
    const t = new Scenario(3).at(0).hand(1, 'eva').hand(2, 'meeting', 'lift');
    t.s.pos = [ENG, NAV, MAINT];
    t.act(0, { type: 'move', to: OPS });
    t.act(1, { type: 'pass' });
    t.act(2, { type: 'interrupt', card: 'meeting' });
    t.act(1, { type: 'pass' });
    assert.deepEqual(t.s.pos, [CQ, CQ, CQ]);
    assert.equal(t.top()?.t, 'win');
    assert.ok(t.pendingActors().includes(1));
  });

  test('after an ally’s copy Override, those who passed are asked again', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'eva').hand(1, 'lift').hand(2, 'override');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    t.act(1, { type: 'pass' });
    t.act(2, { type: 'interrupt', card: 'override', copy: true });
    t.act(1, { type: 'pass' });
    assert.equal(t.top()?.t, 'win');
    assert.ok(t.pendingActors().includes(1));
  });

  test('a cancelled card ends its window at once: nobody else is asked about it', () => {
    const t = new Scenario(3).at(0).hand(0, 'eva', 'lift').hand(1, 'override').hand(2, 'hack');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    t.act(1, { type: 'interrupt', card: 'override' });
    t.act(0, { type: 'pass' });
    t.act(2, { type: 'pass' });
    assert.equal(t.top()?.t, 'turn', 'seat 2 is not asked about the cancelled EVA');
    assert.equal(t.s.pos[0], CQ);
  });

  test('a role reaction is offered once per window', () => {
    const t = new RoleTable(3).at(1).role(0, 'times-a-wastin').hand(2, 'eva');
    t.s.charges[0] = 2;
    t.s.pos = [LAB, CQ, CQ];
    t.act(1, { type: 'draw' });
    t.act(0, { type: 'role', role: 'times-a-wastin' });
    t.act(0, { type: 'move', to: CQ });
    t.act(2, { type: 'pass' }); // the free move's own window
    assert.equal(t.s.pos[0], CQ);
    assert.equal(t.top()?.t, 'win', 'back in the window on the draw');
    assert.ok(t.pendingActors().includes(2));
    assert.ok(!t.has(0, { type: 'role', role: 'times-a-wastin' }), 'the charge was used in this window');
    assert.equal(t.s.charges[0], 1);
  });
});

describe('cards in windows when the game ends', () => {
  test('an interrupt card in its own window goes back to its player', () => {
    const t = new Scenario(3).at(0).hand(0, 'eva').hand(1, 'override').hand(2, 'hack');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    t.act(1, { type: 'interrupt', card: 'override' });
    clearStack(t.s);
    assert.deepEqual(t.s.hands[1], ['override']);
    assert.deepEqual(t.s.hands[0], ['eva']);
  });
});

describe('a card cancelled by Override', () => {
  test('lands on the discard pile where One Alien’s Trash may take it back', () => {
    const t = new RoleTable(3).role(2, 'one-aliens-trash').hand(0, 'eva').hand(1, 'override');
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    t.act(1, { type: 'interrupt', card: 'override' });
    t.settle();
    const offers: string[] = [];
    for (let i = 0; i < 4 && t.top()?.t === 'x:role'; i++) {
      for (const a of t.legal(2)) if (a.type === 'role') offers.push(a.card as string);
      t.act(2, { type: 'decline' });
    }
    assert.ok(offers.includes('eva'), `the cancelled EVA is offered (offers: ${offers})`);
  });
});

describe('a cancelled Requisition Form 2C', () => {
  test('took no effect: TPX Report does not copy it', () => {
    // Team play, and the holder has a card to give: a copy would have plays to offer.
    const t = new RoleTable(4, { mode: 'team' })
      .role(2, 'tpx-report')
      .hand(0, 'requisition')
      .hand(1, 'override', 'eva')
      .hand(2, 'lift');
    t.s.charges[2] = 3;
    t.act(0, { type: 'play', card: 'requisition', from: 1 });
    t.act(1, { type: 'interrupt', card: 'override' });
    t.settle();
    assert.ok(!t.s.stack.some((st) => st.t === 'x:role'), 'no copy is offered');
    assert.deepEqual(t.s.hands[1], ['eva']);
  });
});

describe('role picks', () => {
  test('a second pick (the Quackalope) offers the other cards of the profession and adds their charges', () => {
    const t = new RoleTable(3).role(0, 'double-or-nothing');
    t.s.charges[0] = 2;
    t.s.stack.push({ t: 'role-pick', seat: 0, extra: 1 });
    assert.deepEqual(
      t.legal(0).map((a) => a.role),
      ['who-left-this-here', 'part-of-a-plan'],
    );
    t.act(0, { type: 'pick', role: 'part-of-a-plan' });
    assert.equal(t.s.role2[0], 'part-of-a-plan');
    assert.equal(t.s.role[0], 'double-or-nothing');
    assert.equal(t.s.charges[0], 2 + ROLES['part-of-a-plan'].charges);
    assert.notEqual(t.top()?.t, 'role-pick', 'one pick only');
  });
});

describe('jumping to safety', () => {
  test('a single module to go to: the crew member goes there without being asked', () => {
    const t = new Scenario(2).at(0).cubes({ [LS]: 0, [CQ]: 0 });
    t.s.pos[1] = LS;
    t.s.stack.push({ t: 'jump', seat: 1 });
    drain(t.s, ctxOf(t));
    assert.equal(t.s.pos[1], MAINT);
    assert.notEqual(t.top()?.t, 'jump');
  });

  test('nowhere with oxygen: the crew member stays where it is', () => {
    const t = new Scenario(2).at(0);
    t.s.cubes.fill(0);
    t.s.pos[1] = LS;
    t.s.stack.push({ t: 'jump', seat: 1 });
    drain(t.s, ctxOf(t));
    assert.equal(t.s.pos[1], LS);
  });
});

describe('Operations: keep one', () => {
  test('the kept card goes to the hand, the others under the deck, and the choice is made once', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = OPS;
    t.s.deck = ['lift', 'eva', 'hack', 'suit'];
    t.do(0, { type: 'module', m: OPS });
    t.act(0, { type: 'keep', card: 'hack' });
    assert.deepEqual(t.s.hands[0], ['hack']);
    assert.notEqual(t.top()?.t, 'keep');
    assert.deepEqual([...t.s.deck.slice(0, 2)].sort(), ['eva', 'suit']);
    assert.equal(t.s.deck.at(-1), 'lift');
  });
});

describe('Requisition Form 2C: a gift to an ally', () => {
  test('the chosen card leaves the giver’s hand for the ally’s, once', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'requisition', 'eva', 'hack');
    t.do(0, { type: 'play', card: 'requisition', to: 2 });
    assert.equal(t.top()?.t, 'give');
    t.act(0, { type: 'give', card: 'eva' });
    assert.deepEqual(t.s.hands[0], ['hack']);
    assert.deepEqual(t.s.hands[2], ['eva']);
    assert.notEqual(t.top()?.t, 'give');
  });
});

describe('card transfers between allies', () => {
  function transfer(): Scenario {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'eva', 'lift').hand(2, 'hack');
    t.s.pos = [CQ, TELE, CQ, TELE];
    t.do(0, { type: 'transfer', ally: 2 });
    return t;
  }

  test('cards offered and asked for change hands when the ally allows it', () => {
    const t = transfer();
    t.act(0, { type: 'give', card: 'eva' });
    t.act(0, { type: 'take', card: 'hack' });
    assert.deepEqual(t.s.hands[0], ['lift'], 'set aside while the ally decides');
    assert.deepEqual(t.s.hands[2], []);
    t.act(0, { type: 'done' });
    assert.deepEqual(t.pendingActors(), [2]);
    t.act(2, { type: 'accept' });
    assert.deepEqual([...(t.s.hands[0] ?? [])].sort(), ['hack', 'lift']);
    assert.deepEqual(t.s.hands[2], ['eva']);
    assert.notEqual(t.top()?.t, 'transfer');
  });

  test('a refusal sends every card back to where it came from', () => {
    const t = transfer();
    t.act(0, { type: 'give', card: 'eva' });
    t.act(0, { type: 'take', card: 'hack' });
    t.act(0, { type: 'done' });
    t.act(2, { type: 'refuse' });
    assert.deepEqual([...(t.s.hands[0] ?? [])].sort(), ['eva', 'lift']);
    assert.deepEqual(t.s.hands[2], ['hack']);
    assert.notEqual(t.top()?.t, 'transfer');
  });

  test('done with nothing proposed ends the transfer without asking the ally', () => {
    const t = transfer();
    t.act(0, { type: 'done' });
    assert.notEqual(t.top()?.t, 'transfer');
    assert.deepEqual(t.pendingActors(), [0]);
  });

  test('the ally only answers yes or no', () => {
    const t = transfer();
    t.act(0, { type: 'give', card: 'eva' });
    t.act(0, { type: 'done' });
    assert.deepEqual(t.legal(2), [{ type: 'accept' }, { type: 'refuse' }] as Action[]);
  });
});
