import type { Page } from 'playwright-core';

/** Prefers Mission Catastrophe when the build has it; the kernel's test game otherwise. */
export async function chooseGame(page: Page): Promise<string> {
  const select = page.getByTestId('game-select');
  const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const id = process.env.AIRLOCK_E2E_GAME ?? values.find((v) => v.includes('mission')) ?? 'relay';
  await select.selectOption(id);
  return id;
}

/** Fills the lobby's seats: one entry per seat, as the lobby's seat kinds ('human', 'bot:random'...). */
export async function fillSeats(page: Page, kinds: string[]): Promise<void> {
  await page.getByTestId('players-select').selectOption(String(kinds.length));
  for (const [i, k] of kinds.entries()) {
    const sel = page.getByTestId(`seat-${i}`);
    const options = await sel.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    // A heuristic bot is used when the game has one; a random bot otherwise.
    await sel.selectOption(k === 'bot:heuristic' && !options.includes(k) ? 'bot:random' : k);
  }
}

export async function newHotseat(
  page: Page,
  base: string,
  kinds: string[],
  options: Record<string, string> = {},
): Promise<string> {
  await page.goto(base);
  await page.locator('.lobby[data-ready="yes"]').waitFor();
  await page.getByLabel(/Hotseat/).check();
  const id = await chooseGame(page);
  for (const [k, v] of Object.entries(options)) await setOption(page, k, v);
  await fillSeats(page, kinds);
  const fast = page.getByLabel('Bots move instantly');
  if (!(await fast.isChecked())) await fast.check();
  await page.getByTestId('create').click();
  return id;
}

/** Creates an online match from the lobby; returns its id (from the address the app moves to). */
export async function newOnline(page: Page, base: string, kinds: string[]): Promise<{ id: string; game: string }> {
  await page.goto(base);
  await page.locator('.lobby[data-ready="yes"]').waitFor();
  await page.getByLabel(/Online/).check();
  const game = await chooseGame(page);
  await fillSeats(page, kinds);
  await page.getByTestId('create').click();
  await page.waitForURL(/#\/match\//);
  await page.getByTestId('waiting').waitFor();
  const id = /#\/match\/([^?]+)/.exec(page.url())?.[1] ?? '';
  return { id, game };
}

/** Sets a match option in the lobby (its select carries the option key). */
export async function setOption(page: Page, key: string, value: string): Promise<void> {
  await page.locator(`select[data-option="${key}"]`).selectOption(value);
}

/**
 * Opens the lobby in one mode and selects the first game whose id `wanted` accepts; false (nothing
 * selected) when this build has no such game, so the caller can skip.
 */
export async function openLobbyWith(
  page: Page,
  base: string,
  mode: 'Hotseat' | 'Online',
  wanted: (id: string) => boolean,
): Promise<boolean> {
  await page.goto(base);
  await page.locator('.lobby[data-ready="yes"]').waitFor();
  await page.getByLabel(new RegExp(mode)).check();
  const select = page.getByTestId('game-select');
  const ids = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const id = ids.find(wanted);
  if (!id) return false;
  await select.selectOption(id);
  return true;
}
