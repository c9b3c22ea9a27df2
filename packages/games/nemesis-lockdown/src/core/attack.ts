import { ATTACK } from '../data/cards.ts';
import { type Ctx, cardTitle, drawFrom, inDarkness, livingIn, say, seatName, seatOrder } from '../state.ts';
import type { GameState, Intruder, Player } from '../types.ts';
import { gainContamination } from './contamination.ts';
import { removeIntruder } from './intruders.ts';
import { lightWound, seriousWound } from './wounds.ts';

/** Draws an attack card, reshuffling the discard pile into the deck when it runs out. */
export function drawAttack(s: GameState, ctx: Ctx): string {
  let id = drawFrom(s.attackDeck, ctx.rng);
  if (id === null) {
    for (const c of s.attackDiscard) s.attackDeck[c] = (s.attackDeck[c] ?? 0) + 1;
    s.attackDiscard = [];
    id = drawFrom(s.attackDeck, ctx.rng);
  }
  if (id === null) throw new Error('attack deck empty');
  return id;
}

/**
 * Target of an attack with several characters in the room: fewest cards in hand; ties go to the first
 * player, then on in turn order. Held contamination cards count: both rulebooks say "action cards in
 * hand" here, and 001 uses that very phrase for the surprise-attack count that it says includes
 * contamination cards; the original game's components share one back for both kinds, so the table can
 * count only cards, and an intruder cannot be steered by what a hand secretly holds.
 */
export function chooseTarget(s: GameState, room: string): Player | null {
  const here = livingIn(s, room);
  if (here.length === 0) return null;
  const order = seatOrder(s);
  const cards = (p: Player) => p.hand.length;
  return [...here].sort((a, b) => cards(a) - cards(b) || order.indexOf(a.seat) - order.indexOf(b.seat))[0] ?? null;
}

/** `dark` forces darkness (an attack the rules say to treat as made in darkness). */
export function intruderAttack(s: GameState, intr: Intruder, p: Player, ctx: Ctx, dark = false): void {
  if (p.status !== 'alive') return;
  if (intr.kind === 'larva') {
    // Infest: no attack card; the larva crawls onto the character board unless one is there already.
    if (!p.larva) {
      removeIntruder(s, intr);
      p.larva = true;
      say(ctx, 'attack.infest', `A larva burrows into ${seatName(s, p.seat)}`, { seat: p.seat, intruder: intr.id });
    }
    gainContamination(s, p, ctx, 'larva');
    return;
  }
  const id = drawAttack(s, ctx);
  const card = ATTACK[id];
  s.attackDiscard.push(id);
  if (!card || !card.kinds.includes(intr.kind)) {
    say(ctx, 'attack.miss', `The ${intr.kind} attacks ${seatName(s, p.seat)} and misses (${cardTitle(id)})`, {
      card: id,
    });
    return;
  }
  say(ctx, 'attack.hit', `The ${intr.kind} attacks ${seatName(s, p.seat)}: ${cardTitle(id)}`, {
    card: id,
    seat: p.seat,
  });
  const why = `${intr.kind}'s ${cardTitle(id)}`;
  switch (card.effect) {
    case 'scratch':
      lightWound(s, p, ctx, why);
      break;
    case 'claws':
      lightWound(s, p, ctx, why);
      gainContamination(s, p, ctx, why);
      break;
    case 'bite':
      seriousWound(s, p, ctx, why);
      break;
    case 'slime':
      p.slime = true;
      gainContamination(s, p, ctx, why);
      break;
    case 'frenzy':
      seriousWound(s, p, ctx, why);
      lightWound(s, p, ctx, why);
      break;
    case 'tail':
      lightWound(s, p, ctx, why);
      lightWound(s, p, ctx, why);
      break;
    default: {
      const never: never = card.effect;
      throw new Error(`unknown attack effect ${String(never)}`);
    }
  }
  if (card.darkExtra && (dark || inDarkness(s, p.room))) lightWound(s, p, ctx, `${why} in darkness`);
}
