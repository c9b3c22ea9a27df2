import type { Action, MatchView, SeenEvent } from '@airlock/engine';
import { isRuleError } from '@airlock/engine';
import { localGame } from '../games.ts';
import { HotseatSession, type LocalSeat } from '../hotseat/session.ts';
import type { Tutorial, TutorialStep } from './types.ts';

/**
 * The person's name at a tutorial table. A name, not "You": the log puts a seat's name where the rules
 * write "Crew 1", and "You rolls 6" would not read; the players panel marks the seat "(you)".
 */
export const YOU = 'Cadet';

/** A hotseat match set up as the tutorial says: its seed, options, the person's seat and bots elsewhere. */
export function tutorialSession(t: Tutorial): HotseatSession {
  const local = localGame(t.game);
  if (!local) throw new Error(`no game ${t.game} in this app`);
  const seats: LocalSeat[] = Array.from({ length: t.players }, (_, i) =>
    i === t.seat ? { kind: 'human', name: YOU } : { kind: 'bot', bot: t.bot, name: `Bot ${i + 1}` },
  );
  const s = new HotseatSession(local, { game: t.game, players: t.players, options: t.options, seed: t.seed, seats });
  // Interrupt windows of the others' moves pass by themselves: the first game is about one's own turn.
  s.autoPass.add(t.seat);
  return s;
}

/** The outcome of offering a move to the tutorial. */
export type Offer = { ok: true } | { ok: false; why: string };

/**
 * A tutorial in progress, without any screen: the same object drives the page (which lets the table's
 * own steps run with delays) and the tests (which run them at once), so what the tests prove about the
 * script is what the page does.
 */
export class TutorialRun {
  readonly tutorial: Tutorial;
  session: HotseatSession;
  /** The step shown now; `steps.length` once the script is over. */
  index = 0;
  /** What the last completed move did: the script's words and the game's log lines. */
  recap: { explain?: string; lines: string[] } | null = null;
  /** The history length before the person's pending move of this step, if one was made. */
  private movedAt: number | null = null;

  constructor(tutorial: Tutorial, session?: HotseatSession) {
    this.tutorial = tutorial;
    this.session = session ?? tutorialSession(tutorial);
  }

  get step(): TutorialStep | undefined {
    return this.tutorial.steps[this.index];
  }

  get over(): boolean {
    return this.index >= this.tutorial.steps.length;
  }

  view(): MatchView {
    return this.session.table.view(this.tutorial.seat);
  }

  legal(): Action[] {
    return this.session.table.legal(this.tutorial.seat);
  }

  /** True while the table still has steps to take by itself (bots, the clock, passes). */
  busy(): boolean {
    return this.session.nextAutomatic() !== null;
  }

  /** Legal moves of the kind the current step waits for (empty for a reading step). */
  expected(): Action[] {
    const step = this.step;
    if (!step?.expect || this.movedAt !== null) return [];
    const view = this.view();
    return this.legal().filter((a) => step.expect?.(a, view));
  }

  /** Acknowledges a reading step. */
  next(): void {
    const step = this.step;
    if (!step || step.expect) return;
    this.recap = null;
    this.index++;
    this.skipAhead();
  }

  /** Moves past steps whose `skip` holds now. */
  private skipAhead(): void {
    const view = this.view();
    while (this.step?.skip?.(view)) this.index++;
  }

  /**
   * The person's move: made only if it is of the kind the step waits for and the rules allow it;
   * otherwise nothing changes and `why` says what to do instead.
   */
  offer(action: Action): Offer {
    const step = this.step;
    if (!step) return { ok: false, why: 'The guided part is over: press “Keep playing this game” to go on.' };
    if (!step.expect) return { ok: false, why: 'Read the guide first, then press Next.' };
    if (this.movedAt !== null)
      return this.busy()
        ? { ok: false, why: 'Wait a moment: the table is still moving.' }
        : { ok: false, why: 'The guide cannot go on from here: press “Keep playing this game” to go on.' };
    if (!step.expect(action, this.view()))
      return { ok: false, why: step.hint ?? 'Not this one yet: use the highlighted choice.' };
    const before = this.session.table.history.length;
    try {
      this.session.act(this.tutorial.seat, action);
    } catch (e) {
      return { ok: false, why: isRuleError(e) ? e.message : String(e) };
    }
    this.movedAt = before;
    return { ok: true };
  }

  /**
   * Once the table has settled after the person's move: true (and the next step shown) when the step's
   * condition holds; false while it does not yet (the table is still busy, or the move led elsewhere).
   */
  settle(): boolean {
    const step = this.step;
    if (!step || this.movedAt === null || this.busy()) return false;
    if (step.done && !step.done(this.view())) return false;
    const lines = shorten(this.linesSince(this.movedAt));
    this.recap = step.explain === undefined ? { lines } : { explain: step.explain, lines };
    this.movedAt = null;
    this.index++;
    this.skipAhead();
    return true;
  }

  /** True when a move was made, the table has settled and the step's condition still does not hold. */
  offScript(): boolean {
    const step = this.step;
    return step !== undefined && this.movedAt !== null && !this.busy() && step.done?.(this.view()) === false;
  }

  /** The game's log lines (as the person saw them) from history index `from` on, naming who acted. */
  linesSince(from: number): string[] {
    const names = this.session.seatNames();
    return this.session.table
      .log(this.tutorial.seat)
      .filter((e) => e.step > from)
      .flatMap((e) => e.events.map((ev: SeenEvent) => lineOf(ev, names)));
  }

  /**
   * Before the first step, once the table has settled: the latest log lines, so the opening words can
   * point at what the others (and the first damage, draw or roll) already did.
   */
  opening(): void {
    const n = this.tutorial.openingLines ?? 0;
    if (n === 0 || this.index !== 0 || this.recap !== null || this.busy()) return;
    this.recap = { lines: this.linesSince(0).slice(-n) };
  }

  /** Runs the table's own steps at once (tests and the fast page). */
  runTable(limit = 5000): void {
    for (let i = 0; i < limit; i++) {
      const next = this.session.nextAutomatic();
      if (!next) return;
      this.session.runAutomatic(next.actor);
    }
    throw new Error('the table kept moving by itself');
  }
}

/** A log line with the seat it is about when its text does not say ("You: Moves to Laboratory."). */
export function lineOf(ev: SeenEvent, names: readonly string[]): string {
  const data = ev.data;
  const seat =
    data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>).seat : null;
  const name = typeof seat === 'number' ? names[seat] : undefined;
  // As the log panel does, a line that names nobody gets its seat's name in front.
  const named = ev.text.startsWith(name ?? '\u0000') || /^(you|the) |\b(player|crew|seat) \d/i.test(ev.text);
  return name && !named ? `${name}: ${ev.text}` : ev.text;
}

/** A long recap keeps its start (the person's own move) and its end (where the table stands now). */
export function shorten(lines: string[], head = 3, tail = 4): string[] {
  return lines.length <= head + tail + 1 ? lines : [...lines.slice(0, head), '…', ...lines.slice(-tail)];
}
