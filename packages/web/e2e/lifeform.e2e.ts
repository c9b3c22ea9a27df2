import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE, launch, shot, watchErrors } from './harness.ts';
import { fillSeats, openLobbyWith, setOption } from './lobby.ts';

// Lifeform in the browser: a crew seat plays a whole hotseat game against bots with the mouse, picking
// chambers on the deck plan and choices in the panels; labels read as words; the crew's page never
// marks the real image; at phone width the page does not scroll sideways.
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const GENERIC = /[{}=;[\]"]|undefined|NaN|\bi\d\b|: (to|card|chamber|char) /;

async function step(page: Page): Promise<number> {
  return Number(/step (\d+)/.exec((await page.locator('.status-main').textContent()) ?? '')?.[1]);
}

/** Clicks, then waits until the match has moved past the step shown before (or has ended). */
async function clickAndWait(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await step(page);
  await click();
  await page
    .waitForFunction(
      (s) =>
        !document.querySelector('.status-main')?.textContent?.includes(`step ${s} `) ||
        document.querySelector('[data-testid="result"]') !== null,
      before,
      { timeout: 5000 },
    )
    .catch(() => {});
}

async function startGame(page: Page, seats: string[], options: Record<string, string> = {}): Promise<boolean> {
  if (!(await openLobbyWith(page, BASE, 'Hotseat', (g) => g === 'lifeform'))) return false;
  for (const [k, v] of Object.entries(options)) await setOption(page, k, v);
  await fillSeats(page, seats);
  const fast = page.getByLabel('Bots move instantly');
  if (!(await fast.isChecked())) await fast.check();
  await page.getByTestId('create').click();
  await page.locator('.lf-board').waitFor();
  return true;
}

/**
 * Plays the human seat to the end with the mouse: when chambers are outlined, picks one on the map
 * (every few turns) and then one of its choices; otherwise a seeded choice of the decision panel.
 */
async function playByMouse(page: Page, crew: boolean, max = 600) {
  let x = 11;
  const seen = { mapPicks: 0, panel: 0, checks: 0 };
  const until = Date.now() + 240_000;
  for (let i = 0; i < max && Date.now() < until; ) {
    if (await page.getByTestId('result').isVisible()) return seen;
    const cover = page.getByTestId('cover');
    if (await cover.isVisible()) {
      await cover.getByTestId('reveal').click();
      continue;
    }
    // The decision panel and the reaction prompt (the map's own chooser is handled below).
    const buttons = page.locator('button.action:enabled:not(.lf-chooser button)');
    const n = await buttons.count();
    if (n === 0) {
      await page.waitForTimeout(30);
      continue;
    }
    i++;
    if (i % 5 === 0) {
      for (const label of await page.locator('button.action').allTextContents())
        assert.doesNotMatch(label, GENERIC, `"${label}" reads as words`);
      if (crew) {
        assert.equal(await page.locator('.lf-real').count(), 0, "the crew's page never marks the real image");
        assert.equal(await page.getByTestId('lf-identity').count(), 0);
      }
      seen.checks++;
    }
    x = (x * 1103515245 + 12345) % 2147483648;
    const rooms = page.locator('.lf-ship g[role="button"]');
    const r = await rooms.count();
    try {
      if (r > 0 && x % 3 !== 0) {
        const room = rooms.nth(x % r);
        const id = await room.getAttribute('data-room');
        await room.click({ timeout: 2000 });
        const chooser = page.locator(`.lf-chooser[data-room="${id}"]`);
        await chooser.waitFor({ timeout: 2000 });
        const choices = chooser.locator('button.action');
        const c = await choices.count();
        assert.ok(c > 0, `picking ${id} offers what can be done there`);
        await clickAndWait(page, () => choices.nth(x % c).click({ timeout: 2000 }));
        seen.mapPicks++;
      } else {
        await clickAndWait(page, () => buttons.nth(x % n).click({ timeout: 2000 }));
        seen.panel++;
      }
    } catch (e) {
      if (e instanceof assert.AssertionError) throw e;
      // The page changed under the click (a bot moved): look again.
    }
  }
  await shot(page, 'lifeform-stuck');
  throw new Error(`no result after ${max} decisions: ${JSON.stringify(seen)}`);
}

test('Lifeform: a crew seat plays a 3-player hotseat game against bots to the end by mouse', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  if (!(await startGame(page, ['bot:heuristic', 'human', 'bot:heuristic']))) return t.skip('no Lifeform in this build');
  // The deck plan: every deck, chambers with names, tracks and loadout.
  for (const d of ['A', 'B', 'C']) await page.locator(`.lf-deck[data-deck="${d}"]`).waitFor();
  assert.ok((await page.locator('.lf-ship [data-room]').count()) >= 39);
  await page.locator('.lf-legend summary').click();
  await shot(page, 'lifeform-start');
  const seen = await playByMouse(page, true);
  t.diagnostic(`${seen.mapPicks} chambers picked on the map, ${seen.panel} panel choices, ${seen.checks} checks`);
  assert.ok(seen.mapPicks > 0, 'some moves were made on the map');
  assert.match((await page.getByTestId('result').textContent()) ?? '', /wins|win|lose|lost|explode/i);
  await shot(page, 'lifeform-end');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Lifeform: the lifeform seat sees its real image marked on its own screen', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  if (!(await startGame(page, ['human', 'bot:heuristic']))) return t.skip('no Lifeform in this build');
  for (let i = 0; i < 40 && (await page.locator('.lf-real').count()) === 0; i++) {
    const b = page.locator('section.decision button.action:enabled').first();
    if (await b.isVisible()) await clickAndWait(page, () => b.click());
    else await page.waitForTimeout(50);
  }
  assert.equal(await page.locator('.lf-real').count(), 1, 'one image is marked real for the lifeform');
  assert.match((await page.getByTestId('lf-identity').textContent()) ?? '', /image \d is the real lifeform/);
  await shot(page, 'lifeform-own-screen');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Lifeform at 390 px: the deck plan fits the phone, no sideways page scroll', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  if (!(await startGame(page, ['bot:heuristic', 'human', 'bot:random']))) return t.skip('no Lifeform in this build');
  await page.locator('.lf-ship').waitFor();
  // A few moves in, so tokens stand on the map.
  for (let i = 0; i < 6; i++) {
    const b = page.locator('section.decision button.action:enabled').first();
    if (await b.isVisible()) await clickAndWait(page, () => b.click());
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `the page is ${overflow}px wider than the phone`);
  const boxes = await page.locator('.lf-board svg.board').evaluateAll((svgs) =>
    svgs.map((s) => {
      const r = s.getBoundingClientRect();
      return { left: r.left, right: r.right, width: r.width };
    }),
  );
  for (const b of boxes) assert.ok(b.left >= 0 && b.right <= 391, `a drawing spans ${b.left}..${b.right} px`);
  assert.ok((boxes[0]?.width ?? 0) > 300, 'the deck plan uses the phone’s width');
  await shot(page, 'phone-lifeform');
  await page
    .locator('.lf-ship')
    .screenshot({ path: join(import.meta.dirname, '..', 'screenshots', 'phone-lifeform-map.png') });
  await ctx.close();
});

test("Lifeform: Dragon's Domain, the solo game, draws the ship and plays by mouse", async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  if (!(await openLobbyWith(page, BASE, 'Hotseat', (g) => g === 'lifeform')))
    return t.skip('no Lifeform in this build');
  await page.getByTestId('players-select').selectOption('1');
  await setOption(page, 'dragonsDomain', 'true');
  await page.getByTestId('create').click();
  await page.locator('.lf-board').waitFor();
  assert.ok((await page.locator('.lf-ship [data-room]').count()) >= 39);
  await page.locator('.lf-ship [data-token^="c-"]').first().waitFor();
  let taken = 0;
  for (let i = 0; i < 30; i++) {
    if (await page.getByTestId('result').isVisible()) break;
    const b = page.locator('button.action:enabled:not(.lf-chooser button)');
    if ((await b.count()) === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    for (const label of await page.locator('button.action').allTextContents())
      assert.doesNotMatch(label, GENERIC, `"${label}" reads as words`);
    await clickAndWait(page, () => b.first().click({ timeout: 2000 }));
    taken++;
  }
  assert.ok(taken > 5, `${taken} solo decisions taken`);
  await shot(page, 'lifeform-solo');
  assert.deepEqual(errors, []);
  await ctx.close();
});
