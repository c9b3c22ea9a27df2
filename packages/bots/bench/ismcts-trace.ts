/**
 * A hash of ISMCTS outcomes (chosen action, every root edge's visits and mean) at fixed positions of
 * every catalog game, with and without a prior and action groups: a change to the search's speed must
 * leave it unchanged. It also checks that a game's variant fields group actions as their remaining text
 * would. npx node packages/bots/bench/ismcts-trace.ts [positions] [iterations]
 */
import { createHash } from 'node:crypto';
import {
  type Action,
  type AnyGame,
  createMatch,
  legalActionsOf,
  type MatchState,
  pendingOf,
  Rng,
  resultOf,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import { search } from '../src/ismcts.ts';
import { loadCatalog } from './catalog.ts';

const positionsWanted = Number(process.argv[2] ?? 6);
const iterations = Number(process.argv[3] ?? 300);

function positions(game: AnyGame, players: number, options: Record<string, unknown>): MatchState[] {
  const out: MatchState[] = [];
  const rng = Rng.fromSeed('ismcts-trace');
  for (let seed = 1; out.length < positionsWanted && seed < 200; seed++) {
    const m = createMatch(game, { players, options, seed });
    for (let n = 0; n < 3000 && !resultOf(game, m) && out.length < positionsWanted; n++) {
      const actor = pendingOf(game, m)[0]?.actor;
      if (actor === undefined) break;
      const legal = legalActionsOf(game, m, actor);
      if (n % 11 === 5 && typeof actor === 'number' && legal.length > 1) out.push(structuredClone(m));
      stepUnchecked(game, m, actor, rng.pick(legal) as Action);
    }
  }
  return out;
}

const all = createHash('sha256');
for (const entry of await loadCatalog()) {
  const preset = entry.presets[0];
  if (!preset) continue;
  const game = entry.game;
  const variantFields = entry.search?.variantFields;
  const h = createHash('sha256');
  for (const [i, m] of positions(game, preset.players, preset.options).entries()) {
    const seat = pendingOf(game, m)[0]?.actor as number;
    const view = viewOf(game, m, seat);
    const legal = legalActionsOf(game, m, seat);
    const variants = [
      { iterations, maxPlayoutSteps: 8 },
      {
        iterations,
        maxPlayoutSteps: 4,
        prior: (_v: unknown, l: readonly Action[]) => l[l.length - 1] as Action,
        treePrior: true,
      },
      { iterations, maxPlayoutSteps: 4, group: (a: Action) => JSON.stringify(a).slice(0, 12) },
      ...(variantFields ? [{ iterations, maxPlayoutSteps: 0, variantFields }] : []),
    ];
    for (const opts of variants) {
      const o = search(game, view, legal, Rng.fromSeed(i + 1), opts);
      h.update(JSON.stringify([o.action, o.nodes, o.root.map((r) => [r.visits, r.mean])]));
    }
    if (variantFields) {
      // Variant fields group as the text of the rest of the action would.
      const rest = (a: Action) => {
        const copy: Record<string, unknown> = { ...(a as object) };
        for (const f of variantFields) delete copy[f];
        return JSON.stringify(copy);
      };
      const byFields = search(game, view, legal, Rng.fromSeed(i + 1), {
        iterations,
        maxPlayoutSteps: 0,
        variantFields,
      });
      const byText = search(game, view, legal, Rng.fromSeed(i + 1), { iterations, maxPlayoutSteps: 0, group: rest });
      if (JSON.stringify(byFields) !== JSON.stringify(byText))
        throw new Error(`${game.id}: variant fields and group texts differ at position ${i}`);
    }
  }
  const d = h.digest('hex').slice(0, 16);
  all.update(d);
  console.log(`${game.id}: ${d}`);
}
console.log(`all: ${all.digest('hex').slice(0, 16)}`);
