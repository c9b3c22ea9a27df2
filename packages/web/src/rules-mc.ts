import type { HelpSection, LegendEntry } from './rules.ts';
import { symbolLegend } from './symbols/catalog.ts';

/**
 * Mission Catastrophe in short, written for this app in our own words as a reminder of how the table
 * plays; the rulebook remains the reference.
 */
export const MC_RULES: HelpSection[] = [
  {
    title: 'The situation',
    text: [
      'The crew is stuck on a failing ship. Modules carry up to three status cubes; each cube lost from a module moves onto the integrity board.',
      'When the integrity board fills up, the ship is lost and nobody wins. The only way out is an escape pod.',
      'The game mode decides who you play for: yourself alone (sole survivor), your team, or everyone together against a threat.',
    ],
  },
  {
    title: 'A turn',
    text: [
      'First the ship takes damage: two dice are rolled and the module whose number token matches loses a cube.',
      'Then you take three actions, in any mix: move to a neighbouring module, draw a PIP card, play a card, repair the module you are in, use its special function, look under the pod next to you, trade with a team mate in your module, or try to escape.',
      'At the end of your turn you discard down to the hand limit.',
    ],
  },
  {
    title: 'Pods and fuses',
    text: [
      'Each pod has a hidden letter. A pod launches only if its letter is set on one of the fuses, which some modules let you change.',
      'Looking under a pod tells you its letter; other players see that you looked, not what you saw. A ✓ on a pod means you know its letter.',
      'Escaping with a pod whose letter is on no fuse fails and the game goes on.',
    ],
  },
  {
    title: 'Interrupting',
    text: [
      'Whenever someone declares an action or the dice pick a module, a short window opens. Anyone holding an interrupt card may answer, and others can answer that in turn.',
      'The prompt shows the time left. Press Pass to let it go by, or tick the auto-pass box to stop being asked.',
    ],
  },
];

/** Every symbol the Mission Catastrophe board draws, where it is drawn. */
export const MC_LEGEND: LegendEntry[] = [
  {
    symbol: '⑦',
    text: 'A module’s round badge: its number token; the damage dice pick the module whose number they show.',
  },
  {
    symbol: '■ □',
    text: 'Status cubes on a module: solid ones are there, hollow ones are lost. A hatched module has no cube left.',
  },
  ...symbolLegend('mission-catastrophe'),
  { symbol: 'M', text: 'On the integrity board, a hatched square with M: a mind mold cube placed there.' },
  { symbol: 'you are here', text: 'Written in the module where your own crew member stands.' },
  {
    symbol: 'G · Y · R',
    text: 'Integrity board: its spaces fill with lost cubes; the letters and line styles mark the green, yellow and red phases.',
  },
  { symbol: 'A B C', text: 'Fuse board: the pod letters set on the fuses; only pods whose letter is set can launch.' },
  { symbol: '▭', text: 'Outlined modules and pods are ones you can act on now: click them.' },
  { symbol: '✱', text: 'Changed since your previous look: modules, pods, integrity spaces, crew and hand.' },
];
