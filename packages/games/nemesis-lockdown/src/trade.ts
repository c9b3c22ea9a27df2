import { ITEM } from './data/cards.ts';
import { QUESTS } from './data/quests.ts';
import { heldQuests, loseQuest } from './quests.ts';
import { gainItem, handLimit, returnItem } from './basic.ts';
import type { Option } from './options.ts';
import { type Ctx, inCombat, livingIn, say, seatName } from './state.ts';
import type { GameState, Player } from './types.ts';

/**
 * Trade: the acting player hands one item card or object to another character in the room, either as
 * a gift or asking in return for an item of a colour the other visibly carries; the other player then
 * picks which of their items of that colour to give back, or refuses (see answerTrade). Trades among
 * several characters at once are made as a series of such offers.
 */
export function tradeOptions(s: GameState, p: Player): Option[] {
  if (inCombat(s, p)) return [];
  const out: Option[] = [];
  for (const q of livingIn(s, p.room)) {
    if (q === p) continue;
    const asks = ['none', ...new Set(q.inventory.map((i) => ITEM[i]?.color ?? '').filter((c) => c !== ''))].sort();
    for (const item of [...new Set(p.inventory)].sort())
      for (const ask of asks) out.push({ type: 'trade', cost: 1, params: { to: q.seat, item, ask } });
    // An active quest item is a normal item card (rulebook, quest items), so it can change hands too.
    for (const quest of [...new Set(heldQuests(p))])
      for (const ask of asks) out.push({ type: 'trade', cost: 1, params: { to: q.seat, quest, ask } });
    p.hands.forEach((_, hand) => {
      if (q.hands.length < handLimit(q))
        for (const ask of asks) out.push({ type: 'trade', cost: 1, params: { to: q.seat, hand, ask } });
    });
  }
  return out;
}

export function applyTrade(s: GameState, p: Player, a: Record<string, unknown>, ctx: Ctx): void {
  const q = s.players[a.to as number];
  if (!q) return;
  if (a.ask !== 'none') {
    const item = typeof a.item === 'string' ? a.item : null;
    const hand = typeof a.hand === 'number' ? a.hand : null;
    const quest = typeof a.quest === 'string' ? a.quest : null;
    s.decisions.push({ kind: 'trade-offer', seat: q.seat, from: p.seat, item, hand, color: a.ask as string, quest });
    const what = quest
      ? (QUESTS[quest]?.name ?? quest)
      : item
        ? (ITEM[item]?.name ?? item)
        : (p.hands[hand ?? 0]?.name ?? '');
    ctx.emit({
      rule: 'trade.offer',
      text: `${seatName(s, p.seat)} offers ${what} to ${seatName(s, q.seat)} for a ${String(a.ask)} item`,
      data: { from: p.seat, to: q.seat, item: what, ask: String(a.ask) },
      to: [p.seat, q.seat],
      public: { text: `${seatName(s, p.seat)} offers a trade to ${seatName(s, q.seat)}`, data: { ask: String(a.ask) } },
      reveals: true,
    });
    return;
  }
  give(s, p, q, a, ctx);
}

/** The answers to an exchange offer: each own item of the asked colour, or refusing. */
export function tradeAnswers(q: Player, color: string): (string | null)[] {
  return [...[...new Set(q.inventory)].filter((i) => ITEM[i]?.color === color).sort(), null];
}

export function answerTrade(
  s: GameState,
  q: Player,
  offer: { from: number; item: string | null; hand: number | null; quest?: string | null },
  back: string | null,
  ctx: Ctx,
): void {
  const p = s.players[offer.from];
  if (!p) return;
  if (back === null) {
    say(ctx, 'trade.refuse', `${seatName(s, q.seat)} refuses the trade`, { seat: q.seat });
    return;
  }
  const offered = offer.quest
    ? { quest: offer.quest }
    : offer.item !== null
      ? { item: offer.item }
      : { hand: offer.hand };
  give(s, p, q, offered, ctx);
  give(s, q, p, { item: back }, ctx);
}

function give(s: GameState, p: Player, q: Player, a: Record<string, unknown>, ctx: Ctx): void {
  if (typeof a.quest === 'string') {
    // Quest items lie face up by the board: everyone sees which one changes hands.
    loseQuest(p, a.quest);
    q.otherQuests.push(a.quest);
    q.otherQuests.sort();
    say(
      ctx,
      'trade',
      `${seatName(s, p.seat)} gives the quest item ${QUESTS[a.quest]?.name ?? a.quest} to ${seatName(s, q.seat)}`,
      {
        from: p.seat,
        to: q.seat,
        quest: a.quest,
      },
    );
    return;
  }
  if (typeof a.item === 'string') {
    p.inventory.splice(p.inventory.indexOf(a.item), 1);
    q.inventory.push(a.item);
    q.inventory.sort();
    const color = ITEM[a.item]?.color ?? '';
    ctx.emit({
      rule: 'trade',
      text: `${seatName(s, p.seat)} gives ${ITEM[a.item]?.name ?? a.item} to ${seatName(s, q.seat)}`,
      data: { from: p.seat, to: q.seat, item: a.item },
      to: [p.seat, q.seat],
      public: { text: `${seatName(s, p.seat)} gives a ${color} item to ${seatName(s, q.seat)}`, data: { color } },
      reveals: true,
    });
    return;
  }
  const [thing] = p.hands.splice(a.hand as number, 1);
  if (!thing) return;
  q.hands.push(thing);
  ctx.emit({
    rule: 'trade',
    text: `${seatName(s, p.seat)} hands ${thing.name} to ${seatName(s, q.seat)}`,
    data: { from: p.seat, to: q.seat, name: thing.name },
  });
}

/** Crafting: two items whose component symbols match a blue card's recipe (one fewer in the repository). */
export function craftOptions(s: GameState, p: Player): Option[] {
  if (inCombat(s, p)) return [];
  const out: Option[] = [];
  const discount = p.room === 'repository' && !s.rooms.repository?.malfunction;
  const owned = [...new Set(p.inventory)].sort();
  for (const [id, n] of Object.entries(s.craftDeck).sort()) {
    const recipe = ITEM[id]?.recipe;
    if (!recipe || n <= 0) continue;
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
