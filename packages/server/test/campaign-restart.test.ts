import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ENGINE_VERSION, resolveOptions, Rng, Table } from '@airlock/engine';
import spaceAlert, { heuristic } from '@airlock/space-alert';
import { hashToken, newMatchId, newToken } from '../src/rooms/seats.ts';
import { type MatchMeta, openStorage } from '../src/storage/index.ts';
import { client, FULL_CATALOG, Player, startTestServer, type TestServer, testDatabaseUrl } from './helpers.ts';

/**
 * A Space Alert campaign (damage carried between missions) outlives a server restart: the stored
 * match comes back between two missions with its carried damage, the captain flies on, and after a
 * second restart the next mission is still there with the damage it carried in.
 */

interface Campaign {
  stage: string;
  campaign: { mission: number; scores: number[]; carried: Record<string, string[]> };
}

/** Plays campaigns with the game's heuristic crew (seeds 1, 2, ...) until one survives its first mission. */
function firstMissionSurvived(options: Record<string, number>) {
  for (let seed = 1; seed <= 60; seed++) {
    const t = new Table(spaceAlert, { players: 4, options, seed });
    const rng = Rng.fromSeed(seed);
    for (let n = 0; n < 20_000 && !t.result(); n++) {
      if ((t.match.state as Campaign).stage === 'between') return { seed, table: t };
      const p = t.pending()[0];
      if (!p) break;
      const legal = t.legal(p.actor);
      t.act(p.actor, p.actor === 'system' ? legal[0] : heuristic(t.view(p.actor) as never, legal, rng));
    }
  }
  throw new Error('no campaign got past its first mission');
}

describe('Space Alert campaigns survive a server restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-campaign-'));
  let current: TestServer | undefined;
  after(async () => {
    await current?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes between missions with the carried damage, and again inside the next mission', async () => {
    const options = { campaign: 3 };
    const { seed, table } = firstMissionSurvived(options);
    const carried = (table.match.state as Campaign).campaign.carried;
    assert.ok(
      Object.values(carried).some((z) => z.length > 0),
      'the first mission left damage to carry',
    );
    // The match as the server would have stored it: the captain's seat is a person, the others bots.
    const token = newToken();
    const meta: MatchMeta = {
      matchId: newMatchId(),
      game: 'space-alert',
      name: 'Campaign',
      players: 4,
      options: resolveOptions(spaceAlert, 4, options),
      seed,
      engineVersion: ENGINE_VERSION,
      seats: [
        { kind: 'human', name: 'Captain', tokenHash: hashToken(token) },
        { kind: 'bot', bot: 'heuristic', name: 'Bot 2', tokenHash: null },
        { kind: 'bot', bot: 'heuristic', name: 'Bot 3', tokenHash: null },
        { kind: 'bot', bot: 'heuristic', name: 'Bot 4', tokenHash: null },
      ],
      createdAt: Date.now(),
      step: 0,
      over: false,
    };
    // Written where the server will read it: the SQLite file, or PostgreSQL when the suite runs on it.
    const databaseUrl = await testDatabaseUrl(dataDir);
    const store = await openStorage({ dataDir, databaseUrl, sqliteThread: false });
    await store.createMatch(meta);
    const actions = table.actions();
    for (let i = 0; i < actions.length; i++) await store.appendAction(meta.matchId, i, actions[i] as never);
    await store.close();

    const start = () => startTestServer({ catalogModule: FULL_CATALOG, dataDir, restoreOnStart: true });
    current = await start();
    let captain = new Player(await client(current.url).joinById(meta.matchId, { token }));
    await captain.until(() => captain.last !== undefined);
    let seen = captain.last?.view.view as Campaign;
    assert.equal(seen.stage, 'between');
    assert.deepEqual(seen.campaign.carried, carried);
    assert.deepEqual(
      captain.last?.legal.map((a) => a.go),
      [true, false],
      'the captain chooses to fly on or stop',
    );
    captain.act({ type: 'campaign', go: true });
    await captain.until(() => (captain.last?.view.view as Campaign).campaign.mission === 2, 20_000, 'mission 2');
    const mission2 = (captain.last?.view.view as Campaign).campaign;
    // Between missions each zone repaired its earliest damage (the game's campaign rule).
    for (const zone of Object.keys(carried)) assert.deepEqual(mission2.carried[zone], carried[zone]?.slice(1));

    await current.stop();
    current = undefined;
    current = await start();
    captain = new Player(await client(current.url).joinById(meta.matchId, { token }));
    await captain.until(() => captain.last !== undefined);
    seen = captain.last?.view.view as Campaign;
    assert.notEqual(seen.stage, 'between');
    assert.deepEqual(seen.campaign, mission2, 'mission 2 is back with the damage it carried in');
  });
});
