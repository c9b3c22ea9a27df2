import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE, launch, ONLINE, playToEnd, shot, watchErrors } from './harness.ts';
import { fillSeats } from './lobby.ts';

// These need the game server (run.ts starts it when packages/server exports startServer).
const opts = { skip: ONLINE ? false : 'no game server behind the app' };

let browser: Browser;
before(async () => {
  if (ONLINE) browser = await launch();
});
after(async () => {
  await browser?.close();
});

const matchIdOf = (page: Page) => /#\/match\/([^?]+)/.exec(page.url())?.[1] ?? '';
const status = async (page: Page) => (await page.locator('.status-main').textContent()) ?? '';

/** An online Relay match (the kernel's short test game) created from the lobby. */
async function newRelay(page: Page, kinds: string[]): Promise<string> {
  await page.goto(BASE);
  await page.locator('.lobby[data-ready="yes"]').waitFor();
  await page.getByLabel(/Online/).check();
  await page.getByTestId('game-select').selectOption('relay');
  await fillSeats(page, kinds);
  await page.getByTestId('create').click();
  await page.waitForURL(/#\/match\//);
  await page.getByTestId('waiting').waitFor();
  return matchIdOf(page);
}

test(
  'rematch between two browsers: proposed, accepted, both moved to the same seats of a new match',
  opts,
  async () => {
    const a = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const b = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const pa = await a.newPage();
    const pb = await b.newPage();
    const errors: string[] = [];
    watchErrors(pa, errors);
    watchErrors(pb, errors);
    const first = await newRelay(pa, ['you', 'human', 'bot:random']);
    await pb.goto(await pa.getByTestId('invite-link').inputValue());
    await pb.getByLabel('Your name').fill('Bea');
    await pb.getByRole('button', { name: 'Take seat 2' }).click();
    await pb.getByTestId('waiting').waitFor();
    // A line in the old match's chat stays with the old match.
    await pa.getByTestId('chat-input').fill('old table talk');
    await pa.getByTestId('chat-input').press('Enter');
    await pb.locator('.chat-lines li', { hasText: 'old table talk' }).waitFor();

    await Promise.all([playToEnd(pa), playToEnd(pb)]);
    await pa.getByTestId('rematch-propose').click();
    await pa.getByTestId('rematch-line').filter({ hasText: 'You proposed a rematch; waiting for Bea.' }).waitFor();
    const ask = pb.getByTestId('rematch-line');
    await ask.filter({ hasText: 'Seat 1 proposes a rematch' }).waitFor();
    // The tab of the person asked says so, for someone looking at another tab.
    await pb.waitForFunction(() => document.title.startsWith('↻ Rematch?'));
    await pb.getByTestId('rematch-accept').scrollIntoViewIfNeeded();
    await shot(pa, 'rematch-waiting-1280');
    await shot(pb, 'rematch-asked-390');

    await pb.getByTestId('rematch-accept').click();
    await pa.waitForURL((u) => u.hash.startsWith('#/match/') && !u.hash.includes(first));
    await pb.waitForURL((u) => u.hash.startsWith('#/match/') && !u.hash.includes(first));
    assert.equal(matchIdOf(pa), matchIdOf(pb), 'both moved to the same new match');
    await pa.getByTestId('waiting').waitFor();
    await pb.getByTestId('waiting').waitFor();
    assert.match(await status(pa), /Seat 1 \(you\)/);
    assert.match(await status(pb), /Bea \(you\)/);
    assert.equal(await pa.getByTestId('result').count(), 0, 'a new match, not the old result');
    assert.equal(
      await pb.locator('.chat-lines li', { hasText: 'old table talk' }).count(),
      0,
      'the old chat stays behind',
    );
    await pa
      .getByRole('heading', { name: 'Players' })
      .scrollIntoViewIfNeeded()
      .catch(() => {});
    assert.match((await pa.locator('body').textContent()) ?? '', /Bot 3 \(random\)/, 'the bot keeps its seat');
    await shot(pa, 'rematch-new-1280');
    await shot(pb, 'rematch-new-390');

    // A reload in the new match resumes the seat (its token was kept like any seat's).
    await pb.reload();
    await pb.getByTestId('waiting').waitFor();
    assert.match(await status(pb), /Bea \(you\)/);
    assert.deepEqual(errors, []);
    await Promise.all([a.close(), b.close()]);
  },
);

test(
  'lobby chat between two browsers: named lines as plain text, emotes, the latest lines for a newcomer',
  opts,
  async () => {
    const a = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const b = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const pa = await a.newPage();
    const pb = await b.newPage();
    const errors: string[] = [];
    watchErrors(pa, errors);
    watchErrors(pb, errors);
    for (const p of [pa, pb]) {
      await p.goto(BASE);
      await p.getByTestId('lobby-chat').getByTestId('chat-input').waitFor();
    }
    await pa.getByTestId('lobby-chat-name').fill('Ada');
    await pa.getByRole('button', { name: 'Use this name' }).click();
    await pa.getByTestId('lobby-chat').getByTestId('chat-input').waitFor();
    await pa.getByTestId('lobby-chat').getByTestId('chat-input').fill('anyone for <b>Relay</b>?');
    await pa.getByTestId('lobby-chat').getByTestId('chat-input').press('Enter');
    const lineB = pb.locator('[data-testid="lobby-chat"] .chat-lines li', { hasText: 'anyone for <b>Relay</b>?' });
    await lineB.waitFor();
    assert.match((await lineB.textContent()) ?? '', /^Ada: /);
    assert.equal(await pb.locator('[data-testid="lobby-chat"] .chat-lines b').count(), 0, 'markup shown, never run');
    await pb.getByTestId('lobby-chat').getByRole('button', { name: 'Hello!' }).click();
    await pa.locator('[data-testid="lobby-chat"] .chat-lines li.emote', { hasText: 'Guest: Hello!' }).waitFor();
    await pb.getByTestId('lobby-chat').scrollIntoViewIfNeeded();
    await shot(pa, 'lobby-chat-1280');
    await shot(pb, 'lobby-chat-390');

    // Someone arriving later reads what was said.
    const c = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const pc = await c.newPage();
    await pc.goto(BASE);
    await pc.locator('[data-testid="lobby-chat"] .chat-lines li', { hasText: 'anyone for <b>Relay</b>?' }).waitFor();
    // Nothing is wider than a phone's screen.
    const wide = await pb.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `the lobby fits a 390 px screen (${wide} px)`);
    assert.deepEqual(errors, []);
    await Promise.all([a.close(), b.close(), c.close()]);
  },
);
