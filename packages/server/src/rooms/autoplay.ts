import type { Action, Actor, Seat } from '@airlock/engine';
import { randomPolicy, botRng } from '../bots/policies.ts';
import type { RoomContext } from '../context.ts';
import type { LiveMatch } from './live-match.ts';

type Enqueue = <T>(fn: () => Promise<T> | T) => Promise<T>;

/**
 * Keeps a match moving when no human is asked: bot seats think in the worker pool, and the system
 * actor's timed decisions (closing a reaction window, a soundtrack tick) fire on the server's clock.
 * Both go through the room's queue and are stored like any action.
 */
export class Autoplay {
  private readonly live: LiveMatch;
  private readonly ctx: RoomContext;
  private readonly enqueue: Enqueue;
  private readonly changed: () => Promise<void>;
  private readonly failed: (e: unknown) => void;
  private readonly resync: () => Promise<void>;
  private clockTimer: NodeJS.Timeout | null = null;
  /**
   * The deadline of the system decision now pending (ms since epoch), 0 when none. It is fixed when
   * the decision first becomes pending and kept until the system acts or stops being pending: other
   * seats acting, an undo being asked or refused, a failed write retried, none of them move it.
   */
  private clockAt = 0;
  /** The step at which that deadline was set. */
  private clockFrom = 0;
  private readonly thinking = new Set<Seat>();
  private stopped = false;
  /** While an undo is being asked, bots wait: their moves would move the undo point. The clock does not. */
  private held = false;
  /** While true (a ready check is open), neither the clock nor the bots start anything. */
  private readonly paused: () => boolean;

  constructor(
    live: LiveMatch,
    ctx: RoomContext,
    enqueue: Enqueue,
    changed: () => Promise<void>,
    failed: (e: unknown) => void,
    resync: () => Promise<void> = async () => {},
    paused: () => boolean = () => false,
  ) {
    this.paused = paused;
    this.live = live;
    this.failed = failed;
    this.ctx = ctx;
    this.enqueue = enqueue;
    this.changed = changed;
    this.resync = resync;
  }

  /** Whether a bot or the clock has something to do (the match moves without anyone connected). */
  busy(): boolean {
    if (this.stopped || this.live.isOver()) return false;
    if (this.clockTimer || this.thinking.size > 0) return true;
    return this.live.table.pending().some((p) => p.actor === 'system' || this.live.meta.seats[p.actor]?.kind === 'bot');
  }

  /** Milliseconds until the clock acts, when it is set. */
  clockMs(): number | undefined {
    return this.clockTimer ? Math.max(0, this.clockAt - Date.now()) : undefined;
  }

  /** Holds or releases the bots (see `held`); on release, whatever is due starts again. */
  hold(on: boolean): void {
    this.held = on;
    if (!on) this.drive();
  }

  /**
   * After the match was taken back or read back from storage: the running timer may belong to a
   * decision that is gone. A system decision still pending at a step at or after the one its deadline
   * was set at is the same decision and keeps its deadline; an earlier point starts afresh.
   */
  reset(): void {
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = null;
    if (this.live.step < this.clockFrom) this.clockAt = 0;
  }

  stop(): void {
    this.stopped = true;
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = null;
  }

  /** Looks at who is pending and starts whatever the server itself must do. */
  drive(): void {
    if (this.stopped) return;
    if (this.live.isOver()) {
      this.stop();
      return;
    }
    if (this.paused()) {
      // The soundtrack has not started: no deadline is running, so none is kept.
      if (this.clockTimer) clearTimeout(this.clockTimer);
      this.clockTimer = null;
      this.clockAt = 0;
      return;
    }
    const pending = this.live.table.pending();
    const system = pending.find((p) => p.actor === 'system');
    if (!system) {
      if (this.clockTimer) clearTimeout(this.clockTimer);
      this.clockTimer = null;
      this.clockAt = 0;
    }
    // A running timer keeps its deadline while the system stays pending: other seats acting
    // meanwhile (passing in a window) must not push the deadline back.
    if (system && !this.clockTimer) {
      if (this.clockAt === 0) {
        this.clockAt = Date.now() + Math.round((system.afterMs ?? 0) * this.ctx.clockScale);
        this.clockFrom = this.live.step;
      }
      this.clockTimer = setTimeout(() => this.fireClock(), Math.max(0, this.clockAt - Date.now()));
    }
    if (this.held) return;
    for (const p of pending) {
      if (typeof p.actor !== 'number') continue;
      const seat = this.live.meta.seats[p.actor];
      if (seat?.kind === 'bot' && !this.thinking.has(p.actor)) this.think(p.actor);
    }
  }

  private fireClock(): void {
    this.enqueue(async () => {
      this.clockTimer = null;
      if (this.stopped || this.paused()) return;
      await this.resync();
      const action = this.live.systemAction();
      if (!action) return this.drive();
      // A failed write leaves clockAt as it was: the retry fires at once, the deadline stays put.
      await this.commit('system', action, () => {
        this.clockAt = 0;
      });
    }).catch((e) => this.failed(e));
  }

  private think(seat: Seat): void {
    this.thinking.add(seat);
    const live = this.live;
    const seen = live.step;
    const view = live.table.view(seat);
    const legal = live.legal(seat);
    const bot = live.meta.seats[seat]?.bot ?? 'random';
    const seed = `${String(live.meta.seed)}/${seen}/${seat}`;
    const started = Date.now();
    const chosen = this.ctx.bots
      .choose({ game: live.meta.game, kind: bot, view, legal, seed, thinkMs: this.ctx.botThinkMs })
      .catch((e: Error) => {
        this.ctx.log.warn({ err: e, matchId: live.meta.matchId }, 'bot worker failed; playing at random');
        return randomPolicy(view, legal, botRng(seed));
      });
    chosen
      .then(async (action) => {
        // A floor on think time, so how fast a bot answers says nothing about what it holds.
        const wait = this.ctx.botDelayMs - (Date.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        await this.enqueue(async () => {
          this.thinking.delete(seat);
          if (this.stopped || this.held || this.paused()) return;
          await this.resync();
          if (live.isStale(seat, seen)) return this.drive();
          await this.commit(seat, action);
        });
      })
      .catch((e) => {
        this.thinking.delete(seat);
        this.failed(e);
      });
  }

  private async commit(actor: Actor, action: Action, stored?: () => void): Promise<void> {
    await this.live.commit(actor, action);
    stored?.();
    await this.changed();
  }
}
