import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BASE, launch, shot, watchErrors } from './harness.ts';
import { fillSeats, openLobbyWith, setOption } from './lobby.ts';

// Space Alert solo on the stepped clock: four androids planned by hand on their boards, the mission
// resolved, the resolution stepped through frame by frame, and the score read off the screen.
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function soloMission(page: Page, mission: string): Promise<boolean> {
  if (!(await openLobbyWith(page, BASE, 'Hotseat', (g) => g === 'space-alert'))) return false;
  await setOption(page, 'mission', mission);
  await fillSeats(page, ['human']);
  const fast = page.getByLabel('Bots move instantly');
  if (!(await fast.isChecked())) await fast.check();
  await page.getByTestId('create').click();
  await page.locator('.sa-table').waitFor();
  return true;
}

/** The board area alone: the decision panel beside it lists every legal placement and dwarfs it. */
async function boardShot(page: Page, name: string): Promise<void> {
  const dir = join(import.meta.dirname, '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.locator('.board-area').screenshot({ path: join(dir, `${name}-board.png`) });
}

async function heardCount(page: Page): Promise<number> {
  return page.locator('[data-testid="sa-heard"] li').count();
}

test('Space Alert solo: planned through the board, resolved to a score, replayed step by step', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  if (!(await soloMission(page, 'test-run'))) return t.skip('Space Alert is not in this build');
  const status = page.getByTestId('sa-status');
  assert.match((await status.textContent()) ?? '', /Planning phase 1 of 2/);
  await shot(page, 'space-alert-planning-start');
  await boardShot(page, 'space-alert-planning-start');
  // The decision panel keeps the clock buttons and folds the placements (the boards make them).
  const decide = page.getByRole('complementary', { name: 'Decisions' });
  assert.equal(await decide.locator('button[data-action="place"]').count(), 0);
  assert.ok(await decide.locator('button[data-action="ready"]').isVisible());
  const fold = decide.getByTestId('action-folded');
  assert.match((await fold.locator('summary').textContent()) ?? '', /^\d+ card placements/);

  // Hear the soundtrack up to the first threat with the Ready button (the stepped clock waits for it).
  for (let i = 0; i < 30 && !(await page.locator('[data-testid="sa-heard"] li', { hasText: 'threat' }).count()); i++) {
    const before = await heardCount(page);
    await page.locator('button[data-sa="ready"]').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="sa-heard"] li').length > n, before);
  }
  assert.ok((await heardCount(page)) > 0, 'announcements are listed as text');

  let placed = 0;
  for (let phase = 1; phase <= 2; phase++) {
    await page.locator('.sa-board[data-crew="0"] .sa-phase', { hasText: `Phase ${phase} (now)` }).waitFor();
    for (const crew of [0, 1, 2, 3]) {
      const board = page.locator(`.sa-board[data-crew="${crew}"]`);
      // Android 1 is planned with the keyboard, the others with the mouse; android 3 takes movement halves.
      await page.locator(`button[data-top="${crew === 2 ? 'move' : 'action'}"]`).click();
      const card = page.locator('.sa-card').nth(crew * 3);
      if (crew === 0) {
        await card.focus();
        await page.keyboard.press('Enter');
      } else await card.click();
      const slot = board.locator('.sa-slot.open:not(.full)').first();
      const turn = await slot.getAttribute('data-turn');
      if (crew === 0) {
        await slot.focus();
        await page.keyboard.press('Enter');
      } else await slot.click();
      const filled = board.locator(`.sa-slot.full[data-turn="${turn}"]`);
      await filled.waitFor();
      const label = (await filled.getAttribute('aria-label')) ?? '';
      assert.doesNotMatch(label, /face down/, 'an android board is face up');
      if (crew === 2) assert.match(label, /over/, 'the chosen half is on top');
      placed++;
    }
    if (phase === 1) {
      // Take one card back and place it again: the solo commander may revise an android's plan.
      const full = page.locator('.sa-board[data-crew="3"] .sa-slot.full.open').first();
      await full.click();
      await page.locator('.sa-board[data-crew="3"] .sa-slot.full').waitFor({ state: 'detached' });
      await page.locator('.sa-card').first().click();
      await page.locator('.sa-board[data-crew="3"] .sa-slot.open').first().click();
      await page.locator('.sa-board[data-crew="3"] .sa-slot.full').waitFor();
      await shot(page, 'space-alert-planning-phase1');
      await boardShot(page, 'space-alert-planning-phase1');
    }
    await page.locator('button[data-sa="advance"]').click();
  }
  assert.equal(placed, 8);

  // Planning over: the table resolves the mission and the replay opens at its first frame.
  const replay = page.getByTestId('sa-replay');
  await replay.waitFor({ timeout: 20000 });
  await page.getByTestId('result').waitFor();
  const frame = page.getByTestId('sa-frame');
  assert.match((await frame.textContent()) ?? '', /^Step 1 of \d+ · turn 1 · /);
  const first = await frame.textContent();
  await page.getByTestId('sa-forward').click();
  assert.match((await frame.textContent()) ?? '', /^Step 2 of/);
  await page.getByTestId('sa-back').click();
  assert.equal(await frame.textContent(), first);
  // Play, then pause: the replay moves on by itself and stops where it is paused.
  await page.getByTestId('sa-play').click();
  await page.waitForFunction(() =>
    /^Step [3-9]/.test(document.querySelector('[data-testid="sa-frame"]')?.textContent ?? ''),
  );
  await page.getByTestId('sa-play').click();
  const paused = await frame.textContent();
  await page.waitForTimeout(900);
  assert.equal(await frame.textContent(), paused, 'paused replay stays put');
  // Each frame names its rule.
  assert.match((await frame.textContent()) ?? '', / · [a-z-]+(\.[a-zA-Z-]+)* · /);
  // A step where a shot hits a threat draws the shot on that threat's trajectory.
  const slider = page.getByRole('slider', { name: 'Replay position' });
  const lastIndex = Number(await slider.getAttribute('max'));
  for (let i = 0; i <= lastIndex; i++) {
    await slider.fill(String(i));
    if (/ · damage\.shot · /.test((await frame.textContent()) ?? '')) {
      assert.equal(await page.locator('.sa-shot').count(), 1, 'the shot is drawn');
      await boardShot(page, 'space-alert-replay-shot');
      break;
    }
  }
  await slider.fill('0');
  await page.getByRole('button', { name: 'Last step' }).click();
  await shot(page, 'space-alert-replay-end');
  await boardShot(page, 'space-alert-replay-end');

  const score = page.getByTestId('sa-score');
  const scoreText = (await score.textContent()) ?? '';
  const total = /score (-?\d+)/.exec(scoreText)?.[1];
  assert.ok(total !== undefined, 'the score is shown');
  for (const row of ['Threats destroyed', 'Threats survived', 'Visual confirmation', 'Damage penalty']) {
    assert.ok(scoreText.includes(row), `the breakdown has ${row}`);
  }
  const summary = (await page.getByTestId('result').textContent()) ?? '';
  if (/jumps home/.test(summary)) assert.ok(summary.includes(`score ${total}`), `${summary} vs ${total}`);
  else assert.match(summary, /destroyed/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Space Alert voice: each new announcement is spoken and shown; the voice switch is remembered', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Records what the page asks the browser's speech engine to say, then lets the engine say it.
  await ctx.addInitScript(() => {
    const w = window as unknown as { spoken: string[] };
    w.spoken = [];
    const real = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      w.spoken.push(u.text);
      real(u);
    };
  });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  if (!(await soloMission(page, 'full'))) return t.skip('Space Alert is not in this build');
  const spoken = () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.slice());
  const latest = page.getByTestId('sa-latest');
  const voice = page.getByTestId('sa-voice');
  assert.equal(await voice.textContent(), 'Voice on');
  for (let i = 0; i < 30 && !(await page.locator('[data-testid="sa-heard"] li', { hasText: 'threat' }).count()); i++) {
    const before = await heardCount(page);
    await page.locator('button[data-sa="ready"]').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="sa-heard"] li').length > n, before);
  }
  const said = await spoken();
  const listed = await page.locator('[data-testid="sa-heard"] li').allTextContents();
  assert.equal(said.length, listed.length, 'every announcement heard on this screen was spoken once');
  const lastShown = (listed.at(-1) ?? '').replace(/^\d+:\d\d /, '').replace(/ ✱ new$/, '');
  assert.ok((await latest.textContent())?.includes(lastShown), 'the newest announcement is shown as it is spoken');
  assert.equal(said.at(-1), lastShown.replace(/T\+(\d+)/g, 'T plus $1').replace(/: /g, '. '));
  assert.ok(
    said.some((x) => /threat/.test(x)),
    `a threat was spoken: ${JSON.stringify(said)}`,
  );

  // Voice off: remembered across a reload; the next announcements are shown, not spoken.
  await voice.click();
  assert.equal(await voice.textContent(), 'Voice off');
  await page.reload();
  await page.locator('.sa-table').waitFor();
  assert.equal(await page.getByTestId('sa-voice').textContent(), 'Voice off');
  assert.deepEqual(await spoken(), [], 'a reload does not read out what was already said');
  const before = await heardCount(page);
  await page.locator('button[data-sa="ready"]').click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="sa-heard"] li').length > n, before);
  const newest = ((await page.locator('[data-testid="sa-heard"] li').last().textContent()) ?? '')
    .replace(/^\d+:\d\d /, '')
    .replace(/ ✱ new$/, '');
  assert.ok((await page.getByTestId('sa-latest').textContent())?.includes(newest));
  assert.deepEqual(await spoken(), [], 'muted: nothing spoken');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Space Alert hotseat for two: one open table, no cover, either seat handled, everyone readied at once', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  if (!(await openLobbyWith(page, BASE, 'Hotseat', (g) => g === 'space-alert'))) return t.skip('no Space Alert');
  await setOption(page, 'mission', 'test-run');
  await fillSeats(page, ['human', 'human']);
  await page.getByTestId('create').click();
  const bar = page.getByTestId('open-table');
  await bar.waitFor();
  assert.match((await bar.textContent()) ?? '', /cooperative.*whole crew plans together.*stepped clock/);
  assert.equal(await page.getByTestId('cover').count(), 0, 'no cover screen between crew members');
  // Seat 1 plans its own board...
  await page.locator('.sa-card').first().click();
  const slot = page.locator('.sa-board[data-crew="0"] .sa-slot.open:not(.full)').first();
  const turn = await slot.getAttribute('data-turn');
  await slot.click();
  const mine = page.locator(`.sa-board[data-crew="0"] .sa-slot.full[data-turn="${turn}"]`);
  await mine.waitFor();
  assert.doesNotMatch((await mine.getAttribute('aria-label')) ?? '', /face down/);
  // ...then the screen handles seat 2: its own hand, seat 1's card seen from seat 2 (its back only).
  await bar.locator('button[data-seat="1"]').click();
  await page.locator('button[data-seat="1"][aria-pressed="true"]').waitFor();
  const seen = page.locator(`.sa-board[data-crew="0"] .sa-slot.full[data-turn="${turn}"]`);
  assert.match((await seen.getAttribute('aria-label')) ?? '', /face down/);
  await page.locator('.sa-card').first().click();
  await page.locator('.sa-board[data-crew="1"] .sa-slot.open:not(.full)').first().click();
  await page.locator('.sa-board[data-crew="1"] .sa-slot.full').first().waitFor();
  await shot(page, 'space-alert-hotseat-open-table');
  // One click readies both seats: the soundtrack moves on.
  const before = await heardCount(page);
  await page.getByTestId('ready-all').click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="sa-heard"] li').length > n, before);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Space Alert at phone width: the planning screen fits without sideways scrolling', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  if (!(await soloMission(page, 'full'))) return t.skip('Space Alert is not in this build');
  await page.locator('.sa-card').first().tap();
  await page.locator('.sa-board[data-crew="0"] .sa-slot.open').first().tap();
  await page.locator('.sa-board[data-crew="0"] .sa-slot.full').waitFor();
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    view: window.innerWidth,
  }));
  await shot(page, 'space-alert-phone');
  await boardShot(page, 'space-alert-phone');
  assert.ok(widths.doc <= widths.view && widths.body <= widths.view, `fits: ${JSON.stringify(widths)}`);
  // What each station does is text in the page, at a size a phone can read.
  const station = page.locator('.sa-station[data-station="upper-red"]');
  assert.match((await station.textContent()) ?? '', /A heavy laser.*B shield.*C interceptors/);
  const px = await station
    .locator('li')
    .first()
    .evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
  assert.ok(px >= 12, `station text ${px}px`);
  const label = await page.locator('.sa-track-label').first().boundingBox();
  // One line of text: its box is at least 14 px high, so the letters read at about 13 px.
  assert.ok(label && label.height >= 14, `trajectory label ${JSON.stringify(label)}`);
  // The slots stay big enough to hit with a finger.
  const box = await page.locator('.sa-board[data-crew="1"] .sa-slot').first().boundingBox();
  assert.ok(box && box.width >= 44 && box.height >= 44, `slot size ${JSON.stringify(box)}`);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Space Alert with a planning bot crew: the crew plan shows what the bots intend and what they count on you for', async (t) => {
  for (const width of [1280, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    if (!(await openLobbyWith(page, BASE, 'Hotseat', (g) => g === 'space-alert'))) return t.skip('no Space Alert');
    await fillSeats(page, ['human', 'bot:planning', 'bot:planning', 'bot:planning']);
    const fast = page.getByLabel('Bots move instantly');
    if (!(await fast.isChecked())) await fast.check();
    await page.getByTestId('create').click();
    await page.locator('.sa-table').waitFor();
    // Hear the soundtrack up to the first threat.
    for (
      let i = 0;
      i < 30 && !(await page.locator('[data-testid="sa-heard"] li', { hasText: 'threat' }).count());
      i++
    ) {
      const before = await heardCount(page);
      await page.locator('button[data-sa="ready"]').click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="sa-heard"] li').length > n, before);
    }
    const panel = page.locator('details.sa-crew-plan-panel');
    await panel.locator('summary').click();
    const table = page.getByTestId('sa-crew-plan');
    await table.waitFor({ timeout: 20000 });
    // A row per crew member, the person's own marked; every cell says what the plan holds for that turn.
    assert.equal(await table.locator('tbody tr').count(), 4);
    const mine = table.locator('tr.sa-plan-mine');
    assert.equal(await mine.count(), 1);
    assert.match((await mine.locator('th').textContent()) ?? '', /\(you\)/);
    const cells = await table
      .locator('tbody td')
      .evaluateAll((tds) => tds.map((td) => td.getAttribute('aria-label') ?? ''));
    assert.ok(cells.length >= 4 * 7, `turn cells (${cells.length})`);
    for (const c of cells)
      assert.match(
        c,
        /, turn \d+: (action [ABC]|battlebots|red arrow|blue arrow|gravolift|heroic move to .+|nothing planned)/,
      );
    assert.ok(
      cells.some((c) => !c.endsWith('nothing planned')),
      'the crew plans something',
    );
    await shot(page, `space-alert-crew-plan-${width}`);
    await panel.screenshot({
      path: join(import.meta.dirname, '..', 'screenshots', `space-alert-crew-plan-${width}-panel.png`),
    });
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
    assert.ok(
      widths.doc <= widths.view,
      `the page does not scroll sideways (the table scrolls within itself): ${JSON.stringify(widths)}`,
    );
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});
