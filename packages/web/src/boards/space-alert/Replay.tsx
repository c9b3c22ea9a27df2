import type { ResolutionOutcome, SaView } from '@airlock/space-alert';
import { useEffect, useState } from 'react';
import { namedThreats, threatName } from './labels.ts';
import { replayShip } from './replayShip.ts';
import { ShipView } from './Ship.tsx';

export { replayShip };

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
  const pic = replayShip(v, frames, at);
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
            Step {at + 1} of {frames.length} · turn {frame.turn} · <code>{frame.rule}</code> ·{' '}
            {namedThreats(frame.text)}
          </>
        ) : (
          'No frames were recorded.'
        )}
      </p>
      <ShipView
        ship={pic.ship}
        trajectories={v.trajectories}
        threats={pic.marks}
        names={crewNames}
        step={{ shots: pic.shots, delayed: pic.delayed, hurt: pic.hurt }}
      />
      <p className="muted sa-note">
        {pic.energyKnown
          ? 'Threats move square by square and reactors and shields change as each step says; every turn ends with the ship as the resolution recorded it. A line marks a shot, a ringed token a delayed crew member.'
          : 'This record names only the X, Y and Z squares threats reach, and not reactor levels (shown as ?).'}
      </p>
      <ol className="sa-framelog" start={Math.max(0, at - 6) + 1}>
        {frames.slice(Math.max(0, at - 6), at + 1).map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: frames are a fixed list; the index is their identity
          <li key={Math.max(0, at - 6) + i}>
            T{f.turn} <code>{f.rule}</code> {namedThreats(f.text)}
          </li>
        ))}
      </ol>
      <Score o={o} />
    </section>
  );
}
