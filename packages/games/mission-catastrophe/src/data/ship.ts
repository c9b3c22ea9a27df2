/**
 * The Casimir 1 ship: twelve square modules on a grid, and the six escape-pod spots.
 *
 * origin: designed. The rulebook's picture of Casimir 1 is not in our source, so this layout was
 * designed to agree with every fact the text gives: Crew Quarters is module 1 and central; in the
 * example "Curse your inevitable betrayal" Greenhouse touches Sensors, Sensors touches Operations,
 * Navigation and Crew Quarters, and Navigation touches the Laboratory, which touches Crew Quarters;
 * in "Didn't see that coming" Navigation has a pod beside it. An owner of the published game can
 * enter the real picture here (grid cells and pod spots); all adjacency is derived from the cells.
 *
 *            [Lab 4]  [Nav 8]
 *   [LS 5]   [CQ 1]   [Sens 12] [GH 6]
 *   [Mnt 3]  [Tele 10][Ops 2]   [Brg 11]
 *            [Cargo 9][Eng 7]
 */
export type Origin = 'published' | 'designed' | 'seed';

export const MODULE_KINDS = [
  'crew-quarters',
  'operations',
  'maintenance',
  'laboratory',
  'life-support',
  'greenhouse',
  'engine-room',
  'navigation',
  'cargo-bay',
  'teleporter',
  'bridge',
  'sensors',
] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];

/** Module indexes used everywhere in the state (index i carries default number token i + 1). */
export const M = {
  crewQuarters: 0,
  operations: 1,
  maintenance: 2,
  laboratory: 3,
  lifeSupport: 4,
  greenhouse: 5,
  engineRoom: 6,
  navigation: 7,
  cargoBay: 8,
  teleporter: 9,
  bridge: 10,
  sensors: 11,
} as const;

export interface ModuleData {
  kind: ModuleKind;
  name: string;
  /** The number printed on the module (published: the rulebook numbers the 12 modules 1-12). */
  number: number;
}

export const MODULES: readonly ModuleData[] = [
  { kind: 'crew-quarters', name: 'Crew Quarters', number: 1 },
  { kind: 'operations', name: 'Operations', number: 2 },
  { kind: 'maintenance', name: 'Maintenance', number: 3 },
  { kind: 'laboratory', name: 'Laboratory', number: 4 },
  { kind: 'life-support', name: 'Life Support', number: 5 },
  { kind: 'greenhouse', name: 'Greenhouse', number: 6 },
  { kind: 'engine-room', name: 'Engine Room', number: 7 },
  { kind: 'navigation', name: 'Navigation', number: 8 },
  { kind: 'cargo-bay', name: 'Cargo Bay', number: 9 },
  { kind: 'teleporter', name: 'Teleporter', number: 10 },
  { kind: 'bridge', name: 'The Bridge', number: 11 },
  { kind: 'sensors', name: 'Sensors', number: 12 },
];

export interface ShipLayout {
  name: string;
  origin: Origin;
  /** Grid cell [row, column] of each module, by module index. Shared border = orthogonal neighbours. */
  cells: readonly (readonly [number, number])[];
  /** Escape-pod spots: the module each pod is joined to (at most one pod per module in this design). */
  podModules: readonly number[];
  /** The module where every crew member starts. */
  start: number;
}

export const CASIMIR_1: ShipLayout = {
  name: 'Casimir 1',
  origin: 'designed',
  cells: [
    [1, 1], // crew quarters
    [2, 2], // operations
    [2, 0], // maintenance
    [0, 1], // laboratory
    [1, 0], // life support
    [1, 3], // greenhouse
    [3, 2], // engine room
    [0, 2], // navigation
    [3, 1], // cargo bay
    [2, 1], // teleporter
    [2, 3], // bridge
    [1, 2], // sensors
  ],
  podModules: [M.laboratory, M.navigation, M.greenhouse, M.bridge, M.cargoBay, M.maintenance],
  start: M.crewQuarters,
};

/** Letters on the underside of the six escape pods (published: 6 pods, IDs are letters). */
export const POD_IDS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export interface Topology {
  /** Modules sharing a border, by module index, in ascending order. */
  adj: number[][];
  /** Diagonally placed modules (not connected; some roles use them). */
  diag: number[][];
  /** Pod spot index at each module, or -1. */
  podAt: number[];
}

export function topology(layout: ShipLayout): Topology {
  const n = layout.cells.length;
  const adj: number[][] = [];
  const diag: number[][] = [];
  for (let i = 0; i < n; i++) {
    const [r, c] = layout.cells[i] as readonly [number, number];
    const a: number[] = [];
    const d: number[] = [];
    for (let j = 0; j < n; j++) {
      const [r2, c2] = layout.cells[j] as readonly [number, number];
      const dr = Math.abs(r - r2);
      const dc = Math.abs(c - c2);
      if (dr + dc === 1) a.push(j);
      else if (dr === 1 && dc === 1) d.push(j);
    }
    adj.push(a);
    diag.push(d);
  }
  const podAt = new Array<number>(n).fill(-1);
  layout.podModules.forEach((m, i) => {
    podAt[m] = i;
  });
  return { adj, diag, podAt };
}

export const TOPO: Topology = topology(CASIMIR_1);
