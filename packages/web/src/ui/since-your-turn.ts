import type { Action, MatchView, Viewer } from '@airlock/engine';

/**
 * What a board compares the current view with to show what changed "since your last turn". Kept in the
 * module, not in a component: at a hotseat table the screen is unmounted behind the cover between two
 * people's turns, and each seat keeps its own memory (comparing one seat's view with another's would
 * hint at what the other holds).
 */
interface Memory {
  base: unknown;
  /** The step at which this seat last acted, and the view it acted from, until the next view arrives. */
  actedAt: number | null;
  actedFrom: unknown;
  last: unknown;
  lastStep: number;
  /** Whether the base is a view from after one of this seat's own actions. */
  acted: boolean;
  /** Whether the last view drawn waited on this seat alone: the next step was then its own action. */
  alone: boolean;
}

const MEMORY = new Map<string, Memory>();

export interface Since {
  /** The view to compare with: right after the seat's own last action (see below). */
  base: unknown;
  /** How to say what the base is: since the seat's last turn, its first look, or the last update. */
  since: 'your last turn' | 'you first looked' | 'the last update';
  /** Wraps the board's onAct so the seat's action is noted before it is sent. */
  act: ((a: Action) => void) | undefined;
}

/**
 * For a seat: the view just after its own last action when the screen drew it (so its own move is not
 * shown as news), or else the view it acted from (a hotseat cover hid the screen meanwhile; the seat's
 * own action is then among the changes). Before the seat's first action: the first view it saw. For a
 * spectator: the previous update. A step count that goes back (an undo, a new match) starts afresh.
 */
export function sinceYourTurn(
  key: string,
  view: MatchView,
  me: Viewer,
  onAct: ((a: Action) => void) | undefined,
): Since {
  const id = `${key}:${String(me)}`;
  let m = MEMORY.get(id);
  if (!m || view.step < m.lastStep) {
    m = {
      base: view.view,
      actedAt: null,
      actedFrom: null,
      last: view.view,
      lastStep: view.step,
      acted: false,
      alone: false,
    };
    MEMORY.set(id, m);
  }
  if (typeof me !== 'number') {
    if (view.step !== m.lastStep) m.base = m.last;
  } else {
    if (m.actedAt === null && m.alone && view.step > m.lastStep) {
      // The match moved on from a view that waited on this seat alone: the seat acted (from the board,
      // the decision panel or the keyboard), and what followed it is news.
      m.actedAt = m.lastStep;
      m.actedFrom = m.last;
    }
    if (m.actedAt !== null && view.step > m.actedAt) {
      m.base = view.step === m.actedAt + 1 ? view.view : m.actedFrom;
      m.actedAt = null;
      m.actedFrom = null;
      m.acted = true;
    }
  }
  if (view.step !== m.lastStep) {
    m.last = view.view;
    m.lastStep = view.step;
  }
  const people = view.pending.filter((p) => p.actor !== 'system');
  m.alone = people.length > 0 && people.every((p) => p.actor === me);
  const mem = m;
  const act = onAct
    ? (a: Action) => {
        mem.actedAt = view.step;
        mem.actedFrom = view.view;
        onAct(a);
      }
    : undefined;
  const since = typeof me !== 'number' ? 'the last update' : m.acted ? 'your last turn' : 'you first looked';
  return { base: m.base, since, act };
}

/** Forgets every seat's memory (tests). */
export function forgetTurns(): void {
  MEMORY.clear();
}
