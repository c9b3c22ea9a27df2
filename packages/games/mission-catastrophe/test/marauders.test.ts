import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ApplyContext, createMatch, Rng, rngStateFromSeed } from '@airlock/engine';
import { drain } from '../src/flow.ts';
import { MARAUDERS, type MaraudersExt } from '../src/rules/marauders.ts';
import type { McState } from '../src/state.ts';
import { CARGO, CQ, ENG, game, LAB, MAINT, NAV, OPS, Scenario, SENS, TELE } from './helpers.ts';

const SMALL = 0;
const TALL = 1;

function coop(players: number, threat = 'marauders-cadet'): Scenario {
  return new Scenario(players, { mode: 'coop', threat });
}

function mx(t: Scenario): MaraudersExt {
  return t.s.ext[MARAUDERS] as unknown as MaraudersExt;
}

/** Puts the Marauders where the test wants them (-1: ejected into space). */
function place(t: Scenario, small: number, tall: number, next = 0): Scenario {
  const x: MaraudersExt = { at: [small, tall], next, red: false };
  t.s.ext[MARAUDERS] = x as never;
  return t;
}

function ctxOf(t: Scenario, seed = 7): ApplyContext {
  return { rng: Rng.fromSeed(seed), emit: (e) => t.events.push(e) };
}

/** Runs a Marauder turn for `seat` with the given Marauders, everyone passing its windows. */
function marauderTurn(t: Scenario, seat: number, q: number[]): Scenario {
  t.s.stack.push({ t: 'x:marauders', seat, q });
  drain(t.s, ctxOf(t));
  return t.settle();
}

/** Makes the kernel's next two dice come out as given (a generator seed found by search). */
function forceDice(t: Scenario, d1: number, d2: number): void {
  for (let k = 1; k < 100000; k++) {
    const r = Rng.fromSeed(k);
    if (r.die(6) === d1 && r.die(6) === d2) {
      t.m.rng = rngStateFromSeed(k);
      return;
    }
  }
  throw new Error('no seed');
}

/** The active player resolves pending cascade hits in the order offered. */
function cascade(t: Scenario): Scenario {
  while (t.top()?.t === 'hits') t.act(t.s.active, t.legal(t.s.active)[0] as never);
  return t;
}

describe('Marauders: setup', () => {
  test('after the normal setup two rolls each damage a module and board a Marauder there', () => {
    for (let seed = 1; seed < 60; seed++) {
      const m = createMatch<McState>(game, {
        players: 2,
        options: { mode: 'coop', threat: 'marauders-cadet', roles: 'off' },
        seed,
      });
      const s = m.state;
      if (s.cubes.some((c) => c === 0)) continue; // a cascade would blur the count
      const x = s.ext[MARAUDERS] as unknown as MaraudersExt;
      const rolls = s.rolloff.reduce((k, r) => k + r.length, 0);
      const removed = 36 - s.cubes.reduce((a, b) => a + b, 0);
      assert.equal(removed, rolls + 2, 'one hit per setup roll plus one per Marauder');
      for (const k of [SMALL, TALL]) {
        assert.ok((x.at[k] as number) > 0, 'a Marauder is aboard, never in Crew Quarters (not rollable)');
        assert.ok((s.cubes[x.at[k] as number] as number) < 3, 'its module was damaged');
      }
      return;
    }
    assert.fail('no seed without a setup cascade');
  });

  test('Marauders are a co-op threat only', () => {
    const t = new Scenario(2, { mode: 'sole' });
    assert.equal(t.s.ext[MARAUDERS], undefined);
  });
});

describe('Marauders: moving', () => {
  test('one module along the shortest route; ties: Small to the lowest number, Tall to the highest', () => {
    // Sensors (12) to the Teleporter: through Crew Quarters (1) or Operations (2).
    const t = place(coop(2).at(0), SENS, SENS);
    t.s.pos[0] = TELE;
    t.s.pos[1] = TELE;
    t.hand(0, 'eva', 'hack', 'lift').hand(1, 'eva', 'hack', 'lift');
    marauderTurn(t, 0, [SMALL, TALL]);
    assert.equal(mx(t).at[SMALL], CQ);
    assert.equal(mx(t).at[TALL], OPS);
    // Crew Quarters (1) to Operations: through the Teleporter (10) or Sensors (12).
    const u = place(coop(2).at(0), CQ, CQ);
    u.s.pos[0] = OPS;
    u.s.pos[1] = OPS;
    marauderTurn(u, 0, [SMALL, TALL]);
    assert.equal(mx(u).at[SMALL], TELE);
    assert.equal(mx(u).at[TALL], SENS);
  });

  test('they head for the current player, not the others', () => {
    const t = place(coop(2).at(1), NAV, -1);
    t.s.pos[0] = LAB;
    t.s.pos[1] = ENG;
    marauderTurn(t, 1, [SMALL]);
    assert.equal(mx(t).at[SMALL], SENS, 'towards the Engine Room, away from the Laboratory next door');
  });

  test('they cross modules without oxygen, and damage the module they enter', () => {
    const t = place(
      coop(2)
        .at(0)
        .cubes({ [SENS]: 0, [NAV]: 2 }),
      NAV,
      -1,
    );
    t.s.pos[0] = OPS;
    t.s.pos[1] = OPS;
    t.hand(0, 'eva').hand(1, 'eva');
    marauderTurn(t, 0, [SMALL]);
    assert.equal(mx(t).at[SMALL], SENS, 'into the airless Sensors');
    assert.ok(t.rules().includes('damage.straight-through'), 'an empty module takes the hit for nothing');
    marauderTurn(t, 0, [SMALL]);
    assert.equal(mx(t).at[SMALL], OPS);
  });

  test('entering a module: it loses a cube', () => {
    const t = place(coop(2).at(0), LAB, -1);
    t.s.pos[0] = CARGO;
    t.s.pos[1] = CARGO;
    marauderTurn(t, 0, [SMALL]);
    assert.equal(mx(t).at[SMALL], CQ);
    assert.equal(t.s.cubes[CQ], 2);
  });
});

describe('Marauders: looting and capture', () => {
  test('a Marauder entering a module loots one card of their choice from each crew member there', () => {
    const t = place(coop(3).at(0), LAB, -1);
    t.s.pos = [CQ, CQ, OPS];
    t.hand(0, 'eva', 'hack').hand(1, 'suit').hand(2, 'lift');
    marauderTurn(t, 0, [SMALL]);
    assert.equal(mx(t).at[SMALL], CQ);
    assert.deepEqual(t.pendingActors(), [0]);
    assert.deepEqual(t.legal(0), [
      { type: 'loot', card: 'eva' },
      { type: 'loot', card: 'hack' },
    ]);
    t.act(0, { type: 'loot', card: 'hack' });
    // Seat 1 is asked even with a single card: being asked must not reveal what a hand holds.
    assert.deepEqual(t.legal(1), [{ type: 'loot', card: 'suit' }]);
    t.act(1, { type: 'loot', card: 'suit' });
    assert.deepEqual(t.s.hands, [['eva'], [], ['lift']]);
    assert.ok(t.s.discard.includes('hack') && t.s.discard.includes('suit'));
    assert.equal(t.turnSeat(), 0);
  });

  test('a crew member with no card to give is captured: the crew loses', () => {
    const t = place(coop(2).at(0), LAB, -1);
    t.s.pos = [CQ, CQ];
    t.hand(0, 'eva');
    marauderTurn(t, 0, [SMALL]);
    t.act(0, { type: 'loot', card: 'eva' });
    assert.ok(t.s.over);
    assert.deepEqual(t.s.over.winners, []);
    assert.equal(t.s.over.details?.cause, 'captured');
  });

  test('a Marauder starting with the current player stays, damages the module and loots that player', () => {
    const t = place(coop(2).at(1), OPS, -1);
    t.s.pos = [OPS, OPS];
    t.hand(0, 'eva').hand(1, 'hack', 'lift');
    marauderTurn(t, 1, [SMALL]);
    assert.equal(mx(t).at[SMALL], OPS);
    assert.equal(t.s.cubes[OPS], 2);
    assert.deepEqual(t.pendingActors(), [1], 'only the current player is looted');
    t.act(1, { type: 'loot', card: 'lift' });
    assert.deepEqual(t.s.hands, [['eva'], ['hack']]);
  });

  test('a crew member entering a module with Marauders gives one card per Marauder', () => {
    const t = place(coop(2).at(0), SENS, SENS);
    t.hand(0, 'eva', 'hack', 'lift');
    t.do(0, { type: 'move', to: SENS });
    t.act(0, { type: 'loot', card: 'eva' });
    t.act(0, { type: 'loot', card: 'lift' });
    assert.deepEqual(t.s.hands[0], ['hack']);
    assert.equal(t.turnSeat(), 0);
  });
});

/** Every PIP card in the game, wherever it is (as the kit's invariant counts them). */
function cards(s: McState): number {
  let k = s.deck.length + s.discard.length + s.piles.reduce((a, b) => a + b, 0);
  for (const h of s.hands) k += h.length;
  for (const g of s.gear) k += g.length;
  for (const st of s.stack) if (st.t === 'win') k += st.w.data.held?.length ?? 0;
  return k;
}

describe('Marauders: damage before loot', () => {
  test('a crew member blown out of the module by the entry damage is not looted afterwards', () => {
    // Crew Quarters has one cube: the Marauder's entry empties it, seat 1 (no suit) jumps to
    // safety and loses its hand; the loot that would have followed no longer applies.
    const t = place(
      coop(2)
        .at(0)
        .cubes({ [CQ]: 1 }),
      LAB,
      -1,
    );
    t.s.pos = [ENG, CQ];
    t.hand(0, 'eva').hand(1, 'hack');
    marauderTurn(t, 0, [SMALL]);
    cascade(t);
    if (t.top()?.t === 'jump') t.act(1, t.legal(1)[0] as never);
    assert.equal(t.s.over, null, 'no capture');
    assert.notEqual(t.s.pos[1], CQ);
    assert.ok(!t.rules().includes('marauders.loot'));
    assert.ok(t.rules().includes('exposure.jump'));
  });
});

describe('Marauders: capture in the middle of an interrupt', () => {
  test('the game ends at once and the card held by the interrupted action stays counted', () => {
    // Seat 0 plays Hack the Bridge; seat 1 answers with Quick Thinking and walks, empty-handed,
    // into the Marauder's module.
    const t = place(coop(2).at(0), LAB, -1);
    t.s.pos = [CQ, CQ];
    t.hand(0, 'hack', 'eva').hand(1, 'quick-thinking');
    const before = cards(t.s);
    t.act(0, { type: 'play', card: 'hack', fuse: 0, id: 'A' });
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    t.settle();
    t.act(1, { type: 'move', to: LAB });
    t.settle();
    assert.equal(t.s.over?.details?.cause, 'captured');
    assert.equal(cards(t.s), before);
    assert.ok(t.s.hands[0]?.includes('hack'), 'the Hack never resolved: back in its hand');
  });
});

describe('Marauders: oxygen', () => {
  test('a Marauder whose module loses its oxygen to a roll is ejected into space', () => {
    const t = place(
      coop(2)
        .at(0)
        .cubes({ [NAV]: 1 }),
      NAV,
      CARGO,
    );
    cascade(t.roll(4, 4).settle());
    assert.equal(mx(t).at[SMALL], -1);
    assert.equal(mx(t).at[TALL], CARGO);
    // An ejected Marauder takes no turn; the other one moves in its place (Cadet).
    t.s.stack = [{ t: 'turn', seat: 0, left: 0, ph: 4 }];
    t.hand(0, 'eva').hand(1, 'eva');
    drain(t.s, ctxOf(t));
    t.settle();
    assert.equal(mx(t).at[SMALL], -1);
    assert.notEqual(mx(t).at[TALL], CARGO);
  });

  test('the Marauders own damage emptying their module does not eject them', () => {
    const t = place(
      coop(2)
        .at(0)
        .cubes({ [CQ]: 1 }),
      LAB,
      -1,
    );
    t.s.pos = [TELE, TELE];
    t.hand(0, 'eva').hand(1, 'eva');
    cascade(marauderTurn(t, 0, [SMALL]));
    assert.equal(t.s.cubes[CQ], 0);
    assert.equal(mx(t).at[SMALL], CQ);
  });

  test('ejected Marauders roll their way back in when the board enters (or re-enters) the red phase', () => {
    const t = place(coop(2).at(0), -1, MAINT);
    t.damage(22); // lowest status cube on space 12: still yellow
    t.hand(0, 'eva').hand(1, 'eva');
    t.roll(1, 1).settle();
    const back = t.events.find((e) => e.rule === 'marauders.return');
    assert.ok(back, 'entering red brings the Small Marauder back');
    const sum = (back.data as { sum: number }).sum;
    assert.equal(mx(t).at[SMALL], t.s.num.indexOf(sum));
    assert.equal(mx(t).at[TALL], MAINT);
    assert.equal(t.s.cubes[mx(t).at[SMALL] as number], 3, 'no damage on the way back in');
    // Out of red by a repair, ejected again, then back into red: it returns again.
    mx(t).at[SMALL] = -1;
    t.s.pos[0] = OPS;
    t.do(0, { type: 'repair' });
    assert.equal(mx(t).red, false);
    t.roll(1, 1).settle();
    assert.ok((mx(t).at[SMALL] as number) >= 0);
  });
});

describe('Marauders: turns and interrupts', () => {
  test('Cadet: after each player turn one Marauder moves, Small and Tall in turn', () => {
    const t = place(coop(2).at(0), NAV, LAB);
    t.s.pos = [ENG, ENG];
    t.hand(0, 'eva').hand(1, 'eva');
    t.s.auto = [true, true];
    forceDice(t, 1, 1);
    t.act(0, { type: 'end' });
    assert.equal(t.turnSeat(), 1);
    assert.deepEqual(mx(t).at, [SENS, LAB]);
    t.act(1, { type: 'end' });
    assert.equal(t.turnSeat(), 0);
    assert.equal(mx(t).at[SMALL], SENS);
    assert.equal(mx(t).at[TALL], NAV, 'Crew Quarters and Navigation tie: the Tall one goes high');
  });

  test('Veteran: both Marauders move after each player turn, Small first', () => {
    const t = place(coop(2, 'marauders-veteran').at(0), NAV, LAB);
    t.s.pos = [ENG, ENG];
    t.hand(0, 'eva').hand(1, 'eva');
    t.s.auto = [true, true];
    forceDice(t, 1, 1);
    t.act(0, { type: 'end' });
    assert.deepEqual(mx(t).at, [SENS, NAV]);
    const moves = t.events
      .filter((e) => e.rule === 'marauders.move')
      .map((e) => (e.data as { marauder: number }).marauder);
    assert.deepEqual(moves, [SMALL, TALL]);
  });

  test('any player may Override a Marauder to skip its turn (the current player too)', () => {
    const t = place(coop(2, 'marauders-veteran').at(0), NAV, LAB);
    t.s.pos = [ENG, ENG];
    t.hand(0, 'override', 'eva').hand(1, 'eva');
    t.s.stack.push({ t: 'x:marauders', seat: 0, q: [SMALL, TALL] });
    drain(t.s, ctxOf(t));
    assert.deepEqual(t.top()?.t, 'win');
    assert.ok(t.has(0, { type: 'interrupt', card: 'override' }));
    t.act(0, { type: 'interrupt', card: 'override' });
    t.settle();
    assert.equal(mx(t).at[SMALL], NAV, 'the Small Marauder lost its turn');
    assert.equal(mx(t).at[TALL], NAV, 'the Tall Marauder still moved');
    assert.ok(t.s.discard.includes('override'));
    assert.ok(t.rules().includes('marauders.override'));
  });

  test('Quick Thinking: an action before the Marauder moves (it then chases the new position)', () => {
    // Without it, the Tall Marauder in Navigation would walk into the Laboratory and loot seat 0.
    const t = place(coop(2).at(0), -1, NAV);
    t.s.pos = [LAB, ENG];
    t.hand(0, 'eva').hand(1, 'quick-thinking', 'hack');
    t.s.stack.push({ t: 'x:marauders', seat: 0, q: [TALL] });
    drain(t.s, ctxOf(t));
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    t.settle();
    assert.deepEqual(t.pendingActors(), [1], 'the Quick Thinking player acts first');
    t.act(1, { type: 'play', card: 'hack', fuse: 0, id: 'A' });
    t.settle();
    assert.equal(t.s.fuse[0], 'A');
    assert.equal(mx(t).at[TALL], LAB);
    // Now the other way: seat 0 itself uses Quick Thinking to step out of the way.
    const u = place(coop(2).at(0), -1, NAV);
    u.s.pos = [LAB, ENG];
    u.hand(0, 'quick-thinking', 'eva').hand(1, 'hack');
    u.s.stack.push({ t: 'x:marauders', seat: 0, q: [TALL] });
    drain(u.s, ctxOf(u));
    u.act(0, { type: 'interrupt', card: 'quick-thinking' });
    u.settle();
    u.act(0, { type: 'move', to: CQ });
    u.settle();
    assert.equal(mx(u).at[TALL], SENS, 'towards Crew Quarters, the highest-numbered way');
    assert.deepEqual(u.s.hands[0], ['eva'], 'nobody was looted');
  });
});
