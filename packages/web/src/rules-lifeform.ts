import type { HelpSection, LegendEntry } from './rules.ts';
import { symbolLegend } from './symbols/catalog.ts';

/** Lifeform in short, written for this app in our own words; the rulebook remains the reference. */
export const LIFEFORM_RULES: HelpSection[] = [
  {
    title: 'Lifeform in short',
    text: [
      'One player is the lifeform, loose aboard the starship Valley Forge; everyone else is the crew, each playing two characters.',
      'The lifeform moves three look-alike images around the ship. Only the lifeform knows which one is really it, and it may secretly change its mind at each reality calibration.',
      'The crew gathers supplies into the Remora shuttle before the self-destruct clock runs out, then tries to launch and survive the showdown aboard it.',
      "Dragon's Domain is the solo game: one crew member against the motion tracker and the crisis decks.",
    ],
  },
  {
    title: 'A round',
    text: [
      'Crew phase: each crew player in turn first makes their characters pick up a mission token where one lies (each goes into a column of the shuttle loadout), then does one thing: equip (draw cards, the clock moves closer), use a heat analyzer, fire the Mining Laser, use a skill, play a card row, or use a Remora energy cell.',
      'Android phase: once active, the android walks its path from Hypersleep towards the Remora; where it ends matters for the loadout.',
      'Lifeform phase: the lifeform plays a card row (moving images, spreading terror, attacking, cutting power) or lurks to draw cards.',
    ],
  },
  {
    title: 'Moving about the ship',
    text: [
      "Corridors join chambers for everyone. Tunnels are only for the images and the ship's cat. The vent action drops an image into any empty vent chamber, or lets the real lifeform burst into an occupied one.",
      'The security door, shut across a link, blocks every move through it. A dark chamber (power outage) cannot be run through or shock-prodded in, and panicking characters avoid it.',
      'Characters may board the Remora only once the clock has reached 20 minutes, and never leave it again.',
    ],
  },
  {
    title: 'Images, attacks and reactions',
    text: [
      'When a character meets an image, the lifeform may attack. The crew answers with reaction cards: hide, run away, or shock-prod the image back; the lifeform may cancel some of these.',
      "An attack that lands kills the character, noisily (everyone nearby panics and moves) or silently. A player who loses both characters may go on playing as the cat, or as SIS-TER, the ship's mainframe.",
      'Everything the lifeform does is public, so the crew can sometimes tell that an image cannot be real: the board fades such images, and the status panel says which images could still be the lifeform.',
    ],
  },
  {
    title: 'Tracks and the end',
    text: [
      'Self-destruct counts the minutes left; at zero the ship explodes and the lifeform wins. Hostility gives the lifeform cards, terror and strength for the showdown. Malfunction, android status and the cocoon each trigger effects as they advance.',
      'The crew launches the Remora when the loadout columns reach their launch lines and every crew player agrees. The lifeform may have stowed away, secretly choosing a window of minutes on the clock.',
      'In the showdown the lifeform attacks one survivor at a time with a face-down card; the target must match each of its icons with their own cards, data tokens or a spare character, or be eliminated. A halon or Remora token can call a fight off. The crew wins when the lifeform has no card left to play and someone survives; the lifeform wins when nobody does.',
    ],
  },
];

/** A legend line with the class that draws its symbol in the board's colours (lifeform.css `lf-lg-*`). */
export interface LifeformLegendEntry extends LegendEntry {
  swatch?: string;
}

/**
 * Every symbol the Lifeform board draws, in our own words: the one source for the guide's legend
 * and for the board's coloured key (boards/lifeform/Legend.tsx). Texts are unique: they key the lists.
 */
export const LIFEFORM_LEGEND: LifeformLegendEntry[] = [
  ...symbolLegend('lifeform'),
  { symbol: '◯', swatch: 'real', text: 'The real lifeform (only the lifeform’s player ever sees this ring).' },
  {
    symbol: '◆',
    swatch: 'out',
    text: 'An image that cannot be the lifeform, judging by what the lifeform has done so far (faded).',
  },
  { symbol: '◤', swatch: 'start', text: 'A chamber where the lifeform may start.' },
  { symbol: '▭', swatch: 'dark', text: 'A dark chamber: the power is out there.' },
  { symbol: '—', swatch: 'corridor', text: 'A corridor: everyone may walk it.' },
  { symbol: '┅', swatch: 'tunnel', text: 'A tunnel: only images and the cat crawl through.' },
  {
    symbol: 'B',
    swatch: 'stub',
    text: 'A corridor or tunnel (dashed ring) to another deck, marked with that deck’s letter.',
  },
  { symbol: '▪', swatch: 'door', text: 'The security door, shut across a corridor.' },
  { symbol: '▭', swatch: 'target', text: 'Outlined: you can act there now; pick it to see how.' },
  {
    symbol: 'Tracks',
    text: 'The marked space is where each track stands; tinted spaces carry an effect when the track reaches them.',
  },
  {
    symbol: 'Loadout',
    text: 'Each column fills from the bottom; the line is how many tokens a launch needs, and a + marks a bonus space.',
  },
];
