import type { Action, GameModule, Result } from '@airlock/engine';
import { lineWinner } from './rules.ts';

/** Tic-tac-toe on the Airlock kernel: the whole state is public, so the view is the state. */
export interface TttState {
  cells: number[];
  turn: number;
  winner: number;
  moves: number;
}

type TttAction = { type: 'mark'; cell: number } & Action;

export const tictactoe: GameModule<TttState, TttAction, TttState> = {
  id: 'tictactoe',
  name: 'Tic-tac-toe (benchmark)',
  version: '1.0.0',
  players: { min: 2, max: 2 },
  options: [],
  setup: () => ({ cells: Array(9).fill(-1), turn: 0, winner: -1, moves: 0 }),
  pending: (s) => (s.winner >= 0 || s.moves === 9 ? [] : [{ actor: s.turn, kind: 'turn', prompt: 'Mark a free cell' }]),
  legalActions(s, actor) {
    if (actor !== s.turn || s.winner >= 0) return [];
    const out: TttAction[] = [];
    for (let i = 0; i < 9; i++) if (s.cells[i] === -1) out.push({ type: 'mark', cell: i });
    return out;
  },
  apply(s, actor, action) {
    s.cells[action.cell] = actor as number;
    s.moves++;
    s.winner = lineWinner(s.cells);
    s.turn = 1 - s.turn;
  },
  view: (s) => ({ cells: [...s.cells], turn: s.turn, winner: s.winner, moves: s.moves }),
  result(s): Result | null {
    if (s.winner >= 0) return { summary: 'A line', ranks: s.winner === 0 ? [1, 2] : [2, 1], winners: [s.winner] };
    if (s.moves === 9) return { summary: 'Draw', ranks: [1, 1], winners: [] };
    return null;
  },
  determinize: (v) => ({ cells: [...v.cells], turn: v.turn, winner: v.winner, moves: v.moves }),
};
