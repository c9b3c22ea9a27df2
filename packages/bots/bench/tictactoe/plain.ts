import { lineWinner } from './rules.ts';

/**
 * Tic-tac-toe as the fastest thing a person would write by hand: one object, one update function,
 * no checks, no events, no framework. The floor the other two are measured against.
 */
export interface PlainState {
  cells: number[];
  turn: number;
  winner: number;
  moves: number;
}

export const plainSetup = (): PlainState => ({ cells: Array(9).fill(-1), turn: 0, winner: -1, moves: 0 });

export const plainOver = (s: PlainState): boolean => s.winner >= 0 || s.moves === 9;

export function plainLegal(s: PlainState): number[] {
  const out: number[] = [];
  for (let i = 0; i < 9; i++) if (s.cells[i] === -1) out.push(i);
  return out;
}

export function plainMark(s: PlainState, cell: number): void {
  s.cells[cell] = s.turn;
  s.moves++;
  s.winner = lineWinner(s.cells);
  s.turn = 1 - s.turn;
}

/**
 * The same update with the checks a table needs before it trusts a move (the game not over, the
 * player's turn, the cell free), refusing a bad one without changing anything: the hand-written floor
 * for checked moves.
 */
export function plainAct(s: PlainState, player: number, cell: number): void {
  if (plainOver(s)) throw new Error('the game is over');
  if (player !== s.turn) throw new Error('not your turn');
  if (!Number.isInteger(cell) || s.cells[cell] !== -1) throw new Error('that cell is taken');
  plainMark(s, cell);
}
