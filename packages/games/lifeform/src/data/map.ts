import type { Origin, Sourced } from './origin.ts';

/**
 * The Valley Forge. The rulebook names chambers, their decks and the classes a chamber can belong to
 * (vent, cocoon, lifeform start, objective, circuit board, the protected icon lost in extraction) but
 * prints no map, so the topology, the class memberships and the mission numbers are designed. Each
 * chamber says whether its name and deck are published (with the rulebook line) or designed.
 */
export type Deck = 'A' | 'B' | 'C';

export interface Chamber extends Sourced {
  id: string;
  name: string;
  deck: Deck;
  /** Mission tokens printed in the corner (designed numbers). */
  missions: number;
  vent?: true;
  /** Red-bordered vent (Dragon's Domain places a killed chit there). */
  redVent?: true;
  cocoon?: true;
  lifeformStart?: true;
  objective?: true;
  circuit?: true;
  /**
   * The icon the extracted rulebook lost at L60, L67 and L1955: no power outage may be placed there and
   * the setup terror token may not go there. Which chambers carry it is designed.
   */
  shielded?: true;
  /** The docked shuttle: a chamber for movement only (L202-206). */
  remora?: true;
}

export interface Link {
  a: string;
  b: string;
  /** Corridors carry everyone; tunnels carry only images and the ship's cat (L366-369). */
  kind: 'corridor' | 'tunnel';
}

export interface ShipMap {
  origin: Origin;
  chambers: Chamber[];
  links: Link[];
  /** The android AI path, Hypersleep to the Remora, as an ordered list of chambers (L239-241). */
  androidPath: string[];
  galley: string;
  hypersleep: string;
  engineering: string;
  shuttleBay: string;
  dockingHub1: string;
  remora: string;
  maintenance: string;
  sister: string;
}

const P = (line: string): Sourced => ({ origin: 'published', source: line });
const D: Sourced = {
  origin: 'designed',
  source: 'filler chamber: the printed board has more chambers than the rulebook names',
};

function ch(
  id: string,
  name: string,
  deck: Deck,
  missions: number,
  src: Sourced,
  extra: Partial<Chamber> = {},
): Chamber {
  return { id, name, deck, missions, ...src, ...extra };
}

export const VALLEY_FORGE: ShipMap = {
  origin: 'designed',
  chambers: [
    // A deck
    ch('cockpit', 'Cockpit', 'A', 0, P('L2404'), { objective: true, circuit: true, shielded: true }),
    ch('comms', 'Communications', 'A', 1, D),
    ch('sister', 'SIS-TER Mainframe Interface', 'A', 0, P('L1291-1296'), {
      objective: true,
      circuit: true,
      shielded: true,
    }),
    ch('wiring', 'Wiring and Systems Access', 'A', 0, P('L2939'), { circuit: true }),
    ch('galley', 'Galley', 'A', 0, P('L39-40')),
    ch('mess', 'Mess', 'A', 1, P('L2401-2402')),
    ch('quarters', 'Crew Quarters', 'A', 1, D, { vent: true }),
    ch('medbay', 'Medical Bay', 'A', 1, D),
    ch('hypersleep', 'Hypersleep', 'A', 0, P('L239, L2118'), { objective: true, shielded: true }),
    ch('observation', 'Observation Lounge', 'A', 0, D, { vent: true }),
    ch('fore-junction', 'Fore Junction', 'A', 0, D),
    ch('recycling', 'Recycling Plant', 'A', 1, D, { vent: true, redVent: true }),
    // B deck
    ch('ladderway-port', 'Ladderway (port)', 'B', 0, P('L2397: two Ladderways on B deck')),
    ch('ladderway-starboard', 'Ladderway (starboard)', 'B', 0, P('L2397: two Ladderways on B deck')),
    ch('dorsal', 'Dorsal Access', 'B', 1, P('L2401-2402')),
    ch('mining-equipment', 'Mining Equipment', 'B', 2, P('L2404-2405'), { vent: true }),
    ch('ore-refinery', 'Ore Refinery', 'B', 1, P('L2398'), { lifeformStart: true }),
    ch('ore-hold', 'Ore Hold', 'B', 1, P('L2398'), { cocoon: true }),
    ch('supplies', 'Supplies', 'B', 2, P('L2810-2812')),
    ch('cargo-pod-a', 'Cargo Pod-A', 'B', 1, P('L2938-2939')),
    ch('cargo-pod-b', 'Cargo Pod-B', 'B', 0, D, { vent: true, redVent: true }),
    ch('hydroponics', 'Hydroponics', 'B', 2, D),
    ch('mid-junction', 'Mid Junction', 'B', 0, D),
    ch('life-support', 'Life Support', 'B', 1, D, { vent: true }),
    // C deck
    ch('lift-bay', 'Lift Bay', 'C', 0, P('L2940')),
    ch('engineering', 'Engineering', 'C', 1, P('L8, L166-167'), { objective: true, circuit: true, shielded: true }),
    ch('maintenance', 'Maintenance', 'C', 1, P('L1282-1288')),
    ch('shuttle-bay', 'Shuttle Bay', 'C', 0, P('L7, L1336'), { shielded: true }),
    ch('docking-hub-1', 'Docking Hub 1', 'C', 0, P('L216-222')),
    ch('docking-hub-2', 'Docking Hub 2', 'C', 1, D),
    ch('fuel-converter', 'Fuel Converter Bay', 'C', 1, P('L2398-2399'), { lifeformStart: true }),
    ch('storage-hold-1', 'Storage Hold 1', 'C', 1, D, { vent: true }),
    ch('storage-hold-2', 'Storage Hold 2', 'C', 1, P('L2399')),
    ch('drillbit-vestry', 'Drillbit Vestry', 'C', 0, P('L2407-2408'), { vent: true, redVent: true }),
    ch('cryo-vault', 'Cryo Storage Vault', 'C', 1, P('L2408'), { objective: true, cocoon: true, shielded: true }),
    ch('reactor', 'Reactor Core', 'C', 0, D, { vent: true, redVent: true }),
    ch('coolant-pumps', 'Coolant Pumps', 'C', 2, D, { lifeformStart: true }),
    ch('aft-junction', 'Aft Junction', 'C', 0, D),
    // the docked shuttle
    ch('remora', 'Remora', 'C', 0, P('L6-7, L202-206'), { remora: true, shielded: true }),
  ],
  links: [
    // A deck corridors
    { a: 'cockpit', b: 'comms', kind: 'corridor' },
    { a: 'cockpit', b: 'fore-junction', kind: 'corridor' },
    { a: 'comms', b: 'sister', kind: 'corridor' },
    { a: 'sister', b: 'wiring', kind: 'corridor' },
    { a: 'fore-junction', b: 'galley', kind: 'corridor' },
    { a: 'fore-junction', b: 'observation', kind: 'corridor' },
    { a: 'observation', b: 'sister', kind: 'corridor' },
    { a: 'galley', b: 'mess', kind: 'corridor' },
    { a: 'mess', b: 'quarters', kind: 'corridor' },
    { a: 'quarters', b: 'medbay', kind: 'corridor' },
    { a: 'medbay', b: 'hypersleep', kind: 'corridor' },
    { a: 'hypersleep', b: 'recycling', kind: 'corridor' },
    { a: 'recycling', b: 'wiring', kind: 'corridor' },
    // A to B
    { a: 'galley', b: 'ladderway-port', kind: 'corridor' },
    { a: 'hypersleep', b: 'ladderway-starboard', kind: 'corridor' },
    // B deck corridors
    { a: 'ladderway-port', b: 'dorsal', kind: 'corridor' },
    { a: 'dorsal', b: 'mining-equipment', kind: 'corridor' },
    { a: 'dorsal', b: 'hydroponics', kind: 'corridor' },
    { a: 'mining-equipment', b: 'ore-refinery', kind: 'corridor' },
    { a: 'ore-refinery', b: 'ore-hold', kind: 'corridor' },
    { a: 'ore-hold', b: 'mid-junction', kind: 'corridor' },
    { a: 'mid-junction', b: 'supplies', kind: 'corridor' },
    { a: 'mid-junction', b: 'hydroponics', kind: 'corridor' },
    { a: 'supplies', b: 'cargo-pod-a', kind: 'corridor' },
    { a: 'cargo-pod-a', b: 'cargo-pod-b', kind: 'corridor' },
    { a: 'cargo-pod-b', b: 'ladderway-starboard', kind: 'corridor' },
    { a: 'ladderway-starboard', b: 'life-support', kind: 'corridor' },
    { a: 'life-support', b: 'hydroponics', kind: 'corridor' },
    // B to C
    { a: 'mid-junction', b: 'lift-bay', kind: 'corridor' },
    { a: 'ladderway-starboard', b: 'aft-junction', kind: 'corridor' },
    // C deck corridors
    { a: 'lift-bay', b: 'engineering', kind: 'corridor' },
    { a: 'lift-bay', b: 'storage-hold-1', kind: 'corridor' },
    { a: 'storage-hold-1', b: 'storage-hold-2', kind: 'corridor' },
    { a: 'storage-hold-2', b: 'fuel-converter', kind: 'corridor' },
    { a: 'fuel-converter', b: 'docking-hub-2', kind: 'corridor' },
    { a: 'engineering', b: 'reactor', kind: 'corridor' },
    { a: 'reactor', b: 'coolant-pumps', kind: 'corridor' },
    { a: 'coolant-pumps', b: 'maintenance', kind: 'corridor' },
    { a: 'maintenance', b: 'aft-junction', kind: 'corridor' },
    { a: 'aft-junction', b: 'drillbit-vestry', kind: 'corridor' },
    { a: 'drillbit-vestry', b: 'cryo-vault', kind: 'corridor' },
    { a: 'cryo-vault', b: 'docking-hub-2', kind: 'corridor' },
    { a: 'docking-hub-2', b: 'docking-hub-1', kind: 'corridor' },
    { a: 'docking-hub-1', b: 'maintenance', kind: 'corridor' },
    { a: 'docking-hub-1', b: 'shuttle-bay', kind: 'corridor' },
    { a: 'shuttle-bay', b: 'remora', kind: 'corridor' },
    // tunnels (ducts for images and the cat), some between decks
    { a: 'quarters', b: 'observation', kind: 'tunnel' },
    { a: 'wiring', b: 'cockpit', kind: 'tunnel' },
    { a: 'recycling', b: 'life-support', kind: 'tunnel' },
    { a: 'observation', b: 'mining-equipment', kind: 'tunnel' },
    { a: 'life-support', b: 'cargo-pod-b', kind: 'tunnel' },
    { a: 'cargo-pod-b', b: 'storage-hold-1', kind: 'tunnel' },
    { a: 'mining-equipment', b: 'reactor', kind: 'tunnel' },
    { a: 'reactor', b: 'drillbit-vestry', kind: 'tunnel' },
    { a: 'ore-hold', b: 'coolant-pumps', kind: 'tunnel' },
  ],
  androidPath: [
    'hypersleep',
    'ladderway-starboard',
    'life-support',
    'hydroponics',
    'mid-junction',
    'lift-bay',
    'storage-hold-1',
    'storage-hold-2',
    'fuel-converter',
    'docking-hub-2',
    'docking-hub-1',
    'shuttle-bay',
    'remora',
  ],
  galley: 'galley',
  hypersleep: 'hypersleep',
  engineering: 'engineering',
  shuttleBay: 'shuttle-bay',
  dockingHub1: 'docking-hub-1',
  remora: 'remora',
  maintenance: 'maintenance',
  sister: 'sister',
};
