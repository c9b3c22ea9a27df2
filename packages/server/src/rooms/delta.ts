/**
 * View deltas: what changed in one client's update since the last one it was sent.
 *
 * The server keeps, per client, the shape of the last update it sent (its own tree of maps and
 * arrays whose leaves are strings, numbers, booleans and null, so nothing that later changes in place
 * in the match can alter it). The next update is compared with it and
 * only the differences go out, as a list of operations on the update:
 * - `[path, value]` sets the value at `path` (keys of objects, indices of arrays);
 * - `[path]` removes the key at `path` from its object.
 * An object is compared key by key; an array index by index when its length is the same, and
 * replaced whole when its length changed; anything else (a number, a string...) is replaced when
 * it differs. Keys whose value is `undefined` are absent, as in JSON.
 *
 * A delta is computed only from that client's own previous and current updates, never from another
 * seat's: it tells the client nothing its full update would not.
 *
 * This module imports nothing, so clients (packages/web/src/online/patch.ts, the load test) may
 * follow it; `applyOps` here is the reference the web's copy is tested against.
 */

export type PatchPath = (string | number)[];
/** `[path, value]` sets; `[path]` removes an object's key. */
export type PatchOp = [PatchPath, unknown] | [PatchPath];

/**
 * The shape of a value as last sent: a leaf's value (a string, number, boolean or null: immutable),
 * an object's or an array's children. A shape belongs to one client and is updated in place.
 */
export type Shape = string | number | boolean | null | { o: Map<string, Shape> } | { a: Shape[] } | { j: string };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A JSON leaf as kept in a shape (undefined and functions become null, as in a JSON array). */
function leaf(v: unknown): Shape {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
}

/**
 * The shape of `value` (a JSON value). Objects and arrays `depth` keys deep are kept as their JSON
 * text (`j`) and compared whole: deeper trees cost less to compare, for larger patches.
 */
export function shapeOf(value: unknown, depth = Number.POSITIVE_INFINITY): Shape {
  if (typeof value !== 'object' || value === null) return leaf(value);
  if (depth <= 0) return { j: JSON.stringify(value) };
  if (Array.isArray(value)) return { a: value.map((v) => shapeOf(v, depth - 1)) };
  const o = new Map<string, Shape>();
  for (const k in value) {
    const v = (value as Record<string, unknown>)[k];
    if (v !== undefined) o.set(k, shapeOf(v, depth - 1));
  }
  return { o };
}

/**
 * Appends to `ops` what turns a value of shape `prev` into `value` and returns the shape of `value`:
 * `prev` itself, updated in place, when it is an object or an array of the same length.
 */
export function diff(prev: Shape, value: unknown, ops: PatchOp[], depth = Number.POSITIVE_INFINITY): Shape {
  const path: (string | number)[] = [];
  const walk = (before: Shape, v: unknown): Shape => {
    const left = depth - path.length;
    if (left <= 0 && typeof v === 'object' && v !== null) {
      const j = JSON.stringify(v);
      if (typeof before === 'object' && before !== null && 'j' in before && before.j === j) return before;
      ops.push([[...path], v]);
      return { j };
    }
    if (Array.isArray(v)) {
      if (typeof before === 'object' && before !== null && 'a' in before && before.a.length === v.length) {
        const a = before.a;
        for (let i = 0; i < v.length; i++) {
          path.push(i);
          const had = a[i] as Shape;
          const now = walk(had, v[i]);
          if (now !== had) a[i] = now;
          path.pop();
        }
        return before;
      }
      ops.push([[...path], v]);
      return shapeOf(v, left);
    }
    if (isObject(v)) {
      if (typeof before === 'object' && before !== null && 'o' in before) {
        const o = before.o;
        let present = 0;
        for (const k in v) {
          const x = v[k];
          if (x === undefined) continue;
          present++;
          const had = o.get(k);
          if (had === undefined) {
            ops.push([[...path, k], x]);
            o.set(k, shapeOf(x, left - 1));
          } else {
            path.push(k);
            const now = walk(had, x);
            if (now !== had) o.set(k, now);
            path.pop();
          }
        }
        if (o.size > present) {
          for (const k of o.keys()) {
            if (v[k] === undefined) {
              ops.push([[...path, k]]);
              o.delete(k);
            }
          }
        }
        return before;
      }
      ops.push([[...path], v]);
      return shapeOf(v, left);
    }
    const now = leaf(v);
    if (now !== before) ops.push([[...path], v === undefined ? null : v]);
    return now;
  };
  return walk(prev, value);
}

/**
 * The value `ops` make of `base`, without modifying `base`: every object or array on an operation's
 * path is copied once, the rest is shared with `base`. An operation with an empty path replaces the
 * whole value.
 */
export function applyOps<T>(base: T, ops: readonly PatchOp[]): T {
  const fresh = new WeakSet<object>();
  const copy = (v: unknown): Record<string | number, unknown> => {
    const c = (Array.isArray(v) ? [...v] : isObject(v) ? { ...v } : {}) as Record<string | number, unknown>;
    fresh.add(c);
    return c;
  };
  let root: unknown = base;
  for (const op of ops) {
    const [path] = op;
    if (path.length === 0) {
      if (op.length === 2) root = op[1];
      continue;
    }
    if (typeof root !== 'object' || root === null || !fresh.has(root)) root = copy(root);
    let node = root as Record<string | number, unknown>;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i] as string | number;
      let child = node[key];
      if (typeof child !== 'object' || child === null || !fresh.has(child)) {
        child = copy(child);
        node[key] = child;
      }
      node = child as Record<string | number, unknown>;
    }
    const last = path[path.length - 1] as string | number;
    if (op.length === 2) node[last] = op[1];
    else delete node[last];
  }
  return root as T;
}
