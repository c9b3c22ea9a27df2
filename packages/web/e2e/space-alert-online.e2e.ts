import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE, launch, ONLINE, shot, watchErrors } from './harness.ts';
import { fillSeats, openLobbyWith, setOption } from './lobby.ts';

// A real-time Space Alert test run between two people in two browsers, through the game server: the
// ready check, planning on each board (each sees only the back of the other's cards), the soundtrack
// running out, the resolution and the result on both screens.
const opts = { skip: ONLINE ? false : 'no game server behind the app' };

let browser: Browser;
before(async () => {
  if (ONLINE) browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Places the first card of the hand on the first open slot of `crew`'s board; returns the turn. */
async function placeOne(page: Page, crew: number): Promise<string> {
  await page.locator('.sa-card').first().click();
  const slot = page.locator(`.sa-board[data-crew="${crew}"] .sa-slot.open:not(.full)`).first();
  const turn = (await slot.getAttribute('data-turn')) ?? '';
  await slot.click();
  await page.locator(`.sa-board[data-crew="${crew}"] .sa-slot.full[data-turn="${turn}"]`).waitFor();
  return turn;
}

test('Space Alert online: two people, ready check, planning, resolution, result', opts, async (t) => {
  const a = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const b = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pa = await a.newPage();
  const pb = await b.newPage();
  const errors: string[] = [];
  watchErrors(pa, errors);
  watchErrors(pb, errors);
  if (!(await openLobbyWith(pa, BASE, 'Online', (g) => g === 'space-alert'))) {
    return t.skip('Space Alert is not in this build');
  }
  await setOption(pa, 'mission', 'test-run');
  await setOption(pa, 'clock', 'realtime');
  await fillSeats(pa, ['you', 'human']);
  await pa.getByTestId('create').click();
  await pa.waitForURL(/#\/match\//);
  const link = await pa.getByTestId('invite-link').inputValue();
  await pb.goto(link);
  await pb.getByLabel('Your name').fill('Bea');
  await pb.getByRole('button', { name: 'Take seat 2' }).click();

  // The ready check: the soundtrack waits for both people.
  const checkA = pa.getByTestId('ready-check');
  const checkB = pb.getByTestId('ready-check');
  await checkA.waitFor();
  await checkB.waitFor();
  assert.match((await checkA.textContent()) ?? '', /Waiting for: .*Bea/);
  await pa.getByTestId('ready').click();
  await pa.getByTestId('ready-waiting').waitFor();
  await pb.waitForFunction(() =>
    /Ready: /.test(document.querySelector('[data-testid="ready-check"]')?.textContent ?? ''),
  );
  await shot(pb, 'space-alert-online-ready-check');
  await pb.getByTestId('ready').click();
  await checkA.waitFor({ state: 'detached' });
  await checkB.waitFor({ state: 'detached' });

  // Planning: each places a card on its own board; the other sees only which half is on top.
  const turnA = await placeOne(pa, 0);
  const turnB = await placeOne(pb, 1);
  const seenByB = pb.locator(`.sa-board[data-crew="0"] .sa-slot.full[data-turn="${turnA}"]`);
  await seenByB.waitFor();
  assert.match((await seenByB.getAttribute('aria-label')) ?? '', /face down/);
  const seenByA = pa.locator(`.sa-board[data-crew="1"] .sa-slot.full[data-turn="${turnB}"]`);
  await seenByA.waitFor();
  assert.match((await seenByA.getAttribute('aria-label')) ?? '', /face down/);
  const ownA = pa.locator(`.sa-board[data-crew="0"] .sa-slot.full[data-turn="${turnA}"]`);
  assert.doesNotMatch((await ownA.getAttribute('aria-label')) ?? '', /face down/, 'your own cards face up');
  // Announcements arrive on both screens as text.
  await pa.locator('[data-testid="sa-heard"] li').first().waitFor({ timeout: 60_000 });
  await pb.locator('[data-testid="sa-heard"] li').first().waitFor({ timeout: 60_000 });
  await shot(pa, 'space-alert-online-planning');

  // The soundtrack runs out, the mission resolves, both see the replay and the same result.
  await pa.getByTestId('result').waitFor({ timeout: 150_000 });
  await pb.getByTestId('result').waitFor({ timeout: 30_000 });
  await pa.getByTestId('sa-replay').waitFor();
  const resultA = (await pa.getByTestId('result').textContent()) ?? '';
  assert.equal((await pb.getByTestId('result').textContent()) ?? '', resultA);
  assert.match(resultA, /jumps home|destroyed/);
  await shot(pb, 'space-alert-online-result');
  assert.deepEqual(errors, []);
  await a.close();
  await b.close();
});

test(
  'Explorers page: create, export, a tampered file refused with its reason, the genuine file imported elsewhere',
  opts,
  async () => {
    const a = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const b = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const pa = await a.newPage();
    const pb = await b.newPage();
    const errors: string[] = [];
    watchErrors(pa, errors);
    watchErrors(pb, errors);
    await pa.goto(`${BASE}#/explorers`);
    await pa.getByTestId('explorers').waitFor();
    await pa.getByLabel('New explorer').fill('Ripley');
    await pa.getByRole('button', { name: 'Create' }).click();
    const card = pa.getByTestId('explorer');
    await card.waitFor();
    assert.match((await card.textContent()) ?? '', /Ripley · level 0 · 0 XP/);
    const download = pa.waitForEvent('download');
    await card.getByRole('button', { name: 'Export' }).click();
    const path = await (await download).path();
    const text = readFileSync(path, 'utf8');
    const file = JSON.parse(text) as { log: { xp: number } };

    await pb.goto(`${BASE}#/explorers`);
    await pb.getByText('No explorers yet.').waitFor();
    const tampered = JSON.stringify({ ...file, log: { ...file.log, xp: 400 } });
    await pb.getByTestId('import-explorer').setInputFiles({
      name: 'explorer.json',
      mimeType: 'application/json',
      buffer: Buffer.from(tampered),
    });
    const alert = pb.getByTestId('explorers-error');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /changed after it was exported/);
    assert.equal(await pb.getByTestId('explorer').count(), 0, 'nothing imported');
    await pb.getByTestId('import-explorer').setInputFiles({
      name: 'explorer.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await pb.getByTestId('explorer').waitFor();
    assert.match((await pb.getByTestId('explorer').textContent()) ?? '', /Ripley · level 0/);
    await shot(pb, 'explorers-phone');
    // The explorer moved with its file: the first browser no longer holds it.
    await pa.reload();
    await pa.getByText('No explorers yet.').waitFor();
    assert.deepEqual(errors, []);
    await a.close();
    await b.close();
  },
);
