import type { Origin } from '../types.ts';

/** Computer actions (designed: the rulebook lists the deck's role, not its cards). */
export type ComputerAction = 'knowledge' | 'close-doors' | 'open-doors' | 'silence' | 'extinguish' | 'power-elevator';
/** Lock-down cards resolve the moment they are revealed. */
export type LockdownEffect = 'seal' | 'blackout';

export interface ComputerCard {
  id: string;
  actions: ComputerAction[];
  lockdown?: LockdownEffect;
  origin: Origin;
}

const C = (id: string, actions: ComputerAction[]): ComputerCard => ({ id, actions, origin: 'designed' });
export const COMPUTER_CARDS: ComputerCard[] = [
  C('terminal-a', ['knowledge', 'close-doors', 'silence']),
  C('terminal-b', ['knowledge', 'open-doors', 'extinguish']),
  C('terminal-c', ['silence', 'power-elevator', 'close-doors']),
  C('terminal-d', ['extinguish', 'knowledge', 'open-doors']),
  C('terminal-e', ['power-elevator', 'silence', 'knowledge']),
  C('terminal-f', ['close-doors', 'extinguish', 'power-elevator']),
  { id: 'lockdown-seal', actions: [], lockdown: 'seal', origin: 'designed' },
  { id: 'lockdown-blackout', actions: [], lockdown: 'blackout', origin: 'designed' },
];
export const COMPUTER: Record<string, ComputerCard> = Object.fromEntries(COMPUTER_CARDS.map((c) => [c.id, c]));
