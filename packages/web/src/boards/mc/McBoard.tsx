import type { Json } from '@airlock/engine';
import { useId } from 'react';
import { humanize } from '../../labels.ts';
import { SeatTag } from '../../ui/seats.tsx';
import { changedPaths } from '../../diff.ts';
import { GameGuide } from '../../ui/GameGuide.tsx';
import { sinceYourTurn } from '../../ui/since-your-turn.ts';
import type { BoardProps } from '../types.ts';
import { type Card, CARDS, cardName, INTEGRITY, type McView, moduleName, PHASES, RESOURCES, ROLES } from './data.ts';
import { Hatch, Ship } from './Ship.tsx';
import { ejected, moldOf } from './threats.ts';

const PHASE_MARK = ['G', 'Y', 'R'];

function phaseOf(space: number): number {
  if (space <= INTEGRITY.redFrom) return 2;
  if (space <= INTEGRITY.yellowFrom) return 1;
  return 0;
}

/** The integrity board: numbered spaces in three phases; cubes are solid squares, mold is hatched with an M. */
function Integrity({ v, changed }: { v: McView; changed: ReadonlySet<string> }) {
  const n = v.board.length;
  const size = 26;
  const filled = v.board.filter((x) => x !== 0).length;
  const hatch = useId();
  return (
    <figure className="panel mc-integrity">
      <figcaption>
        <strong>Ship integrity</strong>: {filled} of {n} spaces filled · phase {PHASES[v.phase]} ({PHASE_MARK[v.phase]})
        · the ship explodes when all are filled
      </figcaption>
      <svg
        viewBox={`0 0 ${n * size + 8} 64`}
        className="board"
        role="img"
        aria-label={`Integrity: ${filled} of ${n} spaces filled, ${PHASES[v.phase]} phase`}
      >
        <Hatch id={hatch} />
        {v.board.map((x, i) => {
          const space = i + 1;
          const ph = phaseOf(space);
          const hot = changed.has(`board.${i}`);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: spaces are fixed positions
            <g key={i}>
              <rect
                x={4 + i * size}
                y={4}
                width={size - 3}
                height={size - 3}
                className={`space phase-${ph}${hot ? ' changed' : ''}`}
              />
              {x === 1 ? <rect x={9 + i * size} y={9} width={size - 13} height={size - 13} className="cube" /> : null}
              {x === 2 ? (
                <>
                  <rect
                    x={9 + i * size}
                    y={9}
                    width={size - 13}
                    height={size - 13}
                    fill={`url(#${hatch})`}
                    className="mold"
                  />
                  <text x={4 + i * size + (size - 3) / 2} y={21} textAnchor="middle" className="svg-small mold-text">
                    M
                  </text>
                </>
              ) : null}
              <text x={4 + i * size + (size - 3) / 2} y={42} textAnchor="middle" className="svg-small">
                {space}
              </text>
              <text x={4 + i * size + (size - 3) / 2} y={58} textAnchor="middle" className="svg-small">
                {PHASE_MARK[ph]}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** The fuse board: one slot per fuse, showing the pod letter it is set to, or a dash while unset. */
function Fuses({ v }: { v: McView }) {
  const w = 56;
  return (
    <figure className="mc-fuses">
      <figcaption>
        <strong>Fuse board</strong> <span className="muted">(a pod launches only if its letter is set on a fuse)</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${v.fuse.length * w + 8} 52`}
        width={v.fuse.length * w + 8}
        height={52}
        className="board fuse-board"
        role="img"
        aria-label={`Fuses: ${v.fuse.map((f) => f ?? 'unset').join(', ')}`}
      >
        {v.fuse.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fuse slots are fixed positions
          <g key={i}>
            <rect x={6 + i * w} y={6} width={w - 10} height={40} rx={6} className={f ? 'fuse-slot set' : 'fuse-slot'} />
            <text x={6 + i * w + (w - 10) / 2} y={33} textAnchor="middle" className="fuse-text">
              {f ?? '–'}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}

function Supply({ v }: { v: McView }) {
  return (
    <section className="panel mc-supply" aria-label="Supply">
      <Fuses v={v} />
      <p>
        <strong>Face-up piles</strong>: {RESOURCES.map((r, i) => `${cardName(r)} ${v.piles[i]}`).join(' · ')}
      </p>
      <p>
        <strong>Deck</strong> {v.deckCount} · <strong>Discard</strong> {v.discard.length}
        {v.discard.length > 0 ? ` (top: ${cardName(v.discard[v.discard.length - 1] as string)})` : ''}
        {v.dice.length > 0 ? ` · last damage roll: ${v.dice.join(' + ')}` : ''}
        {ejected(v.ext).length > 0 ? ` · ejected into space: ${ejected(v.ext).join(', ')}` : ''}
      </p>
    </section>
  );
}

function cardTag(c: Card | string): string {
  const d = (CARDS as Record<string, { type: string }>)[c];
  return d ? d.type : '';
}

function Crew({
  v,
  names,
  me,
  changed,
}: {
  v: McView;
  names: readonly string[];
  me: number | null;
  changed: ReadonlySet<string>;
}) {
  return (
    <section className="panel mc-crew" aria-label="Crew">
      <h2>Crew</h2>
      <ul>
        {v.pos.map((p, seat) => {
          const role = v.role[seat];
          const role2 = v.role2[seat];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            <li key={seat} className={seat === v.active ? 'active' : undefined}>
              <SeatTag seat={seat} names={names} you={seat === me} />
              {seat === v.active ? <strong> · ▶ turn</strong> : null}
              {['pos', 'handCounts', 'gear', 'role', 'charges'].some((k) => changed.has(`${k}.${seat}`)) ? (
                <span className="changed-mark"> ✱ changed</span>
              ) : null}
              {v.escaped.includes(seat) ? <strong> · escaped ⇪</strong> : null}
              {v.out.includes(seat) ? <strong> · out ✕</strong> : null}
              <br />
              in {moduleName(p)} · {v.handCounts[seat]} cards
              {v.opt.mode !== 'sole' ? ` · team ${(v.team[seat] ?? 0) + 1}` : ''}
              {v.auto[seat] ? ' · auto-pass' : ''}
              {(moldOf(v.ext)?.crew[seat] ?? 0) > 0 ? ` · mold ×${moldOf(v.ext)?.crew[seat]}` : ''}
              {role ? (
                <>
                  <br />
                  role: <span title={ROLES[role].summary}>{ROLES[role].title}</span>
                  {v.charges[seat] ? ` (${v.charges[seat]} charges)` : ''}
                  {role2 ? ` + ${ROLES[role2].title}` : ''}
                </>
              ) : v.prof[seat] ? (
                <>
                  <br />
                  profession: {humanize(String(v.prof[seat]))}
                </>
              ) : null}
              {(v.gear[seat] ?? []).length > 0 ? (
                <>
                  <br />
                  equipment: {(v.gear[seat] ?? []).map(cardName).join(', ')}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Hand({ v, changed }: { v: McView; changed: ReadonlySet<string> }) {
  if (!v.hand) return <p className="panel muted">Spectating: every hand is hidden; counts are under Crew.</p>;
  return (
    <section className="panel mc-hand" aria-label="Your hand">
      <h2>
        Your hand ({v.hand.length}){changed.has('hand') ? <span className="changed-mark"> ✱ changed</span> : null}
      </h2>
      {v.hand.length === 0 ? <p className="muted">No cards.</p> : null}
      <ul className="cards">
        {v.hand.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: equal cards are interchangeable
          <li key={`${c}-${i}`} className={`pip pip-${cardTag(c)}`}>
            <span className="pip-type">{cardTag(c)}</span> {cardName(c)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stack({ v, names }: { v: McView; names: readonly string[] }) {
  const steps = v.stack as {
    t?: string;
    seat?: number;
    count?: number;
    w?: { kind?: string; data?: Record<string, Json> };
  }[];
  if (steps.length === 0) return null;
  return (
    <details className="panel mc-stack">
      <summary>Now resolving ({steps.length} steps, newest first)</summary>
      <ol>
        {[...steps].reverse().map((st, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stack is positional
          <li key={i}>
            {humanize(String(st.t ?? '?').replace(/^x:/, ''))}
            {typeof st.seat === 'number' ? ` · ${names[st.seat] ?? st.seat + 1}` : ''}
            {st.w ? ` · ${st.w.kind} window${st.w.data?.card ? ` (${cardName(String(st.w.data.card))})` : ''}` : ''}
            {typeof st.count === 'number' ? ` · ${st.count} cards` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Mission Catastrophe: the ship, the integrity and fuse boards, the crew, and your hand. */
/** One line over the ship saying what the outlines and ✱ marks mean, so the highlight is never colour alone. */
function News({ v, changed, since }: { v: McView; changed: ReadonlySet<string>; since: string }) {
  const modules = v.cubes.filter((_, m) => changed.has(`cubes.${m}`)).length;
  const moved = v.pos.filter((_, s) => changed.has(`pos.${s}`)).length;
  const pods = v.pods.filter((_, p) => changed.has(`pods.${p}`)).length;
  const lost = v.board.filter((_, i) => changed.has(`board.${i}`)).length;
  const parts = [
    modules ? `${modules} module${modules === 1 ? '' : 's'} lost or regained cubes` : '',
    moved ? `${moved} crew member${moved === 1 ? '' : 's'} moved` : '',
    pods ? `${pods} pod${pods === 1 ? '' : 's'} changed` : '',
    lost ? `${lost} integrity space${lost === 1 ? '' : 's'} changed` : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="mc-news muted" data-testid="mc-news">
      <span className="changed-mark">✱</span> {`Since ${since}: ${parts.join(', ')} (outlined and marked ✱).`}
    </p>
  );
}

export function McBoard({ view, names, me, legal, onAct: act, changed: lastUpdate }: BoardProps) {
  const v = view.view as McView;
  const seat = typeof me === 'number' ? me : null;
  // Outlines show what changed since this seat's last turn (ui/since-your-turn.ts), not only since the
  // last update: the other seats' whole turns, the damage rolls and the interrupts in between.
  const since = sinceYourTurn(`mission-catastrophe:${names.join('|')}`, view, me, act);
  const onAct = since.act;
  const changed = since.base && since.base !== v ? changedPaths(since.base, v) : lastUpdate;
  return (
    <div className="mc-board">
      <GameGuide gameId="mission-catastrophe" />
      <News v={v} changed={changed} since={since.since} />
      {/* On a phone the ship keeps a readable size and scrolls sideways inside its own frame. */}
      <div className="board-scroll">
        <Ship v={v} names={names} me={seat} legal={legal} onAct={onAct} changed={changed} />
      </div>
      <Integrity v={v} changed={changed} />
      <div className="mc-columns">
        <Hand v={v} changed={changed} />
        <Crew v={v} names={names} me={seat} changed={changed} />
      </div>
      <Supply v={v} />
      <Stack v={v} names={names} />
      {Object.keys(v.ext).length > 0 ? (
        <details className="panel">
          <summary>Threats and options in play</summary>
          <pre className="ext">{JSON.stringify(v.ext, null, 1)}</pre>
        </details>
      ) : null}
    </div>
  );
}
