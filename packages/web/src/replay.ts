import {
  type AnyGame,
  checkRecord,
  type MatchRecord,
  type MatchView,
  type SeenEvent,
  Table,
  type Viewer,
} from '@airlock/engine';

/** One position of a replay as one viewer saw it. */
export interface ReplayFrame {
  view: MatchView;
  log: { step: number; events: SeenEvent[] }[];
  /** The action that led here, as data (null at the start). */
  last: { actor: number | 'system'; type: string } | null;
}

/**
 * Steps through a finished match record. The whole match is re-executed once from its seed, keeping
 * each action's events; a frame is then the view for the chosen viewer at that step, and the log is
 * projected for that viewer, so the replay shows exactly what that seat (or a spectator) saw.
 */
export class Replay {
  readonly record: MatchRecord;
  readonly game: AnyGame;
  private tables: Table[] = [];

  constructor(game: AnyGame, record: unknown) {
    checkRecord(record, game);
    this.record = record;
    this.game = game;
    const table = new Table(game, { players: record.players, options: record.options, seed: record.seed });
    // Keeping a table per step costs memory but makes scrubbing back and forth instant; matches have a
    // few hundred steps at most. Checkpoints every N steps would do if that ever grows.
    this.tables.push(snapshot(table, game, record));
    for (const a of record.actions) {
      table.act(a.actor, a.action, true);
      this.tables.push(snapshot(table, game, record));
    }
  }

  get length(): number {
    return this.record.actions.length;
  }

  frame(step: number, viewer: Viewer): ReplayFrame {
    const t = this.tables[Math.max(0, Math.min(step, this.length))] as Table;
    const h = t.history[t.history.length - 1];
    return {
      view: t.view(viewer),
      log: t.log(viewer),
      last: h ? { actor: h.actor, type: h.action.type } : null,
    };
  }
}

/** A table sharing the history list so far but holding its own copy of the match state. */
function snapshot(t: Table, game: AnyGame, record: MatchRecord): Table {
  const copy = new Table(game, { players: record.players, options: record.options, seed: record.seed }, t.match);
  copy.history.push(...t.history);
  return copy;
}
