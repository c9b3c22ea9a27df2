import { type Action, type ApplyContext, activeWindow, openWindow, passWindow, type Seat } from '@airlock/engine';
import { CREW_CARD, LIFEFORM_CARD } from './data/cards.ts';
import type { ShowdownIcon } from './data/icons.ts';
import { FINAL_STOWAWAY_SHOWDOWN } from './data/objectives.ts';
import { survivors } from './endings.ts';
import { removeFromHand, seatName, subsets, uniq } from './piles.ts';
import { add, aliveChars, LIFEFORM, type LfState } from './state.ts';
import { dropHarpoons, harpoonsHeld, spendHarpoons } from './passenger/harpoons.ts';
import { takeHelp } from './showdown-help.ts';
import { endGame, handLimit } from './tracks.ts';
import { cancelItemName, cardList, cardName } from './names.ts';

/**
 * The showdown (L814-910). The lifeform names a target and commits a card face down with hostility
 * tokens and perhaps the 1-2 minute card; the crew may cancel by unanimous vote with a halon blast,
 * the Remora token or the Mining Laser; otherwise the card is revealed, capped at 5 icons, and the
 * target must match every icon or be eliminated.
 */
export function keepOneOptions(drawn: string[]): Action[] {
  return uniq(drawn).map((card) => ({ type: 'keep', card }));
}

export function applyKeep(s: LfState, a: Action, drawn: string[], ctx: ApplyContext): void {
  s.stack.pop();
  const rest = [...drawn];
  rest.splice(rest.indexOf(a.card as string), 1);
  for (const c of rest) add(s.discards.lifeform, c, 1);
  s.hands[LIFEFORM]?.push(a.card as string);
  s.hands[LIFEFORM]?.sort();
  ctx.quiet ||
    ctx.emit({
      rule: 'showdown.keep',
      text: `You keep ${cardName(a.card)}`,
      to: [LIFEFORM],
      public: { text: 'The lifeform keeps 1 card' },
    });
  // The rest go face up on the discard pile: everyone learns them.
  ctx.quiet ||
    ctx.emit({
      rule: 'showdown.keep.discard',
      text: `The lifeform discards ${cardList(rest)}`,
      data: { discarded: rest },
      reveals: true,
    });
  if ((s.hands[LIFEFORM]?.length ?? 0) > handLimit(s)) s.stack.push({ k: 'trim' });
}

/** Checked before each fight: who is left, and whether the lifeform can still play (L900-910). */
export function fightOver(s: LfState, ctx: ApplyContext): boolean {
  if (survivors(s).length === 0) {
    endGame(s, 'lifeform', 'The last survivor falls: the lifeform wins', ctx);
    return true;
  }
  if ((s.hands[LIFEFORM]?.length ?? 0) === 0) {
    endGame(s, 'crew', 'The lifeform has no card left to fight with: the crew wins', ctx);
    return true;
  }
  return false;
}

export function fightOptions(s: LfState): Action[] {
  const sd = s.showdown;
  if (!sd) return [];
  const alive = survivors(s);
  const targets = alive.length === 1 ? alive : alive.filter((x) => x !== sd.lastTarget);
  const out: Action[] = [];
  for (const target of targets)
    for (const card of uniq(s.hands[LIFEFORM] ?? []))
      for (let tokens = 0; tokens <= sd.hostilityTokens; tokens++) {
        out.push({ type: 'fight', target, card, tokens, final: false });
        if (s.finalCard) out.push({ type: 'fight', target, card, tokens, final: true });
      }
  return out;
}

export type CancelItem = 'halon' | 'remora' | 'laser';

/**
 * The items the crew may discard to cancel a fight (L837-844): a halon blast or the Remora token from
 * the crew pool, or the Mining Laser from a survivor's hand. Which one is the crew's choice.
 */
export function cancelItems(s: LfState): CancelItem[] {
  const sd = s.showdown;
  if (!sd) return [];
  const out: CancelItem[] = [];
  if (sd.pool.halon > 0) out.push('halon');
  if (sd.pool.remora > 0) out.push('remora');
  if (typeof s.laser === 'number' && survivors(s).includes(s.laser)) out.push('laser');
  return out;
}

/**
 * The cancel vote's answers. The first crew member to agree names the item (reading: the rulebook asks
 * only that all agree); the others agree to that item or refuse.
 */
export function cancelVoteOptions(s: LfState, named: CancelItem | undefined): Action[] {
  const items = named === undefined ? cancelItems(s) : [named];
  const out: Action[] = items.map((item) => ({ type: 'vote', yes: true, item }));
  out.push({ type: 'vote', yes: false });
  return out;
}

export function applyFight(s: LfState, a: Action, ctx: ApplyContext): void {
  const sd = s.showdown;
  if (!sd) throw new Error('no showdown');
  s.stack.pop();
  const card = a.card as string;
  removeFromHand(s, LIFEFORM, card);
  const tokens = a.tokens as number;
  sd.hostilityTokens -= tokens;
  if (a.final) s.finalCard = false;
  sd.fight = { target: a.target as Seat, faceDown: card, tokens, final: a.final === true, icons: [] };
  ctx.quiet ||
    ctx.emit({
      rule: 'showdown.fight',
      text: `You attack ${seatName(a.target as Seat)} with ${cardName(card)}, ${tokens} hostility token(s)${a.final ? ' and the 1-2 minute card' : ''}`,
      to: [LIFEFORM],
      public: {
        text: `The lifeform attacks ${seatName(a.target as Seat)}: a card face down, ${tokens} hostility token(s)${a.final ? ' and the 1-2 minute card' : ''}`,
        data: { target: a.target as Seat, tokens, final: a.final === true },
      },
    });
  if (cancelItems(s).length > 0) {
    s.stack.push({ k: 'fight-cancel' });
    openWindow(s.windows, 'cancel-fight', survivors(s), 'parallel');
  } else reveal(s, ctx);
}

/** One vote of the unanimous cancel (L837-848): a single "no" ends the vote. */
export function applyCancelVote(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  const w = activeWindow(s.windows);
  const sd = s.showdown;
  if (!w || !sd?.fight) throw new Error('no cancel vote');
  if (!a.yes) {
    s.windows.pop();
    s.stack.pop();
    ctx.quiet || ctx.emit({ rule: 'showdown.cancel.no', text: `${seatName(seat)} will not cancel the fight` });
    reveal(s, ctx);
    return;
  }
  const step = s.stack.at(-1);
  if (step?.k !== 'fight-cancel') throw new Error('no cancel vote');
  const item = a.item as CancelItem;
  step.item = item;
  passWindow(w, seat);
  ctx.quiet ||
    ctx.emit({
      rule: 'showdown.cancel.yes',
      text: `${seatName(seat)} votes to cancel the fight with ${cancelItemName(item)}`,
      data: { item },
    });
  if (w.passed.length < w.seats.length) return;
  s.windows.pop();
  s.stack.pop();
  if (item === 'halon') sd.pool.halon--;
  else if (item === 'remora') sd.pool.remora--;
  else s.laser = 'gone';
  const f = sd.fight;
  add(s.discards.lifeform, f.faceDown, 1);
  ctx.quiet ||
    ctx.emit({
      rule: 'showdown.cancel',
      text: `The crew spends ${cancelItemName(item)} to cancel the fight; the lifeform had ${cardName(f.faceDown)}`,
      data: { card: f.faceDown },
      reveals: true,
    });
  sd.lastTarget = f.target;
  sd.fight = null;
  s.stack.push({ k: 'fight' });
}

function reveal(s: LfState, ctx: ApplyContext): void {
  const f = s.showdown?.fight;
  if (!f) throw new Error('no fight');
  const icons: string[] = [...(LIFEFORM_CARD[f.faceDown]?.showdown ?? [])];
  for (let i = 0; i < f.tokens; i++) icons.push('claw');
  if (f.final) icons.push(...FINAL_STOWAWAY_SHOWDOWN);
  f.icons = icons.sort();
  ctx.quiet ||
    ctx.emit({
      rule: 'showdown.reveal',
      text: `The lifeform reveals ${cardName(f.faceDown)}: ${f.icons.join(', ')}`,
      data: { card: f.faceDown, icons: f.icons },
      reveals: true,
    });
  s.stack.push({ k: 'defend' }, { k: 'help', opened: false });
  if (f.icons.length > 5) s.stack.push({ k: 'fight-pick' });
}

export function pickOptions(s: LfState): Action[] {
  const icons = s.showdown?.fight?.icons ?? [];
  const n = icons.length - 5;
  return subsets(icons, n)
    .filter((d) => d.length === n)
    .map((drop) => ({ type: 'pick', drop }));
}

export function applyPick(s: LfState, a: Action, ctx: ApplyContext): void {
  const f = s.showdown?.fight;
  if (!f) throw new Error('no fight');
  s.stack.pop();
  for (const d of a.drop as string[]) f.icons.splice(f.icons.indexOf(d), 1);
  ctx.quiet || ctx.emit({ rule: 'showdown.pick', text: `The lifeform keeps the fight icons ${f.icons.join(', ')}` });
}

/**
 * Whether a defence matches every fight icon (L857-892): data tokens take two identical icons of their
 * kind, a harpoon card any three, a sacrificed character any one, card icons their own kind, and any
 * two leftover card icons one more. Exact matches are never worse than two-for-one, so taking them
 * first is optimal.
 */
export function matches(
  fight: readonly string[],
  cards: readonly string[],
  data: readonly string[],
  sacrifice: number,
): boolean {
  const need: Record<string, number> = {};
  for (const i of fight) need[i] = (need[i] ?? 0) + 1;
  for (const d of data) if ((need[d] ?? 0) >= 2) need[d] = (need[d] ?? 0) - 2;
  let wild = sacrifice;
  const have: Record<string, number> = {};
  for (const c of cards)
    for (const icon of (CREW_CARD[c]?.showdown ?? []) as ShowdownIcon[]) {
      if (icon === 'harpoon') wild += 3;
      else have[icon] = (have[icon] ?? 0) + 1;
    }
  let left = 0;
  let spare = 0;
  for (const k of new Set([...Object.keys(need), ...Object.keys(have)])) {
    const m = Math.min(need[k] ?? 0, have[k] ?? 0);
    left += (need[k] ?? 0) - m;
    spare += (have[k] ?? 0) - m;
  }
  return left <= wild + Math.floor(spare / 2);
}

export function defendOptions(s: LfState, seat: Seat): Action[] {
  const hand = s.hands[seat] ?? [];
  const extra = aliveChars(s, seat).length === 2 ? [0, 1] : [0];
  const held = harpoonsHeld(s, seat);
  const out: Action[] = [];
  for (const cards of subsets(hand, hand.length))
    for (const data of subsets(s.data[seat] ?? [], 2))
      for (const sacrifice of extra) {
        out.push({ type: 'defend', cards, data, sacrifice });
        // Harpoon tokens (option `harpoons`): each discarded one matches 1 fight icon (L873-875).
        for (let harpoon = 1; harpoon <= held; harpoon++) out.push({ type: 'defend', cards, data, sacrifice, harpoon });
      }
  return out;
}

export function applyDefend(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  const sd = s.showdown;
  const f = sd?.fight;
  if (!sd || !f) throw new Error('no fight');
  s.stack.pop();
  const cards = a.cards as string[];
  const data = a.data as string[];
  const help = takeHelp(s);
  const harpoon = typeof a.harpoon === 'number' ? a.harpoon : 0;
  spendHarpoons(s, seat, harpoon);
  const ok = matches(f.icons, cards, [...data, ...help.data], (a.sacrifice as number) + help.wild + harpoon);
  for (const c of cards) {
    removeFromHand(s, seat, c);
    add(s.discards.crew, c, 1);
  }
  for (const d of data) s.data[seat]?.splice(s.data[seat]?.indexOf(d) ?? 0, 1);
  if (a.sacrifice) {
    const c = aliveChars(s, seat)[1];
    if (c) {
      c.alive = false;
      c.at = null;
    }
  }
  add(s.discards.lifeform, f.faceDown, 1);
  ctx.quiet ||
    ctx.emit({
      rule: 'showdown.defend',
      text: `${seatName(seat)} answers with ${cardList(cards, 'no card')}${data.length ? `, data ${data.join(', ')}` : ''}${harpoon ? `, ${harpoon} harpoon token(s)` : ''}${a.sacrifice ? ', giving up a character' : ''}: ${ok ? 'survives' : 'is eliminated'}`,
      data: harpoon
        ? { cards, data, sacrifice: a.sacrifice as number, harpoon, survived: ok }
        : { cards, data, sacrifice: a.sacrifice as number, survived: ok },
    });
  if (!ok) {
    sd.eliminated.push(seat);
    for (const c of aliveChars(s, seat)) {
      c.alive = false;
      c.at = null;
    }
    const hand = s.hands[seat] ?? [];
    for (const c of hand) add(s.gone.crew, c, 1);
    ctx.quiet ||
      ctx.emit({
        rule: 'showdown.eliminated',
        text: `${seatName(seat)} is eliminated; their cards leave the game: ${cardList(hand, 'none')}`,
        data: { cards: hand },
        reveals: true,
      });
    s.hands[seat] = [];
    s.data[seat] = [];
    dropHarpoons(s, seat);
    if (s.laser === seat) s.laser = 'gone';
    if (s.flamethrower === seat) s.flamethrower = 'gone';
  }
  sd.lastTarget = seat;
  sd.fight = null;
  s.stack.push({ k: 'fight' });
}
