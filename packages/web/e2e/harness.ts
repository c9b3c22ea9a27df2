import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Set by run.ts: the app's address, and whether a game server is behind it (online tests need one). */
export const BASE = process.env.AIRLOCK_E2E_URL ?? 'http://127.0.0.1:4173/';
export const ONLINE = process.env.AIRLOCK_E2E_ONLINE === '1';
/** The game the tests play: Mission Catastrophe once it is in the catalog, else the kernel's test game. */
export const GAME = process.env.AIRLOCK_E2E_GAME ?? 'relay';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');

export async function launch(): Promise<Browser> {
  // Debian's chromium: Playwright's own browser download cannot work in CI or here.
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Fails the test on any uncaught page error (a React crash would otherwise look like a hang). */
export function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (e) => errors.push(String(e)));
}

export async function waitingText(page: Page): Promise<string> {
  return (await page.getByTestId('waiting').textContent()) ?? '';
}

/**
 * Plays through the UI: each round clicks one of this page's enabled buttons matching `buttons` (a
 * seeded choice so runs repeat), passing the cover screen when one is up. Stops when the result shows
 * or after `moves` clicks; returns the clicks made.
 */
export async function playMoves(page: Page, opts: { moves: number; seed?: number; buttons?: string }): Promise<number> {
  let moves = 0;
  let x = opts.seed ?? 7;
  const selector = opts.buttons ?? 'button.action:enabled';
  // A round that finds nothing to click waits a little; bound them so a stuck table ends the loop.
  for (let idle = 0; moves < opts.moves && idle < opts.moves * 20; ) {
    if (await page.getByTestId('result').isVisible()) return moves;
    const cover = page.getByTestId('cover');
    if (await cover.isVisible()) {
      await cover.getByTestId('reveal').click();
      continue;
    }
    const buttons = page.locator(selector);
    const n = await buttons.count();
    if (n === 0) {
      idle++;
      await page.waitForTimeout(30);
      continue;
    }
    x = (x * 1103515245 + 12345) % 2147483648;
    try {
      await buttons.nth(x % n).click({ timeout: 2000 });
      moves++;
    } catch {
      // The list changed under us (a bot moved, an update arrived): look again.
    }
  }
  return moves;
}

/** Plays through the UI (see playMoves) until the result shows; fails after `maxMoves` clicks. */
export async function playToEnd(page: Page, opts: { maxMoves?: number; seed?: number } = {}): Promise<number> {
  const max = opts.maxMoves ?? 3000;
  const moves = await playMoves(page, { moves: max, ...(opts.seed === undefined ? {} : { seed: opts.seed }) });
  if (await page.getByTestId('result').isVisible()) return moves;
  throw new Error(`no result after ${max} moves`);
}

/** Every leaf of the "every detail" tree, as "Key: value" lines (opens the tree if it is closed). */
export async function treeLines(page: Page): Promise<string[]> {
  const toggle = page.getByRole('button', { name: /Show every detail/ });
  if (await toggle.isVisible()) await toggle.click();
  return page
    .locator('.view-tree .tree-leaf')
    .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/ ✱ changed/, '')));
}

/**
 * Waits until the hotseat save in localStorage is at the step the page shows: the app saves in an effect
 * after drawing, so right after a click the drawing can be one step ahead of the save. The step count is
 * the save's clear summary; the match itself is sealed (src/hotseat/sealed.ts).
 */
export async function saveCaughtUp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const shown = /step (\d+)/.exec(document.querySelector('.status-main')?.textContent ?? '')?.[1];
    const save = JSON.parse(localStorage.getItem('airlock.hotseat') ?? 'null') as { steps: number } | null;
    return shown !== undefined && save !== null && save.steps === Number(shown);
  });
}
