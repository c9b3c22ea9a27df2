import type { ThreatCard } from '../threats/types.ts';
import { EXTERNAL_COMMON } from './threats-external-common.ts';
import { EXTERNAL_SERIOUS } from './threats-external-serious.ts';
import { INTERNAL_COMMON } from './threats-internal-common.ts';
import { INTERNAL_SERIOUS } from './threats-internal-serious.ts';

/** The whole catalogue: 55 base cards and the 48 of New Threats. */
export const THREATS: readonly ThreatCard[] = [
  ...EXTERNAL_COMMON,
  ...EXTERNAL_SERIOUS,
  ...INTERNAL_COMMON,
  ...INTERNAL_SERIOUS,
];

const BY_ID = new Map(THREATS.map((c) => [c.id, c]));

export function threatCard(id: string): ThreatCard {
  const c = BY_ID.get(id);
  if (!c) throw new RangeError(`space-alert: no threat card '${id}'`);
  return c;
}
