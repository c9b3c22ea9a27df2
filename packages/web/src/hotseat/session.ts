import {
  type Action,
  type Actor,
  type BotPolicy,
  type MatchRecord,
  type Options,
  Rng,
  rngStateFromSeed,
  type Seat,
  type Seed,
  Table,
} from '@airlock/engine';
import { localPolicy } from '../bot-choices.ts';
import { isPass } from '../labels.ts';
import type { LocalGame } from '../games.ts';

/** A bot kind the browser runs: random, the game's heuristic, or a level of its own (bot-choices.ts). */
export type LocalBot = string;
export type LocalSeat = { kind: 'human'; name: string } | { kind: 'bot'; bot: LocalBot; name: string };

export interface HotseatSetup {
  game: string;
  players: number;
  options: Options;
  seed: Seed;
  seats: LocalSeat[];
}

/** What is saved in localStorage: enough to rebuild the table exactly after a reload. */
export interface HotseatSave {
  setup: HotseatSetup;
  actions: { actor: Actor; action: Action }[];
  autoPass: Seat[];
}

const randomPolicy: BotPolicy = (_view, legal, rng) => rng.pick([...legal]);

/**
 * A hotseat match: the engine's Table run in the browser, with bots for some seats. Rebuilding from the
 * action list (rather than keeping snapshots) is what makes reload-resume and undo exact: both are a
 * replay of a shorter or equal list from the same seed.
 */
export class HotseatSession {
  readonly local: LocalGame;
  readonly setup: HotseatSetup;
  table: Table;
  private botRng: Rng;
  autoPass = new Set<Seat>();

  constructor(local: LocalGame, setup: HotseatSetup, actions: { actor: Actor; action: Action }[] = []) {
    this.local = local;
    this.setup = setup;
    this.table = new Table(local.game, { players: setup.players, options: setup.options, seed: setup.seed });
    this.botRng = new Rng(rngStateFromSeed(`${String(setup.seed)}:bots:${actions.length}`));
    for (const a of actions) this.act(a.actor, a.action);
  }

  seatNames(): string[] {
    return this.setup.seats.map((s) => s.name);
  }

  humans(): Seat[] {
    return this.setup.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  isHuman(seat: Actor): seat is Seat {
    return typeof seat === 'number' && this.setup.seats[seat]?.kind === 'human';
  }

  /** Applies an action; throws the engine's RuleError (table unchanged) when it is refused. */
  act(actor: Actor, action: Action): void {
    this.table.act(actor, action);
  }

  /** The human seat the screen should show now: the first one the game waits on, if any. */
  currentHuman(): Seat | undefined {
    for (const p of this.table.pending()) if (this.isHuman(p.actor)) return p.actor;
    return undefined;
  }

  /**
   * The next step the table takes by itself: a bot's move, a human's auto-pass, or a system step with
   * its delay. Humans are never moved for, except to pass a reaction they asked to auto-pass.
   */
  nextAutomatic(): { actor: Actor; delayMs: number } | null {
    if (this.table.result()) return null;
    const pending = this.table.pending();
    for (const p of pending) {
      if (typeof p.actor === 'number' && this.setup.seats[p.actor]?.kind === 'bot')
        return { actor: p.actor, delayMs: 0 };
      if (typeof p.actor === 'number' && p.kind === 'reaction' && this.autoPass.has(p.actor)) {
        if (this.table.legal(p.actor).some(isPass)) return { actor: p.actor, delayMs: 0 };
      }
    }
    // At one shared screen the table's clock waits for the people it asks: a timed reaction window
    // would otherwise close while the screen is still being passed round behind the cover.
    if (pending.some((p) => this.isHuman(p.actor))) return null;
    const sys = pending.find((p) => p.actor === 'system');
    return sys ? { actor: 'system', delayMs: sys.afterMs ?? 0 } : null;
  }

  /** Takes the automatic step for `actor` (see nextAutomatic). */
  runAutomatic(actor: Actor): Action {
    const legal = this.table.legal(actor);
    if (legal.length === 0) throw new Error(`${String(actor)} is pending without a legal action`);
    let action: Action;
    if (actor === 'system') {
      action = legal[0] as Action;
    } else if (this.setup.seats[actor]?.kind === 'bot') {
      const seat = this.setup.seats[actor];
      const policy = seat.kind === 'bot' ? localPolicy(this.local, seat.bot, randomPolicy) : randomPolicy;
      // The bot sees its own seat's view only, exactly as it would on the server.
      action = policy(this.table.view(actor), legal, this.botRng);
    } else {
      action = legal.find(isPass) as Action;
    }
    this.act(actor, action);
    return action;
  }

  /**
   * Where an undo by `seat` would go back to: just before its own latest action, if nothing since then
   * drew on the generator or revealed hidden information (undoing then would let it act again knowing
   * more). Null when no undo is possible.
   */
  undoPoint(seat: Seat): number | null {
    return this.table.undoPoint(seat);
  }

  /** Rebuilds the table without the actions from `point` on. */
  undoTo(point: number): HotseatSession {
    const actions = this.table.history.slice(0, point).map((h) => ({ actor: h.actor, action: h.action }));
    const next = new HotseatSession(this.local, this.setup, actions);
    next.autoPass = new Set(this.autoPass);
    return next;
  }

  save(): HotseatSave {
    return {
      setup: this.setup,
      actions: this.table.history.map((h) => ({ actor: h.actor, action: h.action })),
      autoPass: [...this.autoPass],
    };
  }

  record(): MatchRecord {
    return this.table.record(this.seatNames());
  }
}

export function restoreHotseat(local: LocalGame, save: HotseatSave): HotseatSession {
  const s = new HotseatSession(local, save.setup, save.actions);
  s.autoPass = new Set(save.autoPass);
  return s;
}
