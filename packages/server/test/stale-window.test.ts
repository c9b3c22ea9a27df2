import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { client, Player, startTestServer, type TestServer } from './helpers.ts';

async function threeHumans(t: TestServer): Promise<Player[]> {
  const room = await client(t.url).create('match', {
    game: 'relay',
    players: 3,
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
  });
  const players = [new Player(room)];
  for (const seat of [1, 2]) players.push(new Player(await client(t.url).joinById(room.roomId, { seat })));
  for (const p of players) await p.until(() => p.last?.seats.every((s) => s.connected) === true, 20_000, 'seated');
  return players;
}

const stepOf = (p: Player) => p.last?.view.step ?? -1;

/**
 * A reaction window is shared by two seats; one of them jams, which closes it. The other seat's
 * pass, chosen on the screen that offered it, arrives after that: the rules would refuse it now (no
 * decision waits on that seat), but the move was legal where it was chosen, so the answer is
 * STALE_STEP (refresh), never a rules refusal, and nothing changes.
 */
describe('a move offered by an earlier position', () => {
  let t: TestServer;
  before(async () => {
    // Three simulated people on one loopback address: the per-address limits are for real people.
    t = await startTestServer({ messageBurst: 1_000_000, messageRate: 1_000_000, createBurst: 0 });
  });
  after(async () => {
    await t.stop();
  });

  it('is answered STALE_STEP once a shared reaction window closed under it', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const seats = await threeHumans(t);
      // Plays the match one decision at a time (everyone on the same step) until the window appears.
      for (let moves = 0; moves < 120; moves++) {
        const step = Math.max(...seats.map(stepOf));
        for (const p of seats) await p.until(() => stepOf(p) === step, 20_000, `step ${step}`);
        if (seats[0]?.last?.result) break;
        const asked = seats.filter((p) => (p.last?.legal.length ?? 0) > 0);
        if (asked.length === 0) {
          // The system's timed step (next round) moves the match on the clock.
          await (seats[0] as Player).until(() => stepOf(seats[0] as Player) > step, 20_000, 'clock');
          continue;
        }
        const jammer = asked.find((p) => p.last?.legal.some((a) => a.type === 'jam'));
        const other = asked.find((p) => p !== jammer);
        if (jammer && other && asked.length === 2) {
          const offered = other.last?.legal.find((a) => a.type === 'pass') as Record<string, unknown>;
          jammer.act({ type: 'jam' }, step);
          await other.until(() => stepOf(other) > step, 20_000, 'jam applied');
          const now = stepOf(other);
          const updates = other.received.filter((m) => m.type === 'update').length;
          other.act(offered, step);
          await other.until(() => other.errors.length > 0, 20_000, 'refusal');
          assert.equal(other.errors[0]?.code, 'STALE_STEP', other.errors[0]?.message);
          assert.match(other.errors[0]?.message ?? '', new RegExp(`the match is at step ${now}, not ${step}`));
          assert.equal(other.received.filter((m) => m.type === 'update').length, updates, 'no update');
          assert.equal(stepOf(other), now, 'the match did not move');
          for (const p of seats) p.room.leave();
          return;
        }
        // Otherwise: claim to open windows, pass in them, bid the highest card (a 1 in hand can jam).
        const p = asked[0] as Player;
        const legal = p.last?.legal ?? [];
        const pick = legal.find((a) => a.type === 'claim') ?? legal.find((a) => a.type === 'pass') ?? legal.at(-1);
        p.act(pick as Record<string, unknown>, step);
        await p.until(() => stepOf(p) > step || p.errors.length > 0, 20_000, 'move applied');
        assert.deepEqual(p.errors, [], JSON.stringify(pick));
      }
      for (const p of seats) p.room.leave();
    }
    assert.fail('no shared claim window with a jam in 20 matches');
  });
});
