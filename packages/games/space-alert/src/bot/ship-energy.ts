import type { Half, Station, Zone } from '../types.ts';

/**
 * The ship's energy as the crew's role plan expects it (roles.ts): reactors, shields and fuel capsules,
 * moved by the plan's own actions in crew order, as the resolution does (src/ship/energy.ts,
 * weapons.ts). Threats draining shields or reactors are not modelled: it is the plan's guess of what a
 * gun will have to fire with, so a gunner does not waste a turn on an empty reactor and the member
 * below knows when to refill a side reactor or the central one.
 */
export interface Energy {
  reactor: Record<Zone, number>;
  shield: Record<Zone, number>;
  fuel: number;
}

/** The ship at the start of a mission: central reactor 3, side reactors 2, every shield 1, 3 capsules. */
export function startEnergy(): Energy {
  return { reactor: { red: 2, white: 3, blue: 2 }, shield: { red: 1, white: 1, blue: 1 }, fuel: 3 };
}

export function copyEnergy(e: Energy): Energy {
  return { reactor: { ...e.reactor }, shield: { ...e.shield }, fuel: e.fuel };
}

const REACTOR_CAP: Record<Zone, number> = { red: 3, white: 5, blue: 3 };
const SHIELD_CAP: Record<Zone, number> = { red: 2, white: 3, blue: 2 };

/**
 * What one half done at station `at` does to the energy. `fired` holds the guns already fired this turn
 * (each fires once a turn, whoever presses it).
 */
export function spend(e: Energy, at: Station, h: Half | null, fired: Set<string>): void {
  if (!h || h.kind !== 'action') return;
  const z = at.zone;
  if (h.action === 'A') {
    if (at.deck === 'lower' && z !== 'white') return; // light lasers run on their own batteries
    const gun = `${at.deck}-${z}`;
    if (fired.has(gun) || e.reactor[z] <= 0) return;
    fired.add(gun);
    e.reactor[z]--;
    return;
  }
  if (h.action !== 'B') return;
  if (at.deck === 'upper') {
    const moved = Math.max(0, Math.min(e.reactor[z], SHIELD_CAP[z] - e.shield[z]));
    e.reactor[z] -= moved;
    e.shield[z] += moved;
  } else if (z !== 'white') {
    const moved = Math.max(0, Math.min(e.reactor.white, REACTOR_CAP[z] - e.reactor[z]));
    e.reactor.white -= moved;
    e.reactor[z] += moved;
  } else if (e.fuel > 0 && e.reactor.white < REACTOR_CAP.white) {
    e.fuel--;
    e.reactor.white = REACTOR_CAP.white;
  }
}
