import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { newExplorer } from '../src/explorers/game.ts';
import { levelFlown } from '../src/explorers/seat-level.ts';
import { hashToken, newToken } from '../src/rooms/seats.ts';
import { openStorage } from '../src/storage/index.ts';
import { client, FULL_CATALOG, Player, startTestServer, type TestServer, testDatabaseUrl } from './helpers.ts';

/**
 * An explorer's specialization level feeds the match it flies: with the Experience System, the seat
 * it takes flies at the explorer's level (the game's per-seat option), the match is played again
 * from its seed under it, a level the game refuses is refused with the reason, and a restored match
 * keeps the level. Without the Experience System the match's own settings stay.
 */

interface SeatLevels {
  o: { specLevel: number; seatLevels: number[] };
}

const seatLevels = (p: Player) => (p.last?.view.view as SeatLevels | undefined)?.o.seatLevels;

describe('explorers: the level a log brings to its seat', () => {
  it('is the best level among the specializations the log knows, 0 for a new explorer', () => {
    const fresh = newExplorer('New', false);
    assert.equal(levelFlown(fresh), 0);
    assert.equal(levelFlown({ ...fresh, xp: 40, specs: { medic: 2, rocketeer: 1 } }), 2);
    assert.equal(levelFlown({ ...fresh, xp: 200, specs: { rocketeer: 1, medic: 3 } }), 3);
  });
});

describe('explorers: a seat flies at its explorer level', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-explorer-levels-'));
  const key = newToken();
  const veteran = newToken();
  const rookie = newToken();
  let current: TestServer | undefined;
  after(async () => {
    await current?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sets the seat level in the match, refuses one the game refuses, and keeps it through a restart', async () => {
    // Written where the server reads it: a person with a veteran (level 3, medic at level 2) and a
    // new explorer. Levels are earned over many missions, so the logs are stored as they would be.
    const databaseUrl = await testDatabaseUrl(dataDir);
    const store = await openStorage({ dataDir, databaseUrl, sqliteThread: false });
    const personId = newToken();
    await store.createPerson(personId, hashToken(key), 1);
    const veteranLog = { ...newExplorer('Ripley', false), xp: 40, missions: 12, specs: { medic: 2 as const } };
    for (const [explorerId, log] of [
      [veteran, veteranLog],
      [rookie, newExplorer('Newt', false)],
    ] as const) {
      await store.insertExplorer({ explorerId, personId, log, version: 0, createdAt: 1, updatedAt: 1 });
    }
    await store.close();

    const start = (restoreOnStart: boolean) =>
      startTestServer({ catalogModule: FULL_CATALOG, dataDir, restoreOnStart });
    current = await start(false);
    const room = await client(current.url).create('match', {
      game: 'space-alert',
      players: 1,
      seats: [{ kind: 'human' }],
      options: { clock: 'stepped', specializations: true, experience: true },
    });
    const me = new Player(room);
    await me.until(() => me.last !== undefined);
    assert.equal(seatLevels(me)?.[0], 1, "before an explorer sits, the seat flies at the crew's level");
    const token = me.welcome?.token as string;

    // A new explorer alone would leave nobody a specialization while the crew level asks for one.
    room.send('explorer', { key, explorer: rookie });
    await me.until(() => me.errors.length > 0);
    assert.equal(me.errors[0]?.code, 'EXPLORER_REFUSED');
    assert.match(me.errors[0]?.message ?? '', /Newt flies at specialization level 0/);
    assert.equal(me.last?.explorer, undefined, 'nothing changed');
    assert.equal(seatLevels(me)?.[0], 1);

    room.send('explorer', { key, explorer: veteran });
    await me.until(() => me.last?.explorer !== undefined, 20_000, 'the explorer in the seat');
    assert.deepEqual(me.last?.explorer, { id: veteran, name: 'Ripley' });
    assert.equal(seatLevels(me)?.[0], 2, 'the seat flies at the explorer level');
    assert.equal((me.last?.view.view as SeatLevels).o.specLevel, 2);
    // The draft still asks the person, now at level 2.
    assert.ok(me.last?.legal.some((a) => a.type === 'pick'));
    await room.leave();

    await current.stop();
    current = await start(true);
    const back = new Player(await client(current.url).joinById(room.roomId, { token }));
    await back.until(() => back.last !== undefined);
    assert.equal(seatLevels(back)?.[0], 2, 'the restored match replays under the explorer level');
    assert.deepEqual(back.last?.explorer, { id: veteran, name: 'Ripley' });
    await back.room.leave();
  });

  it("leaves the match's own levels alone without the Experience System", async () => {
    if (!current) current = await startTestServer({ catalogModule: FULL_CATALOG, dataDir });
    const room = await client(current.url).create('match', {
      game: 'space-alert',
      players: 1,
      seats: [{ kind: 'human' }],
      options: { clock: 'stepped', specializations: true, specLevel: 3 },
    });
    const me = new Player(room);
    await me.until(() => me.last !== undefined);
    room.send('explorer', { key, explorer: veteran });
    await me.until(() => me.last?.explorer !== undefined, 20_000, 'the explorer in the seat');
    assert.equal(seatLevels(me)?.[0], 3);
    await room.leave();
  });
});
