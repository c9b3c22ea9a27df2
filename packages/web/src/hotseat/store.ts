import { browserSealKey, type HotseatSummary, isStored, seal, summaryOf, unseal } from './sealed.ts';
import type { HotseatSave, HotseatSession } from './session.ts';

/** Where the sealed hotseat match lives in localStorage (see sealed.ts for what is sealed and why). */
export const HOTSEAT_KEY = 'airlock.hotseat';

function readRaw(): unknown {
  try {
    return JSON.parse(localStorage.getItem(HOTSEAT_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** A save written before saves were sealed: the match in clear, opened once and sealed on the next write. */
function isLegacy(x: unknown): x is HotseatSave {
  return typeof x === 'object' && x !== null && 'setup' in x && Array.isArray((x as HotseatSave).actions);
}

/** What the lobby shows of the saved match (game, names, number of steps), without opening it. */
export function savedHotseat(): HotseatSummary | null {
  const raw = readRaw();
  if (isStored(raw)) return { game: raw.game, names: raw.names, steps: raw.steps };
  return isLegacy(raw) ? summaryOf(raw) : null;
}

let writes: Promise<void> = Promise.resolve();

/**
 * Seals and stores the match (or forgets it, for null). Writes run one after another in call order,
 * so a slower seal of an earlier step never overwrites a later one.
 */
export function storeHotseat(save: HotseatSave | null): Promise<void> {
  writes = writes
    .then(async () => {
      if (!save) return localStorage.removeItem(HOTSEAT_KEY);
      localStorage.setItem(HOTSEAT_KEY, JSON.stringify(await seal(save, await browserSealKey())));
    })
    // A page without Web Crypto (served over plain HTTP from another machine) cannot seal: the match
    // is then not kept at all, rather than kept in clear, and the next write still runs.
    .catch(() => {});
  return writes;
}

/** Opens the stored match: null when there is none, or it was sealed by another browser's key. */
export async function loadHotseat(): Promise<HotseatSave | null> {
  await writes;
  const raw = readRaw();
  if (isLegacy(raw)) {
    await storeHotseat(raw);
    return raw;
  }
  if (!isStored(raw)) return null;
  try {
    return await unseal(raw, await browserSealKey());
  } catch {
    return null;
  }
}

/**
 * The match the lobby just created, handed to the hotseat screen in memory (its seal is still being
 * written when the screen opens).
 */
let handed: HotseatSession | null = null;

export function handOff(session: HotseatSession): void {
  handed = session;
  void storeHotseat(session.save());
}

export function takeHandOff(): HotseatSession | null {
  const s = handed;
  handed = null;
  return s;
}
