import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { hashText } from './json.ts';
import { sha256Words } from './sha256.ts';

/** The generator's whole state: four 32-bit integers, kept inside the match state so a save restores it. */
export type RngState = [number, number, number, number];

/**
 * A seed is a number or any text. A text seed fills the generator's whole 128-bit state (the first 128
 * bits of its SHA-256), so a long random text is as hard to guess as the generator allows. A number has
 * only 32 bits by nature: fine for tests and local simulation, never for a match that hides anything from
 * a person (the server makes its seeds from 128 random bits of text; see docs/SERVER.md).
 */
export type Seed = number | string;

/**
 * How a seed becomes the generator's state. `sha256` is the current scheme; `legacy32` is how engine 1.x
 * did it (a text hashed to 32 bits), kept so records made then replay exactly. A number seeds both the
 * same way.
 */
export type Seeding = 'sha256' | 'legacy32';

/** Engine 1.x's seeding: a text is cut to 32 bits of hash. Only for replaying old records. */
export function seedToInt(seed: Seed): number {
  if (typeof seed === 'number') return seed | 0;
  return Number.parseInt(hashText(seed).slice(0, 8), 16) | 0;
}

/** Four 32-bit words as a state, never all zero (from that state xoroshiro128+ returns zeros for ever). */
function fullState(words: readonly number[]): RngState {
  const s: RngState = [(words[0] ?? 0) | 0, (words[1] ?? 0) | 0, (words[2] ?? 0) | 0, (words[3] ?? 0) | 0];
  if (s[0] === 0 && s[1] === 0 && s[2] === 0 && s[3] === 0) s[3] = 1;
  return s;
}

export function rngStateFromSeed(seed: Seed, seeding: Seeding = 'sha256'): RngState {
  if (typeof seed === 'string' && seeding === 'sha256') return fullState(Array.from(sha256Words(seed).subarray(0, 4)));
  return xoroshiro128plus(seedToInt(seed)).getState() as RngState;
}

/**
 * The only source of chance the rules may use. It wraps pure-rand's xoroshiro128+ and offers the
 * helpers the games need: dice, shuffles, draws from decks and bags, a random pick.
 */
export class Rng {
  private readonly gen: JumpableRandomGenerator;
  /** Number of values drawn; a game may use it to see whether an action consumed chance. */
  draws = 0;

  constructor(state: RngState) {
    this.gen = xoroshiro128plusFromState(state);
  }

  static fromSeed(seed: Seed, seeding: Seeding = 'sha256'): Rng {
    return new Rng(rngStateFromSeed(seed, seeding));
  }

  state(): RngState {
    return this.gen.getState() as RngState;
  }

  /** An integer from min to max, both included. */
  int(min: number, max: number): number {
    this.draws++;
    return uniformInt(this.gen, min, max);
  }

  /** One die of the given number of sides, 1..sides. */
  die(sides = 6): number {
    return this.int(1, sides);
  }

  /** Several dice; returns each face. */
  dice(count: number, sides = 6): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(this.die(sides));
    return out;
  }

  /** Fisher-Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  /** A uniformly chosen element; throws on an empty list (a rules bug, never a player error). */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** Removes and returns a uniformly chosen element: a draw from a bag. */
  takeRandom<T>(items: T[]): T {
    if (items.length === 0) throw new Error('Rng.takeRandom from an empty bag');
    const i = this.int(0, items.length - 1);
    return items.splice(i, 1)[0] as T;
  }

  /**
   * An independent generator for a sub-task (a bot's search, a determinization), seeded from this one
   * with 128 drawn bits, so a fork is no easier to guess than its parent.
   */
  fork(): Rng {
    const words = [0, 0, 0, 0].map(() => this.int(-0x80000000, 0x7fffffff));
    return new Rng(fullState(words));
  }
}
