import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { type Action, Table } from '@airlock/engine';
import { type SaView, spaceAlert } from '@airlock/space-alert';
import type { Browser, Page } from 'playwright-core';
import { BASE, launch, shot, watchErrors } from './harness.ts';

// The Space Alert resolution replay of a recorded solo mission whose internal threat moves down the
// internal trajectory: opened from the record file, stepped to a frame where that threat is on the
// board, and looked at on a desktop and on a 390 px phone.
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A solo full mission planned with seeded picks of the legal placements, resolved. */
function resolved(seed: number): Table {
  const t = new Table(spaceAlert, { players: 1, options: {}, seed });
  let x = seed;
  for (let i = 0; i < 3000 && !(t.view(0).view as SaView).outcome; i++) {
    if (t.pending().some((p) => p.actor === 'system')) {
      t.act('system', t.legal('system')[0] as Action);
      continue;
    }
    const legal = t.legal(0);
    const place = legal.filter((a) => a.type === 'place');
    x = (x * 1103515245 + 12345) % 2147483648;
    const pick = x % 5 !== 0 ? place[x % Math.max(1, place.length)] : undefined;
    t.act(0, pick ?? legal.find((a) => a.type === 'ready') ?? (legal.find((a) => a.type === 'advance') as Action));
  }
  return t;
}

/** A record with an internal threat, and the replay frame where it has moved furthest. */
function recordWithInternalThreat(): { file: string; frame: number; threat: string; square: number } {
  for (let seed = 11; seed < 60; seed++) {
    const t = resolved(seed);
    const frames = (t.view(0).view as SaView).outcome?.frames ?? [];
    const moves = frames.flatMap((f, i) =>
      f.rule === 'threat.advance' && f.data?.zone === 'internal' && typeof f.data.to === 'number' && f.data.to > 1
        ? [{ i, threat: String(f.data.threat), square: f.data.to }]
        : [],
    );
    const move = moves.at(-1);
    if (!move) continue;
    const dir = mkdtempSync(join(tmpdir(), 'airlock-sa-replay-'));
    const file = join(dir, 'space-alert-internal.json');
    writeFileSync(file, JSON.stringify(t.record(['Ana'])));
    return { file, frame: move.i, threat: move.threat, square: move.square };
  }
  throw new Error('no seeded mission moved an internal threat');
}

async function openAtFrame(page: Page, file: string, frame: number): Promise<void> {
  await page.goto(`${BASE}#/replay`);
  await page.getByTestId('record-file').setInputFiles(file);
  await page.getByTestId('replay-step').waitFor();
  await page.getByRole('button', { name: /End/ }).click();
  await page.getByTestId('sa-replay').waitFor();
  await page.getByRole('slider', { name: 'Replay position' }).fill(String(frame));
  await page
    .getByTestId('sa-frame')
    .filter({ hasText: `Step ${frame + 1} of` })
    .waitFor();
}

async function boardShot(page: Page, name: string): Promise<void> {
  const dir = join(import.meta.dirname, '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.getByTestId('sa-replay').screenshot({ path: join(dir, `${name}.png`) });
}

const internal = { file: '', frame: 0, threat: '', square: 0 };

test('Space Alert replay: an internal threat moves on the internal trajectory (desktop and 390 px)', async () => {
  Object.assign(internal, recordWithInternalThreat());
  for (const [name, viewport, mobile] of [
    ['desktop', { width: 1280, height: 900 }, false],
    ['phone', { width: 390, height: 844 }, true],
  ] as const) {
    const ctx = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
    const page = await ctx.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await openAtFrame(page, internal.file, internal.frame);
    assert.match((await page.getByTestId('sa-frame').textContent()) ?? '', /threat\.advance/);
    const track = page.locator('.sa-track[data-zone="internal"]');
    // The threat's token is its symbol (an internal threat's own shape), drawn over its square.
    const token = track.locator(`[data-threat="${internal.threat}"] svg[data-symbol^="sa-int"]`);
    assert.equal(await token.count(), 1, 'the internal threat is on the internal trajectory');
    for (const z of ['red', 'white', 'blue']) {
      assert.equal(await page.locator(`.sa-track[data-zone="${z}"] [data-threat="${internal.threat}"]`).count(), 0);
    }
    // The token sits over its square: the square-th square counted from the ship end of the track.
    const squares = track.locator(':scope > g > rect');
    const n = await squares.count();
    const square = await squares.nth(n - internal.square).boundingBox();
    // Measured on the creature itself: the turn number's disc sticks out of the symbol's corner.
    const drawn = await token.locator(':scope > g:not(.sym-badge)').first().boundingBox();
    assert.ok(square && drawn, 'both are on screen');
    const mid = (b: { x: number; width: number }) => b.x + b.width / 2;
    assert.ok(Math.abs(mid(square) - mid(drawn)) < 2, `token over square ${internal.square}`);
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
    assert.ok(widths.doc <= widths.view, `fits: ${JSON.stringify(widths)}`);
    await boardShot(page, `space-alert-replay-internal-${name}`);
    if (name === 'phone') await shot(page, 'space-alert-replay-internal-phone-page');
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});
