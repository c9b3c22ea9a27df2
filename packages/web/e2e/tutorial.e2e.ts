import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BASE, launch, watchErrors } from './harness.ts';

// Guided first games: opened from the lobby's "Learn to play", followed by clicking what the guide
// points at, until the guide says it is done and offers to play on.
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** What the person sees (the screen, not the whole page): the guide is fixed over its bottom. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = join(import.meta.dirname, '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(250);
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/**
 * The highlighted element is on the screen: within its width, above the guide and below the sticky
 * status bar (checked again for up to 3 s while the page scrolls to it).
 */
async function targetInView(page: Page): Promise<void> {
  await page.getByTestId('tutorial-spotlight').waitFor();
  let why = '';
  for (let i = 0; i < 15; i++) {
    await page.waitForTimeout(200);
    const box = await page.locator('[data-tutorial-target="on"]').first().boundingBox();
    const coach = await page.getByTestId('tutorial-coach').boundingBox();
    const bar = await page.locator('.game-screen .status').boundingBox();
    const vw = page.viewportSize()?.width ?? 0;
    if (!box || !coach || !bar) why = 'target, guide or status bar not drawn';
    else if (box.x < 0 || box.x + Math.min(box.width, 40) > vw) why = `target at x ${box.x} is off the screen`;
    else if (box.y + Math.min(box.height, 30) > coach.y) why = `target at y ${box.y} is under the guide (y ${coach.y})`;
    else if (box.y + box.height < bar.y + bar.height) why = 'target is under the status bar';
    else return;
  }
  assert.fail(why);
}

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
  // As a person would: look at where the guide points next before clicking again.
  await page.waitForTimeout(150);
}

/** Follows the guide to its end; returns the step ids it went through. */
async function complete(page: Page, max = 60, shots?: string): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    const id = (await stepOf(page)) ?? '';
    if (seen.at(-1) !== id) {
      seen.push(id);
      if (shots && id !== 'end' && (await page.getByTestId('tutorial-next').count()) === 0) {
        await page
          .getByTestId('tutorial-spotlight')
          .waitFor({ timeout: 3000 })
          .catch(() => {});
        await shot(page, `${shots}-${id}`);
      }
    }
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
    await targetInView(page);
    await shot(page, `tutorial-mc-move-${width}`);
    await page.locator('section.decision button.action[data-action="draw"]').click();
    assert.match((await page.getByTestId('tutorial-hint').textContent()) ?? '', /Laboratory/);
    assert.equal(await stepOf(page), 'move');
    const steps = await complete(page);
    // Steps are read between clicks, so a quick one may go by unseen; the order never changes.
    const order = ['move', 'look', 'fuse', 'end'];
    assert.equal(steps.at(-1), 'end');
    assert.deepEqual(
      steps,
      order.filter((id) => steps.includes(id)),
    );
    assert.match((await page.getByTestId('tutorial-recap').textContent()) ?? '', /fuse is set/);
    assert.match((await page.getByTestId('tutorial-explain').textContent()) ?? '', /fuse now shows/);
    await shot(page, `tutorial-mc-end-${width}`);
    await page.getByTestId('tutorial-play-on').click();
    await page.waitForURL(/#\/hotseat/);
    await page.locator('section.decision button.action').first().waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

const FIRST: Record<string, string> = { 'nemesis-lockdown': 'draft', 'space-alert': 'plan', lifeform: 'crew' };

for (const width of [1280, 390]) {
  test(`the other games' guided games open with the target in view and complete, at ${width} px`, async () => {
    const ctx = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
    await ctx.addInitScript(() => localStorage.setItem('airlock.speed', 'fast'));
    const page = await ctx.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    for (const [game, first] of Object.entries(FIRST)) {
      await open(page, game);
      await page.locator(`[data-testid="tutorial"][data-step="${first}"]`).waitFor();
      await targetInView(page);
      await shot(page, `tutorial-${game}-first-${width}`);
      // The first move step after a reading one points at something on the screen too.
      if ((await page.getByTestId('tutorial-next').count()) > 0) {
        await page.getByTestId('tutorial-next').click();
        await targetInView(page);
        await shot(page, `tutorial-${game}-second-${width}`);
      }
      // Then the rest, by clicking what the guide points at (several clicks per move where the board
      // asks for them: a room, then the kind of move, then the payment).
      const steps = await complete(page, 60, width < 800 ? `tutorial-${game}-step-${width}` : undefined);
      assert.equal(steps.at(-1), 'end', `${game}: the guide ends`);
      await page.getByTestId('tutorial-play-on').waitFor();
      await shot(page, `tutorial-${game}-end-${width}`);
    }
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('"Play on without the guide" turns a guided game into an ordinary hotseat match at any step', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript(() => localStorage.setItem('airlock.speed', 'fast'));
  const page = await ctx.newPage();
  await open(page, 'nemesis-lockdown');
  await page.getByTestId('tutorial-skip').click();
  await page.waitForURL(/#\/hotseat/);
  await page.locator('.nl-chooser button.action[data-action="draft"]').first().waitFor();
  assert.equal(await page.getByTestId('tutorial-coach').count(), 0, 'no guide on the hotseat screen');
  await ctx.close();
});
