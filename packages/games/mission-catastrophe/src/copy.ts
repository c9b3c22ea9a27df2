import type { Json } from '@airlock/engine';

/**
 * A deep copy of plain JSON data, equal to `JSON.parse(JSON.stringify(x))` for what a state holds
 * (objects, arrays, strings, finite numbers, booleans, null): keys keep their order, an undefined
 * property is left out and an undefined array slot becomes null, as JSON would have it. Views and
 * determinizations copy the resolution stack with it on every call, without the text round trip.
 */
export function copyJson<T>(x: T): T {
  return copy(x as Json) as T;
}

function copy(x: Json): Json {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) {
    const out: Json[] = [];
    for (let i = 0; i < x.length; i++) {
      const v = x[i];
      out.push(v === undefined ? null : copy(v));
    }
    return out;
  }
  const out: { [key: string]: Json } = {};
  for (const k in x) {
    const v = x[k];
    if (v !== undefined) out[k] = copy(v);
  }
  return out;
}
