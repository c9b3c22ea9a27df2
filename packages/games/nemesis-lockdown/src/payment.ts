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

/** Every sub-multiset of the action cards in hand: what a passing player may discard. */
export function discardChoices(p: Player): string[][] {
  const cards = p.hand.filter((c) => !c.startsWith('contamination'));
  const out: string[][] = [];
  for (let k = 0; k <= cards.length; k++) out.push(...payments(p, k));
  return out;
}
