import { botKindsOf } from '@airlock/bots';
import { catalog } from '@airlock/games';

export interface GameInfo {
  id: string;
  name: string;
  players: { min: number; max: number };
  /** The bot kinds `--bots` accepts for this game (its own levels included). */
  bots: string[];
  options: {
    key: string;
    values: (string | number | boolean)[];
    default: string | number | boolean;
    description: string;
    /** A free-form text option: any string matching this whole pattern (the game judges its meaning). */
    pattern?: string;
  }[];
}

export function listGames(): GameInfo[] {
  return catalog.map((entry) => ({
    id: entry.game.id,
    name: entry.game.name,
    players: { ...entry.game.players },
    bots: [...botKindsOf(entry)],
    options: entry.game.options.map((o) => ({
      key: o.key,
      values: [...o.values],
      default: o.default,
      description: o.description,
      ...(o.pattern ? { pattern: o.pattern } : {}),
    })),
  }));
}

export function formatGames(games: GameInfo[]): string {
  if (games.length === 0) return 'no games are registered in this build';
  return games
    .map((g) =>
      [
        `${g.id}: ${g.name} (${g.players.min}-${g.players.max} players)`,
        `  --bots ${g.bots.join('|')}`,
        ...g.options.map(
          (o) =>
            `  --option ${o.key}=${o.pattern ? `TEXT matching ${o.pattern}` : o.values.join('|')}  (default ${String(o.default) || '""'}) ${o.description}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}
