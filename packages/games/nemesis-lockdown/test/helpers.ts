import assert from 'node:assert/strict';
import { type Action, canonical, type GameEvent, Rng } from '@airlock/engine';
import { ACTION_CARD, type CardEffect } from '../src/data/characters.ts';
import { nemesisLockdown } from '../src/index.ts';
import type { Ctx } from '../src/state.ts';
import type { GameState, Player } from '../src/types.ts';

export const game = nemesisLockdown;

/** A generator that answers int() from a script, to replay a rulebook example die by die. */
export function scripted(values: number[]): { ctx: Ctx; events: GameEvent[]; left: () => number } {
  const queue = [...values];
  const events: GameEvent[] = [];
  const fake = {
    draws: 0,
    int(min: number, max: number): number {
      const v = queue.shift();
      if (v === undefined) throw new Error(`script exhausted (asked for ${min}..${max})`);
      if (v < min || v > max) throw new Error(`scripted ${v} outside ${min}..${max}`);
      return v;
    },
  };
  return { ctx: { rng: fake as unknown as Rng, emit: (e) => events.push(e) }, events, left: () => queue.length };
}

/** A fresh game past the draft, with the given characters, and a quiet board to build positions on. */
export function position(characters: string[], options: Record<string, string> = {}, seed = 7): GameState {
  const rng = Rng.fromSeed(seed);
  const s = game.setup({
    players: characters.length,
    options: { mode: 'standard', roster: 'lockdown', ...options },
    rng,
  });
  const events: GameEvent[] = [];
  const ctx = { rng, emit: (e: GameEvent) => events.push(e) };
  for (let seat = 0; seat < characters.length; seat++) {
    const d = s.decisions[s.decisions.length - 1];
    if (d?.kind === 'draft') d.offered = [characters[seat] as string, d.offered[0] as string];
    game.apply(s, seat, { type: 'draft', character: characters[seat] as string }, ctx);
  }
  return s;
}

export function player(s: GameState, seat: number): Player {
  const p = s.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

/** Applies an action after checking that it is in the legal list (as the kernel does). */
export function act(s: GameState, seat: number | 'system', action: Action, ctx: Ctx): void {
  const legal = game.legalActions(s, seat).map((a) => canonical(a));
  assert.ok(
    legal.includes(canonical(action)),
    `${JSON.stringify(action)} is not legal; legal: ${legal.slice(0, 12).join(' | ')}`,
  );
  game.apply(s, seat, action, ctx);
}

export function isLegal(s: GameState, seat: number, action: Action): boolean {
  return game.legalActions(s, seat).some((a) => canonical(a) === canonical(action));
}

/** Index a draw from a multiset lands on for the wanted kind (kinds in sorted order). */
export function indexOf(counts: Record<string, number>, kind: string): number {
  let i = 0;
  for (const k of Object.keys(counts).sort()) {
    if (k === kind) return i;
    i += counts[k] ?? 0;
  }
  throw new Error(`${kind} not in ${JSON.stringify(counts)}`);
}

export function rules(events: GameEvent[]): string[] {
  return events.map((e) => e.rule);
}

/** Reveals a room with a given tile (a constructed position). */
export function reveal(s: GameState, room: string, tile: string, items = 2): void {
  const r = s.rooms[room];
  if (!r) throw new Error(room);
  r.tile = tile;
  r.explored = true;
  r.items = items;
  for (const pool of [s.unseen.tilesI, s.unseen.tilesII]) if (pool[tile]) delete pool[tile];
}

export function corridor(s: GameState, a: string, b: string) {
  const c = s.corridors.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
  if (!c) throw new Error(`no corridor ${a}-${b}`);
  return c;
}

/**
 * Gives a player exactly these cards in hand, taken from their own deck (cards stay conserved). A
 * card may be named by its id or by an effect (`focus`, `rest`, ...): the player's own card with that
 * effect (a one-effect card first). Returns the ids, in hand order.
 */
export function giveHand(p: Player, cards: string[]): string[] {
  for (const c of p.hand) p.deck[c] = (p.deck[c] ?? 0) + 1;
  p.hand = [];
  for (const c of cards) {
    const id = cardFor(p, c);
    const n = p.deck[id] ?? 0;
    if (n <= 0) throw new Error(`${c} is not in the deck of ${p.character}`);
    p.deck[id] = n - 1;
    if (p.deck[id] === 0) delete p.deck[id];
    p.hand.push(id);
  }
  p.hand.sort();
  return [...p.hand];
}

/** The id of the card in the player's hand with this effect (a one-effect card first). */
export function held(p: Player, effect: string): string {
  const mine = p.hand
    .filter((id) => ACTION_CARD[id]?.effects.includes(effect as CardEffect))
    .sort((a, b) => (ACTION_CARD[a]?.effects.length ?? 0) - (ACTION_CARD[b]?.effects.length ?? 0));
  const id = mine[0];
  if (!id) throw new Error(`no ${effect} card in hand`);
  return id;
}

/** The id of a card of the player's deck with this effect (one still in the deck, single effect first). */
export function cardFor(p: Player, effectOrId: string): string {
  if (ACTION_CARD[effectOrId]) return effectOrId;
  const mine = Object.keys(p.deck)
    .filter((id) => (p.deck[id] ?? 0) > 0 && ACTION_CARD[id]?.effects.includes(effectOrId as CardEffect))
    .sort((a, b) => (ACTION_CARD[a]?.effects.length ?? 0) - (ACTION_CARD[b]?.effects.length ?? 0) || (a < b ? -1 : 1));
  const id = mine[0];
  if (!id) throw new Error(`${p.character} has no ${effectOrId} card left in the deck`);
  return id;
}

/** The choices the legal list offers a seat for one card (half and details, without the payment), each once, in order. */
export function cardChoices(s: GameState, card: string, seat = 0): Record<string, unknown>[] {
  const seen = new Set<string>();
  const out: Record<string, unknown>[] = [];
  for (const a of nemesisLockdown.legalActions(s, seat)) {
    if (a.type !== 'card' || a.card !== card) continue;
    const { pay: _, type: __, card: ___, ...rest } = a as Action & { pay?: unknown };
    const key = JSON.stringify(rest);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(rest);
  }
  return out;
}
