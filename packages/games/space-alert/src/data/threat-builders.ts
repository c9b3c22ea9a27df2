import type {
  AttackMode,
  Colour,
  Effect,
  ExternalCard,
  Fix,
  InternalCard,
  Origin,
  Severity,
  StationId,
  Target,
  Trait,
} from '../threats/types.ts';

/** Small constructors so that a catalogue row reads like the card. */

export const atk = (amount: number, target: Target = 'own', mode?: AttackMode): Effect =>
  mode ? { kind: 'attack', amount, target, mode } : { kind: 'attack', amount, target };
/** A phasing attack: `phased` is the bracketed value used on a turn the threat was phased out. */
export const patk = (amount: number, phased: number, target: Target = 'own', mode?: AttackMode): Effect =>
  mode ? { kind: 'attack', amount, phased, target, mode } : { kind: 'attack', amount, phased, target };
export const x2 = (amount: number, phased?: number): Effect =>
  phased === undefined
    ? { kind: 'attack', amount, target: 'own', mode: 'double-through-shields' }
    : { kind: 'attack', amount, phased, target: 'own', mode: 'double-through-shields' };
export const heal = (amount: number): Effect => ({ kind: 'heal', amount });
export const speed = (amount: number): Effect => ({ kind: 'add-speed', amount });
export const setShield = (value: number): Effect => ({ kind: 'set-shield', value });
export const addShield = (amount: number): Effect => ({ kind: 'add-shield', amount });
export const jump = (direction: 'left' | 'right'): Effect => ({ kind: 'jump', direction });
export const move = (direction: 'red' | 'blue' | 'deck'): Effect => ({ kind: 'move', direction });
export const when = (effect: Effect, cond: NonNullable<Effect['if']>): Effect => ({ ...effect, if: cond });

/** Stats read from three engines that agree; the cards themselves are not among our sources. */
export const ORIGIN_BASE: Origin = { sources: ['ECM', 'LLR', 'BG'] };

interface Extra {
  traits?: Trait[];
  origin?: Origin;
}

export function ext(
  id: string,
  name: string,
  colour: Colour,
  severity: Severity,
  [shield, health, speed]: [number, number, number],
  actions: [Effect[], Effect[], Effect[]],
  description: string,
  extra: Extra = {},
): ExternalCard {
  const frontier = /-1\d\d$/.test(id);
  return {
    kind: 'external',
    id,
    name,
    colour,
    severity,
    shield,
    health,
    speed,
    X: actions[0],
    Y: actions[1],
    Z: actions[2],
    traits: extra.traits ?? [],
    description,
    origin: extra.origin ?? ORIGIN_BASE,
    frontier,
  };
}

export function int(
  id: string,
  name: string,
  colour: Colour,
  severity: Severity,
  [health, speed]: [number, number],
  where: { stations: StationId[]; fix: Fix; inSpace?: boolean },
  actions: [Effect[], Effect[], Effect[]],
  description: string,
  extra: Extra = {},
): InternalCard {
  const frontier = /-1\d\d$/.test(id);
  return {
    kind: 'internal',
    id,
    name,
    colour,
    severity,
    health,
    speed,
    fix: where.fix,
    stations: where.stations,
    ...(where.inSpace ? { inSpace: true } : {}),
    X: actions[0],
    Y: actions[1],
    Z: actions[2],
    traits: extra.traits ?? [],
    description,
    origin: extra.origin ?? ORIGIN_BASE,
    frontier,
  };
}
