import { type Action, type ApplyContext, choose, type Seat } from '@airlock/engine';
import { CRAWL, isRemora, neighbours, topo } from './board.ts';
import { CHARACTER } from './data/characters.ts';
import { STOWAWAY_CARDS } from './data/objectives.ts';
import { COLUMNS, type Column, SUPPLY } from './data/tracks.ts';
import { outageAllowed, terrorAllowed, terrorOptions } from './lifeform-icons.ts';
import { removeTop } from './loadout.ts';
import { hasChars, imageFree, moveImage } from './moves.ts';
import { moveAndroid, steerOptions, workDoor } from './rounds.ts';
import { discardFromHand, drawCrew, seatName, uniq } from './piles.ts';
import { crewSeats, LIFEFORM, type LfState, onBoard, realChamber, type Step } from './state.ts';
import { destroyAndroid } from './tracks.ts';
import { cardName, charName, columnName, imageName, roomName, stowawayName, tokenName } from './names.ts';

/**
 * The small decisions steps ask for: setup placements, calibrations, ghosts, tokens placed for track
 * spaces, loadout bonuses, the android's boarding and steering, discards, the stowaway pick.
 */
export function choiceOptions(s: LfState, seat: Seat, step: Step): Action[] {
  const t = topo(s);
  switch (step.k) {
    case 'draft': {
      if (!s.draft || !s.draft.seats.includes(seat) || s.draft.picks[s.draft.seats.indexOf(seat)] !== null) return [];
      return (s.offers[seat] ?? []).map((drop) => ({ type: 'keep', drop }));
    }
    case 'setup-outage':
      return (t.deckIds[step.deck] ?? [])
        .filter((id) => outageAllowed(s, id))
        .map((chamber) => ({ type: 'outage', chamber }));
    case 'setup-image':
      return t.startIds.filter((id) => imageFree(s, id)).map((chamber) => ({ type: 'place', chamber }));
    case 'calibrate':
      return onBoard(s).map((i) => ({ type: 'calibrate', image: i.id }));
    case 'setup-terror':
      return (t.deckIds.C ?? [])
        .filter((id) => !t.chamber[id]?.shielded && terrorAllowed(s, id))
        .map((chamber) => ({ type: 'terror', chamber }));
    case 'place-terror': {
      // No token left in the supply: none can be placed (as for the icons, L1968-1973, L2004-2008).
      const out: Action[] = [];
      if (s.terror.length < SUPPLY.terrorTokens) terrorOptions(s, placeTerror, out);
      if (step.optional || out.length === 0) out.push({ type: 'pass' });
      return out;
    }
    case 'place-outage': {
      const out: Action[] =
        s.outages.length >= SUPPLY.powerOutages
          ? []
          : t.ids.filter((id) => outageAllowed(s, id)).map((chamber) => ({ type: 'outage', chamber }));
      return out.length > 0 ? out : [{ type: 'pass' }];
    }
    case 'bonus': {
      if (step.bonus === 'remove-outage') return s.outages.map((chamber) => ({ type: 'bonus', chamber }));
      const out: Action[] = [];
      for (const from of s.outages)
        for (const n of neighbours(s, from, CRAWL))
          if (outageAllowed(s, n.to)) out.push({ type: 'bonus', chamber: from, to: n.to });
      return out.length > 0 ? out : [{ type: 'pass' }];
    }
    case 'ghost':
      return ghostTargets(s, step.image, step.near === 'real' ? realChamber(s) : step.chamber).map((to) => ({
        type: 'ghost',
        to,
      }));
    case 'remove-image':
      return onBoard(s)
        .filter((i) => i.id !== s.real)
        .map((i) => ({ type: 'remove', image: i.id }));
    case 'third-image': {
      const out: Action[] = t.ids
        .filter((id) => t.chamber[id]?.vent && imageFree(s, id) && !hasChars(s, id))
        .map((to) => ({ type: 'place', chamber: to }));
      return out.length > 0 ? out : [{ type: 'pass' }];
    }
    case 'cocoon-mission': {
      const out: Action[] = t.ids
        .filter((id) => (s.missions[id] ?? 0) > 0)
        .map((chamber) => ({ type: 'unmission', chamber }));
      return out.length > 0 ? out : [{ type: 'pass' }];
    }
    case 'android-remora': {
      const out: Action[] = COLUMNS.filter((c) => s.loadout[c] > 0).map((column) => ({ type: 'strip', column }));
      return out.length > 0 && step.left > 0 ? out : [{ type: 'pass' }];
    }
    case 'android-steer':
      return steerOptions(s).map((o): Action => (o.door ? { type: 'steer', door: true } : { type: 'steer', to: o.to }));
    case 'stowaway':
      return STOWAWAY_CARDS.map((_, i) => ({ type: 'stowaway', card: i }));
    case 'discard':
      return uniq(s.hands[step.seat] ?? []).map((card) => ({ type: 'discard', card }));
    case 'evolve':
      return (s.evolution?.track[step.section] ?? []).map((token) => ({ type: 'evolve', token }));
    case 'share':
      return splits(step.n, step.seats.length).map((counts) => ({ type: 'share', counts }));
    default:
      return [];
  }
}

const placeTerror = (chamber: string): Action => ({ type: 'terror', chamber });

/** Every way to split n cards among k players, as counts in seat order (the first player's largest first). */
export function splits(n: number, k: number): number[][] {
  if (k === 1) return [[n]];
  const out: number[][] = [];
  for (let first = n; first >= 0; first--) for (const rest of splits(n - first, k - 1)) out.push([first, ...rest]);
  return out;
}

/**
 * Character-free chambers nearest a place for a ghost to go (L410-413, L449-452): the chambers are
 * walked outward one distance at a time, and the first distance that holds one gives the answer.
 */
function ghostTargets(s: LfState, image: string, near: string | null): string[] {
  if (near === null) return [];
  const self = s.images.find((i) => i.id === image)?.at;
  const seen = new Set<string>([near]);
  let frontier = [near];
  while (frontier.length > 0) {
    const next: string[] = [];
    const out: string[] = [];
    for (const c of frontier)
      for (const n of neighbours(s, c, CRAWL)) {
        const id = n.to;
        if (seen.has(id)) continue;
        seen.add(id);
        next.push(id);
        if (isRemora(s, id) || id === s.breach || hasChars(s, id)) continue;
        if (id !== self && !imageFree(s, id)) continue;
        out.push(id);
      }
    if (out.length > 0) return out.sort();
    frontier = next;
  }
  return [];
}

export function applyChoice(s: LfState, seat: Seat, step: Step, a: Action, ctx: ApplyContext): void {
  switch (step.k) {
    case 'draft': {
      if (!s.draft) throw new Error('no draft');
      choose(s.draft, seat, a.drop as string);
      ctx.quiet ||
        ctx.emit({
          rule: 'setup.draft',
          text: `You set ${charName(a.drop)} aside`,
          to: [seat],
          public: { text: `${seatName(seat)} has chosen` },
        });
      if (s.draft.picks.every((p) => p !== null)) finishDraft(s, ctx);
      return;
    }
    case 'setup-outage':
    case 'place-outage':
      s.stack.pop();
      if (a.type !== 'outage')
        ctx.quiet || ctx.emit({ rule: 'outage.pass', text: 'The lifeform places no power outage' });
      if (a.type === 'outage') {
        s.outages.push(a.chamber as string);
        ctx.quiet ||
          ctx.emit({ rule: 'outage.place', text: `The lifeform cuts the power in ${roomName(s, a.chamber)}` });
      }
      return;
    case 'setup-image': {
      s.stack.pop();
      const img = s.images.find((i) => i.at === null && !i.removed);
      if (img) img.at = a.chamber as string;
      ctx.quiet || ctx.emit({ rule: 'setup.image', text: `The lifeform places an image in ${roomName(s, a.chamber)}` });
      return;
    }
    case 'calibrate':
      s.stack.pop();
      s.real = a.image as string;
      s.candidates = onBoard(s).map((i) => i.id);
      ctx.quiet ||
        ctx.emit({
          rule: 'calibration',
          text: `You make ${imageName(s.real)} the real lifeform`,
          to: [LIFEFORM],
          public: { text: 'The lifeform performs a reality calibration' },
        });
      return;
    case 'setup-terror':
    case 'place-terror':
      s.stack.pop();
      if (a.type === 'terror') {
        s.terror.push(a.chamber as string);
        ctx.quiet ||
          ctx.emit({ rule: 'terror.place', text: `The lifeform puts a terror token in ${roomName(s, a.chamber)}` });
      } else ctx.quiet || ctx.emit({ rule: 'terror.pass', text: 'The lifeform places no terror token' });
      return;
    case 'bonus':
      s.stack.pop();
      if (a.type === 'pass') {
        ctx.quiet ||
          ctx.emit({ rule: `loadout.${step.bonus}`, text: `${seatName(seat)} leaves the power outages as they are` });
        return;
      }
      s.outages = s.outages.filter((o) => o !== a.chamber);
      if (typeof a.to === 'string') s.outages.push(a.to);
      ctx.quiet ||
        ctx.emit({
          rule: `loadout.${step.bonus}`,
          text:
            typeof a.to === 'string'
              ? `${seatName(seat)} moves the power outage from ${roomName(s, a.chamber)} to ${roomName(s, a.to)}`
              : `${seatName(seat)} repairs the power outage in ${roomName(s, a.chamber)}`,
        });
      return;
    case 'ghost':
      s.stack.pop();
      moveImage(s, step.image, a.to as string, ctx, 'The lifeform');
      return;
    case 'remove-image': {
      s.stack.pop();
      const img = s.images.find((i) => i.id === a.image);
      if (img) {
        img.at = null;
        img.removed = true;
      }
      s.candidates = s.candidates.filter((c) => c !== a.image);
      ctx.quiet || ctx.emit({ rule: 'image.remove', text: `The lifeform takes ${imageName(a.image)} out of the game` });
      return;
    }
    case 'third-image': {
      s.stack.pop();
      const img = s.images.find((i) => i.at === null && !i.removed);
      if (img && a.type === 'place') {
        img.at = a.chamber as string;
        ctx.quiet ||
          ctx.emit({
            rule: 'cocoon.third-image',
            text: `The lifeform's third image emerges in ${roomName(s, a.chamber)}`,
          });
      } else
        ctx.quiet || ctx.emit({ rule: 'cocoon.third-image', text: 'The lifeform has no place for its third image' });
      return;
    }
    case 'cocoon-mission':
      s.stack.pop();
      if (a.type === 'unmission') {
        s.missions[a.chamber as string] = (s.missions[a.chamber as string] ?? 1) - 1;
        ctx.quiet ||
          ctx.emit({
            rule: 'cocoon.mission',
            text: `The lifeform takes a mission token from ${roomName(s, a.chamber)}`,
          });
      } else ctx.quiet || ctx.emit({ rule: 'cocoon.mission', text: 'The lifeform finds no mission token to take' });
      return;
    case 'android-remora':
      if (a.type === 'strip' && step.left > 0) {
        removeTop(s, a.column as Column);
        step.left--;
        ctx.quiet ||
          ctx.emit({
            rule: 'android.remora.strip',
            text: `The lifeform has the android wreck a token from ${columnName(a.column)}`,
          });
      }
      if (a.type === 'pass')
        ctx.quiet || ctx.emit({ rule: 'android.remora.pass', text: 'The lifeform has the android wreck nothing more' });
      if (a.type === 'pass' || step.left === 0 || COLUMNS.every((c) => s.loadout[c] === 0)) {
        s.stack.pop();
        destroyAndroid(s, ctx);
      }
      return;
    case 'android-steer':
      s.stack.pop();
      ctx.quiet || ctx.emit({ rule: 'android.steer', text: 'The lifeform steers the android' });
      if (a.door) workDoor(s, ctx);
      else if (typeof a.to === 'string') moveAndroid(s, a.to, ctx);
      return;
    case 'stowaway':
      s.stack.pop();
      s.stowaway = a.card as number;
      ctx.quiet ||
        ctx.emit({
          rule: 'stowaway.pick',
          text: `You choose ${stowawayName(s.stowaway)}`,
          to: [LIFEFORM],
          public: { text: 'The lifeform picks a stowaway card in secret' },
        });
      return;
    case 'share': {
      s.stack.pop();
      const counts = a.counts as number[];
      step.seats.forEach((to, i) => {
        if ((counts[i] as number) > 0) drawCrew(s, to, counts[i] as number, ctx);
      });
      ctx.quiet ||
        ctx.emit({
          rule: 'showdown.share',
          text: `The crew shares ${step.n} unseen crew card${step.n === 1 ? '' : 's'}: ${step.seats
            .map((to, i) => `${counts[i]} to ${seatName(to)}`)
            .join(', ')}`,
          data: { counts },
        });
      return;
    }
    case 'evolve': {
      s.stack.pop();
      const ev = s.evolution;
      if (!ev) return;
      ev.held.push(a.token as string);
      ev.held.sort();
      const other = (ev.track[step.section] ?? []).filter((x) => x !== a.token);
      ev.track[step.section] = [];
      ctx.quiet ||
        ctx.emit({
          rule: 'evolution.keep',
          text: `The lifeform evolves: it keeps ${tokenName(a.token)} and discards ${other.map(tokenName).join(', ') || 'nothing'}`,
        });
      return;
    }
    case 'discard':
      discardFromHand(s, step.seat, a.card as string);
      ctx.quiet ||
        ctx.emit({
          rule: 'hand.discard',
          text: `${seatName(step.seat)} discards ${cardName(a.card)}`,
          data: { card: a.card as string },
        });
      if ((s.hands[step.seat]?.length ?? 0) <= step.to) s.stack.pop();
      return;
    default:
      throw new Error(`no choice handler for ${step.k}`);
  }
}

/** Everyone's kept pair is revealed together; the set-aside disks leave the game unseen (L32-35). */
function finishDraft(s: LfState, ctx: ApplyContext): void {
  const d = s.draft;
  if (!d) return;
  s.stack.pop();
  const galley = topo(s).map.galley;
  for (const seat of crewSeats(s)) {
    const drop = d.picks[d.seats.indexOf(seat)];
    for (const id of s.offers[seat] ?? []) {
      if (id === drop) continue;
      s.chars.push({
        id,
        owner: seat,
        at: galley,
        alive: true,
        hidden: false,
        skillUsed: false,
        survivalUsed: false,
        analyzer: true,
      });
    }
  }
  ctx.quiet ||
    ctx.emit({
      rule: 'setup.draft.reveal',
      text: `The crew: ${s.chars.map((c) => `${CHARACTER[c.id]?.name ?? c.id} (${seatName(c.owner)})`).join(', ')}`,
      data: { chars: s.chars.map((c) => c.id) },
      reveals: true,
    });
  s.draft = null;
  s.offers = [];
}
