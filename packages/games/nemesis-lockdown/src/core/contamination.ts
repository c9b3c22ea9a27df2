import { add, type Ctx, drawFrom, say, seatName } from '../state.ts';
import { CLEAN, CONTAMINATION, type GameState, type Player, SCANNED_INFECTED } from '../types.ts';
import { placeIntruder } from './intruders.ts';
import { kill } from './wounds.ts';

/**
 * Contamination (original core). An unscanned contamination card has a face nobody has seen, not even
 * its holder. We therefore do not store that face: when a card is first scanned, its face is drawn from
 * the faces not yet seen (the pool of unscanned cards). That is the same chance as a shuffled deck and
 * leaves no secret in the state that a view could leak. A scanned INFECTED card stays in play known.
 * A removed card goes to the bottom of the contamination deck (Lockdown's rule; the original game put
 * it out of play): everyone saw its face, so the bottom is a public, ordered list, drawn from only
 * once the face-down rest of the deck is used up; such a card comes out with its known face.
 */
export function gainContamination(s: GameState, p: Player, ctx: Ctx, why: string): void {
  if (p.status !== 'alive') return;
  if (s.contaminationDeck <= 0) return;
  const hidden = s.contaminationDeck - s.contaminationUnder.length;
  s.contaminationDeck--;
  const known = hidden > 0 ? undefined : s.contaminationUnder.shift();
  const card = known === undefined ? CONTAMINATION : known === 'infected' ? SCANNED_INFECTED : CLEAN;
  p.discard.push(card);
  say(ctx, 'contamination.gain', `${seatName(s, p.seat)} gets a contamination card (${why})`, {
    seat: p.seat,
    ...(known === undefined ? {} : { face: known }),
  });
}

/** Reveals the face of one unscanned card. */
export function scanFace(s: GameState, ctx: Ctx): 'infected' | 'clean' {
  const face = drawFrom(s.unseen.contaminationFaces, ctx.rng);
  return face === 'infected' ? 'infected' : 'clean';
}

type Pile = 'hand' | 'discard' | 'deck';

function cardsIn(p: Player, pile: Pile): number {
  if (pile === 'deck') return p.deck[CONTAMINATION] ?? 0;
  return p[pile].filter((c) => c === CONTAMINATION).length;
}

function takeFrom(p: Player, pile: Pile, card: string): void {
  if (pile === 'deck') add(p.deck, card, -1);
  else p[pile].splice(p[pile].indexOf(card), 1);
}

function putIn(p: Player, pile: Pile, card: string): void {
  if (pile === 'deck') add(p.deck, card, 1);
  else p[pile].push(card);
}

/**
 * Scans every unscanned card in the given piles. Clean cards are removed (they go under the
 * contamination deck) when `removeClean`; infected cards are removed when `removeInfected`, otherwise
 * they stay, marked as scanned. Returns how many INFECTED cards were found.
 */
export function scanPiles(
  s: GameState,
  p: Player,
  piles: Pile[],
  ctx: Ctx,
  opts: { removeClean: boolean; removeInfected: boolean; limit?: number },
): number {
  let infected = 0;
  let scanned = 0;
  for (const pile of piles) {
    const n = cardsIn(p, pile);
    for (let i = 0; i < n; i++) {
      if (opts.limit !== undefined && scanned >= opts.limit) break;
      scanned++;
      const face = scanFace(s, ctx);
      takeFrom(p, pile, CONTAMINATION);
      if (face === 'infected') {
        infected++;
        if (opts.removeInfected) returnToDeck(s, 'infected');
        else putIn(p, pile, SCANNED_INFECTED);
      } else if (opts.removeClean) returnToDeck(s, 'clean');
      else putIn(p, pile, CLEAN);
    }
    if (opts.removeInfected) {
      const known =
        pile === 'deck' ? (p.deck[SCANNED_INFECTED] ?? 0) : p[pile].filter((c) => c === SCANNED_INFECTED).length;
      for (let i = 0; i < known; i++) {
        takeFrom(p, pile, SCANNED_INFECTED);
        returnToDeck(s, 'infected');
      }
    }
  }
  // A scan shows faces, and how many cards were scanned shows where they were: a reveal.
  ctx.emit({
    rule: 'contamination.scan',
    text: `${seatName(s, p.seat)} scans ${scanned} card(s): ${infected} INFECTED`,
    data: { seat: p.seat, scanned, infected },
    reveals: true,
  });
  return infected;
}

function returnToDeck(s: GameState, face: 'infected' | 'clean'): void {
  s.contaminationDeck++;
  s.contaminationUnder.push(face);
}

/**
 * The outcome of finding an infection: a larva on the character board, or death with a creeper
 * bursting out when one is already there.
 */
export function infect(s: GameState, p: Player, ctx: Ctx): void {
  if (p.status !== 'alive') return;
  if (!p.larva) {
    p.larva = true;
    say(ctx, 'contamination.larva', `A larva grows inside ${seatName(s, p.seat)}`, { seat: p.seat });
    return;
  }
  const room = p.room;
  kill(s, p, ctx, 'a second infection');
  placeIntruder(s, 'creeper', room, ctx);
}

/** Every contamination card a character owns, in any pile. */
export function contaminationCount(p: Player): number {
  const isC = (c: string) => c.startsWith(CONTAMINATION);
  let n = p.hand.filter(isC).length + p.discard.filter(isC).length;
  for (const [k, v] of Object.entries(p.deck)) if (isC(k)) n += v;
  return n;
}
