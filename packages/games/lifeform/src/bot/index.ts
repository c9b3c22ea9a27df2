import type { BotPolicy } from '@airlock/engine';
import { lifeform } from '../index.ts';
import { lookaheadBot } from './heuristic.ts';

/** The Lifeform heuristic for every seat: lifeform, crew and the Dragon's Domain survivor. */
export const heuristic: BotPolicy = lookaheadBot(lifeform);
export { lifeformOdds, soloOdds } from './evaluate.ts';
