import type { Action, Json, ReactionWindow, Result } from '@airlock/engine';
import type { Card } from './data/cards.ts';
import type { Phase } from './data/integrity.ts';
import type { Profession, RoleId } from './data/roles.ts';
import type { GameOptions } from './options.ts';

/** Every action of this game (a flat JSON object). */
export type McAction = Action;

/**
 * What a window is about.
 * - damage: the dice are rolled; nothing is removed yet (Quick Thinking, Emergency Meeting, roles).
 * - action: an action was declared by `by` and has not happened yet (Quick Thinking, Emergency
 *   Meeting, and Override when the action plays a PIP card).
 * - counter: an interrupt card is being played by `by` (only Override answers it).
 * - rule: a rule module is about to act (a Marauder moves); every seat may answer, `by` included.
 */
export interface WinData {
  what: 'damage' | 'action' | 'counter' | 'rule';
  /** Rule windows: the id of the rule module that opened it (it resolves the window), and its data. */
  rule?: string;
  arg?: number;
  /** Rule windows: Override may be played on it by any seat (cancels what the rule is about to do). */
  ov?: 1;
  by: number;
  /** The declared action (action windows). */
  act?: McAction;
  /** The card being played (action and counter windows). */
  card?: string;
  /** Cards the declared action spends (the played card, Laboratory trades...), held aside while the
   *  window is open: back to the hand if the action is not taken. */
  held?: string[];
  /** A Quick Thinking or meeting resolved here: the declared action is not taken (chosen anew). */
  x?: number;
  /** Action windows: the action is the free action of a Quick Thinking (Override cannot cancel it). */
  qt?: 1;
  /** The card in play was overridden. */
  cut?: number;
  /** Counter windows: an Override played to copy an ally's ability card rather than cancel it. */
  copy?: number;
  /** Action windows: allies whose copying Override resolved. */
  copies?: number[];
  /** Damage windows: the two dice. */
  dice?: number[];
  /** Damage windows: Double or Nothing rerolled; the module rolled takes two hits. */
  double?: 1;
  /** Seats whose role reaction was used in this window (once each). */
  used?: number[];
}

/** An engine ReactionWindow whose data is typed (the engine's helpers never read `data`). */
export interface Win extends Omit<ReactionWindow, 'data'> {
  data: WinData;
}

/**
 * The resolution stack (last in, first out): the top step is what happens now. Interrupts nest, so a
 * stack is what the rulebook describes: the newest interrupt resolves before what it interrupted.
 * Decision steps wait for a seat; automatic steps run at once (see flow.ts).
 */
export type Step =
  /** A seat picks one role card from its dealt set. */
  | { t: 'role-pick'; seat: number; extra?: 1 }
  /** Setup after role picks: deal, initial meteor damage, start-player roll-off. */
  | { t: 'begin' }
  /** A player's turn. ph 0 start hooks, 1 damage roll, 2 actions, 3 hand limit, 4 end hooks, 5 next turn. */
  | { t: 'turn'; seat: number; left: number; ph: number }
  /** A free action (Quick Thinking or a role): the seat picks one action or forgoes it. */
  | { t: 'free'; seat: number; why: string; only?: 'module' }
  /** An ally copies an ability card (team/coop Override): the seat picks the card's targets. */
  | { t: 'copy'; seat: number; card: Card }
  /** A reaction window (engine ReactionWindow). */
  | { t: 'win'; w: Win }
  /** Damage to resolve: pending hits (module indexes); the active player orders them. */
  | { t: 'hits'; q: number[]; cause: 'roll' | 'cascade' | 'card' }
  /** After damage: crew in modules without oxygen must jump to safety. */
  | { t: 'exposure' }
  /** A crew member jumping to safety picks where to go. */
  | { t: 'jump'; seat: number }
  /** Operations: keep one of the drawn cards (private to the seat). */
  | { t: 'keep'; seat: number; cards: Card[] }
  /** Hand limit at the end of a turn: discard one card at a time. */
  | { t: 'discard'; seat: number }
  /** Requisition Form 2C in Team/Co-op: the seat picks the card it gives to an ally (private). */
  | { t: 'give'; seat: number; to: number }
  /** Team/coop transfer: `seat` proposes cards to give and to take, one by one (side 0; they wait in
   *  `give` and `take`, out of both hands), then the ally allows the exchange or refuses it (side 1).
   *  Seats outside the team see only how many cards wait. */
  | { t: 'transfer'; seat: number; ally: number; side: 0 | 1; give?: Card[]; take?: Card[] }
  /** A step added by a rule module (threat, level, option) or a role: handled by its own handler. */
  | ExtStep;

/** Extension steps: `t` starts with "x:" and is handled by the rule or role that pushed it. */
export interface ExtStep {
  t: `x:${string}`;
  [key: string]: Json;
}

export interface McState {
  n: number;
  opt: GameOptions;
  /** Number token on each module (index = module, see data/ship.ts). */
  num: number[];
  /** Status cubes on each module, 0-3. */
  cubes: number[];
  /** Ship-integrity spaces, index i = space i + 1: 0 empty, 1 status cube, 2 mold cube. */
  board: number[];
  /** SECRET: the ID letter of the pod at each spot. */
  podId: string[];
  /** 1 while a pod is in play (it still holds its status cube). */
  podUp: number[];
  /** Bit mask of seats that know each pod's ID (public: viewing is done in the open). */
  podKnow: number[];
  /** Fuse cube settings (ID letters), null while unset. */
  fuse: (string | null)[];
  /** Face-up resource piles: oxygen, food, power, nav. */
  piles: number[];
  /** SECRET: the PIP deck, top card last. */
  deck: Card[];
  discard: Card[];
  /** SECRET: every hand (each seat sees only its own). */
  hands: Card[][];
  /** Equipment in play, face up. */
  gear: Card[][];
  pos: number[];
  team: number[];
  /** Profession set dealt to each seat (public), and the chosen role (null before the pick or with roles off). */
  prof: (Profession | null)[];
  role: (RoleId | null)[];
  /** A second role while the Quackalope is in play. */
  role2: (RoleId | null)[];
  /** Role charges per seat. */
  charges: number[];
  /** Seats that pass reaction windows automatically. */
  auto: boolean[];
  /** Seats that used a module this turn. */
  modUsed: boolean[];
  /** Seat whose turn it is. */
  active: number;
  /** Highest phase the ship has reached (0 green, 1 yellow, 2 red). */
  phase: Phase;
  /** Last damage dice (public). */
  dice: number[];
  /** Start-player roll-off rolls, per seat, for the log. */
  rolloff: number[][];
  stack: Step[];
  /** Per-rule state of threats, levels and options, keyed by rule id; public data only. */
  ext: Record<string, Json>;
  /** Seats that escaped, and eliminated seats (hard level). */
  escaped: number[];
  out: number[];
  over: Result | null;
}

/**
 * Empties the resolution stack when the game ends (escape, explosion, pods lost, crew lost). Cards
 * set aside by pending steps stay in the game, as the card count is conserved: cards held by an open
 * window go back to the seat whose action or interrupt never resolved, cards being chosen from
 * (Operations) go under the deck, and a transfer proposal goes back to whoever put the cards in.
 */
export function clearStack(s: McState): void {
  for (const st of s.stack) {
    if (st.t === 'win') for (const c of st.w.data.held ?? []) (s.hands[st.w.data.by] as Card[]).push(c as Card);
    if (st.t === 'keep') s.deck.unshift(...st.cards);
    if (st.t === 'transfer') {
      (s.hands[st.seat] as Card[]).push(...(st.give ?? []));
      (s.hands[st.ally] as Card[]).push(...(st.take ?? []));
    }
  }
  s.stack.length = 0;
}
