import type { Action, Actor, Json } from '@airlock/engine';
import { EXITS, MARS_EXITS, SLOT, TECH } from './data/board.ts';
import { ITEM, OBJECTIVE } from './data/cards.ts';
import { ACTION_CARD, CHARACTER } from './data/characters.ts';
import { COMPUTER } from './data/computer.ts';
import { TILE } from './data/rooms.ts';
import { seatName } from './state.ts';
import type { GameState, HeavyThing } from './types.ts';

/**
 * Actions as short sentences for the terminal and the log. Public facts only, plus the acting seat's
 * own cards: a face-down room is never named after its tile, a contamination card never by its face.
 */

const itemName = (id: unknown): string => ITEM[String(id)]?.name ?? 'an item';

/** A hand card: action cards by name; a contamination card never says whether it is infected. */
/** An action card by its name (contamination cards all read alike: which one it is stays unsaid). */
export function cardName(id: unknown): string {
  const c = String(id);
  if (c.startsWith('contamination')) return 'a contamination card';
  return ACTION_CARD[c]?.name ?? 'a card';
}

/** A face-down room by its place on the board: its rank among its section's unfixed slots. */
function faceDown(s: GameState, id: string): string {
  const section = SLOT[id]?.section ?? 0;
  const board = Object.keys(s.rooms).filter((r) => !SLOT[r]?.tile && (SLOT[r]?.section ?? 0) === section);
  const n = board.indexOf(id) + 1;
  return section ? `face-down room ${n} of section ${section}` : `face-down room ${n}`;
}

/** Rooms that share a tile's name are told apart by where they stand on the board. */
function place(s: GameState, id: unknown): string {
  const r = String(id);
  if (r === 'bunker') return 'the bunker';
  const slot = SLOT[r];
  const room = s.rooms[r];
  // A tile printed on the board is public; a drawn one only once the room is explored.
  const tile = slot?.tile ?? (room?.explored ? room.tile : null);
  const section = slot?.section ? ` of section ${slot.section}` : '';
  if (!tile) return faceDown(s, r);
  const name = TILE[tile]?.name ?? 'a room';
  if (tile === 'elevator') return `the ${name}${section}`;
  if (tile === 'staircase') return `the ${name} of sections ${r.slice(-2, -1)} and ${r.slice(-1)}`;
  if (tile === 'crossroads') return `${name} ${r.slice(1)}`;
  return `the ${name}`;
}

/** The noise marker's exit of a careful move: the corridor behind that exit of the destination. */
function exitName(s: GameState, room: string, exit: Json | undefined): string {
  const e = (s.side === 'mars' ? MARS_EXITS : EXITS)[room]?.[Number(exit) - 1];
  if (e === undefined) return `exit ${Number(exit)}`;
  if (e === TECH) return `exit ${Number(exit)} (the technical corridors)`;
  const c = s.corridors[e];
  return c ? `exit ${Number(exit)} (toward ${place(s, c.a === room ? c.b : c.a)})` : `exit ${Number(exit)}`;
}

const KIND: Record<string, string> = { larva: 'Larva', creeper: 'Creeper', adult: 'Adult', breeder: 'Breeder' };

/** An intruder by kind; two of a kind in one room by the number drawn on its token. */
function intruder(s: GameState, id: Json | undefined): string {
  if (id === 'egg') return 'the eggs';
  const n = s.intruders.find((x) => x.id === id);
  if (!n) return 'an intruder';
  const kind = KIND[n.kind] ?? 'Queen';
  const twin = s.intruders.some((x) => x !== n && x.room === n.room && x.kind === n.kind);
  return `the ${kind}${twin ? ` number ${n.id}` : ''}`;
}

/** A heavy thing in someone's hands (public: hands are on the table). */
function held(s: GameState, seat: number, i: Json | undefined, taped?: Json): string {
  const hands = s.players[seat]?.hands ?? [];
  const h: HeavyThing | undefined = typeof i === 'number' ? hands[i] : undefined;
  const t = taped === true ? h?.taped : h;
  if (!t) return 'what is held';
  if (h?.kind === 'object') return `the ${h.name}${h.of === undefined ? '' : ` of player ${h.of + 1}`}`;
  const w = ITEM[t.name]?.weapon;
  // Two alike in both hands: say which hand, so two choices never read the same.
  const twin = hands.some((x, k) => k !== i && x.name === h?.name && x.ammo === h?.ammo);
  const base = w ? `the ${itemName(t.name)} (${t.ammo} ammo)` : itemName(t.name);
  return `${base}${taped === true ? ' taped on' : ''}${twin ? ` in the ${i === 0 ? 'first' : 'second'} hand` : ''}`;
}

function whoShort(s: GameState, seat: unknown): string {
  return typeof seat === 'number' ? seatName(s, seat) : 'someone';
}

function paid(a: Action): string {
  const pay = Array.isArray(a.pay) ? a.pay : [];
  return pay.length ? `, paying ${pay.map(cardName).join(' and ')}` : '';
}

const OBJECTIVE_GOAL: Record<string, string> = {
  signal: 'send the signal',
  weakness: 'research a weakness',
  'destroy-nest': 'destroy the nest',
  'only-survivor': 'be the only survivor',
  'no-nemesis-survivor': 'let no Nemesis survivor out',
};

/** An objective card (only ever the actor's own): its goal, and its place among twins of its deck. */
export function objective(id: unknown): string {
  const o = OBJECTIVE[String(id)];
  if (!o) return 'an objective';
  const goal =
    o.kind === 'kill-player' ? `player ${o.target ?? 1} must not survive` : (OBJECTIVE_GOAL[o.kind] ?? o.kind);
  const twins = Object.values(OBJECTIVE).filter((x) => x.deck === o.deck && x.kind === o.kind && x.target === o.target);
  const copy = twins.length > 1 ? `, card ${twins.indexOf(o) + 1} of ${twins.length}` : '';
  return `the ${o.deck === 'coop' ? 'cooperative' : o.deck} objective (${goal}${copy})`;
}

const EFFECT: Record<string, string> = {
  rest: 'scans a contamination card',
  study: 'gains 1 knowledge',
  focus: 'draws a card',
  'wipe-slime': 'wipes off the slime',
  grit: 'draws a card per serious wound',
  dissect: 'dissects a carcass for 2 knowledge',
  observe: 'watches the intruders for 1 knowledge',
};

/** One half of a played action card, with its target. */
function cardEffect(s: GameState, seat: number, a: Action): string {
  const effect = ACTION_CARD[String(a.card)]?.effects[a.half as number] ?? '';
  const here = s.players[seat]?.room;
  if (EFFECT[effect]) return EFFECT[effect];
  switch (effect) {
    case 'run':
      return `runs to ${place(s, a.to)} without a noise roll`;
    case 'cover':
      return `retreats to ${place(s, a.to)} unharmed`;
    case 'patch':
      return a.option === 'dress' ? 'dresses a serious wound' : 'heals a light wound';
    case 'aim':
      return `shoots ${intruder(s, a.target)} with ${held(s, seat, a.weapon, a.taped)}, one more injury on a hit`;
    case 'fix':
      return a.option === 'fire' ? 'puts out the fire here' : 'repairs the malfunction here';
    case 'rummage':
      return `searches the ${String(a.color)} item deck`;
    case 'reload':
      return `reloads ${held(s, seat, a.weapon, a.taped)}`;
    case 'hush':
      return `takes the noise off ${exitName(s, here ?? '', a.exit)}`;
    case 'noise':
      return `makes noise at ${exitName(s, here ?? '', a.exit)}`;
    case 'metabolize':
      return `discards ${cardName(a.discard)} to draw 2 cards`;
    case 'desperate':
      return `takes a contamination card to deal 2 injuries to ${intruder(s, a.target)}`;
    case 'vivisect':
      return `cuts into ${intruder(s, a.target)}`;
    case 'quarantine':
      return `closes every open door around ${place(s, a.room)}`;
    case 'stun-character':
      return `makes ${whoShort(s, a.target)} discard their hand`;
    case 'stun-intruder':
      return `gives up ${held(s, seat, a.weapon)} to drive off ${intruder(s, a.target)}`;
    case 'defense-room':
      return roomAction(s, seat, a);
    case 'defense-peek':
      return `looks at the tiles of ${(Array.isArray(a.rooms) ? a.rooms : []).map((r) => place(s, r)).join(' and ')}`;
    case 'tour':
      return `moves to ${place(s, a.to)} with ${whoShort(s, a.with)}`;
    case 'distraction': {
      const thing = typeof a.item === 'string' ? itemName(a.item) : held(s, seat, a.hand);
      return `throws away ${thing} to get away to ${place(s, a.to)}`;
    }
    case 'vents':
      return `crawls through the vents to ${place(s, a.to)}`;
    case 'repel':
      return `drives off ${intruder(s, a.target)}`;
    default:
      return 'uses it';
  }
}

const ANALYZE: Record<string, string> = { carcass: 'a carcass', corpse: 'a corpse', egg: 'an egg' };
export const TREAT: Record<string, string> = {
  dress: 'dresses their serious wounds',
  'heal-dressed': 'heals a dressed wound',
  'heal-light': 'heals their light wounds',
};

/** The room action of the actor's room, by its tile. */
function roomAction(s: GameState, seat: number, a: Action): string {
  const here = s.players[seat]?.room ?? '';
  const tile = s.rooms[here]?.tile ?? SLOT[here]?.tile;
  const action = tile ? (TILE[tile]?.action ?? '') : '';
  const seats = (x: unknown) => (Array.isArray(x) ? x : []).map((p) => whoShort(s, p)).join(' and ');
  switch (action) {
    case 'signal':
      return a.option === 'send' ? 'sends the signal' : `checks the objectives of ${whoShort(s, a.target)}`;
    case 'autodestruct':
      return 'starts the autodestruction';
    case 'generator':
      return a.option === 'stop' ? 'stops the autodestruction' : 'switches the power of this section';
    case 'treat':
      return TREAT[String(a.option)] ?? 'treats their wounds';
    case 'decon':
      return 'decontaminates';
    case 'analyze':
      return `analyses ${ANALYZE[String(a.object)] ?? 'a find'} ${a.from === 'hand' ? 'they carry' : 'lying here'}`;
    case 'archive': {
      if (a.peek === undefined) return 'studies the archives';
      const of = a.peek === 'neutral' ? 'the neutral pool' : whoShort(s, a.peek);
      return `studies the archives and peeks at a contingency token of ${of}`;
    }
    case 'take-egg':
      return 'takes an egg from the nest';
    case 'lock-in':
      return 'locks themselves in the isolation room';
    case 'restore-power': {
      const o = Array.isArray(a.arrangement) ? a.arrangement : [];
      return `restores power: tokens ${o.slice(0, 3).join(', ')} on sections 1 to 3, token ${o[3]} on the elevator`;
    }
    case 'alert':
      return a.option === 'start' ? 'starts the alert procedure' : 'takes a neutral contingency token';
    case 'elevator': {
      if (a.option === 'call') return 'calls the elevator';
      const invite = seats(a.invite);
      return `takes the elevator to section ${Number(a.section)}${invite ? `, inviting ${invite}` : ''}`;
    }
    case 'equipment':
      return `takes ${itemName(a.item)} from the guard room`;
    case 'surgery':
      return 'undergoes surgery';
    case 'vent':
      return `vents ${place(s, a.room)}`;
    case 'css-control': {
      const slot = Number(a.slot);
      const shift = Number(a.shift);
      return `peeks at the CSS token of time slot ${slot}${shift === 0 ? '' : ` and moves it to slot ${slot + shift}`}`;
    }
    case 'exterminate':
      return `exterminates in ${place(s, a.room)} ${a.by === 'items' ? 'with an item here' : 'with a malfunction here'}`;
    case 'neutralizer':
      return 'makes the Neutralizer';
    case 'cave':
      return `crawls through the technical corridors to ${place(s, a.to)}`;
    default:
      if (action.startsWith('pod:')) return `boards CSS pod ${action.slice(4)}`;
      return `uses ${place(s, here)}`;
  }
}

const COMPUTER_ACTION: Record<string, string> = {
  knowledge: 'gains 1 knowledge',
  'close-doors': 'closes the doors of this room',
  'open-doors': 'opens the closed doors of this section',
  silence: 'clears the noise of empty corridors in this section',
  extinguish: 'puts out the fires of this section',
  'power-elevator': 'powers the elevator',
};

const ITEM_USE: Record<string, string> = {
  'heal-light': 'heals a light wound',
  medkit: 'treats every wound',
  'clean-slime': 'washes off the slime',
  antidote: 'clears infection and larvae',
  extinguish: 'puts out the fire here',
  energy: 'draws a card',
  knowledge: 'gains 1 knowledge',
  tape: 'tapes the two items in their hands together',
};

/** The newest open decision of a kind for this seat (the elevator's destination, a trade offer). */
function decision<K extends GameState['decisions'][number]['kind']>(s: GameState, seat: number, kind: K) {
  return [...s.decisions].reverse().find((d) => d.kind === kind && d.seat === seat) as
    | Extract<GameState['decisions'][number], { kind: K }>
    | undefined;
}

function answerTrade(s: GameState, seat: number, a: Action): string {
  if (a.give === null) return 'refuses the trade';
  const d = decision(s, seat, 'trade-offer');
  const from = d ? ` from ${seatName(s, d.from)}` : '';
  const theirs = d ? (d.item ? itemName(d.item) : held(s, d.from, d.hand ?? undefined)) : 'their offer';
  if (a.give === 'accept')
    return `swaps ${d ? held(s, seat, d.askHand ?? undefined) : 'a held thing'} for ${theirs}${from}`;
  return `gives ${itemName(a.give)} for ${theirs}${from}`;
}

function trade(s: GameState, seat: number, a: Action): string {
  const what = typeof a.item === 'string' ? itemName(a.item) : held(s, seat, a.hand);
  const to = whoShort(s, a.to);
  if (a.type === 'give') return `gives ${what} to ${to}`;
  if (typeof a.askHand === 'number') return `offers ${what} to ${to} for ${held(s, a.to as number, a.askHand)}`;
  return `offers ${what} to ${to} for a ${String(a.ask)} item`;
}

/** A short sentence for an action (public facts, and the acting seat's own cards). */
export function describe(s: GameState, actor: Actor, a: Action): string {
  if (actor === 'system') return 'The table moves on';
  const name = seatName(s, actor);
  const who = name.charAt(0).toUpperCase() + name.slice(1);
  switch (a.type) {
    case 'draft':
      return `${who} plays the ${CHARACTER[String(a.character)]?.name ?? 'character'}`;
    case 'keep-objective':
      return `${who} keeps ${objective(a.objective)}`;
    case 'answer-trade':
      return `${who} ${answerTrade(s, actor, a)}`;
    case 'ride': {
      const d = decision(s, actor, 'ride');
      return a.accept ? `${who} rides the elevator along${d ? ` to ${place(s, d.to)}` : ''}` : `${who} stays behind`;
    }
    case 'make-room': {
      const d = decision(s, actor, 'hands-full');
      const found = d ? itemName(d.item) : 'the new item';
      return a.drop === 'new'
        ? `${who} leaves ${found} behind`
        : `${who} drops ${held(s, actor, a.drop)} to take ${found}`;
    }
    case 'discard':
      return `${who} discards ${cardName(a.card)}`;
    case 'done':
      return decision(s, actor, 'trade')
        ? `${who} ends their part of the trade`
        : `${who} keeps the rest of their hand`;
    case 'give':
    case 'offer':
      return `${who} ${trade(s, actor, a)}`;
    case 'move-door': {
      const c = s.corridors.find((x) => x.id === a.from);
      return `${who} takes the closed door ${c ? `between ${place(s, c.a)} and ${place(s, c.b)}` : 'from another corridor'}`;
    }
    case 'pass':
      return `${who} passes for the round`;
    case 'drop':
      return `${who} drops ${typeof a.item === 'string' ? itemName(a.item) : held(s, actor, a.hand)}`;
    case 'move':
      return `${who} moves to ${place(s, a.to)}${paid(a)}`;
    case 'careful':
      return `${who} moves carefully to ${place(s, a.to)}, noise at ${exitName(s, String(a.to), a.exit)}${paid(a)}`;
    case 'shoot':
      return `${who} shoots ${intruder(s, a.target)} with ${held(s, actor, a.weapon, a.taped)}${paid(a)}`;
    case 'melee':
      return `${who} ${a.target === 'egg' ? 'smashes the eggs' : `fights ${intruder(s, a.target)} hand to hand`}${paid(a)}`;
    case 'search':
      return `${who} searches the room (${String(a.color)} items)${paid(a)}`;
    case 'pickup':
      return `${who} picks up ${ANALYZE[String(a.object)] ?? 'a find'}${paid(a)}`;
    case 'gate':
      return `${who} leaves through the main gate${paid(a)}`;
    case 'room':
      return `${who} ${roomAction(s, actor, a)}${paid(a)}`;
    case 'card':
      return `${who} plays ${cardName(a.card)} and ${cardEffect(s, actor, a)}${paid(a)}`;
    case 'advantage':
      return a.card === null ? `${who} keeps their cards` : `${who} discards ${cardName(a.card)} for an extra injury`;
    case 'react':
      return `${who} reacts with ${cardName(a.card)}`;
    case 'decline':
      return `${who} does not react`;
    case 'item': {
      const use = ITEM[String(a.item)]?.use;
      const what =
        use === 'reload' ? `reloads ${held(s, actor, a.weapon, a.taped)}` : (ITEM_USE[String(use)] ?? 'uses it');
      return `${who} uses ${itemName(a.item)} and ${what}${paid(a)}`;
    }
    case 'trade':
      return `${who} starts a trade in this room${paid(a)}`;
    case 'craft': {
      const parts = (Array.isArray(a.use) ? a.use : []).map(itemName).join(' and ');
      return `${who} crafts ${itemName(a.item)} from ${parts}${paid(a)}`;
    }
    case 'computer': {
      const what = COMPUTER[s.computer.top]?.actions[a.choice as number];
      return `${who} uses the computer and ${COMPUTER_ACTION[String(what)] ?? 'acts'}${paid(a)}`;
    }
    case 'rover':
      return `${who} drives the rover to ${place(s, a.to)}${paid(a)}`;
    case 'escape':
      return `${who} walks out to the bunker in a suit${paid(a)}`;
    default:
      return `${who} takes an action`;
  }
}
