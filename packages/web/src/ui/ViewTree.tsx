import { humanize } from '../labels.ts';

/**
 * The generic board: any game's view as a collapsible tree. It is how a game with no screen of its own
 * is still fully playable, and a fallback panel ("all details") for games that have one. Changed
 * entries carry a text marker, not only a colour.
 */
export function ViewTree({
  value,
  changed,
  label = 'view',
}: {
  value: unknown;
  changed: ReadonlySet<string>;
  label?: string;
}) {
  return (
    <div className="view-tree">
      <Node name={label} value={value} path="" changed={changed} depth={0} />
    </div>
  );
}

function leaf(v: unknown): string {
  if (v === null) return 'none';
  if (typeof v === 'string') return v;
  return String(v);
}

function Node({
  name,
  value,
  path,
  changed,
  depth,
}: {
  name: string;
  value: unknown;
  path: string;
  changed: ReadonlySet<string>;
  depth: number;
}) {
  const isChanged = path !== '' && changed.has(path);
  const mark = isChanged ? (
    <span className="changed-mark" title="changed since the last update">
      {' '}
      ✱ changed
    </span>
  ) : null;
  if (value === null || typeof value !== 'object') {
    return (
      <div className={`tree-leaf${isChanged ? ' changed' : ''}`}>
        <span className="tree-key">{humanize(name)}:</span> <span className="tree-value">{leaf(value)}</span>
        {mark}
      </div>
    );
  }
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, unknown>);
  // Short lists of plain values read best on one line (a hand of cards, points per seat).
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object') && value.length <= 24) {
    return (
      <div className={`tree-leaf${isChanged ? ' changed' : ''}`}>
        <span className="tree-key">{humanize(name)}:</span>{' '}
        <span className="tree-value">{value.length === 0 ? 'empty' : value.map(leaf).join(', ')}</span>
        {mark}
      </div>
    );
  }
  return (
    <details open={depth < 2 || isChanged} className={isChanged ? 'changed' : undefined}>
      <summary>
        {humanize(name)} <span className="tree-count">({entries.length})</span>
        {mark}
      </summary>
      <div className="tree-children">
        {entries.map(([k, v]) => (
          <Node key={k} name={k} value={v} path={path ? `${path}.${k}` : k} changed={changed} depth={depth + 1} />
        ))}
      </div>
    </details>
  );
}
