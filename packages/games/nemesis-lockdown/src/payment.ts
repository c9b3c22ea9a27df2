import type { Action, Json, Rng } from '@airlock/engine';
import type { Option } from './options.ts';
import type { Player } from './types.ts';

/**
 * Paying a cost: discard exactly that many action cards (never contamination cards). Choices are
 * listed as sorted multisets of card kinds, so cards of one kind are interchangeable.
 */
export function payments(p: Player, cost: number, exclude?: string): string[][] {
  const cards = p.hand.filter((c) => !c.startsWith('contamination'));
  if (exclude !== undefined) cards.splice(cards.indexOf(exclude), 1);
  if (cost === 0) return [[]];
  const kinds = [...new Set(cards)].sort();
  const have: Record<string, number> = {};
  for (const c of cards) have[c] = (have[c] ?? 0) + 1;
  const out: string[][] = [];
  const pick = (i: number, left: number, acc: string[]) => {
    if (left === 0) {
      out.push([...acc]);
      return;
    }
    if (i >= kinds.length) return;
    const k = kinds[i] as string;
    for (let n = Math.min(left, have[k] ?? 0); n >= 0; n--) {
      for (let j = 0; j < n; j++) acc.push(k);
      pick(i + 1, left - n, acc);
      for (let j = 0; j < n; j++) acc.pop();
    }
  };
  pick(0, cost, []);
  if (out.length < 2) return out;
  const keyed = out.map((cards) => ({ cards, key: cards.join(',') }));
  keyed.sort((a, b) => byLocale(a.key, b.key));
  return keyed.map((k) => k.cards);
}

/** The order String#localeCompare gives, without building a collator on every call. */
const byLocale = new Intl.Collator().compare;

export function pay(p: Player, cards: readonly string[]): void {
  for (const c of cards) {
    const i = p.hand.indexOf(c);
    if (i < 0) throw new Error(`card ${c} not in hand`);
    p.hand.splice(i, 1);
    p.discard.push(c);
  }
}

/** No card to pay: shared by every free action (legal actions are never modified in place). */
export const FREE: readonly (readonly string[])[] = [Object.freeze([] as string[])];

type Ways = readonly (readonly string[])[];

/** The ways to pay one hand's costs: by cost, with no card played, and by cost and the card played. */
interface HandWays {
  plain: (Ways | undefined)[];
  byCard: (Map<string, Ways> | undefined)[];
}

/**
 * The ways to pay, by the action cards in hand: `payments` is a pure function of the hand, the cost and
 * the card played, and the same hands come back step after step, so its lists are kept (frozen, shared
 * by the actions that use them). Hands are looked up card by card in a tree, without building a key.
 */
interface HandNode {
  next: Map<string, HandNode>;
  ways: HandWays | undefined;
}
let ROOT: HandNode = { next: new Map(), ways: undefined };
let HANDS = 0;

function handWays(hand: readonly string[]): HandWays {
  let node = ROOT;
  for (const c of hand) {
    if (c.startsWith('contamination')) continue;
    let child = node.next.get(c);
    if (child === undefined) {
      child = { next: new Map(), ways: undefined };
      node.next.set(c, child);
    }
    node = child;
  }
  if (node.ways === undefined) {
    // A bound on the memory kept: start over after many hands (the lists are rebuilt as needed).
    if (++HANDS > 20_000) {
      HANDS = 1;
      ROOT = { next: new Map(), ways: undefined };
      return handWays(hand);
    }
    node.ways = { plain: [], byCard: [] };
  }
  return node.ways;
}

/**
 * Each seat's hand when last looked up, and its ways: a hand changes only when cards are paid or drawn,
 * so most turns find it here, compared card by card, without walking the tree.
 */
const LAST_HAND: (readonly string[] | undefined)[] = [];
const LAST_WAYS: (HandWays | undefined)[] = [];

function waysOfHand(p: Player): HandWays {
  const hand = p.hand;
  const last = LAST_HAND[p.seat];
  if (last !== undefined && last.length === hand.length) {
    let same = true;
    for (let i = 0; i < hand.length; i++)
      if (last[i] !== hand[i]) {
        same = false;
        break;
      }
    if (same) return LAST_WAYS[p.seat] as HandWays;
  }
  const ways = handWays(hand);
  if (Number.isInteger(p.seat) && p.seat >= 0 && p.seat < 16) {
    LAST_HAND[p.seat] = hand.slice();
    LAST_WAYS[p.seat] = ways;
  }
  return ways;
}

/** Makes one action of a block from the block's fixed part, one of its items and one way to pay. */
export type Maker<F, I> = (fixed: F, item: I, pay: string[]) => Action;

/** The item list of a block that has a single action per way to pay. */
export const ONE: readonly null[] = Object.freeze([null]);

const optionAction: Maker<Option, null> = (o, _, pay) => {
  // Built key by key rather than spread: the same keys in the same order, without the generic copy.
  const a: Action = { type: o.type };
  const params = o.params;
  for (const k in params) a[k] = params[k] as Json;
  a.pay = pay;
  return a;
};

/**
 * The legal list of a turn, kept as blocks: each block is one action per item and way to pay (items
 * outer), made by its maker only when asked for. `actions()` makes them all in the order added;
 * `pick(rng)` draws one as a uniform pick over that list would, making only that one (random
 * playouts, which would otherwise build a whole list to keep one action of it).
 */
export class Paid {
  private p: Player;
  private hand: HandWays | undefined = undefined;
  private cost = -1;
  private card: string | undefined = undefined;
  private list: Ways = FREE;
  private readonly fixed: unknown[] = [];
  private readonly items: (readonly unknown[])[] = [];
  private readonly pays: Ways[] = [];
  private readonly makers: Maker<never, never>[] = [];
  private size = 0;

  constructor(p: Player) {
    this.p = p;
  }

  /** Empties the list for another player's turn: one list serves every call, without new arrays. */
  reset(p: Player): this {
    this.p = p;
    this.hand = undefined;
    this.cost = -1;
    this.card = undefined;
    this.list = FREE;
    this.fixed.length = 0;
    this.items.length = 0;
    this.pays.length = 0;
    this.makers.length = 0;
    this.size = 0;
    return this;
  }

  /**
   * The ways to pay a cost (the card played, if any, cannot pay): one empty payment when free, none
   * when the hand cannot pay. Each is frozen and shared: put it in an action as it is.
   */
  ways(cost: number, card: string | undefined): readonly string[][] {
    if (cost === 0) return FREE as string[][];
    if (cost === this.cost && card === this.card) return this.list as string[][];
    this.hand ??= waysOfHand(this.p);
    let list: Ways | undefined;
    if (card === undefined) {
      list = this.hand.plain[cost];
      if (list === undefined) {
        list = this.compute(cost, undefined);
        this.hand.plain[cost] = list;
      }
    } else {
      let byCard = this.hand.byCard[cost];
      if (byCard === undefined) {
        byCard = new Map();
        this.hand.byCard[cost] = byCard;
      }
      list = byCard.get(card);
      if (list === undefined) {
        list = this.compute(cost, card);
        byCard.set(card, list);
      }
    }
    this.cost = cost;
    this.card = card;
    this.list = list;
    return list as string[][];
  }

  /**
   * The lists stay unfrozen (for-of over a frozen array is off V8's fast path); the payments they hold,
   * which go into actions, are frozen.
   */
  private compute(cost: number, card: string | undefined): Ways {
    return payments(this.p, cost, card).map((cards) => Object.freeze(cards));
  }

  /**
   * One action per item and way to pay, items outer. The lists are kept, not copied: a caller must not
   * change them afterwards.
   */
  block<F, I>(fixed: F, items: readonly I[], ways: readonly (readonly string[])[], make: Maker<F, I>): void {
    const n = items.length * ways.length;
    if (n === 0) return;
    this.fixed.push(fixed);
    this.items.push(items);
    this.pays.push(ways);
    this.makers.push(make as Maker<never, never>);
    this.size += n;
  }

  /** Options from a source that lists them apart from their payment: one block each. */
  add(opts: readonly Option[]): void {
    for (let i = 0; i < opts.length; i++) {
      const o = opts[i] as Option;
      this.block(o, ONE, o.cost === 0 ? FREE : this.ways(o.cost, o.card), optionAction);
    }
  }

  /** Every action, in the order the blocks were added. */
  actions(): Action[] {
    const out: Action[] = [];
    for (let b = 0; b < this.makers.length; b++) {
      const fixed = this.fixed[b] as never;
      const items = this.items[b] as readonly never[];
      const ways = this.pays[b] as Ways;
      const make = this.makers[b] as Maker<never, never>;
      for (let i = 0; i < items.length; i++)
        for (let w = 0; w < ways.length; w++) out.push(make(fixed, items[i] as never, ways[w] as string[]));
    }
    return out;
  }

  /** `pickUniform(this.actions(), rng)`, drawing alike, making only the action drawn. */
  pick(rng: Rng): Action | null {
    if (this.size === 0) return null;
    let at = this.size === 1 ? 0 : rng.int(0, this.size - 1);
    for (let b = 0; b < this.makers.length; b++) {
      const items = this.items[b] as readonly never[];
      const ways = this.pays[b] as Ways;
      const n = items.length * ways.length;
      if (at >= n) {
        at -= n;
        continue;
      }
      const i = Math.floor(at / ways.length);
      const make = this.makers[b] as Maker<never, never>;
      return make(this.fixed[b] as never, items[i] as never, ways[at - i * ways.length] as string[]);
    }
    return null;
  }
}
