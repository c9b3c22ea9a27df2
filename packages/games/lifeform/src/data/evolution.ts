import type { LifeformIcon } from './icons.ts';
import type { Sourced } from './origin.ts';

/**
 * Evolution tokens (optional, L2196-2209): seven tokens, one removed at random, two on each cocoon
 * section; each adds one action to a lifeform card row or cancels a crew reaction. The count and the
 * uses are published; which action each token adds is designed. "Spinal horns" is named in the
 * campaign's public description of the stretch goal; the other names are ours.
 */
export interface EvolutionToken {
  id: string;
  name: string;
  icon: LifeformIcon;
}

export const EVOLUTION: Sourced & { tokens: EvolutionToken[] } = {
  origin: 'designed',
  source: 'L2196-2209 give 7 tokens and their two uses; the action on each is designed',
  tokens: [
    { id: 'spinal-horns', name: 'Spinal Horns', icon: 'terror' },
    { id: 'acid-glands', name: 'Acid Glands', icon: 'outage' },
    { id: 'long-stride', name: 'Long Stride', icon: 'move-a' },
    { id: 'echo-call', name: 'Echo Call', icon: 'scanner' },
    { id: 'ravenous', name: 'Ravenous', icon: 'mission-removal' },
    { id: 'cable-gnaw', name: 'Cable Gnaw', icon: 'malfunction' },
    { id: 'pheromones', name: 'Pheromones', icon: 'self-destruct' },
  ],
};

export const EVOLUTION_TOKEN: Record<string, EvolutionToken> = Object.fromEntries(
  EVOLUTION.tokens.map((t) => [t.id, t]),
);
