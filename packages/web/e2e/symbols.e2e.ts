import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { type MatchView, Rng, randomChoice, Table } from '@airlock/engine';
import { catalog } from '@airlock/games';
import type { Browser, Page } from 'playwright-core';
import { BASE, launch, watchErrors } from './harness.ts';

// The symbol set as a player meets it: a seeded random match of each game, opened in the replay at a
// busy moment, looked at on a laptop (1280 px) and a phone (390 px). Every symbol on the board has an
// accessible name, is drawn at a legible size, and appears in the game's legend.
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** How much a view shows that the symbols draw (the step with the most is the one looked at). */
const BUSY: Record<string, (v: Record<string, unknown>) => number> = {
  'nemesis-lockdown': (v) => {
    const rooms = (v.rooms ?? []) as { fire?: boolean; malfunction?: boolean; objects?: Record<string, number> }[];
    const corridors = (v.corridors ?? []) as { noise?: boolean; door?: string }[];
    return (
      3 * ((v.intruders as unknown[] | undefined)?.length ?? 0) +
      corridors.filter((c) => c.noise || c.door !== 'open').length +
      2 * rooms.filter((r) => r.fire || r.malfunction).length
    );
  },
  'mission-catastrophe': (v) => JSON.stringify(v).length,
  lifeform: (v) => JSON.stringify(v).length,
  'space-alert': () => 0,
};

/** A seeded random match, cut at its busiest step (or played out), as a record file. */
function busyRecord(id: string, players: number): string {
  const entry = catalog.find((e) => e.game.id === id);
  assert.ok(entry, id);
  const game = entry.game;
  const t = new Table(game, { players, options: {}, seed: 7 });
  const rng = Rng.fromSeed(`symbols-e2e-${id}`);
  let best = 0;
  let bestScore = -1;
  for (let n = 0; n < 1500; n++) {
    const score = BUSY[id]?.((t.view(0) as MatchView<Record<string, unknown>>).view) ?? 0;
    if (score > bestScore) [best, bestScore] = [n, score];
    const c = randomChoice(game, t.match, rng);
    if (!c) break;
    t.act(c.actor, c.action);
  }
  const cut = id === 'space-alert' ? t.actions().length : Math.max(best, id === 'nemesis-lockdown' ? 0 : 40);
  const again = new Table(game, { players, options: {}, seed: 7 });
  for (const a of t.actions().slice(0, cut)) again.act(a.actor, a.action);
  const dir = mkdtempSync(join(tmpdir(), 'airlock-symbols-'));
  const file = join(dir, `${id}.json`);
  writeFileSync(file, JSON.stringify(again.record(Array.from({ length: players }, (_, i) => `Crew ${i + 1}`))));
  return file;
}

/** The board region of each game whose picture is kept. */
const REGION: Record<string, string> = {
  'nemesis-lockdown': '.nl-facility-frame',
  'mission-catastrophe': 'svg.mc-ship',
  lifeform: 'svg.lf-ship',
  'space-alert': '.sa-ship',
};

async function look(page: Page, id: string, width: number): Promise<{ drawn: string[]; smallest: number }> {
  await page.goto(`${BASE}#/replay`);
  await page.getByTestId('record-file').setInputFiles(busyRecord(id, 3));
  await page.getByTestId('replay-step').waitFor();
  await page.getByRole('button', { name: /End/ }).click();
  const region = page.locator(REGION[id] as string).first();
  await region.waitFor();
  const symbols = page.locator('.board [data-symbol], .sa-ship [data-symbol]');
  const found = await symbols.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { id: e.getAttribute('data-symbol') ?? '', name: e.getAttribute('aria-label') ?? '', w: r.width };
    }),
  );
  assert.ok(found.length > 0, `${id}: the board draws symbols`);
  for (const s of found) assert.ok(s.name.trim(), `${id}: "${s.id}" has an accessible name`);
  const drawn = [...new Set(found.map((s) => s.id))].sort();
  // The legend, opened, lists every symbol the board draws, each with its picture.
  await page.getByTestId('game-guide').locator('summary').click();
  const listed = await page
    .getByTestId('legend')
    .locator('[data-symbol]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-symbol')));
  for (const s of drawn) assert.ok(listed.includes(s), `${id}: "${s}" is on the board and in the legend`);
  const dir = join(import.meta.dirname, '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.getByTestId('legend').screenshot({ path: join(dir, `symbols-legend-${id}-${width}.png`) });
  await page.getByTestId('game-guide').locator('summary').click();
  // The status bar stays on top of the page as it scrolls; the picture is of the board alone.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('.status')) el.style.position = 'static';
  });
  await region.screenshot({ path: join(dir, `symbols-${id}-${width}.png`) });
  return { drawn, smallest: Math.min(...found.map((s) => s.w)) };
}

for (const id of ['nemesis-lockdown', 'mission-catastrophe', 'lifeform', 'space-alert']) {
  for (const width of [1280, 390]) {
    test(`${id} at ${width} px: the board's symbols are named, legible and in its legend`, async () => {
      const ctx = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 2 });
      const page = await ctx.newPage();
      const errors: string[] = [];
      watchErrors(page, errors);
      const { drawn, smallest } = await look(page, id, width);
      console.log(
        `${id} @${width}px: ${drawn.length} kinds drawn (${drawn.join(', ')}); smallest ${smallest.toFixed(1)} px`,
      );
      assert.deepEqual(errors, []);
      await ctx.close();
    });
  }
}
