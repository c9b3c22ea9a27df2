/** Plain JSON data: the only thing a game state, an action, an option or an event may hold. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A deep copy that also proves the value is plain JSON (functions or class instances would not survive). */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** JSON with object keys sorted, so two equal values always give the same text. */
export function canonical(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/**
 * A 64-bit hash (two independent 32-bit FNV-1a lanes) of a string, as 16 hex digits.
 * Written here rather than taken from node:crypto because the engine also runs in the browser (hotseat).
 */
/**
 * Structural equality of two JSON values, key order ignored: the same verdict as comparing their
 * canonical texts, without building them (checking an action against a legal list is a hot path).
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k)) continue;
    if (!Object.hasOwn(y, k) || !jsonEqual(x[k], y[k])) return false;
    n++;
  }
  for (const k in y) if (Object.hasOwn(y, k)) n--;
  return n === 0;
}

export function hashText(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/** Hash of a state's exact JSON text: equal hashes mean byte-identical states. */
export function hashState(value: unknown): string {
  return hashText(JSON.stringify(value));
}

/** True when the value is a plain JSON tree (used to reject malformed input before any rule sees it). */
export function isJson(value: unknown, depth = 0): value is Json {
  if (depth > 32) return false;
  if (value === null) return true;
  switch (typeof value) {
    case 'boolean':
    case 'string':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (Array.isArray(value)) return value.length <= 1000 && value.every((v) => isJson(v, depth + 1));
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return false;
      const keys = Object.keys(value);
      return keys.length <= 100 && keys.every((k) => isJson((value as Record<string, unknown>)[k], depth + 1));
    }
    default:
      return false;
  }
}
