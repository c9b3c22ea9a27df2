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

/** A part kept as its JSON text: the part at the depth limit, compared whole. */
class Text {
  readonly j: string;
  constructor(j: string) {
    this.j = j;
  }
}

/** How many keys a kept object holds (a symbol, so `for...in` never sees it). */
const SIZE = Symbol('size');

/**
 * A kept object: nothing inherited, so a key named `constructor` or `__proto__` is a key like another
 * (the view's keys are data).
 */
interface Kept {
  [key: string]: Shape;
  [SIZE]: number;
}
class KeptObject {}
Object.setPrototypeOf(KeptObject.prototype, null);
Reflect.deleteProperty(KeptObject.prototype, 'constructor');
const kept = (): Kept => new KeptObject() as Kept;

/**
 * The value as last sent, copied: leaves (strings, numbers, booleans, null: immutable), objects and
 * arrays of shapes, and parts beyond the depth limit as their JSON text. A shape belongs to one client
 * and is updated in place; nothing in it is shared with the match, so nothing that later changes in
 * place in the match can alter it.
 */
export type Shape = string | number | boolean | null | Shape[] | Kept | Text;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A JSON leaf as kept in a shape (undefined and functions become null, as in a JSON array). */
function leaf(v: unknown): Shape {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
}

/**
 * The shape of `value` (a JSON value). Objects and arrays `depth` keys deep are kept as their JSON
 * text and compared whole: a smaller shape, for larger patches.
 */
export function shapeOf(value: unknown, depth = Number.POSITIVE_INFINITY): Shape {
  if (typeof value !== 'object' || value === null) return leaf(value);
  if (depth <= 0) return new Text(JSON.stringify(value));
  if (Array.isArray(value)) {
    const a: Shape[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) a[i] = shapeOf(value[i], depth - 1);
    return a;
  }
  const o = kept();
  let n = 0;
  // Object.keys, not for...in: several times faster over the many object layouts of a view.
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue;
    o[k] = shapeOf(v, depth - 1);
    n++;
  }
  o[SIZE] = n;
  return o;
}

/** The shape as the plain JSON value it stands for (tests compare it with what was sent). */
export function shapeValue(shape: Shape): unknown {
  if (shape instanceof Text) return JSON.parse(shape.j);
  if (Array.isArray(shape)) return shape.map(shapeValue);
  if (typeof shape !== 'object' || shape === null) return shape;
  const o: Record<string, unknown> = {};
  for (const k in shape)
    Object.defineProperty(o, k, {
      value: shapeValue(shape[k] as Shape),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return o;
}

/**
 * Appends to `ops` what turns a value of shape `prev` into `value` and returns the shape of `value`:
 * `prev` itself, updated in place, when it is an object or an array of the same length.
 */
export function diff(prev: Shape, value: unknown, ops: PatchOp[], depth = Number.POSITIVE_INFINITY): Shape {
  return walk(prev, value, [], ops, depth);
}

/** The diff from `before` to `v`, found at `path` (shared, restored on return), `left` keys from the limit. */
function walk(before: Shape, v: unknown, path: PatchPath, ops: PatchOp[], left: number): Shape {
  if (typeof v !== 'object' || v === null) {
    const now = leaf(v);
    if (now !== before) ops.push([path.slice(), v === undefined ? null : v]);
    return now;
  }
  if (left <= 0) {
    const j = JSON.stringify(v);
    if (before instanceof Text && before.j === j) return before;
    ops.push([path.slice(), v]);
    return new Text(j);
  }
  if (Array.isArray(v)) {
    if (!Array.isArray(before) || before.length !== v.length) {
      ops.push([path.slice(), v]);
      return shapeOf(v, left);
    }
    for (let i = 0; i < v.length; i++) {
      path.push(i);
      const had = before[i] as Shape;
      const now = walk(had, v[i], path, ops, left - 1);
      if (now !== had) before[i] = now;
      path.pop();
    }
    return before;
  }
  if (typeof before !== 'object' || before === null || Array.isArray(before) || before instanceof Text) {
    ops.push([path.slice(), v]);
    return shapeOf(v, left);
  }
  const o = v as Record<string, unknown>;
  let present = 0;
  const keys = Object.keys(o);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const x = o[k];
    if (x === undefined) continue;
    present++;
    const had = before[k];
    if (had === undefined) {
      path.push(k);
      ops.push([path.slice(), x]);
      path.pop();
      before[k] = shapeOf(x, left - 1);
      before[SIZE]++;
    } else {
      path.push(k);
      const now = walk(had, x, path, ops, left - 1);
      if (now !== had) before[k] = now;
      path.pop();
    }
  }
  if (before[SIZE] > present) {
    for (const k of Object.keys(before)) {
      if (Object.hasOwn(o, k) && o[k] !== undefined) continue;
      path.push(k);
      ops.push([path.slice()]);
      path.pop();
      delete before[k];
      before[SIZE]--;
    }
  }
  return before;
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
