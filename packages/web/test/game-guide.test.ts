import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { createMatch, legalActionsOf, pendingOf, viewOf } from '@airlock/engine';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { localGames } from '../src/games.ts';
import { helpFor, legendFor, rulesFor } from '../src/rules.ts';

const { LifeformBoard } = await import('../src/boards/lifeform/LifeformBoard.tsx');
const { Legend: LifeformKey } = await import('../src/boards/lifeform/Legend.tsx');
const { McBoard } = await import('../src/boards/mc/McBoard.tsx');
const { SpaceAlertBoard } = await import('../src/boards/space-alert/SpaceAlertBoard.tsx');
const { NemesisBoard } = await import('../src/boards/nemesis/NemesisBoard.tsx');
const { GameGuide } = await import('../src/ui/GameGuide.tsx');

test('every game in the app has rules help and a legend, shown in the help panel', () => {
  const games = localGames();
  assert.ok(games.length >= 5, 'the four games and the test game');
  for (const { game } of games) {
    const rules = rulesFor(game.id);
    const legend = legendFor(game.id);
    assert.ok(rules.length >= 1, `${game.id} has rules help`);
    assert.ok(legend.length >= 3, `${game.id} has a legend`);
    for (const e of legend) assert.ok(e.symbol.trim() && e.text.length > 10, `${game.id}: "${e.symbol}" is explained`);
    const panel = helpFor(game.id);
    const symbols = panel.find((s) => s.title === 'Symbols on the board');
    assert.equal(symbols?.text.length, legend.length, `${game.id}: the help panel lists every symbol`);
    assert.equal(panel.at(-1)?.title, 'Using the table');
  }
});

/** Text as React writes it into HTML. */
const asHtml = (s: string): string => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

test('the guide opens from every game board with the legend and the rules', () => {
  const boards = [
    ['nemesis-lockdown', NemesisBoard],
    ['mission-catastrophe', McBoard],
    ['space-alert', SpaceAlertBoard],
    ['lifeform', LifeformBoard],
  ] as const;
  for (const [id, Board] of boards) {
    const local = localGames().find((g) => g.game.id === id);
    assert.ok(local);
    const m = createMatch(local.game, { players: 2, options: {}, seed: 5 });
    const first = pendingOf(local.game, m).find((p) => typeof p.actor === 'number')?.actor;
    const seat = typeof first === 'number' ? first : 0;
    const html = renderToString(
      createElement(Board, {
        view: viewOf(local.game, m, seat),
        names: ['Ana', 'Bo'],
        me: seat,
        legal: legalActionsOf(local.game, m, seat),
        onAct: () => {},
        changed: new Set<string>(),
      }),
    );
    assert.equal(html.match(/data-testid="game-guide"/g)?.length, 1, `${id}: the board has its guide, once`);
    const guide = renderToString(createElement(GameGuide, { gameId: id }));
    for (const e of legendFor(id)) assert.ok(guide.includes(asHtml(e.text)), `${id}: legend line "${e.symbol}"`);
    for (const s of rulesFor(id)) assert.ok(guide.includes(asHtml(s.title)), `${id}: rules section "${s.title}"`);
  }
});

test("Lifeform's coloured key beside the deck plan draws the guide's legend, line for line", () => {
  const key = renderToString(createElement(LifeformKey));
  const legend = legendFor('lifeform');
  assert.equal(key.match(/<li>/g)?.length, legend.length, 'one line in the key per legend entry');
  for (const e of legend) assert.ok(key.includes(asHtml(e.text)), `the key explains "${e.symbol}"`);
  assert.ok(/class="lf-sym lf-lg-real"/.test(key), "symbols are drawn in the board's colours");
});

/** Lowercase words only, so punctuation and line breaks do not hide a copied run of words. */
const words = (s: string): string[] => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

test('the help is in our own words: no run of 9 words taken from a rulebook', (t) => {
  const dir = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'rules');
  if (!existsSync(dir)) return t.skip('the rulebooks are not beside this checkout');
  const runs = new Set<string>();
  for (const f of readdirSync(dir).filter((x) => /^\d+_.*\.txt$/.test(x))) {
    const w = words(readFileSync(join(dir, f), 'utf8'));
    for (let i = 0; i + 9 <= w.length; i++) runs.add(w.slice(i, i + 9).join(' '));
  }
  let checked = 0;
  const copied: string[] = [];
  for (const { game } of localGames()) {
    const lines = [...helpFor(game.id).flatMap((s) => s.text), ...legendFor(game.id).map((e) => e.text)];
    for (const line of lines) {
      const w = words(line);
      for (let i = 0; i + 9 <= w.length; i++) {
        const run = w.slice(i, i + 9).join(' ');
        if (runs.has(run)) copied.push(`${game.id}: "${run}"`);
        checked++;
      }
    }
  }
  assert.deepEqual(copied, [], 'runs of words found in a rulebook');
  t.diagnostic(`${checked} runs of 9 words checked against ${runs.size} from the rulebooks`);
});
