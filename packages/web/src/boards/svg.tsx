import type { Action } from '@airlock/engine';
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * A clickable board element that is also reachable and usable with the keyboard (Tab, Enter, Space),
 * and announced with its action's label.
 */
export function Hit({
  action,
  onAct,
  label,
  children,
}: {
  action: Action | undefined;
  onAct?: ((a: Action) => void) | undefined;
  label: string;
  children: ReactNode;
}) {
  if (!action || !onAct) return <g aria-label={label}>{children}</g>;
  const go = () => onAct(action);
  const key = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      go();
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no button element; role and keys make it one
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      className="hit"
      onClick={go}
      onKeyDown={key}
      data-action={action.type}
    >
      {children}
    </g>
  );
}

export function findAction(legal: readonly Action[], match: (a: Action) => boolean): Action | undefined {
  return legal.find(match);
}
