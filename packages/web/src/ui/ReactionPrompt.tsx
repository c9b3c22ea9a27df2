import type { Action } from '@airlock/engine';
import { useEffect, useMemo, useState } from 'react';
import { actionLabel, isPass } from '../labels.ts';

/**
 * The interrupt prompt shown to every seat a reaction window waits on. The countdown comes from the
 * server's clock (`deadline`, epoch ms); with no clock (hotseat) the window simply waits.
 */
export function ReactionPrompt({
  prompt,
  legal,
  onAct,
  deadline,
  autoPass,
  onAutoPass,
  label = actionLabel,
}: {
  prompt: string;
  legal: readonly Action[];
  onAct: (a: Action) => void;
  deadline?: number | undefined;
  autoPass: boolean;
  onAutoPass: (on: boolean) => void;
  label?: (a: Action) => string;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [deadline]);
  // The bar's full length is the time there was when this deadline arrived.
  const total = useMemo(
    () => (deadline === undefined ? 1 : Math.max(1, Math.ceil((deadline - Date.now()) / 1000))),
    [deadline],
  );
  const left = deadline === undefined ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
  const pass = legal.find(isPass);
  const reacts = legal.filter((a) => !isPass(a));
  return (
    <section className="panel reaction" aria-label="Reaction window" role="alertdialog" aria-live="assertive">
      <h2>
        <span aria-hidden="true">⚡</span> Reaction: {prompt}
      </h2>
      {left !== null ? (
        <p className="countdown">
          <span>Closes in {left} s</span>
          <progress max={total} value={Math.min(total, left)} aria-label="time left to react" />
        </p>
      ) : (
        <p className="muted">The window stays open until everyone asked has answered.</p>
      )}
      <div className="action-buttons">
        {reacts.map((a) => (
          <button key={JSON.stringify(a)} type="button" className="action react" onClick={() => onAct(a)}>
            {label(a)}
          </button>
        ))}
        {pass ? (
          <button type="button" className="action pass" onClick={() => onAct(pass)}>
            {label(pass)}
          </button>
        ) : null}
      </div>
      <label className="auto-pass">
        <input type="checkbox" checked={autoPass} onChange={(e) => onAutoPass(e.target.checked)} /> Pass automatically
        when asked
      </label>
    </section>
  );
}
