import type { Viewer } from '@airlock/engine';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { localGame } from '../games.ts';
import { fetchRecord } from '../online/api.ts';
import { Replay } from '../replay.ts';
import { GameScreen } from '../ui/GameScreen.tsx';

/**
 * Step through a finished match from its record, seeing exactly what one chosen seat (or a spectator)
 * saw at each step. The record comes from a file or from the server.
 */
export function ReplayScreen({
  matchId,
  atEnd = false,
  note,
}: {
  matchId?: string | undefined;
  /** Open at the last step (the result), as a finished match's link does. */
  atEnd?: boolean;
  /** A line above the replay saying why it is shown. */
  note?: string;
}) {
  const [replay, setReplay] = useState<Replay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [viewer, setViewer] = useState<Viewer>(0);

  const open = useCallback(
    (record: unknown) => {
      try {
        const id = (record as { game?: unknown })?.game;
        const local = typeof id === 'string' ? localGame(id) : undefined;
        if (!local) throw new Error(`this app does not know the game "${String(id)}"`);
        const r = new Replay(local.game, record);
        setReplay(r);
        setStep(atEnd ? r.length : 0);
        setViewer(0);
        setError(null);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    },
    [atEnd],
  );

  useEffect(() => {
    if (matchId) fetchRecord(matchId).then(open, (e: unknown) => setError(String(e)));
  }, [matchId, open]);

  const frame = useMemo(() => replay?.frame(step, viewer) ?? null, [replay, step, viewer]);

  useEffect(() => {
    if (!replay) return;
    const key = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.tagName === 'INPUT') return;
      if (e.key === 'ArrowRight') setStep((s) => Math.min(replay.length, s + 1));
      if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [replay]);

  const picker = (
    <section className="panel replay-open">
      {note ? (
        <p className="notice" data-testid="replay-note">
          {note}
        </p>
      ) : null}
      <h1>Replay a match</h1>
      <label>
        Open a match record (.json){' '}
        <input
          type="file"
          accept=".json,application/json"
          data-testid="record-file"
          onChange={async (e) => {
            const f = e.target.files?.[0];
            if (!f) return;
            try {
              open(JSON.parse(await f.text()));
            } catch (err) {
              setError(`not a readable record: ${String(err)}`);
            }
          }}
        />
      </label>
      <form
        className="replay-server"
        onSubmit={(e) => {
          e.preventDefault();
          const id = new FormData(e.currentTarget).get('match');
          if (typeof id === 'string' && id.trim()) location.hash = `#/replay/${encodeURIComponent(id.trim())}`;
        }}
      >
        <label>
          or a finished match on the server, by id <input name="match" defaultValue={matchId ?? ''} />
        </label>
        <button type="submit">Open</button>
      </form>
      {error ? (
        <p className="error" role="alert">
          ⚠ {error}
        </p>
      ) : null}
    </section>
  );
  if (!replay || !frame) return picker;
  // Records from before seat names were kept, or from tools that name nobody, fall back to seat numbers.
  const names = Array.from({ length: replay.record.players }, (_, i) => replay.record.seats?.[i] || `Seat ${i + 1}`);
  return (
    <>
      {picker}
      <section className="panel replay-controls" aria-label="Replay controls">
        <label>
          Seen by{' '}
          <select
            value={String(viewer)}
            onChange={(e) => setViewer(e.target.value === 'spectator' ? 'spectator' : Number(e.target.value))}
          >
            {names.map((n, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the seat number is the option's identity; names may repeat.
              <option key={i} value={i}>
                {n}
              </option>
            ))}
            <option value="spectator">A spectator</option>
          </select>
        </label>
        <button type="button" onClick={() => setStep(0)} disabled={step === 0}>
          |◀ Start
        </button>
        <button type="button" onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0}>
          ◀ Back
        </button>
        <label>
          Step{' '}
          <input
            type="range"
            min={0}
            max={replay.length}
            value={step}
            onChange={(e) => setStep(Number(e.target.value))}
            aria-valuetext={`step ${step} of ${replay.length}`}
          />
        </label>
        <output data-testid="replay-step">
          {step} / {replay.length}
        </output>
        <button
          type="button"
          onClick={() => setStep(Math.min(replay.length, step + 1))}
          disabled={step === replay.length}
        >
          Next ▶
        </button>
        <button type="button" onClick={() => setStep(replay.length)} disabled={step === replay.length}>
          End ▶|
        </button>
        {frame.last ? (
          <span className="muted">
            Last: {frame.last.actor === 'system' ? 'the table' : names[frame.last.actor]} · {frame.last.type}
          </span>
        ) : null}
      </section>
      <GameScreen
        gameId={replay.game.id}
        gameName={`${replay.game.name} · replay`}
        view={frame.view}
        legal={[]}
        log={frame.log}
        names={names}
        me={viewer}
      />
    </>
  );
}
