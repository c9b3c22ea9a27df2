import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE, launch, playToEnd, shot } from './harness.ts';
import { newHotseat } from './lobby.ts';

// Mission Catastrophe's own board: threats from the cooperative mode are drawn on the ship.
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('cooperative Mission Catastrophe with Marauders: tokens on the ship, played to the end', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const id = await newHotseat(page, BASE, ['human', 'bot:heuristic'], { mode: 'coop', threat: 'marauders-veteran' });
  if (id !== 'mission-catastrophe') return t.skip('Mission Catastrophe is not in this build');
  await page.locator('button.action:enabled').first().waitFor();
  const ship = page.getByRole('group', { name: 'The ship' });
  await ship.waitFor();
  // The Marauders board during setup; play until they are on the ship.
  for (let i = 0; i < 30 && (await ship.locator('[aria-label*="Marauder"]').count()) === 0; i++) {
    await page.locator('button.action:enabled').first().click();
  }
  assert.ok((await ship.locator('[aria-label*="Marauder"]').count()) > 0, 'a Marauder is drawn on a module');
  await shot(page, 'mc-marauders');
  await playToEnd(page);
  await ctx.close();
});

test('cooperative Mission Catastrophe with the Mind Mold: mold shows on the integrity board', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const id = await newHotseat(page, BASE, ['human', 'bot:heuristic'], { mode: 'coop', threat: 'mind-mold' });
  if (id !== 'mission-catastrophe') return t.skip('Mission Catastrophe is not in this build');
  await page.locator('button.action:enabled').first().waitFor();
  for (let i = 0; i < 30 && (await page.locator('.mc-integrity .mold').count()) === 0; i++) {
    await page.locator('button.action:enabled').first().click();
  }
  assert.ok((await page.locator('.mc-integrity .mold').count()) > 0, 'mold cubes on the integrity board');
  await shot(page, 'mc-mind-mold');
  await ctx.close();
});

test('keyboard on the board, and undo while nothing was revealed', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const id = await newHotseat(page, BASE, ['human', 'bot:random']);
  if (id !== 'mission-catastrophe') return t.skip('Mission Catastrophe is not in this build');
  const step = async () => Number(/step (\d+)/.exec((await page.locator('.status-main').textContent()) ?? '')?.[1]);
  const module = page.locator('[role="button"][aria-label$="Move here"]');
  // Take decisions until a move is on offer, then make it with the keyboard on the ship itself.
  for (let i = 0; i < 40 && (await module.count()) === 0; i++) {
    const b = page.locator('section.decision button.action:enabled, section.reaction button.pass');
    if ((await b.count()) > 0) await b.first().click();
    else await page.waitForTimeout(50);
  }
  const before = await step();
  await module.first().focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (s) => !document.querySelector('.status-main')?.textContent?.includes(`step ${s} `),
    before,
  );
  // A move draws nothing and reveals nothing: it can be taken back (no other person to ask here).
  const undo = page.getByRole('button', { name: /Undo my last move/ });
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.includes('Undo my last move'));
    return b && !(b as HTMLButtonElement).disabled;
  });
  await undo.click();
  await page.waitForFunction(
    (s) => document.querySelector('.status-main')?.textContent?.includes(`step ${s} `),
    before,
  );
  assert.equal(await step(), before);
  await ctx.close();
});

test('hotseat undo asks the other person, who may agree', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const id = await newHotseat(page, BASE, ['human', 'human']);
  if (id !== 'mission-catastrophe') return t.skip('Mission Catastrophe is not in this build');
  const cover = page.getByTestId('cover');
  const step = async () => Number(/step (\d+)/.exec((await page.locator('.status-main').textContent()) ?? '')?.[1]);
  const module = page.locator('[role="button"][aria-label$="Move here"]');
  for (let i = 0; i < 60 && !((await module.count()) > 0 && !(await cover.isVisible())); i++) {
    if (await cover.isVisible()) {
      await cover.getByTestId('reveal').click();
      continue;
    }
    const b = page.locator('section.decision button.action:enabled, section.reaction button.pass');
    if ((await b.count()) > 0) await b.first().click();
  }
  const before = await step();
  await module.first().click();
  // The other person is asked whether to interrupt the move: they pass from the cover screen.
  await cover.waitFor();
  await cover.getByRole('button', { name: /pass this reaction without looking/ }).click();
  const undo = page.getByRole('button', { name: /Undo my last move/ });
  await undo.waitFor();
  assert.ok(await undo.isEnabled());
  await undo.click();
  const ask = page.getByTestId('undo-ask');
  await ask.waitFor();
  assert.match((await ask.textContent()) ?? '', /Player 2.*do you agree/);
  // It says exactly what goes: from which step back to which, and whose actions.
  assert.match(
    (await page.getByTestId('undo-scope').textContent()) ?? '',
    /goes back from step \d+ to step \d+, removing \d+ actions?/,
  );
  await shot(page, 'undo-ask');
  await ask.getByRole('button', { name: 'Agree' }).click();
  await page.getByTestId('cover').or(page.locator('.status-main')).first().waitFor();
  if (await cover.isVisible()) await cover.getByTestId('reveal').click();
  assert.equal(await step(), before);
  await ctx.close();
});

test('what changed since your last turn is outlined on the ship and said in words; the guide opens from the board', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const id = await newHotseat(page, BASE, ['human', 'bot:heuristic']);
  if (id !== 'mission-catastrophe') return t.skip('Mission Catastrophe is not in this build');
  const news = page.getByTestId('mc-news');
  const decide = page.locator('section.decision button.action:enabled, section.reaction button.pass');
  for (let i = 0; i < 60 && !(await news.isVisible()); i++) {
    if ((await decide.count()) === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    await decide.first().click();
  }
  assert.match(
    (await news.textContent()) ?? '',
    /Since (your last turn|you first looked): .*\(outlined and marked ✱\)/,
  );
  assert.ok((await page.locator('.mc-ship .changed, .mc-integrity .changed').count()) > 0, 'something is outlined');
  await shot(page, 'mc-since-your-turn');
  const guide = page.getByTestId('game-guide');
  await guide.locator('summary').click();
  assert.ok((await guide.locator('dt').count()) >= 5, 'the legend lists the symbols');
  assert.ok((await guide.locator('h3', { hasText: 'A turn' }).count()) === 1, 'the rules are there too');
  await ctx.close();
});
