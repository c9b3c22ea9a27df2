import { COMPUTER, type ComputerAction } from './data/computer.ts';
import { BASIC_BOARD, SLOT } from './data/board.ts';
import { dropPower } from './eventphase.ts';
import { placeDoor, removeFire } from './hazards.ts';
import type { Option } from './options.ts';
import {
  type Ctx,
  cardTitle,
  drawFrom,
  powered,
  say,
  seatName,
  sectionOf,
  tileOf,
  total,
  livingCount,
} from './state.ts';
import type { GameState, Player } from './types.ts';
import { ventBreached } from './vent.ts';

/**
 * The computer deck. Its top card is face up; a used card goes under the deck, so the face-down part
 * (an unordered pool, drawn at random) comes first and the known cards placed under it follow in order.
 */
/** What each computer action does, as the log says it. */
const COMPUTER_USE: Record<ComputerAction, string> = {
  knowledge: 'knowledge gained',
  'close-doors': 'doors closed',
  'open-doors': 'doors opened',
  silence: 'noise cleared',
  extinguish: 'fires put out',
  'power-elevator': 'the elevator powered',
};

export function revealNext(s: GameState, ctx: Ctx, atSetup = false, seat = 0): void {
  for (let guard = 0; guard < 20; guard++) {
    const next = total(s.computer.deck) > 0 ? drawFrom(s.computer.deck, ctx.rng) : (s.computer.under.shift() ?? null);
    if (next === null) return;
    const card = COMPUTER[next];
    if (card?.lockdown) {
      if (atSetup) {
        // A Lock-down card turned over during setup is shuffled back and the next one shown.
        const id = next;
        revealNext(s, ctx, true);
        s.computer.deck[id] = (s.computer.deck[id] ?? 0) + 1;
        return;
      }
      ctx.emit({
        rule: 'computer.lockdown',
        text: `Lock-down: ${cardTitle(next)}`,
        data: { card: next },
        reveals: true,
      });
      lockdown(s, card.lockdown, ctx, seat);
      s.computer.under.push(next);
      continue;
    }
    s.computer.top = next;
    if (!atSetup)
      ctx.emit({
        rule: 'computer.reveal',
        text: `The computer shows ${cardTitle(next)}`,
        data: { card: next },
        reveals: true,
      });
    return;
  }
}

function lockdown(s: GameState, effect: 'seal' | 'blackout', ctx: Ctx, seat: number): void {
  if (effect === 'blackout') {
    dropPower(s, ctx);
    return;
  }
  // Seal: the section with the most characters (lowest number on a tie) closes every open door.
  const counts = [1, 2, 3].map(
    (sec) => s.players.filter((p) => p.status === 'alive' && sectionOf(p.room) === sec).length,
  );
  const sec = counts.indexOf(Math.max(...counts)) + 1;
  for (const c of s.corridors)
    if (c.door === 'open' && (sectionOf(c.a) === sec || sectionOf(c.b) === sec)) placeDoor(s, c, seat, ctx);
  say(ctx, 'computer.seal', `Section ${sec} is sealed: its doors close`, { section: sec });
}

export function computerOptions(s: GameState, p: Player): Option[] {
  const tile = tileOf(s, p.room);
  if (!tile?.computer || s.rooms[p.room]?.malfunction || !powered(s, p.room)) return [];
  const card = COMPUTER[s.computer.top];
  if (!card) return [];
  return card.actions.map((_, choice) => ({ type: 'computer', cost: 1, params: { choice } }));
}

export function applyComputer(s: GameState, p: Player, a: Record<string, unknown>, ctx: Ctx): void {
  const card = COMPUTER[s.computer.top];
  const what = card?.actions[a.choice as number];
  if (!card || !what) return;
  const sec = sectionOf(p.room);
  const inSection = (room: string) => SLOT[room]?.section === sec;
  switch (what) {
    case 'knowledge':
      p.knowledge++;
      break;
    case 'close-doors':
      for (const c of s.corridors)
        if (c.door === 'open' && (c.a === p.room || c.b === p.room)) placeDoor(s, c, p.seat, ctx);
      break;
    case 'open-doors':
      for (const c of s.corridors) if (c.door === 'closed' && (inSection(c.a) || inSection(c.b))) c.door = 'open';
      ventBreached(s, ctx);
      break;
    case 'silence':
      for (const c of s.corridors) {
        const quiet = livingCount(s, c.a) === 0 && livingCount(s, c.b) === 0;
        if (c.noise && quiet && (inSection(c.a) || inSection(c.b))) c.noise = false;
      }
      break;
    case 'extinguish':
      for (const room of Object.keys(s.rooms)) if (inSection(room)) removeFire(s, room);
      break;
    case 'power-elevator':
      if (!s.power.active.includes(s.power.elevator)) s.power.active = [...s.power.active, s.power.elevator].sort();
      break;
    default: {
      const never: never = what;
      throw new Error(`unknown computer action ${String(never)}`);
    }
  }
  say(ctx, 'computer.use', `${seatName(s, p.seat)} uses the computer: ${COMPUTER_USE[what]}`, {
    seat: p.seat,
    action: what,
  });
  s.computer.under.push(card.id);
  revealNext(s, ctx, false, p.seat);
}

export const ELEVATOR_ROOMS = BASIC_BOARD.elevatorRooms;
