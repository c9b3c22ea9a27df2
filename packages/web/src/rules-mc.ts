import { registerHelp } from './rules.ts';

/**
 * Mission Catastrophe in short, written for this app in our own words as a reminder of how the table
 * plays; the rulebook remains the reference.
 */
registerHelp('mission-catastrophe', [
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
  {
    title: 'Reading the board',
    text: [
      'Modules show their number token (round badge), their cubes as solid squares (hollow ones are missing), and crew as seat shapes. A hatched module has no cubes left.',
      'The integrity board marks its phases with letters G, Y and R as well as line styles; a hatched square with M is mold.',
    ],
  },
]);
