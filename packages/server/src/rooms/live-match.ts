import {
  type Action,
  type Actor,
  canonical,
  checkAction,
  type DecisionKind,
  type GameEvent,
  type MatchRecord,
  RuleError,
  Table,
} from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import { type MatchMeta, type Storage, StorageConflict, type StoredAction } from '../storage/index.ts';

/**
 * A match as a room holds it: the engine Table plus what the server adds (which decision kind each
 * step answered, the stored metadata). Every accepted action is written to storage before it counts.
 */
export class LiveMatch {
  readonly entry: CatalogEntry;
  readonly meta: MatchMeta;
  table: Table;
  /** For each step, who acted and in what kind of decision; used to judge a stale `step`. */
  private steps: { actor: Actor; kind: DecisionKind | undefined }[] = [];
  /** Per seat, the last step at which that seat's action was accepted. */
  private readonly lastActed = new Map<Actor, number>();
  private readonly storage: Storage;
  /**
   * Per pending actor, what it is being asked (kind, prompt and legal actions) and the step from which
   * it has been asked exactly that. An answer chosen while looking at any step since then answers the
   * same question, so another seat's unrelated move in between does not make it stale.
   */
  private readonly asked = new Map<Actor, { question: string; from: number }>();
  /**
   * A write failed without a clear answer (the database went away during the call): it may have been
   * stored after all. Until the match is read back (`resync`), nothing else is written.
   */
  private unsure = false;
  /**
   * Legal lists of the position they were built for (the match object and its step): judging a
   * question and each client's update after a step ask the same lists, so each is built once.
   */
  private legalCache = new Map<Actor, Action[]>();
  private legalOf: { match: unknown; step: number } = { match: null, step: -1 };

  constructor(entry: CatalogEntry, meta: MatchMeta, storage: Storage) {
    this.entry = entry;
    this.meta = meta;
    this.storage = storage;
    this.table = new Table(entry.game, {
      players: meta.players,
      options: meta.options,
      seed: meta.seed,
      engineVersion: meta.engineVersion,
    });
    this.trackQuestions();
  }

  /** The actor's legal actions now (shared by everyone who asks at this position: never modify it). */
  legal(actor: Actor): Action[] {
    const at = this.table.match;
    if (this.legalOf.match !== at || this.legalOf.step !== at.step) {
      this.legalCache.clear();
      this.legalOf = { match: at, step: at.step };
    }
    let list = this.legalCache.get(actor);
    if (!list) {
      list = this.table.legal(actor);
      this.legalCache.set(actor, list);
    }
    return list;
  }

  /**
   * Updates `asked` after a step: an actor keeps its `from` only while its question is unchanged.
   * A legal list is compared as its JSON text: the game builds it the same way every time, so equal
   * lists give equal text (a difference in key order alone would only make an answer stale).
   */
  private trackQuestions(): void {
    const now = new Set<Actor>();
    for (const p of this.table.pending()) {
      if (now.has(p.actor)) continue;
      now.add(p.actor);
      const question = `${p.kind}\u0000${p.prompt}\u0000${JSON.stringify(this.legal(p.actor))}`;
      const before = this.asked.get(p.actor);
      if (!before || before.question !== question) this.asked.set(p.actor, { question, from: this.step });
    }
    for (const actor of [...this.asked.keys()]) if (!now.has(actor)) this.asked.delete(actor);
  }

  /** Rebuilds a stored match by replaying its actions from the seed. */
  static restore(entry: CatalogEntry, meta: MatchMeta, actions: StoredAction[], storage: Storage): LiveMatch {
    const live = new LiveMatch(entry, meta, storage);
    actions.forEach((a, i) => {
      try {
        live.applyLocal(a.actor, a.action);
      } catch (e) {
        // The rules' own message may name what the acting seat holds: only the index goes further.
        throw new Error(`stored action ${i} is refused by the rules`, { cause: e });
      }
    });
    // Once, at the end: every client gets a fresh update after a restart, so only the questions asked
    // now matter (tracking them after each replayed step cost a legal-action list per step).
    live.trackQuestions();
    return live;
  }

  /** The step index of this actor's latest accepted action. */
  actedAt(actor: Actor): number | undefined {
    return this.lastActed.get(actor);
  }

  get step(): number {
    return this.table.match.step;
  }

  private kindOf(actor: Actor): DecisionKind | undefined {
    return this.table.pending().find((p) => p.actor === actor)?.kind;
  }

  private applyLocal(actor: Actor, action: Action): GameEvent[] {
    const kind = this.kindOf(actor);
    const events = this.table.act(actor, action);
    this.steps.push({ actor, kind });
    this.lastActed.set(actor, this.steps.length - 1);
    return events;
  }

  /**
   * Whether an action chosen while looking at step `seen` may still be taken now. Refused when the
   * actor already acted since (a double click), or when its question changed since it looked (the
   * situation it answered may be different). Steps by others that left its question as it was (a pass
   * in a shared reaction window, another seat's secret choice) are let through, otherwise seats
   * answering at the same moment would keep refusing each other.
   */
  isStale(actor: Actor, seen: number): boolean {
    if (seen > this.step) return true;
    const last = this.lastActed.get(actor);
    if (last !== undefined && last >= seen) return true;
    const asked = this.asked.get(actor);
    if (asked && asked.from <= seen) return false;
    for (let i = seen; i < this.step; i++) {
      const s = this.steps[i];
      if (!s || s.kind !== 'simultaneous' || s.actor === actor) return true;
    }
    return false;
  }

  /**
   * Checks, stores, then applies. On a RuleError or a storage failure nothing has changed. The state
   * is changed in place, once the write succeeded: copying the whole state for every action (the
   * engine's copying path) was a tenth of the server's CPU under load (docs/PERFORMANCE-server.md).
   * The queue runs one change at a time, so nothing else moves the match between check and apply.
   */
  async commit(actor: Actor, action: unknown): Promise<GameEvent[]> {
    const index = this.table.match.step;
    const kind = this.kindOf(actor);
    checkAction(this.entry.game, this.table.match, actor, action);
    try {
      await this.storage.appendAction(this.meta.matchId, index, { actor, action: action as Action });
    } catch (e) {
      if (!(e instanceof StorageConflict)) this.unsure = true;
      throw e;
    }
    let events: GameEvent[];
    try {
      events = this.table.act(actor, action);
    } catch (e) {
      // A checked action the game fails to apply (a bug in the game): the state may be half changed.
      // It is rebuilt without the action, and the stored list is read back before the next write.
      this.unsure = true;
      this.rebuild(this.table.actions());
      throw e;
    }
    this.steps.push({ actor, kind });
    this.lastActed.set(actor, index);
    this.meta.step = this.step;
    this.trackQuestions();
    return events;
  }

  /**
   * The rules' refusal of `action` by `actor` now, or null when they would take it. Nothing changes
   * either way (the engine's copying path, then the previous state put back).
   */
  refusal(actor: Actor, action: unknown): RuleError | null {
    const before = this.table.match;
    try {
      this.table.act(actor, action, true);
    } catch (e) {
      const rule = ruleErrorOf(e);
      if (rule) return rule;
      throw e;
    }
    this.table.match = before;
    this.table.history.pop();
    return null;
  }

  /** Marks the match as possibly out of step with storage (a seat write failed without an answer). */
  markUnsure(): void {
    this.unsure = true;
  }

  /**
   * After a write whose outcome is unknown, reads the match back and catches up with what storage
   * holds: an action the database committed just before the connection broke is applied here too, so
   * the room and the store agree again before anything else is written. Seats are the room's to
   * decide, so a seat write that may have half-happened is written again. Resolves true when the
   * match moved. Throws (StorageUnavailable) while the store is still away.
   */
  async resync(): Promise<boolean> {
    if (!this.unsure) return false;
    const stored = await this.storage.loadMatch(this.meta.matchId);
    if (!stored || stored.meta.quarantined) throw new Error(`match ${this.meta.matchId} cannot be read back`);
    const mine = this.table.actions();
    const common = Math.min(mine.length, stored.actions.length);
    for (let i = 0; i < common; i++) {
      if (canonical(stored.actions[i]) !== canonical({ actor: mine[i]?.actor, action: mine[i]?.action })) {
        throw new Error(`stored action ${i} of match ${this.meta.matchId} differs from the room's`);
      }
    }
    // Shorter: an agreed undo's truncation was committed though its call failed. Longer: an append was.
    const moved = stored.actions.length !== mine.length;
    if (stored.actions.length < mine.length) this.rebuild(stored.actions);
    else for (const a of stored.actions.slice(mine.length)) this.applyLocal(a.actor, a.action);
    if (canonical(stored.meta.seats) !== canonical(this.meta.seats)) {
      await this.storage.updateSeats(this.meta.matchId, this.meta.seats);
    }
    this.meta.step = this.step;
    if (moved) this.trackQuestions();
    this.unsure = false;
    return moved;
  }

  /**
   * Takes the match back to step `point` (an undo every other seat agreed to): storage first, so a
   * crash leaves the shorter list, then the table is rebuilt from the seed and the kept actions.
   */
  async rewind(point: number): Promise<void> {
    if (point < 0 || point > this.step) throw new Error(`cannot rewind to step ${point} from ${this.step}`);
    const kept = this.table.actions().slice(0, point);
    try {
      await this.storage.truncateActions(this.meta.matchId, point);
    } catch (e) {
      this.unsure = true;
      throw e;
    }
    this.rebuild(kept);
  }

  /**
   * Plays the match again from its seed under other options (an explorer's level in its seat), with
   * the actions taken so far. Throws the rules' error, with everything as it was, when one of those
   * actions does not fit the new options.
   */
  reconfigure(options: MatchMeta['options']): void {
    const before = this.meta.options;
    const actions = this.table.actions();
    this.meta.options = options;
    try {
      this.rebuild(actions);
    } catch (e) {
      this.meta.options = before;
      this.rebuild(actions);
      throw e;
    }
  }

  /** Replays the match from its seed through `actions` (every client then gets one fresh update). */
  private rebuild(actions: readonly StoredAction[]): void {
    this.table = new Table(this.entry.game, {
      players: this.meta.players,
      options: this.meta.options,
      seed: this.meta.seed,
      engineVersion: this.meta.engineVersion,
    });
    this.steps = [];
    this.lastActed.clear();
    this.asked.clear();
    for (const a of actions) this.applyLocal(a.actor, a.action);
    this.trackQuestions();
    this.meta.step = this.step;
  }

  /** The first legal action of the system actor when it is pending, else null. */
  systemAction(): Action | null {
    if (!this.table.pending().some((p) => p.actor === 'system')) return null;
    return this.legal('system')[0] ?? null;
  }

  /** The match as a record, with the seats' names as the table showed them. */
  record(): MatchRecord {
    return this.table.record(this.meta.seats.map((s) => s.name));
  }

  isOver(): boolean {
    return this.table.result() !== null;
  }
}

export function ruleErrorOf(e: unknown): RuleError | null {
  return e instanceof RuleError ? e : null;
}
