import type { Json } from '@airlock/engine';

const MARAUDERS = 'threat.marauders';
const MOLD = 'threat.mind-mold';
const MARAUDER_NAMES = ['Small Marauder', 'Tall Marauder'];

/** A threat token on a module: a short mark drawn on the board, and its name for screen readers. */
export interface ThreatMark {
  mark: string;
  name: string;
  module: number;
}

/**
 * Threat tokens from the rules' public data (ext): the Marauders by module, and for any other rule a
 * list of module numbers under `at` or `pos`, so a threat added later still shows on the ship.
 */
export function threatMarkers(ext: Record<string, Json>): ThreatMark[] {
  const out: ThreatMark[] = [];
  for (const [rule, v] of Object.entries(ext)) {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || rule === MOLD) continue;
    const list = (v as Record<string, Json>).at ?? (v as Record<string, Json>).pos;
    if (!Array.isArray(list)) continue;
    list.forEach((m, i) => {
      if (typeof m !== 'number' || m < 0) return;
      const name = rule === MARAUDERS ? (MARAUDER_NAMES[i] ?? `Marauder ${i + 1}`) : `${rule} ${i + 1}`;
      out.push({ mark: rule === MARAUDERS ? (i === 0 ? 'S' : 'T') : String(i + 1), name, module: m });
    });
  }
  return out;
}

/** Mold cubes on each module and on each crew member (Mind Mold threat), or null without it. */
export function moldOf(ext: Record<string, Json>): { mods: number[]; crew: number[] } | null {
  const m = ext[MOLD] as { mods?: number[]; crew?: number[] } | undefined;
  return m && Array.isArray(m.mods) ? { mods: m.mods, crew: m.crew ?? [] } : null;
}

/** Marauders off the ship (ejected into space), by name. */
export function ejected(ext: Record<string, Json>): string[] {
  const at = (ext[MARAUDERS] as { at?: number[] } | undefined)?.at ?? [];
  return at.flatMap((m, i) => (m < 0 ? [MARAUDER_NAMES[i] ?? `Marauder ${i + 1}`] : []));
}
