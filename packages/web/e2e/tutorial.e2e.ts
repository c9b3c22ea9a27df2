import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE, launch, shot, watchErrors } from './harness.ts';

// Guided first games: opened from the lobby's "Learn to play", followed by clicking what the guide
// points at, until the guide says it is done and offers to play on.
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const GAMES = ['mission-catastrophe', 'nemesis-lockdown', 'space-alert', 'lifeform'];

async function open(page: Page, game: string): Promise<void> {
  await page.goto(BASE);
  await page.getByTestId(`learn-${game}`).click();
  await page.getByTestId('tutorial-coach').waitFor();
}

const stepOf = (page: Page) => page.getByTestId('tutorial').getAttribute('data-step');

/** Does what the current step asks: Next on a reading step, else a click on the highlighted element. */
async function follow(page: Page): Promise<void> {
  const next = page.getByTestId('tutorial-next');
  if ((await next.count()) > 0 && (await next.isEnabled())) {
    await next.click();
    return;
  }
  const target = page.locator('[data-tutorial-target="on"]');
  if ((await target.count()) === 0) {
    await page.waitForTimeout(50);
    return;
  }
  await target.first().click({ timeout: 3000 });
}

/** Follows the guide to its end; returns the step ids it went through. */
async function complete(page: Page, max = 60): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    const id = (await stepOf(page)) ?? '';
    if (seen.at(-1) !== id) seen.push(id);
    if (id === 'end') return seen;
    try {
      await follow(page);
    } catch {
      // The page redrew under the click (a bot moved): look again.
    }
  }
  throw new Error(`the guide did not end: ${seen.join(' > ')}`);
}

for (const width of [1280, 390]) {
  test(`Mission Catastrophe's guided game completes through the page at ${width} px`, async () => {
    const ctx = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
    await ctx.addInitScript(() => localStorage.setItem('airlock.speed', 'fast'));
    const page = await ctx.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await open(page, 'mission-catastrophe');
    // A wrong move is turned down with a hint.
    await page.getByTestId('tutorial-next').click();
    await page.locator('[data-tutorial-target="on"]').waitFor();
    await page.getByTestId('tutorial-spotlight').waitFor();
    await shot(page, `tutorial-mc-move-${width}`);
    await page.locator('section.decision button.action[data-action="draw"]').click();
    assert.match((await page.getByTestId('tutorial-hint').textContent()) ?? '', /Laboratory/);
    assert.equal(await stepOf(page), 'move');
    const steps = await complete(page);
    assert.deepEqual(steps, ['move', 'look', 'fuse', 'end']);
    assert.match((await page.getByTestId('tutorial-recap').textContent()) ?? '', /fuse is set/);
    await shot(page, `tutorial-mc-end-${width}`);
    await page.getByTestId('tutorial-play-on').click();
    await page.waitForURL(/#\/hotseat/);
    await page.locator('section.decision button.action').first().waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}
