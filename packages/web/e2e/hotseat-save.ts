import type { Page } from 'playwright-core';
import type { HotseatSave } from '../src/hotseat/session.ts';

/**
 * The hotseat save as the page keeps it, opened the only way there is: by a script run inside the page,
 * which asks the browser to decrypt with the key in IndexedDB (the key itself cannot be read out). This
 * is what a person with the developer tools open could do too (docs/HOTSEAT.md, "What the seal does").
 * Returns the clear summary, the stored text and the opened save (null when none is stored).
 */
export async function openedSave(
  page: Page,
  /** A stored text read earlier (in the same script turn as something else); the current one otherwise. */
  stored?: string | null,
): Promise<{ text: string; steps: number; save: HotseatSave } | null> {
  const got = await page.evaluate(async (given) => {
    const text = given === undefined ? localStorage.getItem('airlock.hotseat') : given;
    if (!text) return null;
    const stored = JSON.parse(text) as { game: string; names: string[]; steps: number; sealed: string };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('airlock', 1);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const key = await new Promise<CryptoKey>((resolve, reject) => {
      const r = db.transaction('keys').objectStore('keys').get('hotseat-seal');
      r.onsuccess = () => resolve(r.result as CryptoKey);
      r.onerror = () => reject(r.error);
    });
    const all = Uint8Array.from(atob(stored.sealed), (c) => c.charCodeAt(0));
    const ad = new TextEncoder().encode(JSON.stringify([stored.game, stored.names, stored.steps]));
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: all.slice(0, 12), additionalData: ad },
      key,
      all.slice(12),
    );
    return { text, steps: stored.steps, save: new TextDecoder().decode(plain) };
  }, stored);
  return got ? { text: got.text, steps: got.steps, save: JSON.parse(got.save) as HotseatSave } : null;
}
