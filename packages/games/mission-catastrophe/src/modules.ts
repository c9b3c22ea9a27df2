import type { ApplyContext } from '@airlock/engine';
import { type Card, CARD_KINDS, isResource, PILE_OF_MODULE, RESOURCES } from './data/cards.ts';
import { MODULES, type ModuleKind, POD_IDS } from './data/ship.ts';
import { drawOne, drawTo, enterModule, giveCard, watchers } from './hand.ts';
import { rulesFor } from './rules/hooks.ts';
import { rolesModuleUsed, rolesPodViewed } from './roles/index.ts';
import {
  afterBoardChange,
  boardStatus,
  boardTake,
  canEnter,
  knowsPod,
  moduleName,
  podModule,
  powered,
} from './ship.ts';
import type { McAction, McState } from './state.ts';

/**
 * The twelve module actions, one handler per module kind. `variants` lists the parameters a seat may
 * choose (each becomes `{ type: 'module', m, ...params }`); `apply` performs one. Power and the
 * once-per-turn limit are checked by the caller, so remote uses (roles) share these handlers.
 */
export interface ModuleHandler {
  variants(s: McState, seat: number, m: number): Record<string, string | number | string[]>[];
  apply(s: McState, seat: number, a: McAction, ctx: ApplyContext): void;
}

const none: ModuleHandler = { variants: () => [], apply: () => {} };

/** Modules that can be repaired now: below 3 cubes, a cube on the board, no rule blocking it. */
export function repairable(s: McState, m: number): boolean {
  for (const r of rulesFor(s.opt)) {
    const v = r.repairable?.(s, m);
    if (v !== undefined) return v;
  }
  if ((s.cubes[m] as number) >= 3 || boardStatus(s) === 0) return false;
  for (const r of rulesFor(s.opt)) if (r.repairBlock?.(s, m)) return false;
  return true;
}

/** Moves the cube on the lowest board space onto module m. */
export function repairModule(s: McState, m: number, ctx: ApplyContext): void {
  for (const r of rulesFor(s.opt)) if (r.repair?.(s, m, ctx)) return;
  boardTake(s);
  s.cubes[m] = (s.cubes[m] as number) + 1;
  ctx.emit({ rule: 'repair', text: `${moduleName(m)} is repaired (${s.cubes[m]} cubes).`, data: { m } });
  afterBoardChange(s, ctx);
}

export function repairTargets(s: McState): Record<string, number>[] {
  const out: Record<string, number>[] = [];
  for (let m = 0; m < s.cubes.length; m++) if (repairable(s, m)) out.push({ target: m });
  return out;
}

/** Fuse moves: which fuse cube, to which ID (never onto an ID another fuse already shows). */
export function fuseVariants(s: McState): Record<string, string | number>[] {
  const out: Record<string, string | number>[] = [];
  for (let f = 0; f < s.fuse.length; f++) {
    for (const id of POD_IDS) if (!s.fuse.includes(id)) out.push({ fuse: f, id });
  }
  return out;
}

export function setFuse(s: McState, f: number, id: string, ctx: ApplyContext): void {
  s.fuse[f] = id;
  ctx.emit({ rule: 'fuse.set', text: `A fuse is set to escape pod ${id}.`, data: { fuse: f, id } });
}

function takeResource(pile: number): ModuleHandler {
  return {
    variants: (s) => ((s.piles[pile] as number) > 0 ? [{}] : []),
    apply: (s, seat, _a, ctx) => {
      s.piles[pile] = (s.piles[pile] as number) - 1;
      giveCard(s, seat, RESOURCES[pile] as Card);
      ctx.emit({
        rule: 'module.resource',
        text: `Takes a face-up ${RESOURCES[pile]} card.`,
        data: { seat, card: RESOURCES[pile] as string },
      });
    },
  };
}

/** Distinct sorted triples of non-resource cards in a hand (Laboratory trade). */
function triples(hand: readonly Card[]): string[][] {
  const pool = hand.filter((c) => !isResource(c)).sort();
  const out: string[][] = [];
  const seen = new Set<string>();
  for (let i = 0; i < pool.length; i++)
    for (let j = i + 1; j < pool.length; j++)
      for (let k = j + 1; k < pool.length; k++) {
        const t = [pool[i], pool[j], pool[k]] as string[];
        const key = t.join(',');
        if (!seen.has(key)) {
          seen.add(key);
          out.push(t);
        }
      }
  return out;
}

export const MODULE_HANDLERS: Record<ModuleKind, ModuleHandler> = {
  'crew-quarters': none,
  operations: {
    variants: (s) => (s.deck.length + s.discard.length > 0 ? [{}] : []),
    apply: (s, seat, _a, ctx) => {
      const cards: Card[] = [];
      for (let i = 0; i < 3; i++) {
        const c = drawOne(s, ctx);
        if (c) cards.push(c);
      }
      ctx.emit({
        rule: 'module.operations',
        text: `You draw ${cards.join(', ')} and keep one.`,
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
    variants: (s) => repairTargets(s),
    apply: (s, _seat, a, ctx) => repairModule(s, a.target as number, ctx),
  },
  laboratory: {
    variants: (s, seat) => {
      const hand = s.hands[seat] as Card[];
      const out: Record<string, string | number | string[]>[] = [];
      for (const t of triples(hand))
        for (let p = 0; p < 4; p++) if ((s.piles[p] as number) > 0) out.push({ give: t, take: p });
      if (s.deck.length + s.discard.length > 0)
        for (const c of CARD_KINDS) if (isResource(c) && hand.includes(c)) out.push({ give: c });
      return out;
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
          text: `Trades a ${a.give} card for 3 PIP cards.`,
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
    variants: (s) => {
      const out: Record<string, string>[] = [];
      for (const c of CARD_KINDS) if (s.discard.includes(c)) out.push({ card: c });
      return out;
    },
    apply: (s, seat, a, ctx) => {
      const i = s.discard.lastIndexOf(a.card as Card);
      s.discard.splice(i, 1);
      giveCard(s, seat, a.card as Card);
      ctx.emit({
        rule: 'module.cargo-bay',
        text: `Takes ${a.card} from the discard pile.`,
        data: { seat, card: a.card as string },
      });
    },
  },
  teleporter: {
    variants: (s, seat, m) => {
      const out: Record<string, number>[] = [];
      for (let to = 0; to < MODULES.length; to++) if (to !== s.pos[seat] && canEnter(s, seat, to)) out.push({ to });
      // Only crew still aboard can be beamed over (not the escaped, not the eliminated).
      for (let o = 0; o < s.n; o++) {
        if (o !== seat && s.pos[o] !== m && !s.escaped.includes(o) && !s.out.includes(o)) out.push({ pull: o });
      }
      return out;
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
    variants: (s) => fuseVariants(s),
    apply: (s, _seat, a, ctx) => setFuse(s, a.fuse as number, a.id as string, ctx),
  },
  sensors: {
    variants: (s, seat) => {
      const out: Record<string, number>[] = [];
      for (let p = 0; p < s.podUp.length; p++) if (s.podUp[p] === 1 && !knowsPod(s, seat, p)) out.push({ pod: p });
      return out;
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

/** Module-use variants for module m by a seat (empty when the module is out of power). */
export function moduleVariants(s: McState, seat: number, m: number, needPower = true): McAction[] {
  if (needPower && !powered(s, m)) return [];
  const kind = (MODULES[m] as { kind: ModuleKind }).kind;
  return MODULE_HANDLERS[kind].variants(s, seat, m).map((v) => ({ type: 'module', m, ...v }));
}

export function applyModule(s: McState, seat: number, a: McAction, ctx: ApplyContext): void {
  const kind = (MODULES[a.m as number] as { kind: ModuleKind }).kind;
  MODULE_HANDLERS[kind].apply(s, seat, a, ctx);
  rolesModuleUsed(s, seat, a.m as number, ctx);
}
