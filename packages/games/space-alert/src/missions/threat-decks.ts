import { THREATS } from '../data/threats.ts';
import { POOL_COLOURS, type SaOptions } from '../options.ts';
import type { ThreatCard } from '../threats/types.ts';

/**
 * The threat decks a mission draws from: per kind (external, internal) and severity, the cards of the
 * colours chosen for that severity (internal and external threats of one severity share the choice,
 * 002 "New Threats"); New Frontier cards only with the New Threats module.
 */
const CACHE = new Map<string, readonly string[]>();

export function threatDeck(o: SaOptions, kind: 'external' | 'internal', serious: boolean): readonly string[] {
  const pool = serious ? o.serious : o.common;
  const key = `${kind}/${serious}/${pool}/${o.newThreats}`;
  let ids = CACHE.get(key);
  if (!ids) {
    const colours = POOL_COLOURS[pool] as readonly string[];
    ids = THREATS.filter(
      (c: ThreatCard) =>
        c.kind === kind &&
        c.severity === (serious ? 'serious' : 'common') &&
        colours.includes(c.colour) &&
        (o.newThreats || !c.frontier),
    ).map((c) => c.id);
    CACHE.set(key, ids);
  }
  return ids;
}

/** What a card may call in (a threat turned up with it, 002 "calling in"), or null. */
export function callsIn(id: string): 'external' | 'internal' | null {
  const c = THREATS.find((t) => t.id === id);
  if (!c) return null;
  for (const e of [...c.X, ...c.Y, ...c.Z]) if (e.kind === 'call-in') return e.what;
  return null;
}
