import type { IntruderKind, ItemColor, Origin } from '../types.ts';

/**
 * Intruder attack cards. Each has a blood value (endurance check), maybe a retreat arrow, the intruder
 * kinds that can use it and an effect. The mix is designed so that an adult usually survives one or two
 * injuries, dies by the third or fourth, and flees about one check in five.
 */
export type AttackEffect = 'scratch' | 'claws' | 'bite' | 'slime' | 'frenzy' | 'tail';
export interface AttackCard {
  id: string;
  blood: number;
  retreat: boolean;
  kinds: IntruderKind[];
  effect: AttackEffect;
  /** Extra light wound when the target is in darkness (a section without power). */
  darkExtra: boolean;
  count: number;
  origin: Origin;
}
const A = (
  id: string,
  blood: number,
  retreat: boolean,
  kinds: IntruderKind[],
  effect: AttackEffect,
  darkExtra: boolean,
  count: number,
): AttackCard => ({ id, blood, retreat, kinds, effect, darkExtra, count, origin: 'designed' });
const ALL: IntruderKind[] = ['creeper', 'adult', 'breeder', 'queen'];
export const ATTACK_CARDS: AttackCard[] = [
  A('scratch', 2, false, ALL, 'scratch', false, 3),
  A('claws', 3, false, ['adult', 'breeder', 'queen'], 'claws', true, 3),
  A('bite', 4, false, ['adult', 'breeder', 'queen'], 'bite', false, 2),
  A('slime-spit', 2, true, ['creeper', 'adult'], 'slime', false, 2),
  A('frenzy', 3, false, ['breeder', 'queen'], 'frenzy', false, 2),
  A('tail-lash', 1, true, ['creeper', 'adult', 'queen'], 'tail', true, 2),
  A('recoil', 3, true, ['adult'], 'scratch', false, 1),
  A('lunge', 4, false, ['creeper', 'adult'], 'claws', false, 2),
  A('stalk', 2, false, ['breeder'], 'scratch', true, 1),
];
export const ATTACK: Record<string, AttackCard> = Object.fromEntries(ATTACK_CARDS.map((c) => [c.id, c]));

/** Event cards: intruder movement (kinds and exit numbers) and an effect, some only in darkness. */
export type EventEffect = 'none' | 'noise-near' | 'fire-spread' | 'slime-seep' | 'power-flicker' | 'hatching' | 'short';
export interface EventCard {
  id: string;
  kinds: IntruderKind[];
  exits: number[];
  effect: EventEffect;
  /** Effect applied only in sections without power. */
  dark: EventEffect;
  count: number;
  origin: Origin;
}
const E = (id: string, kinds: IntruderKind[], exits: number[], effect: EventEffect, dark: EventEffect): EventCard => ({
  id,
  kinds,
  exits,
  effect,
  dark,
  count: 1,
  origin: 'designed',
});
const ANY: IntruderKind[] = ['larva', 'creeper', 'adult', 'breeder', 'queen'];
export const EVENT_CARDS: EventCard[] = [
  E('footsteps', ['adult'], [1], 'none', 'noise-near'),
  E('scuttling', ['larva', 'creeper'], [2], 'none', 'noise-near'),
  E('hunting-party', ['adult', 'breeder'], [3], 'none', 'none'),
  E('gathering', ['creeper', 'adult'], [4], 'slime-seep', 'none'),
  E('overheating', ANY, [1, 2], 'fire-spread', 'none'),
  E('brownout', ['adult', 'queen'], [2], 'power-flicker', 'none'),
  E('hatching', ['larva'], [3], 'hatching', 'none'),
  E('spark-shower', ['creeper'], [4, 1], 'none', 'short'),
  E('ventilation-hum', ['breeder', 'queen'], [1], 'none', 'noise-near'),
  E('restless-nest', ['adult'], [2, 3], 'hatching', 'none'),
  E('wiring-fault', ['larva', 'adult'], [4], 'short', 'none'),
  E('shadows-move', ANY, [3], 'none', 'noise-near'),
];
/** The event deck used with the original intruders (designed, same structure). */
export const EVENT_CARDS_ORIGINAL: EventCard[] = [
  E('o-crawling', ['larva', 'creeper'], [1], 'none', 'noise-near'),
  E('o-prowling', ['adult'], [2], 'none', 'noise-near'),
  E('o-brood', ['breeder', 'queen'], [3], 'hatching', 'none'),
  E('o-acid', ['adult', 'creeper'], [4], 'slime-seep', 'none'),
  E('o-flames', ANY, [2, 1], 'fire-spread', 'none'),
  E('o-surge', ['adult'], [3], 'power-flicker', 'none'),
  E('o-sparks', ['larva', 'adult'], [1], 'short', 'none'),
  E('o-silence', ANY, [4], 'none', 'none'),
  E('o-hunt', ['adult', 'breeder'], [1, 2], 'none', 'short'),
  E('o-nest-stirs', ['queen'], [2], 'hatching', 'none'),
];
export const EVENT: Record<string, EventCard> = Object.fromEntries(
  [...EVENT_CARDS, ...EVENT_CARDS_ORIGINAL].map((c) => [c.id, c]),
);

/** Serious wounds (designed): each has one lasting effect while undressed. */
export type WoundKind = 'leg' | 'arm' | 'head' | 'torso';
export const WOUND_CARDS: { kind: WoundKind; count: number; origin: Origin }[] = [
  { kind: 'leg', count: 4, origin: 'designed' },
  { kind: 'arm', count: 4, origin: 'designed' },
  { kind: 'head', count: 4, origin: 'designed' },
  { kind: 'torso', count: 4, origin: 'designed' },
];

/** Contamination deck (designed): 30 cards, a third INFECTED. */
export const CONTAMINATION_FACES: Record<'infected' | 'clean', number> = { infected: 10, clean: 20 };

/** Items. Heavy items sit in hands; weapons carry ammo (start/max). */
export interface ItemDef {
  id: string;
  name: string;
  color: ItemColor | 'character';
  heavy: boolean;
  weapon?: { start: number; max: number; doubleAsSingle?: boolean };
  use?:
    | 'heal-light'
    | 'dress'
    | 'medkit'
    | 'clean-slime'
    | 'reload'
    | 'antidote'
    | 'extinguish'
    | 'energy'
    | 'knowledge'
    | 'tape'
    | 'analyze';
  oneUse: boolean;
  /** Blue component symbol printed on the card (what crafting consumes). */
  component?: 'wire' | 'power' | 'tape' | 'cloth';
  /** For crafted (blue) items: the two grey component symbols they are built from. */
  recipe?: ['wire' | 'power' | 'tape' | 'cloth', 'wire' | 'power' | 'tape' | 'cloth'];
  count: number;
  origin: Origin;
}
const I = (
  id: string,
  name: string,
  color: ItemDef['color'],
  count: number,
  extra: Partial<ItemDef> = {},
): ItemDef => ({ id, name, color, heavy: false, oneUse: false, count, origin: 'designed', ...extra });
export const ITEMS: ItemDef[] = [
  I('pistol', 'Pistol', 'red', 3, { heavy: true, weapon: { start: 2, max: 4 } }),
  I('rifle', 'Assault Rifle', 'red', 2, { heavy: true, weapon: { start: 3, max: 5 } }),
  I('ammo-box', 'Ammo Box', 'red', 3, { use: 'reload', oneUse: true }),
  I('flare', 'Flare', 'red', 2, { use: 'energy', oneUse: true }),
  I('extinguisher', 'Fire Extinguisher', 'yellow', 3, { heavy: true, use: 'extinguish' }),
  I('duct-tape', 'Duct Tape', 'yellow', 3, { component: 'tape', use: 'tape' }),
  I('cables', 'Cables', 'yellow', 3, { component: 'wire' }),
  I('battery', 'Battery', 'yellow', 2, { component: 'power' }),
  // Named in the rules as a way to gain 3 knowledge by analyzing an object (colour and count designed).
  I('analyze-toolset', 'Analyze Toolset', 'yellow', 1, { use: 'analyze' }),
  I('bandage', 'Bandage', 'green', 4, { use: 'heal-light', oneUse: true }),
  I('medkit', 'Medkit', 'green', 2, { use: 'medkit', oneUse: true }),
  I('clothes', 'Clothes', 'green', 3, { use: 'clean-slime', oneUse: true, component: 'cloth' }),
  I('antidote', 'Antidote', 'green', 2, { use: 'antidote', oneUse: true }),
  I('taser', 'Taser', 'blue', 1, { heavy: true, weapon: { start: 2, max: 2 }, recipe: ['power', 'wire'] }),
  I('enviro-suit', 'Enviro-Suit', 'blue', 1, { recipe: ['cloth', 'tape'] }),
  I('neutralizer', 'Neutralizer', 'blue', 1, { use: 'antidote', oneUse: true }),
  // Character-dedicated starting weapons (names from the rulebooks; numbers designed).
  I('scientists-pistol', "Scientist's Pistol", 'character', 1, {
    heavy: true,
    weapon: { start: 1, max: 2, doubleAsSingle: true },
    origin: 'published',
  }),
  I('sentry-rifle', 'Sentry Rifle', 'character', 1, { heavy: true, weapon: { start: 4, max: 5 } }),
  I('service-pistol', 'Service Pistol', 'character', 1, { heavy: true, weapon: { start: 2, max: 3 } }),
  // The xenobiologist's starting item is the one not placed in a hand (004, setup): a normal item that
  // gives knowledge, as the rulebook says some items do (designed effect).
  I('field-notes', 'Field Notes', 'character', 1, { use: 'knowledge', oneUse: true }),
  // Quest items (see data/quests.ts): normal item cards once active, spent when used (designed).
  I('spare-suit', 'Spare Suit', 'character', 1, { use: 'clean-slime', oneUse: true }),
  I('field-antidote', 'Field Antidote', 'character', 1, { use: 'antidote', oneUse: true }),
  I('trauma-kit', 'Trauma Kit', 'character', 1, { use: 'medkit', oneUse: true }),
  I('spare-magazine', 'Spare Magazine', 'character', 1, { use: 'reload', oneUse: true }),
  I('foam-canister', 'Foam Canister', 'character', 1, { use: 'extinguish', oneUse: true }),
];
export const ITEM: Record<string, ItemDef> = Object.fromEntries(ITEMS.map((i) => [i.id, i]));

/** Night stalker weaknesses (designed effects); the leftmost is revealed at setup. */
export const WEAKNESSES: {
  id: string;
  effect: 'fragile' | 'slow' | 'light-shy' | 'fire' | 'noise' | 'phosphates';
  /** Cards removed when the original intruders are used (named in the rulebook). */
  nightStalkersOnly?: boolean;
  origin: Origin;
}[] = [
  { id: 'fragile-carapace', effect: 'fragile', origin: 'designed' },
  { id: 'sluggish', effect: 'slow', origin: 'designed' },
  { id: 'light-shy', effect: 'light-shy', origin: 'designed' },
  { id: 'vulnerability-to-fire', effect: 'fire', nightStalkersOnly: true, origin: 'published' },
  { id: 'susceptibility-to-phosphates', effect: 'phosphates', nightStalkersOnly: true, origin: 'published' },
  { id: 'sound-sensitive', effect: 'noise', origin: 'designed' },
];

/** Objectives: the kinds are the rulebook's; which player counts each card allows is designed. */
export type ObjectiveKind =
  | 'kill-player'
  | 'only-survivor'
  | 'no-nemesis-survivor'
  | 'signal'
  | 'weakness'
  | 'destroy-nest';
export interface ObjectiveDef {
  id: string;
  deck: 'corporate' | 'personal' | 'coop';
  kind: ObjectiveKind;
  target?: number;
  minPlayers: number;
  origin: Origin;
}
const O = (id: string, deck: ObjectiveDef['deck'], kind: ObjectiveKind, minPlayers: number, target?: number) =>
  target === undefined
    ? { id, deck, kind, minPlayers, origin: 'designed' as Origin }
    : { id, deck, kind, minPlayers, target, origin: 'designed' as Origin };
export const OBJECTIVES: ObjectiveDef[] = [
  O('corp-signal', 'corporate', 'signal', 1),
  O('corp-weakness', 'corporate', 'weakness', 1),
  O('corp-nest', 'corporate', 'destroy-nest', 1),
  O('corp-no-nemesis', 'corporate', 'no-nemesis-survivor', 3),
  O('corp-signal-2', 'corporate', 'signal', 2),
  O('corp-weakness-2', 'corporate', 'weakness', 2),
  O('pers-signal', 'personal', 'signal', 1),
  O('pers-weakness', 'personal', 'weakness', 1),
  O('pers-nest', 'personal', 'destroy-nest', 1),
  O('pers-only', 'personal', 'only-survivor', 4),
  O('pers-kill-1', 'personal', 'kill-player', 2, 1),
  O('pers-kill-2', 'personal', 'kill-player', 2, 2),
  O('pers-kill-3', 'personal', 'kill-player', 3, 3),
  O('pers-kill-4', 'personal', 'kill-player', 4, 4),
  O('pers-kill-5', 'personal', 'kill-player', 5, 5),
  O('coop-signal', 'coop', 'signal', 1),
  O('coop-weakness', 'coop', 'weakness', 1),
  O('coop-nest', 'coop', 'destroy-nest', 1),
  O('coop-signal-b', 'coop', 'signal', 1),
  O('coop-weakness-b', 'coop', 'weakness', 1),
  O('coop-nest-b', 'coop', 'destroy-nest', 1),
];
export const OBJECTIVE: Record<string, ObjectiveDef> = Object.fromEntries(OBJECTIVES.map((o) => [o.id, o]));

/** Contingency tokens (designed effects applied at the victory check). */
export type ContingencyKind = 'purge-isolation' | 'intercept-pods' | 'seal-bunker' | 'amnesty' | 'quarantine';
export const CONTINGENCIES: { id: ContingencyKind; count: number; origin: Origin }[] = [
  { id: 'purge-isolation', count: 2, origin: 'designed' },
  { id: 'intercept-pods', count: 2, origin: 'designed' },
  { id: 'seal-bunker', count: 2, origin: 'designed' },
  { id: 'amnesty', count: 4, origin: 'designed' },
  { id: 'quarantine', count: 2, origin: 'designed' },
];
