import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Card } from '../src/data/cards.ts';
import { HARD } from '../src/rules/hard-level.ts';
import { LAB, LS, RoleTable, Scenario } from './roles-helpers.ts';

function picked(botanist: 'going-to-die-up-here' | 'colonized-it'): Scenario {
  const t = new Scenario(2, { roles: 'pick' }, 3);
  t.s.prof = ['botanist', 'captain'];
  t.act(0, { type: 'pick', role: botanist });
  t.act(1, { type: 'pick', role: 'always-thinking' });
  return t;
}

function potatoes(cards: readonly Card[]): number {
  return cards.filter((c) => c === 'potato').length;
}

describe('Botanist: Going to Die Up Here (019)', () => {
  test('the opening hand is the three Potatoes; none goes into the deck', () => {
    const t = picked('going-to-die-up-here');
    assert.deepEqual(t.s.hands[0], ['potato', 'potato', 'potato']);
    assert.equal(t.s.hands[1]?.length, 3);
    assert.equal(potatoes([...t.s.deck, ...t.s.discard, ...(t.s.hands[1] as Card[])]), 0);
  });

  test('with another Botanist card the Potatoes are shuffled into the deck instead', () => {
    const t = picked('colonized-it');
    assert.equal(potatoes([...t.s.deck, ...t.s.discard, ...t.s.hands.flat()]), 3);
  });
});

function atPod(t: RoleTable, seat: number, ...cards: Card[]): RoleTable {
  t.s.pos[seat] = LAB;
  return t.hand(seat, ...cards);
}

describe('Botanist: Colonized It! (020)', () => {
  test('a Potato stands in for the Power Pack when escaping', () => {
    const t = atPod(new RoleTable(2).role(0, 'colonized-it'), 0, 'oxygen', 'food', 'nav', 'potato');
    assert.ok(t.can(0, { type: 'escape' }));
    t.role(0, 'learning-experience');
    assert.ok(!t.can(0, { type: 'escape' }), 'without the card a Potato is only food');
  });

  test('each card counts once: one Potato cannot be both food and power', () => {
    const t = atPod(new RoleTable(2).role(0, 'colonized-it'), 0, 'oxygen', 'nav', 'potato');
    assert.ok(!t.can(0, { type: 'escape' }));
    t.hand(0, 'oxygen', 'nav', 'potato', 'potato');
    assert.ok(t.can(0, { type: 'escape' }));
  });
});

describe('Botanist: Learning Experience (021)', () => {
  test("spent in a damage window on another's turn: no jump to safety for the rest of the turn", () => {
    const t = new RoleTable(2)
      .role(1, 'learning-experience')
      .phase(1)
      .cubes({ [LS]: 1 })
      .hand(1, 'eva', 'hack');
    t.s.pos[1] = LS;
    t.roll(2, 3); // Life Support: its last cube
    t.act(1, { type: 'role', role: 'learning-experience' });
    t.land();
    assert.equal(t.s.cubes[LS], 0);
    assert.equal(t.s.pos[1], LS, 'stays in the module without oxygen');
    assert.deepEqual(t.s.hands[1], ['eva', 'hack'], 'keeps the hand');
    assert.equal(t.s.charges[1], 2);
    assert.deepEqual((t.view(0).ext.roles as { air: number[] }).air, [1], 'public');
    t.startTurn(1);
    assert.deepEqual((t.view(0).ext.roles as { air: number[] }).air, [], 'the next turn it is over');
  });

  test('hard level: the spent charge also spares the Botanist from facing death', () => {
    const t = new RoleTable(2, { level: 'hard' })
      .role(1, 'learning-experience')
      .phase(1)
      .cubes({ [LS]: 1 });
    t.hand(1, 'eva');
    t.s.pos[1] = LS;
    t.roll(2, 3);
    t.act(1, { type: 'role', role: 'learning-experience' });
    t.land();
    assert.deepEqual(t.s.out, []);
    const u = new RoleTable(2, { level: 'hard' })
      .role(1, 'learning-experience')
      .phase(1)
      .cubes({ [LS]: 1 });
    u.hand(1, 'eva');
    u.s.pos[1] = LS;
    u.roll(2, 3).land();
    assert.deepEqual(u.s.out, [1], 'without the charge the Botanist is lost');
  });

  test('hard level, the life-support deadline: a Botanist with a charge left spends it and lives', () => {
    // The deadline comes at the start of a turn, with no window to answer: a holder who can spend a
    // charge is taken to spend it (declining would mean facing death).
    for (const [phase, charges, lives] of [
      [1, 3, true],
      [1, 0, false],
      [0, 3, false],
    ] as const) {
      const t = new RoleTable(3, { level: 'hard' })
        .role(1, 'learning-experience')
        .phase(phase)
        .cubes({ [LS]: 1 });
      t.s.charges[1] = charges;
      t.s.ext[HARD] = { lsf: 0 } as never;
      t.startTurn(0);
      const label = `phase ${phase}, ${charges} charges`;
      assert.ok(t.s.out.includes(0), `${label}: the crew member without a suit dies`);
      assert.equal(!t.s.out.includes(1), lives, label);
      if (lives) {
        assert.equal(t.s.charges[1], charges - 1, label);
        assert.ok(
          t.events.some((e) => e.rule === 'role.learning-experience' && (e.data as { seat: number }).seat === 1),
          'the spent charge is announced',
        );
      }
    }
  });

  test('on its own turn it costs no action and opens modules without oxygen', () => {
    const t = new RoleTable(2)
      .role(0, 'learning-experience')
      .phase(2)
      .cubes({ [LS]: 0 });
    assert.ok(!t.can(0, { type: 'move', to: LS }));
    t.do(0, { type: 'role', role: 'learning-experience' });
    assert.equal(t.turnLeft(), 3);
    t.do(0, { type: 'move', to: LS });
    assert.equal(t.s.pos[0], LS);
    assert.equal(t.roleActions(0).length, 0, 'once is enough for the turn');
  });

  test('offered in a damage or action window, never in the window of an interrupt card', () => {
    const t = new RoleTable(3).role(2, 'learning-experience').phase(1).hand(1, 'quick-thinking').hand(2, 'eva');
    t.act(0, { type: 'draw' });
    const le = { type: 'role', role: 'learning-experience' };
    assert.ok(t.can(2, le), 'the action window');
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    assert.equal(t.top()?.t, 'win');
    assert.ok(!t.can(2, le), 'the Quick Thinking card is being played');
    t.s.charges[2] = 0;
    t.settle();
    assert.ok(!t.legal(2).some((a) => a.type === 'role'), 'no charge left');
  });

  test('not in the green phase, not without charges', () => {
    const t = new RoleTable(2).role(0, 'learning-experience');
    assert.equal(t.roleActions(0).length, 0);
    t.phase(1);
    t.s.charges[0] = 0;
    assert.equal(t.roleActions(0).length, 0);
  });
});
