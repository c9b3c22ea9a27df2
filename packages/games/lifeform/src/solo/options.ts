import type { OptionSpec, Options } from '@airlock/engine';
import type { SoloVariants } from './state.ts';

/**
 * Dragon's Domain as options of the game: the solo mode itself (one player, L2374) and each listed
 * variant (L2902-2956). Variant keys start with `dd` and are refused outside the solo game.
 */
export const HAZARD_CHAMBERS = ['cargo-pod-a', 'wiring', 'lift-bay'] as const;

export const SOLO_OPTIONS: OptionSpec[] = [
  {
    key: 'dragonsDomain',
    description: "Dragon's Domain: the solo game against the motion tracker (1 player)",
    values: [false, true],
    default: false,
  },
  {
    key: 'ddStart',
    description: 'Solo: the lifeform starts on START, SHAKEN (easier) or TOUGH (harder)',
    values: ['start', 'shaken', 'tough'],
    default: 'start',
  },
  {
    key: 'ddIncinerator',
    description: 'Solo, Fuelled Incinerating Unit: the starting hand holds the flamethrower and 3 cards',
    values: [false, true],
    default: false,
  },
  {
    key: 'ddCarry',
    description: 'Solo, Everyday Carry: start with 1 or 2 survival tokens',
    values: [0, 1, 2],
    default: 0,
  },
  {
    key: 'ddBell',
    description: 'Solo, For Whom the Bell Tolls: the self-destruct minute to start on (31 is START)',
    values: [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21],
    default: 31,
  },
  {
    key: 'ddFireproof',
    description: 'Solo, 1210 degrees: the android ignores flamethrower-android actions',
    values: [false, true],
    default: false,
  },
  {
    key: 'ddIsolation',
    description: 'Solo, Isolation Mode: eluding costs 2 cards instead of 3',
    values: [false, true],
    default: false,
  },
  {
    key: 'ddMurderous',
    description: 'Solo, Murderous Star-Beast: one still-alive chit waits on this cocoon space (0: off)',
    values: [0, 1, 2, 3],
    default: 0,
  },
  {
    key: 'ddHazard',
    description: 'Solo, Hazardous Environment: the hull breach starts in one of three chambers',
    values: ['off', 'random', ...HAZARD_CHAMBERS],
    default: 'off',
  },
  {
    key: 'ddHysterical',
    description: 'Solo, "You are becoming hysterical": you steer the android toward yourself',
    values: [false, true],
    default: false,
  },
  {
    key: 'ddCrisisSearch',
    description:
      '13th Passenger C, solo crisis and search: 9 more C deck crisis cards, the Remora board and the shuttlecraft hunt',
    values: [false, true],
    default: false,
  },
];

export function checkSoloOptions(players: number, o: Options): string | null {
  const dd = o.dragonsDomain === true;
  if (players === 1 && !dd) return "one player plays Dragon's Domain: set dragonsDomain";
  if (dd && players !== 1) return "Dragon's Domain is the solo game: 1 player";
  if (!dd) {
    for (const spec of SOLO_OPTIONS)
      if (spec.key !== 'dragonsDomain' && o[spec.key] !== undefined && o[spec.key] !== spec.default)
        return `${spec.key} is a Dragon's Domain variant`;
  } else if (o.evolution === true) return "evolution tokens are not part of Dragon's Domain";
  return null;
}

export function variantsOf(o: Options): SoloVariants {
  return {
    start: (o.ddStart as SoloVariants['start']) ?? 'start',
    incinerator: o.ddIncinerator === true,
    carry: Number(o.ddCarry ?? 0),
    bell: Number(o.ddBell ?? 31),
    fireproof: o.ddFireproof === true,
    isolation: o.ddIsolation === true,
    murderous: Number(o.ddMurderous ?? 0),
    hazard: String(o.ddHazard ?? 'off'),
    hysterical: o.ddHysterical === true,
  };
}
