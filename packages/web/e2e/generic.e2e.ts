import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE, launch, shot, watchErrors } from './harness.ts';
import { fillSeats } from './lobby.ts';

// A game without a board of its own is still playable: buttons from its legal actions, and its view
// as a tree. Nemesis: Lockdown is such a game today.
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('the generic screen plays a game that has no board of its own', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(BASE);
  await page.locator('.lobby[data-ready="yes"]').waitFor();
  await page.getByLabel(/Hotseat/).check();
  const ids = await page
    .getByTestId('game-select')
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const id = ids.find((g) => g.includes('nemesis'));
  if (!id) return t.skip('no game without its own board in this build');
  await page.getByTestId('game-select').selectOption(id);
  await fillSeats(page, ['human']);
  await page.getByTestId('create').click();
  await page.locator('.view-tree').waitFor();
  let moves = 0;
  for (let i = 0; i < 25 && !(await page.getByTestId('result').isVisible()); i++) {
    const buttons = page.locator('section.decision button.action:enabled');
    const n = await buttons.count();
    if (n === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    await buttons.nth(i % n).click();
    moves++;
  }
  assert.ok(moves > 5, `made ${moves} moves`);
  assert.match((await page.locator('.status-main').textContent()) ?? '', /step \d+/);
  await shot(page, 'generic-nemesis');
  assert.deepEqual(errors, []);
  await ctx.close();
});
