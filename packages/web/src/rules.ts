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
