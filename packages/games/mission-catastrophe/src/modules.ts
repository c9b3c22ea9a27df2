import type { ApplyContext } from '@airlock/engine';
import {
  type Card,
  CARD_KINDS,
  cardName,
  cardNames,
  isResource,
  KIND_BIT,
  kindMask,
  PILE_OF_MODULE,
  RESOURCES,
} from './data/cards.ts';
import { MODULES, type ModuleKind, POD_IDS } from './data/ship.ts';
import { drawOne, drawTo, enterModule, giveCard, watchers } from './hand.ts';
import { hooksFor } from './rules/hooks.ts';
import { rolesModuleUsed, rolesPodViewed } from './roles/index.ts';
import { afterBoardChange, boardTake, canEnter, knowsPod, moduleName, podModule, powered } from './ship.ts';
import { USE_MODULE } from './shared-actions.ts';
import type { McAction, McState } from './state.ts';

/**
 * The twelve module actions, one handler per module kind. `push` appends the actions a seat may
 * choose, each `{ type: 'module', m, ...params }` (built whole, in that key order: no intermediate
 * parameter objects on the hot path); `apply` performs one. Power and the once-per-turn limit are
 * checked by the caller, so remote uses (roles) share these handlers.
 */
export interface ModuleHandler {
  push(s: McState, seat: number, m: number, out: McAction[]): void;
  apply(s: McState, seat: number, a: McAction, ctx: ApplyContext): void;
}

const none: ModuleHandler = { push: () => {}, apply: () => {} };

/** Modules that can be repaired now: below 3 cubes, a cube on the board, no rule blocking it. */
export function repairable(s: McState, m: number): boolean {
  const set = hooksFor(s.opt);
  for (const r of set.repairable) {
    const v = r.repairable?.(s, m);
    if (v !== undefined) return v;
  }
  // A status cube on the board (boardStatus > 0) is what a repair takes back.
  if ((s.cubes[m] as number) >= 3 || s.board.indexOf(1) < 0) return false;
  for (const r of set.repairBlock) if (r.repairBlock?.(s, m)) return false;
  return true;
}

/** Repair event texts by module, then by the cubes it has afterwards (0-3). */
const REPAIRED = MODULES.map((d) => [0, 1, 2, 3].map((k) => `${d.name} is repaired (${k} cubes).`));

/** Moves the cube on the lowest board space onto module m. */
export function repairModule(s: McState, m: number, ctx: ApplyContext): void {
  for (const r of hooksFor(s.opt).repair) if (r.repair?.(s, m, ctx)) return;
  boardTake(s);
  s.cubes[m] = (s.cubes[m] as number) + 1;
  const cubes = s.cubes[m] as number;
  ctx.emit({
    rule: 'repair',
    text: REPAIRED[m]?.[cubes] ?? `${moduleName(m)} is repaired (${cubes} cubes).`,
    data: { m },
  });
  afterBoardChange(s, ctx);
}

/** Modules a repair could target now, ascending. */
export function repairTargets(s: McState): number[] {
  const out: number[] = [];
  for (let m = 0; m < s.cubes.length; m++) if (repairable(s, m)) out.push(m);
  return out;
}

/** Fuse IDs no fuse shows yet, in ID order: a fuse may be moved onto any of them. */
export function freeFuseIds(s: McState): string[] {
  const out: string[] = [];
  for (const id of POD_IDS) if (!s.fuse.includes(id)) out.push(id);
  return out;
}

export function setFuse(s: McState, f: number, id: string, ctx: ApplyContext): void {
  s.fuse[f] = id;
  ctx.emit({ rule: 'fuse.set', text: `A fuse is set to escape pod ${id}.`, data: { fuse: f, id } });
}

function takeResource(pile: number): ModuleHandler {
  return {
    push: (s, _seat, m, out) => {
      if ((s.piles[pile] as number) > 0) out.push(USE_MODULE[m] as McAction);
    },
    apply: (s, seat, _a, ctx) => {
      s.piles[pile] = (s.piles[pile] as number) - 1;
      giveCard(s, seat, RESOURCES[pile] as Card);
      ctx.emit({
        rule: 'module.resource',
        text: `Takes a face-up ${cardName(RESOURCES[pile] as Card)} card.`,
        data: { seat, card: RESOURCES[pile] as string },
      });
    },
  };
}

/** Non-resource card kinds in the order of their names (what a plain sort of the cards gives). */
const TRADE_KINDS: readonly Card[] = CARD_KINDS.filter((c) => !isResource(c)).sort();

/**
 * Distinct sorted triples of non-resource cards in a hand (Laboratory trade), in the order of their
 * first appearance among the index triples of the sorted cards. In a sorted list that is what skipping
 * a card equal to the one before it, at each of the three places, enumerates, with no set of keys.
 */
function triples(hand: readonly Card[]): string[][] {
  const pool: Card[] = [];
  const held = kindMask(hand);
  for (const c of TRADE_KINDS) {
    if ((held & KIND_BIT[c]) === 0) continue;
    for (const h of hand) if (h === c) pool.push(c);
  }
  const out: string[][] = [];
  const n = pool.length;
  for (let i = 0; i < n; i++) {
    if (i > 0 && pool[i] === pool[i - 1]) continue;
    for (let j = i + 1; j < n; j++) {
      if (j > i + 1 && pool[j] === pool[j - 1]) continue;
      for (let k = j + 1; k < n; k++) {
        if (k > j + 1 && pool[k] === pool[k - 1]) continue;
        out.push([pool[i], pool[j], pool[k]] as string[]);
      }
    }
  }
  return out;
}

export const MODULE_HANDLERS: Record<ModuleKind, ModuleHandler> = {
  'crew-quarters': none,
  operations: {
    push: (s, _seat, m, out) => {
      if (s.deck.length + s.discard.length > 0) out.push(USE_MODULE[m] as McAction);
    },
    apply: (s, seat, _a, ctx) => {
      const cards: Card[] = [];
      for (let i = 0; i < 3; i++) {
        const c = drawOne(s, ctx);
        if (c) cards.push(c);
      }
      ctx.emit({
        rule: 'module.operations',
        text: `You draw ${cardNames(cards)} and keep one.`,
        data: { seat, cards },
        to: watchers(s, seat),
        public: { text: `Draws ${cards.length} PIP cards to keep one.`, data: { seat } },
        reveals: true,
      });
      if (cards.length === 1) giveCard(s, seat, cards[0] as Card);
      else if (cards.length > 1) s.stack.push({ t: 'keep', seat, cards });
    },
  },
  maintenance: {
    push: (s, _seat, m, out) => {
      for (const target of repairTargets(s)) out.push({ type: 'module', m, target });
    },
    apply: (s, _seat, a, ctx) => repairModule(s, a.target as number, ctx),
  },
  laboratory: {
    push: (s, seat, m, out) => {
      const hand = s.hands[seat] as Card[];
      // One triple may stand for several trades (one per pile): those actions share its array.
      for (const t of triples(hand))
        for (let p = 0; p < 4; p++) if ((s.piles[p] as number) > 0) out.push({ type: 'module', m, give: t, take: p });
      if (s.deck.length + s.discard.length > 0) {
        const held = kindMask(hand);
        for (const c of CARD_KINDS)
          if (isResource(c) && (held & KIND_BIT[c]) !== 0) out.push({ type: 'module', m, give: c });
      }
    },
    apply: (s, seat, a, ctx) => {
      if (Array.isArray(a.give)) {
        for (const c of a.give as Card[]) s.discard.push(c);
        const p = a.take as number;
        s.piles[p] = (s.piles[p] as number) - 1;
        giveCard(s, seat, RESOURCES[p] as Card);
        ctx.emit({
          rule: 'module.laboratory',
          text: `Trades three cards for a ${RESOURCES[p]} card.`,
          data: { seat, give: a.give, take: p },
        });
      } else {
        s.discard.push(a.give as Card);
        ctx.emit({
          rule: 'module.laboratory',
          text: `Trades a ${cardName(a.give as Card)} card for 3 PIP cards.`,
          data: { seat, give: a.give as string },
        });
        for (let i = 0; i < 3; i++) drawTo(s, seat, ctx);
      }
    },
  },
  'life-support': takeResource(PILE_OF_MODULE[4] as number),
  greenhouse: takeResource(PILE_OF_MODULE[5] as number),
  'engine-room': takeResource(PILE_OF_MODULE[6] as number),
  navigation: takeResource(PILE_OF_MODULE[7] as number),
  'cargo-bay': {
    push: (s, _seat, m, out) => {
      const there = kindMask(s.discard);
      for (let i = 0; i < CARD_KINDS.length; i++)
        if ((there & (1 << i)) !== 0) out.push({ type: 'module', m, card: CARD_KINDS[i] as Card });
    },
    apply: (s, seat, a, ctx) => {
      const i = s.discard.lastIndexOf(a.card as Card);
      s.discard.splice(i, 1);
      giveCard(s, seat, a.card as Card);
      ctx.emit({
        rule: 'module.cargo-bay',
        text: `Takes ${cardName(a.card as Card)} from the discard pile.`,
        data: { seat, card: a.card as string },
      });
    },
  },
  teleporter: {
    push: (s, seat, m, out) => {
      for (let to = 0; to < MODULES.length; to++)
        if (to !== s.pos[seat] && canEnter(s, seat, to)) out.push({ type: 'module', m, to });
      // Only crew still aboard can be beamed over (not the escaped, not the eliminated).
      for (let o = 0; o < s.n; o++) {
        if (o !== seat && s.pos[o] !== m && !s.escaped.includes(o) && !s.out.includes(o))
          out.push({ type: 'module', m, pull: o });
      }
    },
    apply: (s, seat, a, ctx) => {
      if (typeof a.pull === 'number') {
        ctx.emit({
          rule: 'module.teleporter',
          text: 'Beams a crew member to the Teleporter.',
          data: { seat, pull: a.pull },
        });
        enterModule(s, a.pull, TELEPORTER, ctx);
      } else {
        ctx.emit({
          rule: 'module.teleporter',
          text: `Teleports to ${moduleName(a.to as number)}.`,
          data: { seat, to: a.to as number },
        });
        enterModule(s, seat, a.to as number, ctx);
      }
    },
  },
  bridge: {
    push: (s, _seat, m, out) => {
      const ids = freeFuseIds(s);
      for (let fuse = 0; fuse < s.fuse.length; fuse++) for (const id of ids) out.push({ type: 'module', m, fuse, id });
    },
    apply: (s, _seat, a, ctx) => setFuse(s, a.fuse as number, a.id as string, ctx),
  },
  sensors: {
    push: (s, seat, m, out) => {
      for (let p = 0; p < s.podUp.length; p++)
        if (s.podUp[p] === 1 && !knowsPod(s, seat, p)) out.push({ type: 'module', m, pod: p });
    },
    apply: (s, seat, a, ctx) => viewPod(s, seat, a.pod as number, ctx),
  },
};

const TELEPORTER = 9;

/** A seat learns a pod's ID (view pod, Sensors): the ID goes to that seat only. */
export function viewPod(s: McState, seat: number, p: number, ctx: ApplyContext): void {
  s.podKnow[p] = (s.podKnow[p] as number) | (1 << seat);
  ctx.emit({
    rule: 'pod.view',
    text: `You see escape pod ID ${s.podId[p]} beside ${moduleName(podModule(p))}.`,
    data: { seat, pod: p, id: s.podId[p] as string },
    to: watchers(s, seat),
    public: { text: `Looks at the ID of the escape pod beside ${moduleName(podModule(p))}.`, data: { seat, pod: p } },
    reveals: true,
  });
  rolesPodViewed(s, seat, p, ctx);
}

/** The handler of each module, by module index. */
const HANDLER_AT: readonly ModuleHandler[] = MODULES.map((d) => MODULE_HANDLERS[d.kind]);

/** Appends the module-use actions of module m for a seat (none when the module is out of power). */
export function pushModuleVariants(s: McState, seat: number, m: number, out: McAction[], needPower = true): void {
  if (needPower && !powered(s, m)) return;
  (HANDLER_AT[m] as ModuleHandler).push(s, seat, m, out);
}

/** Module-use variants for module m by a seat (empty when the module is out of power). */
export function moduleVariants(s: McState, seat: number, m: number, needPower = true): McAction[] {
  const out: McAction[] = [];
  pushModuleVariants(s, seat, m, out, needPower);
  return out;
}

export function applyModule(s: McState, seat: number, a: McAction, ctx: ApplyContext): void {
  const kind = (MODULES[a.m as number] as { kind: ModuleKind }).kind;
  MODULE_HANDLERS[kind].apply(s, seat, a, ctx);
  rolesModuleUsed(s, seat, a.m as number, ctx);
}
