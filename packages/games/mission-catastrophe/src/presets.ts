/**
 * Option sets worth simulating and testing: every mode, level, option and player count. Shared by the
 * catalog and the test-kit run.
 */
export interface Preset {
  label: string;
  players: number;
  options: Record<string, string | number | boolean>;
}

export const PRESETS: Preset[] = [
  ...[2, 3, 4, 5, 6].map((players) => ({
    label: `Sole Survivor, ${players} players`,
    players,
    options: { mode: 'sole' },
  })),
  { label: 'Team 2v2', players: 4, options: { mode: 'team', teams: 'pairs' } },
  { label: 'Team 2v2v2', players: 6, options: { mode: 'team', teams: 'pairs' } },
  { label: 'Team 3v3', players: 6, options: { mode: 'team', teams: 'trios' } },
  ...[1, 2, 3, 4, 5, 6].map((players) => ({
    label: `Cooperative, Marauders (Cadet), ${players} crew`,
    players,
    options: { mode: 'coop', threat: 'marauders-cadet' },
  })),
  {
    label: 'Cooperative, Marauders (Veteran), 3 crew',
    players: 3,
    options: { mode: 'coop', threat: 'marauders-veteran' },
  },
  { label: 'Cooperative, Mind Mold, 3 crew', players: 3, options: { mode: 'coop', threat: 'mind-mold' } },
  { label: 'Sole Survivor, hard, 4 players', players: 4, options: { mode: 'sole', level: 'hard' } },
  { label: 'Team 2v2, hard', players: 4, options: { mode: 'team', level: 'hard' } },
  {
    label: 'Cooperative, Mind Mold, hard, 2 crew',
    players: 2,
    options: { mode: 'coop', threat: 'mind-mold', level: 'hard' },
  },
  { label: 'Sole Survivor, Under Pressure, 3 players', players: 3, options: { mode: 'sole', pressure: true } },
  {
    label: 'Cooperative, Marauders, Under Pressure, hard, 4 crew',
    players: 4,
    options: { mode: 'coop', pressure: true, level: 'hard' },
  },
  { label: 'Sole Survivor, no roles, 4 players', players: 4, options: { mode: 'sole', roles: 'off' } },
  { label: 'Sole Survivor, promo cards, 4 players', players: 4, options: { mode: 'sole', promos: true } },
  { label: 'Sole Survivor, shuffled numbers, 4 players', players: 4, options: { mode: 'sole', numbering: 'shuffled' } },
];
