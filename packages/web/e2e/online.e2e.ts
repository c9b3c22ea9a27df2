import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE, launch, ONLINE, playToEnd, shot, treeLines, waitingText, watchErrors } from './harness.ts';
import { newOnline } from './lobby.ts';

// These need the game server (run.ts starts it when packages/server exports startServer).
const opts = { skip: ONLINE ? false : 'no game server behind the app' };

let browser: Browser;
before(async () => {
  if (ONLINE) browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function me(page: Page): Promise<string> {
  return (await page.locator('.status-main').textContent()) ?? '';
}

/** The step number shown in the status bar. */
async function step(page: Page): Promise<number> {
  return Number(/step (\d+)/.exec(await me(page))?.[1] ?? -1);
}

test('online against bots: create in the lobby, play to the end, replay it from the server', opts, async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(BASE);
  await shot(page, 'lobby-online');
  const { id } = await newOnline(page, BASE, ['you', 'bot:heuristic', 'bot:random']);
  assert.match(await me(page), /\(you\)/);
  // The tab's title tells a person in another tab that a decision waits for them.
  await page.waitForFunction(() => document.title.startsWith('▶ Your turn'));
  await shot(page, 'online-game');
  // Play until a bot's action opens a reaction window for this seat: the prompt counts down.
  const prompt = page.locator('section.reaction');
  for (let i = 0; i < 200 && !(await prompt.isVisible()); i++) {
    // Only turn decisions: a click in a prompt that just opened could switch auto-pass on.
    const b = page.locator('section.decision button.action:enabled').first();
    if (await b.isVisible()) await b.click({ timeout: 1000 }).catch(() => {});
    else await page.waitForTimeout(50);
  }
  assert.match((await prompt.textContent()) ?? '', /Closes in \d+ s/);
  await shot(page, 'reaction-window');
  await playToEnd(page);
  assert.match(await waitingText(page), /Game over/);
  await shot(page, 'online-over');
  await page.goto(`${BASE}#/replay/${id}`);
  await page.getByTestId('replay-step').waitFor();
  // The server's record names the seats as the match did: the bots by their kind.
  const seenBy = await page.getByLabel('Seen by').locator('option').allTextContents();
  assert.deepEqual(seenBy.slice(1), ['Bot 2 (heuristic)', 'Bot 3 (random)', 'A spectator']);
  await page.getByRole('button', { name: /End/ }).click();
  await page.getByTestId('result').waitFor();
  // The match's own link, once it is over, opens its result and replay (its room is gone).
  await page.goto(`${BASE}#/match/${id}`);
  await page.getByTestId('replay-note').waitFor();
  await page.getByTestId('result').waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('two browsers in one match: same board, each sees only its own hand; a spectator sees no hand', opts, async () => {
  const a = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const b = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const c = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const pa = await a.newPage();
  const pb = await b.newPage();
  const pc = await c.newPage();
  await newOnline(pa, BASE, ['you', 'human']);
  const link = await pa.getByTestId('invite-link').inputValue();
  await pb.goto(link);
  await pb.getByLabel('Your name').fill('Bea');
  await pb.getByRole('button', { name: 'Take seat 2' }).click();
  await pb.getByTestId('waiting').waitFor();
  assert.match(await me(pa), /Seat 1 \(you\)/);
  assert.match(await me(pb), /Bea \(you\)/);
  await pc.goto(`${link}?spectate`);
  await pc.getByTestId('waiting').waitFor();
  assert.match(await me(pc), /Spectator/);
  assert.equal(await pc.locator('section.decision').count(), 0);

  // Both seats see the same step and the same public facts; their private parts differ.
  const [la, lb, lc] = [await treeLines(pa), await treeLines(pb), await treeLines(pc)];
  assert.equal(await step(pa), await step(pb));
  // The viewer's own seat number and hand are the parts that differ by design.
  const secret = /^(Hand|Mine|Private|Secret|Your|Seat):/i;
  const pub = (l: string[]) => l.filter((x) => !secret.test(x));
  assert.deepEqual(pub(la), pub(lb));
  assert.deepEqual(pub(la), pub(lc));
  const handA = la.find((x) => /^Hand:/.test(x));
  const handB = lb.find((x) => /^Hand:/.test(x));
  if (handA !== undefined || handB !== undefined) {
    assert.ok(handA && handB, 'both seats see a hand of their own');
    assert.match(lc.find((x) => /^Hand:/.test(x)) ?? 'Hand: none', /Hand: none/);
  }
  // Chat between the two: a line arrives as plain text (markup shown, never run), emotes too; the
  // spectator reads along.
  await pa.getByTestId('chat-input').fill('hello <b>Bea</b>');
  await pa.getByTestId('chat-input').press('Enter');
  await pb.locator('.chat-lines li', { hasText: 'hello <b>Bea</b>' }).waitFor();
  assert.equal(await pb.locator('.chat-lines b').count(), 0);
  await pb.getByRole('button', { name: 'Good game!' }).click();
  await pa.locator('.chat-lines li.emote', { hasText: 'Good game!' }).waitFor();
  await pc.locator('.chat-lines li.emote', { hasText: 'Good game!' }).waitFor();
  await shot(pa, 'online-seat-1');
  await shot(pb, 'online-seat-2-phone');

  // A moves; B's screen follows.
  const before = await step(pb);
  await pa.locator('button.action:enabled').first().click();
  await pb.waitForFunction((s) => !document.querySelector('.status-main')?.textContent?.includes(`step ${s} `), before);
  await Promise.all([a.close(), b.close(), c.close()]);
});

test('a reload in the middle of an online match resumes the same seat', opts, async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const { id } = await newOnline(page, BASE, ['you', 'bot:random']);
  for (let i = 0; i < 2; i++) {
    const s = await step(page);
    await page.locator('button.action:enabled').first().click();
    await page.waitForFunction((x) => !document.querySelector('.status-main')?.textContent?.includes(`step ${x} `), s);
  }
  const seat = await me(page);
  const stepBefore = await step(page);
  const logBefore = await page.locator('.log-list li').count();
  await page.reload();
  await page.getByTestId('waiting').waitFor();
  assert.ok(page.url().includes(id));
  assert.equal((await me(page)).replace(/step \d+/, ''), seat.replace(/step \d+/, ''));
  assert.ok((await step(page)) >= stepBefore);
  assert.ok((await page.locator('.log-list li').count()) >= logBefore);
  await ctx.close();
});

test('online undo: one person asks, the other agrees, both go back', opts, async () => {
  const a = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const b = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pa = await a.newPage();
  const pb = await b.newPage();
  await newOnline(pa, BASE, ['you', 'human']);
  await pb.goto(await pa.getByTestId('invite-link').inputValue());
  await pb.getByRole('button', { name: 'Take seat 2' }).click();
  await pb.getByTestId('waiting').waitFor();
  // Play on both screens until one of them is offered an undo (its last move revealed nothing).
  let asker: Page | null = null;
  let other: Page | null = null;
  for (let i = 0; i < 120 && !asker; i++) {
    for (const [p, q] of [
      [pa, pb],
      [pb, pa],
    ] as const) {
      if (await p.getByTestId('undo').isVisible()) {
        asker = p;
        other = q;
        break;
      }
      const move = p.locator('section.decision button.action:enabled, section.reaction button.pass:enabled').first();
      if (await move.isVisible()) await move.click({ timeout: 1000 }).catch(() => {});
    }
    if (!asker) await pa.waitForTimeout(50);
  }
  assert.ok(asker && other, 'an undo was offered');
  const before = await step(asker);
  await asker.getByTestId('undo').click();
  await asker.getByTestId('undo-waiting').waitFor();
  const ask = other.getByTestId('undo-ask');
  await ask.waitFor();
  assert.match((await ask.textContent()) ?? '', /asks to take back their last move/);
  assert.match((await other.getByTestId('undo-scope').textContent()) ?? '', /goes back from step \d+ to step \d+/);
  await shot(other, 'online-undo-ask');
  await ask.getByRole('button', { name: 'Agree' }).click();
  await asker.waitForFunction((s) => {
    const m = /step (\d+)/.exec(document.querySelector('.status-main')?.textContent ?? '');
    return m !== null && Number(m[1]) < s;
  }, before);
  // The two screens get the server's new state one after the other: wait for the second to catch up.
  const after = await step(asker);
  await other.waitForFunction(
    (s) => /step (\d+)/.exec(document.querySelector('.status-main')?.textContent ?? '')?.[1] === String(s),
    after,
  );
  assert.equal(await step(other), after, 'both screens show the same step after the undo');
  await Promise.all([a.close(), b.close()]);
});
