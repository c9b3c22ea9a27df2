import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { NLView } from '@airlock/nemesis-lockdown';
import type { Browser, Locator, Page } from 'playwright-core';
import { cardName, objectiveName } from '../src/boards/nemesis/labels.ts';
import { localGame } from '../src/games.ts';
import { restoreHotseat } from '../src/hotseat/session.ts';
import { BASE, launch, ONLINE, shot, watchErrors } from './harness.ts';
import { openedSave } from './hotseat-save.ts';
import { fillSeats, openLobbyWith } from './lobby.ts';

// Nemesis: Lockdown played with the mouse in hotseat against two bots: choices read as sentences, a
// move is made by picking a room on the map, and the page never shows what the bots keep hidden.
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const GENERIC = /[{}=;]|: (to|pay|card|target|weapon) |undefined|NaN/;

async function step(page: Page): Promise<number> {
  return Number(/step (\d+)/.exec((await page.locator('.status-main').textContent()) ?? '')?.[1]);
}

/**
 * Plays a choice of the map's chooser: its first button, then the first target and the first way to pay
 * while the chooser asks for them, and waits until the match has moved on.
 */
async function choose(page: Page, chooser: Locator, button: Locator): Promise<string[]> {
  const before = await step(page);
  const steps: string[] = [];
  await button.click();
  for (let i = 0; i < 2; i++) {
    if ((await step(page)) !== before) break;
    const at = (await chooser.getAttribute('data-step')) ?? '';
    if (at !== 'target' && at !== 'pay') break;
    steps.push(at);
    await chooser.locator('ul.nl-choices button.action').first().click();
  }
  await page.waitForFunction(
    (s) => !document.querySelector('.status-main')?.textContent?.includes(`step ${s} `),
    before,
  );
  return steps;
}

/** Clicks a choice and waits until the match has moved on (the bots may move right after). */
async function act(page: Page, button: Locator): Promise<void> {
  const before = await step(page);
  await button.click();
  await page.waitForFunction(
    (s) => !document.querySelector('.status-main')?.textContent?.includes(`step ${s} `),
    before,
  );
}

/**
 * The page's text and its save, read in one script turn, and the match rebuilt from that save in this
 * process. The bots move instantly, so the save can run a step ahead of the drawing or behind it; the
 * snapshot is taken again until the step on screen is the step of the save.
 */
async function settled(page: Page, id: string) {
  const local = localGame(id);
  assert.ok(local);
  for (let tries = 0; ; tries++) {
    const snap = await page.evaluate(() => ({
      save: localStorage.getItem('airlock.hotseat'),
      text: document.body.innerText,
      hand:
        [...document.querySelectorAll('.nl-own p')].find((p) => p.textContent?.startsWith('Hand:'))?.textContent ?? '',
      status: document.querySelector('.status-main')?.textContent ?? '',
      panels: document.querySelectorAll('.nl-own').length,
    }));
    // The save's clear summary says its step, so the steps compare before the match is opened and replayed.
    const steps = (JSON.parse(snap.save ?? 'null') as { steps: number } | null)?.steps;
    const shown = Number(/step (\d+)/.exec(snap.status)?.[1]);
    if (steps !== undefined && shown === steps) {
      const opened = await openedSave(page, snap.save);
      assert.ok(opened);
      return { table: restoreHotseat(local, opened.save).table, ...snap };
    }
    assert.ok(tries < 100, `the page settles: it shows step ${shown}, its save is at step ${steps}`);
    await page.waitForTimeout(50);
  }
}

/** Nothing another seat keeps to itself is on the page: its hand, objectives or hidden contamination. */
async function checkSecrets(page: Page, id: string): Promise<void> {
  const { table, text: raw, hand, panels } = await settled(page, id);
  const mine = table.view(0).view as NLView;
  const own = mine.players[0]?.own;
  assert.ok(own, 'seat 0 sees its own cards');
  const text = raw.replace(/\s+/g, ' ');
  const ownObjectives = new Set(own.objectives.map(objectiveName));
  for (const seat of [1, 2]) {
    const theirs = table.view(seat).view as NLView;
    for (const o of theirs.players[seat]?.own?.objectives ?? []) {
      if (ownObjectives.has(objectiveName(o))) continue;
      assert.ok(!text.includes(objectiveName(o)), `seat ${seat}'s objective ${o} is not shown`);
      // Whole identifiers only: corp-weakness is a part of corp-weakness-2, which may be seat 0's own.
      const at = new RegExp(`(^|[^\\w-])${o}($|[^\\w-])`).exec(text);
      assert.ok(
        !at,
        `seat ${seat}'s objective id ${o} is shown: …${text.slice((at?.index ?? 0) - 60, (at?.index ?? 0) + 60)}…`,
      );
    }
  }
  // One card panel, the viewer's own, and its hand is exactly seat 0's (contamination cards included).
  assert.equal(panels, 1);
  assert.equal(hand, `Hand: ${own.hand.length ? own.hand.map(cardName).join(', ') : 'empty'}`);
  const shownContamination = (hand.match(/Contamination \(/g) ?? []).length;
  assert.equal(shownContamination, own.hand.filter((c) => c.startsWith('contamination')).length);
}

test('Nemesis: Lockdown hotseat against bots, played with the mouse on its board', async (t) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  if (!(await openLobbyWith(page, BASE, 'Hotseat', (g) => g === 'nemesis-lockdown')))
    return t.skip('Nemesis: Lockdown is not in this build');
  await fillSeats(page, ['human', 'bot:heuristic', 'bot:heuristic']);
  const fast = page.getByLabel('Bots move instantly');
  if (!(await fast.isChecked())) await fast.check();
  await page.getByTestId('create').click();
  await page.locator('.nl-board').waitFor();

  // The draft: characters by name, with what they start with under each.
  const decision = page.locator('section.decision');
  const draft = decision.getByRole('button', { name: /^Play the [A-Z]/ });
  await draft.first().waitFor();
  assert.match((await draft.first().textContent()) ?? '', /quest item [A-Z]/);
  await act(page, draft.first());

  const chooser = page.locator('.nl-chooser');
  const log = page.locator('.log-list li');
  let moved = false;
  let passed = false;
  let actions = 0;
  const done = new Set<string>();
  let news = '';
  for (let i = 0; i < 40 && !(moved && passed && actions >= 6); i++) {
    if (await page.getByTestId('result').isVisible()) break;
    if (!news && (await page.getByTestId('nl-news').isVisible())) {
      news = (await page.getByTestId('nl-news').textContent()) ?? '';
      await shot(page, 'nemesis-since-your-turn');
    }
    const buttons = page.locator('section.decision button.action:enabled, .nl-chooser button.action:enabled');
    if ((await buttons.count()) === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    // Every choice on offer, in the side panel and under the map, reads as words, not as data.
    for (const label of await page.locator('button.action').allTextContents())
      assert.doesNotMatch(label, GENERIC, `"${label}" is a readable label`);
    const newest =
      (await log
        .first()
        .textContent()
        .catch(() => '')) ?? '';
    const mapChoices = chooser.locator('ul.nl-choices button.action');
    const rooms = page.locator('[role="button"][aria-label*="you can move here"]');
    const canMove = (await rooms.count()) > 0;
    const onMap = await mapChoices.count();
    if (onMap === 0 && !canMove) {
      // A decision that is not about a place (an objective, discards after passing): finish passing when
      // that is offered, else take the first choice.
      const finish = decision.locator('button.action[data-action="done"]');
      const first = (await finish.count()) > 0 ? finish : decision.locator('button.action:enabled').first();
      done.add((await first.getAttribute('data-action')) ?? '');
      await act(page, first);
    } else if (canMove && (!moved || onMap === 0)) {
      // Move by picking a highlighted room on the map, then the way to pay for it.
      const room = rooms.first();
      const slot = await room.locator('[data-room]').first().getAttribute('data-room');
      await room.click();
      assert.equal(await chooser.getAttribute('data-room'), slot);
      const move = chooser.locator('button[data-verb="move"]');
      assert.match((await move.textContent()) ?? '', /^Move to .* · (pay |\d ways to pay)/);
      const asked = await choose(page, chooser, move);
      assert.deepEqual(asked, ['pay'], 'a move to a picked room asks only how to pay');
      assert.ok(
        await page.locator(`[data-room="${slot}"] [data-seat="0"]`).count(),
        `character 1 is drawn in ${slot} after moving there`,
      );
      moved = true;
    } else if (actions >= 5) {
      await act(page, chooser.getByRole('button', { name: 'Pass for the rest of the round' }));
      passed = true;
    } else {
      // Fight or search when the room allows it, else whatever comes first on the map (dropping last).
      const preferred = mapChoices.filter({ hasText: /^(Shoot|Fight|Search|Pick)/ });
      const other = mapChoices.filter({ hasNotText: /^Drop / });
      const pick =
        (await preferred.count()) > 0
          ? preferred.first()
          : (await other.count()) > 0
            ? other.first()
            : mapChoices.first();
      done.add((await pick.getAttribute('data-action')) ?? '');
      await choose(page, chooser, pick);
    }
    actions++;
    // The log shows what happened: its newest entry (listed first) is a new one.
    await page.waitForFunction(
      (before) => (document.querySelector('.log-list li')?.textContent ?? '') !== before,
      newest,
    );
    await checkSecrets(page, 'nemesis-lockdown');
  }
  assert.ok(moved, 'moved by clicking a room on the map');
  assert.match(
    news,
    /Since (your last turn|you first looked): .* changed, outlined in gold on the map/,
    'what the bots did is outlined',
  );
  assert.ok(actions >= 6, `took ${actions} actions`);
  assert.ok(passed || (await page.getByTestId('result').isVisible()), 'passed with the board’s button');
  t.diagnostic(`${actions} decisions taken on the board: ${[...done].sort().join(', ')}`);
  await shot(page, 'nemesis-turn');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test(
  'Nemesis: Lockdown online against a bot: the same board and labels through the server',
  {
    skip: ONLINE ? false : 'no game server behind the app',
  },
  async (t) => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    if (!(await openLobbyWith(page, BASE, 'Online', (g) => g === 'nemesis-lockdown')))
      return t.skip('Nemesis: Lockdown is not in this build');
    await fillSeats(page, ['you', 'bot:heuristic']);
    await page.getByTestId('create').click();
    await page.waitForURL(/#\/match\//);
    await page.locator('.nl-board').waitFor();
    const decision = page.locator('section.decision');
    const rooms = page.locator('[role="button"][aria-label*="you can move here"]');
    // Take the server's decisions (draft, objectives) from the panel until a room can be reached.
    for (let i = 0; i < 30 && (await rooms.count()) === 0; i++) {
      const b = decision.locator('button.action:enabled').first();
      if (await b.isVisible()) await act(page, b);
      else await page.waitForTimeout(100);
    }
    for (const label of await page.locator('button.action').allTextContents())
      assert.doesNotMatch(label, GENERIC, `"${label}" is a readable label`);
    const room = rooms.first();
    const slot = await room.locator('[data-room]').first().getAttribute('data-room');
    await room.click();
    const chooser = page.locator('.nl-chooser');
    assert.equal(await chooser.getAttribute('data-room'), slot);
    await choose(page, chooser, chooser.locator('button[data-verb="move"]'));
    await page.locator(`[data-room="${slot}"] [data-seat="0"]`).waitFor();
    assert.match((await page.locator('.log-list li').first().textContent()) ?? '', /#\d+/);
    assert.equal(await page.locator('.nl-own').count(), 1, "one card panel: this seat's own");
    assert.deepEqual(errors, []);
    await ctx.close();
  },
);

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`Nemesis: Lockdown at ${width} px: the chooser and the decision panel stay a few buttons long`, async (t) => {
    const ctx = await browser.newContext({ viewport: { width, height }, isMobile: width < 500 });
    const page = await ctx.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    if (!(await openLobbyWith(page, BASE, 'Hotseat', (g) => g === 'nemesis-lockdown')))
      return t.skip('Nemesis: Lockdown is not in this build');
    await fillSeats(page, ['human', 'bot:heuristic']);
    const fast = page.getByLabel('Bots move instantly');
    if (!(await fast.isChecked())) await fast.check();
    await page.getByTestId('create').click();
    await page.locator('.nl-board').waitFor();
    const decision = page.locator('section.decision');
    const rooms = page.locator('[role="button"][aria-label*="you can move here"]');
    for (let i = 0; i < 30 && (await rooms.count()) === 0; i++) {
      const b = decision.locator('button.action:enabled').first();
      if (await b.isVisible()) await act(page, b);
      else await page.waitForTimeout(100);
    }
    const chooser = page.locator('.nl-chooser');
    const panelButtons = await decision.locator('button').count();
    const firstStep = await chooser.locator('button').count();
    assert.ok(panelButtons <= 4, `${panelButtons} buttons in the decision panel`);
    assert.ok(firstStep <= 12, `${firstStep} buttons under the map`);
    const fold = page.getByTestId('action-folded');
    assert.match((await fold.locator('summary').textContent()) ?? '', /on the map: pick a room/);
    await shot(page, `nemesis-chooser-${width}`);
    await rooms.first().click();
    const move = chooser.locator('button[data-verb="move"]');
    // By keyboard: Enter on the verb opens the next step, and the focus goes on there (its Back button).
    await move.focus();
    await page.keyboard.press('Enter');
    if ((await chooser.getAttribute('data-step')) === 'pay') {
      assert.ok(
        await page.evaluate(() => document.activeElement?.classList.contains('nl-back')),
        'the focus follows into the next step',
      );
      assert.ok((await chooser.locator('.nl-pay').count()) >= 1, 'ways to pay listed');
      await chooser.scrollIntoViewIfNeeded();
      await shot(page, `nemesis-chooser-pay-${width}`);
      await chooser.getByRole('button', { name: '← Back' }).click();
      assert.equal(await chooser.getAttribute('data-step'), 'verb');
    }
    // The rules help and the legend open from the board itself.
    const guide = page.getByTestId('game-guide');
    await guide.locator('summary').click();
    await guide.getByTestId('legend').waitFor();
    assert.ok((await guide.locator('dt').count()) >= 5, 'the legend lists the symbols');
    await guide.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(import.meta.dirname, '..', 'screenshots', `nemesis-guide-${width}.png`) });
    await guide.locator('summary').click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `the page is ${overflow}px wider than the screen`);
    t.diagnostic(
      `${panelButtons} buttons in the panel, ${firstStep} under the map, page ${await page.evaluate(() => document.documentElement.scrollHeight)} px tall`,
    );
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}
