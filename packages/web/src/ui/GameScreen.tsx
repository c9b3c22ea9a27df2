import type { Action, MatchView, Viewer } from '@airlock/engine';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { uiFor } from '../boards/index.ts';
import { changedPaths } from '../diff.ts';
import { actionLabel, seatLabel, waitingLine } from '../labels.ts';
import { helpFor } from '../rules.ts';
import { ActionPanel } from './ActionPanel.tsx';
import { type LineSplitter, type LogEntry, LogPanel, SeatText } from './LogPanel.tsx';
import { ReactionPrompt } from './ReactionPrompt.tsx';
import { SeatTag } from './seats.tsx';
import { useAlertSettings, useTurnAlert } from './turn-alert.ts';
import { ViewTree } from './ViewTree.tsx';
import { ZOOMS, zoomClass, zoomIn, zoomOut } from './zoom.ts';
import '../rules-mc.ts';

interface Seen {
  step: number;
  view: unknown;
  logStep: number;
  changed: Set<string>;
  since: number;
}

export interface GameScreenProps {
  gameId: string;
  gameName: string;
  view: MatchView;
  legal: Action[];
  log: LogEntry[];
  names: string[];
  me: Viewer;
  onAct?: (a: Action) => void;
  /** Epoch ms at which the table's clock acts by itself (closes the reaction window). */
  deadline?: number | undefined;
  autoPass?: boolean;
  onAutoPass?: (on: boolean) => void;
  busy?: boolean;
  error?: string | null;
  /** Extra controls (undo, download record, leave). */
  tools?: ReactNode;
  /** A panel beside the players and the log (the online table's chat). */
  aside?: ReactNode;
  /** Shown with the result once the match is over (the online rematch). */
  afterResult?: ReactNode;
}

/**
 * The game screen shared by online play, hotseat and replays. Everything on it comes from one seat's
 * MatchView and legal actions, so it cannot show what that seat may not know.
 */
export function GameScreen(p: GameScreenProps) {
  const { view, legal, names, me } = p;
  const latestLogStep = p.log.length > 0 ? (p.log[p.log.length - 1]?.step ?? 0) : 0;
  // What changed since this viewer's previous update. Kept per viewer: in hotseat the screen passes from
  // seat to seat, and comparing one seat's view with another's would hint at what the other holds.
  const memory = useRef(new Map<string, Seen>());
  const key = String(me);
  let seen = memory.current.get(key);
  if (!seen) {
    seen = { step: view.step, view: view.view, logStep: latestLogStep, changed: new Set(), since: latestLogStep };
    memory.current.set(key, seen);
  } else if (seen.step !== view.step) {
    seen = {
      step: view.step,
      view: view.view,
      logStep: latestLogStep,
      changed: changedPaths(seen.view, view.view),
      since: seen.logStep,
    };
    memory.current.set(key, seen);
  }
  const { changed, since } = seen;
  const ui = uiFor(p.gameId);
  const Board = ui.Board;
  const gameLabel = ui.label;
  const label = gameLabel ? (a: Action) => gameLabel(a, view, names) : actionLabel;
  const refs = ui.seatRefs;
  const split: LineSplitter = refs ? (text) => refs(text, view) : (text) => [text];
  const [showTree, setShowTree] = useState(!Board);
  const [zoom, setZoom] = useState(0);
  const mine = typeof me === 'number' ? view.pending.filter((x) => x.actor === me) : [];
  const reaction = mine.find((x) => x.kind === 'reaction');
  const help = useMemo(() => helpFor(p.gameId), [p.gameId]);
  const yourTurn = mine.length > 0 && legal.length > 0 && !view.result;
  useTurnAlert(yourTurn, p.gameName);
  const alerts = useAlertSettings();

  return (
    <div className="game-screen">
      <header className="status">
        <div className="status-main">
          <strong>{p.gameName}</strong> · step {view.step} ·{' '}
          {typeof me === 'number' ? <SeatTag seat={me} names={names} you /> : <span>{seatLabel(me, names)}</span>}
        </div>
        <div className={`waiting${yourTurn ? ' you' : ''}`} data-testid="waiting" aria-live="polite">
          {view.result ? (
            <span>
              <span aria-hidden="true">⚑</span> Game over: {view.result.summary}
            </span>
          ) : (
            <span>
              {yourTurn ? <strong className="your-turn">▶ Your decision · </strong> : null}
              Waiting for{' '}
              {waitingLine(view.pending, typeof me === 'number' ? Object.assign([...names], { [me]: 'you' }) : names)}
            </span>
          )}
        </div>
        <div className="alert-settings">
          <label>
            <input
              type="checkbox"
              checked={alerts.sound}
              onChange={(e) => alerts.setSound(e.target.checked)}
              data-testid="turn-sound"
            />{' '}
            chime on my turn
          </label>
          {alerts.canAskNotifications ? (
            <button type="button" onClick={alerts.askNotifications}>
              Notify me on my turn
            </button>
          ) : null}
        </div>
        {p.tools ? <div className="tools">{p.tools}</div> : null}
      </header>
      {p.error ? (
        <p className="error" role="alert">
          ⚠ {p.error}
        </p>
      ) : null}
      {view.result ? <ResultPanel view={view} names={names} split={split} extra={p.afterResult} /> : null}
      <div className="table-layout">
        <main className={zoomClass(zoom)} data-testid="board-area">
          {Board ? (
            <div className="zoom-bar" role="toolbar" aria-label="Board zoom">
              <button type="button" onClick={() => setZoom(zoomOut(zoom))} disabled={zoom === 0} aria-label="Zoom out">
                −
              </button>
              <output aria-live="polite">
                {ZOOMS[zoom] === 1 ? 'fits the screen' : `×${ZOOMS[zoom]} · scroll to pan`}
              </output>
              <button
                type="button"
                onClick={() => setZoom(zoomIn(zoom))}
                disabled={zoom === ZOOMS.length - 1}
                aria-label="Zoom in"
                data-testid="zoom-in"
              >
                +
              </button>
              {zoom > 0 ? (
                <button type="button" onClick={() => setZoom(0)}>
                  Fit
                </button>
              ) : null}
            </div>
          ) : null}
          {Board ? (
            <Board
              view={view}
              names={names}
              me={me}
              legal={legal}
              onAct={p.busy ? undefined : p.onAct}
              changed={changed}
            />
          ) : null}
          {Board ? (
            <button type="button" className="link" onClick={() => setShowTree(!showTree)} aria-expanded={showTree}>
              {showTree ? 'Hide' : 'Show'} every detail of the view
            </button>
          ) : null}
          {showTree ? <ViewTree value={view.view} changed={changed} label="what you can see" /> : null}
        </main>
        <aside className="side side-decide" aria-label="Decisions">
          {reaction && p.onAct ? (
            <ReactionPrompt
              prompt={reaction.prompt}
              legal={legal}
              onAct={p.onAct}
              deadline={p.deadline}
              autoPass={p.autoPass ?? false}
              onAutoPass={p.onAutoPass ?? (() => {})}
              label={label}
            />
          ) : null}
          {p.onAct && !reaction ? (
            <section className="panel decision" aria-label="Your decision">
              <h2>Your decision</h2>
              {mine[0] ? <p className="prompt">{mine[0].prompt}</p> : null}
              <ActionPanel
                legal={legal}
                onAct={p.onAct}
                disabled={p.busy ?? false}
                label={label}
                help={ui.help}
                group={ui.group}
                folded={ui.folded}
              />
            </section>
          ) : null}
        </aside>
        <aside className="side side-info">
          <Players view={view} names={names} me={me} />
          {p.aside}
          <LogPanel log={p.log} since={since} names={names} split={split} />
          <details className="panel help">
            <summary>Rules help</summary>
            {help.map((s) => (
              <section key={s.title}>
                <h3>{s.title}</h3>
                <ul>
                  {s.text.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              </section>
            ))}
          </details>
        </aside>
      </div>
    </div>
  );
}

function Players({ view, names, me }: { view: MatchView; names: string[]; me: Viewer }) {
  const seats = Array.from({ length: view.players }, (_, i) => i);
  return (
    <section className="panel players" aria-label="Players">
      <h2>Players</h2>
      <ul>
        {seats.map((s) => {
          const waiting = view.pending.filter((x) => x.actor === s);
          return (
            <li key={s} className={waiting.length > 0 ? 'waiting-on' : undefined}>
              <SeatTag seat={s} names={names} you={s === me} />
              {waiting.length > 0 ? (
                <span className="badge"> ◀ to decide ({waiting.map((w) => w.kind).join(', ')})</span>
              ) : null}
              {view.result ? <span className="badge"> place {view.result.ranks[s]}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ResultPanel({
  view,
  names,
  split,
  extra,
}: {
  view: MatchView;
  names: string[];
  split: LineSplitter;
  extra?: ReactNode;
}) {
  const r = view.result;
  if (!r) return null;
  return (
    <section className="panel result" aria-label="Result" data-testid="result">
      <h2>Result</h2>
      <p>
        <SeatText parts={split(r.summary)} names={names} />
      </p>
      <p>Winners: {r.winners.length === 0 ? 'nobody' : r.winners.map((w) => names[w] ?? `Seat ${w + 1}`).join(', ')}</p>
      {extra}
    </section>
  );
}
