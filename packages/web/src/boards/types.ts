import type { Action, MatchView, Viewer } from '@airlock/engine';
import type { ComponentType } from 'react';

/** What a game's own board receives. `changed` holds paths (in the game view) changed since the last update. */
export interface BoardProps<V = unknown> {
  view: MatchView<V>;
  names: string[];
  me: Viewer;
  legal: Action[];
  onAct?: ((a: Action) => void) | undefined;
  changed: ReadonlySet<string>;
}

export type Board = ComponentType<BoardProps>;
