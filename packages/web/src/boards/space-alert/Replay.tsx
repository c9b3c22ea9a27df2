import type { SaView } from '@airlock/space-alert';
import { useEffect, useState } from 'react';
import { TRAJECTORIES } from '../../../../games/space-alert/src/data/trajectories.ts';
import type { Frame, ResolutionOutcome, Zone } from '../../../../games/space-alert/src/types.ts';
import { threatName } from './labels.ts';
import { type Deck, type ShipPicture, ShipView, startingShip, type ThreatMark } from './Ship.tsx';

/**
 * The ship as the frames up to `upto` tell it: crew positions, shields, damage tiles, rockets, fuel,
 * squads and threats. Reactor levels are not in the frames (guns spend them silently), so they show
 * as unknown rather than as a guess.
 */
export function replayShip(
  v: SaView,
  frames: readonly Frame[],
  upto: number,
): { ship: ShipPicture; marks: ThreatMark[] } {
  const ship = startingShip(v.crew, carriedIn(v, frames));
  ship.reactor = { red: Number.NaN, white: Number.NaN, blue: Number.NaN };
  const marks: ThreatMark[] = v.announced
    .filter((a) => a.threat)
    .map((a) => ({
      id: a.threat,
      zone: a.zone,
      turn: a.turn,
      serious: a.serious,
      position: null,
      state: 'announced',
    }));
  const byId = (id: unknown) => marks.find((m) => m.id === id);
  for (let i = 0; i <= upto && i < frames.length; i++) {
    const f = frames[i] as Frame;
    const d = f.data ?? {};
    const c = typeof d.crew === 'number' ? ship.crew[d.crew] : undefined;
    const deckIn = (text: string): Deck | null =>
      /\bupper\b/.test(text) ? 'upper' : /\blower\b/.test(text) ? 'lower' : null;
    switch (f.rule) {
      case 'move':
        if (c) c.zone = d.zone as Zone;
        break;
      case 'move.lift':
        if (c) c.deck = c.deck === 'upper' ? 'lower' : 'upper';
        break;
      case 'move.direct':
      case 'move.teleport': {
        const zone = /\b(red|white|blue) station/.exec(f.text)?.[1] as Zone | undefined;
        const deck = deckIn(f.text);
        if (c && zone && deck) {
          c.zone = zone;
          c.deck = deck;
        }
        break;
      }
      case 'interceptors.launch':
        if (c) c.space = true;
        break;
      case 'interceptors.return':
        if (c) c.space = false;
        break;
      case 'interceptors.ultrafast':
        if (c) c.space = false;
        break;
      case 'knockout':
        if (c) c.out = true;
        break;
      case 'bots.take': {
        if (c) c.bots = true;
        const sq = typeof d.squad === 'number' ? d.squad : -1;
        const home = [
          { zone: 'blue', deck: 'upper' },
          { zone: 'red', deck: 'lower' },
        ][sq];
        if (home) ship.botsHome = ship.botsHome.filter((b) => !(b.zone === home.zone && b.deck === home.deck));
        break;
      }
      case 'energy.shield':
        if (typeof d.shield === 'number') ship.shield[d.zone as Zone] = d.shield;
        break;
      case 'energy.drain-shield':
        if (typeof d.lost === 'number') ship.shield[d.zone as Zone] = Math.max(0, ship.shield[d.zone as Zone] - d.lost);
        break;
      case 'energy.refuel':
        if (typeof d.fuel === 'number') ship.fuel = d.fuel;
        break;
      case 'rockets.launch':
        if (typeof d.left === 'number') ship.rockets = d.left;
        break;
      case 'ship.damage':
        ship.damage[d.zone as Zone].push(String(d.tile));
        break;
      case 'threat.appear': {
        const m = byId(d.threat);
        if (m) {
          m.state = 'active';
          if (typeof d.position === 'number') m.position = d.position;
        }
        break;
      }
      case 'threat.X':
      case 'threat.Y':
      case 'threat.Z': {
        const m = byId(d.threat);
        const t = m ? TRAJECTORIES[(v.trajectories[m.zone] ?? 1) - 1] : undefined;
        if (m && t) {
          const letter = f.rule.slice(-1);
          const ys = t.Y.filter((y) => m.position === null || y < m.position);
          m.position = letter === 'X' ? t.X : letter === 'Z' ? 1 : (ys[0] ?? m.position);
        }
        break;
      }
      case 'threat.destroyed': {
        const m = byId(d.threat);
        if (m) m.state = 'destroyed';
        break;
      }
      case 'threat.survived': {
        const m = byId(d.threat);
        if (m) m.state = 'survived';
        break;
      }
    }
  }
  return { ship, marks };
}

/**
 * Damage the mission started with. After a survived mission the view's carried damage is the ship's
 * final damage (what the next mission inherits), so this mission's tiles come off; after a loss it is
 * left as it was at the start; a first mission starts clean.
 */
function carriedIn(v: SaView, frames: readonly Frame[]): Record<Zone, string[]> {
  const out = { red: [] as string[], white: [] as string[], blue: [] as string[] };
  if (v.campaign.mission <= 1) return out;
  for (const z of ['red', 'white', 'blue'] as Zone[]) out[z] = [...v.campaign.carried[z]];
  if (!v.outcome?.survived) return out;
  for (const f of frames) {
    if (f.rule !== 'ship.damage') continue;
    const list = out[f.data?.zone as Zone];
    const i = list ? list.lastIndexOf(String(f.data?.tile)) : -1;
    if (list && i >= 0) list.splice(i, 1);
  }
  return out;
}

function Score({ o }: { o: ResolutionOutcome }) {
  const s = o.score;
  const rows: [string, number][] = [
    ['Threats destroyed', s.destroyedPoints],
    ['Threats survived', s.survivedPoints],
    ['Visual confirmation', s.visualConfirmation],
    ['Data Analyst bonus', s.bonus],
    ['Damage penalty', -s.damagePenalty],
    ['Knocked-out crew', -s.knockoutPenalty],
    ['Disabled battlebots', -s.botsPenalty],
    ['Advanced Medic uses', -s.medicPenalty],
  ];
  return (
    <section className="panel sa-score" aria-label="Score" data-testid="sa-score">
      <h3>
        {o.survived ? 'The ship jumped home' : `The ship was destroyed on turn ${o.destroyed?.turn ?? o.lastTurn}`} ·
        score {s.total}
      </h3>
      <table>
        <tbody>
          {rows.map(([k, n]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>{n}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Total{o.survived ? '' : ' (a lost ship scores nothing)'}</th>
            <td>{s.total}</td>
          </tr>
        </tbody>
      </table>
      <ul>
        {s.threats.map((t) => (
          <li key={`${t.threat}-${t.token}`}>
            {threatName(t.threat)} (token {t.token}): {t.result.replace('-', ' ')}, {t.points} point
            {t.points === 1 ? '' : 's'}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The resolution played back from the game's recorded frames: step, back, play, pause; then the score. */
export function Replay({ v, crewNames }: { v: SaView; crewNames: readonly string[] }) {
  const o = v.outcome as ResolutionOutcome;
  const frames = o.frames;
  const last = frames.length - 1;
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    const t = setInterval(() => setAt((x) => (x >= last ? x : x + 1)), 600);
    return () => clearInterval(t);
  }, [playing, last]);
  useEffect(() => {
    if (at >= last) setPlaying(false);
  }, [at, last]);
  const frame = frames[at];
  const { ship, marks } = replayShip(v, frames, at);
  return (
    <section className="panel sa-replay" aria-label="Resolution replay" data-testid="sa-replay">
      <h3>Resolution, step by step</h3>
      <fieldset className="sa-controls" aria-label="Replay controls">
        <button type="button" onClick={() => setAt(0)} disabled={at === 0} aria-label="First step">
          |◀
        </button>
        <button type="button" onClick={() => setAt(Math.max(0, at - 1))} disabled={at === 0} data-testid="sa-back">
          ◀ Back
        </button>
        <button
          type="button"
          onClick={() => setPlaying(!playing)}
          data-testid="sa-play"
          disabled={at >= last && !playing}
        >
          {playing ? '❚❚ Pause' : '▶ Play'}
        </button>
        <button
          type="button"
          onClick={() => setAt(Math.min(last, at + 1))}
          disabled={at >= last}
          data-testid="sa-forward"
        >
          Forward ▶
        </button>
        <button type="button" onClick={() => setAt(last)} disabled={at >= last} aria-label="Last step">
          ▶|
        </button>
        <input
          type="range"
          min={0}
          max={Math.max(0, last)}
          value={at}
          onChange={(e) => setAt(Number(e.target.value))}
          aria-label="Replay position"
        />
      </fieldset>
      <p className="sa-frame" aria-live="polite" data-testid="sa-frame">
        {frame ? (
          <>
            Step {at + 1} of {frames.length} · turn {frame.turn} · <code>{frame.rule}</code> · {frame.text}
          </>
        ) : (
          'No frames were recorded.'
        )}
      </p>
      <ShipView ship={ship} trajectories={v.trajectories} threats={marks} names={crewNames} />
      <p className="muted sa-note">
        Threat tokens stand where the frames place them: their entry square, then each X, Y or Z square they reach.
        Reactor levels are not among the recorded frames, so they show as ?.
      </p>
      <ol className="sa-framelog" start={Math.max(0, at - 6) + 1}>
        {frames.slice(Math.max(0, at - 6), at + 1).map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: frames are a fixed list; the index is their identity
          <li key={Math.max(0, at - 6) + i}>
            T{f.turn} <code>{f.rule}</code> {f.text}
          </li>
        ))}
      </ol>
      <Score o={o} />
    </section>
  );
}
