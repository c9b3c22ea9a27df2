import type { Action, Json, MatchView } from '@airlock/engine';
import { CHARACTER, ITEM, type NLView, type PlayerView, roomLabel, TILE } from '@airlock/nemesis-lockdown';
import type { ActionHelp, ActionLabeler } from '../types.ts';
import { ACTION_CARD, COMPUTER, EXITS, MARS_EXITS, OBJECTIVE, TECH } from './data.ts';

export const charName = (id: string): string => CHARACTER[id]?.name ?? (id || 'no character yet');
export const itemName = (id: string): string => ITEM[id]?.name ?? id;

const ITEM_KIND: Record<string, [symbol: string, kind: string]> = {
  red: ['nl-item-red', 'military item'],
  yellow: ['nl-item-yellow', 'technical item'],
  green: ['nl-item-green', 'medical item'],
  blue: ['nl-item-blue', 'crafted item'],
  character: ['nl-item-character', 'personal item'],
};
/** The symbol of an item's kind (its card colour), drawn beside its name. */
export const itemSymbol = (id: string): string => ITEM_KIND[ITEM[id]?.color ?? '']?.[0] ?? 'nl-item-character';
/** An item's kind in words: the symbol's accessible name. */
export const itemKind = (id: string): string => ITEM_KIND[ITEM[id]?.color ?? '']?.[1] ?? 'item';

/** A card in a hand: an action card by its name, a contamination card by what its owner knows of it. */
export function cardName(id: string): string {
  if (id === 'contamination') return 'Contamination (not scanned)';
  if (id === 'contamination:infected') return 'Contamination (INFECTED)';
  if (id === 'contamination:clean') return 'Contamination (clean)';
  return ACTION_CARD[id]?.name ?? id;
}

const EFFECT_TEXT: Record<string, string> = {
  run: 'move without a noise roll (out of combat)',
  cover: 'leave combat without being attacked',
  rest: 'scan a contamination card in your hand (out of combat)',
  patch: 'heal a light wound or dress a serious one',
  aim: 'shoot with +1 injury if it hits',
  fix: 'put out the fire or repair the malfunction here',
  study: 'gain 1 knowledge',
  rummage: 'search the room (out of combat)',
  reload: 'add 2 ammo to a weapon',
  focus: 'draw a card',
  hush: 'take the noise marker off a corridor of your room',
  noise: 'put a noise marker in a quiet corridor of your room',
  metabolize: 'put a contamination card from your hand on your discard pile and draw 2 cards',
  'wipe-slime': 'wipe off your slime marker',
  desperate: 'take a contamination card and deal 2 injuries to an intruder here',
  grit: 'draw a card for each serious wound you have',
  vivisect: 'deal 1 injury to an intruder here, plus 1 for every 2 knowledge',
  quarantine: 'from a powered computer, close every open door around one room',
  'stun-character': 'make a character here holding 1 to 3 cards discard them all',
  'stun-intruder': 'give up a weapon you hold to drive off an intruder here',
  'defense-room': 'take the action of a white or red room for no extra cards',
  'defense-peek': 'look at the tiles of two unexplored rooms',
  tour: 'move, taking another character of your room along (out of combat)',
  distraction: 'give up an item to leave combat without being attacked',
  vents: 'crawl through the technical corridors to an explored room, then face an attack (out of combat)',
  dissect: 'gain 2 knowledge with a carcass here or in hand (out of combat)',
  repel: 'drive off a creeper or adult here',
  observe: 'gain 1 knowledge with an intruder here or next door',
};

/** Reactions, played when their moment comes in another's turn or the event phase. */
const REACTION_TEXT: Record<string, string> = {
  'redirect-attack': 'when an intruder picks you to attack with someone else here, it attacks them instead',
  'skip-dark-noise': 'make no noise roll in the dark at bag development',
  'dark-event': "an event's darkness effect passes you by",
  'dark-surprise': 'no surprise attack on you in the dark',
};

/** What an action card does and costs, for the list of one's own cards. */
export function cardHelp(id: string): string {
  const def = ACTION_CARD[id];
  if (!def) return id.startsWith('contamination') ? 'cannot be used to pay' : '';
  const cost = def.cost === 0 ? 'no extra card' : `discard ${def.cost} more card${def.cost === 1 ? '' : 's'}`;
  if (def.reactions) return `${def.reactions.map((e) => REACTION_TEXT[e] ?? e).join(', or ')} (a reaction, ${cost})`;
  return `${def.effects.map((e) => EFFECT_TEXT[e] ?? e).join(', or ')} (1 action, ${cost})`;
}

const OBJECTIVE_GOAL: Record<string, string> = {
  signal: 'send the signal',
  weakness: 'research a weakness',
  'destroy-nest': 'destroy the nest',
  'only-survivor': 'be the only survivor',
  'no-nemesis-survivor': 'let no Nemesis survivor get out',
};

/** An objective card in words (only ever shown to whoever may see it). */
export function objectiveName(id: string): string {
  const o = OBJECTIVE[id];
  if (!o) return id;
  const goal =
    o.kind === 'kill-player' ? `player ${o.target ?? 1} must not survive` : (OBJECTIVE_GOAL[o.kind] ?? o.kind);
  // Two cards of one deck with the same goal are told apart by their order in the deck.
  const twins = Object.values(OBJECTIVE).filter((x) => x.deck === o.deck && x.kind === o.kind && x.target === o.target);
  const copy = twins.length > 1 ? ` (card ${twins.indexOf(o) + 1} of ${twins.length})` : '';
  return `${o.deck === 'coop' ? 'cooperative' : o.deck} objective: ${goal}${copy}`;
}

/** A seat in words: its name and character (its shape and colour are drawn beside it). */
export function characterLabel(p: PlayerView, names: readonly string[]): string {
  const who = names[p.seat] ?? `Seat ${p.seat + 1}`;
  return `${who} (${charName(p.character)}${p.slime ? ', slimed' : ''})`;
}

/** "Bo (Lab Rat)": a seat by the table's name for it and its character. */
function who(v: NLView, names: readonly string[], seat: number): string {
  const p = v.players[seat];
  const name = names[seat] ?? `Seat ${seat + 1}`;
  return p?.character ? `${name} (${charName(p.character)})` : name;
}

/** Rooms that share a tile (elevators, staircases, crossroads) also carry their slot. */
/** A room by what this viewer sees of it: its tile's name once revealed, its slot while face down. */
export function roomName(v: NLView, id: string): string {
  return roomLabel(id, v.rooms.find((x) => x.id === id)?.tile);
}

const KIND: Record<string, string> = {
  larva: 'Larva',
  creeper: 'Creeper',
  adult: 'Adult',
  breeder: 'Breeder',
  queen: 'Queen',
};

function intruderName(v: NLView, id: Json | undefined): string {
  const n = v.intruders.find((x) => x.id === id);
  if (!n) return 'the intruder';
  // Two of a kind in one room are told apart by their number (drawn on the board too).
  const twin = v.intruders.some((x) => x !== n && x.room === n.room && x.kind === n.kind);
  const hurt = n.injuries > 0 ? ` (${n.injuries} injur${n.injuries === 1 ? 'y' : 'ies'})` : '';
  return `the ${KIND[n.kind] ?? n.kind}${twin ? ` #${n.id}` : ''}${hurt}`;
}

/** A thing held in a hand (public: weapons with their ammo, objects). */
function heldName(me: PlayerView | undefined, i: Json | undefined): string {
  const h = typeof i === 'number' ? me?.hands[i] : undefined;
  if (!h) return 'what you hold';
  if (h.kind === 'object') return `the ${h.name}${h.of !== undefined ? ` of player ${h.of + 1}` : ''}`;
  const w = ITEM[h.name]?.weapon;
  return w ? `${itemName(h.name)} (${h.ammo} ammo)` : itemName(h.name);
}

/** A weapon held, for inside parentheses: "Pistol, 2 ammo" (the one taped to it when `taped`). */
function weaponName(me: PlayerView | undefined, i: Json | undefined, taped?: Json): string {
  const h = typeof i === 'number' ? me?.hands[i] : undefined;
  const w = taped === true ? h?.taped : h;
  return w ? `${itemName(w.name)}, ${w.ammo} ammo${taped === true ? ', taped' : ''}` : 'your weapon';
}

/** A reload in numbers: "Pistol: 2 → 4 ammo" (by `by` rounds, or to full when `by` is missing). */
function reloadText(me: PlayerView | undefined, i: Json | undefined, by?: number, taped?: Json): string {
  const held = typeof i === 'number' ? me?.hands[i] : undefined;
  const h = taped === true ? held?.taped : held;
  const max = h ? ITEM[h.name]?.weapon?.max : undefined;
  if (!h || max === undefined) return 'your weapon';
  return `${itemName(h.name)}: ${h.ammo} → ${by === undefined ? max : Math.min(max, h.ammo + by)} ammo`;
}

/** Where the noise marker of a careful move goes: the corridor behind that exit of the destination. */
function exitName(v: NLView, to: string, exit: Json | undefined): string {
  const e = (v.side === 'mars' ? MARS_EXITS : EXITS)[to]?.[(exit as number) - 1];
  if (e === undefined) return `exit ${String(exit)}`;
  if (e === TECH) return `exit ${String(exit)}, the technical corridors`;
  const c = v.corridors[e];
  if (!c) return `exit ${String(exit)}`;
  return `exit ${String(exit)}, toward ${roomName(v, c.a === to ? c.b : c.a)}`;
}

const PATCH: Record<string, string> = { light: 'heal a light wound', dress: 'dress a serious wound' };
const FIX: Record<string, string> = { fire: 'put out the fire here', malfunction: 'repair the malfunction here' };

/** What one half of an action card does, with its chosen target. */
function cardEffect(v: NLView, names: readonly string[], me: PlayerView | undefined, a: Action): string {
  const effect = ACTION_CARD[String(a.card)]?.effects[a.half as number];
  switch (effect) {
    case 'run':
      return `move to ${roomName(v, String(a.to))} without a noise roll`;
    case 'cover':
      return `retreat to ${roomName(v, String(a.to))} without being attacked`;
    case 'rest':
      return 'scan a contamination card in your hand';
    case 'patch':
      return PATCH[String(a.option)] ?? 'treat a wound';
    case 'aim':
      return `shoot ${intruderName(v, a.target)} (${weaponName(me, a.weapon, a.taped)}), +1 injury if it hits`;
    case 'fix':
      return FIX[String(a.option)] ?? 'fix the room';
    case 'study':
      return 'gain 1 knowledge';
    case 'rummage':
      return `search the ${String(a.color)} item deck`;
    case 'reload':
      return `reload ${reloadText(me, a.weapon, 2, a.taped)}`;
    case 'focus':
      return 'draw a card';
    case 'hush':
      return `take the noise off ${exitName(v, me?.room ?? '', a.exit)}`;
    case 'noise':
      return `put a noise marker on ${exitName(v, me?.room ?? '', a.exit)}`;
    case 'metabolize':
      return `discard ${cardName(String(a.discard))} and draw 2 cards`;
    case 'wipe-slime':
      return 'wipe off your slime';
    case 'desperate':
      return `take a contamination card, 2 injuries to ${intruderName(v, a.target)}`;
    case 'grit':
      return 'draw a card per serious wound';
    case 'vivisect':
      return `injure ${intruderName(v, a.target)} (1, +1 per 2 knowledge)`;
    case 'quarantine':
      return `close every open door around ${roomName(v, String(a.room))}`;
    case 'stun-character':
      return `make ${who(v, names, a.target as number)} discard their hand`;
    case 'stun-intruder':
      return `give up ${heldName(me, a.weapon)} to drive off ${intruderName(v, a.target)}`;
    case 'defense-room':
      return roomAction(v, names, me, a);
    case 'defense-peek':
      return `look at the tiles of ${((a.rooms as string[]) ?? []).map((r) => roomName(v, r)).join(' and ')}`;
    case 'tour':
      return `move to ${roomName(v, String(a.to))} with ${who(v, names, a.with as number)}`;
    case 'distraction': {
      const item = typeof a.item === 'string' ? itemName(a.item) : heldName(me, a.hand);
      return `throw away ${item} and get away to ${roomName(v, String(a.to))}`;
    }
    case 'vents':
      return `crawl through the vents to ${roomName(v, String(a.to))}, facing an attack`;
    case 'dissect':
      return 'dissect a carcass for 2 knowledge';
    case 'repel':
      return `drive off ${intruderName(v, a.target)}`;
    case 'observe':
      return 'watch the intruders for 1 knowledge';
    default:
      return String(effect ?? 'play it');
  }
}

const ITEM_USE: Record<string, string> = {
  'heal-light': 'heal a light wound',
  medkit: 'dress every serious wound and heal the light ones',
  'clean-slime': 'wash off the slime',
  antidote: 'lose infected cards and larvae',
  extinguish: 'put out the fire here',
  energy: 'draw a card',
};

function itemUse(me: PlayerView | undefined, a: Action): string {
  const id = String(a.item);
  const use = ITEM[id]?.use;
  if (use === 'reload') return `reload ${reloadText(me, a.weapon, undefined, a.taped)}`;
  return ITEM_USE[String(use)] ?? 'use it';
}

const COMPUTER_ACTION: Record<string, string> = {
  knowledge: 'gain 1 knowledge',
  'close-doors': 'close the doors of this room',
  'open-doors': 'open the closed doors of this section',
  silence: 'clear the noise of empty corridors in this section',
  extinguish: 'put out the fires of this section',
  'power-elevator': 'power the elevator',
};

const ANALYZE: Record<string, string> = { carcass: 'a carcass', corpse: 'a corpse', egg: 'an egg' };

/** A room action of the room the viewer stands in, named after its tile. */
function roomAction(v: NLView, names: readonly string[], me: PlayerView | undefined, a: Action): string {
  const here = v.rooms.find((r) => r.id === me?.room);
  const action = here?.tile ? TILE[here.tile]?.action : undefined;
  switch (action) {
    case 'signal':
      return a.option === 'send' ? 'Send the signal' : `Check the objectives of ${who(v, names, a.target as number)}`;
    case 'autodestruct':
      return 'Start the autodestruction sequence';
    case 'generator':
      return a.option === 'stop' ? 'Stop the autodestruction sequence' : 'Switch the power token of this section';
    case 'treat':
      return (
        {
          dress: 'Dress your serious wounds',
          'heal-dressed': 'Heal a dressed wound',
          'heal-light': 'Heal your light wounds',
        }[String(a.option)] ?? 'Treat your wounds'
      );
    case 'decon':
      return 'Decontaminate: lose infected cards, larvae and slime';
    case 'analyze':
      return `Analyse ${ANALYZE[String(a.object)] ?? a.object} ${a.from === 'hand' ? 'you carry' : 'lying here'}`;
    case 'archive': {
      const peek =
        a.peek === undefined
          ? ''
          : a.peek === 'neutral'
            ? ', and peek at a neutral contingency token'
            : `, and peek at a contingency token of ${who(v, names, a.peek as number)}`;
      return `Study the archives (+2 knowledge)${peek}`;
    }
    case 'take-egg':
      return 'Take an egg from the nest';
    case 'lock-in':
      return 'Lock yourself in the isolation room';
    case 'restore-power': {
      const order = (a.arrangement as number[]) ?? [];
      return `Restore power: tokens ${order.slice(0, 3).join(', ')} on sections 1-3, token ${order[3]} on the elevator`;
    }
    case 'alert':
      return a.option === 'start' ? 'Start the alert procedure' : 'Take a contingency token from the neutral pool';
    case 'elevator': {
      if (a.option === 'call') return 'Call the elevator here';
      const invite = (a.invite as number[]) ?? [];
      const along = invite.length ? `, inviting ${invite.map((s) => who(v, names, s)).join(' and ')}` : '';
      return `Take the elevator to section ${String(a.section)}${along}`;
    }
    case 'equipment':
      return `Take ${itemName(String(a.item))} from the guard room`;
    case 'surgery':
      return 'Undergo surgery: lose infected cards and larvae, take a light wound, end your round';
    case 'vent':
      return `Vent ${roomName(v, String(a.room))}`;
    case 'css-control': {
      const slot = a.slot as number;
      const shift = a.shift as number;
      return `Peek at the CSS token on time slot ${slot}${shift === 0 ? '' : ` and move it to slot ${slot + shift}`}`;
    }
    case 'exterminate':
      return `Exterminate in ${roomName(v, String(a.room))} (${a.by === 'items' ? 'spending an item here' : 'a malfunction here'})`;
    case 'neutralizer':
      return 'Make the Neutralizer';
    case 'cave':
      return `Crawl through the technical corridors to ${roomName(v, String(a.to))}`;
    default:
      if (action?.startsWith('pod:')) return `Board CSS pod ${action.slice(4)}, discarding your hand`;
      return `Use ${here ? roomName(v, here.id) : 'this room'}`;
  }
}

/** The cards paid, as a suffix; nothing when the action is free. */
function paid(a: Action): string {
  const pay = Array.isArray(a.pay) ? (a.pay as string[]) : [];
  return pay.length ? ` · pay ${pay.map(cardName).join(' + ')}` : '';
}

function drop(v: NLView, me: PlayerView | undefined, a: Action): string {
  if (typeof a.item === 'string') return `Drop ${itemName(a.item)}`;
  return `Drop ${heldName(me, a.hand)} in ${me ? roomName(v, me.room) : 'this room'}`;
}

/** One move in a trade round: a gift, or an offer for an item of a colour or for what they hold. */
function trade(v: NLView, names: readonly string[], me: PlayerView | undefined, a: Action): string {
  const what = typeof a.item === 'string' ? itemName(a.item) : heldName(me, a.hand);
  const to = who(v, names, a.to as number);
  if (a.type === 'give') return `Give ${what} to ${to}`;
  if (typeof a.askHand === 'number')
    return `Offer ${what} to ${to} for their ${heldName(v.players[a.to as number], a.askHand)}`;
  return `Offer ${what} to ${to} for a ${String(a.ask)} item`;
}

/** A closed door taken from its corridor to be placed where the action needs one. */
function corridorName(v: NLView, id: Json | undefined): string {
  const c = v.corridors.find((x) => x.id === id);
  return c ? `between ${roomName(v, c.a)} and ${roomName(v, c.b)}` : `corridor ${String(id)}`;
}

function answer(v: NLView, names: readonly string[], viewer: number, a: Action): string {
  if (a.give === null) return 'Refuse the trade';
  if (a.give === 'accept') {
    const d = [...v.decisions].reverse().find((x) => x.kind === 'trade-offer' && x.seat === viewer);
    const from = d?.from ?? null;
    const theirs = d && from !== null ? heldName(v.players[from], d.hand ?? undefined) : 'what they offer';
    const mine = d ? heldName(v.players[viewer], d.askHand ?? undefined) : 'what you hold';
    return `Accept: swap ${mine} for ${theirs}${from === null ? '' : ` from ${who(v, names, from)}`}`;
  }
  const d = [...v.decisions].reverse().find((x) => x.kind === 'trade-offer' && x.seat === viewer);
  const from = d?.from ?? null;
  const offered =
    d === undefined || from === null
      ? 'their offer'
      : d.item
        ? itemName(d.item)
        : heldName(v.players[from], d.hand ?? undefined);
  return `Accept: give ${itemName(String(a.give))} for ${offered}${from === null ? '' : ` from ${who(v, names, from)}`}`;
}

/** Nemesis: Lockdown actions in words, from the acting seat's view only (its hand, the public board). */
export const nlLabel: ActionLabeler = (a, view: MatchView, names) => {
  const v = view.view as NLView;
  const viewer = typeof view.viewer === 'number' ? view.viewer : -1;
  const me = v.players[viewer];
  switch (a.type) {
    case 'draft':
      return `Play the ${charName(String(a.character))}`;
    case 'keep-objective':
      return `Keep the ${objectiveName(String(a.objective))}`;
    case 'answer-trade':
      return answer(v, names, viewer, a);
    case 'ride': {
      const d = [...v.decisions].reverse().find((x) => x.kind === 'ride' && x.seat === viewer);
      const to = d?.item ? roomName(v, d.item) : 'another section';
      return a.accept ? `Ride the elevator along to ${to}` : 'Stay behind';
    }
    case 'make-room': {
      const d = [...v.decisions].reverse().find((x) => x.kind === 'hands-full' && x.seat === viewer);
      const found = d?.item ? itemName(d.item) : 'the new item';
      return a.drop === 'new' ? `Leave ${found} behind` : `Drop ${heldName(me, a.drop)} to take ${found}`;
    }
    case 'discard':
      return `Discard ${cardName(String(a.card))}`;
    case 'done':
      return v.decisions.some((d) => d.kind === 'trade' && d.seat === viewer)
        ? 'End your part of the trade'
        : 'Finish passing (keep the rest of your hand)';
    case 'give':
    case 'offer':
      return trade(v, names, me, a);
    case 'move-door':
      return `Take the closed door ${corridorName(v, a.from)}`;
    case 'pass':
      return 'Pass for the rest of the round';
    case 'drop':
      return drop(v, me, a);
    case 'move':
      return `Move to ${roomName(v, String(a.to))}${paid(a)}`;
    case 'careful':
      return `Move carefully to ${roomName(v, String(a.to))}, noise on ${exitName(v, String(a.to), a.exit)}${paid(a)}`;
    case 'shoot': {
      const target = a.target === 'egg' ? 'at the eggs' : intruderName(v, a.target);
      return `Shoot ${target} in ${me ? roomName(v, me.room) : 'this room'} (${weaponName(me, a.weapon, a.taped)})${paid(a)}`;
    }
    case 'melee':
      return `${a.target === 'egg' ? 'Smash the eggs' : `Fight ${intruderName(v, a.target)} hand to hand`}${paid(a)}`;
    case 'search':
      return `Search the room (${String(a.color)} items)${paid(a)}`;
    case 'pickup':
      return `Pick up ${ANALYZE[String(a.object)] ?? a.object}${paid(a)}`;
    case 'gate':
      return `Leave through the main gate to the bunker${paid(a)}`;
    case 'room':
      return `${roomAction(v, names, me, a)}${paid(a)}`;
    case 'card':
      return `Play ${cardName(String(a.card))}: ${cardEffect(v, names, me, a)}${paid(a)}`;
    case 'advantage':
      return a.card === null
        ? 'Keep your cards (no extra injury)'
        : `Discard ${cardName(String(a.card))} for an extra injury`;
    case 'react':
      return `React with ${cardName(String(a.card))}`;
    case 'decline':
      return 'Do not react';
    case 'item':
      return `Use ${itemName(String(a.item))}: ${itemUse(me, a)}${paid(a)}`;
    case 'trade':
      return `Trade with the characters in this room${paid(a)}`;
    case 'craft':
      return `Craft ${itemName(String(a.item))} from ${((a.use as string[]) ?? []).map(itemName).join(' and ')}${paid(a)}`;
    case 'computer': {
      const what = COMPUTER[v.computer.top]?.actions[a.choice as number];
      return `Computer: ${COMPUTER_ACTION[String(what)] ?? String(what)}${paid(a)}`;
    }
    case 'rover':
      return `Drive the rover to ${a.to === 'bunker' ? 'the bunker' : roomName(v, String(a.to))}${paid(a)}`;
    case 'escape':
      return `Walk out to the bunker in your suit${paid(a)}`;
    default:
      return a.type;
  }
};

/** Groups for the decision panel: what the choice is about rather than the action's data type. */
const GROUP: Record<string, string> = {
  draft: 'Choose a character',
  'keep-objective': 'Keep an objective',
  'answer-trade': 'Trade offer',
  ride: 'Elevator',
  'make-room': 'Hands full',
  discard: 'Discard before the round ends',
  done: 'Discard before the round ends',
  move: 'Move',
  careful: 'Move carefully (you choose where the noise goes)',
  rover: 'Move',
  escape: 'Move',
  gate: 'Move',
  shoot: 'Fight',
  melee: 'Fight',
  search: 'Search and pick up',
  pickup: 'Search and pick up',
  room: 'Room action',
  card: 'Play an action card',
  item: 'Items',
  craft: 'Items',
  trade: 'Trade',
  give: 'Trade',
  offer: 'Trade',
  'move-door': 'Move a door',
  drop: 'Drop (free)',
  computer: 'Computer',
  pass: 'End your turn',
  advantage: 'Advantage die',
  react: 'Reaction',
  decline: 'Reaction',
};

export const nlGroup = (a: Action): string => GROUP[a.type] ?? a.type;

/** A drafted character's start, under its button: what it carries and its quest item. */
export const nlHelp: ActionHelp = (a) => {
  if (a.type !== 'draft') return undefined;
  const c = CHARACTER[String(a.character)];
  if (!c) return undefined;
  const start = c.startItem ? `starts with ${itemName(c.startItem)}` : 'starts empty-handed';
  return `${c.kind === 'survivor' ? 'Nemesis survivor' : 'facility worker'}, ${start}; quest item ${itemName(c.quest)}`;
};
