import type { BotPolicy } from '@airlock/engine';
import { findGame } from '@airlock/games';
import type { LocalGame } from './games.ts';

/**
 * The lobby's seat choices: the creator, a person (a friend online, or someone at this screen), or a
 * bot of a kind the game offers. Online, the kinds are those the server lists for the game (its own
 * levels included, e.g. Space Alert's planning crew); at this screen, the ones the browser can run:
 * random, the game's heuristic and its own levels (ISMCTS needs the server).
 */
export type SeatChoice = 'you' | 'human' | `bot:${string}`;

const BOT_LABEL: Record<string, string> = {
  random: 'Bot: random',
  heuristic: 'Bot: heuristic',
  ismcts: 'Bot: ISMCTS (server)',
  planning: 'Bot: planning crew',
};

/** The label of a bot kind in the seat selector (a level without a label of its own shows its id). */
export function botLabel(kind: string): string {
  return BOT_LABEL[kind] ?? `Bot: ${kind}`;
}

/** The levels of its own a game offers (from the catalog), for a game the browser runs. */
function levelsOf(local: LocalGame) {
  return findGame(local.game.id)?.levels ?? [];
}

/** The bot kinds this screen can run for a game: random, its heuristic, its own levels. */
export function localBotKinds(local: LocalGame): string[] {
  return ['random', ...(local.heuristic ? ['heuristic'] : []), ...levelsOf(local).map((l) => l.id)];
}

/** What the seat selector offers for a game: online the server's kinds for it, at this screen the local ones. */
export function seatChoices(
  mode: 'online' | 'hotseat',
  local: LocalGame,
  serverBots: readonly string[] | undefined,
): SeatChoice[] {
  if (mode === 'online') return ['you', 'human', ...(serverBots ?? ['random']).map((b) => `bot:${b}` as const)];
  return ['human', ...localBotKinds(local).map((b) => `bot:${b}` as const)];
}

/** The bot kind of a seat choice, or null for a person. */
export function botKindOf(choice: SeatChoice): string | null {
  return choice.startsWith('bot:') ? choice.slice(4) : null;
}

/** A level's think cap in the browser, so a planning bot never freezes the screen for long. */
export const LOCAL_THINK_MS = 250;

/**
 * The policy a hotseat bot seat plays (random when the game does not offer the kind). A game's own
 * level that takes a think cap gets one read from the browser's clock.
 */
export function localPolicy(local: LocalGame, kind: string, random: BotPolicy): BotPolicy {
  if (kind === 'heuristic' && local.heuristic) return local.heuristic;
  const level = levelsOf(local).find((l) => l.id === kind);
  if (!level) return random;
  const budgeted = (level.policy as { withBudget?: (b: { ms: number; now: () => number }) => BotPolicy }).withBudget;
  return budgeted ? budgeted({ ms: LOCAL_THINK_MS, now: () => performance.now() }) : level.policy;
}
