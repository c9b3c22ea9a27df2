import { type SoloLayout, VALLEY_FORGE_SOLO } from '../data/dragons-domain.ts';
import type { LfState } from '../state.ts';

/** Solo setup layouts by map id, so scenario tests can play Dragon's Domain on a small ship of their own. */
const LAYOUTS: Record<string, SoloLayout> = { 'valley-forge': VALLEY_FORGE_SOLO };

export function registerSoloLayout(map: string, layout: SoloLayout): void {
  LAYOUTS[map] = layout;
}

export function layoutOf(s: LfState): SoloLayout {
  const l = LAYOUTS[s.map];
  if (!l) throw new Error(`no Dragon's Domain layout for map ${s.map}`);
  return l;
}
