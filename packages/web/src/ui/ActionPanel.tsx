import type { Action } from '@airlock/engine';
import { useState } from 'react';
import { actionLabel, groupActions, humanize } from '../labels.ts';

type Groups = ReturnType<typeof groupActions>;

function GroupButtons({
  groups,
  onAct,
  disabled,
  label,
  help,
  named,
}: {
  groups: Groups;
  onAct: (a: Action) => void;
  disabled: boolean;
  label: (a: Action) => string;
  help?: ((a: Action) => string | undefined) | undefined;
  named: boolean;
}) {
  return groups.map((g) => (
    <fieldset key={g.type} className="action-group">
      <legend>{named ? g.type : humanize(g.type)}</legend>
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
  ));
}

/**
 * The pending decision as buttons: every legal action of this seat, grouped by type. Works for any
 * game because labels come from the action data alone. A game whose board is the way to make some
 * moves (Space Alert's card placements: hundreds of them) names them with `folded`: they stay
 * reachable, inside a closed disclosure, and are only built when it is opened.
 */
export function ActionPanel({
  legal,
  onAct,
  disabled,
  label = actionLabel,
  help,
  group,
  folded,
}: {
  legal: readonly Action[];
  onAct: (a: Action) => void;
  disabled?: boolean;
  label?: (a: Action) => string;
  help?: ((a: Action) => string | undefined) | undefined;
  /** A game's own group names (the legend is shown as given); grouped by action type otherwise. */
  group?: ((a: Action) => string) | undefined;
  /** The moves the game's board makes (placements on a board...), and what the fold says about them. */
  folded?: { holds: (a: Action) => boolean; summary: (n: number) => string } | undefined;
}) {
  const [open, setOpen] = useState(false);
  if (legal.length === 0) return <p className="muted">No choice for you right now.</p>;
  const shown = folded ? legal.filter((a) => !folded.holds(a)) : legal;
  const hidden = folded ? legal.filter((a) => folded.holds(a)) : [];
  const common = { onAct, disabled: disabled ?? false, label, help, named: group !== undefined };
  return (
    <div className="action-panel">
      <GroupButtons groups={groupActions(shown, group)} {...common} />
      {folded && hidden.length > 0 ? (
        <details
          className="action-folded"
          data-testid="action-folded"
          onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
        >
          <summary>{folded.summary(hidden.length)}</summary>
          {open ? <GroupButtons groups={groupActions(hidden, group)} {...common} /> : null}
        </details>
      ) : null}
    </div>
  );
}
