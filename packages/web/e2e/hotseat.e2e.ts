import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { localGame } from '../src/games.ts';
import { restoreHotseat } from '../src/hotseat/session.ts';
import { BASE, launch, playToEnd, saveCaughtUp, shot, treeLines, waitingText, watchErrors } from './harness.ts';
import { openedSave } from './hotseat-save.ts';
import { newHotseat } from './lobby.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('hotseat against bots: play to the end through the UI, save the record, replay it', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(BASE);
  await shot(page, 'lobby');
  await newHotseat(page, BASE, ['human', 'bot:heuristic', 'bot:random']);
  await page.getByTestId('waiting').waitFor();
  assert.match(await waitingText(page), /Waiting for|Your decision/);
  await shot(page, 'hotseat-game');
  const moves = await playToEnd(page);
  assert.ok(moves > 0);
  assert.match(await waitingText(page), /Game over/);
  await shot(page, 'game-over');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Save record/ }).click();
  const file = join(mkdtempSync(join(tmpdir(), 'airlock-')), 'record.json');
  await (await download).saveAs(file);

  await page.goto(`${BASE}#/replay`);
  await page.getByTestId('record-file').setInputFiles(file);
  const step = page.getByTestId('replay-step');
  await step.waitFor();
  assert.match((await step.textContent()) ?? '', /^0 \/ \d+/);
  await page.getByRole('button', { name: /Next/ }).click();
  assert.match((await step.textContent()) ?? '', /^1 \//);
  await page.getByRole('button', { name: /End/ }).click();
  await page.getByTestId('result').waitFor();
  await page.getByLabel('Seen by').selectOption('spectator');
  await shot(page, 'replay');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('hotseat cover screen: nothing of a seat is drawn until that person asks for it', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await newHotseat(page, BASE, ['human', 'human']);
  const cover = page.getByTestId('cover');
  await cover.waitFor();
  assert.match((await cover.textContent()) ?? '', /Pass the screen to .*Player 1/);
  // While covered, no board, hand, log or decision exists in the page at all (not merely hidden).
  assert.equal(await page.locator('.game-screen').count(), 0);
  await shot(page, 'cover-screen');
  await cover.getByTestId('reveal').click();
  assert.match(await waitingText(page), /Your decision/);
  const me = (await page.locator('.status-main').textContent()) ?? '';
  assert.match(me, /Player 1 \(you\)/);
  // Act until the game hands the screen to the other person, who gets a cover first.
  for (let i = 0; i < 20 && !(await cover.isVisible()); i++) {
    await page.locator('button.action:enabled').first().click();
  }
  await cover.waitFor();
  assert.match((await cover.textContent()) ?? '', /Player 2/);
  assert.equal(await page.locator('.game-screen').count(), 0);
  await cover.getByTestId('reveal').click();
  assert.match((await page.locator('.status-main').textContent()) ?? '', /Player 2 \(you\)/);
  await ctx.close();
});

test('a reload in the middle of a hotseat match resumes it where it was', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await newHotseat(page, BASE, ['human', 'bot:random']);
  for (let i = 0; i < 3; i++) {
    const b = page.locator('button.action:enabled').first();
    await b.waitFor();
    await b.click();
  }
  await page.waitForTimeout(200);
  const before = (await page.locator('.status-main').textContent()) ?? '';
  const logBefore = await page.locator('.log-list li').count();
  await page.reload();
  await page.getByTestId('waiting').waitFor();
  assert.equal((await page.locator('.status-main').textContent()) ?? '', before);
  assert.equal(await page.locator('.log-list li').count(), logBefore);
  await ctx.close();
});

test('phone width: no sideways scrolling, decision reachable, keyboard works', async () => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await newHotseat(page, BASE, ['human', 'bot:random']);
  await page.locator('button.action:enabled').first().waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `page is ${overflow}px wider than the phone`);
  await shot(page, 'phone-game');
  // Keyboard: focus the first choice and press Enter; the match moves on.
  const stepBefore = (await page.locator('.status-main').textContent()) ?? '';
  await page.locator('button.action:enabled').first().focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((s) => document.querySelector('.status-main')?.textContent !== s, stepBefore);
  await ctx.close();
});

test('hotseat draws exactly the shown seat’s view: its own hand, never the other’s', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const id = await newHotseat(page, BASE, ['human', 'human']);
  const local = localGame(id);
  assert.ok(local);
  const cover = page.getByTestId('cover');
  const checked = new Set<number>();
  for (let i = 0; i < 80 && checked.size < 2; i++) {
    if (await cover.isVisible()) await cover.getByTestId('reveal').click();
    const who = /Player (\d) \(you\)/.exec((await page.locator('.status-main').textContent()) ?? '')?.[1];
    const seat = Number(who) - 1;
    // Rebuild the match from what the page saved, in this process, and compare hands (no bot moves here,
    // so once the save has caught up with the drawing both stay put until the next click).
    await saveCaughtUp(page);
    const opened = await openedSave(page);
    assert.ok(opened);
    const session = restoreHotseat(local, opened.save);
    const mine = (session.table.view(seat).view as { hand?: unknown }).hand;
    const theirs = (session.table.view(1 - seat).view as { hand?: unknown }).hand;
    const shown = (await treeLines(page)).find((l) => l.startsWith('Hand:'));
    if (Array.isArray(mine) && mine.length > 0 && shown) {
      assert.equal(shown, `Hand: ${mine.join(', ')}`);
      if (Array.isArray(theirs) && theirs.join() !== mine.join()) assert.notEqual(shown, `Hand: ${theirs.join(', ')}`);
      checked.add(seat);
    }
    const b = page.locator('section.decision button.action:enabled, section.reaction button.pass');
    if ((await b.count()) > 0) await b.first().click();
  }
  assert.equal(checked.size, 2, 'both seats were checked');
  await ctx.close();
});

test('the hotseat save keeps the seed sealed: not in storage, not on the page, the key not readable', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await newHotseat(page, BASE, ['human', 'bot:random']);
  for (let i = 0; i < 3; i++) {
    const b = page.locator('button.action:enabled').first();
    await b.waitFor();
    await b.click();
  }
  await saveCaughtUp(page);
  const opened = await openedSave(page);
  assert.ok(opened, 'the page can open its own save');
  const seed = String(opened.save.setup.seed);
  assert.ok(seed.length >= 16);
  const exposed = await page.evaluate(() => ({
    storage: Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`),
    session: Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`),
    html: document.documentElement.outerHTML,
    title: document.title,
    url: location.href,
  }));
  for (const [where, text] of Object.entries(exposed))
    assert.ok(!String(text).includes(seed), `the seed is not in the page's ${where}`);
  assert.ok(!opened.text.includes('"actions"'), 'the actions are sealed too');
  const extractable = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const r = indexedDB.open('airlock', 1);
      r.onsuccess = () => resolve(r.result);
    });
    const key = await new Promise<CryptoKey>((resolve) => {
      const r = db.transaction('keys').objectStore('keys').get('hotseat-seal');
      r.onsuccess = () => resolve(r.result as CryptoKey);
    });
    return crypto.subtle.exportKey('raw', key).then(
      () => true,
      () => key.extractable,
    );
  });
  assert.equal(extractable, false, 'the sealing key cannot be exported');
  // The save still resumes after a reload (it is opened with that key).
  const before = (await page.locator('.status-main').textContent()) ?? '';
  await page.reload();
  await page.getByTestId('waiting').waitFor();
  assert.equal((await page.locator('.status-main').textContent()) ?? '', before);
  await ctx.close();
});
