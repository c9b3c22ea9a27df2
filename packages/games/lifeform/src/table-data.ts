/**
 * The published and designed data a table needs to draw the game (the web board, a terminal view):
 * the ship map, names of characters, cards and tokens, the track and loadout layouts. Read-only data,
 * re-exported as it is; rule code keeps importing the data files directly.
 */
export { CREW_CARD, FLAMETHROWER_CARD, LIFEFORM_CARD, MINING_LASER } from './data/cards.ts';
export type { CrewCard, LifeformCard } from './data/cards.ts';
export { CHARACTER, CHARACTERS } from './data/characters.ts';
export type { Character } from './data/characters.ts';
export { DECIDE_CARD } from './data/decide.ts';
export { EVOLUTION_TOKEN } from './data/evolution.ts';
export { CREW_ICONS, LIFEFORM_ICONS, SHOWDOWN_ICONS } from './data/icons.ts';
export { type Chamber, type Deck, type Link, type ShipMap, VALLEY_FORGE } from './data/map.ts';
export { OBJECTIVES, STOWAWAY_CARDS } from './data/objectives.ts';
export {
  ANDROID_STATUS,
  COCOON,
  COLUMNS,
  type Column,
  HOSTILITY,
  LOADOUT,
  MALFUNCTION,
  SELF_DESTRUCT,
  SELF_DESTRUCT_TERROR,
} from './data/tracks.ts';
export { LIFEFORM } from './state.ts';
export { CHITS, FEAR_TRACK, MOTION_TRACK, STOWAWAY_TOKENS, TRAITS } from './data/dragons-domain.ts';
export { CRISIS_CARD } from './data/crisis.ts';
export { REMORA_BOARD, SEARCH_CRISIS, SHUTTLE_CHAMBERS } from './data/crisis-search.ts';
export { HUNT_LOCATION } from './data/passenger.ts';
export {
  answerWords,
  cancelItemName,
  cardName,
  charName,
  columnName,
  iconName,
  imageName,
  motionName,
  objectiveName,
  tokenName,
} from './names.ts';
