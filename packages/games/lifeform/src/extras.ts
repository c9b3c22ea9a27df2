import type { Action, ApplyContext, Rng, Seat, Viewer } from '@airlock/engine';
import { topo } from './board.ts';
import { CAT_DECK, deckList, ROLE_BOARD, SISTER_DECK } from './data/roles.ts';
import { ASTEROID, HUNT } from './data/passenger.ts';
import { type Harpoons, harpoonInvariants, initHarpoons } from './passenger/harpoons.ts';
import { LIFEFORM, type LfState } from './state.ts';

/**
 * State of the parts added on top of the base turn structure: the ship's cat (2 players, or as a role),
 * the SIS-TER mainframe role, the ± stowaway token, showdown help from the cat and SIS-TER players, and
 * the 13th Passenger modules. Kept in one field so the base files only carry one hook each.
 */
export interface RoleBoard {
  /** Spaces reached by the board's two tokens (0 = start). */
  tokens: [number, number];
  /** Cards the role may play (face up). */
  supply: string[];
  /** Cards played, which trigger spaces return. */
  discard: string[];
}

export interface Cat {
  /** Its chamber (the Remora once aboard), or null once removed from the game. */
  at: string | null;
  /** 2 players: the face-up cat cards left (each leaves the game when played, L226-228). */
  cards: string[];
  /** Turn stamp of the last cat card or cat move, for the once-per-turn limits. */
  stamp: number;
}

export interface Hunt {
  /** The lifeform's hiding place: its secret until found or the hunt ends. */
  hideout: string | null;
  bait: string | null;
  revealed: string[];
  searched: string[];
  /** Crew disks (character ids) not yet placed, in turn order. */
  disks: string[];
  /** Crew actions still to take, from the Remora board for the number of disks. */
  plan: ('reveal' | 'search')[];
  found: boolean;
  /** The hiding place once it is public (found, or shown when the hunt ends). */
  exposed: string | null;
  /** Chambers flushed with a halon blast (a search without a disk). */
  flushed: string[];
}

export interface Extras {
  cat: Cat | null;
  boards: { cat: RoleBoard | null; sister: RoleBoard | null };
  plusMinus: 'none' | 'held' | 'spent';
  /** Module A: the two new characters are in the draft pool. */
  survivors: boolean;
  /** Module B: face-down asteroid tokens left (their faces are drawn when revealed). */
  asteroid: { struck: number; imminent: number; over: boolean } | null;
  /** Module D is in play; `hunt` holds the search once it begins. */
  huntOn: boolean;
  hunt: Hunt | null;
  /** Auto-matches given to the current fight by other players (L801-812, L883-892). */
  help: { wild: number; data: string[] };
  /** Harpoon tokens (option `harpoons`); absent when the option is off. */
  harpoons?: Harpoons;
}

export function initExtras(players: number, options: Record<string, unknown>): Extras {
  return {
    cat: players === 2 ? { at: null, cards: deckList(CAT_DECK), stamp: -1 } : null,
    boards: { cat: null, sister: null },
    plusMinus: 'none',
    survivors: options.survivors === true,
    asteroid: options.asteroid === true ? { struck: ASTEROID.struck, imminent: ASTEROID.imminent, over: false } : null,
    huntOn: options.hunt === true,
    hunt: null,
    help: { wild: 0, data: [] },
    ...harpoonsPart(initHarpoons(players, options)),
  };
}

const harpoonsPart = (h: Harpoons | null | undefined): { harpoons?: Harpoons } =>
  h ? { harpoons: { at: [...h.at], held: [...h.held] } } : {};

/** A stamp that differs for every crew turn. */
export function turnStamp(s: LfState): number {
  return s.round * 10 + s.turn;
}

export interface ExtrasView {
  cat: Cat | null;
  boards: Extras['boards'];
  plusMinus: Extras['plusMinus'];
  survivors: boolean;
  asteroid: Extras['asteroid'];
  huntOn: boolean;
  hunt: (Omit<Hunt, 'hideout'> & { chosen: boolean; myHideout: string | null }) | null;
  help: Extras['help'];
  harpoons?: Harpoons;
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

export function extrasView(s: LfState, viewer: Viewer): ExtrasView {
  const e = s.extras;
  const h = e.hunt;
  // Field by field: the hiding place is shown only to the lifeform, under its own name.
  const hunt: ExtrasView['hunt'] = h
    ? {
        bait: h.bait,
        revealed: [...h.revealed],
        searched: [...h.searched],
        disks: [...h.disks],
        plan: [...h.plan],
        found: h.found,
        exposed: h.exposed,
        flushed: [...h.flushed],
        chosen: h.hideout !== null,
        myHideout: viewer === LIFEFORM ? h.hideout : null,
      }
    : null;
  return {
    cat: clone(e.cat),
    boards: clone(e.boards),
    plusMinus: e.plusMinus,
    survivors: e.survivors,
    asteroid: clone(e.asteroid),
    huntOn: e.huntOn,
    hunt,
    help: clone(e.help),
    ...harpoonsPart(e.harpoons),
  };
}

/** The hiding place, for a viewer who does not know it, is any location no reveal or search has excluded. */
export function extrasFromView(v: ExtrasView, viewer: Viewer, rng: Rng): Extras {
  let hunt: Hunt | null = null;
  if (v.hunt) {
    const { chosen, myHideout, ...rest } = v.hunt;
    let hideout: string | null = null;
    if (chosen) {
      if (viewer === LIFEFORM) hideout = myHideout;
      else if (rest.exposed !== null) hideout = rest.exposed;
      else {
        const open = HUNT.locations
          .map((l) => l.id)
          .filter((id) => !rest.revealed.includes(id) && !rest.searched.includes(id) && !rest.flushed.includes(id));
        hideout = open.length > 0 ? rng.pick(open) : null;
      }
    }
    hunt = { ...clone(rest), hideout };
  }
  return {
    cat: clone(v.cat),
    boards: clone(v.boards),
    plusMinus: v.plusMinus,
    survivors: v.survivors,
    asteroid: clone(v.asteroid),
    huntOn: v.huntOn,
    hunt,
    help: clone(v.help),
    ...harpoonsPart(v.harpoons),
  };
}

/** Pending steps of these parts (data on the same stack as the base game's steps). */
export type ExtraStep =
  | { k: 'cat-place'; seat: Seat }
  | { k: 'regain'; seat: Seat; role: 'cat' | 'sister' }
  | { k: 'help'; opened: boolean }
  | { k: 'decide'; cards: { card: string; seat: Seat }[] }
  | { k: 'asteroid' }
  | { k: 'hunt-hide' }
  | { k: 'hunt-bait' }
  | { k: 'hunt-next' }
  | { k: 'hunt-reveal' }
  | { k: 'hunt-search'; seat: Seat }
  | { k: 'hunt-kill' }
  | { k: 'hunt-reward'; tokens: number };

export const EXTRA_STEPS = new Set<string>([
  'cat-place',
  'regain',
  'help',
  'decide',
  'asteroid',
  'hunt-hide',
  'hunt-bait',
  'hunt-next',
  'hunt-reveal',
  'hunt-search',
  'hunt-kill',
  'hunt-reward',
]);

export type { Action, ApplyContext };

/** Checked after every action by the test kit: the cat on the ship, role cards conserved, the hunt consistent. */
export function extrasInvariants(s: LfState): string[] {
  const out: string[] = [];
  const e = s.extras;
  const at = e.cat?.at;
  if (typeof at === 'string' && (!topo(s).chamber[at] || at === s.breach)) out.push(`the cat is in no chamber (${at})`);
  const roleDecks = { cat: deckList(CAT_DECK).length, sister: deckList(SISTER_DECK).length };
  for (const role of ['cat', 'sister'] as const) {
    const b = e.boards[role];
    if (!b) continue;
    if (b.supply.length + b.discard.length !== roleDecks[role]) out.push(`${role} cards not conserved`);
    if (b.tokens.some((x) => x < 0 || x > ROLE_BOARD.spaces)) out.push(`${role} board token off its track`);
  }
  const h = e.hunt;
  if (h?.hideout && (h.revealed.includes(h.hideout) || !HUNT.locations.some((l) => l.id === h.hideout)))
    out.push('the lifeform was revealed absent from its own hiding place');
  const a = e.asteroid;
  if (a && (a.struck < 0 || a.imminent < 0 || a.struck + a.imminent > ASTEROID.spaces.length))
    out.push('asteroid tokens miscounted');
  out.push(...harpoonInvariants(s));
  return out;
}
