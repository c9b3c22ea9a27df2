import type { LegendEntry } from '../rules.ts';

/**
 * Airlock's own symbol set: every symbol a board draws, with its name (its accessible name on the
 * board) and what it means, in our own words. The drawings (draw-*.tsx) are ours, built from circles,
 * polygons and short paths on a 24-unit grid; none is taken from a publisher's art or an icon set.
 * This file holds only words, so the rules guide can list the symbols without loading React.
 */
export interface SymbolInfo {
  id: string;
  /** The game whose board draws it (its game id). */
  game: string;
  name: string;
  description: string;
}

type Row = [id: string, name: string, description: string];

const NEMESIS: Row[] = [
  ['nl-larva', 'Larva', 'Intruder: larva, a small curled grub. A number in its corner counts its injuries.'],
  ['nl-creeper', 'Creeper', 'Intruder: creeper, a low body on six legs.'],
  ['nl-adult', 'Adult', 'Intruder: adult, a tall head with a spiked crest.'],
  ['nl-breeder', 'Breeder', 'Intruder: breeder, a heavy body carrying a cluster of sacs.'],
  ['nl-queen', 'Queen', 'Intruder: queen, the crowned one, the largest of all.'],
  ['nl-noise', 'Noise', 'A noise marker on a corridor (rings of sound); a second noise there calls an intruder in.'],
  ['nl-door', 'Closed door', 'A closed door across a corridor (a panel with a bar): nobody passes until it opens.'],
  ['nl-door-broken', 'Broken door', 'A destroyed door (a panel split by a crack): the corridor stays open for good.'],
  ['nl-fire', 'Fire', 'Fire in the room (a flame): it hurts whoever stays there at the end of the round.'],
  ['nl-malfunction', 'Malfunction', 'A malfunction (a cracked gear): the room’s own action cannot be used.'],
  ['nl-egg', 'Eggs', 'Intruder eggs lie in the room (an oval with spots); a number counts them.'],
  ['nl-corpse', 'Corpse', 'A character’s corpse lies in the room (a figure lying flat); a number counts them.'],
  ['nl-carcass', 'Carcass', 'An intruder’s carcass lies in the room (crossed bones); a number counts them.'],
  ['nl-items', 'Items to find', 'Items still to find by searching the room (a crate); the number says how many.'],
  ['nl-vent', 'Vent', 'The room with the vent (a grille of slats).'],
  ['nl-item-red', 'Military item', 'In your inventory or hands: a red item, a weapon or ammunition (a crosshair).'],
  ['nl-item-yellow', 'Technical item', 'In your inventory or hands: a yellow item, a tool (a spanner).'],
  ['nl-item-green', 'Medical item', 'In your inventory or hands: a green item, for wounds or contamination (a cross).'],
  [
    'nl-item-blue',
    'Crafted item',
    'In your inventory or hands: a blue item, made from two components (two joined plates).',
  ],
  [
    'nl-item-character',
    'Personal item',
    'In your inventory or hands: your character’s own item (a badge with a star).',
  ],
];

const MC: Row[] = [
  ['mc-crew-quarters', 'Crew Quarters', 'Module kind: crew quarters (a bunk bed).'],
  ['mc-operations', 'Operations', 'Module kind: operations (a console with a screen).'],
  ['mc-maintenance', 'Maintenance', 'Module kind: maintenance (a spanner).'],
  ['mc-laboratory', 'Laboratory', 'Module kind: laboratory (a flask).'],
  ['mc-life-support', 'Life Support', 'Module kind: life support (a drop of air and water).'],
  ['mc-greenhouse', 'Greenhouse', 'Module kind: greenhouse (a sprouting leaf).'],
  ['mc-engine-room', 'Engine Room', 'Module kind: engine room (a nozzle with its exhaust).'],
  ['mc-navigation', 'Navigation', 'Module kind: navigation (a compass needle).'],
  ['mc-cargo-bay', 'Cargo Bay', 'Module kind: cargo bay (stacked crates).'],
  ['mc-teleporter', 'Teleporter', 'Module kind: teleporter (a pad under three rings).'],
  ['mc-bridge', 'The Bridge', 'Module kind: the bridge (a helm wheel).'],
  ['mc-sensors', 'Sensors', 'Module kind: sensors (a dish sending waves).'],
  [
    'mc-crew',
    'Crew member',
    'A crew member (a helmet in the seat’s colour, the seat’s shape on its visor: the same shape as in the crew list and the log).',
  ],
  [
    'mc-threat',
    'Threat token',
    'A threat token on a module (a warning triangle); S and T mark the Small and Tall Marauders.',
  ],
  ['mc-mold', 'Mind mold', 'A mind mold cube (a cluster of spores), on a module.'],
  [
    'mc-pod',
    'Escape pod',
    'An escape pod beside its module (a capsule) with its letter once you know it, ? while you do not; ✓: you looked under it.',
  ],
  ['mc-pod-gone', 'Pod gone', 'An escape pod that has left (an empty dashed capsule).'],
];

const SPACE_ALERT: Row[] = [
  [
    'sa-ext',
    'External threat',
    'An external threat on its trajectory (a pointed craft heading for the ship); the number is the turn it appeared.',
  ],
  ['sa-ext-serious', 'Serious external threat', 'A serious external threat (a larger craft with a dark core).'],
  [
    'sa-int',
    'Internal threat',
    'An internal threat, on the internal trajectory (a round creature on four legs); in the threat list too.',
  ],
  [
    'sa-int-serious',
    'Serious internal threat',
    'A serious internal threat (the creature on a dark disc inside a ring).',
  ],
  [
    'sa-destroyed',
    'Threat destroyed',
    'A threat destroyed (struck through; it leaves the board at the end of the turn).',
  ],
  ['sa-act-a', 'A: fire', 'Action A: fire the station’s cannon (a crosshair).'],
  ['sa-act-b', 'B: energy', 'Action B: move energy, into a shield, a reactor or from fuel (a lightning bolt).'],
  ['sa-battlebots', 'Battlebots', 'Battlebots (a robot head): stored in their station, or led by a crew member.'],
  ['sa-rockets', 'Rockets', 'Rockets (a rocket): the C action of the lower blue station fires one.'],
  ['sa-interceptors', 'Interceptors', 'Interceptors (a small delta craft): the C action of the upper red station.'],
  ['sa-computer', 'Computer', 'The main computer (a screen): the C action of the upper white station keeps it awake.'],
  ['sa-observation', 'Observation', 'Observation (an eye): the C action of the lower white station.'],
];

const LIFEFORM: Row[] = [
  [
    'lf-char',
    'Crew member',
    'A crew member (a figure in their seat’s colour) with the first letter of their name on it (faded: hiding).',
  ],
  [
    'lf-image',
    'Lifeform image',
    'An image of the lifeform (a blob with one eye), numbered 1 to 3; any may be the real one.',
  ],
  ['lf-android', 'Android', 'The android (a square robot head), walking from Hypersleep towards the Remora.'],
  ['lf-cat', 'Cat', 'The ship’s cat (a head with two pointed ears).'],
  [
    'lf-mission',
    'Mission tokens',
    'Mission tokens left to collect in the chamber (a flag); the number under it says how many.',
  ],
  ['lf-terror', 'Terror token', 'A terror token (a jagged burst).'],
  ['lf-breach', 'Hull breach', 'A hull breach (a hull plate split by a crack).'],
  ['lf-vent', 'Vent', 'A vent (a grille); a red-bordered vent has a red frame.'],
  ['lf-cocoon', 'Cocoon chamber', 'A chamber where the cocoon can grow (a spiral).'],
  ['lf-objective', 'Objective chamber', 'A chamber where an objective can be completed (a target).'],
  ['lf-circuit', 'Circuit board', 'A chamber with a circuit board (a chip with pins).'],
];

function build(game: string, rows: Row[]): SymbolInfo[] {
  return rows.map(([id, name, description]) => ({ id, game, name, description }));
}

export const SYMBOLS: readonly SymbolInfo[] = [
  ...build('nemesis-lockdown', NEMESIS),
  ...build('mission-catastrophe', MC),
  ...build('space-alert', SPACE_ALERT),
  ...build('lifeform', LIFEFORM),
];

export const SYMBOL_INFO: Readonly<Record<string, SymbolInfo>> = Object.fromEntries(SYMBOLS.map((s) => [s.id, s]));

export function symbolsOf(game: string): SymbolInfo[] {
  return SYMBOLS.filter((s) => s.game === game);
}

/** The game's symbols as lines of its legend: drawn by the guide, named and explained. */
export function symbolLegend(game: string): LegendEntry[] {
  return symbolsOf(game).map((s) => ({ symbol: s.name, text: s.description, icon: s.id }));
}

/** A symbol's name, or its id when the catalogue does not know it (a test catches that). */
export function symbolName(id: string): string {
  return SYMBOL_INFO[id]?.name ?? id;
}
