import type { Action } from '@airlock/engine';
import { actionLabel, groupActions, humanize } from '../labels.ts';

/**
 * The pending decision as buttons: every legal action of this seat, grouped by type. Works for any
 * game because labels come from the action data alone.
 */
export function ActionPanel({
  legal,
  onAct,
  disabled,
  label = actionLabel,
  help,
  group,
}: {
  legal: readonly Action[];
  onAct: (a: Action) => void;
  disabled?: boolean;
  label?: (a: Action) => string;
  help?: ((a: Action) => string | undefined) | undefined;
  /** A game's own group names (the legend is shown as given); grouped by action type otherwise. */
  group?: ((a: Action) => string) | undefined;
}) {
  if (legal.length === 0) return <p className="muted">No choice for you right now.</p>;
  const groups = groupActions(legal, group);
  return (
    <div className="action-panel">
      {groups.map((g) => (
        <fieldset key={g.type} className="action-group">
          <legend>{group ? g.type : humanize(g.type)}</legend>
          <div className="action-buttons">
            {g.actions.map((a) => (
              <button
                key={JSON.stringify(a)}
                type="button"
                className="action"
                data-action={a.type}
                disabled={disabled}
                onClick={() => onAct(a)}
              >
                {label(a)}
                {help?.(a) ? <span className="action-help">{help(a)}</span> : null}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
