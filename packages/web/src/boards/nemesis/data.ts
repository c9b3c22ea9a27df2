/**
 * The Nemesis data the screen names things with. The package's index exports only some tables
 * (CHARACTER, ITEM, TILE, the board); action cards, quest items, computer cards, objectives and the exit
 * numbering are read from its data files directly, read-only, until the package exports them too.
 */
export { ACTION_CARD } from '../../../../games/nemesis-lockdown/src/data/characters.ts';
export { OBJECTIVE } from '../../../../games/nemesis-lockdown/src/data/cards.ts';
export { COMPUTER } from '../../../../games/nemesis-lockdown/src/data/computer.ts';
export { QUESTS } from '../../../../games/nemesis-lockdown/src/data/quests.ts';
export { EXITS, MARS_EXITS, TECH } from '../../../../games/nemesis-lockdown/src/data/board.ts';
