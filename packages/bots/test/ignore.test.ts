import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type Action,
  createMatch,
  type GameModule,
  legalActionsOf,
  type MatchState,
  type Options,
  type Pending,
  pendingOf,
  Rng,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import { findGame } from '@airlock/games';
import { playable, search } from '../src/index.ts';

/**
 * A one-seat race with a free switch: `step` moves a marker one space (the seat wins at 4, and each
 * step costs one of 6 moves), `switch` flips a flag that changes nothing. Searched, the switch is a
 * free second look at the same decision: what `ignore` is for.
 */
interface Race {
  at: number;
  moves: number;
  flag: boolean;
  switches: number;
}
const STEP: Action = { type: 'step' };
const SWITCH: Action = { type: 'switch' };
const isSwitch = (a: Action): boolean => a.type === 'switch';
const NO_OPTIONS = {};

const race: GameModule<Race, Action, Race> = {
  id: 'race-with-switch',
  name: 'Race with a switch',
  version: '1',
  players: { min: 1, max: 1 },
  options: [],
  setup: () => ({ at: 0, moves: 6, flag: false, switches: 0 }),
  pending: (s) => (s.at >= 4 || s.moves === 0 ? [] : [{ actor: 0, kind: 'turn', prompt: 'Step or switch' }]),
  legalActions: (s, actor) => (actor === 0 && s.at < 4 && s.moves > 0 ? [SWITCH, STEP] : []),
  apply(s, _actor, a) {
    if (a.type === 'switch') {
      s.flag = !s.flag;
      s.switches++;
    } else {
      s.at++;
      s.moves--;
    }
  },
  view: (s) => ({ ...s }),
  result: (s) =>
    s.at >= 4
      ? { summary: 'Arrives.', ranks: [1], winners: [0] }
      : s.moves === 0
        ? { summary: 'Out of moves.', ranks: [2], winners: [] }
        : null,
  determinize: (v) => ({ ...v }),
};

test('playable drops ignored actions, keeps the list itself when none is ignored, and all of it when nothing else is left', () => {
  const legal = [SWITCH, STEP];
  assert.deepEqual(playable(legal, isSwitch, NO_OPTIONS, 'turn'), [STEP]);
  assert.equal(playable(legal, undefined, NO_OPTIONS, 'turn'), legal);
  const none = [STEP];
  assert.equal(playable(none, isSwitch, NO_OPTIONS, 'turn'), none);
  assert.deepEqual(playable([SWITCH], isSwitch, NO_OPTIONS, 'turn'), [SWITCH]);
});

test('the search never tries or plays an ignored action while another is legal', () => {
  const m = createMatch(race, { players: 1, seed: 3 });
  const legal = legalActionsOf(race, m, 0);
  const out = search(race, viewOf(race, m, 0), legal, Rng.fromSeed(1), { iterations: 200, ignore: isSwitch });
  assert.deepEqual(out.action, STEP);
  assert.deepEqual(
    out.root.map((r) => r.action),
    [STEP],
  );
  // A whole game decided by the search: the switch is never thrown.
  const game = createMatch(race, { players: 1, seed: 4 });
  const rng = Rng.fromSeed(2);
  while (pendingOf(race, game).length > 0) {
    const a = search(race, viewOf(race, game, 0), legalActionsOf(race, game, 0), rng, {
      iterations: 50,
      ignore: isSwitch,
    }).action;
    stepUnchecked(race, game, 0, a);
  }
  assert.equal((game.state as Race).switches, 0);
  assert.equal((game.state as Race).at, 4);
  // Without the option the switch is a candidate like any other action.
  const open = search(race, viewOf(race, m, 0), legal, Rng.fromSeed(1), { iterations: 200 });
  assert.equal(open.root.length, 2);
});

test("Mission Catastrophe's search ignores the auto-pass switch in co-op, and switching it on in a turn elsewhere", () => {
  const entry = findGame('mission-catastrophe');
  const ignore = entry?.search?.ignore;
  assert.ok(entry && ignore);
  // Every action seen in a few random games of each mode, at the decision that offered it.
  const seen = new Set<string>();
  for (const mode of ['coop', 'sole', 'team']) {
    for (let seed = 0; seed < 4; seed++) {
      const m: MatchState = createMatch(entry.game, { players: 4, options: { mode }, seed });
      const rng = Rng.fromSeed(seed);
      for (let steps = 0; steps < 400 && pendingOf(entry.game, m).length > 0; steps++) {
        const pending: Pending | undefined = pendingOf(entry.game, m)[0];
        if (!pending) break;
        const legal = legalActionsOf(entry.game, m, pending.actor);
        for (const a of legal) {
          const ignored: boolean = ignore(a, m.options, pending.kind);
          const expected: boolean =
            a.type === 'auto' && (mode === 'coop' || (pending.kind === 'turn' && a.on === true));
          assert.equal(ignored, expected, `${mode} ${pending.kind} ${JSON.stringify(a)}`);
          if (a.type === 'auto') seen.add(`${mode} ${pending.kind} ${String(a.on)} ${ignored}`);
        }
        stepUnchecked(entry.game, m, pending.actor, rng.pick(legal));
      }
    }
  }
  // The cases that matter all came up: in co-op every switch is ignored; elsewhere a window's
  // pass-and-auto-pass and a turn's switching off stay, switching on in a turn does not.
  for (const c of ['coop turn true true', 'coop reaction true true', 'sole turn true true', 'sole reaction true false'])
    assert.ok(seen.has(c), c);
});

test("Mission Catastrophe's seat follows the heuristic below the root where that was measured better", () => {
  const tuned = findGame('mission-catastrophe')?.search;
  assert.ok(tuned);
  const own = tuned.ownPrior as (players: number, options: Options) => boolean;
  const depth = tuned.maxDepth as (players: number, options: Options) => number | undefined;
  const cases: [number, Options, boolean][] = [
    [2, { mode: 'sole' }, true],
    [3, { mode: 'sole' }, true],
    [6, { mode: 'sole' }, true],
    [3, { mode: 'coop' }, true],
    [1, { mode: 'coop' }, false],
    [2, { mode: 'coop' }, true],
    [4, { mode: 'team' }, false],
    [6, { mode: 'team' }, false],
  ];
  for (const [players, options, follows] of cases) {
    assert.equal(own(players, options), follows, `${players} ${options.mode}`);
    assert.equal(depth(players, options), follows ? 20 : undefined, `${players} ${options.mode}`);
  }
});
