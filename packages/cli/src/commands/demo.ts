import { projectEvents, Rng, Table } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';

/** A whole game between random bots, printed as the spectator's log. */
export function demo(entry: CatalogEntry, seed: number | string): string {
  const preset = entry.presets[0] ?? { label: 'default', players: entry.game.players.min, options: {} };
  const table = new Table(entry.game, { players: preset.players, options: preset.options, seed });
  const rng = Rng.fromSeed(`${String(seed)}:demo`);
  const lines = [`${entry.game.name} (${preset.label}), seed ${String(seed)}: a game between bots`];
  for (let i = 0; i < 5000 && !table.result(); i++) {
    const pend = table.pending();
    const p = pend[rng.int(0, pend.length - 1)];
    if (!p) break;
    const legal = table.legal(p.actor);
    const action = legal.length === 1 || p.actor === 'system' ? legal[0] : rng.pick(legal);
    const events = table.act(p.actor, action);
    for (const e of projectEvents(events, 'spectator'))
      lines.push(`${String(table.history.length).padStart(4)}  ${e.text}`);
  }
  const r = table.result();
  lines.push(`Result: ${r?.summary ?? 'unfinished'}`);
  return lines.join('\n');
}
