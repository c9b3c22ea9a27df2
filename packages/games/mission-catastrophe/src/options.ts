import type { OptionSpec, Options } from '@airlock/engine';

/** The match options: modes, level and variants of the rulebook. */
export const OPTION_SPECS: OptionSpec[] = [
  {
    key: 'mode',
    description: 'sole (Sole Survivor), team (Team Play) or coop (Solo/Cooperative)',
    values: ['sole', 'team', 'coop'],
    default: 'sole',
  },
  {
    key: 'teams',
    description: 'Team Play: pairs (2v2, 2v2v2) or trios (3v3)',
    values: ['pairs', 'trios'],
    default: 'pairs',
  },
  {
    key: 'threat',
    description: 'Solo/Cooperative threat',
    values: ['marauders-cadet', 'marauders-veteran', 'mind-mold'],
    default: 'marauders-cadet',
  },
  {
    key: 'level',
    description: 'normal, or hard (ship-wide malfunctions, facing death)',
    values: ['normal', 'hard'],
    default: 'normal',
  },
  {
    key: 'pressure',
    description: 'Under Pressure: spacesuits track integrity and oxygen',
    values: [false, true],
    default: false,
  },
  {
    key: 'roles',
    description: 'Deal role sets and pick a role each (off: no roles)',
    values: ['pick', 'off'],
    default: 'pick',
  },
  {
    key: 'promos',
    description: 'Add the Quackalope and Bear promo cards to the PIP deck',
    values: [false, true],
    default: false,
  },
  {
    key: 'numbering',
    description: 'default module numbers, or shuffled number tokens (module 1 stays unrollable)',
    values: ['default', 'shuffled'],
    default: 'default',
  },
];

export type Mode = 'sole' | 'team' | 'coop';
export type Threat = 'marauders-cadet' | 'marauders-veteran' | 'mind-mold';

/** Options in typed form, stored in the state. */
export interface GameOptions {
  mode: Mode;
  teams: 'pairs' | 'trios';
  threat: Threat;
  level: 'normal' | 'hard';
  pressure: boolean;
  roles: 'pick' | 'off';
  promos: boolean;
  numbering: 'default' | 'shuffled';
}

export function parseOptions(o: Options): GameOptions {
  return {
    mode: o.mode as Mode,
    teams: o.teams as 'pairs' | 'trios',
    threat: o.threat as Threat,
    level: o.level as 'normal' | 'hard',
    pressure: o.pressure === true,
    roles: o.roles as 'pick' | 'off',
    promos: o.promos === true,
    numbering: o.numbering as 'default' | 'shuffled',
  };
}

export function checkOptions(players: number, o: Options): string | null {
  if (o.mode === 'sole' && players < 2) return 'Sole Survivor takes 2 to 6 players';
  if (o.mode === 'team') {
    if (players !== 4 && players !== 6) return 'Team Play takes 4 or 6 players';
    if (o.teams === 'trios' && players !== 6) return 'teams of three need 6 players (3v3)';
  }
  return null;
}

/** Team of each seat: seats alternate around the table (2v2: 0,2 / 1,3). Sole: own team; coop: one team. */
export function teamsFor(players: number, opt: GameOptions): number[] {
  const out: number[] = [];
  const count = opt.mode === 'team' ? (opt.teams === 'trios' ? 2 : players / 2) : 0;
  for (let s = 0; s < players; s++) out.push(opt.mode === 'sole' ? s : opt.mode === 'coop' ? 0 : s % count);
  return out;
}

/** Fuse cubes: one (sole), the team size (team), or one per crew member (coop). */
export function fuseCount(players: number, opt: GameOptions): number {
  if (opt.mode === 'sole') return 1;
  if (opt.mode === 'coop') return players;
  return opt.teams === 'trios' ? 3 : 2;
}
