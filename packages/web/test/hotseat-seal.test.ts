import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action } from '@airlock/engine';
import { localGame } from '../src/games.ts';
import { isStored, newSealKey, seal, unseal } from '../src/hotseat/sealed.ts';
import { type HotseatSave, HotseatSession, restoreHotseat } from '../src/hotseat/session.ts';

// The store reads the browser's localStorage; Node has none, so a plain one stands in for it here (the
// browser test covers the real one and its IndexedDB key).
const items = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  },
});
const { HOTSEAT_KEY, loadHotseat, savedHotseat, storeHotseat } = await import('../src/hotseat/store.ts');

const SEED = 'hotseat-5f0c2a9be41d7788c0ffee1234567890';

/** A Nemesis hotseat match a few decisions in, with secret choices (draft, objectives) in its actions. */
function match(): HotseatSession {
  const local = localGame('nemesis-lockdown');
  assert.ok(local);
  const s = new HotseatSession(local, {
    game: 'nemesis-lockdown',
    players: 2,
    options: {},
    seed: SEED,
    seats: [
      { kind: 'human', name: 'Ana' },
      { kind: 'human', name: 'Bo' },
    ],
  });
  for (let i = 0; i < 12 && !s.table.result(); i++) {
    const p = s.table.pending()[0];
    if (!p) break;
    s.act(p.actor, s.table.legal(p.actor)[0] as Action);
  }
  assert.ok(s.table.history.length >= 6);
  return s;
}

test('a sealed save shows the lobby its summary and nothing else: no seed, no action, no option', async () => {
  const s = match();
  const save = s.save();
  const stored = await seal(save, await newSealKey());
  const text = JSON.stringify(stored);
  assert.deepEqual(Object.keys(stored).sort(), ['game', 'names', 'sealed', 'steps', 'v']);
  assert.deepEqual([stored.game, stored.names, stored.steps], ['nemesis-lockdown', ['Ana', 'Bo'], save.actions.length]);
  assert.ok(!text.includes(SEED) && !text.includes('5f0c2a9b'), 'the seed is not in the stored text');
  for (const a of save.actions) assert.ok(!text.includes(JSON.stringify(a.action)), 'no action in clear');
  assert.ok(!/draft|objective|character/.test(text), 'no secret choice in clear');
  assert.ok(isStored(stored));
});

test('the same key opens the seal to the exact match; another key, or an edited summary, does not', async () => {
  const s = match();
  const key = await newSealKey();
  const stored = await seal(s.save(), key);
  const opened = await unseal(stored, key);
  assert.deepEqual(opened, JSON.parse(JSON.stringify(s.save())));
  const local = localGame('nemesis-lockdown');
  assert.ok(local);
  assert.equal(restoreHotseat(local, opened).table.hash(), s.table.hash());
  await assert.rejects(unseal(stored, await newSealKey()), 'a key from elsewhere cannot open it');
  await assert.rejects(unseal({ ...stored, steps: stored.steps + 1 }, key), 'the summary is bound to the seal');
  const bytes = Buffer.from(stored.sealed, 'base64');
  bytes[20] = (bytes[20] ?? 0) ^ 1;
  await assert.rejects(unseal({ ...stored, sealed: bytes.toString('base64') }, key), 'an altered seal is refused');
  // Two seals of one save differ (a fresh nonce each time): equal saves cannot be spotted by their text.
  assert.notEqual((await seal(s.save(), key)).sealed, stored.sealed);
});

test('the sealing key cannot be read out, not even by the page that uses it', async () => {
  const key = await newSealKey();
  assert.equal(key.extractable, false);
  await assert.rejects(crypto.subtle.exportKey('raw', key));
  await assert.rejects(crypto.subtle.exportKey('jwk', key));
});

test('the store writes seals in call order, opens them, and seals a save left in clear by an older version', async () => {
  const s = match();
  const full = s.save();
  // Three writes fired at once, as the screen does after quick steps: the last one wins.
  void storeHotseat({ ...full, actions: full.actions.slice(0, 2) });
  void storeHotseat({ ...full, actions: full.actions.slice(0, 4) });
  await storeHotseat(full);
  assert.equal(savedHotseat()?.steps, full.actions.length);
  assert.ok(!(items.get(HOTSEAT_KEY) ?? '').includes(SEED));
  assert.deepEqual(await loadHotseat(), JSON.parse(JSON.stringify(full)));
  // A save from before sealing (the match in clear) still opens, and is sealed right away.
  items.set(HOTSEAT_KEY, JSON.stringify(full));
  assert.equal(savedHotseat()?.game, 'nemesis-lockdown');
  assert.deepEqual(await loadHotseat(), JSON.parse(JSON.stringify(full)));
  assert.ok(!(items.get(HOTSEAT_KEY) ?? '').includes(SEED), 'the old clear save is replaced by a seal');
  await storeHotseat(null);
  assert.equal(items.has(HOTSEAT_KEY), false);
  assert.equal(await loadHotseat(), null);
});

test('a write that cannot be sealed saves nothing and does not block the writes after it', async () => {
  const s = match();
  await storeHotseat(null);
  // A save the seal cannot take (as when the page has no Web Crypto, over plain HTTP from elsewhere).
  const broken = { ...s.save(), setup: { ...s.save().setup, seats: undefined } } as unknown as HotseatSave;
  await storeHotseat(broken);
  assert.equal(items.has(HOTSEAT_KEY), false, 'nothing kept, rather than kept in clear');
  await storeHotseat(s.save());
  assert.equal(savedHotseat()?.steps, s.save().actions.length, 'the next write lands');
});
