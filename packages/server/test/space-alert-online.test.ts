import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { SeenEvent } from '@airlock/engine';
import type { UpdateMessage } from '../src/protocol.ts';
import { client, FULL_CATALOG, Player, startTestServer, type TestServer } from './helpers.ts';

/**
 * A real-time Space Alert mission played online, against a real server on loopback: the ready check
 * before the soundtrack, announcements reaching every seat in one broadcast, cards placed after a
 * deadline, and a person coming back after missing announcements.
 */

interface SaViewPart {
  stage: string;
  now: number;
  phase: number;
  hand: string[] | null;
  heard: unknown[];
  boardView: unknown[][];
}

const sa = (u: UpdateMessage | undefined) => u?.view.view as SaViewPart;
const realtime = { clock: 'realtime' };

async function table(t: TestServer, seats: { kind: string; bot?: string }[]) {
  const room = await client(t.url).create('match', {
    game: 'space-alert',
    players: seats.length,
    options: realtime,
    seats,
    playerName: 'Ada',
  });
  const a = new Player(room);
  const b = new Player(await client(t.url).joinById(room.roomId, { seat: 1, name: 'Bea' }));
  await a.until(() => a.last?.seats[1]?.connected === true, 20_000, 'both seats connected');
  await b.until(() => b.last !== undefined);
  return { matchId: room.roomId, a, b };
}

/** Announcement texts (the soundtrack's events) in the order a player received them. */
function announcements(p: Player): { step: number; text: string; viewStep: number }[] {
  const out: { step: number; text: string; viewStep: number }[] = [];
  for (const m of p.received) {
    if (m.type !== 'update') continue;
    const u = m.body as UpdateMessage;
    for (const e of u.events) {
      for (const ev of e.events as SeenEvent[]) {
        if (ev.rule.startsWith('round.') && /^\d+:\d\d /.test(ev.text)) {
          out.push({ step: e.step, text: ev.text, viewStep: u.view.step });
        }
      }
    }
  }
  return out;
}

describe('Space Alert online: ready check and fairness', () => {
  let current: TestServer | undefined;
  afterEach(async () => {
    await current?.stop();
    current = undefined;
  });

  it('starts the soundtrack only once every connected person said ready; bots are always ready', async () => {
    const t = await startTestServer({ catalogModule: FULL_CATALOG, clockScale: 0.01 });
    current = t;
    const { a, b } = await table(t, [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }]);
    assert.deepEqual(a.last?.readyCheck, { ready: [], waiting: [0, 1] });
    assert.equal(a.last?.clockMs, undefined, 'no clock runs during the ready check');
    const step = a.last?.view.step as number;
    // Planning is refused until the soundtrack starts, with a reason, and changes nothing.
    const place = b.last?.legal.find((x) => x.type === 'place') as Record<string, unknown>;
    assert.ok(place, 'a placement is listed');
    b.act(place, step);
    await b.until(() => b.errors.length > 0);
    assert.equal(b.errors[0]?.code, 'NOT_READY');
    assert.match(b.errors[0]?.message ?? '', /said ready/);
    a.room.send('ready');
    await a.until(() => a.last?.readyCheck?.ready.length === 1, 10_000, 'the first ready');
    assert.deepEqual(a.last?.readyCheck, { ready: [0], waiting: [1] });
    // Ten ticks' worth of waiting: nothing moved (neither the clock nor the bot).
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(a.last?.view.step, step);
    assert.equal(sa(a.last).now, 0);
    b.room.send('ready');
    await a.until(() => a.last?.readyCheck === undefined, 10_000, 'the check to close');
    await a.until(() => sa(a.last)?.now >= 3000, 20_000, 'the soundtrack to play');
    assert.equal(b.last?.readyCheck, undefined);
    // Saying ready again is refused: nothing is waiting.
    const before = a.errors.length;
    a.room.send('ready');
    await a.until(() => a.errors.length > before);
    assert.equal(a.errors.at(-1)?.code, 'READY_REFUSED');
  });

  it('does not wait for a person who left, but waits for an empty chair', async () => {
    const t = await startTestServer({ catalogModule: FULL_CATALOG, clockScale: 0.01 });
    current = t;
    const room = await client(t.url).create('match', {
      game: 'space-alert',
      players: 2,
      options: realtime,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const a = new Player(room);
    await a.until(() => a.last !== undefined);
    a.room.send('ready');
    await a.until(() => a.last?.readyCheck?.ready.length === 1);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(sa(a.last).now, 0, 'seat 2 is not taken yet: the soundtrack waits');
    const b = new Player(await client(t.url).joinById(room.roomId, { seat: 1 }));
    await b.until(() => b.last?.readyCheck !== undefined);
    assert.deepEqual(b.last?.readyCheck, { ready: [0], waiting: [1] });
    await b.room.leave(true);
    await a.until(() => sa(a.last)?.now > 0, 20_000, 'the soundtrack to start without the one who left');
  });

  it('sends each announcement to every seat in the broadcast of its step; a late card is refused and changes nothing', async () => {
    const t = await startTestServer({ catalogModule: FULL_CATALOG, clockScale: 0.01 });
    current = t;
    const { a, b } = await table(t, [{ kind: 'human' }, { kind: 'human' }]);
    a.room.send('ready');
    b.room.send('ready');
    await a.until(() => sa(a.last)?.now > 0, 20_000, 'the soundtrack to start');
    // A placement on phase 1, chosen now and kept until phase 1 is over.
    const early = b.last as UpdateMessage;
    const place = early.legal.find((x) => x.type === 'place' && x.turn === 1) as Record<string, unknown>;
    assert.ok(place, 'a turn-1 placement is listed');
    await b.until(() => sa(b.last)?.phase >= 2, 60_000, 'phase 1 to end');
    const handBefore = sa(b.last).hand;
    const boardBefore = JSON.stringify(sa(b.last).boardView);
    // Sent with the step it was chosen at (the screen was behind) and with the current step.
    b.act(place, early.view.step);
    await b.until(() => b.errors.length > 0, 10_000, 'the refusal');
    b.act(place, b.last?.view.step);
    await b.until(() => b.errors.length > 1, 10_000, 'the second refusal');
    // The first was sent for an earlier position: stale, with the rules' reason beside it.
    assert.deepEqual(
      b.errors.map((e) => e.code),
      ['STALE_STEP', 'ILLEGAL_ACTION'],
    );
    for (const e of b.errors) assert.match(e.message, /phase 1 has ended: turn 1 is locked/);
    assert.deepEqual(sa(b.last).hand, handBefore, 'the hand is unchanged');
    assert.equal(JSON.stringify(sa(b.last).boardView), boardBefore, 'the board is unchanged');
    // Every announcement so far came to both seats, with the same words, in the update of its own step.
    await a.until(() => (a.last?.view.step ?? 0) >= (b.last?.view.step ?? 0));
    const upTo = Math.min(a.last?.view.step as number, b.last?.view.step as number);
    const heardA = announcements(a).filter((x) => x.step <= upTo);
    const heardB = announcements(b).filter((x) => x.step <= upTo);
    assert.ok(heardA.length >= 3, `announcements heard: ${heardA.length}`);
    assert.deepEqual(
      heardA.map((x) => [x.step, x.text]),
      heardB.map((x) => [x.step, x.text]),
    );
    for (const x of [...heardA, ...heardB]) assert.equal(x.viewStep, x.step, `"${x.text}" came with its own step`);
  });

  it('gives a person who comes back the current planning state and the announcements missed, as text', async () => {
    const t = await startTestServer({ catalogModule: FULL_CATALOG, clockScale: 0.01 });
    current = t;
    const { matchId, a, b } = await table(t, [{ kind: 'human' }, { kind: 'human' }]);
    const token = b.welcome?.token as string;
    a.room.send('ready');
    b.room.send('ready');
    await b.until(() => sa(b.last)?.now > 0, 20_000, 'the soundtrack to start');
    const place = b.last?.legal.find((x) => x.type === 'place' && x.crew === 1) as Record<string, unknown>;
    b.act(place);
    await b.until(() => b.last?.actedAt !== undefined, 10_000, 'the card placed');
    const heardBefore = sa(b.last).heard.length;
    await b.room.leave(true);
    // Announcements go on while seat 2 is away.
    await a.until(() => sa(a.last)?.heard.length >= heardBefore + 3, 60_000, 'three announcements');
    const back = new Player(await client(t.url).joinById(matchId, { token }));
    await back.until(() => back.last !== undefined);
    await a.until(() => (a.last?.view.step ?? 0) >= (back.last?.view.step ?? 0));
    const u = back.last as UpdateMessage;
    const mine = sa(u);
    assert.equal(mine.stage, 'planning');
    assert.deepEqual(mine.boardView[1]?.[(place.turn as number) - 1], { card: place.card, top: place.top });
    // The whole log comes back: every announcement, including those missed, as text.
    const texts = announcements(back).map((x) => x.text);
    const missed = announcements(a)
      .filter((x) => x.step <= u.view.step)
      .map((x) => x.text);
    assert.ok(missed.length >= heardBefore + 3);
    assert.deepEqual(texts, missed);
    assert.equal(mine.heard.length, missed.length, 'the view lists what the soundtrack said');
  });
});
