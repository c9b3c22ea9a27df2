import { projectEvents, Rng, randomChoice, Table } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';

/** A whole game between random bots, printed as the spectator's log. */
export function demo(entry: CatalogEntry, seed: number | string): string {
  const preset = entry.presets[0] ?? { label: 'default', players: entry.game.players.min, options: {} };
  const table = new Table(entry.game, { players: preset.players, options: preset.options, seed });
  const rng = Rng.fromSeed(`${String(seed)}:demo`);
  const lines = [`${entry.game.name} (${preset.label}), seed ${String(seed)}: a game between bots`];
  for (let i = 0; i < 5000 && !table.result(); i++) {
    const choice = randomChoice(entry.game, table.match, rng);
    if (!choice) break;
    const events = table.act(choice.actor, choice.action);
    for (const e of projectEvents(events, 'spectator'))
      lines.push(`${String(table.history.length).padStart(4)}  ${e.text}`);
  }
  const r = table.result();
  lines.push(`Result: ${r?.summary ?? 'unfinished'}`);
  return lines.join('\n');
}
