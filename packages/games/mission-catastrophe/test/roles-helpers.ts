import { type Action, type ApplyContext, canonical, Rng, rngStateFromSeed } from '@airlock/engine';
import { INTEGRITY } from '../src/data/integrity.ts';
import { ROLES, type RoleId } from '../src/data/roles.ts';
import { drain } from '../src/flow.ts';
import { Scenario } from './helpers.ts';

export * from './helpers.ts';

/** Cubes on the integrity board that make the ship yellow, and red (damage places the highest first). */
export const YELLOW_AT = INTEGRITY.spaces - INTEGRITY.yellowFrom + 1;
export const RED_AT = INTEGRITY.spaces - INTEGRITY.redFrom + 1;

/**
 * Role scenarios: a constructed position (helpers.ts Scenario) with roles given to seats by hand, the
 * way the pick would (the card's printed charges included).
 */
export class RoleTable extends Scenario {
  constructor(players = 3, options: Record<string, string | boolean> = {}) {
    super(players, { roles: 'pick', ...options });
    this.at(0);
  }

  role(seat: number, id: RoleId): this {
    this.s.role[seat] = id;
    this.s.prof[seat] = ROLES[id].profession;
    this.s.charges[seat] = ROLES[id].charges;
    return this;
  }

  /** Ship phase: puts just enough cubes on the board and records the phase reached. */
  phase(p: 0 | 1 | 2): this {
    this.s.board.fill(0);
    this.damage(p === 0 ? 0 : p === 1 ? YELLOW_AT : RED_AT);
    this.s.phase = p;
    return this;
  }

  can(actor: number, action: Action): boolean {
    const key = canonical(action);
    return this.legal(actor).some((a) => canonical(a) === key);
  }

  roleActions(actor: number): Action[] {
    return this.legal(actor).filter((a) => a.type === 'role');
  }

  /** The next dice the kernel rolls (searches a generator seed). */
  nextDice(d1: number, d2: number): this {
    // Fresh generator seeds give only dice of equal parity first (11, 13, 22...): pick such pairs.

    for (let k = 1; k < 200000; k++) {
      const r = Rng.fromSeed(k);
      if (r.die(6) === d1 && r.die(6) === d2) {
        this.m.rng = rngStateFromSeed(k);
        return this;
      }
    }
    throw new Error('no seed found');
  }

  /** Starts the active seat's turn from its very beginning (start hooks, then the damage roll). */
  startTurn(seat: number): this {
    this.s.active = seat;
    this.s.stack = [{ t: 'turn', seat, left: 3, ph: 0 }];
    const ctx: ApplyContext = { rng: new Rng(this.m.rng), emit: (e) => this.events.push(e) };
    drain(this.s, ctx);
    return this;
  }

  /** Resolves queued hits in the order offered, then any window that opens. */
  land(): this {
    for (let i = 0; i < 50; i++) {
      const t = this.top()?.t;
      if (t === 'win') this.act('system', { type: 'close' });
      else if (t === 'hits') this.act(this.s.active, this.legal(this.s.active)[0] as Action);
      else break;
    }
    return this;
  }

  turnLeft(): number {
    const t = this.s.stack.find((st) => st.t === 'turn') as { left: number } | undefined;
    return t?.left ?? -1;
  }
}
