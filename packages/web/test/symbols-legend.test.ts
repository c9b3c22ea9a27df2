import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { createMatch, legalActionsOf, pendingOf, Rng, randomChoice, stepUnchecked, viewOf } from '@airlock/engine';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { localGames } from '../src/games.ts';
import { legendFor } from '../src/rules.ts';
import { symbolsOf } from '../src/symbols/catalog.ts';

const { LifeformBoard } = await import('../src/boards/lifeform/LifeformBoard.tsx');
const { McBoard } = await import('../src/boards/mc/McBoard.tsx');
const { SpaceAlertBoard } = await import('../src/boards/space-alert/SpaceAlertBoard.tsx');
const { NemesisBoard } = await import('../src/boards/nemesis/NemesisBoard.tsx');

const BOARDS = [
  ['nemesis-lockdown', NemesisBoard, 3],
  ['mission-catastrophe', McBoard, 3],
  ['space-alert', SpaceAlertBoard, 3],
  ['lifeform', LifeformBoard, 3],
] as const;

/**
 * The symbols a board really draws: random seeded games, the board rendered for each seat every few
 * steps, every `data-symbol` collected from the HTML. Nothing here is a hand-made list.
 */
function drawnSymbols(id: string, Board: (typeof BOARDS)[number][1], players: number): Set<string> {
  const local = localGames().find((g) => g.game.id === id);
  assert.ok(local, id);
  const game = local.game;
  const seen = new Set<string>();
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  for (const seed of [1, 2, 3]) {
    const m = createMatch(game, { players, options: {}, seed });
    const rng = Rng.fromSeed(`symbols-${seed}`);
    for (let n = 0; n < 400; n++) {
      if (n % 10 === 0) {
        for (let seat = 0; seat < players; seat++) {
          const html = renderToString(
            createElement(Board, {
              view: viewOf(game, m, seat),
              names,
              me: seat,
              legal: pendingOf(game, m).some((p) => p.actor === seat) ? legalActionsOf(game, m, seat) : [],
              onAct: () => {},
              changed: new Set<string>(),
            }),
          );
          for (const [, s] of html.matchAll(/data-symbol="([^"]+)"/g)) seen.add(s as string);
        }
      }
      const c = randomChoice(game, m, rng);
      if (!c) break;
      stepUnchecked(game, m, c.actor, c.action);
    }
  }
  return seen;
}

for (const [id, Board, players] of BOARDS) {
  test(`${id}: the legend explains every symbol the board draws`, () => {
    const drawn = drawnSymbols(id, Board, players);
    assert.ok(drawn.size >= 3, `${id}: the board draws symbols (${[...drawn].join(', ')})`);
    const explained = new Set(legendFor(id).flatMap((e) => (e.icon ? [e.icon] : [])));
    for (const s of drawn) assert.ok(explained.has(s), `${id}: "${s}" is drawn and must be in the legend`);
    for (const s of explained)
      assert.ok(
        symbolsOf(id).some((x) => x.id === s),
        `${id}: the legend's "${s}" is one of the game's own symbols`,
      );
  });
}
