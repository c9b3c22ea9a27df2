import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE, launch, playMoves, shot, watchErrors } from './harness.ts';
import { fillSeats, openLobbyWith } from './lobby.ts';

// One seat, one name: the log shows the name (and shape) of the players panel where the rules write
// "Crew 2" or "player 2", in every game with a board.
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** How each game's own texts name a seat: none of these may reach the log as written. */
const GAME_WORDS: [string, RegExp][] = [
  ['mission-catastrophe', /\bCrew \d/],
  ['nemesis-lockdown', /\b[Pp]layer \d/],
  ['lifeform', /\bCrew \d/],
];

/** The names a game's map gives the seats' pieces (their labels), where the map draws them. */
const MAP_NAMES: Record<string, (page: Page) => Promise<string[]>> = {
  'mission-catastrophe': async (page) =>
    (
      await page
        .locator('[aria-label^="crew member: "]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))
    ).map((l) => l.replace(/^crew member: /, '')),
  // A character's title: "Name (Character)".
  'nemesis-lockdown': async (page) =>
    (await page.locator('g.nl-seat > title').allTextContents()).map((t) => t.replace(/ \([^)]*\)$/, '')),
};

for (const [game, words] of GAME_WORDS) {
  test(`${game}: the log and the map call every seat by its players-panel name`, async (t) => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    if (!(await openLobbyWith(page, BASE, 'Hotseat', (g) => g === game))) return t.skip(`${game} is not in this build`);
    await fillSeats(page, ['human', 'bot:random', 'bot:random']);
    await page.getByLabel('Bots move instantly').check();
    await page.getByTestId('create').click();
    await page.locator('.status-main').waitFor({ timeout: 20_000 });
    await playMoves(page, {
      moves: 12,
      seed: 11,
      buttons: 'section.decision button.action:enabled, section.reaction button.pass',
    });
    const panel = (await page.locator('section.players .seat-tag').allTextContents()).map((s) =>
      s.replace(/\s*\(you\)$/, '').trim(),
    );
    assert.equal(panel.length, 3);
    const tags = (await page.locator('.log-list .seat-tag').allTextContents()).map((s) => s.trim());
    assert.ok(tags.length > 0, 'some log line names a seat');
    for (const tag of tags) assert.ok(panel.includes(tag), `"${tag}" in the log is a name of the panel (${panel})`);
    const onMap = await MAP_NAMES[game]?.(page);
    if (onMap) {
      assert.ok(onMap.length > 0, 'the map draws the seats');
      // The panel's tags carry the seat's shape before the name.
      const bare = panel.map((p) => p.replace(/^\S+\s+/, ''));
      for (const name of onMap) assert.ok(bare.includes(name), `"${name}" on the map is a name of the panel (${bare})`);
    }
    // The lines' own words, without the seat tags (a default screen name may itself be "Player 2").
    const lines = await page.locator('.log-list li').evaluateAll((lis) =>
      lis.map((li) => {
        const copy = li.cloneNode(true) as HTMLElement;
        for (const tag of copy.querySelectorAll('.seat-tag')) tag.remove();
        return copy.textContent ?? '';
      }),
    );
    for (const line of lines)
      assert.doesNotMatch(line, words, `the log line "${line}" calls a seat by the game's number`);
    await shot(page, `seat-names-${game}`);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}
