import type { HotseatSave } from './session.ts';

/**
 * The hotseat match as this browser keeps it between visits. A save holds the match's seed and every
 * action, secret ones included, and the seed alone tells every card still hidden (the CLI replays a
 * seed in a second). So the save is sealed with AES-GCM under a key the browser generated as
 * non-extractable and keeps in IndexedDB: its bytes cannot be read out by anyone, the page included,
 * and a copy of the stored text (another browser, a synced profile, the files on disk, the storage
 * panel) reveals nothing and cannot be resumed elsewhere. Only what the lobby shows stays in clear.
 *
 * What this does not do (docs/HOTSEAT.md): code running in this page can still ask the browser to
 * open the save, and the live match sits in the page's memory, so a person at the screen who opens
 * the developer tools can read anything. A hotseat table trusts its players not to; the cover screen
 * and the seal keep honest players from seeing what they should not by accident or at a glance.
 */
export interface StoredHotseat {
  v: 2;
  game: string;
  names: string[];
  steps: number;
  /** base64 of the 12-byte nonce followed by the ciphertext of the save's JSON. */
  sealed: string;
}

/** What the lobby may show of a saved match without opening it. */
export interface HotseatSummary {
  game: string;
  names: string[];
  steps: number;
}

const toBase64 = (b: Uint8Array): string => btoa(Array.from(b, (x) => String.fromCharCode(x)).join(''));
const fromBase64 = (s: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

/** The clear part is bound to the ciphertext, so a summary cannot be swapped onto another match's seal. */
const bound = (s: HotseatSummary): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(JSON.stringify([s.game, s.names, s.steps]));

export function summaryOf(save: HotseatSave): HotseatSummary {
  return { game: save.setup.game, names: save.setup.seats.map((x) => x.name), steps: save.actions.length };
}

/** A fresh sealing key: AES-GCM 256, never extractable. */
export function newSealKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export async function seal(save: HotseatSave, key: CryptoKey): Promise<StoredHotseat> {
  const summary = summaryOf(save);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(JSON.stringify(save));
  const out = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: bound(summary) }, key, data),
  );
  const all = new Uint8Array(iv.length + out.length);
  all.set(iv);
  all.set(out, iv.length);
  return { v: 2, ...summary, sealed: toBase64(all) };
}

/** Opens a stored save; rejects when the key is not the one that sealed it or anything was altered. */
export async function unseal(stored: StoredHotseat, key: CryptoKey): Promise<HotseatSave> {
  const all = fromBase64(stored.sealed);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: all.slice(0, 12), additionalData: bound(stored) },
    key,
    all.slice(12),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as HotseatSave;
}

export function isStored(x: unknown): x is StoredHotseat {
  return (
    typeof x === 'object' &&
    x !== null &&
    (x as StoredHotseat).v === 2 &&
    typeof (x as StoredHotseat).sealed === 'string'
  );
}

const DB = 'airlock';
const STORE = 'keys';
const KEY_ID = 'hotseat-seal';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

let memoryKey: Promise<CryptoKey> | null = null;

/**
 * This browser's sealing key: the one kept in IndexedDB, made on first use. Where IndexedDB is not
 * available (some private windows), a key for this page's life only: the match then does not survive
 * a reload, which is better than keeping it in clear.
 */
export function browserSealKey(): Promise<CryptoKey> {
  memoryKey ??= (async () => {
    try {
      const open = indexedDB.open(DB, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      const db = await request(open);
      const found = await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
      if (found instanceof CryptoKey) return found;
      const key = await newSealKey();
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID));
      return key;
    } catch {
      return newSealKey();
    }
  })();
  return memoryKey;
}
