import type { Action } from '@airlock/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { localGame } from '../games.ts';
import { isPass } from '../labels.ts';
import {
  type Connection,
  joinMatch,
  takeHandoff,
  type UpdateMessage,
  type WelcomeMessage,
} from '../online/connection.ts';
import { fetchMatch, type MatchSummary } from '../online/api.ts';
import { forgetTicket, ticketFor } from '../storage.ts';
import { GameScreen } from '../ui/GameScreen.tsx';
import type { LogEntry } from '../ui/LogPanel.tsx';
import { type UndoRequestInfo, undoScope } from '../online/undo.ts';
import { ChatPanel } from '../online/ChatPanel.tsx';
import { ReadyCheck } from '../online/ReadyCheck.tsx';
import { RematchPanel } from '../online/RematchPanel.tsx';
import { ExplorerSeat } from '../explorers/ExplorerSeat.tsx';

type JoinChoice = { seat: number; name?: string } | { spectate: true } | { token: string };

/**
 * An online match. On arrival it resumes with the seat token this browser holds for the match, takes
 * the seat or spectator place named in the link, or asks which to take.
 */
export function Online({ matchId, params }: { matchId: string; params: URLSearchParams }) {
  const [conn, setConn] = useState<Connection | null>(() => takeHandoff(matchId));
  const [choice, setChoice] = useState<JoinChoice | null>(() => {
    const t = ticketFor(matchId);
    if (t) return { token: t.token };
    if (params.has('spectate')) return { spectate: true };
    const seat = params.get('seat');
    return seat !== null ? { seat: Number(seat) } : null;
  });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (conn || !choice) return;
    let cancelled = false;
    joinMatch(matchId, choice)
      .then((c) => {
        if (cancelled) c.leave();
        else setConn(c);
      })
      .catch((e: unknown) => {
        if ('token' in choice) forgetTicket(matchId);
        setError(`Could not join: ${e instanceof Error ? e.message : String(e)}`);
        setChoice(null);
      });
    return () => {
      cancelled = true;
    };
  }, [conn, choice, matchId]);

  useEffect(() => () => conn?.leave(), [conn]);

  if (!conn) {
    return choice ? (
      <p className="panel">Joining match {matchId}…</p>
    ) : (
      <JoinPicker matchId={matchId} error={error} onPick={setChoice} />
    );
  }
  return <Playing conn={conn} matchId={matchId} />;
}

function JoinPicker({
  matchId,
  error,
  onPick,
}: {
  matchId: string;
  error: string | null;
  onPick: (c: JoinChoice) => void;
}) {
  const [summary, setSummary] = useState<MatchSummary | null | undefined>(undefined);
  const [name, setName] = useState('');
  useEffect(() => {
    fetchMatch(matchId).then(setSummary);
  }, [matchId]);
  return (
    <section className="panel join">
      <h1>Join match {summary?.name ?? matchId}</h1>
      {error ? (
        <p className="error" role="alert">
          ⚠ {error}
        </p>
      ) : null}
      <label>
        Your name <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} />
      </label>
      {summary === undefined ? <p>Looking up free seats…</p> : null}
      <div className="action-buttons">
        {(summary?.freeSeats ?? []).map((s) => (
          <button key={s} type="button" onClick={() => onPick(name ? { seat: s, name } : { seat: s })}>
            Take seat {s + 1}
          </button>
        ))}
        {summary === null ? (
          <button type="button" onClick={() => onPick(name ? { seat: 1, name } : { seat: 1 })}>
            Take seat 2
          </button>
        ) : null}
        <button type="button" onClick={() => onPick({ spectate: true })}>
          Watch as a spectator
        </button>
      </div>
    </section>
  );
}

function Playing({ conn, matchId }: { conn: Connection; matchId: string }) {
  const [welcome, setWelcome] = useState<WelcomeMessage | null>(conn.welcome);
  const [update, setUpdate] = useState<UpdateMessage | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [deadline, setDeadline] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const [autoPass, setAutoPass] = useState(() => localStorage.getItem(`airlock.autopass.${matchId}`) === '1');
  const sentStep = useRef<number | null>(null);

  useEffect(
    () =>
      conn.listen({
        welcome: setWelcome,
        update: (u) => {
          setUpdate(u);
          setError(null);
          sentStep.current = null;
          setDeadline(u.clockMs === undefined ? undefined : Date.now() + u.clockMs);
          // Updates carry only the events since the previous one; steps already shown are skipped so a
          // resumed connection that resends history does not duplicate the log.
          // After an agreed undo the server sends the whole (shorter) log again: replace ours.
          if (u.rewound) return setLog(u.events);
          setLog((old) => {
            const last = old.length > 0 ? (old[old.length - 1]?.step ?? 0) : 0;
            return [...old, ...u.events.filter((e) => e.step > last)];
          });
        },
        // Only who sits where changed: keep the update, swap its seat list.
        seats: (s) => setUpdate((u) => (u ? { ...u, seats: s.seats } : u)),
        error: (e) => {
          sentStep.current = null;
          setError(e.message);
        },
        closed: () => setClosed(true),
      }),
    [conn],
  );

  const act = useCallback(
    (a: Action) => {
      if (!update || sentStep.current === update.view.step) return;
      sentStep.current = update.view.step;
      conn.act(a, update.view.step);
    },
    [conn, update],
  );

  // Auto-pass: answer a reaction window at once when this seat chose to let them go by.
  useEffect(() => {
    if (!autoPass || !update || welcome?.seat == null) return;
    const asked = update.view.pending.some((p) => p.actor === welcome.seat && p.kind === 'reaction');
    const pass = update.legal.find(isPass);
    if (asked && pass) act(pass);
  }, [autoPass, update, welcome, act]);

  const setAuto = (on: boolean) => {
    localStorage.setItem(`airlock.autopass.${matchId}`, on ? '1' : '0');
    setAutoPass(on);
  };

  if (!welcome || !update) return <p className="panel">Waiting for the table…</p>;
  const names = (update.seats ?? welcome.seats).map(
    (s) => `${s.name}${s.kind === 'bot' ? ' (bot)' : ''}${s.connected || s.kind === 'bot' ? '' : ' · away'}`,
  );
  const link = `${location.origin}${location.pathname}#/match/${matchId}`;
  const me = welcome.seat === null ? 'spectator' : welcome.seat;
  return (
    <GameScreen
      gameId={welcome.game}
      gameName={localGame(welcome.game)?.game.name ?? welcome.game}
      view={update.view}
      legal={update.legal}
      log={log}
      names={names}
      me={me}
      {...(me === 'spectator' ? {} : { onAct: act })}
      deadline={deadline}
      autoPass={autoPass}
      onAutoPass={setAuto}
      error={closed ? 'Disconnected from the server. Reconnect to resume your seat.' : error}
      aside={<ChatPanel conn={conn} names={names} quiet={update.quiet} />}
      afterResult={
        <RematchPanel conn={conn} me={welcome.seat} names={(update.seats ?? welcome.seats).map((s) => s.name)} />
      }
      tools={
        <>
          <label className="share">
            Invite link{' '}
            <input
              readOnly
              value={link}
              onFocus={(e) => e.target.select()}
              aria-label="Invite link"
              data-testid="invite-link"
            />
          </label>
          <button type="button" onClick={() => navigator.clipboard?.writeText(link)}>
            Copy link
          </button>
          {update.undo?.canAsk ? (
            <button type="button" onClick={() => conn.undo()} data-testid="undo">
              ↶ Undo my last move
            </button>
          ) : null}
          {update.undo?.request ? (
            <UndoRequest
              request={update.undo.request}
              me={welcome.seat}
              names={names}
              log={log}
              onAnswer={(agree) => conn.answerUndo(agree)}
            />
          ) : null}
          {welcome.game === 'space-alert' ? <ExplorerSeat conn={conn} update={update} me={welcome.seat} /> : null}
          {update.readyCheck ? (
            <ReadyCheck conn={conn} check={update.readyCheck} me={welcome.seat} names={names} />
          ) : null}
          {update.result ? <a href={`#/replay/${matchId}`}>Replay</a> : null}
          {closed ? (
            // A new page load rejoins with the seat token kept in this browser.
            <button type="button" onClick={() => location.reload()}>
              Reconnect
            </button>
          ) : null}
        </>
      }
    />
  );
}

/** An open undo request: the asker waits; each person still to answer agrees or refuses. */
function UndoRequest({
  request,
  me,
  names,
  log,
  onAnswer,
}: {
  request: UndoRequestInfo;
  me: number | null;
  names: string[];
  log: readonly LogEntry[];
  onAnswer: (agree: boolean) => void;
}) {
  const who = names[request.by] ?? `Seat ${request.by + 1}`;
  const waiting = request.waitingOn.map((s) => names[s] ?? `Seat ${s + 1}`).join(', ');
  const what = undoScope(request, me, names);
  // The lines this viewer saw for the steps taken back: what will disappear, in the viewer's own words.
  const lines = log
    .filter((e) => e.step > (request.backTo ?? e.step))
    .flatMap((e) => e.events.map((ev) => `#${e.step} ${ev.text}`));
  const detail = (
    <details className="undo-detail">
      <summary>{what}</summary>
      <ul>
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </details>
  );
  if (me === request.by) {
    return (
      <output className="undo-ask" data-testid="undo-waiting">
        You asked to go back; waiting for {waiting} to agree. {detail}
      </output>
    );
  }
  if (me === null || !request.waitingOn.includes(me)) {
    return (
      <output className="undo-ask">
        {who} asks to go back; waiting for {waiting}. {detail}
      </output>
    );
  }
  return (
    <section className="undo-ask" role="alertdialog" aria-label="Undo request" data-testid="undo-ask">
      <p>
        {who} asks to take back their last move. Nothing hidden has come out and no dice or cards were drawn since it.
      </p>
      <p data-testid="undo-scope">{what}</p>
      {lines.length > 0 ? (
        <ul className="undo-lines">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      ) : null}
      <button type="button" onClick={() => onAnswer(true)}>
        Agree
      </button>{' '}
      <button type="button" onClick={() => onAnswer(false)}>
        Refuse
      </button>
    </section>
  );
}
