import type { HelpSection, LegendEntry } from './rules.ts';
import { symbolLegend } from './symbols/catalog.ts';

/**
 * Space Alert in short, written for this app in our own words as a reminder of how the table plays;
 * the rulebook remains the reference (docs/games/space-alert/RULES.md says what is built).
 */
export const SPACE_ALERT_RULES: HelpSection[] = [
  {
    title: 'The mission',
    text: [
      'The whole crew plays together: a ship jumps into a sector for a short survey and must survive until it jumps home. Threats appear, approach along trajectories and strike; the crew shoots them down and keeps the ship whole.',
      'The game has two halves: first the crew plans in real time while the ship’s computer announces threats; then the plan is carried out step by step and the ship takes what it takes.',
      'The ship is lost when any of its three zones (red, white, blue) takes a seventh damage. Otherwise the crew scores for each threat destroyed or survived.',
    ],
  },
  {
    title: 'Planning',
    text: [
      'Each of you holds action cards with two halves: a movement (to the red or blue side, or through the lift to the other deck) and an action (the A, B or C button of the station you stand at, or battlebots).',
      'You lay cards face down on the steps of your action board, choosing which half is on top. The clock runs by phases; when a phase ends, cards of that phase are fixed.',
      'Announcements: threats (with the turn they arrive, on an internal or external trajectory), incoming data (draw cards), data transfer (hand a card to someone), and communication failures (no talking: the table chat closes too).',
    ],
  },
  {
    title: 'The stations and their buttons',
    text: [
      'The ship has six stations: upper and lower deck, in the red, white and blue zones. A fires the station’s cannon: heavy lasers upstairs, light lasers on the lower sides, the pulse cannon in the lower white station.',
      'B moves energy: upstairs from the reactor below into the shield; on the lower sides from the central reactor into the side reactor; in the lower white station a fuel capsule refills the central reactor.',
      'C does the station’s own job: interceptors, computer maintenance, battlebots, visual confirmation or rockets. The computer must be maintained in each of the first two phases, or everyone starts the next phase a step late.',
    ],
  },
  {
    title: 'Carrying out the plan',
    text: [
      'Step by step every crew member does the top half of their card for that step; a delayed action slides their later cards one step later.',
      'After the crew acts in a step, each threat on the board moves along its trajectory by its speed; crossing an X, Y or Z square triggers that threat’s effect. A threat that reaches the end of its trajectory strikes one last time and counts as survived.',
      'Damage lands on the zone the threat faces; internal threats act inside the ship and are fought by crew (with battlebots) at their station.',
    ],
  },
  {
    title: 'Playing on this screen',
    text: [
      'Pick a card in your hand, choose which half is on top, and click a step of your board to place it. The rest of the crew’s boards show only the halves on top.',
      'At one screen the crew plans together with every hand open; online, each of you plans at your own screen with the clock shared.',
      'After the mission, the replay steps through the action half turn by turn.',
    ],
  },
];

/** Every symbol the Space Alert board draws, where it is drawn. */
export const SPACE_ALERT_LEGEND: LegendEntry[] = [
  {
    symbol: '▬',
    text: 'A trajectory: a row of squares counting down towards the ship on the right; red, white, blue or internal.',
  },
  {
    symbol: 'X · Y · Z',
    text: 'Lettered squares of a trajectory: a threat that reaches one does what its card says for that letter.',
  },
  ...symbolLegend('space-alert'),
  { symbol: 'T+n', text: 'Written above a trajectory: a threat announced for turn n, not on the board yet.' },
  { symbol: '- - -', text: 'A red dashed line from the ship: a shot fired at a trajectory this step.' },
  {
    symbol: '1 2 3',
    text: 'A coloured token with a number: a crew member at that station (faded and crossed out: knocked out; dashed ring: out in the interceptors; green ring: leading battlebots; dotted outline: delayed this turn).',
  },
  {
    symbol: 'Shield · Reactor',
    text: 'Upper stations show their shield, lower stations their reactor: energy now / the most it can hold.',
  },
  {
    symbol: 'damage n/6',
    text: 'Under the stations: the damage each zone has taken, with the parts hit; a seventh destroys the ship.',
  },
];
