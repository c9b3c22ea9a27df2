/**
 * Paths ("hands.0", "modules.3.cubes") whose value differs between two views, so the screen can mark
 * what changed since the last update. A path is reported at the deepest level where both sides are
 * still objects; ancestors of a change are reported too, so a collapsed tree node can show it.
 */
export function changedPaths(before: unknown, after: unknown, limit = 2000): Set<string> {
  const out = new Set<string>();
  walk(before, after, '', out, limit);
  return out;
}

function isObj(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object';
}

function walk(a: unknown, b: unknown, path: string, out: Set<string>, limit: number): boolean {
  if (out.size >= limit) return false;
  if (a === b) return false;
  if (!isObj(a) || !isObj(b) || Array.isArray(a) !== Array.isArray(b)) {
    if (path) out.add(path);
    return true;
  }
  let any = false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    if (walk(a[k], b[k], path ? `${path}.${k}` : k, out, limit)) any = true;
  }
  if (any && path) out.add(path);
  return any;
}

/** True when `path` or something inside it changed. */
export function touched(changed: ReadonlySet<string>, path: string): boolean {
  return changed.has(path);
}
