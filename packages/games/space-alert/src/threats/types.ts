/**
 * The declarative threat model. A threat card is data: numbers, three action lists built from the
 * small typed effects below, and traits for the special rules that are not actions. The runtime
 * (src/threats/*.ts) has one handler per effect kind and per trait; an effect kind that has no
 * handler, or a handler for a kind that does not exist, fails to compile.
 */

import type { DeckLevel, Zone } from '../types.ts';

export type { Zone };
export type Deck = DeckLevel;
/** A station as `${deck}-${zone}`, e.g. 'upper-white' is the bridge. */
export type StationId = `${Deck}-${Zone}`;
export type Colour = 'white' | 'yellow' | 'red';
export type Severity = 'common' | 'serious';
export type ThreatKind = 'external' | 'internal';
export type ActionSquare = 'X' | 'Y' | 'Z';

/** Where a fact came from (research §0 tags). `decided` says which way a disagreement went. */
export type SourceTag = '002' | 'ECM' | 'LLR' | 'BG' | 'PK';
export interface Origin {
  sources: SourceTag[];
  /** Set when the sources disagree: the ruling, recorded in docs/games/space-alert/RULES.md. */
  decided?: string;
}

/** Which zones an attack hits, relative to the threat's own zone. */
export type Target = 'own' | 'all' | 'other' | 'opposite' | 'red' | 'white' | 'blue' | 'red-blue' | 'stations';

/** How shields treat an attack: plain, bypassed, or each unabsorbed point doubled. */
export type AttackMode = 'standard' | 'ignore-shields' | 'double-through-shields';

/** A condition some printed actions carry ("if damaged", "unless a player is here"). */
export type Condition =
  | { kind: 'damaged' }
  | { kind: 'undamaged' }
  | { kind: 'damage-below'; amount: number }
  | { kind: 'player-here' }
  | { kind: 'no-player-here' }
  | { kind: 'phased-in' }
  | { kind: 'phased-out' };

/** The part every effect may carry: a printed condition. (Phasing attacks carry their bracket.) */
interface Base {
  if?: Condition;
}

export type Effect =
  // attacks and damage to the ship
  | (Base & { kind: 'attack'; amount: number; phased?: number; target?: Target; mode?: AttackMode })
  | (Base & { kind: 'attack-remaining-health'; per: number; target?: Target })
  | (Base & { kind: 'attack-players-here' })
  | (Base & { kind: 'attack-central-reactor' })
  | (Base & { kind: 'attack-reactor-energy'; each: boolean })
  | (Base & { kind: 'attack-per-slime'; amount: number })
  | (Base & { kind: 'attack-per-rocket'; amount: number; zone: Zone })
  | (Base & { kind: 'damage-per-mine'; amount: number })
  | (Base & { kind: 'damage-per-infected'; amount: number })
  | (Base & { kind: 'destroy-ship' })
  // the threat itself
  | (Base & { kind: 'heal'; amount: number })
  | (Base & { kind: 'heal-half-damage' })
  | (Base & { kind: 'set-shield'; value: number })
  | (Base & { kind: 'add-shield'; amount: number })
  | (Base & { kind: 'add-speed'; amount: number })
  | (Base & { kind: 'self-damage'; amount: number })
  | (Base & { kind: 'become-visible' })
  | (Base & { kind: 'grow-up' })
  | (Base & { kind: 'jump'; direction: 'left' | 'right' })
  | (Base & { kind: 'set-inaccessibility'; value: number })
  | (Base & { kind: 'absorb-reactor-into-speed' })
  // other threats
  | (Base & { kind: 'heal-all-external'; amount: number })
  | (Base & { kind: 'boost-others-attack'; amount: number })
  | (Base & { kind: 'boost-all-shields'; amount: number })
  | (Base & { kind: 'advance-others'; squares: number })
  | (Base & { kind: 'advance-internal'; squares: number })
  | (Base & { kind: 'advance-external-in-zone'; squares: number })
  | (Base & { kind: 'call-in'; what: ThreatKind })
  | (Base & { kind: 'draw-and-run-internal' })
  // ship systems
  | (Base & { kind: 'drain-shields'; amount: 'all' | number; target: Target })
  | (Base & { kind: 'drain-reactor'; amount: 'all' | number; target: Target | 'central' })
  | (Base & { kind: 'drain-reactor-or-attack'; amount: number })
  | (Base & { kind: 'drain-shield-or-reactor' })
  | (Base & { kind: 'drain-then-attack'; from: 'reactor' | 'fuel'; amount: number })
  | (Base & { kind: 'lose-fuel'; amount: number })
  | (Base & { kind: 'lose-rocket'; amount: number })
  | (Base & { kind: 'disable-stored-bots' })
  | (Base & { kind: 'fill-shield-then-leak-reactor' })
  | (Base & { kind: 'leak-shield' })
  | (Base & { kind: 'leak-all-reactors' })
  | (Base & { kind: 'double-damage'; zones: 'red' | 'all' })
  | (Base & { kind: 'shields-off' })
  | (Base & { kind: 'shields-reversed' })
  | (Base & { kind: 'seal-doors'; between: 'red-white' | 'white-blue' })
  /** Blinds the first of `zones` whose optics still work. */
  | (Base & { kind: 'blind-optics'; zones: Zone[] })
  | (Base & { kind: 'lethal-stations' })
  | (Base & { kind: 'sabotage-station' })
  | (Base & { kind: 'lay-mine' })
  // crew
  | (Base & { kind: 'knock-out'; who: KnockOutWho })
  | (Base & { kind: 'delay'; who: 'zone' | 'all' | 'stations' })
  | (Base & { kind: 'delay-repeat' })
  | (Base & { kind: 'swap-players-red-blue' })
  | (Base & { kind: 'infect-here' })
  // intruders moving
  | (Base & { kind: 'move'; direction: 'red' | 'blue' | 'deck' })
  | (Base & { kind: 'move-toward-damage' })
  | (Base & { kind: 'move-toward-players' })
  | (Base & { kind: 'spread-slime'; direction: 'red' | 'blue' });

export type KnockOutWho =
  | 'stations'
  | 'zone'
  | 'everyone'
  | 'everyone-but-bridge'
  | 'bot-leaders'
  | 'without-bots'
  | 'alone'
  | 'crowded'
  | 'others-with-host'
  | 'poisoned'
  | 'captain-and-delay'
  | 'lower-red-blue';

export type EffectKind = Effect['kind'];

/** Special rules that are not a printed action. */
export type Trait =
  | { kind: 'immune'; to: 'heavy-lasers' | 'rockets' }
  | { kind: 'stealth' }
  | { kind: 'cryoshield' }
  | { kind: 'pulse-breaks-shield' }
  | { kind: 'max-damage-per-turn'; amount: number }
  | { kind: 'max-range'; range: number }
  | { kind: 'asteroid'; perAction: number }
  | { kind: 'death-splash'; amount: number }
  | { kind: 'behemoth' }
  | { kind: 'draws-rockets' }
  | { kind: 'retaliates'; amount: number }
  | { kind: 'plasmatic' }
  | { kind: 'carrier' }
  | { kind: 'phasing' }
  | { kind: 'megashield' }
  | { kind: 'polarized' }
  | { kind: 'spans' }
  | { kind: 'heals-absorbed' }
  | { kind: 'slowed-when-damaged'; amount: number }
  | { kind: 'acts-at-jump' }
  | { kind: 'accelerates' }
  | { kind: 'rocket-cancels-z' }
  | { kind: 'calls-with-speed-bonus' }
  | { kind: 'returns-fire'; once?: 'grown' }
  | { kind: 'inaccessible'; amount: number }
  | { kind: 'health-from-rockets' }
  | { kind: 'final-repair-needs-energy' }
  | { kind: 'lateral-by-parity' }
  | { kind: 'multi-station-repair-bonus'; amount: number }
  | { kind: 'lone-repair-bonus' }
  | { kind: 'bot-leader-repair-bonus' }
  | { kind: 'knock-out-on-destroy'; who: 'attacker' | 'host' | 'lower-red-blue' }
  | { kind: 'pulse-backfire' }
  | { kind: 'shielded-attacks' }
  | { kind: 'teleports-when-hit'; to: StationId }
  | { kind: 'teleports-crew-when-hit' }
  | { kind: 'poison-markers'; stations: StationId[] }
  | { kind: 'aftermath-at-z' }
  | { kind: 'knock-out-at-jump' }
  | { kind: 'parasite' }
  | { kind: 'progeny' }
  | { kind: 'slime-delay' }
  | { kind: 'fixed-points'; survived: number; destroyed: number };

export type TraitKind = Trait['kind'];

/** How an internal threat is fought: a malfunction by a repair letter, an intruder by battlebots. */
export type Fix = 'A' | 'B' | 'C' | 'bots';

interface CardBase {
  /** The printed id, e.g. 'E1-07', 'SI3-105'. */
  id: string;
  name: string;
  colour: Colour;
  severity: Severity;
  health: number;
  speed: number;
  X: Effect[];
  Y: Effect[];
  Z: Effect[];
  traits: Trait[];
  /** Our own one-line description of the card's play, never the printed text. */
  description: string;
  origin: Origin;
  /** New Frontier card (needs the New Threats module). */
  frontier: boolean;
}

export interface ExternalCard extends CardBase {
  kind: 'external';
  shield: number;
}

export interface InternalCard extends CardBase {
  kind: 'internal';
  fix: Fix;
  /** Starting station(s); an empty list for the Parasite (outside the ship) and Fissure (space). */
  stations: StationId[];
  /** The Fissure sits in space and is fought by interceptors. */
  inSpace?: boolean;
}

export type ThreatCard = ExternalCard | InternalCard;

/** Survived / destroyed points by severity and colour (research §1.5). */
export const BASE_POINTS: Record<Severity, Record<Colour, readonly [number, number]>> = {
  common: { white: [2, 4], yellow: [3, 6], red: [4, 8] },
  serious: { white: [4, 8], yellow: [6, 12], red: [8, 16] },
};

export function hasTrait<K extends TraitKind>(card: ThreatCard, kind: K): Extract<Trait, { kind: K }> | undefined {
  return card.traits.find((t): t is Extract<Trait, { kind: K }> => t.kind === kind);
}
