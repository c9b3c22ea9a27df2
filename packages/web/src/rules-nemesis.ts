import type { HelpSection, LegendEntry } from './rules.ts';
import { symbolLegend } from './symbols/catalog.ts';

/**
 * Nemesis: Lockdown in short, written for this app in our own words as a reminder of how the table
 * plays; the rulebook remains the reference (docs/games/nemesis-lockdown/RULES.md says what is built).
 */
export const NEMESIS_RULES: HelpSection[] = [
  {
    title: 'The situation',
    text: [
      'Your characters wake in a research base under the Martian surface that intruders have taken over. Rooms start face down and are turned over as people walk in.',
      'Each of you holds secret objectives; at the first encounter with an intruder you keep one of them. You win if your character reaches the bunker alive (through the main gate, by rover or on foot in a suit, where the board allows it) with that objective met.',
      'In the cooperative mode the crew wins or loses together; in the standard mode some objectives set players against each other.',
    ],
  },
  {
    title: 'A round',
    text: [
      'Everyone draws back up to five action cards. Then, starting with the first player, each takes a turn of up to two actions, or passes for the rest of the round.',
      'Every action is paid for with cards from your hand: most basic actions (move, search, shoot, fight) cost one, a careful move two; room actions and action cards show their own cost.',
      'When everyone has passed, the event phase runs by itself: the time track goes down, intruders next to characters attack, fires burn, an event card moves intruders, and the intruder bag grows.',
    ],
  },
  {
    title: 'Moving and noise',
    text: [
      'A normal move takes you to a neighbouring room and then rolls for noise: a noise marker lands in a corridor of that room, and a second one in the same corridor brings an intruder in.',
      'A careful move costs one more card but lets you choose the corridor that gets the noise marker, so nothing is rolled.',
      'Closed doors block corridors. Power is switched per section; the elevator joins the sections while it has power.',
    ],
  },
  {
    title: 'Fighting, wounds and contamination',
    text: [
      'Shooting spends a round of ammunition and rolls the combat die; fighting hand to hand also gives you a contamination card. Injuries add up on an intruder until it dies or flees.',
      'Intruder attacks deal light and serious wounds; dressed wounds stop hurting. Too many serious wounds kill a character.',
      'Contamination cards clog your hand. Scanning one shows whether you are infected; an infected character may carry a larva.',
    ],
  },
  {
    title: 'Time, the base and the end',
    text: [
      'The time track counts down from 15. Power thresholds on it cut power to sections; CSS tokens on it decide what the base’s security system does when time reaches them.',
      'The autodestruction sequence, once started, destroys the base when its marker is reached, unless it is stopped at the generator. The alert procedure changes how the base locks down.',
      'The game ends when time runs out, when the base is destroyed, or when nobody is left inside. Objectives are then checked for each survivor.',
    ],
  },
  {
    title: 'Playing on this screen',
    text: [
      'Pick a room on the map: under the map, the chooser lists what you can do there in short steps: first what to do, then its target, then the cards that pay for it. "Back" goes up a step.',
      'Your own room is picked until you choose another. The decision panel folds these map choices into one line; open it for the full list.',
      'Your hand, inventory and objectives are listed below the map, with what each of your cards does.',
    ],
  },
];

/** Every symbol the Nemesis board draws, where it is drawn. */
export const NEMESIS_LEGEND: LegendEntry[] = [
  {
    symbol: '▭',
    text: 'A blue room is explored, named after its tile. A dark dashed room is still face down: I or II says its tile pile.',
  },
  {
    symbol: '▭',
    text: 'Yellow outline: you can move there. Thick white outline: the room whose choices are listed under the map. Orange outline: the room is on fire.',
  },
  {
    symbol: '● ▲ ■ ◆ ★',
    text: 'A character, in its seat’s shape and colour, with its player number under it (a trailing s: slimed). The same shape marks the seat in the players panel and the log.',
  },
  { symbol: '—', text: 'A solid line is a corridor; a dashed line is a path outside.' },
  ...symbolLegend('nemesis-lockdown'),
  { symbol: '◆', text: 'On the time track (15 down to 0): the yellow diamond is the time token.' },
  { symbol: 'T · TT', text: 'Under a time slot: a power threshold (TT: the stronger one).' },
  { symbol: 'CSS · CSS?', text: 'Under a time slot: a security system token, face up or still face down.' },
  { symbol: 'AD-R · AD-Y', text: 'Under a time slot: the autodestruction marker, red or yellow.' },
  {
    symbol: '✱',
    text: 'Rooms and lines outlined in gold changed since your previous look (see the log for what happened).',
  },
];
