/**
 * Option sets worth simulating and testing: every mission kind, crew size, clock and New Frontier
 * module. Shared by the catalog and the test-kit run.
 */
export interface Preset {
  label: string;
  players: number;
  options: Record<string, string | number | boolean>;
}

export const PRESETS: Preset[] = [
  { label: 'Full mission, 4 players', players: 4, options: {} },
  { label: 'Solo, four androids, full mission', players: 1, options: {} },
  { label: 'Test run, 2 players', players: 2, options: { mission: 'test-run' } },
  { label: 'Simulation, 3 players', players: 3, options: { mission: 'simulation' } },
  { label: 'Full mission, 5 players', players: 5, options: { crew: 5 } },
  { label: 'Full mission, 3 players and 2 androids', players: 3, options: { crew: 5 } },
  { label: 'Full mission, realtime clock, 4 players', players: 4, options: { clock: 'realtime' } },
  {
    label: 'Yellow threats, captain at seat 2, badges',
    players: 3,
    options: { common: 'yellow', serious: 'yellow', captain: 1, badges: true },
  },
  { label: 'New Threats, red decks', players: 4, options: { newThreats: true, common: 'all', serious: 'red' } },
  { label: 'Double Actions, 2 players', players: 2, options: { doubleActions: true, mission: 'double' } },
  {
    label: 'Double Actions, easier mission, variable range interceptors',
    players: 4,
    options: { doubleActions: true, mission: 'double-easy', variableRange: true },
  },
  { label: 'Specializations, 4 players', players: 4, options: { specializations: true } },
  { label: 'Specializations, solo', players: 1, options: { specializations: true } },
  {
    label: 'Specializations at level 3, 5 players',
    players: 5,
    options: { specializations: true, specLevel: 3, crew: 5 },
  },
  { label: 'Specializations at level 2, 2 players', players: 2, options: { specializations: true, specLevel: 2 } },
  {
    label: 'Experience System, new explorers, 4 players',
    players: 4,
    options: { specializations: true, experience: true, specLevel: 0 },
  },
  {
    label: 'Experience System, explorers at levels 3, 1 and 0, one android, 3 players',
    players: 3,
    options: { specializations: true, experience: true, specLevel: 1, specLevel1: 3, specLevel3: 0 },
  },
  {
    label: "Experience System, explorers' own specializations, a seat without a log, one android, 3 players",
    players: 3,
    options: {
      specializations: true,
      experience: true,
      specKnown1: 'medic:2,rocketeer:1,teleporter:3',
      specKnown2: 'medic:1,mechanic:3,rocketeer:2',
    },
  },
  {
    label: "Experience System, solo, the explorer's own specializations",
    players: 1,
    options: { specializations: true, experience: true, specKnown1: 'mechanic:2,medic:3,special-ops:1' },
  },
  {
    label: 'Campaign of 3, Experience System, hardcore',
    players: 3,
    options: { campaign: 3, specializations: true, experience: true, hardcore: true },
  },
  {
    label: 'Campaign of 5, Double Actions',
    players: 4,
    options: { campaign: 5, doubleActions: true, mission: 'double' },
  },
];
