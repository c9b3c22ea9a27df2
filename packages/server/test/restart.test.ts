import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { replay } from '@airlock/engine';
import { relay } from '../../engine/test/fixtures/relay.ts';
import type { MatchSummary, UpdateMessage } from '../src/protocol.ts';
import { client, getJson, Player, playFirstLegal } from './helpers.ts';
import { type ServerProcess, spawnServer } from './process.ts';

describe('a server killed mid-match', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-restart-'));
  const procs: ServerProcess[] = [];
  after(() => {
    for (const p of procs) p.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes every match at its last acknowledged action after SIGKILL, and stops cleanly on SIGTERM', async () => {
    const first = await spawnServer({ PORT: '0', DATA_DIR: dataDir });
    procs.push(first);
    const room = await client(first.url).create('match', {
      game: 'relay',
      players: 3,
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const matchId = room.roomId;
    const p0 = new Player(room);
    const p1 = new Player(await client(first.url).joinById(matchId, { seat: 1 }));
    await p0.until(() => p0.welcome !== undefined);
    await p1.until(() => p1.welcome !== undefined);
    const tokens = [p0.welcome?.token as string, p1.welcome?.token as string];
    assert.ok(tokens.every((x) => typeof x === 'string'));

    // Play two rounds' worth, then stop where only the two humans are asked (nothing moves by itself).
    const humansOnly = (u: UpdateMessage | undefined) =>
      u !== undefined &&
      u.view.step >= 6 &&
      u.view.pending.length > 0 &&
      u.view.pending.every((p) => p.actor !== 2 && p.actor !== 'system');
    // One action at a time, each waited for, so that when the loop stops nothing is in flight and
    // the last update both clients hold is the last acknowledged action.
    const synced = () => p1.last?.view.step === p0.last?.view.step;
    for (let guard = 0; guard < 200; guard++) {
      await p1.until(synced, 15_000, 'p1 in step');
      await p0.until(synced, 15_000, 'p0 in step');
      const step = p0.last?.view.step as number;
      if (humansOnly(p0.last)) break;
      const mover = [p0, p1].find((p) => (p.last?.legal.length ?? 0) > 0);
      if (mover) {
        const refusals = mover.errors.length;
        mover.act(mover.last?.legal[0] as Record<string, unknown>, step);
        await mover.until(
          () => (mover.last?.actedAt ?? -1) >= step || mover.errors.length > refusals,
          15_000,
          'the action to be taken',
        );
      } else {
        await p0.until(() => (p0.last?.view.step ?? 0) > step, 15_000, 'a bot or the clock to act');
      }
    }
    assert.ok(humansOnly(p0.last), 'reached a point where only humans are asked');
    const acknowledged = p0.last as UpdateMessage;
    const seenBy1 = p1.last as UpdateMessage;

    first.child.kill('SIGKILL');
    await first.exited;

    const second = await spawnServer({ PORT: String(first.port), DATA_DIR: dataDir });
    procs.push(second);
    const summary = await getJson<MatchSummary>(`${second.url}/api/matches/${matchId}`);
    assert.equal(summary.status, 200);
    assert.equal(summary.body.step, acknowledged.view.step);

    const q0 = new Player(await client(second.url).joinById(matchId, { token: tokens[0] }));
    const q1 = new Player(await client(second.url).joinById(matchId, { token: tokens[1] }));
    await q0.until(() => q0.last !== undefined);
    await q1.until(() => q1.last !== undefined);
    assert.equal(q0.welcome?.seat, 0);
    assert.deepEqual(q0.last?.view, acknowledged.view, 'seat 0 sees exactly what it saw before the kill');
    assert.deepEqual(q0.last?.legal, acknowledged.legal);
    assert.deepEqual(q1.last?.view, seenBy1.view);

    await Promise.all([playFirstLegal(q0), playFirstLegal(q1)]);
    const rec = await getJson<unknown>(`${second.url}/api/matches/${matchId}/record`);
    assert.equal(rec.status, 200);
    assert.deepEqual(replay(relay, rec.body).result, q0.last?.result, 'the record spans the restart and replays');

    second.child.kill('SIGTERM');
    assert.equal(await second.exited, 0, 'SIGTERM shuts down cleanly');
  });
});
