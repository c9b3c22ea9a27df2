/**
 * The Airlock kernel against a plain hand-written update and against boardgame.io, on one small game
 * (tic-tac-toe, written three ways in ./tictactoe/), in one run on one core, so the figures read as
 * ratios rather than absolutes that depend on the machine:
 *   npx node packages/bots/bench/compare.ts [--json] [--development]
 *
 * Like against like: moves checked against the rules (Airlock's `step`, boardgame.io's reducer, which
 * checks the player, the move and its INVALID_MOVE answer, and the plain update with its checks), then
 * unchecked moves (Airlock's `stepUnchecked`, what simulations and bots use, against the bare plain
 * update). boardgame.io runs in production mode (NODE_ENV=production, its documented switch: no
 * serializability walk of G after every move, no debug logging) unless --development is given.
 * Airlock has no such mode: its kernel runs the same code everywhere.
 */
import { type Action, createMatch, legalActionsOf, type MatchState, Rng, step, stepUnchecked } from '@airlock/engine';
import { costPerCall, forAbout } from '../src/bench/measure.ts';
import type { BgioState } from './tictactoe/bgio.ts';
import { tictactoe } from './tictactoe/engine.ts';
import { type PlainState, plainAct, plainLegal, plainMark, plainOver, plainSetup } from './tictactoe/plain.ts';

const json = process.argv.includes('--json');
const mode = process.argv.includes('--development') ? 'development' : 'production';
// Set before boardgame.io is loaded: it reads the variable when its modules load and on every move.
process.env.NODE_ENV = mode;
const { bgioClient, bgioLegal, bgioMove, bgioReducer, bgioSetup } = await import('./tictactoe/bgio.ts');
const MS = 1500;

interface Row {
  group: 'checked' | 'unchecked';
  way: string;
  gamesPerSecond: number;
  movesPerSecond: number;
  moveMedianNs: number | null;
  /** Whole-process and main-thread CPU seconds of the timed games. */
  seconds: number;
  threadSeconds: number;
}
const rows: Row[] = [];

function speed(group: Row['group'], way: string, oneGame: () => number, moveMedianNs: number | null): void {
  let moves = 0;
  const run = forAbout(MS, () => {
    moves += oneGame();
  });
  rows.push({
    group,
    way,
    gamesPerSecond: run.count / run.seconds,
    movesPerSecond: moves / run.seconds,
    moveMedianNs,
    seconds: run.seconds,
    threadSeconds: run.threadSeconds,
  });
}

// Positions for the per-move figure: every position of 200 random games, each with its random move.
function positions<S>(
  setup: () => S,
  legal: (s: S) => number[],
  over: (s: S) => boolean,
  mark: (s: S, c: number) => S,
) {
  const rng = Rng.fromSeed('compare-positions');
  const out: { state: S; cell: number }[] = [];
  for (let g = 0; g < 200; g++) {
    let s = setup();
    while (!over(s)) {
      const cell = rng.pick(legal(s));
      out.push({ state: structuredClone(s), cell });
      s = mark(s, cell);
    }
  }
  return out;
}

// 1. The plain update, bare and with its checks.
{
  const pos = positions(plainSetup, plainLegal, plainOver, (s, c) => {
    plainMark(s, c);
    return s;
  });
  for (const checked of [false, true]) {
    const rng = Rng.fromSeed(1);
    const move = checked ? (s: PlainState, c: number) => plainAct(s, s.turn, c) : plainMark;
    const cost = costPerCall(
      () => pos.map((p) => ({ s: structuredClone(p.state) as PlainState, c: p.cell })),
      (p) => move(p.s, p.c),
    );
    speed(
      checked ? 'checked' : 'unchecked',
      checked ? 'plain update with its checks' : 'plain update, no checks',
      () => {
        const s = plainSetup();
        let n = 0;
        for (; !plainOver(s); n++) move(s, rng.pick(plainLegal(s)));
        return n;
      },
      cost.medianNs,
    );
  }
}

// 2. The Airlock kernel: unchecked steps (what simulations and bots use), then checked ones (what a table does).
{
  type P = { m: MatchState; a: Action };
  const pos: P[] = [];
  const prng = Rng.fromSeed('compare-positions');
  for (let g = 0; g < 200; g++) {
    const m = createMatch(tictactoe, { players: 2, seed: g });
    while (!tictactoe.result(m.state as never)) {
      const actor = tictactoe.pending(m.state as never)[0]?.actor as number;
      const a = prng.pick(legalActionsOf(tictactoe, m, actor));
      pos.push({ m: structuredClone(m), a });
      stepUnchecked(tictactoe, m, actor, a);
    }
  }
  const actorOf = (m: MatchState) => (m.state as { turn: number }).turn;
  for (const checked of [false, true]) {
    const rng = Rng.fromSeed(1);
    const apply = checked ? step : stepUnchecked;
    const cost = costPerCall(
      () => pos.map((p) => ({ m: structuredClone(p.m), a: p.a })),
      (p) => apply(tictactoe, p.m, actorOf(p.m), p.a),
    );
    let seed = 0;
    speed(
      checked ? 'checked' : 'unchecked',
      checked ? 'Airlock kernel, `step`' : 'Airlock kernel, `stepUnchecked`',
      () => {
        const m = createMatch(tictactoe, { players: 2, seed: seed++ });
        let n = 0;
        for (; !tictactoe.result(m.state as never); n++) {
          const actor = tictactoe.pending(m.state as never)[0]?.actor as number;
          apply(tictactoe, m, actor, rng.pick(legalActionsOf(tictactoe, m, actor)));
        }
        return n;
      },
      cost.medianNs,
    );
  }
}

// 3. boardgame.io: its reducer directly, then its Client without a server. Both check every move.
{
  const rng = Rng.fromSeed(1);
  const over = (s: BgioState) => s.ctx.gameover !== undefined;
  const pos = positions(bgioSetup, bgioLegal, over, (s, c) => bgioReducer(s, bgioMove(c, s.ctx.currentPlayer)));
  const cost = costPerCall(
    () => pos,
    (p) => bgioReducer(p.state, bgioMove(p.cell, p.state.ctx.currentPlayer)),
  );
  speed(
    'checked',
    'boardgame.io reducer (`CreateGameReducer`)',
    () => {
      let s = bgioSetup();
      let n = 0;
      for (; !over(s); n++) s = bgioReducer(s, bgioMove(rng.pick(bgioLegal(s)), s.ctx.currentPlayer));
      return n;
    },
    cost.medianNs,
  );
  speed(
    'checked',
    'boardgame.io `Client`, no server',
    () => {
      const c = bgioClient();
      let n = 0;
      for (; c.state().ctx.gameover === undefined; n++) c.mark(rng.pick(bgioLegal(c.state())));
      c.stop();
      return n;
    },
    null,
  );
}

/** Each row against the first row of its group: the plain update with the same checks, or without. */
function against(r: Row): number {
  const base = rows.find((b) => b.group === r.group) as Row;
  return base.gamesPerSecond / r.gamesPerSecond;
}

if (json) {
  console.log(
    JSON.stringify(
      {
        node: process.version,
        boardgameIo: mode,
        ms: MS,
        rows: rows.map((r) => ({ ...r, slowerThanPlain: against(r) })),
      },
      null,
      2,
    ),
  );
} else {
  console.log(
    `tic-tac-toe, random games for ${MS} ms of whole-process CPU each, Node ${process.version}, boardgame.io in ${mode} mode`,
  );
  for (const group of ['checked', 'unchecked'] as const) {
    console.log(`\n${group === 'checked' ? 'every move checked against the rules' : 'moves not checked'}`);
    console.log(
      `${'way'.padEnd(44)} ${'games/s'.padStart(10)} ${'moves/s'.padStart(11)} ${'move µs'.padStart(8)} ${'slower than plain'.padStart(18)}`,
    );
    for (const r of rows.filter((x) => x.group === group)) {
      console.log(
        `${r.way.padEnd(44)} ${Math.round(r.gamesPerSecond).toLocaleString('en-US').padStart(10)} ${Math.round(r.movesPerSecond).toLocaleString('en-US').padStart(11)} ${(r.moveMedianNs === null ? '-' : (r.moveMedianNs / 1000).toFixed(2)).padStart(8)} ${`${against(r).toFixed(1)}x`.padStart(18)}`,
      );
    }
  }
}
