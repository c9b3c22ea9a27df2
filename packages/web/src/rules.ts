/**
 * The rules help panel, written in our own words for this app (never quoted from a rulebook). Each game
 * adds a short summary; the table's own help applies to every game.
 */
export interface HelpSection {
  title: string;
  text: string[];
}

const TABLE_HELP: HelpSection = {
  title: 'Using the table',
  text: [
    'The bar at the top always says whose decision the game waits for, and what it is.',
    'Your choices appear as buttons under "Your decision"; where it makes sense you can also click the board.',
    'Things that changed since the last update are outlined and marked ✱.',
    'When a reaction window opens for you, a prompt appears with its countdown: react, pass, or tick "pass automatically".',
    'You only ever see what your seat may know: other hands appear as counts.',
  ],
};

const GAME_HELP: Record<string, HelpSection[]> = {
  lifeform: [
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
        "An attack that lands kills the character, noisily (everyone nearby panics and moves) or silently. A player who loses both characters may take over the ship's cat or the SIS-TER mainframe.",
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
  ],
  relay: [
    {
      title: 'Relay in short',
      text: [
        'A small test game. Every round, all seats pick one card from their hand in secret; the picks are shown together.',
        'The highest card that nobody else picked wins the round. Its owner then takes a point, or draws a card instead.',
        'When someone takes a point, each other seat may spend a 1 to block it; the point taker may spend a 6 to undo the block.',
        'Hands are topped back up to three cards between rounds. Four points, or the lead after eight rounds, wins.',
      ],
    },
  ],
};

export function helpFor(gameId: string): HelpSection[] {
  return [...(GAME_HELP[gameId] ?? []), TABLE_HELP];
}

/** Lets a game's own module of help text register itself (keeps this file small as games arrive). */
export function registerHelp(gameId: string, sections: HelpSection[]): void {
  GAME_HELP[gameId] = sections;
}
