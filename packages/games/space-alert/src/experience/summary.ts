import { type ExplorerLog, levelOf, MAX_LEVEL, specBoxes } from './xp.ts';

/**
 * What a person sees of one of their explorers: the log with its level worked out. The server sends
 * it and the browser shows it, so both read this one shape.
 */
export interface ExplorerSummary {
  id: string;
  name: string;
  level: number;
  xp: number;
  hardcore: boolean;
  dead: boolean;
  clones: number;
  missions: number;
  specs: ExplorerLog['specs'];
  /** Specialization boxes the explorer may still check. */
  freeBoxes: number;
  achievements: string[];
  maxLevel: number;
}

export function summaryOfExplorer(id: string, log: ExplorerLog): ExplorerSummary {
  const level = levelOf(log.xp, log.hardcore);
  return {
    id,
    name: log.name,
    level,
    xp: log.xp,
    hardcore: log.hardcore,
    dead: log.dead,
    clones: log.clones,
    missions: log.missions,
    specs: { ...log.specs },
    freeBoxes: Math.max(0, level - specBoxes(log)),
    achievements: [...log.achievements],
    maxLevel: MAX_LEVEL,
  };
}
