import type { Json } from '@airlock/engine';
import { ITEM, ITEMS } from './data/cards.ts';
import { gainItem, handLimit, returnItem } from './basic.ts';
import type { Option } from './options.ts';
import { type Ctx, heavyName, inCombat, placeName, livingIn, say, seatName, seatOrder, uniqueSorted } from './state.ts';
import type { Decision, GameState, Player } from './types.ts';

type TradeSession = Extract<Decision, { kind: 'trade' }>;
type TradeOffer = Extract<Decision, { kind: 'trade-offer' }>;

/**
 * Trade (004, basic actions): the player who starts it pays the action; then every character in the
 * room may hand over or swap item cards and objects, the starter taking part or not. We run it as a
 * round of the room in turn order from the starter. On their turn a participant may give things away
 * (a gift asks nothing back) or offer an exchange: one thing for an item of a colour the other visibly
 * carries in the inventory, or for a thing the other holds in a hand; the other accepts (choosing the
 * item) or refuses. Ammo stays on its weapon. So that a trade ends, a participant moves at most as many
 * things on their turn as they held when it began (each offer counts, accepted or not).
 */
export function tradeOptions(s: GameState, p: Player): Option[] {
  if (inCombat(s, p)) return [];
  let here = 0;
  for (const q of s.players) if (q.status === 'alive' && q.room === p.room) here++;
  if (here < 2) return [];
  return [{ type: 'trade', cost: 1, params: {} }];
}

function holdings(p: Player): number {
  return p.inventory.length + p.hands.length;
}

export function applyTrade(s: GameState, p: Player, ctx: Ctx): void {
  const here = new Set(livingIn(s, p.room).map((q) => q.seat));
  const order = seatOrder(s).filter((seat) => here.has(seat));
  // From the starter on, in turn order.
  const from = order.indexOf(p.seat);
  const round = [...order.slice(from), ...order.slice(0, from)];
  say(ctx, 'trade.start', `${seatName(s, p.seat)} starts a trade in ${placeName(s, p.room)}`, {
    seat: p.seat,
    with: round,
  });
  openTurn(s, p.seat, round.slice(1), p.seat);
}

function openTurn(s: GameState, seat: number, order: number[], starter: number): void {
  const q = s.players[seat];
  if (!q) return;
  s.decisions.push({ kind: 'trade', seat, starter, order, budget: holdings(q) });
}

/** What the participant on turn may do: give, offer an exchange, or finish their turn. */
export function tradeSessionActions(s: GameState, p: Player, d: TradeSession): Record<string, Json>[] {
  const out: Record<string, Json>[] = [];
  if (d.budget > 0) {
    for (const q of livingIn(s, p.room)) {
      if (q === p) continue;
      const colours = [...new Set(q.inventory.map((i) => ITEM[i]?.color ?? ''))].filter((c) => c !== '').sort();
      const theirHands = q.hands.map((_, i) => i);
      const freeThere = q.hands.length < handLimit(q);
      const freeHere = p.hands.length < handLimit(p);
      for (const item of [...new Set(p.inventory)].sort()) {
        out.push({ type: 'give', to: q.seat, item });
        for (const ask of colours) out.push({ type: 'offer', to: q.seat, item, ask });
        if (freeHere) for (const askHand of theirHands) out.push({ type: 'offer', to: q.seat, item, askHand });
      }
      p.hands.forEach((_, hand) => {
        if (freeThere) {
          out.push({ type: 'give', to: q.seat, hand });
          for (const ask of colours) out.push({ type: 'offer', to: q.seat, hand, ask });
        }
        // A swap of hand for hand needs no free slot on either side.
        for (const askHand of theirHands) out.push({ type: 'offer', to: q.seat, hand, askHand });
      });
    }
  }
  out.push({ type: 'done' });
  return out;
}

export function applyTradeSession(
  s: GameState,
  p: Player,
  d: TradeSession,
  a: Record<string, unknown>,
  ctx: Ctx,
): void {
  if (a.type === 'done') {
    s.decisions.pop();
    const [next, ...rest] = d.order;
    if (next === undefined) {
      say(ctx, 'trade.end', 'The trade is over', { starter: d.starter });
      return;
    }
    openTurn(s, next, rest, d.starter);
    return;
  }
  const q = s.players[a.to as number];
  if (!q) return;
  d.budget--;
  const thing = typeof a.item === 'string' ? { item: a.item } : { hand: a.hand as number };
  if (a.type === 'give') {
    give(s, p, q, thing, ctx);
    return;
  }
  const offer: TradeOffer = {
    kind: 'trade-offer',
    seat: q.seat,
    from: p.seat,
    item: typeof a.item === 'string' ? a.item : null,
    hand: typeof a.hand === 'number' ? a.hand : null,
    color: typeof a.ask === 'string' ? a.ask : null,
    askHand: typeof a.askHand === 'number' ? a.askHand : null,
  };
  s.decisions.push(offer);
  const inHand = p.hands[offer.hand ?? 0];
  const asked = q.hands[offer.askHand ?? 0];
  const what = offer.item ? (ITEM[offer.item]?.name ?? offer.item) : inHand ? heavyName(inHand) : '';
  const wants = offer.color !== null ? `a ${offer.color} item` : asked ? heavyName(asked) : '';
  // The offered inventory card is shown to the other party only; everyone else sees its colour.
  const shown = offer.item === null ? what : `a ${ITEM[offer.item]?.color ?? ''} item`;
  ctx.emit({
    rule: 'trade.offer',
    text: `${seatName(s, p.seat)} offers ${what} to ${seatName(s, q.seat)} for ${wants}`,
    data: { from: p.seat, to: q.seat, item: what, wants },
    to: [p.seat, q.seat],
    public: {
      text: `${seatName(s, p.seat)} offers ${shown} to ${seatName(s, q.seat)} for ${wants}`,
      data: { from: p.seat, to: q.seat, wants },
    },
    reveals: true,
  });
}

/** The answers to an exchange offer: each own item of the asked colour, or accepting the hand swap; or refusing. */
export function tradeAnswers(q: Player, d: TradeOffer): (string | null)[] {
  if (d.askHand !== null) return ['accept', null];
  return [...[...new Set(q.inventory)].filter((i) => ITEM[i]?.color === d.color).sort(), null];
}

export function answerTrade(s: GameState, q: Player, offer: TradeOffer, back: string | null, ctx: Ctx): void {
  const p = s.players[offer.from];
  if (!p) return;
  if (back === null) {
    say(ctx, 'trade.refuse', `${seatName(s, q.seat)} refuses the exchange`, { seat: q.seat, from: p.seat });
    return;
  }
  // Take both things first, so that a hand-for-hand swap never needs a free slot.
  const mine = offer.item !== null ? { item: offer.item } : { hand: offer.hand as number };
  const theirs = offer.askHand !== null ? { hand: offer.askHand } : { item: back };
  const a = take(p, mine);
  const b = take(q, theirs);
  if (a) put(q, a);
  if (b) put(p, b);
  tell(s, p, q, a, ctx);
  tell(s, q, p, b, ctx);
}

type Thing = { item: string } | { hand: number };
type Taken = { item: string } | { held: Player['hands'][number] };

function take(p: Player, t: Thing): Taken | null {
  if ('item' in t) {
    const i = p.inventory.indexOf(t.item);
    if (i < 0) return null;
    p.inventory.splice(i, 1);
    return { item: t.item };
  }
  const [held] = p.hands.splice(t.hand, 1);
  return held ? { held } : null;
}

function put(q: Player, t: Taken): void {
  if ('item' in t) {
    q.inventory.push(t.item);
    q.inventory.sort();
  } else q.hands.push(t.held);
}

function give(s: GameState, p: Player, q: Player, t: Thing, ctx: Ctx): void {
  const taken = take(p, t);
  if (!taken) return;
  put(q, taken);
  tell(s, p, q, taken, ctx);
}

/** An inventory card passes in secret (the others see its colour); a thing in hand is seen by all. */
function tell(s: GameState, p: Player, q: Player, t: Taken | null, ctx: Ctx): void {
  if (!t) return;
  if ('item' in t) {
    const color = ITEM[t.item]?.color ?? '';
    ctx.emit({
      rule: 'trade',
      text: `${seatName(s, p.seat)} gives ${ITEM[t.item]?.name ?? t.item} to ${seatName(s, q.seat)}`,
      data: { from: p.seat, to: q.seat, item: t.item },
      to: [p.seat, q.seat],
      public: { text: `${seatName(s, p.seat)} gives a ${color} item to ${seatName(s, q.seat)}`, data: { color } },
      reveals: true,
    });
    return;
  }
  ctx.emit({
    rule: 'trade',
    text: `${seatName(s, p.seat)} hands ${heavyName(t.held)} to ${seatName(s, q.seat)}`,
    data: { from: p.seat, to: q.seat, name: t.held.name },
  });
}

/** Every item with a recipe, sorted by id. */
const CRAFTABLE: readonly string[] = ITEMS.filter((i) => i.recipe)
  .map((i) => i.id)
  .sort();

/** Crafting: two items whose component symbols match a blue card's recipe (one fewer in the repository). */
export function craftOptions(s: GameState, p: Player): Option[] {
  if (inCombat(s, p)) return [];
  const out: Option[] = [];
  const discount = p.room === 'repository' && !s.rooms.repository?.malfunction;
  // Nothing to craft with: skip sorting the deck, which every legal list would otherwise pay for.
  if (p.inventory.length === 0) return out;
  const owned = uniqueSorted(p.inventory);
  // The blue cards in id order (kebab-case ids: the order of sorting the deck's entries).
  for (const id of CRAFTABLE) {
    const n = s.craftDeck[id];
    const recipe = ITEM[id]?.recipe;
    if (n === undefined || !recipe || n <= 0) continue;
    const [c1, c2] = recipe;
    const with1 = owned.filter((i) => ITEM[i]?.component === c1);
    const with2 = owned.filter((i) => ITEM[i]?.component === c2);
    if (discount) {
      for (const a of [...new Set([...with1, ...with2])].sort())
        out.push({ type: 'craft', cost: 2, params: { item: id, use: [a] } });
    } else {
      for (const a of with1)
        for (const b of with2) out.push({ type: 'craft', cost: 2, params: { item: id, use: [a, b] } });
    }
  }
  return out;
}

export function applyCraft(s: GameState, p: Player, a: Record<string, unknown>, ctx: Ctx): void {
  for (const used of a.use as string[]) {
    p.inventory.splice(p.inventory.indexOf(used), 1);
    returnItem(s, used);
  }
  const item = a.item as string;
  s.craftDeck[item] = (s.craftDeck[item] ?? 1) - 1;
  if (s.craftDeck[item] === 0) delete s.craftDeck[item];
  ctx.emit({
    rule: 'craft',
    text: `${seatName(s, p.seat)} crafts ${ITEM[item]?.name ?? item} from ${(a.use as string[]).join(' and ')}`,
    data: { seat: p.seat, item, use: a.use as string[] },
    reveals: true,
  });
  gainItem(s, p, item, ctx);
}
