import type { ApplyContext, Rng, SetupContext } from '@airlock/engine';
import { type Card, deckContents, HAND_START, PILE_SIZE } from './data/cards.ts';
import { CUBES_PER_MODULE, INTEGRITY } from './data/integrity.ts';
import { PROFESSIONS, ROLES } from './data/roles.ts';
import { CASIMIR_1, MODULES, POD_IDS } from './data/ship.ts';
import { fuseCount, type GameOptions, parseOptions, teamsFor } from './options.ts';
import { rulesFor } from './rules/hooks.ts';
import { moduleName, resolveHitsNow } from './ship.ts';
import type { McState } from './state.ts';

/**
 * Builds the ship and the table (rulebook SETUP): modules with 3 cubes each, number tokens (shuffled
 * with the option, module 1 kept where it is so it stays unrollable and the crew's start), shuffled
 * pods with a cube each, the empty integrity board, fuses, piles of 7. With roles, each seat is dealt
 * a profession set and picks a card; the rest of the setup (`begin`) runs after the picks.
 */
export function createState(ctx: SetupContext): McState {
  const n = ctx.players;
  const opt: GameOptions = parseOptions(ctx.options);
  const rng = ctx.rng;
  const num = MODULES.map((m) => m.number);
  if (opt.numbering === 'shuffled') {
    const rest = rng.shuffle(num.slice(1));
    for (let i = 1; i < num.length; i++) num[i] = rest[i - 1] as number;
  }
  const podId = rng.shuffle([...POD_IDS].slice(0, CASIMIR_1.podModules.length)) as string[];
  const s: McState = {
    n,
    opt,
    num,
    cubes: MODULES.map(() => CUBES_PER_MODULE),
    board: new Array<number>(INTEGRITY.spaces).fill(0),
    podId,
    podUp: podId.map(() => 1),
    podKnow: podId.map(() => 0),
    fuse: new Array<string | null>(fuseCount(n, opt)).fill(null),
    piles: [PILE_SIZE, PILE_SIZE, PILE_SIZE, PILE_SIZE],
    deck: [],
    discard: [],
    hands: Array.from({ length: n }, () => []),
    gear: Array.from({ length: n }, () => []),
    pos: new Array<number>(n).fill(CASIMIR_1.start),
    team: teamsFor(n, opt),
    prof: new Array(n).fill(null),
    role: new Array(n).fill(null),
    role2: new Array(n).fill(null),
    charges: new Array<number>(n).fill(0),
    auto: new Array<boolean>(n).fill(false),
    modUsed: new Array<boolean>(n).fill(false),
    active: 0,
    phase: 0,
    dice: [],
    rolloff: [],
    stack: [{ t: 'begin' }],
    ext: {},
    escaped: [],
    out: [],
    over: null,
  };
  if (opt.roles === 'pick') {
    const sets = rng.shuffle([...PROFESSIONS]);
    for (let seat = 0; seat < n; seat++) s.prof[seat] = sets[seat] ?? null;
    for (let seat = n - 1; seat >= 0; seat--) s.stack.push({ t: 'role-pick', seat });
  }
  return s;
}

/** After the role picks: deck and hands, rule-module setup, initial meteor damage, start player. */
export function begin(s: McState, ctx: ApplyContext): void {
  const botanist = s.role.some((r) => r !== null && ROLES[r].profession === 'botanist');
  const potatoSeat = s.role.indexOf('going-to-die-up-here');
  s.deck = ctx.rng.shuffle(deckContents(botanist, potatoSeat >= 0, s.opt.promos));
  for (let seat = 0; seat < s.n; seat++) {
    const hand = s.hands[seat] as Card[];
    if (seat === potatoSeat) hand.push('potato', 'potato', 'potato');
    else for (let i = 0; i < HAND_START; i++) hand.push(s.deck.pop() as Card);
  }
  s.discard.push(s.deck.pop() as Card);
  for (const r of rulesFor(s.opt)) r.setup?.(s, ctx.rng);
  ctx.emit({ rule: 'setup.deal', text: 'Each crew member gets 3 PIP cards; one card starts the discard pile.' });
  rolloff(s, ctx.rng, ctx);
  if (s.over) return;
  for (const r of rulesFor(s.opt)) r.afterSetup?.(s, ctx);
  if (s.over) return;
  s.stack.push({ t: 'turn', seat: s.active, left: 3, ph: 0 });
  s.stack.push({ t: 'exposure' });
}

/**
 * Initial meteor damage and the start-player roll-off: everyone rolls both dice and damages the
 * module rolled; the lowest roll starts; those tied for lowest roll again, still damaging the ship.
 */
function rolloff(s: McState, rng: Rng, ctx: ApplyContext): void {
  let rolling = Array.from({ length: s.n }, (_, i) => i);
  s.rolloff = Array.from({ length: s.n }, () => []);
  while (rolling.length > 0) {
    let low = 99;
    const sums: number[] = [];
    for (const seat of rolling) {
      const sum = rng.die(6) + rng.die(6);
      sums.push(sum);
      (s.rolloff[seat] as number[]).push(sum);
      const m = s.num.indexOf(sum);
      ctx.emit({
        rule: 'setup.meteor',
        text: `Crew ${seat + 1} rolls ${sum}: ${moduleName(m)} is hit.`,
        data: { seat, sum },
      });
      resolveHitsNow(s, m, 'roll', ctx);
      if (s.over) return;
      low = Math.min(low, sum);
    }
    const tied = rolling.filter((_, i) => sums[i] === low);
    if (tied.length === 1 || s.n === 1) {
      s.active = tied[0] as number;
      ctx.emit({
        rule: 'setup.start-player',
        text: `Crew ${s.active + 1} rolled lowest and starts.`,
        data: { seat: s.active },
      });
      return;
    }
    rolling = tied;
  }
}
