/**
 * Applies a server `patch` to the update it was computed from. A copy of `applyOps` in
 * packages/server/src/rooms/delta.ts (the reference; the web imports only the server's types), kept
 * equal by packages/web/test/delta.test.ts. Nothing in `base` is modified: every object or array on an
 * operation's path is copied once and the rest is shared, so a screen holding the previous update
 * still sees it as it was.
 */
import type { PatchMessage, UpdateMessage } from '../../../server/src/protocol.ts';

type Op = PatchMessage['ops'][number];
type Node = Record<string | number, unknown>;

function isObject(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function applyOps<T>(base: T, ops: readonly Op[]): T {
  const fresh = new WeakSet<object>();
  const copy = (v: unknown): Node => {
    const c = (Array.isArray(v) ? [...v] : isObject(v) ? { ...v } : {}) as Node;
    fresh.add(c);
    return c;
  };
  let root: unknown = base;
  for (const op of ops) {
    const path = op[0];
    if (path.length === 0) {
      if (op.length === 2) root = op[1];
      continue;
    }
    if (typeof root !== 'object' || root === null || !fresh.has(root)) root = copy(root);
    let node = root as Node;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i] as string | number;
      let child = node[key];
      if (typeof child !== 'object' || child === null || !fresh.has(child)) {
        child = copy(child);
        node[key] = child;
      }
      node = child as Node;
    }
    const last = path[path.length - 1] as string | number;
    if (op.length === 2) node[last] = op[1];
    else delete node[last];
  }
  return root as T;
}

/**
 * The update a patch makes of `base` (the update numbered `patch.base`): its ops applied, this patch's
 * events, its number; `rewound` is never carried over.
 */
export function applyPatch(base: UpdateMessage, patch: PatchMessage): UpdateMessage {
  const next = applyOps(base, patch.ops);
  const out: UpdateMessage = { ...next, events: patch.events, seq: patch.seq };
  delete out.rewound;
  return out;
}
