import {
  type Action,
  type Actor,
  type AnyGame,
  type BotPolicy,
  type DecisionKind,
  determinizeMatch,
  legalActionsOf,
  type MatchState,
  type MatchView,
  type Options,
  type Pending,
  pendingOf,
  resultOf,
  type Rng,
  type Seat,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import { playout, rewardsOf, undecided } from './playout.ts';

/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse's SO-ISMCTS),
 * generic over any GameModule. The search starts from a MatchView and nothing else: every iteration
 * samples a complete match consistent with that view (determinizeMatch) and walks one shared tree
 * with it, so the tree's statistics average over everything the seat cannot know. The type of
 * `search` makes it impossible to hand it a true state.
 *
 * How the kernel's decision shapes map onto the tree:
 * - `turn` and `reaction`: the first pending actor moves (the root is always the searching seat).
 * - `simultaneous`: every seat choosing in secret moves at once, each by its own statistics
 *   (decoupled UCT), so no seat's choice in the tree is conditioned on another's secret pick.
 * - `system`: chance. Its action is drawn uniformly, never chosen by UCB.
 * - other seats follow `opponentModel` when one is given (see IsmctsOptions).
 */

export interface IsmctsOptions {
  /** Iterations per decision. Ignored when `ms` is set. */
  iterations?: number;
  /** Wall-clock budget per decision in milliseconds; not reproducible, so only when a caller asks. */
  ms?: number;
  /** UCB exploration constant; rewards are in [0, 1]. */
  exploration?: number;
  /** Policy for seats during playouts (a game's heuristic); uniform random when absent. */
  playoutPolicy?: BotPolicy;
  /**
   * A playout still going after this many actions is scored by the game's `evaluate`, or as undecided
   * (0.5 for every seat) when it has none. Default: DEFAULT_CUTOFF_STEPS when the game can evaluate a
   * position (short playouts: more iterations, less noise), else DEFAULT_PLAYOUT_STEPS (play to the end).
   */
  maxPlayoutSteps?: number;
  /**
   * How the other seats decide inside the tree. Absent: they search too, each maximising its own
   * reward by UCB (self-play; assumes strong opponents). A policy (a game's heuristic): they follow it
   * from their own sampled view, and the tree learns the best answer to that kind of play. SO-ISMCTS
   * gives a searching opponent one strategy for all its possible hands (its statistics are shared
   * across samples), a weak model of a player who sees its hand; a policy that reads the hand is a
   * better one.
   */
  opponentModel?: BotPolicy;
  /**
   * A policy whose choice at the root is tried first and favoured by a bonus that fades as visits
   * accumulate (progressive bias). With few iterations and many options the search cannot try every
   * action often enough to rank them; the bias makes it fall back on the game's heuristic until the
   * statistics say otherwise.
   */
  prior?: BotPolicy;
  /**
   * With a prior, the final choice stays with the prior's action unless another action's mean reward
   * beats it by more than this many standard errors of the difference. Noisy playouts otherwise let a
   * lucky handful of iterations outvote a sound heuristic; the search then departs from the heuristic
   * only where its statistics say so. 0 turns the rule off (the most visited action wins).
   */
  priorMargin?: number;
  /**
   * Widen the keep margin for the number of actions compared with the prior's (`:mc`). The most visited
   * action is the one whose lucky run was longest, so among ten actions of equal worth one of them
   * beats the prior by one standard error far more often than a single rival would (about 1 in 6 for
   * one rival). With this on, the margin is the z whose one-sided tail is the base margin's tail
   * divided by the number of rivals tried (Bonferroni), so the chance of a false departure stays that of
   * one comparison however many options the seat has.
   */
  marginPerRival?: boolean;
  /**
   * Actions that differ only in a detail the search cannot usefully rank (a game's ways of paying for
   * one move) share one tree edge when this gives them one text. The search then ranks the moves, a
   * random member stands for its group inside the tree, and at the end the prior (or, without one, the
   * list order) picks the member of the chosen group.
   */
  group?: (action: Action) => string;
  /**
   * Top-level fields that only tell variants of one move apart (Nemesis's `pay`, the cards discarded for
   * it): actions equal but for these fields share one tree edge, as with `group`, without writing any
   * text. `group`, when given, decides instead.
   */
  variantFields?: readonly string[];
  /** Favour the prior's choice for the searching seat's own decisions below the root too (see favouredAt). */
  treePrior?: boolean;
  /**
   * Below the root the searching seat plays its prior's moves instead of searching them (`:own`): each
   * root action is then scored as "this, then the heuristic's play". Searched, the seat's later moves
   * in a turn are tried one by one, mostly poor ones on first visits, which drags down every action
   * that keeps the turn against one that hands it over to modelled rivals.
   */
  ownPrior?: boolean;
  /**
   * The most decisions an iteration takes in the tree, the root's included, before its position is
   * played out or evaluated (`:m20`). Where every seat below the root follows a policy (`ownPrior` with an
   * opponent model) the tree is a chain that grows one decision per visit, so without a cap each
   * iteration walks further than the last.
   */
  maxDepth?: number;
  /**
   * Actions the search's own seats never take in the tree, unless a seat can do nothing else: a switch
   * that changes a seat's table setting and nothing the game's evaluation prices (Mission Catastrophe's
   * auto-pass switch in cooperative games, and switching it on during a turn in any mode). Such a move
   * leaves the seat facing the same decision again, so its statistics are those of the best move after
   * it, which look better than any single move's, and a search could switch the setting on and off for
   * ever. Playouts still play every action:
   * their randomness is part of what a game's playout depth was tuned for.
   */
  ignore?: Ignore;
}

/**
 * Which actions a search leaves alone, given the match's options and the kind of decision (a setting may
 * be a free move in one mode or at one kind of decision and a priced one elsewhere; see `ignore` above).
 */
export type Ignore = (action: Action, options: Options, kind: DecisionKind) => boolean;

/** The kind of decision `actor` is pending on (a turn when the list does not say). */
function kindOf(pend: readonly Pending[], actor: Actor): DecisionKind {
  for (const p of pend) if (p.actor === actor) return p.kind;
  return 'turn';
}

/** The actions worth searching: `legal` without the ignored ones, or all of it when nothing else is left. */
export function playable(
  legal: readonly Action[],
  ignore: Ignore | undefined,
  options: Options,
  kind: DecisionKind,
): Action[] {
  if (!ignore) return legal as Action[];
  let out: Action[] | null = null;
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i] as Action;
    if (ignore(a, options, kind)) out ??= legal.slice(0, i);
    else out?.push(a);
  }
  return out === null ? (legal as Action[]) : out.length > 0 ? out : (legal as Action[]);
}

export const DEFAULT_ITERATIONS = 1000;
const DEFAULT_EXPLORATION = 0.7;
const DEFAULT_PLAYOUT_STEPS = 2000;
/** Playout length before the game's evaluation takes over, for games that supply one. */
export const DEFAULT_CUTOFF_STEPS = 40;
/** Progressive-bias weight for the prior's root action, in reward units, divided by (visits + 1). */
const PRIOR_BONUS = 1;
const DEFAULT_PRIOR_MARGIN = 1;

/** One action of one actor out of a node, with that actor's statistics (SO-ISMCTS availability counts). */
interface Edge {
  actor: Actor;
  action: Action;
  /** What the edge stands for: the action itself, or its group's text when the game groups actions. */
  ident: unknown;
  /** The next edge of the node whose (actor, ident) has the same hash. */
  next: Edge | null;
  /** Unique within one search: children are found by the edges taken. */
  id: number;
  visits: number;
  /** Sum of the rewards of `actor` over the iterations that took this edge. */
  reward: number;
  /** Sum of the squared rewards, for the standard error the prior's keep-rule needs. */
  rewardSq: number;
  /** Iterations in which this edge was legal in the sampled world when its node was visited. */
  available: number;
}

interface Node {
  /** Edges by the hash of (actor, ident); equal hashes chain through `next`. */
  edges: Map<number, Edge>;
  /** The prior's choice for the searching seat at this node (from the first world that reached it). */
  priorEdge?: Edge | null;
  /** Children by joint move: the edge taken (one mover), or a text naming every actor's choice. */
  children: Map<number | string, Node>;
}

export interface SearchOutcome {
  action: Action;
  iterations: number;
  nodes: number;
  /** The searching seat's root statistics, in the order of the legal list. */
  root: { action: Action; visits: number; mean: number }[];
}

function newNode(): Node {
  return { edges: new Map(), children: new Map() };
}

/**
 * Texts of frozen actions: games may hand out one frozen object for a common action (a move, a pass)
 * at every call, and its key is then worth keeping; other actions are fresh objects each time. Texts
 * name the moves of modelled seats and chance in a child's key, and match a prior's answer.
 */
const frozenKeys = new WeakMap<Action, string>();
function actionText(action: Action): string {
  if (!Object.isFrozen(action)) return JSON.stringify(action);
  let text = frozenKeys.get(action);
  if (text === undefined) {
    text = JSON.stringify(action);
    frozenKeys.set(action, text);
  }
  return text;
}

const keyOf = (actor: Actor, action: Action): string => `${actor}|${actionText(action)}`;

/*
 * Edges are found by a hash of the action's JSON value and a structural comparison, not by its JSON
 * text: writing every legal action as text at every visit cost about a third of an iteration. Both
 * follow JSON's reading of a value (an undefined field is absent; an undefined array element is null),
 * so two actions share an edge exactly when their texts would be equal (the hash reads fields in order,
 * as the text does; on equal hashes the comparison decides).
 */
const FNV = 0x01000193;
const mix = (h: number, x: number): number => Math.imul(h ^ x, FNV);

/** A field JSON does not write (undefined, a function), or one the comparison leaves out. */
const leftOut = (x: unknown, k: string, skip: readonly string[] | null): boolean =>
  x === undefined || typeof x === 'function' || skip?.includes(k) === true;

function hashString(h: number, s: string): number {
  h = mix(h, 0x73 + s.length);
  for (let i = 0; i < s.length; i++) h = mix(h, s.charCodeAt(i));
  return h;
}

function hashValue(h: number, v: unknown, skip: readonly string[] | null): number {
  switch (typeof v) {
    case 'string':
      return hashString(h, v);
    case 'number':
      return (v | 0) === v ? mix(mix(h, 0x6e), v) : hashString(mix(h, 0x66), String(v));
    case 'boolean':
      return mix(h, v ? 0x74 : 0x46);
    case 'object': {
      if (v === null) return mix(h, 0x4e);
      if (Array.isArray(v)) {
        h = mix(h, 0x5b + v.length);
        for (let i = 0; i < v.length; i++) h = hashValue(h, v[i] ?? null, null);
        return h;
      }
      h = mix(h, 0x7b);
      const o = v as Record<string, unknown>;
      for (const k in o) {
        const x = o[k];
        if (leftOut(x, k, skip)) continue;
        h = hashValue(hashString(h, k), x, null);
      }
      return mix(h, 0x7d);
    }
    default:
      return mix(h, 0x4e);
  }
}

/** Whether two JSON values are equal as JSON reads them, leaving out `skip`'s top-level fields. */
function sameValue(a: unknown, b: unknown, skip: readonly string[] | null): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i] ?? null, b[i] ?? null, null)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    const u = x[k];
    if (leftOut(u, k, skip)) continue;
    n++;
    if (!sameValue(u, y[k], null)) return false;
  }
  for (const k in y) {
    const u = y[k];
    if (leftOut(u, k, skip)) continue;
    n--;
  }
  return n === 0;
}

/** Who moves at a node: see the mapping in the header comment. */
function moversAt(pend: Pending[], rootSeat: Seat | null): Actor[] {
  const first = pend[0];
  if (!first) return [];
  const secret =
    rootSeat === null
      ? first.kind === 'simultaneous'
      : pend.some((p) => p.actor === rootSeat && p.kind === 'simultaneous');
  if (secret) {
    const out: Actor[] = [];
    for (const p of pend) if (p.kind === 'simultaneous' && !out.includes(p.actor)) out.push(p.actor);
    return out;
  }
  return [rootSeat ?? first.actor];
}

class Search {
  readonly game: AnyGame;
  readonly view: MatchView;
  readonly seat: Seat;
  readonly c: number;
  readonly opts: IsmctsOptions;
  /** The fields `variantFields` leaves out of an edge's identity (none with `group`, which decides alone). */
  readonly skip: readonly string[] | null;
  readonly root = newNode();
  nodes = 1;
  private edgeCount = 0;
  /** The root action the prior policy chose, and its edge, if any. */
  priorAction: Action | null = null;
  priorEdge: Edge | null = null;

  constructor(game: AnyGame, view: MatchView, legal: readonly Action[], opts: IsmctsOptions) {
    const seat = view.viewer;
    if (typeof seat !== 'number') throw new Error('ISMCTS searches for a seat, not a spectator');
    this.game = game;
    this.view = view;
    this.seat = seat;
    this.opts = opts;
    this.skip = !opts.group && opts.variantFields?.length ? opts.variantFields : null;
    this.c = opts.exploration ?? DEFAULT_EXPLORATION;
    // The searching seat's root edges are made now: at the root it takes only these (a sampled world
    // may allow it an action the true position does not).
    for (const a of legal) this.edge(this.root, seat, a, true);
  }

  /** What an action's edge stands for: the action, or its group's text when the game groups actions. */
  ident(action: Action): unknown {
    const group = this.opts.group;
    return group ? group(action) : action;
  }

  /** Whether two actions of one actor share an edge. */
  same(a: Action, b: Action): boolean {
    return sameValue(this.ident(a), this.ident(b), this.skip);
  }

  /** The edge of `actor`'s `action` at `node`; made when `make` and absent, else null when absent. */
  edge(node: Node, actor: Actor, action: Action, make: boolean): Edge | null {
    const ident = this.ident(action);
    const hash = hashValue(
      typeof actor === 'number' ? mix(0x811c9dc5, actor) : hashString(0x811c9dc5, actor),
      ident,
      this.skip,
    );
    const first = node.edges.get(hash);
    for (let e: Edge | null | undefined = first; e; e = e.next)
      if (e.actor === actor && sameValue(e.ident, ident, this.skip)) return e;
    if (!make) return null;
    const edge: Edge = {
      actor,
      action,
      ident,
      next: first ?? null,
      id: this.edgeCount++,
      visits: 0,
      reward: 0,
      rewardSq: 0,
      available: 0,
    };
    node.edges.set(hash, edge);
    return edge;
  }

  /** Picks one edge of `actor` among its legal actions in this sampled world, by UCB. */
  private select(
    node: Node,
    actor: Seat,
    legal: Action[],
    atRoot: boolean,
    favoured: Edge | null,
    rng: Rng,
  ): { edge: Edge; action: Action; fresh: boolean } {
    const untried: Edge[] = [];
    let best: Edge | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    // With groups, the members legal in this world, by edge: the chosen group's stand-in is drawn from them.
    const members = this.opts.group || this.skip ? new Map<Edge, Action[]>() : null;
    const rootSeat = atRoot && actor === this.seat;
    for (const action of legal) {
      const edge = this.edge(node, actor, action, !rootSeat);
      if (!edge) continue;
      if (members) {
        const list = members.get(edge);
        if (list) {
          list.push(action);
          continue;
        }
        members.set(edge, [action]);
      }
      edge.available++;
      if (edge.visits === 0) {
        untried.push(edge);
        continue;
      }
      let score = edge.reward / edge.visits + this.c * Math.sqrt(Math.log(edge.available) / edge.visits);
      if (edge === favoured) score += PRIOR_BONUS / (edge.visits + 1);
      if (score > bestScore) {
        bestScore = score;
        best = edge;
      }
    }
    let edge: Edge;
    let fresh = false;
    if (untried.length > 0) {
      const pick = favoured !== null && untried.includes(favoured) ? favoured : undefined;
      edge = pick ?? (untried.length === 1 ? (untried[0] as Edge) : rng.pick(untried));
      fresh = true;
    } else {
      if (!best) throw new Error(`${this.game.id}: seat ${actor} has no action to search at step ${this.view.step}`);
      edge = best;
    }
    if (members) {
      const list = members.get(edge) as Action[];
      const action = list.length === 1 ? (list[0] as Action) : rng.pick(list);
      return { edge, action, fresh };
    }
    return { edge, action: edge.action, fresh };
  }

  /**
   * The prior's action at a node, as an edge: at the root the one chosen from the true view; below
   * it, for the searching seat's own later decisions (`treePrior`), the prior's choice from this
   * seat's view of the first world to reach the node. Without it the seat's own follow-up moves in the
   * tree are close to random for the first visits, which undervalues every action that keeps the turn
   * (more own moves to come) against one that hands it to modelled opponents.
   */
  private favouredAt(node: Node, m: MatchState, actor: Actor, legal: Action[], atRoot: boolean, rng: Rng): Edge | null {
    if (atRoot) return this.priorEdge;
    const prior = this.opts.prior;
    if (!prior || !this.opts.treePrior || actor !== this.seat) return null;
    if (node.priorEdge === undefined)
      node.priorEdge = this.edge(node, actor, prior(viewOf(this.game, m, actor), legal, rng.fork()), true);
    return node.priorEdge;
  }

  /** One iteration: sample a world, descend, expand one node, play out, back up. */
  iterate(rng: Rng): void {
    const m: MatchState = determinizeMatch(this.game, this.view, rng);
    const path: Edge[] = [];
    let node = this.root;
    let atRoot = true;
    let rewards: number[] | null = null;
    let depth = 0;
    const maxDepth = this.opts.maxDepth ?? Number.POSITIVE_INFINITY;
    for (;;) {
      const result = resultOf(this.game, m);
      if (result) {
        rewards = rewardsOf(result, m.players);
        break;
      }
      const pend = pendingOf(this.game, m);
      const movers = moversAt(pend, atRoot ? this.seat : null);
      if (movers.length === 0) {
        rewards = undecided(m.players);
        break;
      }
      // Every mover chooses against the same world before any choice is applied: for a secret
      // simultaneous choice nobody's options depend on another's pick.
      const moves: { actor: Actor; action: Action }[] = [];
      // The child's key: the edge taken when one seat searches alone, else every mover's choice as text.
      let joint: number | string = -1;
      let fresh = false;
      for (const actor of movers) {
        const legal = legalActionsOf(this.game, m, actor);
        if (legal.length === 0) throw new Error(`${this.game.id}: ${String(actor)} is pending with no legal action`);
        const model =
          actor === this.seat ? (this.opts.ownPrior && !atRoot ? this.opts.prior : undefined) : this.opts.opponentModel;
        if (actor === 'system' || model) {
          let action = legal[0] as Action;
          if (legal.length > 1)
            action = actor === 'system' || !model ? rng.pick(legal) : model(viewOf(this.game, m, actor), legal, rng);
          moves.push({ actor, action });
          joint = `${joint};${keyOf(actor, action)}`;
          continue;
        }
        const choices = playable(legal, this.opts.ignore, m.options, kindOf(pend, actor));
        const pick = this.select(
          node,
          actor,
          choices,
          atRoot,
          this.favouredAt(node, m, actor, choices, atRoot, rng),
          rng,
        );
        fresh ||= pick.fresh;
        path.push(pick.edge);
        moves.push({ actor, action: pick.action });
        joint = movers.length === 1 ? pick.edge.id : `${joint};${pick.edge.id}`;
      }
      // A simulated position keeps no events: the game may skip writing their text.
      for (const mv of moves) stepUnchecked(this.game, m, mv.actor, mv.action, true);
      atRoot = false;
      let child = node.children.get(joint);
      if (!child) {
        child = newNode();
        node.children.set(joint, child);
        this.nodes++;
        fresh = true;
      }
      node = child;
      if (fresh) break;
      if (++depth >= maxDepth) break;
    }
    if (!rewards) {
      rewards = playout(this.game, m, rng, {
        policy: this.opts.playoutPolicy,
        maxSteps: this.opts.maxPlayoutSteps ?? (this.game.evaluate ? DEFAULT_CUTOFF_STEPS : DEFAULT_PLAYOUT_STEPS),
      }).rewards;
    }
    for (const edge of path) {
      const r = rewards[edge.actor as Seat] ?? 0;
      edge.visits++;
      edge.reward += r;
      edge.rewardSq += r * r;
    }
  }

  outcome(legal: readonly Action[], iterations: number, rng?: Rng): SearchOutcome {
    const edges = legal.map((action) => this.edge(this.root, this.seat, action, false));
    const root = legal.map((action, i) => {
      const e = edges[i];
      return { action, visits: e?.visits ?? 0, mean: e && e.visits > 0 ? e.reward / e.visits : 0 };
    });
    // The most visited action is the robust choice; ties go to the better mean, then to list order.
    let best = 0;
    for (let i = 1; i < root.length; i++) {
      const r = root[i] as (typeof root)[number];
      const b = root[best] as (typeof root)[number];
      if (r.visits > b.visits || (r.visits === b.visits && r.mean > b.mean)) best = i;
    }
    const priorAt = this.priorAction === null ? -1 : legal.indexOf(this.priorAction);
    let margin = this.opts.priorMargin ?? DEFAULT_PRIOR_MARGIN;
    if (priorAt >= 0 && priorAt !== best && margin > 0) {
      if (this.opts.marginPerRival) {
        const rivals = edges.filter((e, i) => i !== priorAt && e !== null && e.visits > 0).length;
        if (rivals > 1) margin = zForTail(upperTail(margin) / rivals);
      }
      const p = edges[priorAt];
      const b = edges[best];
      if (!p || !b || !beatsBy(b, p, margin)) best = priorAt;
    }
    let action = (root[best] as (typeof root)[number]).action;
    if (this.opts.group || this.skip) action = this.memberOf(legal, action, rng);
    return { action, iterations, nodes: this.nodes, root };
  }

  /** The member of `chosen`'s group to play: the prior's own action when it is one, else the prior's pick among them. */
  private memberOf(legal: readonly Action[], chosen: Action, rng: Rng | undefined): Action {
    if (this.priorAction !== null && this.same(this.priorAction, chosen)) return this.priorAction;
    const members = legal.filter((a) => this.same(a, chosen));
    if (members.length === 1 || !this.opts.prior || !rng) return chosen;
    const pick = this.opts.prior(this.view, members, rng.fork());
    return members.includes(pick) ? pick : chosen;
  }
}

/** P(Z > z) for a standard normal Z (Abramowitz and Stegun 26.2.17; absolute error below 1e-7). */
export function upperTail(z: number): number {
  if (z < 0) return 1 - upperTail(-z);
  const t = 1 / (1 + 0.2316419 * z);
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)) * poly;
}

/** The z with P(Z > z) = p, by bisection on upperTail (called once per decision, so speed is no concern). */
export function zForTail(p: number): number {
  let lo = 0;
  let hi = 10;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (upperTail(mid) > p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Whether edge `a`'s mean reward exceeds `b`'s by more than `z` standard errors of the difference. */
function beatsBy(a: Edge, b: Edge, z: number): boolean {
  if (a.visits < 2 || b.visits < 2) return false;
  const ma = a.reward / a.visits;
  const mb = b.reward / b.visits;
  const va = Math.max(0, a.rewardSq / a.visits - ma * ma) / (a.visits - 1);
  const vb = Math.max(0, b.rewardSq / b.visits - mb * mb) / (b.visits - 1);
  return ma - mb > z * Math.sqrt(va + vb);
}

/**
 * Searches from one seat's view. `legal` is that seat's legal list as the table gave it; the answer is
 * always one of its elements.
 */
export function search(
  game: AnyGame,
  view: MatchView,
  legal: readonly Action[],
  rng: Rng,
  opts: IsmctsOptions = {},
): SearchOutcome {
  if (legal.length === 0) throw new Error('ISMCTS asked to act with no legal action');
  legal = playable(legal, opts.ignore, view.options, kindOf(view.pending, view.viewer as Seat));
  const s = new Search(game, view, legal, opts);
  if (legal.length === 1) return s.outcome(legal, 0);
  if (opts.prior) {
    const pick = opts.prior(view, legal, rng.fork());
    // A prior answering outside the list (a copy of an action) still counts when its text matches.
    const text = keyOf(s.seat, pick);
    s.priorAction = legal.includes(pick) ? pick : (legal.find((a) => keyOf(s.seat, a) === text) ?? null);
    if (s.priorAction !== null) s.priorEdge = s.edge(s.root, s.seat, s.priorAction, false);
  }
  let done = 0;
  if (opts.ms !== undefined) {
    const end = performance.now() + opts.ms;
    // Reading the clock costs about as much as a short iteration, so check it every 16.
    do {
      for (let i = 0; i < 16; i++) s.iterate(rng);
      done += 16;
    } while (performance.now() < end);
  } else {
    const n = opts.iterations ?? DEFAULT_ITERATIONS;
    for (; done < n; done++) s.iterate(rng);
  }
  return s.outcome(legal, done, rng);
}

/** ISMCTS as a BotPolicy for one game: it is handed a view and legal actions like any other bot. */
export function ismcts(game: AnyGame, opts: IsmctsOptions = {}): BotPolicy {
  return (view, legal, rng) => search(game, view, legal, rng.fork(), opts).action;
}
