import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { catalog } from '@airlock/games';
import { newExplorer } from '../src/explorers/game.ts';
import { knownFlown } from '../src/explorers/seat-level.ts';
import { optionsWithExplorers } from '../src/rooms/explorer-seat.ts';
import { hashToken, newToken } from '../src/rooms/seats.ts';
import { type MatchMeta, openStorage } from '../src/storage/index.ts';
import { client, FULL_CATALOG, Player, startTestServer, type TestServer, testDatabaseUrl } from './helpers.ts';

/**
 * An explorer's known specializations feed the match it flies (Experience System): the seat's
 * `specKnownN` option gets the log's list, so the draft offers the explorer its own
 * specializations; a list the match's actions do not fit is refused with nothing changed, and a
 * restored match replays under the list kept with the seat.
 */

interface DraftView {
  o: { seatKnown: ({ spec: string; level: number }[] | null)[] };
  draft: { offers: string[][]; picks: (string | null)[] } | null;
}

const viewOf = (p: Player) => p.last?.view.view as DraftView | undefined;

const entry = catalog.find((e) => e.game.id === 'space-alert');

describe('explorers: the specializations a log brings to its seat', () => {
  it('are the log list as spec:level, sorted, empty for a new explorer', () => {
    const fresh = newExplorer('New', false);
    assert.equal(knownFlown(fresh), '');
    assert.equal(knownFlown({ ...fresh, xp: 40, specs: { rocketeer: 1, medic: 2 } }), 'medic:2,rocketeer:1');
  });

  it("replace the seat's option, and an explorer who knows none empties it", () => {
    assert.ok(entry);
    const meta = {
      game: 'space-alert',
      options: { experience: true, specializations: true, specKnown1: 'medic:2', specLevel1: 2 },
      seats: [{ kind: 'human', name: 'A', tokenHash: null, explorer: { id: 'x', name: 'Newt', level: 0, known: '' } }],
    } as unknown as MatchMeta;
    const o = optionsWithExplorers(entry, meta);
    assert.equal(o.specKnown1, '');
    assert.equal(o.specLevel1, 0);
    // A seat stored before lists were kept brings its level only.
    const old = { ...meta, seats: [{ ...meta.seats[0], explorer: { id: 'x', name: 'Old', level: 2 } }] };
    assert.equal(optionsWithExplorers(entry, old as MatchMeta).specKnown1, 'medic:2');
    // Without the Experience System the match's own settings stay.
    const plain = { ...meta, options: { specializations: true } } as unknown as MatchMeta;
    assert.deepEqual(optionsWithExplorers(entry, plain), { specializations: true });
  });
});

describe('explorers: a seat chooses among its explorer specializations', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-explorer-known-'));
  const key = newToken();
  const ripley = newToken();
  const vasquez = newToken();
  let current: TestServer | undefined;
  after(async () => {
    await current?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers the log list in the draft, refuses a list the picks do not fit, and keeps it through a restart', async () => {
    // Level 3 explorers (40 XP): three boxes each, as stored after many missions.
    const databaseUrl = await testDatabaseUrl(dataDir);
    const store = await openStorage({ dataDir, databaseUrl, sqliteThread: false });
    const personId = newToken();
    await store.createPerson(personId, hashToken(key), 1);
    const logs = [
      [
        ripley,
        { ...newExplorer('Ripley', false), xp: 40, missions: 12, specs: { medic: 2 as const, rocketeer: 1 as const } },
      ],
      [
        vasquez,
        {
          ...newExplorer('Vasquez', false),
          xp: 40,
          missions: 12,
          specs: { mechanic: 1 as const, teleporter: 2 as const },
        },
      ],
    ] as const;
    for (const [explorerId, log] of logs) {
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
    assert.equal(viewOf(me)?.o.seatKnown[0], null, 'no log yet: two cards stand for the choice');
    assert.equal(viewOf(me)?.draft?.offers[0]?.length, 2);
    const token = me.welcome?.token as string;

    room.send('explorer', { key, explorer: ripley });
    await me.until(() => me.last?.explorer !== undefined, 20_000, 'the explorer in the seat');
    assert.deepEqual(viewOf(me)?.o.seatKnown[0], [
      { spec: 'medic', level: 2 },
      { spec: 'rocketeer', level: 1 },
    ]);
    assert.deepEqual(viewOf(me)?.draft?.offers[0], ['medic', 'rocketeer']);
    assert.deepEqual(
      me.last?.legal.filter((a) => a.type === 'pick').map((a) => [a.crew, a.spec]),
      [
        [0, 'medic'],
        [0, 'rocketeer'],
      ],
    );
    me.act({ type: 'pick', crew: 0, spec: 'medic' });
    await me.until(() => viewOf(me)?.draft?.picks[0] === 'medic', 20_000, 'the pick');
    // The androids: what the explorer knows and nobody took.
    assert.deepEqual(viewOf(me)?.draft?.offers[1], ['rocketeer']);

    // Another explorer does not know the Medic already picked: refused, nothing changed.
    room.send('explorer', { key, explorer: vasquez });
    await me.until(() => me.errors.length > 0, 20_000, 'the refusal');
    assert.equal(me.errors[0]?.code, 'EXPLORER_REFUSED');
    assert.match(
      me.errors[0]?.message ?? '',
      /Vasquez flies at specialization level 2 \(knows mechanic:1,teleporter:2\)/,
    );
    assert.deepEqual(me.last?.explorer, { id: ripley, name: 'Ripley' });
    assert.equal(viewOf(me)?.draft?.picks[0], 'medic');
    await room.leave();

    await current.stop();
    current = await start(true);
    const back = new Player(await client(current.url).joinById(room.roomId, { token }));
    await back.until(() => back.last !== undefined);
    assert.deepEqual(back.last?.explorer, { id: ripley, name: 'Ripley' });
    assert.deepEqual(viewOf(back)?.o.seatKnown[0], [
      { spec: 'medic', level: 2 },
      { spec: 'rocketeer', level: 1 },
    ]);
    assert.equal(viewOf(back)?.draft?.picks[0], 'medic', 'the restored match replays the pick under the list');
    assert.deepEqual(viewOf(back)?.draft?.offers[1], ['rocketeer']);
    await back.room.leave();
  });
});
