import { LIFEFORM_LEGEND, LIFEFORM_RULES } from './rules-lifeform.ts';
import { MC_LEGEND, MC_RULES } from './rules-mc.ts';
import { NEMESIS_LEGEND, NEMESIS_RULES } from './rules-nemesis.ts';
import { SPACE_ALERT_LEGEND, SPACE_ALERT_RULES } from './rules-space-alert.ts';

/**
 * The rules help and the legend of each game, written in our own words for this app (never quoted
 * from a rulebook): a short summary of how the table plays, and what each symbol on its board means.
 * The table's own help applies to every game.
 */
export interface HelpSection {
  title: string;
  text: string[];
}

/** One symbol drawn on a board: the symbol as text (or a short name for it) and what it means. */
export interface LegendEntry {
  symbol: string;
  text: string;
  /** The id of the drawn symbol (symbols/catalog.ts) the guide shows beside the line, if any. */
  icon?: string;
}

const TABLE_HELP: HelpSection = {
  title: 'Using the table',
  text: [
    'The bar at the top always says whose decision the game waits for, and what it is.',
    'Your choices appear as buttons under "Your decision"; where it makes sense you can also click the board.',
    'Things that changed are outlined and marked ✱: on the Nemesis and Mission Catastrophe boards, everything since your last turn (a line over the board says what), elsewhere since the last update.',
    'When a reaction window opens for you, a prompt appears with its countdown: react, pass, or tick "pass automatically".',
    'You only ever see what your seat may know: other hands appear as counts.',
  ],
};

const GAME_HELP: Record<string, HelpSection[]> = {
  lifeform: LIFEFORM_RULES,
  'mission-catastrophe': MC_RULES,
  'nemesis-lockdown': NEMESIS_RULES,
  'space-alert': SPACE_ALERT_RULES,
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

const LEGEND: Record<string, LegendEntry[]> = {
  lifeform: LIFEFORM_LEGEND,
  'mission-catastrophe': MC_LEGEND,
  'nemesis-lockdown': NEMESIS_LEGEND,
  'space-alert': SPACE_ALERT_LEGEND,
  relay: [
    { symbol: '● ▲', text: 'A seat’s box, headed by its shape and name; other seats’ hands show as counts.' },
    { symbol: '★', text: 'A point scored (one star each).' },
    { symbol: '✓ · ♛', text: 'Bid placed this round; the round’s winner.' },
    { symbol: '1-6', text: 'Your cards; an outlined card can be bid now (bid ▸).' },
    { symbol: '✱', text: 'A seat whose points or hand changed since your previous look.' },
  ],
};

/** The game's own rules sections (without the table's help). */
export function rulesFor(gameId: string): HelpSection[] {
  return GAME_HELP[gameId] ?? [];
}

export function legendFor(gameId: string): LegendEntry[] {
  return LEGEND[gameId] ?? [];
}

/** Everything the help panel shows: the game's rules, its legend as a section, and the table's help. */
export function helpFor(gameId: string): HelpSection[] {
  const legend = legendFor(gameId);
  const symbols: HelpSection[] = legend.length
    ? [{ title: 'Symbols on the board', text: legend.map((e) => `${e.symbol}: ${e.text}`) }]
    : [];
  return [...rulesFor(gameId), ...symbols, TABLE_HELP];
}

/** Lets a game's own module of help text register itself (keeps this file small as games arrive). */
export function registerHelp(gameId: string, sections: HelpSection[]): void {
  GAME_HELP[gameId] = sections;
}
