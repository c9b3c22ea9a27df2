import assert from 'node:assert/strict';
import {
  type Action,
  type Actor,
  type ApplyContext,
  canonical,
  createMatch,
  type GameEvent,
  type MatchState,
  Rng,
  rngStateFromSeed,
  step,
  viewOf,
} from '@airlock/engine';
import type { Card } from '../src/data/cards.ts';
import { drain } from '../src/flow.ts';
import { missionCatastrophe as game } from '../src/index.ts';
import type { McState } from '../src/state.ts';
import type { McView } from '../src/view.ts';
import { openWin } from '../src/windows.ts';

export { game };

/** Module indexes by name, for readable tests. */
export const CQ = 0;
export const OPS = 1;
export const MAINT = 2;
export const LAB = 3;
export const LS = 4;
export const GH = 5;
export const ENG = 6;
export const NAV = 7;
export const CARGO = 8;
export const TELE = 9;
export const BRIDGE = 10;
export const SENS = 11;
/** Pod spots (data/ship.ts): Lab, Navigation, Greenhouse, Bridge, Cargo Bay, Maintenance. */
export const POD = { lab: 0, nav: 1, gh: 2, bridge: 3, cargo: 4, maint: 5 } as const;

/**
 * A constructed position: a real match (so actions go through the kernel's checks) whose state the
 * test rewrites freely. `at(seat)` puts the game at the start of that seat's actions with an intact
 * ship, empty hands, the board empty and a known deck.
 */
export class Scenario {
  m: MatchState<McState>;
  events: GameEvent[] = [];

  constructor(players: number, options: Record<string, string | boolean> = {}, seed = 1) {
    this.m = createMatch<McState>(game, { players, options: { roles: 'off', ...options }, seed });
  }

  get s(): McState {
    return this.m.state;
  }

  at(seat: number, left = 3): this {
    const s = this.s;
    s.cubes.fill(3);
    s.board.fill(0);
    s.podUp.fill(1);
    s.podKnow.fill(0);
    s.podId = ['A', 'B', 'C', 'D', 'E', 'F'];
    s.fuse.fill(null);
    s.piles = [7, 7, 7, 7];
    s.hands = s.hands.map(() => []);
    s.gear = s.gear.map(() => []);
    s.deck = ['eva', 'hack', 'scavenge', 'suit', 'lift', 'remote-repair', 'override', 'quick-thinking'];
    s.discard = ['meeting'];
    s.pos.fill(CQ);
    s.auto.fill(false);
    s.modUsed.fill(false);
    s.active = seat;
    s.phase = 0;
    s.stack = [{ t: 'turn', seat, left, ph: 2 }];
    s.over = null;
    s.escaped = [];
    s.out = [];
    return this;
  }

  /** Status cubes per module: an object of module index to count. */
  cubes(map: Record<number, number>): this {
    for (const [m, c] of Object.entries(map)) this.s.cubes[Number(m)] = c;
    return this;
  }

  /** Puts `k` status cubes on the board (highest spaces first), as if that much damage was done. */
  damage(k: number): this {
    for (let i = 0; i < k; i++) this.s.board[this.s.board.lastIndexOf(0)] = 1;
    return this;
  }

  hand(seat: number, ...cards: Card[]): this {
    this.s.hands[seat] = [...cards];
    return this;
  }

  act(actor: Actor, action: Action): GameEvent[] {
    const ev = step(game, this.m, actor, action);
    this.events.push(...ev);
    return ev;
  }

  /** Everyone still asked in the open windows passes (the table's clock), until no window is open. */
  settle(): this {
    for (let i = 0; i < 50 && this.top()?.t === 'win'; i++) this.act('system', { type: 'close' });
    return this;
  }

  /** A seat declares an action and nobody interrupts it. */
  do(seat: number, action: Action): this {
    this.act(seat, action);
    return this.settle();
  }

  /** Rolls the damage dice as given at the start of the active seat's actions (a damage window). */
  roll(d1: number, d2: number): this {
    const ctx: ApplyContext = { rng: Rng.fromSeed(99), emit: (e) => this.events.push(e) };
    this.s.dice = [d1, d2];
    openWin(this.s, { what: 'damage', by: this.s.active, dice: [d1, d2] }, ctx);
    drain(this.s, ctx);
    return this;
  }

  /** Makes the next two dice the kernel rolls come out as given (searches a generator seed). */
  forceDice(d1: number, d2: number): this {
    for (let k = 1; k < 100000; k++) {
      const r = Rng.fromSeed(k);
      if (r.die(6) === d1 && r.die(6) === d2) {
        this.m.rng = rngStateFromSeed(k);
        return this;
      }
    }
    throw new Error('no seed found');
  }

  /** Resolves pending cascade hits in the order offered (the active player's choice). */
  cascade(): this {
    while (this.top()?.t === 'hits') this.act(this.s.active, this.legal(this.s.active)[0] as Action);
    return this;
  }

  top() {
    return this.s.stack[this.s.stack.length - 1];
  }

  legal(actor: Actor): Action[] {
    return game.legalActions(this.s, actor);
  }

  has(actor: Actor, action: Action): boolean {
    const key = canonical(action);
    return this.legal(actor).some((a) => canonical(a) === key);
  }

  pendingActors(): Actor[] {
    return game.pending(this.s).map((p) => p.actor);
  }

  view(seat: number | 'spectator'): McView {
    return viewOf<McView>(game, this.m, seat).view;
  }

  /** Seat whose turn decision is waiting (asserts there is one). */
  turnSeat(): number {
    const t = this.top();
    assert.equal(t?.t, 'turn');
    return (t as { seat: number }).seat;
  }

  rules(): string[] {
    return this.events.map((e) => e.rule);
  }
}
