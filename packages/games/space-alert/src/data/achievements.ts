import type { DesignedAchievement } from '../experience/achievements.ts';

/**
 * The achievements the app awards by itself.
 *
 * Origin: **designed**. The official achievements sheet (names, criteria, points) is not among our
 * sources. 002 gives the categories, how they count, the 2+ / 5+ gates, and a few names with hints:
 * Not Even a Scratch, Perfect Double, Double Quartet, Fantastic Four and Double Trouble are all met
 * by a perfect four-player double-action mission; Double Random, Scrambled Alert and Double Scramble
 * by a double-action mission with threats of every colour, Double Yellow not; Transgalactic Tour
 * needs a campaign longer than three missions; Troubleshooter needs 6 damage of your own to internal
 * threats; Lazy Bum is not worth trying for; "Is it still me?" is the one achievement a failed mission
 * can give. Those names are theirs; every criterion and every point value below is ours, written to
 * fit those hints. Achievements that need the crew's judgement (Social Skillz praise, Chronicler,
 * Expert Know-How) and D'Artagnan Missing (three players without androids, a crew we do not offer)
 * are not awarded by the app.
 */
export const ACHIEVEMENTS_ORIGIN = 'designed' as const;

export const ACHIEVEMENTS = [
  // Missions, first column: any full mission at the standard threat count.
  {
    id: 'scrambled-alert',
    name: 'Scrambled Alert',
    category: 'missions',
    points: 1,
    when: { kind: 'mission', threats: 'white-yellow' },
  },
  {
    id: 'fantastic-four',
    name: 'Fantastic Four',
    category: 'missions',
    points: 2,
    when: { kind: 'mission', humans: 4, noAndroids: true },
  },
  // Missions, second column: double actions only.
  {
    id: 'double-trouble',
    name: 'Double Trouble',
    category: 'missions',
    points: 1,
    when: { kind: 'mission', doubleActions: true, easierTracks: true },
  },
  {
    id: 'double-quartet',
    name: 'Double Quartet',
    category: 'missions',
    points: 2,
    when: { kind: 'mission', doubleActions: true, crew: 4 },
  },
  {
    id: 'double-scramble',
    name: 'Double Scramble',
    category: 'missions',
    points: 2,
    when: { kind: 'mission', doubleActions: true, threats: 'white-yellow' },
  },
  {
    id: 'double-yellow',
    name: 'Double Yellow',
    category: 'missions',
    points: 3,
    gate: 2,
    when: { kind: 'mission', doubleActions: true, threats: 'yellow' },
  },
  {
    id: 'double-random',
    name: 'Double Random',
    category: 'missions',
    points: 3,
    gate: 2,
    when: { kind: 'mission', doubleActions: true, threats: 'all' },
  },
  // Missions, third column: perfect missions.
  {
    id: 'not-even-a-scratch',
    name: 'Not Even a Scratch',
    category: 'missions',
    points: 2,
    when: { kind: 'mission', perfect: true },
  },
  {
    id: 'perfect-double',
    name: 'Perfect Double',
    category: 'missions',
    points: 4,
    gate: 5,
    when: { kind: 'mission', perfect: true, doubleActions: true },
  },
  // Full campaigns.
  { id: 'full-campaign', name: 'Full Campaign', category: 'campaigns', points: 3, when: { kind: 'campaign' } },
  {
    id: 'perfect-campaign',
    name: 'Perfect Campaign',
    category: 'campaigns',
    points: 5,
    gate: 5,
    when: { kind: 'campaign', perfect: true },
  },
  {
    id: 'transgalactic-tour',
    name: 'Transgalactic Tour',
    category: 'campaigns',
    points: 6,
    gate: 5,
    when: { kind: 'campaign', missions: 5 },
  },
  // Close calls: the ship survives, barely.
  {
    id: 'hanging-by-a-thread',
    name: 'Hanging by a Thread',
    category: 'close-calls',
    points: 2,
    when: { kind: 'close-call', zoneDamage: 5 },
  },
  {
    id: 'woke-up-at-home',
    name: 'Woke Up at Home',
    category: 'close-calls',
    points: 1,
    when: { kind: 'personal', knockedOut: true },
  },
  // Hot shots: what your explorer did.
  {
    id: 'troubleshooter',
    name: 'Troubleshooter',
    category: 'hot-shots',
    points: 2,
    when: { kind: 'personal', internalDamage: 6 },
  },
  {
    id: 'lazy-bum',
    name: 'Lazy Bum',
    category: 'hot-shots',
    points: 1,
    when: { kind: 'personal', cardsAtMost: 3 },
  },
  // Addiction: missions flown; the only category a failed mission can give.
  {
    id: 'is-it-still-me',
    name: 'Is It Still Me?',
    category: 'addiction',
    points: 1,
    when: { kind: 'clone' },
  },
  { id: 'regular', name: 'Regular', category: 'addiction', points: 1, when: { kind: 'flown', missions: 10 } },
  { id: 'old-hand', name: 'Old Hand', category: 'addiction', points: 2, when: { kind: 'flown', missions: 25 } },
] as const satisfies readonly DesignedAchievement[];
