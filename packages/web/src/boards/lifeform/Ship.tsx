import type { Chamber, LfView } from '@airlock/lifeform';
import { VALLEY_FORGE } from '@airlock/lifeform';
import type { KeyboardEvent } from 'react';
import { Pulse } from '../../ui/Pulse.tsx';
import { Sym } from '../../symbols/Symbol.tsx';
import { SEAT_COLORS } from '../../ui/seat-identity.ts';
import { charName, imageName } from './labels.ts';
import {
  center,
  DECK_HEAD,
  DECKS,
  deckTop,
  HEIGHT,
  nameLines,
  ROOM_H,
  ROOM_W,
  roomAt,
  shortName,
  WIDTH,
} from './layout.ts';

/** What the map draws: the parts of the view a seat may see (the solo game fills the same fields). */
export interface ShipState {
  chars: LfView['chars'];
  images: LfView['images'];
  candidates: string[];
  identity: string | null;
  outages: string[];
  terror: string[];
  missions: Record<string, number>;
  android: LfView['android'];
  door: LfView['door'];
  breach: string | null;
  cat: string | null;
}

interface Props {
  s: ShipState;
  targets: ReadonlySet<string>;
  selected: string | null;
  /** Chambers changed since the viewer's last turn: outlined, marked ✱, pulsed once. */
  changed?: ReadonlySet<string>;
  onPick?: ((room: string) => void) | undefined;
}

const CHAMBERS = VALLEY_FORGE.chambers;
const BY_ID: Record<string, Chamber> = Object.fromEntries(CHAMBERS.map((c) => [c.id, c]));

interface Token {
  key: string;
  kind: 'char' | 'image' | 'android' | 'cat';
  text: string;
  seat?: number;
  cls?: string;
  label: string;
}

/** Everything standing in a chamber, in a fixed order: characters, images, the android, the cat. */
export function tokensIn(s: ShipState, room: string): Token[] {
  const out: Token[] = [];
  for (const c of s.chars) {
    if (!c.alive || c.at !== room) continue;
    out.push({
      key: `c-${c.id}`,
      kind: 'char',
      text: charName(c.id).charAt(0),
      seat: c.owner,
      cls: c.hidden ? 'lf-hidden' : '',
      label: `${charName(c.id)}${c.hidden ? ' (hiding)' : ''}`,
    });
  }
  const narrowed = s.candidates.length > 0 && s.candidates.length < s.images.filter((i) => !i.removed).length;
  for (const i of s.images) {
    if (i.removed || i.at !== room) continue;
    const real = s.identity === i.id;
    const ruledOut = narrowed && !s.candidates.includes(i.id);
    const known = s.candidates.length === 1 && s.candidates[0] === i.id;
    out.push({
      key: `i-${i.id}`,
      kind: 'image',
      text: i.id.replace(/^i/, ''),
      cls: `${real ? 'lf-real' : ''}${ruledOut ? ' lf-ruled-out' : ''}${known ? ' lf-known' : ''}`,
      label: `${imageName(i.id)}${real ? ' (the real lifeform)' : ''}${ruledOut ? ' (cannot be the lifeform)' : ''}${known && !real ? ' (must be the lifeform)' : ''}`,
    });
  }
  if (s.android.at === room)
    out.push({ key: 'android', kind: 'android', text: 'A', label: `the android (status ${s.android.status})` });
  if (s.cat === room) out.push({ key: 'cat', kind: 'cat', text: 'c', label: "the ship's cat" });
  return out;
}

const TOKEN_SYMBOL: Record<Token['kind'], string> = {
  char: 'lf-char',
  image: 'lf-image',
  android: 'lf-android',
  cat: 'lf-cat',
};

function TokenMark({ t, x, y }: { t: Token; x: number; y: number }) {
  const lettered = t.kind === 'char' || t.kind === 'image';
  return (
    <g className={`lf-piece lf-${t.kind} ${t.cls ?? ''}`} data-token={t.key}>
      {t.cls?.includes('lf-real') ? <circle cx={x} cy={y} r={7.4} className="lf-real-ring" /> : null}
      <Sym
        symbol={TOKEN_SYMBOL[t.kind]}
        cx={x}
        cy={y}
        size={12.5}
        label={t.label}
        tint={t.seat !== undefined ? SEAT_COLORS[t.seat % SEAT_COLORS.length] : undefined}
        inner={lettered ? t.text : undefined}
      />
    </g>
  );
}

/** The small marks of a chamber's classes and tokens, along its top right corner. */
export function marksOf(c: Chamber, s: ShipState): { symbol: string; count?: number; tint?: string; label: string }[] {
  const m: { symbol: string; count?: number; tint?: string; label: string }[] = [];
  const missions = s.missions[c.id] ?? 0;
  if (missions > 0) m.push({ symbol: 'lf-mission', count: missions, label: `${missions} mission token(s)` });
  const terror = s.terror.filter((t) => t === c.id).length;
  if (terror > 0) m.push({ symbol: 'lf-terror', label: 'terror token' });
  if (s.breach === c.id) m.push({ symbol: 'lf-breach', label: 'hull breach' });
  if (c.vent)
    m.push({
      symbol: 'lf-vent',
      label: c.redVent ? 'red-bordered vent' : 'vent',
      ...(c.redVent ? { tint: '#f87171' } : {}),
    });
  if (c.cocoon) m.push({ symbol: 'lf-cocoon', label: 'cocoon chamber' });
  if (c.objective) m.push({ symbol: 'lf-objective', label: 'objective chamber' });
  if (c.circuit) m.push({ symbol: 'lf-circuit', label: 'circuit board' });
  return m;
}

function Room({
  c,
  s,
  target,
  selected,
  changed,
  onPick,
}: { c: Chamber; s: ShipState } & {
  target: boolean;
  selected: boolean;
  changed: boolean;
  onPick?: ((room: string) => void) | undefined;
}) {
  const { x, y } = roomAt(c);
  const tokens = tokensIn(s, c.id);
  const marks = marksOf(c, s);
  const dark = s.outages.includes(c.id);
  const lines = nameLines(shortName(c));
  const label = `${c.name}${dark ? ', power out' : ''}${tokens.length ? `: ${tokens.map((t) => t.label).join(', ')}` : ''}${marks.length ? `; ${marks.map((m) => m.label).join(', ')}` : ''}${changed ? '; changed since your last turn' : ''}`;
  const cls = `lf-room${dark ? ' lf-dark' : ''}${c.remora ? ' lf-remora' : ''}${target ? ' lf-target' : ''}${selected ? ' lf-selected' : ''}${changed ? ' changed' : ''}`;
  const shown = tokens.slice(0, tokens.length > 4 ? 3 : 4);
  const body = (
    <>
      <rect x={x} y={y} width={ROOM_W} height={ROOM_H} rx={4} className="lf-room-box">
        {changed ? <Pulse attribute="stroke-width" values="2;4;2" /> : null}
      </rect>
      {changed ? (
        <text x={x + 3} y={y + ROOM_H - 14} className="changed-mark lf-changed-mark">
          ✱
        </text>
      ) : null}
      {c.lifeformStart ? <path d={`M${x} ${y + 8}L${x + 8} ${y}`} className="lf-start-corner" /> : null}
      {lines.map((l, i) => (
        <text key={l} x={x + 3} y={y + 8 + i * 7.5} className="lf-room-name">
          {l}
        </text>
      ))}
      {marks.map((m, i) => {
        // Marks stack down the right edge, three to a column, clear of the name and the tokens.
        const mx = x + ROOM_W - 6 - Math.floor(i / 3) * 9;
        const my = y + 6 + (i % 3) * 8;
        return (
          <Sym
            key={m.symbol}
            symbol={m.symbol}
            cx={mx}
            cy={my}
            size={m.count !== undefined ? 9 : 7.5}
            label={m.label}
            tint={m.tint}
            inner={m.count !== undefined ? String(m.count) : undefined}
          />
        );
      })}
      {shown.map((t, i) => (
        <TokenMark key={t.key} t={t} x={x + 8 + i * 12.5} y={y + ROOM_H - 8} />
      ))}
      {tokens.length > shown.length ? (
        <text x={x + ROOM_W - 2} y={y + ROOM_H - 2} textAnchor="end" className="lf-more">
          +{tokens.length - shown.length}
        </text>
      ) : null}
    </>
  );
  if (!target || !onPick)
    return (
      <g className={cls} data-room={c.id} aria-label={changed ? label : undefined}>
        <title>{label}</title>
        {body}
      </g>
    );
  const key = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick(c.id);
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no button element; role and keys make it one
    <g
      className={cls}
      data-room={c.id}
      role="button"
      tabIndex={0}
      aria-label={`${label}. Pick for what you can do here`}
      aria-pressed={selected}
      onClick={() => onPick(c.id)}
      onKeyDown={key}
    >
      {body}
    </g>
  );
}

/** A link between two chambers of one deck: a corridor line, or a tunnel drawn as a dashed arc. */
function LinkLine({ i, s }: { i: number; s: ShipState }) {
  const l = VALLEY_FORGE.links[i];
  const a = l && BY_ID[l.a];
  const b = l && BY_ID[l.b];
  if (!l || !a || !b || a.deck !== b.deck) return null;
  const p = center(a);
  const q = center(b);
  const door = s.door?.link === i;
  const cls = `lf-link lf-${l.kind}${door ? ' lf-door-shut' : ''}`;
  const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  if (l.kind === 'corridor')
    return (
      <g data-link={i}>
        <line x1={p.x} y1={p.y} x2={q.x} y2={q.y} className={cls} />
        {door ? (
          <rect x={mid.x - 4} y={mid.y - 4} width={8} height={8} className="lf-door" aria-label="security door" />
        ) : null}
      </g>
    );
  // Bow tunnels away from the straight line so they do not hide corridors between the same rooms.
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const len = Math.hypot(dx, dy) || 1;
  const bow = Math.min(26, len / 3);
  const cx = mid.x + (-dy / len) * bow;
  const cy = mid.y + (dx / len) * bow;
  return <path data-link={i} d={`M${p.x} ${p.y}Q${cx} ${cy} ${q.x} ${q.y}`} className={cls} />;
}

/** Links to another deck: a lettered stub on the left edge of each end's chamber. */
function DeckStubs() {
  const count: Record<string, number> = {};
  const out = [];
  for (const [i, l] of VALLEY_FORGE.links.entries()) {
    const a = BY_ID[l.a];
    const b = BY_ID[l.b];
    if (!a || !b || a.deck === b.deck) continue;
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as [Chamber, Chamber][]) {
      const n = count[from.id] ?? 0;
      count[from.id] = n + 1;
      const { x, y } = roomAt(from);
      const cy = y + ROOM_H / 2 + (n === 0 ? 0 : 9);
      out.push(
        <g key={`${i}-${from.id}`} className={`lf-stub lf-${l.kind}`} data-stub={`${from.id}>${to.id}`}>
          <title>{`${l.kind === 'tunnel' ? 'Tunnel' : 'Corridor'} to ${to.name} (deck ${to.deck})`}</title>
          <circle cx={x - 2} cy={cy} r={4.2} className="lf-stub-dot" />
          <text x={x - 2} y={cy + 2.4} textAnchor="middle" className="lf-stub-text">
            {to.deck}
          </text>
        </g>,
      );
    }
  }
  return <g className="lf-stubs">{out}</g>;
}

/** The Valley Forge: decks A, B and C with their chambers, corridors, tunnels and vents. */
export function Ship({ s, targets, selected, changed, onPick }: Props) {
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="board lf-ship">
      <title>The Valley Forge, decks A, B and C</title>
      {DECKS.map((d) => (
        <g key={d} className="lf-deck" data-deck={d}>
          <rect
            x={2}
            y={deckTop(d) - 2}
            width={WIDTH - 4}
            height={DECK_HEAD + 3 * 50 + 2}
            className="lf-deck-band"
            rx={6}
          />
          <text x={8} y={deckTop(d) + DECK_HEAD - 5} className="lf-deck-name">
            Deck {d}
          </text>
        </g>
      ))}
      {VALLEY_FORGE.links.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: links are addressed by index in the game's data
        <LinkLine key={i} i={i} s={s} />
      ))}
      {CHAMBERS.map((c) => (
        <Room
          key={c.id}
          c={c}
          s={s}
          target={targets.has(c.id)}
          selected={selected === c.id}
          changed={changed?.has(c.id) ?? false}
          onPick={onPick}
        />
      ))}
      <DeckStubs />
    </svg>
  );
}
