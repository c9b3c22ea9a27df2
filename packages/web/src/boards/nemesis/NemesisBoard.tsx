import { CSS_SLOTS, type NLView, THRESHOLDS, TIME_START } from '@airlock/nemesis-lockdown';
import { useState } from 'react';
import { GameGuide } from '../../ui/GameGuide.tsx';
import type { BoardProps } from '../types.ts';
import { Chooser } from './Chooser.tsx';
import { sinceYourTurn } from '../../ui/since-your-turn.ts';
import { Facility } from './Facility.tsx';
import { type Touched, touchedSince } from './highlights.ts';
import { Sym } from '../../symbols/Symbol.tsx';
import {
  cardHelp,
  cardName,
  charName,
  characterLabel,
  itemKind,
  itemName,
  itemSymbol,
  objectiveName,
  roomName,
} from './labels.ts';
import { SEAT_FILL, SEAT_SHAPES, shapePath } from './layout.ts';

/** The time track from 15 down to 0: the time token, power thresholds (T, TT), CSS slots and autodestruction. */
function TimeTrack({ v }: { v: NLView }) {
  const size = 34;
  const slots: number[] = [];
  for (let n = TIME_START; n >= 0; n--) slots.push(n);
  const ad = v.autodestruct;
  return (
    <svg
      viewBox={`0 0 ${slots.length * size + 8} 82`}
      className="board nl-time"
      role="img"
      aria-label={`Time ${v.time}${v.timeActive ? '' : ' (not running)'}`}
    >
      {slots.map((n, i) => {
        const x = 4 + i * size;
        const th = THRESHOLDS.find((t) => t.from === n);
        const css = CSS_SLOTS.includes(n) ? (v.css[String(n)] ?? null) : null;
        return (
          <g key={n} className={`nl-time-slot${v.time === n ? ' now' : ''}`} data-slot={n}>
            <rect x={x} y={4} width={size - 4} height={26} className="space" />
            <text x={x + (size - 4) / 2} y={21} textAnchor="middle" className="svg-small">
              {n}
            </text>
            {v.time === n ? (
              <path d={shapePath('diamond', x + (size - 4) / 2, 38, 6)} className="nl-time-token" fill="#facc15" />
            ) : null}
            {th ? (
              <text
                x={x + (size - 4) / 2}
                y={54}
                textAnchor="middle"
                className="svg-small"
                aria-label="power threshold"
              >
                {th.double ? 'TT' : 'T'}
              </text>
            ) : null}
            {css !== null ? (
              <text x={x + (size - 4) / 2} y={66} textAnchor="middle" className="svg-small">
                {css === 'face-down' ? 'CSS?' : 'CSS'}
              </text>
            ) : null}
            {ad && ad.slot === n ? (
              <text x={x + (size - 4) / 2} y={78} textAnchor="middle" className="svg-small">
                AD-{ad.color === 'red' ? 'R' : 'Y'}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

function Status({ v }: { v: NLView }) {
  const powered = v.power.sections.map((tok, i) => `section ${i + 1} ${v.power.active.includes(tok) ? 'on' : 'off'}`);
  const elevator = v.power.active.includes(v.power.elevator) ? 'on' : 'off';
  const css = Object.entries(v.css).map(([k, t]) => `${k}: ${t === 'face-down' ? (v.cssPeeked[k] ?? 'face down') : t}`);
  return (
    <ul className="nl-status" aria-label="Facility status">
      <li>
        Round {v.round} · phase {v.phase} · time {v.time}
        {v.timeActive ? '' : ' (stopped)'}
      </li>
      <li>
        Power: {powered.join(', ')}; elevator {elevator} (at {v.elevatorAt})
      </li>
      <li>
        Autodestruction: {v.autodestruct ? `set, ${v.autodestruct.color} at ${v.autodestruct.slot}` : 'not set'} ·
        alert: {v.alert === null ? 'none' : v.alert} · main gate {v.mainGateOpen ? 'open' : 'closed'}
      </li>
      {css.length ? <li>CSS tokens: {css.join(', ')}</li> : null}
      <li>
        Intruder bag {v.bagCount} · eggs in nest {v.eggsInNest}
        {v.nestDestroyed ? ' (nest destroyed)' : ''} · fire markers left {v.markers.fire} · malfunction markers left{' '}
        {v.markers.malfunction}
      </li>
    </ul>
  );
}

function Players({ v, names, touched }: { v: NLView; names: readonly string[]; touched: Touched }) {
  return (
    <ul className="nl-players" aria-label="Characters">
      {v.players.map((p) => (
        <li key={p.seat} data-seat={p.seat}>
          <svg viewBox="0 0 20 20" width={16} height={16} className={`nl-seat seat-${p.seat}`} aria-hidden="true">
            <path
              d={shapePath(SEAT_SHAPES[p.seat % SEAT_SHAPES.length] ?? 'circle', 10, 10, 7)}
              fill={SEAT_FILL[p.seat % SEAT_FILL.length]}
            />
          </svg>{' '}
          {characterLabel(p, names)} · {p.status} in {p.room ? roomName(v, p.room) : '—'} · {p.handCount} in hand ·
          light wounds {p.light}
          {p.serious.length ? ` · serious ${p.serious.map((w) => w.kind).join(', ')}` : ''}
          {p.hands.length ? (
            <>
              {' · holds '}
              {p.hands.map((h, k) => (
                <span key={`${h.name}-${k}`} className="sym-item">
                  <Sym symbol={itemSymbol(h.name)} size={18} label={itemKind(h.name)} /> {itemName(h.name)}
                  {k < p.hands.length - 1 ? ', ' : ''}
                </span>
              ))}
            </>
          ) : null}
          {p.passed ? ' · passed' : ''}
          {touched.seats.has(p.seat) ? <span className="changed-mark"> ✱ changed</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Only the viewer's own cards: the `own` part of their player view, which the game fills for them alone. */
function Own({ v }: { v: NLView }) {
  const me = v.players.find((p) => p.own !== null);
  if (!me?.own) return null;
  const o = me.own;
  return (
    <section className="panel nl-own" aria-label="Your cards">
      <h3>Your cards ({charName(me.character)})</h3>
      <p>Hand: {o.hand.length ? o.hand.map(cardName).join(', ') : 'empty'}</p>
      {o.hand.length ? (
        <details>
          <summary>What these cards do</summary>
          <ul>
            {[...new Set(o.hand)].map((c) => (
              <li key={c}>
                {cardName(c)}: {cardHelp(c)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <p className="nl-inventory">
        Inventory:{' '}
        {o.inventory.length
          ? o.inventory.map((i, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two copies of one item are interchangeable
              <span key={`${i}-${k}`} className="sym-item">
                <Sym symbol={itemSymbol(i)} size={18} label={itemKind(i)} /> {itemName(i)}
                {k < o.inventory.length - 1 ? ', ' : ''}
              </span>
            ))
          : 'empty'}
      </p>
      <p>Objectives: {o.objectives.length ? o.objectives.map(objectiveName).join('; ') : 'none'}</p>
    </section>
  );
}

/** Nemesis: Lockdown's board: the facility map, the time track and status, the characters and your cards. */
/** One line over the map saying what the outlines mean, so the highlight is never colour alone. */
function News({ touched, since }: { touched: Touched; since: string }) {
  const rooms = touched.rooms.size;
  const corridors = touched.corridors.size;
  if (rooms + corridors === 0) return null;
  const parts = [
    rooms ? `${rooms} room${rooms === 1 ? '' : 's'}` : '',
    corridors ? `${corridors} corridor${corridors === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return (
    <p className="nl-news muted" data-testid="nl-news">
      <span className="changed-mark">✱</span>{' '}
      {`Since ${since}: ${parts.join(' and ')} changed, outlined in gold on the map${touched.time ? '; the time token moved' : ''}.`}
    </p>
  );
}

export function NemesisBoard({ view, names, me, legal, onAct: act }: BoardProps) {
  const v = view.view as NLView;
  // What changed since this seat's last turn (ui/since-your-turn.ts); its actions go through `onAct`.
  const since = sinceYourTurn(`nemesis-lockdown:${names.join('|')}`, view, me, act);
  const onAct = since.act;
  const touched = touchedSince((since.base as NLView | null) ?? null, v);
  // A room picked on the map holds until the match moves on; then the choices are those of one's own room.
  const [pick, setPick] = useState<{ step: number; room: string } | null>(null);
  const selected = pick?.step === view.step ? pick.room : null;
  return (
    <div className="nl-board">
      <GameGuide gameId="nemesis-lockdown" />
      <TimeTrack v={v} />
      <News touched={touched} since={since.since} />
      <Facility
        v={v}
        names={names}
        legal={legal}
        onAct={onAct}
        touched={touched}
        selected={selected ?? (typeof v.viewer === 'number' ? (v.players[v.viewer]?.room ?? null) : null)}
        onPick={(room) => setPick({ step: view.step, room })}
      />
      <Chooser view={view} names={names} legal={legal} onAct={onAct} room={selected} />
      <Status v={v} />
      <Players v={v} names={names} touched={touched} />
      <Own v={v} />
    </div>
  );
}
