import { createRequire } from 'node:module';
import { lineWinner } from './rules.ts';

/**
 * Tic-tac-toe on boardgame.io 0.50, driven through its own reducer (what its Client and server run for
 * each move) and through its Client with no server. boardgame.io ships CommonJS without export maps
 * that Node's ES module loader accepts, hence require.
 */
const require = createRequire(import.meta.url);
const { CreateGameReducer, InitializeGame, ProcessGameConfig } = require('boardgame.io/internal');
const { Client } = require('boardgame.io/client');
const { INVALID_MOVE } = require('boardgame.io/core');

interface G {
  cells: number[];
}
interface Ctx {
  currentPlayer: string;
  gameover?: unknown;
}

export const bgioGame = {
  name: 'tictactoe',
  // Undo history is off: the other two versions keep none either.
  disableUndo: true,
  setup: (): G => ({ cells: Array(9).fill(-1) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    mark: ({ G, playerID }: { G: G; playerID: string }, cell: number) => {
      if (G.cells[cell] !== -1) return INVALID_MOVE;
      G.cells[cell] = Number(playerID);
    },
  },
  endIf: ({ G }: { G: G }) => {
    const w = lineWinner(G.cells);
    if (w >= 0) return { winner: String(w) };
    if (G.cells.every((c) => c !== -1)) return { draw: true };
  },
};

// biome-ignore lint/suspicious/noExplicitAny: boardgame.io's state type is not exported to ES modules
export type BgioState = { G: G; ctx: Ctx } & Record<string, any>;

const processed = ProcessGameConfig(bgioGame);
// biome-ignore lint/suspicious/noExplicitAny: see above
export const bgioReducer: (state: BgioState, action: any) => BgioState = CreateGameReducer({ game: processed });

export const bgioSetup = (): BgioState => InitializeGame({ game: processed, numPlayers: 2 });

/** boardgame.io's MAKE_MOVE action, built by hand as its own action creator is internal. */
export const bgioMove = (cell: number, playerID: string) => ({
  type: 'MAKE_MOVE',
  payload: { type: 'mark', args: [cell], playerID },
});

export const bgioLegal = (s: BgioState): number[] => {
  const out: number[] = [];
  for (let i = 0; i < 9; i++) if (s.G.cells[i] === -1) out.push(i);
  return out;
};

/** A boardgame.io Client with no server: how a hotseat page would run the game. */
export function bgioClient(): {
  state: () => BgioState;
  mark: (cell: number) => void;
  stop: () => void;
} {
  const client = Client({ game: bgioGame, numPlayers: 2 });
  client.start();
  return {
    state: () => client.getState(),
    mark: (cell) => client.moves.mark(cell),
    stop: () => client.stop(),
  };
}
