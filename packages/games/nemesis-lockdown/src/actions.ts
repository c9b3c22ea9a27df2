import { type Action, type Actor, activeWindow, pickUniform, type Rng } from '@airlock/engine';
import { applyCard, cardOptions } from './actioncards.ts';
import { applyBasic, basicOptions, dropThing, returnItem } from './basic.ts';
import { applyItem, itemOptions } from './items.ts';
import { FREE, type Maker, ONE, Paid, pay } from './payment.ts';
import { applyRoom, roomOptions } from './rooms.ts';
import { applyComputer, computerOptions } from './computer.ts';
import { applyMars, marsOptions } from './mars.ts';
import { moveDoor } from './hazards.ts';
import { ventBreached } from './vent.ts';
import { ITEM } from './data/cards.ts';
import { CHARACTER } from './data/characters.ts';
import {
  answerTrade,
  applyCraft,
  applyTrade,
  applyTradeSession,
  craftOptions,
  tradeAnswers,
  tradeOptions,
  tradeSessionActions,
} from './trade.ts';
import { cardName, objective } from './describe.ts';
import { afterAction, endTurn, startRound } from './round.ts';
import { resumeAfterChoice } from './waiting.ts';
import { advantageAnswers, answerAdvantage } from './advantage.ts';
import { answerReaction } from './reaction-answers.ts';
import { reactionAnswers } from './reactions.ts';
import { offerDraft, placeCharacter } from './setup.ts';
import { add, type Ctx, flowHeld, heavyName, say, seatName, uniqueSorted } from './state.ts';
import type { GameState, Player } from './types.ts';

export type NLAction = Action;

/** The seat whose decision is awaited: the top of the decision stack first, then the active turn. */
export function decider(s: GameState): number | null {
  if (s.phase === 'over') return null;
  // A reaction window interrupts whatever was being resolved, so it is answered first.
  const w = activeWindow(s.windows);
  if (w) return w.seats[w.at] ?? null;
  const d = s.decisions[s.decisions.length - 1];
  if (d) return d.seat;
  if (s.phase === 'player') return s.active;
  return null;
}

export function legalActions(s: GameState, actor: Actor): NLAction[] {
  const listed = decisionActions(s, actor);
  return listed ?? (turnOptions(s, s.players[actor as number] as Player).actions() as NLAction[]);
}

/** `pickUniform(legalActions(s, actor), rng)`, without building a turn's whole list (random playouts). */
export function randomAction(s: GameState, actor: Actor, rng: Rng): NLAction | null {
  const listed = decisionActions(s, actor);
  if (listed) return pickUniform(listed, rng);
  return turnOptions(s, s.players[actor as number] as Player).pick(rng) as NLAction | null;
}

/** The legal list of anything but a living player's turn, or null when it is that turn's. */
function decisionActions(s: GameState, actor: Actor): NLAction[] | null {
  if (actor === 'system' || decider(s) !== actor) return [];
  const p = s.players[actor];
  if (!p) return [];
  if (s.windows.length > 0) return reactionAnswers(s, p).map((x) => x as NLAction);
  const d = s.decisions[s.decisions.length - 1];
  if (d?.kind === 'draft') return d.offered.map((character) => ({ type: 'draft', character }));
  if (d?.kind === 'discard-objective')
    return [...p.objectives].sort().map((objective) => ({ type: 'keep-objective', objective }));
  if (d?.kind === 'advantage') return advantageAnswers(p);
  if (d?.kind === 'trade-offer') return tradeAnswers(p, d).map((give): NLAction => ({ type: 'answer-trade', give }));
  if (d?.kind === 'trade') return tradeSessionActions(s, p, d).map((x) => x as NLAction);
  if (d?.kind === 'move-door')
    return s.corridors.filter((c) => c.door === 'closed').map((c): NLAction => ({ type: 'move-door', from: c.id }));
  if (d?.kind === 'ride')
    return [
      { type: 'ride', accept: true },
      { type: 'ride', accept: false },
    ];
  if (d?.kind === 'hands-full') {
    const out: NLAction[] = p.hands.map((_, drop) => ({ type: 'make-room', drop }));
    out.push({ type: 'make-room', drop: 'new' });
    return out;
  }
  if (d?.kind === 'pass-discard') {
    // Any held card may go, contamination cards too: only paying costs with them is forbidden.
    const kinds = uniqueSorted(p.hand);
    return [...kinds.map((card): NLAction => ({ type: 'discard', card })), { type: 'done' }];
  }
  if (p.status !== 'alive' || p.passed) return [];
  return null;
}

const HANDS: readonly (readonly number[])[] = [[], [0], [0, 1], [0, 1, 2], [0, 1, 2, 3]];
const dropItem: Maker<null, string> = (_, item) => ({ type: 'drop', item });
const dropHand: Maker<null, number> = (_, hand) => ({ type: 'drop', hand });
const passAction: Maker<null, null> = () => ({ type: 'pass' });

/**
 * The turn's blocks are built into one list, emptied at each call: its actions are made (or one
 * drawn) before the next call, and building them never asks for another legal list.
 */
let SCRATCH: Paid | undefined;

/** A living player's turn: every action it offers, each once per way to pay, as blocks. */
function turnOptions(s: GameState, p: Player): Paid {
  SCRATCH ??= new Paid(p);
  const paid = SCRATCH.reset(p);
  if (p.actionsLeft > 0) {
    basicOptions(s, p, paid);
    paid.add(roomOptions(s, p));
    cardOptions(s, p, paid);
    paid.add(itemOptions(s, p));
    paid.add(tradeOptions(s, p));
    paid.add(craftOptions(s, p));
    paid.add(computerOptions(s, p));
    paid.add(marsOptions(s, p));
  }
  if (p.inventory.length > 0) paid.block(null, uniqueSorted(p.inventory), FREE, dropItem);
  paid.block(null, HANDS[p.hands.length] ?? p.hands.map((_, i) => i), FREE, dropHand);
  paid.block(null, ONE, FREE, passAction);
  return paid;
}

export function applyAction(s: GameState, actor: Actor, a: NLAction, ctx: Ctx): void {
  const p = s.players[actor as number];
  if (!p) return;
  if (s.windows.length > 0 && (a.type === 'react' || a.type === 'decline')) {
    // As for the advantage die: what the answer sets off comes before what was already waiting.
    const rest = s.waiting;
    s.waiting = [];
    answerReaction(s, p, a.type === 'react' ? (a.card as string) : null, ctx);
    s.waiting.push(...rest);
    if (!flowHeld(s)) resumeAfterChoice(s, ctx);
    return;
  }
  const d = s.decisions[s.decisions.length - 1];
  if (a.type === 'draft' && d?.kind === 'draft') {
    s.decisions.pop();
    const other = d.offered.find((c) => c !== a.character);
    if (other !== undefined) add(s.draftPool, other, 1);
    placeCharacter(p, a.character as string);
    say(
      ctx,
      'setup.draft',
      `Player ${p.seat + 1} drafts the ${CHARACTER[String(a.character)]?.name ?? String(a.character)}`,
      {
        seat: p.seat,
        character: String(a.character),
      },
    );
    if (p.seat + 1 < s.players.length) offerDraft(s, p.seat + 1, ctx.rng);
    else {
      s.phase = 'player';
      s.draftPool = {};
      startRound(s, ctx);
    }
    return;
  }
  if (a.type === 'keep-objective' && d?.kind === 'discard-objective') {
    s.decisions.pop();
    p.discardedObjectives.push(...p.objectives.filter((o) => o !== a.objective));
    p.objectives = [a.objective as string];
    ctx.emit({
      rule: 'critical.first-encounter',
      text: `You keep ${objective(a.objective)}`,
      to: [p.seat],
      public: { text: `${seatName(s, p.seat)} removes one objective face down` },
    });
    if (!flowHeld(s)) resumeAfterChoice(s, ctx);
    return;
  }
  if (a.type === 'advantage' && d?.kind === 'advantage') {
    s.decisions.pop();
    // What the shot's consequences hold back comes before what was already waiting (the action's end).
    const rest = s.waiting;
    s.waiting = [];
    answerAdvantage(s, p, d, (a.card as string | null) ?? null, ctx);
    s.waiting.push(...rest);
    if (!flowHeld(s)) resumeAfterChoice(s, ctx);
    return;
  }
  if (a.type === 'answer-trade' && d?.kind === 'trade-offer') {
    s.decisions.pop();
    answerTrade(s, p, d, a.give as string | null, ctx);
    return;
  }
  if (d?.kind === 'trade' && ['give', 'offer', 'done'].includes(a.type)) {
    applyTradeSession(s, p, d, a, ctx);
    return;
  }
  if (a.type === 'move-door' && d?.kind === 'move-door') {
    s.decisions.pop();
    moveDoor(s, a.from as number, d.to, ctx);
    ventBreached(s, ctx);
    return;
  }
  if (a.type === 'ride' && d?.kind === 'ride') {
    s.decisions.pop();
    // Riding along: no noise roll, as for the one who called the elevator.
    if (a.accept === true && p.status === 'alive' && !s.intruders.some((i) => i.room === p.room)) p.room = d.to;
    say(ctx, 'room.elevator', `${seatName(s, p.seat)} ${a.accept ? 'rides along' : 'stays behind'}`, { seat: p.seat });
    return;
  }
  if (a.type === 'make-room' && d?.kind === 'hands-full') {
    s.decisions.pop();
    if (a.drop === 'new') returnItem(s, d.item);
    else {
      const [old] = p.hands.splice(a.drop as number, 1);
      if (old) dropThing(s, p, old);
      p.hands.push({ kind: 'item', name: d.item, ammo: d.ammo });
    }
    say(ctx, 'hands', `${seatName(s, p.seat)} ${a.drop === 'new' ? 'leaves' : 'takes'} the ${d.item}`, {
      seat: p.seat,
    });
    return;
  }
  if (a.type === 'drop') {
    if (typeof a.item === 'string') {
      p.inventory.splice(p.inventory.indexOf(a.item), 1);
      dropThing(s, p, { kind: 'item', name: a.item, ammo: 0 });
      ctx.emit({
        rule: 'drop',
        text: `${seatName(s, p.seat)} drops ${ITEM[String(a.item)]?.name ?? a.item}`,
        data: { seat: p.seat, item: a.item },
        reveals: true,
      });
    } else {
      const [thing] = p.hands.splice(a.hand as number, 1);
      if (thing) dropThing(s, p, thing);
      say(ctx, 'drop', `${seatName(s, p.seat)} drops ${thing ? heavyName(thing) : 'something'}`, { seat: p.seat });
    }
    return;
  }
  if (a.type === 'pass') {
    p.passed = true;
    say(ctx, 'turn.pass', `${seatName(s, p.seat)} passes`, { seat: p.seat });
    s.decisions.push({ kind: 'pass-discard', seat: p.seat });
    return;
  }
  if (a.type === 'discard' && d?.kind === 'pass-discard') {
    p.hand.splice(p.hand.indexOf(a.card as string), 1);
    p.discard.push(a.card as string);
    say(ctx, 'turn.discard', `${seatName(s, p.seat)} discards ${cardName(a.card)}`, {
      seat: p.seat,
      card: String(a.card),
    });
    return;
  }
  if (a.type === 'done' && d?.kind === 'pass-discard') {
    s.decisions.pop();
    endTurn(s, p, ctx);
    return;
  }
  pay(p, a.pay as string[]);
  p.actionsLeft--;
  if (a.type === 'room') applyRoom(s, p, a, ctx);
  else if (a.type === 'card') applyCard(s, p, a, ctx);
  else if (a.type === 'item') applyItem(s, p, a, ctx);
  else if (a.type === 'trade') applyTrade(s, p, ctx);
  else if (a.type === 'craft') applyCraft(s, p, a, ctx);
  else if (a.type === 'computer') applyComputer(s, p, a, ctx);
  else if (a.type === 'rover' || a.type === 'escape') applyMars(s, p, a, ctx);
  else applyBasic(s, p, a, ctx);
  // The first encounter stops the action's flow until every player has chosen an objective.
  if (flowHeld(s)) {
    s.waiting.push({ kind: 'after-action', seat: p.seat });
    return;
  }
  // Two actions, or one and a pass: a second action is optional, passing ends the round for this seat.
  afterAction(s, p, ctx);
}
