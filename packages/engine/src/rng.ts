import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { hashText } from './json.ts';

/** The generator's whole state: four 32-bit integers, kept inside the match state so a save restores it. */
export type RngState = [number, number, number, number];

/** A seed is a number or any text (a text seed is hashed to 32 bits). */
export type Seed = number | string;

export function seedToInt(seed: Seed): number {
  if (typeof seed === 'number') return seed | 0;
  return Number.parseInt(hashText(seed).slice(0, 8), 16) | 0;
}

export function rngStateFromSeed(seed: Seed): RngState {
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

  static fromSeed(seed: Seed): Rng {
    return new Rng(rngStateFromSeed(seed));
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

  /** An independent generator for a sub-task (a bot's search, a determinization), seeded from this one. */
  fork(): Rng {
    return Rng.fromSeed(this.int(-0x80000000, 0x7fffffff));
  }
}
