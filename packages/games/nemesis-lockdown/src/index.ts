import type { Actor, GameModule, Pending, Result, Seat } from '@airlock/engine';
import { type NLAction, applyAction, decider, legalActions, randomAction } from './actions.ts';
import { describe } from './describe.ts';
import { determinize } from './determinize.ts';
import { ITEM, ITEMS } from './data/cards.ts';
import { CHARACTER } from './data/characters.ts';
import { evaluate } from './evaluate.ts';
import { TOKEN_TOTALS } from './data/rooms.ts';
import { DOOR_TOKENS, doorsOnBoard } from './hazards.ts';
import { setup } from './setup.ts';
import { seatName, total } from './state.ts';
import { CONTAMINATION, type GameState } from './types.ts';
import { buildView, type NLView } from './view.ts';

export type { GameState, NLAction, NLView };
export { heuristic } from './heuristic.ts';
export type { PlayerView } from './view.ts';
export { BASIC_BOARD, CSS_SLOTS, MARS_BOARD, SLOT, THRESHOLDS, TIME_START } from './data/board.ts';
export { TILE } from './data/rooms.ts';
export { ACTION_CARD, CHARACTER } from './data/characters.ts';
export { ITEM, OBJECTIVE } from './data/cards.ts';
export { COMPUTER } from './data/computer.ts';
export { QUESTS } from './data/quests.ts';
export { roomLabel, slotName } from './state.ts';
export { EXITS, MARS_EXITS, TECH } from './data/board.ts';

const PROMPTS: Record<string, string> = {
  draft: 'Choose your character',
  'discard-objective': 'Keep one objective',
  advantage: 'Advantage die: discard an action card for more injuries, or not',
  'pass-discard': 'Discard cards, then finish passing',
  'hands-full': 'Both hands are full: drop something or leave the new item',
  ride: 'Ride the elevator along?',
  'move-door': 'No door token left: take a closed door from the board',
  trade: 'Trade: give, offer an exchange, or finish',
  'trade-offer': 'Answer a trade offer',
};

const TURN_PROMPTS: string[] = [];
function turnPrompt(left: number): string {
  let p = TURN_PROMPTS[left];
  if (p === undefined) {
    p = `Take an action (${left} left) or pass`;
    if (Number.isInteger(left) && left >= 0 && left < 10) TURN_PROMPTS[left] = p;
  }
  return p;
}

function pending(s: GameState): Pending[] {
  const seat = decider(s);
  if (seat === null) return [];
  if (s.windows.length > 0) return [{ actor: seat, kind: 'reaction', prompt: 'React with a card, or not' }];
  const d = s.decisions[s.decisions.length - 1];
  const prompt = d ? (PROMPTS[d.kind] ?? d.kind) : turnPrompt(s.players[seat]?.actionsLeft ?? 0);
  return [{ actor: seat, kind: 'turn', prompt }];
}

function result(s: GameState): Result | null {
  if (s.phase !== 'over' || !s.results) return null;
  const winners = s.results.filter((r) => r.won).map((r) => r.seat);
  return {
    summary:
      winners.length > 0
        ? `The game ends (${s.endReason}): ${winners.map((w) => seatName(s, w)).join(', ')} win${winners.length === 1 ? 's' : ''}`
        : `The game ends (${s.endReason}): nobody wins`,
    ranks: s.results.map((r) => (r.won ? 1 : 2)),
    winners,
    details: {
      reason: s.endReason ?? '',
      survivors: s.players.filter((p) => ['isolated', 'evacuated', 'bunker'].includes(p.status)).length,
    },
  };
}

/** Checks that tokens, markers and cards are conserved. */
function invariants(s: GameState): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(TOKEN_TOTALS)) {
    const n = (s.bag[k] ?? 0) + (s.supply[k] ?? 0) + (s.aside[k] ?? 0);
    if (n !== v) out.push(`intruder tokens of kind ${k}: ${n} instead of ${v}`);
  }
  const fires = Object.values(s.rooms).filter((r) => r.fire).length;
  if (fires + s.markers.fire !== 12) out.push('fire markers not conserved');
  const mal = Object.values(s.rooms).filter((r) => r.malfunction).length;
  if (mal + s.markers.malfunction !== 10) out.push('malfunction markers not conserved');
  if (doorsOnBoard(s) > DOOR_TOKENS) out.push(`${doorsOnBoard(s)} door tokens on the board, more than ${DOOR_TOKENS}`);
  let contamination = s.contaminationDeck;
  for (const p of s.players) {
    for (const c of [...p.hand, ...p.discard]) if (c.startsWith('contamination')) contamination++;
    for (const [k, v] of Object.entries(p.deck)) if (k.startsWith('contamination')) contamination += v;
    if (p.character && p.status === 'alive' && p.hand.length + p.discard.length + total(p.deck) < 10)
      out.push(`${seatName(s, p.seat)} lost action cards`);
  }
  if (contamination !== 30) out.push(`contamination cards: ${contamination} instead of 30`);
  // Faces nobody has seen: the face-down part of the deck and every unscanned card held.
  let unscanned = s.contaminationDeck - s.contaminationUnder.length;
  for (const p of s.players) {
    unscanned += [...p.hand, ...p.discard].filter((c) => c === CONTAMINATION).length + (p.deck[CONTAMINATION] ?? 0);
  }
  if (unscanned !== total(s.unseen.contaminationFaces))
    out.push(`unseen contamination faces: ${total(s.unseen.contaminationFaces)} for ${unscanned} unseen cards`);
  for (const i of s.intruders) if (!s.rooms[i.room]) out.push(`intruder ${i.id} off the board`);
  // Item cards are conserved: decks, the crafted deck, hands and inventories (the dead keep theirs).
  for (const item of ITEMS) {
    if (item.color === 'character') continue;
    const deck = item.color === 'blue' ? s.craftDeck : s.itemDecks[item.color];
    let n = deck[item.id] ?? 0;
    for (const p of s.players) {
      n += p.inventory.filter((x) => x === item.id).length;
      n += p.hands.filter((h) => h.kind === 'item' && h.name === item.id).length;
      n += p.hands.filter((h) => h.taped?.name === item.id).length;
      if (item.id === 'duct-tape') n += p.hands.filter((h) => h.taped).length;
    }
    for (const d of s.decisions) if (d.kind === 'hands-full' && d.item === item.id) n++;
    if (n !== item.count) out.push(`item ${item.id}: ${n} instead of ${item.count}`);
  }
  // Character-dedicated cards: each starting item of a drafted character and each activated quest item
  // is held by someone (the dead keep theirs) or has left the game.
  const dealt: Record<string, number> = {};
  for (const p of s.players) {
    const def = CHARACTER[p.character];
    if (def?.startItem) dealt[def.startItem] = (dealt[def.startItem] ?? 0) + 1;
    if (def && p.quest === 'active') dealt[def.quest] = (dealt[def.quest] ?? 0) + 1;
  }
  const seen: Record<string, number> = {};
  const note = (id: string) => {
    if (ITEM[id]?.color === 'character') seen[id] = (seen[id] ?? 0) + 1;
  };
  for (const p of s.players) {
    for (const i of p.inventory) note(i);
    for (const h of p.hands) if (h.kind === 'item') for (const x of [h.name, h.taped?.name ?? '']) note(x);
  }
  for (const i of s.characterItemsOut) note(i);
  for (const id of new Set([...Object.keys(dealt), ...Object.keys(seen)]))
    if ((dealt[id] ?? 0) !== (seen[id] ?? 0))
      out.push(`character item ${id}: ${seen[id] ?? 0} instead of ${dealt[id] ?? 0}`);
  // Cards put under an item deck are still part of that deck's counts (the bottom list only orders them).
  for (const color of ['red', 'yellow', 'green'] as const) {
    const under: Record<string, number> = {};
    for (const id of s.itemUnder[color]) under[id] = (under[id] ?? 0) + 1;
    for (const [id, k] of Object.entries(under)) {
      if ((s.itemDecks[color][id] ?? 0) < k) out.push(`item ${id} is under the ${color} deck but not counted in it`);
    }
  }
  return out;
}

export const nemesisLockdown: GameModule<GameState, NLAction, NLView> = {
  id: 'nemesis-lockdown',
  name: 'Nemesis: Lockdown',
  version: '0.1.0',
  players: { min: 1, max: 5 },
  options: [
    {
      key: 'mode',
      description: 'standard (semi-cooperative, solo with 1 player) or fully cooperative',
      values: ['standard', 'cooperative'],
      default: 'standard',
    },
    {
      key: 'roster',
      description: 'Lockdown characters or the original Nemesis characters',
      values: ['lockdown', 'original'],
      default: 'lockdown',
    },
    {
      key: 'side',
      description: 'board side: the basic facility or the Mars surface',
      values: ['basic', 'mars'],
      default: 'basic',
    },
    {
      key: 'intruders',
      description: 'night stalkers (Lockdown) or the original intruders (their event deck and weaknesses)',
      values: ['night-stalkers', 'original'],
      default: 'night-stalkers',
    },
  ],
  setup,
  pending,
  legalActions,
  randomAction,
  apply(s, actor: Actor, action, ctx) {
    applyAction(s, actor, action, ctx);
  },
  view: buildView,
  result,
  determinize,
  evaluate,
  invariants,
  secretKeys: [
    'unseen',
    'bag',
    'objectivePool',
    'contingencyPool',
    'attackDeck',
    'eventDeck',
    'woundDeck',
    'itemDecks',
    'contaminationFaces',
  ],
  describeAction: describe,
  // The log's own name for the seat ("Player 2", then "The Cleaner (player 2)"), so a terminal's
  // prompts and its log lines call a seat the same way.
  seatName(s, seat: Seat) {
    const name = seatName(s, seat);
    return name.charAt(0).toUpperCase() + name.slice(1);
  },
};

export default nemesisLockdown;
