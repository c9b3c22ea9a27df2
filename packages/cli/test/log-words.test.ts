import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng, Table } from '@airlock/engine';
import { catalog } from '@airlock/games';

/**
 * The log speaks words: every line a game writes, as any seat or a spectator sees it, names cards,
 * rooms, threats and items by their names. An identifier of the data ("slime-spit", "A|blue",
 * "sentry.fresh-magazine", "elevator-2") in a line is a defect a player meets in the browser and the
 * terminal alike. Random games of every preset, four seeds each (forty found nothing more).
 */

/** Words with a hyphen that are English, not identifiers. */
const WORDS = new Set([
  'self-destruct',
  'shock-prod',
  'face-up',
  'face-down',
  'auto-pass',
  'lock-down',
  'two-for-one',
  'one-for-one',
  'bare-handed',
  'hand-to-hand',
  'close-range',
  'in-flight',
  'top-secret',
  'off-board',
  'half-way',
  'x-ray',
  'red-zone',
  'star-beast',
  'still-alive',
  'half-cuts',
  'conflict-still',
  'conflict-killed',
  'blue-zone',
  'white-zone',
]);

function idsIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b\w+\|[\w-]+|\b[a-z]+\.[a-z][a-z-]+\b|\b[a-z]+_[a-z_]+\b/g)) found.push(m[0]);
  // Number ranges ("sections 1-2", "the 3-6 minute card") are words too.
  for (const m of text.matchAll(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g))
    if (!WORDS.has(m[0]) && !/^\d+(-\d+)+$/.test(m[0])) found.push(m[0]);
  return found;
}

for (const entry of catalog) {
  test(`${entry.game.name}: no log line carries a data identifier`, () => {
    const bad = new Map<string, string>();
    for (const preset of entry.presets) {
      for (let seed = 1; seed <= 4; seed++) {
        const t = new Table(entry.game, { players: preset.players, options: preset.options, seed });
        const rng = Rng.fromSeed(`words-${seed}`);
        for (let i = 0; i < 3000; i++) {
          const p = t.pending()[0];
          if (!p) break;
          t.act(p.actor, rng.pick(t.legal(p.actor)));
        }
        const viewers = [...Array.from({ length: preset.players }, (_, s) => s), 'spectator' as const];
        for (const viewer of viewers)
          for (const entryLog of t.log(viewer))
            for (const ev of entryLog.events)
              for (const id of idsIn(ev.text)) if (!bad.has(id)) bad.set(id, `${preset.label}: ${ev.rule}: ${ev.text}`);
      }
    }
    assert.deepEqual([...bad.values()].slice(0, 12), []);
  });
}
