import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE, launch, shot } from './harness.ts';
import { fillSeats, openLobbyWith } from './lobby.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/**
 * At phone width every game's board is drawn to fit the screen: no sideways scrolling of the page,
 * every board drawing inside the screen, the board reachable without scrolling thousands of pixels;
 * zoomed in, the board grows inside its own area, which pans.
 */
for (const game of ['mission-catastrophe', 'nemesis-lockdown']) {
  test(`${game} at 390 px: the board fits the screen, zoom and pan on top`, async (t) => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    if (!(await openLobbyWith(page, BASE, 'Hotseat', (g) => g === game))) return t.skip(`${game} is not in this build`);
    await fillSeats(page, ['human', 'bot:random']);
    await page.getByTestId('create').click();
    await page.locator('svg.board').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `the page is ${overflow}px wider than the phone`);
    const boxes = await page.locator('svg.board').evaluateAll((svgs) =>
      svgs.map((s) => {
        const r = s.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top + window.scrollY };
      }),
    );
    for (const b of boxes) assert.ok(b.left >= 0 && b.right <= 391, `a board drawing spans ${b.left}..${b.right} px`);
    const top = Math.min(...boxes.map((b) => b.top));
    assert.ok(top < 2500, `the board starts ${Math.round(top)} px down the page`);
    await shot(page, `phone-${game}`);
    await page.getByTestId('zoom-in').click();
    const zoomed = await page
      .locator('svg.board')
      .last()
      .evaluate((s) => s.getBoundingClientRect().width);
    assert.ok(zoomed > 450, `zoomed in, the board is ${zoomed} px wide`);
    const still = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(still <= 1, 'zooming pans inside the board area, not the page');
    await shot(page, `phone-${game}-zoomed`);
    await ctx.close();
  });
}
