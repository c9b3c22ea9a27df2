import {
  type Action,
  type AnyGame,
  type BotPolicy,
  type DecisionKind,
  type Options,
  resolveOptions,
} from '@airlock/engine';
import { lifeform } from '@airlock/lifeform';
import { heuristic as lifeformBot } from '@airlock/lifeform/bot';
import { heuristic as nemesisLockdownBot, nemesisLockdown } from '@airlock/nemesis-lockdown';
import {
  heuristic as missionCatastropheBot,
  isSeatSetting,
  missionCatastrophe,
  PRESETS as missionCatastrophePresets,
  teamsFor as missionCatastropheTeams,
} from '@airlock/mission-catastrophe';
import {
  planning as spaceAlertPlanning,
  heuristic as spaceAlertBot,
  PRESETS as spaceAlertPresets,
  spaceAlert,
} from '@airlock/space-alert';

/** A game as the tools see it: the rules module and, where the game has one, its heuristic bot. */
export interface CatalogEntry {
  game: AnyGame;
  heuristic?: BotPolicy;
  /**
   * The search bot's defaults for this game, as measured in docs/BOTS.md (a caller's own options win):
   * playouts by the heuristic or at random, how many actions before the game's evaluation scores
   * the position, the UCB exploration constant, the prior's keep margin, and which actions share one
   * tree edge (`variantFields`: the fields that only tell variants of one move apart).
   */
  search?: {
    playouts?: 'heuristic' | 'random';
    /** A number, or one per table size (a game's best depth can change with the number of seats). */
    playoutDepth?: number | ((players: number) => number);
    exploration?: number;
    priorMargin?: number;
    /** Widen the keep margin for the number of rivals the prior's action is compared with (or per table size and options). */
    marginPerRival?: boolean | ((players: number, options: Options) => boolean);
    /** Below the root the searching seat follows the heuristic instead of searching its own later moves (per table size and options). */
    ownPrior?: boolean | ((players: number, options: Options) => boolean);
    /** The most decisions an iteration takes in the tree (see the bots' `maxDepth`; per table size and options, none when undefined). */
    maxDepth?: number | ((players: number, options: Options) => number | undefined);
    /** How the other seats move in the tree: by the game's heuristic (the default) or by searching too. */
    opponents?: 'heuristic' | 'search';
    /** Top-level action fields that only tell variants of one move apart: such actions share one tree edge. */
    variantFields?: readonly string[];
    /** Actions the search never takes (a table setting that is a free move in these options, at this kind of decision). */
    ignore?: (action: Action, options: Options, kind: DecisionKind) => boolean;
  };
  /** Option sets worth simulating and testing (every mode, level and option). */
  presets: Preset[];
  /**
   * Bot levels of the game's own beyond random, heuristic and ISMCTS: an id, what it does, and a
   * policy that reads only its seat's view (Space Alert: the planning crew member).
   */
  levels?: { id: string; description: string; policy: BotPolicy }[];
}

export interface Preset {
  label: string;
  players: number;
  options: Record<string, string | number | boolean>;
  /** For team presets: each seat's team (0, 1...), so tools can put one bot on a whole team. */
  teams?: number[];
}

/**
 * Mission Catastrophe tables where the searching seat follows the heuristic below the root (see its entry):
 * every table of 2 or more outside team play. Left out: team play, where it measured worse (Team 2v2 47.5%
 * against 75.0% over 20 games), and solo play, not measured (the search already wins 19 of 20).
 */
function followsHeuristic(players: number, options: Options): boolean {
  return players >= 2 && options.mode !== 'team';
}

/** Every game the project ships. Games register here when they land. */
export const catalog: CatalogEntry[] = [];

catalog.push({
  game: nemesisLockdown,
  heuristic: nemesisLockdownBot as BotPolicy,
  // No playout: the evaluation scores the leaf (random actions mostly harm whoever plays them, which
  // biased the search; solo: 0/20 wins with 8 random playout actions, 3/12 without). A wide keep
  // margin: solo games are won by long plans the heuristic follows (docs/BOTS.md).
  // A move is listed once per way of paying for it; the search ranks moves, the heuristic picks the cards.
  search: { playouts: 'random', playoutDepth: 0, priorMargin: 3, variantFields: ['pay'] },
  presets: [
    { label: 'solo', players: 1, options: {} },
    { label: 'cooperative 3p', players: 3, options: { mode: 'cooperative' } },
    { label: 'semi-cooperative 4p', players: 4, options: {} },
    { label: 'original characters 4p', players: 4, options: { roster: 'original' } },
    { label: 'semi-cooperative 2p', players: 2, options: {} },
    { label: 'original intruders 3p', players: 3, options: { intruders: 'original' } },
    { label: 'Mars surface solo', players: 1, options: { side: 'mars' } },
    { label: 'Mars surface cooperative 2p', players: 2, options: { side: 'mars', mode: 'cooperative' } },
    { label: 'Mars surface 3p', players: 3, options: { side: 'mars' } },
  ],
});

catalog.push({
  game: missionCatastrophe,
  heuristic: missionCatastropheBot as BotPolicy,
  // Two players: 8 random actions then the evaluation (66.5% against the heuristic). Three or more: the
  // evaluation at the leaf, no random actions (3 players: 56.9% against 40.0% with 8; docs/BOTS.md).
  // From 3 players, the keep margin grows with the number of rivals (3 players, 100 games: 62.5% against
  // 56.3% without). At 2 players it cost strength (100 games: 52.5% with it, 66.5% without).
  search: {
    playouts: 'random',
    playoutDepth: (players) => (players <= 2 ? 8 : 0),
    exploration: 0.3,
    // A 2-crew co-op search without it passes cards back and forth for hundreds of actions.
    marginPerRival: (players, options) => players >= 3 || (players === 2 && options.mode === 'coop'),
    // From 2 players outside team play the seat follows the heuristic below the root, 20 decisions deep:
    // searched, its own later moves made ending the turn early look best (3 players against random
    // players: 4 of 20 games won with it, none without; 3 crew co-op 9/20 against 7/20; against the
    // heuristic level, 55.0% against 55.8% over 100 games; docs/BOTS.md). At 2 players: 77.0%
    // against the heuristic over 100 games (62.0% without), 96.3% against random players over 40 (82.5%
    // without; the heuristic 90.0%); 2 crew co-op 14/20 against 6/20 (docs/BOTS.md).
    ownPrior: followsHeuristic,
    maxDepth: (players, options) => (followsHeuristic(players, options) ? 20 : undefined),
    // The auto-pass switch changes no game fact. Where a seat's evaluation is flat (co-op does not price
    // auto-pass; a lost cause prices nothing) it is a free second look at the same decision, and a search
    // switched it on and off a thousand times in one turn. So: never in co-op, and never switched on
    // during a turn. Elsewhere the search may still pass a window with auto-pass on and switch it off
    // at its turn, which measured 15 points better at 3 players than never touching it (docs/BOTS.md).
    ignore: (action, options, kind) =>
      isSeatSetting(action) && (options.mode === 'coop' || (kind === 'turn' && action.on === true)),
  },
  presets: missionCatastrophePresets.map((p) =>
    p.options.mode === 'team'
      ? {
          ...p,
          teams: missionCatastropheTeams(
            p.players,
            resolveOptions(missionCatastrophe, p.players, p.options) as unknown as Parameters<
              typeof missionCatastropheTeams
            >[1],
          ),
        }
      : p,
  ),
});

// Space Alert: the heuristic crew (src/bot/); random play and the search use its presets (every mission
// kind, crew size, clock and New Frontier module). The planning level re-plans at each announcement by
// resolving sampled futures (src/bot/planner.ts; measured in docs/BOTS.md, "Space Alert").
catalog.push({
  game: spaceAlert,
  heuristic: spaceAlertBot as BotPolicy,
  // The search: random moves by every seat in the tree and the game's evaluation at the leaf (the
  // mission resolved with the cards placed so far). The heuristic resolves the mission for every open
  // turn at each call: too dear to model the other seats or play out.
  search: { playouts: 'random', playoutDepth: 0, opponents: 'search' },
  presets: spaceAlertPresets,
  levels: [
    {
      id: 'planning',
      description: 'plans the crew from sampled futures, resolved with the rules (a think budget per announcement)',
      policy: spaceAlertPlanning as BotPolicy,
    },
  ],
});

// Lifeform: one heuristic for every seat (lifeform, crew, Dragon's Domain survivor: each option played out
// through the rest of the seat's own turn in a world sampled from its view, then scored; src/bot/); one
// preset per table size and option.
catalog.push({
  game: lifeform,
  heuristic: lifeformBot,
  // The search: random moves by every seat in the tree and the game's evaluation at the leaf. The
  // heuristic looks ahead through a sampled world at every call, too dear to model the other seats or
  // play out (about 50 CPU-seconds a game at 200 iterations). As the lifeform against heuristic crews
  // at 3 players it won 21 of 30 games at 300 iterations (the heuristic lifeform 44.8%; docs/BOTS.md).
  search: { playouts: 'random', playoutDepth: 0, opponents: 'search' },
  presets: [
    { label: '2 players', players: 2, options: {} },
    { label: '3 players', players: 3, options: {} },
    { label: '4 players', players: 4, options: {} },
    { label: 'evolution tokens, 3 players', players: 3, options: { evolution: true } },
    { label: 'harpoon tokens, 3 players', players: 3, options: { harpoons: true } },
    { label: "Dragon's Domain solo", players: 1, options: { dragonsDomain: true } },
    { label: '13th Passenger A: new survivors, 3 players', players: 3, options: { survivors: true } },
    { label: '13th Passenger B: asteroid impact, 3 players', players: 3, options: { asteroid: true } },
    {
      label: "13th Passenger C: solo crisis and search (Dragon's Domain)",
      players: 1,
      options: { dragonsDomain: true, ddCrisisSearch: true },
    },
    { label: '13th Passenger D: hunting the alien, 4 players', players: 4, options: { hunt: true } },
  ],
});

export function findGame(id: string): CatalogEntry | undefined {
  return catalog.find((e) => e.game.id === id);
}
