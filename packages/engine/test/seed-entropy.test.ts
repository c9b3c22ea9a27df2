import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import {
  createMatch,
  ENGINE_VERSION,
  hashText,
  type MatchRecord,
  replay,
  Rng,
  rngStateFromSeed,
  seedingOf,
  Table,
} from '../src/index.ts';
import { sha256Hex, sha256Words } from '../src/sha256.ts';
import { relay } from './fixtures/relay.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const deckOf = (seed: string, engineVersion?: string) =>
  createMatch<{ deck: { draw: number[] } }>(relay, { players: 3, seed, ...(engineVersion ? { engineVersion } : {}) })
    .state;

describe('seed entropy', () => {
  test('the engine SHA-256 agrees with node:crypto, padding edges and non-ASCII text included', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'é😀 seed', 'x'.repeat(1000)]) {
      assert.equal(sha256Hex(text), sha(text), `length ${text.length}`);
    }
  });

  test("a text seed fills the generator's whole 128-bit state", () => {
    const words = sha256Words('a whole state');
    assert.deepEqual(
      rngStateFromSeed('a whole state'),
      Array.from(words.subarray(0, 4), (w) => w | 0),
    );
  });

  test('two seeds whose hashes agree in their first 32 bits give different games', () => {
    // Found by a birthday search over "seed-<n>": the first 32-bit word of their SHA-256 is the same.
    const [a, b] = ['seed-9373', 'seed-38219'];
    assert.equal(sha(a).slice(0, 8), sha(b).slice(0, 8));
    assert.notEqual(sha(a), sha(b));
    assert.notDeepEqual(deckOf(a), deckOf(b));
  });

  test('under engine 1 seeding, agreeing in 32 bits of hash was the same game; now it is not', () => {
    // These two agree in the 32 bits of hash engine 1.x kept; every hidden card followed from them.
    const [a, b] = ['seed-649864', 'seed-1617280'];
    assert.equal(hashText(a).slice(0, 8), hashText(b).slice(0, 8));
    assert.deepEqual(deckOf(a, '1.0.0'), deckOf(b, '1.0.0'));
    assert.notDeepEqual(deckOf(a), deckOf(b));
  });

  test('a fork carries 128 drawn bits, not a 32-bit seed', () => {
    const parent = Rng.fromSeed('fork parent');
    const states = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const s = parent.fork().state();
      // A 32-bit seed x expands to [-1, ~x, x, 0]: a fork must not have that shape.
      assert.ok(!(s[0] === -1 && s[3] === 0 && s[1] === ~s[2]), `fork ${i} has a 32-bit state`);
      states.add(s.join(','));
    }
    assert.equal(states.size, 500);
    // The fork is a pure function of the parent's state.
    assert.deepEqual(Rng.fromSeed('fork parent').fork().state(), Rng.fromSeed('fork parent').fork().state());
  });

  test('a numeric seed seeds the same way in both schemes (it never had more than 32 bits)', () => {
    assert.deepEqual(rngStateFromSeed(42), rngStateFromSeed(42, 'legacy32'));
    assert.notDeepEqual(rngStateFromSeed('42'), rngStateFromSeed('42', 'legacy32'));
  });
});

describe('records across the seeding change', () => {
  test('a record written by engine 1.0.0 (text seed) still replays to its recorded hash', () => {
    const url = new URL('./fixtures/engine1-relay-record.json', import.meta.url);
    const record = JSON.parse(readFileSync(url, 'utf8')) as MatchRecord;
    assert.equal(record.engineVersion, '1.0.0');
    assert.equal(typeof record.seed, 'string');
    assert.equal(seedingOf(record.engineVersion), 'legacy32');
    const out = replay(relay, record);
    assert.equal(out.hash, record.finalHash);
    // Seeded the new way, the same actions are not that match.
    assert.throws(() => replay(relay, { ...record, engineVersion: ENGINE_VERSION }), /REPLAY_DIVERGED|refused|differs/);
  });

  test('a table keeps the engine version it was made with, so its record replays the same way', () => {
    const old = new Table(relay, { players: 3, seed: 'kept version', engineVersion: '1.0.0' });
    assert.equal(old.record().engineVersion, '1.0.0');
    assert.deepEqual(
      old.match.rng,
      createMatch(relay, { players: 3, seed: 'kept version', engineVersion: '1.0.0' }).rng,
    );
    assert.equal(replay(relay, old.record()).hash, old.hash());
    const now = new Table(relay, { players: 3, seed: 'kept version' });
    assert.equal(now.record().engineVersion, ENGINE_VERSION);
    assert.notDeepEqual(now.match.rng, old.match.rng);
  });

  test('a record of an engine major this build does not know is refused', () => {
    const record = new Table(relay, { players: 3, seed: 'x' }).record();
    assert.throws(() => replay(relay, { ...record, engineVersion: '3.0.0' }), /engine 3\.0\.0/);
  });
});
