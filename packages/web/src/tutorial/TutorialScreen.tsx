import type { Action } from '@airlock/engine';
import { useEffect, useReducer, useState } from 'react';
import { startHotseat } from '../screens/Hotseat.tsx';
import { GameScreen } from '../ui/GameScreen.tsx';
import { tutorialFor } from './index.ts';
import { TutorialRun } from './runner.ts';
import { Spotlight } from './Spotlight.tsx';
import './tutorial.css';

/** How long the table waits before a bot's or its own step, so a newcomer can follow; none when fast. */
function delayOf(kind: 'bot' | 'system', afterMs: number): number {
  if (localStorage.getItem('airlock.speed') === 'fast') return 0;
  return kind === 'bot' ? 400 : Math.min(afterMs, 600);
}

/**
 * A guided first game: the game's usual screen at a fixed table, with a guide that says what to do,
 * points at it, waits for a move of that kind (any other is turned down with a hint and not made),
 * then says what happened with the game's own log lines. At the end the person plays on freely (the
 * match becomes an ordinary hotseat match) or goes back to the lobby.
 */
export function TutorialScreen({ game }: { game: string }) {
  const tutorial = tutorialFor(game);
  const [run] = useState(() => (tutorial ? new TutorialRun(tutorial) : null));
  const [, bump] = useReducer((n: number) => n + 1, 0);
  const [hint, setHint] = useState<string | null>(null);
  const [folded, setFolded] = useState(false);
  const version = run?.session.table.history.length ?? 0;

  // The table's own steps one at a time, then the step's check once it has settled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session changes in place; its length is what moves
  useEffect(() => {
    if (!run) return;
    const next = run.session.nextAutomatic();
    if (!next) {
      run.opening();
      if (run.settle()) setHint(null);
      bump();
      return;
    }
    const t = setTimeout(
      () => {
        try {
          run.session.runAutomatic(next.actor);
        } catch (e) {
          setHint(e instanceof Error ? e.message : String(e));
        }
        bump();
      },
      delayOf(next.actor === 'system' ? 'system' : 'bot', next.delayMs),
    );
    return () => clearTimeout(t);
  }, [run, version]);

  if (!tutorial || !run) {
    return (
      <section className="panel">
        <h1>No guided game for “{game}”</h1>
        <p>
          Back to the <a href="#/">lobby</a>.
        </p>
      </section>
    );
  }
  const seat = tutorial.seat;
  const view = run.view();
  const names = run.session.seatNames();
  const busy = run.busy();
  const step = run.step;
  const act = (a: Action) => {
    const out = run.offer(a);
    setHint(out.ok ? null : out.why);
    bump();
  };
  const playOn = () => {
    run.session.autoPass.delete(seat);
    startHotseat(run.session);
  };
  const total = tutorial.steps.length;
  const stepKey = `${run.index}:${version}`;
  const target = typeof step?.target === 'function' ? step.target(view) : step?.target;
  const say = typeof step?.say === 'function' ? step.say(view) : step?.say;
  return (
    <div className={`tutorial${folded ? ' folded' : ''}`} data-testid="tutorial" data-step={step?.id ?? 'end'}>
      <GameScreen
        gameId={tutorial.game}
        gameName={`${tutorial.title} · guided game`}
        view={view}
        legal={run.legal()}
        log={run.session.table.log(seat)}
        names={names}
        me={seat}
        onAct={act}
        busy={busy}
        error={null}
        tools={
          <>
            {step ? (
              <button type="button" onClick={playOn} data-testid="tutorial-skip">
                Play on without the guide
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => {
                location.hash = '#/';
              }}
            >
              Leave the guided game
            </button>
          </>
        }
      />
      {target && !busy && !folded ? <Spotlight selectors={target} stepKey={stepKey} /> : null}
      <section className="tutorial-coach panel" aria-label="Guide" data-testid="tutorial-coach">
        <header className="tutorial-head">
          <strong>{step ? `Guide · step ${run.index + 1} of ${total}` : 'Guide · done'}</strong>
          <button type="button" className="link" onClick={() => setFolded(!folded)} aria-expanded={!folded}>
            {folded ? 'Show the guide' : 'Hide'}
          </button>
        </header>
        {folded ? null : (
          <div className="tutorial-body">
            {run.recap?.explain ? (
              <p className="tutorial-done" data-testid="tutorial-explain">
                ✓ {run.recap.explain}
              </p>
            ) : null}
            {step ? (
              <p className="tutorial-say" aria-live="polite" data-testid="tutorial-say">
                {busy ? 'The others are playing… ' : null}
                {say}
              </p>
            ) : (
              <p className="tutorial-say" aria-live="polite" data-testid="tutorial-say">
                {tutorial.finish}
              </p>
            )}
            {hint ? (
              <p className="error" role="alert" data-testid="tutorial-hint">
                {hint}
              </p>
            ) : null}
            {run.offScript() ? (
              <p className="error" role="alert">
                The game went another way than this guide expected. Carry on as a normal game below.
              </p>
            ) : null}
            <div className="action-buttons">
              {step && !step.expect ? (
                <button
                  type="button"
                  className="primary"
                  data-testid="tutorial-next"
                  disabled={busy}
                  onClick={() => {
                    run.next();
                    bump();
                  }}
                >
                  Next
                </button>
              ) : null}
              {!step || run.offScript() ? (
                <>
                  <button type="button" className="primary" data-testid="tutorial-play-on" onClick={playOn}>
                    Keep playing this game
                  </button>
                  <a className="button" href="#/" data-testid="tutorial-lobby">
                    Back to the lobby
                  </a>
                </>
              ) : null}
            </div>
            {run.recap && run.recap.lines.length > 0 ? (
              <div className="tutorial-recap" data-testid="tutorial-recap">
                {run.recap.lines.length > 0 ? (
                  <>
                    <p className="muted">The game’s log:</p>
                    <ul className="tutorial-lines">
                      {run.recap.lines.map((l, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: lines are shown in order and never reordered
                        <li key={i}>{l}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </div>
            ) : null}
          </div>
        )}
      </section>
    </div>
  );
}
