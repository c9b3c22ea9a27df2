import type { Action, MatchView } from '@airlock/engine';
import { CREW_CARD, LIFEFORM_CARD, type LfView, OBJECTIVES, STOWAWAY_CARDS } from '@airlock/lifeform';
import { useState } from 'react';
import { GameGuide } from '../../ui/GameGuide.tsx';
import { sinceYourTurn } from '../../ui/since-your-turn.ts';
import type { BoardProps } from '../types.ts';
import { cardName, charName, iconWords, lfLabel, roomName } from './labels.ts';
import { type LfSnapshot, type LfTouched, lfTouchedSince } from './highlights.ts';
import { Legend } from './Legend.tsx';
import { actionableRooms, placeOf } from './places.ts';
import { Ship, type ShipState } from './Ship.tsx';
import { SoloPanel, type SoloView } from './Solo.tsx';
import { Loadout, Tracks } from './Tracks.tsx';

type SoloLike = { solo: true; character: LfView['chars'][number] } & Pick<
  LfView,
  'missions' | 'outages' | 'terror' | 'breach' | 'door' | 'android' | 'tracks' | 'loadout' | 'overheating' | 'myHand'
>;

/** The map's share of either view: the multiplayer one, or Dragon's Domain's (one character, no images). */
function shipOf(v: LfView | SoloLike): ShipState {
  if ('solo' in v)
    return {
      chars: [v.character],
      images: [],
      candidates: [],
      identity: null,
      outages: v.outages,
      terror: v.terror,
      missions: v.missions,
      android: v.android,
      door: v.door,
      breach: v.breach,
      cat: null,
    };
  return {
    chars: v.chars,
    images: v.images,
    candidates: v.candidates,
    identity: v.identity,
    outages: v.outages,
    terror: v.terror,
    missions: v.missions,
    android: v.android,
    door: v.door,
    breach: v.breach,
    cat: v.extras?.cat?.at ?? null,
  };
}

function snapshotOf(v: LfView | SoloLike): LfSnapshot {
  const players = 'solo' in v ? 1 : v.players;
  return { ship: shipOf(v), tracks: { tracks: v.tracks, android: v.android, players } };
}

/** One line over the map saying what the outlines and ✱ marks mean, so the highlight is never colour alone. */
function News({ touched, since }: { touched: LfTouched; since: string }) {
  const rooms = touched.rooms.size;
  const tracks = [...touched.tracks];
  if (rooms + tracks.length === 0) return null;
  const parts = [
    rooms ? `${rooms} chamber${rooms === 1 ? '' : 's'} changed, outlined in gold on the map` : '',
    tracks.length ? `the ${tracks.join(', ')} track${tracks.length === 1 ? '' : 's'} moved` : '',
  ].filter(Boolean);
  return (
    <p className="lf-news muted" data-testid="lf-news">
      <span className="changed-mark">✱</span> {`Since ${since}: ${parts.join('; ')} (marked ✱).`}
    </p>
  );
}

/** The actions about the picked chamber, one button each, under the map. */
function RoomChoices({
  view,
  names,
  room,
  actions,
  onAct,
}: {
  view: MatchView;
  names: readonly string[];
  room: string;
  actions: Action[];
  onAct: (a: Action) => void;
}) {
  return (
    <section className="panel lf-chooser" aria-label="What you can do there" data-room={room}>
      <h3 className="lf-h">{roomName(room)}</h3>
      {actions.length === 0 ? <p className="muted">Nothing to do there right now.</p> : null}
      <div className="action-buttons">
        {actions.map((a) => (
          <button
            type="button"
            key={JSON.stringify(a)}
            className="action"
            data-action={a.type}
            onClick={() => onAct(a)}
          >
            {lfLabel(a, view, names)}
          </button>
        ))}
      </div>
    </section>
  );
}

/** A card in hand with what its rows do, in words. */
function CardLine({ id, lifeform }: { id: string; lifeform: boolean }) {
  const c = CREW_CARD[id] ?? LIFEFORM_CARD[id];
  const rows = c?.rows ?? [];
  const react = c?.reaction ? ` · reaction: ${iconWords(c.reaction, lifeform)}` : '';
  return (
    <li data-card={id}>
      <strong>{cardName(id)}</strong>
      {rows.length ? (
        <span className="muted">
          {' '}
          · {rows.map((r) => r.map((i) => iconWords(i, lifeform)).join(' + ')).join(' / or / ')}
          {react}
        </span>
      ) : null}
    </li>
  );
}

/** What the viewer alone holds: hand, the lifeform's real image and stowaway card, the crew's objectives. */
function Own({ v, names }: { v: LfView; names: readonly string[] }) {
  const lifeform = v.viewer === 0;
  const seated = typeof v.viewer === 'number';
  const stow = v.myStowaway !== null ? STOWAWAY_CARDS[v.myStowaway] : null;
  const objectiveName = (id: string) => OBJECTIVES.cards.find((o) => o.id === id)?.name ?? id;
  return (
    <section className="panel lf-own" aria-label="Hands">
      {seated ? (
        <>
          <h3 className="lf-h">Your hand ({v.myHand.length})</h3>
          {v.myHand.length ? (
            <ul className="lf-hand">
              {v.myHand.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a hand may hold two copies of a card
                <CardLine key={`${c}-${i}`} id={c} lifeform={lifeform} />
              ))}
            </ul>
          ) : (
            <p className="muted">No cards.</p>
          )}
        </>
      ) : null}
      {lifeform && v.identity ? (
        <p data-testid="lf-identity">
          Only you know: <strong>image {v.identity.replace(/^i/, '')}</strong> is the real lifeform.
          {stow ? ` You stow away at ${stow.from}-${stow.to} minutes.` : ''}
        </p>
      ) : null}
      {v.crewObjectives ? (
        <p>
          Crew objectives:{' '}
          {v.crewObjectives.map((o) => `${objectiveName(o.id)}${o.done ? ' (done)' : ''}`).join(', ') || 'none'}
        </p>
      ) : null}
      <p className="muted">
        Cards in hand:{' '}
        {v.handSizes.map((n, seat) => `${names[seat] ?? (seat === 0 ? 'Lifeform' : `Crew ${seat}`)} ${n}`).join(' · ')}
      </p>
    </section>
  );
}

function Status({ v, names }: { v: LfView; names: readonly string[] }) {
  const crew = v.chars.map((c) => {
    const seat = names[c.owner] ?? `Crew ${c.owner}`;
    return `${charName(c.id)} (${seat}) ${c.alive ? (c.at ? `in ${roomName(c.at)}` : 'aboard') : 'dead'}${c.hidden ? ', hiding' : ''}`;
  });
  const live = v.images.filter((i) => !i.removed).length;
  const doubt =
    live === 0
      ? 'No image is on the ship yet.'
      : v.candidates.length === 1
        ? `The lifeform must be image ${v.candidates[0]?.replace(/^i/, '')}.`
        : v.candidates.length > 0 && v.candidates.length < live
          ? `The lifeform can only be one of images ${v.candidates.map((c) => c.replace(/^i/, '')).join(', ')}.`
          : 'Any image could be the lifeform.';
  return (
    <section className="panel lf-status" aria-label="Ship status">
      <p>
        Round {v.round} · {v.stage === 'showdown' ? 'showdown' : `${v.phase} phase`}
        {v.lastManAboard ? ' · last man aboard' : ''}
        {v.stowawayPicked ? ' · the lifeform has chosen when to stow away' : ''}
      </p>
      <p data-testid="lf-doubt">{doubt}</p>
      <p>Crew: {crew.join('; ')}</p>
      <p>
        Objectives done: {v.objectivesDone.length} of {v.objectiveCount} · vent tokens {v.vents} · Mining Laser{' '}
        {v.laser === 'engineering'
          ? 'in Engineering'
          : v.laser === 'gone'
            ? 'gone'
            : `with ${names[v.laser] ?? 'a crew member'}`}{' '}
        · Flamethrower{' '}
        {v.flamethrower === 'loadout'
          ? 'not yet built'
          : v.flamethrower === 'gone'
            ? 'gone'
            : `with ${names[v.flamethrower] ?? 'a crew member'}`}
      </p>
      {v.showdown ? (
        <p>
          Showdown: Remora tokens {v.showdown.pool.remora}, halon {v.showdown.pool.halon}, hostility tokens{' '}
          {v.showdown.hostilityTokens}
          {v.showdown.fight
            ? ` · attack on ${names[v.showdown.fight.target] ?? 'a crew member'} with ${v.showdown.fight.tokens} token(s)${v.showdown.fight.shown ? `, card ${cardName(v.showdown.fight.shown)}` : ''}`
            : ''}
        </p>
      ) : null}
    </section>
  );
}

/** Lifeform: the Valley Forge, its tracks and loadout, the viewer's cards, and a legend. */
export function LifeformBoard({ view, names, me, legal, onAct: act }: BoardProps) {
  const v = view.view as LfView | SoloLike;
  // What changed since this seat's last turn (ui/since-your-turn.ts); its actions go through `onAct`.
  const since = sinceYourTurn(`lifeform:${names.join('|')}`, view, me, act);
  const onAct = since.act;
  const base = since.base as LfView | SoloLike | null;
  const touched = lfTouchedSince(base && base !== v ? snapshotOf(base) : null, snapshotOf(v));
  const [pick, setPick] = useState<{ step: number; room: string } | null>(null);
  const targets = onAct ? actionableRooms(legal) : new Set<string>();
  const selected = pick?.step === view.step && targets.has(pick.room) ? pick.room : null;
  const here = selected ? legal.filter((a) => placeOf(a) === selected) : [];
  const full = 'solo' in v ? null : v;
  return (
    <div className="lf-board">
      <GameGuide gameId="lifeform" />
      {targets.size ? (
        <p className="lf-hint">
          Outlined chambers are where you can act: pick one (or use the choices beside the map).
        </p>
      ) : null}
      <News touched={touched} since={since.since} />
      <Ship
        s={shipOf(v)}
        targets={targets}
        selected={selected}
        changed={touched.rooms}
        onPick={(room) => setPick({ step: view.step, room })}
      />
      {selected && onAct ? (
        <RoomChoices view={view} names={names} room={selected} actions={here} onAct={onAct} />
      ) : null}
      <Tracks v={{ tracks: v.tracks, android: v.android, players: full?.players ?? 1 }} changed={touched.tracks} />
      <Loadout v={{ loadout: v.loadout, overheating: v.overheating, players: full?.players ?? 1 }} />
      {full ? null : <SoloPanel v={v as SoloView} />}
      {full ? <Status v={full} names={names} /> : null}
      {full ? <Own v={full} names={names} /> : null}
      {!full && v.myHand.length ? (
        <section className="panel lf-own" aria-label="Hands">
          <h3 className="lf-h">Your hand ({v.myHand.length})</h3>
          <ul className="lf-hand">
            {v.myHand.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a hand may hold two copies of a card
              <CardLine key={`${c}-${i}`} id={c} lifeform={false} />
            ))}
          </ul>
        </section>
      ) : null}
      <Legend />
    </div>
  );
}
