import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE, launch, shot, watchErrors } from './harness.ts';
import { fillSeats, openLobbyWith } from './lobby.ts';

// Nemesis: Lockdown in the browser: its board is drawn from the view, its choices are the generic
// buttons built from the legal actions, and the whole view stays reachable as a tree.
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('Nemesis: Lockdown plays in hotseat on its board with the generic action buttons', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  if (!(await openLobbyWith(page, BASE, 'Hotseat', (g) => g.includes('nemesis'))))
    return t.skip('Nemesis: Lockdown is not in this build');
  await fillSeats(page, ['human']);
  await page.getByTestId('create').click();
  await page.locator('.nl-board').waitFor();
  assert.ok((await page.locator('.nl-board svg').count()) > 0, 'the facility is drawn');
  let moves = 0;
  const over = () => page.getByTestId('result').isVisible();
  // Up to 25 moves; a pass of the loop that finds no button yet (the screen still drawing) does not count.
  for (let i = 0; i < 200 && moves < 25 && !(await over()); i++) {
    // What the map's chooser offers is folded in the panel, still reachable: open the fold when it is shut.
    const fold = page.getByTestId('action-folded');
    if ((await fold.count()) > 0 && !(await fold.evaluate((d) => (d as HTMLDetailsElement).open)))
      await fold.locator('summary').click();
    const buttons = page.locator('section.decision button.action:enabled');
    const n = await buttons.count();
    if (n === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    await buttons.nth(moves % n).click();
    moves++;
  }
  // A random line of play may end the game early; otherwise the buttons carried it through 25 moves.
  assert.ok(moves > 5 || (moves > 0 && (await over())), `made ${moves} moves`);
  assert.match((await page.locator('.status-main').textContent()) ?? '', /step \d+/);
  await shot(page, 'generic-nemesis');
  await page.getByText('Show every detail of the view').click();
  await page.locator('.view-tree').waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});
