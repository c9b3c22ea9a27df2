import { type Action, isRuleError, type Seat } from '@airlock/engine';
import { useEffect, useReducer, useState } from 'react';
import { localGame } from '../games.ts';
import { undoScope } from '../online/undo.ts';
import { isPass } from '../labels.ts';
import { type HotseatSession, restoreHotseat } from '../hotseat/session.ts';
import { handOff, loadHotseat, storeHotseat, takeHandOff } from '../hotseat/store.ts';
import { uiFor } from '../boards/index.ts';
import { GameScreen } from '../ui/GameScreen.tsx';
import { OpenTable } from '../ui/OpenTable.tsx';
import { SeatTag } from '../ui/seats.tsx';

/** The saved match, opened from its seal (hotseat/sealed.ts); null when there is none or it cannot be opened. */
async function load(): Promise<HotseatSession | null> {
  const save = await loadHotseat();
  if (!save) return null;
  const local = localGame(save.setup.game);
  if (!local) return null;
  try {
    return restoreHotseat(local, save);
  } catch {
    return null;
  }
}

/** Delay before a bot or the table acts, so people can follow; "fast" is for tests and impatience. */
function stepDelay(kind: 'bot' | 'system', afterMs: number): number {
  const fast = localStorage.getItem('airlock.speed') === 'fast';
  if (kind === 'system') return fast ? 0 : Math.min(afterMs, 1500);
  return fast ? 0 : 450;
}

interface UndoAsk {
  by: Seat;
  point: number;
  /** Other human seats still to answer, in order. */
  asking: Seat[];
}

/**
 * Several people at one screen, the engine running in this page. Between two different people's
 * decisions a cover screen hides everything, and the next view is only built once the right person
 * says they are alone at the screen.
 */
export function Hotseat() {
  const [session] = useState<{ current: HotseatSession | null }>(() => ({ current: takeHandOff() }));
  const [, bump] = useReducer((n: number) => n + 1, 0);
  const [loading, setLoading] = useState(session.current === null);
  useEffect(() => {
    if (!loading) return;
    let live = true;
    void load().then((loaded) => {
      if (!live) return;
      session.current = loaded;
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [loading, session]);
  const [shown, setShown] = useState<Seat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [undo, setUndo] = useState<UndoAsk | null>(null);
  const s = session.current;
  const version = s?.table.history.length ?? 0;

  // Saves after every change, then lets bots and the table's clock take their steps one at a time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session mutates in place; `version` (its length) is what changes
  useEffect(() => {
    if (!s) return;
    void storeHotseat(s.save());
    if (undo) return;
    const next = s.nextAutomatic();
    if (!next) return;
    const t = setTimeout(
      () => {
        try {
          s.runAutomatic(next.actor);
        } catch (e) {
          setError(e instanceof Error ? e.message : String(e));
        }
        bump();
      },
      stepDelay(next.actor === 'system' ? 'system' : 'bot', next.delayMs),
    );
    return () => clearTimeout(t);
  }, [s, version, undo]);

  if (!s && loading) return <p className="muted">Opening the saved match…</p>;
  if (!s) {
    return (
      <section className="panel">
        <h1>No hotseat match</h1>
        <p>
          Start one from the <a href="#/">lobby</a>.
        </p>
      </section>
    );
  }
  const names = s.seatNames();
  const humans = s.humans();
  const current = s.currentHuman();
  // A cooperative game's open table: one screen, no covers, anyone may handle any seat (see OpenTable).
  const openTable = humans.length > 1 ? uiFor(s.setup.game).openTable : undefined;
  const needsCover = !openTable && humans.length > 1 && current !== undefined && current !== shown;

  if (undo) {
    const asked = undo.asking[0] as Seat;
    const answer = (yes: boolean) => {
      if (!yes) return setUndo(null);
      if (undo.asking.length > 1) return setUndo({ ...undo, asking: undo.asking.slice(1) });
      session.current = s.undoTo(undo.point);
      setUndo(null);
      setShown(null);
    };
    return (
      <section className="cover" aria-label="Undo request" data-testid="undo-ask">
        <h1>Take back a move?</h1>
        <p>
          <SeatTag seat={undo.by} names={names} /> asks to take back their last move. Nothing hidden has been revealed
          since.
        </p>
        <p data-testid="undo-scope">
          {undoScope(
            {
              by: undo.by,
              waitingOn: undo.asking,
              backTo: undo.point,
              removed: s.table.history.slice(undo.point).map((h, i) => ({ step: undo.point + i + 1, actor: h.actor })),
            },
            asked,
            names,
          )}
        </p>
        <p>
          <SeatTag seat={asked} names={names} />, do you agree?
        </p>
        <div className="action-buttons">
          <button type="button" onClick={() => answer(true)}>
            Agree
          </button>
          <button type="button" onClick={() => answer(false)}>
            Refuse
          </button>
        </div>
      </section>
    );
  }

  const coverPass =
    needsCover && s.table.pending().some((p) => p.actor === current && p.kind === 'reaction')
      ? s.table.legal(current).find(isPass)
      : undefined;
  if (needsCover) {
    return (
      <section className="cover" aria-label="Cover screen" data-testid="cover">
        <h1>
          Pass the screen to <SeatTag seat={current} names={names} />
        </h1>
        <p>Everything is hidden so nobody sees another player's hand.</p>
        <button
          type="button"
          className="primary"
          data-testid="reveal"
          ref={(el) => el?.focus()}
          onClick={() => setShown(current)}
        >
          I am {names[current]}: show my view
        </button>
        {coverPass ? (
          <button
            type="button"
            onClick={() => {
              // Passing a reaction needs no look at the hand, so it can be done from the cover.
              s.act(current, coverPass);
              bump();
            }}
          >
            {names[current]}: pass this reaction without looking
          </button>
        ) : null}
      </section>
    );
  }

  const asking = [...new Set(s.table.pending().flatMap((p) => (s.isHuman(p.actor) ? [p.actor] : [])))];
  const viewer: Seat | 'spectator' =
    (openTable && shown !== null && humans.includes(shown) ? shown : current) ?? shown ?? humans[0] ?? 'spectator';
  const raw = s.table.view(viewer);
  // The table's clock waits for people here (see HotseatSession.nextAutomatic), so it is not listed
  // as something the game waits for while a person is asked.
  const asked = raw.pending.some((p) => s.isHuman(p.actor));
  const view = asked ? { ...raw, pending: raw.pending.filter((p) => p.actor !== 'system') } : raw;
  const legal =
    typeof viewer === 'number' && (openTable ? asking.includes(viewer) : current === viewer)
      ? s.table.legal(viewer)
      : [];
  const readyAll = openTable
    ? asking.flatMap((seat) => {
        const action = s.table.legal(seat).find((a) => a.type === 'ready');
        return action ? [{ seat, action }] : [];
      })
    : [];
  const onReadyAll = () => {
    try {
      for (const r of readyAll) s.act(r.seat, r.action);
      setError(null);
    } catch (e) {
      setError(isRuleError(e) ? e.message : String(e));
    }
    bump();
  };
  const act = (a: Action) => {
    if (typeof viewer !== 'number') return;
    try {
      s.act(viewer, a);
      setError(null);
    } catch (e) {
      setError(isRuleError(e) ? e.message : String(e));
    }
    setShown(viewer);
    bump();
  };
  const undoPoint = typeof viewer === 'number' ? s.undoPoint(viewer) : null;
  const askUndo = () => {
    if (typeof viewer !== 'number' || undoPoint === null) return;
    const others = humans.filter((h) => h !== viewer);
    if (others.length === 0) {
      session.current = s.undoTo(undoPoint);
      bump();
    } else setUndo({ by: viewer, point: undoPoint, asking: others });
  };
  const download = () => {
    // A record holds the seed and every secret choice: during the match it tells every hidden card.
    if (
      !view.result &&
      !confirm('The record tells every hidden card and secret choice of this match. Save it before the end anyway?')
    )
      return;
    const blob = new Blob([JSON.stringify(s.record(), null, 1)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `airlock-${s.setup.game}-step-${view.step}.json`;
    a.click();
  };
  const screen = (
    <GameScreen
      gameId={s.setup.game}
      gameName={`${s.local.game.name} · hotseat`}
      view={view}
      legal={legal}
      log={s.table.log(viewer)}
      names={names}
      me={viewer}
      onAct={act}
      autoPass={typeof viewer === 'number' && s.autoPass.has(viewer)}
      onAutoPass={(on) => {
        if (typeof viewer !== 'number') return;
        if (on) s.autoPass.add(viewer);
        else s.autoPass.delete(viewer);
        bump();
      }}
      error={error}
      tools={
        <>
          <button
            type="button"
            onClick={askUndo}
            disabled={undoPoint === null}
            title="Only while nothing hidden was revealed since your move"
          >
            ↶ Undo my last move
          </button>
          <button type="button" onClick={download}>
            ⤓ Save record
          </button>
          <button
            type="button"
            onClick={() => {
              if (view.result || confirm('Abandon this hotseat match?')) {
                void storeHotseat(null);
                location.hash = '#/';
              }
            }}
          >
            {view.result ? 'Back to lobby' : 'Abandon'}
          </button>
        </>
      }
    />
  );
  if (!openTable || typeof viewer !== 'number') return screen;
  return (
    <>
      <OpenTable
        text={openTable}
        humans={humans}
        names={names}
        shown={viewer}
        waiting={asking}
        readyAll={readyAll}
        onShow={(seat) => setShown(seat)}
        onReadyAll={onReadyAll}
      />
      {screen}
    </>
  );
}

export function startHotseat(session: HotseatSession): void {
  handOff(session);
  location.hash = '#/hotseat';
}
