import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createMatch, type MatchState, step } from '@airlock/engine';
import { deckContents, HAND_START, PILE_SIZE } from '../src/data/cards.ts';
import { CUBES_PER_MODULE, INTEGRITY } from '../src/data/integrity.ts';
import { PROFESSIONS, ROLES } from '../src/data/roles.ts';
import { CASIMIR_1, MODULES, POD_IDS } from '../src/data/ship.ts';
import { checkOptions, type GameOptions, OPTION_SPECS } from '../src/options.ts';
import { HARD } from '../src/rules/hard-level.ts';
import { hooksFor, rulesFor } from '../src/rules/hooks.ts';
import { MARAUDERS } from '../src/rules/marauders.ts';
import { MOLD } from '../src/rules/mind-mold.ts';
import { PRESSURE } from '../src/rules/under-pressure.ts';
import { isSeatSetting } from '../src/shared-actions.ts';
import type { McState } from '../src/state.ts';
import { CQ, game } from './helpers.ts';

/**
 * Setup (rulebook, "Setup"): every module starts with 3 status cubes, the crew in Crew Quarters, a
 * number token on each module (module 1 always Crew Quarters, which no roll of two dice can hit),
 * the escape pods' IDs shuffled and unseen, four face-up resource piles of 7, 3 PIP cards per crew
 * member and one card starting the discard pile. Then everyone rolls both dice and damages the module
 * rolled; the lowest roll starts the game, and those tied for lowest roll again (damaging the ship
 * again) until one is lowest.
 */

function table(players: number, options: Record<string, string | boolean>, seed: number): McState {
  return createMatch<McState>(game, { players, options: { roles: 'off', ...options }, seed }).state;
}

/** Setups over many seeds and table sizes. */
function* setups(options: Record<string, string | boolean> = {}): Generator<[McState, number, number]> {
  for (let players = 2; players <= 6; players++)
    for (let seed = 1; seed <= 12; seed++) yield [table(players, options, seed), players, seed];
}

describe('the ship at the start', () => {
  test('module numbers: the printed ones by default; shuffled keeps 1 on Crew Quarters and uses each number once', () => {
    for (const [s] of setups())
      assert.deepEqual(
        s.num,
        MODULES.map((m) => m.number),
      );
    let moved = false;
    for (const [s] of setups({ numbering: 'shuffled' })) {
      assert.equal(s.num[CQ], 1);
      assert.deepEqual(
        [...s.num].sort((a, b) => a - b),
        MODULES.map((m) => m.number).sort((a, b) => a - b),
      );
      if (s.num.some((k, m) => k !== MODULES[m]?.number)) moved = true;
    }
    assert.ok(moved, 'shuffling changes the numbers in some games');
  });

  test('pods: one per pod spot, the IDs a shuffled set of distinct letters, nobody knows any', () => {
    const orders = new Set<string>();
    for (const [s] of setups()) {
      assert.equal(s.podId.length, CASIMIR_1.podModules.length);
      assert.deepEqual([...s.podId].sort(), [...POD_IDS].slice(0, CASIMIR_1.podModules.length).sort());
      assert.deepEqual(s.podKnow, new Array(s.podId.length).fill(0));
      orders.add(s.podId.join(''));
    }
    assert.ok(orders.size > 1, 'the IDs are shuffled');
  });

  test('cubes: every status cube missing from a module, or lost with its pod, is on the board', () => {
    for (const [s] of setups()) {
      const missing = s.cubes.reduce((k, c) => k + (CUBES_PER_MODULE - c), 0);
      const podsLost = s.podUp.filter((u) => u === 0).length;
      assert.equal(s.board.length, INTEGRITY.spaces);
      assert.equal(s.board.filter((v) => v === 1).length, missing + podsLost);
      assert.ok(missing > 0, 'the roll-off damaged the ship');
    }
  });

  test('the table: piles of 7, three cards each, one card on the discard pile, the rest in the deck; all in Crew Quarters', () => {
    for (const [s, players] of setups()) {
      assert.deepEqual(s.piles, [PILE_SIZE, PILE_SIZE, PILE_SIZE, PILE_SIZE]);
      for (const h of s.hands) assert.equal(h.length, HAND_START);
      assert.equal(s.discard.length, 1);
      const all = [...s.deck, ...s.discard, ...s.hands.flat()].sort();
      assert.deepEqual(all, deckContents(false, false, false).sort());
      assert.deepEqual(s.pos, new Array(players).fill(CASIMIR_1.start));
      assert.deepEqual(s.gear, new Array(players).fill([]));
      assert.deepEqual(s.escaped, []);
      assert.deepEqual(s.out, []);
    }
  });

  test('per seat at the start: no profession or role, no charges, no auto-pass, no module used', () => {
    for (const [s, players] of setups()) {
      const nulls = new Array(players).fill(null);
      assert.deepEqual(s.prof, nulls);
      assert.deepEqual(s.role, nulls);
      assert.deepEqual(s.role2, nulls);
      assert.deepEqual(s.charges, new Array(players).fill(0));
      assert.deepEqual(s.auto, new Array(players).fill(false));
      assert.deepEqual(s.modUsed, new Array(players).fill(false));
      assert.equal(s.rolloff.length, players);
    }
  });

  test('fuses: one in Sole Survivor, one per crew member in Co-op, one per team member in Team play', () => {
    assert.equal(table(3, {}, 1).fuse.length, 1);
    assert.equal(table(4, { mode: 'coop' }, 1).fuse.length, 4);
    assert.equal(table(4, { mode: 'team' }, 1).fuse.length, 2);
    assert.equal(table(6, { mode: 'team', teams: 'trios' }, 1).fuse.length, 3);
    assert.deepEqual(table(6, { mode: 'team', teams: 'trios' }, 1).fuse, [null, null, null]);
  });

  test('promo cards join the deck only with the option', () => {
    const s = table(3, { promos: true }, 2);
    const all = [...s.deck, ...s.discard, ...s.hands.flat()].sort();
    assert.deepEqual(all, deckContents(false, false, true).sort());
  });
});

describe('the roll-off', () => {
  test('everyone rolls; the tied lowest roll again; the one lowest in the last round starts', () => {
    let rerolls = 0;
    for (const [s, players] of setups()) {
      const rounds = Math.max(...s.rolloff.map((r) => r.length));
      let rolling = Array.from({ length: players }, (_, i) => i);
      for (let r = 0; r < rounds; r++) {
        for (let seat = 0; seat < players; seat++)
          assert.equal((s.rolloff[seat]?.length ?? 0) > r, rolling.includes(seat), `round ${r + 1}: who rolls`);
        const sums = rolling.map((seat) => s.rolloff[seat]?.[r] as number);
        for (const k of sums) assert.ok(k >= 2 && k <= 12);
        const low = Math.min(...sums);
        const tied = rolling.filter((_, i) => sums[i] === low);
        if (r < rounds - 1) {
          assert.ok(tied.length > 1, 'only a tie rolls again');
          rerolls++;
        } else assert.deepEqual(tied, [s.active], 'the single lowest starts');
        rolling = tied;
      }
    }
    assert.ok(rerolls > 0, 'some games had a tie');
  });

  test('each roll of the roll-off damages the module with that number', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const m: MatchState<McState> = createMatch<McState>(game, { players: 5, options: { roles: 'off' }, seed });
      const rolls = m.state.rolloff.flat().length;
      // The board's count is the sum of the hits (no module starts empty, and cascades need three hits
      // on one module): with no cascade, each roll put exactly one cube on the board.
      const cascaded = m.state.cubes.some((c) => c === 0);
      if (!cascaded) assert.equal(m.state.board.filter((v) => v === 1).length, rolls);
      for (const sum of m.state.rolloff.flat()) assert.ok((m.state.cubes[m.state.num.indexOf(sum)] as number) < 3);
    }
  });

  test('the game begins with the start player’s turn, after the exposure check', () => {
    for (const [s] of setups()) {
      const turn = s.stack.find((st) => st.t === 'turn') as { seat: number; left: number } | undefined;
      assert.ok(turn);
      assert.equal(turn.seat, s.active);
      assert.equal(s.over, null);
    }
  });
});

describe('roles at setup', () => {
  test('each seat is dealt a different profession and picks one of its cards, seat 1 first', () => {
    for (let players = 2; players <= 6; players++) {
      const m = createMatch<McState>(game, { players, options: { roles: 'pick' }, seed: players });
      const profs = m.state.prof;
      assert.equal(new Set(profs).size, players);
      for (const p of profs) assert.ok(PROFESSIONS.includes(p as never));
      assert.deepEqual(
        game.pending(m.state).map((d) => d.actor),
        [0],
      );
    }
  });

  test('potatoes are in the deck only when a Botanist is in play', () => {
    let withBotanist = 0;
    let without = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const m = createMatch<McState>(game, { players: 3, options: { roles: 'pick' }, seed });
      for (let o = 0; o < 3; o++) {
        const actor = game.pending(m.state)[0]?.actor as number;
        // Never the card that takes the potatoes out of the deck.
        const pick = game.legalActions(m.state, actor).find((a) => a.role !== 'going-to-die-up-here');
        step(game, m, actor, pick as { type: string });
      }
      const s = m.state;
      const botanist = s.role.some((r) => r !== null && ROLES[r].profession === 'botanist');
      const potatoes = [...s.deck, ...s.discard, ...s.hands.flat()].filter((c) => c === 'potato').length;
      assert.equal(potatoes, botanist ? 3 : 0, `seed ${seed}`);
      if (botanist) withBotanist++;
      else without++;
    }
    assert.ok(withBotanist > 0 && without > 0, 'both kinds of table were seen');
  });

  test('going-to-die-up-here: its holder starts with three potatoes instead of a deal; no potato in the deck', () => {
    let found = false;
    for (let seed = 1; seed <= 300 && !found; seed++) {
      const m = createMatch<McState>(game, { players: 4, options: { roles: 'pick' }, seed });
      const seat = m.state.prof.indexOf(ROLES['going-to-die-up-here'].profession);
      if (seat < 0) continue;
      found = true;
      for (let o = 0; o < 4; o++) {
        const pend = game.pending(m.state)[0];
        const actor = pend?.actor as number;
        const pick =
          actor === seat
            ? { type: 'pick', role: 'going-to-die-up-here' }
            : (game.legalActions(m.state, actor)[0] as { type: string });
        step(game, m, actor, pick);
      }
      const s = m.state;
      assert.deepEqual(s.hands[seat], ['potato', 'potato', 'potato']);
      for (let o = 0; o < 4; o++) if (o !== seat) assert.equal(s.hands[o]?.length, HAND_START);
      assert.ok(![...s.deck, ...s.discard].includes('potato'));
    }
    assert.ok(found, 'a seed deals the botanist');
  });
});

describe('which rule modules a game uses', () => {
  const base: GameOptions = {
    mode: 'coop',
    teams: 'pairs',
    threat: 'marauders-cadet',
    level: 'normal',
    pressure: false,
    roles: 'off',
    promos: false,
    numbering: 'default',
  };
  const ids = (opt: GameOptions) => rulesFor(opt).map((r) => r.id);

  test('each option that picks rules is honoured when asked right after a game that differs only in it', () => {
    const cases: [Partial<GameOptions>, string, boolean][] = [
      [{ mode: 'sole' }, MARAUDERS, false],
      [{ threat: 'mind-mold' }, MOLD, true],
      [{ level: 'hard' }, HARD, true],
      [{ pressure: true }, PRESSURE, true],
      [{ roles: 'pick' }, 'roles', true],
    ];
    for (const [change, id, present] of cases) {
      assert.equal(ids({ ...base }).includes(id), !present, `before ${JSON.stringify(change)}`);
      assert.equal(ids({ ...base, ...change }).includes(id), present, JSON.stringify(change));
      assert.equal(ids({ ...base }).includes(id), !present, `back from ${JSON.stringify(change)}`);
    }
  });

  test('the same options object, asked again after another one, still gets its own rules', () => {
    const hard: GameOptions = { ...base, level: 'hard' };
    const normal: GameOptions = { ...base };
    assert.ok(ids(hard).includes(HARD));
    assert.ok(!ids(normal).includes(HARD));
    assert.ok(ids(hard).includes(HARD));
    assert.ok(hooksFor(hard).powered.some((r) => r.id === HARD));
    assert.ok(!hooksFor(normal).powered.some((r) => r.id === HARD));
  });
});

/** Every option at its default value. */
const DEFAULTS = Object.fromEntries(OPTION_SPECS.map((o) => [o.key, o.default])) as Record<string, string | boolean>;

describe('seat settings', () => {
  test('turning auto-pass on or off is a setting of the seat; a pass or a move is not', () => {
    assert.ok(isSeatSetting({ type: 'auto' }));
    assert.ok(!isSeatSetting({ type: 'pass' }));
    assert.ok(!isSeatSetting({ type: 'move' }));
  });
});

describe('table sizes and teams', () => {
  test('Sole Survivor needs 2 players or more; Team play 4 or 6; teams of three 6; co-op can be played alone', () => {
    assert.notEqual(checkOptions(1, { ...DEFAULTS, mode: 'sole' }), null);
    assert.equal(checkOptions(2, { ...DEFAULTS, mode: 'sole' }), null);
    assert.equal(checkOptions(1, { ...DEFAULTS, mode: 'coop' }), null);
    for (const n of [2, 3, 5]) assert.notEqual(checkOptions(n, { ...DEFAULTS, mode: 'team' }), null, `${n} in teams`);
    for (const n of [4, 6]) assert.equal(checkOptions(n, { ...DEFAULTS, mode: 'team' }), null, `${n} in teams`);
    assert.notEqual(checkOptions(4, { ...DEFAULTS, mode: 'team', teams: 'trios' }), null);
    assert.equal(checkOptions(6, { ...DEFAULTS, mode: 'team', teams: 'trios' }), null);
  });

  test('teams alternate around the table; co-op is one team; in Sole Survivor each seat is its own', () => {
    assert.deepEqual(table(4, { mode: 'team' }, 1).team, [0, 1, 0, 1]);
    assert.deepEqual(table(6, { mode: 'team' }, 1).team, [0, 1, 2, 0, 1, 2]);
    assert.deepEqual(table(6, { mode: 'team', teams: 'trios' }, 1).team, [0, 1, 0, 1, 0, 1]);
    assert.deepEqual(table(3, { mode: 'coop' }, 1).team, [0, 0, 0]);
    assert.deepEqual(table(3, { mode: 'sole' }, 1).team, [0, 1, 2]);
  });

  test('option values are read as given', () => {
    const s = table(
      3,
      { mode: 'coop', threat: 'mind-mold', level: 'hard', pressure: true, promos: true, numbering: 'shuffled' },
      1,
    );
    assert.deepEqual(s.opt, {
      mode: 'coop',
      teams: 'pairs',
      threat: 'mind-mold',
      level: 'hard',
      pressure: true,
      roles: 'off',
      promos: true,
      numbering: 'shuffled',
    });
  });
});
