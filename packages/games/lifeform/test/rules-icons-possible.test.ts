/**
 * Which icons can be carried out, one rule at a time on the test ship (crew icons L1200-1414, lifeform
 * icons L1845-2046, movement L355-398, hull breach L2085-2111). A card row is offered only when one of
 * its icons can change the state (L183-197), and what the lifeform plays or skips tells the crew which
 * images cannot be real: each case pins the quick answer and the icon's option list to the same
 * expected value, so a wrong rule in either fails here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Seat } from '@airlock/engine';
import type { ShipMap } from '../src/data/map.ts';
import type { CrewIcon, LifeformIcon } from '../src/data/icons.ts';
import { crewIconOptions } from '../src/crew-icons.ts';
import { crewIconPossible, lifeformIconPossible } from '../src/icons-possible.ts';
import { registerMap } from '../src/index.ts';
import { lifeformIconOptions } from '../src/lifeform-icons.ts';
import { images, put, start, type Table, table } from './fixture.ts';

/** The test ship with nothing on it: no images, no android, no tokens. */
function ship(players = 3): Table {
  const t = table(players);
  images(t, [null, null, null]);
  t.s.android.at = null;
  t.s.outages = [];
  t.s.terror = [];
  t.s.door = null;
  t.s.breach = null;
  return t;
}

function lf(t: Table, icon: LifeformIcon, expected: boolean, why: string): void {
  assert.equal(lifeformIconPossible(t.s, icon), expected, `${icon} (quick answer): ${why}`);
  assert.equal(lifeformIconOptions(t.s, icon).length > 0, expected, `${icon} (options): ${why}`);
}

function crew(t: Table, seat: Seat, icon: CrewIcon, expected: boolean, why: string): void {
  assert.equal(crewIconPossible(t.s, seat, icon), expected, `${icon} (quick answer): ${why}`);
  assert.equal(crewIconOptions(t.s, seat, icon).length > 0, expected, `${icon} (options): ${why}`);
}

// ---------------------------------------------------------------- lifeform icons

test('DEVIATION: only with the android on the board, not yet taken over, at 10 minutes or less (L1850-1860)', () => {
  const t = ship();
  t.s.android.at = 'mid';
  t.s.tracks.selfDestruct = 11;
  lf(t, 'deviation', false, 'more than 10 minutes left');
  t.s.tracks.selfDestruct = 10;
  lf(t, 'deviation', true, 'at the 10-minute mark');
  t.s.android.deviated = true;
  lf(t, 'deviation', false, 'already taken over');
  t.s.android.deviated = false;
  t.s.android.at = null;
  lf(t, 'deviation', false, 'no android on the board');
  t.s.android.at = 'rem';
  lf(t, 'deviation', true, 'in the Remora the android still turns, staying put');
});

test('ATTACK: the real image next to a visible character, through corridors or tunnels, never into the Remora or through the door', () => {
  const t = ship();
  images(t, ['mid', 'dh2', null]);
  lf(t, 'attack', false, 'no character anywhere');
  const m = put(t, 'motoko', 1, 'gal');
  lf(t, 'attack', true, 'a character next to the real image');
  m.hidden = true;
  lf(t, 'attack', false, 'the character is hidden');
  m.hidden = false;
  m.alive = false;
  lf(t, 'attack', false, 'the character is dead');
  m.alive = true;
  t.s.door = { link: 2, half: false, bulkhead: null } as LfDoor;
  lf(t, 'attack', false, 'the door closes gal-mid');
  t.s.door = null;
  m.at = 'mid';
  lf(t, 'attack', false, 'a character in the same chamber is no attack target');
  m.at = 'dh1';
  lf(t, 'attack', false, 'next to a decoy image (dh2), not the real one');
  t.s.real = 'i2';
  lf(t, 'attack', true, 'the real image is now the one beside it');
  images(t, ['ven', null, null]);
  m.at = 'lst';
  lf(t, 'attack', true, 'through a tunnel');
  images(t, ['bay', null, null]);
  m.at = 'rem';
  lf(t, 'attack', false, 'the Remora is never attacked');
  images(t, [null, 'bay', null]);
  m.at = 'dh1';
  lf(t, 'attack', false, 'the real image is off the board');
});

test('COCOON: the cocoon grows until its last space, by player count', () => {
  for (const players of [2, 3]) {
    const t = ship(players);
    t.s.tracks.cocoon = 2;
    lf(t, 'cocoon', true, `${players} players, one space left`);
    t.s.tracks.cocoon = 3;
    lf(t, 'cocoon', false, `${players} players, last space`);
  }
});

test('FORCE MOVE: needs an image in a cocoon chamber and a visible character free to walk somewhere', () => {
  const t = ship();
  images(t, ['mnt', null, null]);
  const m = put(t, 'motoko', 1, 'gal');
  lf(t, 'force-move', false, 'no image in a cocoon chamber');
  images(t, [null, 'mnt', 'coc']);
  lf(t, 'force-move', true, 'an image in the cocoon chamber, any image');
  m.hidden = true;
  lf(t, 'force-move', false, 'a hidden character is not forced');
  m.hidden = false;
  m.alive = false;
  lf(t, 'force-move', false, 'a dead character is not forced');
  m.alive = true;
  t.s.android.at = 'gal';
  lf(t, 'force-move', false, "no one leaves the android's chamber");
  t.s.android.at = 'dh1';
  images(t, ['coc', 'dh1', null]);
  m.at = 'dh2';
  lf(t, 'force-move', false, 'the only way on holds an image and the android');
  t.s.android.at = null;
  lf(t, 'force-move', true, 'an image alone does not stop the move');
  t.s.door = { link: 9, half: false, bulkhead: null } as LfDoor;
  lf(t, 'force-move', false, 'the door closes the only corridor');
  t.s.door = null;
  m.at = 'rem';
  lf(t, 'force-move', false, 'no one leaves the Remora');
  m.at = null;
  lf(t, 'force-move', false, 'a character off the board');
  m.at = 'gal';
  put(t, 'palmer', 2, 'mid', { hidden: true });
  lf(t, 'force-move', true, 'one visible character is enough, another being hidden');
});

test('KILL HIDDEN: a hidden character in the real image’s chamber only', () => {
  const t = ship();
  images(t, ['mid', 'gal', null]);
  const m = put(t, 'motoko', 1, 'gal', { hidden: true });
  lf(t, 'kill-hidden', false, 'hidden beside a decoy image');
  m.at = 'mid';
  lf(t, 'kill-hidden', true, 'hidden with the real image');
  m.hidden = false;
  lf(t, 'kill-hidden', false, 'not hidden');
  m.hidden = true;
  m.alive = false;
  lf(t, 'kill-hidden', false, 'already dead');
  m.alive = true;
  put(t, 'palmer', 2, 'dh1');
  lf(t, 'kill-hidden', true, 'one hidden character with the real image is enough');
});

test('MALFUNCTION: until the last space of its track', () => {
  const t = ship();
  t.s.tracks.malfunction = 2;
  lf(t, 'malfunction', true, 'one space left');
  t.s.tracks.malfunction = 3;
  lf(t, 'malfunction', false, 'last space');
});

test('MISSION REMOVAL: a mission token in a chamber with an image', () => {
  const t = ship();
  images(t, ['mid', null, null]);
  t.s.missions = { gal: 2 };
  lf(t, 'mission-removal', false, 'the tokens lie where no image is');
  t.s.missions = { gal: 2, mid: 0 };
  lf(t, 'mission-removal', false, 'none left under the image');
  t.s.missions = { mid: 1 };
  lf(t, 'mission-removal', true, 'a token under the image');
});

test('MOVE (1, 2 or 3 images): an image crawls into a chamber with no character, image, breach, nor the Remora', () => {
  for (const icon of ['move-a', 'move-b', 'move-d'] as const) {
    const t = ship();
    images(t, ['gal', null, null]);
    lf(t, icon, true, 'a free neighbour');
    images(t, ['dh2', null, null]);
    put(t, 'motoko', 1, 'dh1');
    lf(t, icon, false, 'the only neighbour holds a character');
    images(t, ['bay', null, null]);
    lf(t, icon, false, 'a character on one side, the Remora on the other');
    t.s.chars.length = 0;
    images(t, ['dh2', 'dh1', null]);
    put(t, 'palmer', 2, 'mnt');
    put(t, 'reyes', 1, 'bay');
    lf(t, icon, false, 'the one image blocks the other, and the other is walled in by characters');
    t.s.chars.length = 0;
    images(t, ['dh2', null, null]);
    t.s.breach = 'dh1';
    lf(t, icon, false, 'the only neighbour is breached');
    t.s.breach = null;
    t.s.door = { link: 9, half: false, bulkhead: null } as LfDoor;
    lf(t, icon, false, 'the door closes the only corridor');
    t.s.door = null;
    images(t, ['hyp', null, null]);
    put(t, 'okafor', 2, 'gal');
    lf(t, icon, true, 'a character on one side, a free chamber on the other');
  }
});

test('MOVE (one image, two chambers): the first step must be into a free chamber', () => {
  const t = ship();
  images(t, ['gal', null, null]);
  lf(t, 'move-c', true, 'a free neighbour');
  images(t, ['dh2', 'dh1', null]);
  put(t, 'palmer', 2, 'mnt');
  put(t, 'reyes', 1, 'bay');
  lf(t, 'move-c', false, 'each image walled in by the other and by characters');
  t.s.chars.length = 0;
  images(t, ['bay', null, null]);
  put(t, 'motoko', 1, 'dh1');
  lf(t, 'move-c', false, 'the Remora is no step for an image');
  t.s.chars.length = 0;
  images(t, ['dh2', null, null]);
  t.s.breach = 'dh1';
  lf(t, 'move-c', false, 'the breach is no step');
});

test('POWER OUTAGE: while tokens remain, into an unshielded chamber without one and not breached', () => {
  const t = ship();
  lf(t, 'outage', true, 'an empty ship');
  t.s.outages = ['gal', 'hyp', 'ven', 'mid', 'coc', 'lst', 'mnt', 'dh1'];
  lf(t, 'outage', true, 'dh2 is left');
  t.s.breach = 'dh2';
  lf(t, 'outage', false, 'the last unshielded chamber is breached');
  t.s.breach = null;
  t.s.outages.push('dh2');
  lf(t, 'outage', false, 'every unshielded chamber has one');
  t.s.outages = Array.from({ length: 11 }, () => 'gal');
  lf(t, 'outage', true, 'one token left in the supply (11 used)');
  t.s.outages.push('gal');
  lf(t, 'outage', false, 'the supply of 12 is used up');
});

test('SCANNER: an image beside a character moves to another free chamber beside it, the door ignored', () => {
  const t = ship();
  images(t, ['gal', null, null]);
  const m = put(t, 'motoko', 1, 'mid');
  lf(t, 'scanner', true, 'image in gal, free coc and lst around mid');
  m.alive = false;
  lf(t, 'scanner', false, 'the character is dead');
  m.alive = true;
  images(t, ['gal', 'coc', 'lst']);
  lf(t, 'scanner', false, 'every chamber around holds an image');
  images(t, ['gal', 'coc', null]);
  put(t, 'palmer', 2, 'lst');
  lf(t, 'scanner', false, 'the last chamber around holds a character');
  t.s.chars = t.s.chars.filter((c) => c.id !== 'palmer');
  t.s.door = { link: 4, half: false, bulkhead: null } as LfDoor;
  lf(t, 'scanner', true, 'the door between mid and lst does not stop the scanner');
  t.s.door = null;
  images(t, ['dh1', null, null]);
  m.at = 'dh2';
  lf(t, 'scanner', false, 'a single chamber around: nowhere else to go');
  m.at = 'bay';
  lf(t, 'scanner', false, 'the only other chamber around is the Remora');
  images(t, ['lst', null, null]);
  m.at = 'ven';
  lf(t, 'scanner', true, 'around a chamber through tunnels too');
  m.at = null;
  lf(t, 'scanner', false, 'a character off the board');
});

test('DOOR REMOVAL and SELF-DESTRUCT: the door only when one is in place; the self-destruct always', () => {
  const t = ship();
  lf(t, 'door-removal', false, 'no door');
  t.s.door = { link: 3, half: true, bulkhead: null } as LfDoor;
  lf(t, 'door-removal', true, 'a door in place');
  lf(t, 'self-destruct', true, 'always');
});

test('SURVIVAL: once per game, by the android, an image move or a hull breach', () => {
  const t = ship();
  lf(t, 'survival', false, 'no image, no android');
  t.s.android.at = 'mnt';
  const m = put(t, 'motoko', 1, 'mnt');
  lf(t, 'survival', true, "a visible character in the android's chamber");
  t.s.lifeformSurvival = true;
  lf(t, 'survival', false, 'already used');
  t.s.lifeformSurvival = false;
  m.hidden = true;
  lf(t, 'survival', false, "the character in the android's chamber is hidden");
  m.hidden = false;
  m.alive = false;
  lf(t, 'survival', false, "the character in the android's chamber is dead");
  m.alive = true;
  put(t, 'palmer', 2, 'dh2');
  lf(t, 'survival', true, "one character in the android's chamber is enough");
  t.s.chars.pop();
  m.at = 'eng';
  lf(t, 'survival', false, "no character in the android's chamber");
  t.s.android.at = null;
  images(t, ['gal', null, null]);
  lf(t, 'survival', true, 'an image can move');
  images(t, ['hyp', null, null]);
  put(t, 'palmer', 2, 'gal');
  put(t, 'reyes', 1, 'ven');
  lf(t, 'survival', true, 'walled in, but a hull breach beside it is open');
  t.s.breach = 'dh2';
  lf(t, 'survival', false, 'walled in, and the one hull breach is used');
  t.s.breach = null;
  t.s.chars.length = 0;
  images(t, ['dh2', null, null]);
  lf(t, 'survival', true, 'no hull breach beside dh2 (next to the Shuttle Bay), but the image can move');
});

test('SWAP IDENTITIES and crew SWAP IMAGES: two images on the board at least', () => {
  const t = ship();
  put(t, 'motoko', 1, 'dh2');
  images(t, ['gal', null, null]);
  lf(t, 'swap-identities', false, 'one image');
  crew(t, 1, 'swap-images', false, 'one image');
  images(t, ['gal', null, 'mnt']);
  lf(t, 'swap-identities', true, 'two images');
  crew(t, 1, 'swap-images', true, 'two images');
  images(t, ['gal', 'hyp', 'mnt']);
  lf(t, 'swap-identities', true, 'three images');
  crew(t, 1, 'swap-images', true, 'three images');
});

test('TERROR: while tokens remain, into a chamber with no token, no character, not the Remora nor breached', () => {
  const t = ship();
  lf(t, 'terror', true, 'an empty ship');
  t.s.terror = ['gal', 'hyp', 'ven', 'mid', 'coc', 'lst', 'eng', 'mnt', 'dh1'];
  lf(t, 'terror', true, 'dh2 and bay are left');
  const m = put(t, 'motoko', 1, 'dh2');
  t.s.breach = 'bay';
  lf(t, 'terror', false, 'a character in dh2, the breach in bay');
  t.s.breach = null;
  lf(t, 'terror', true, 'bay is open again');
  m.at = 'rem';
  t.s.terror = ['gal', 'hyp', 'ven', 'mid', 'coc', 'lst', 'eng', 'mnt', 'dh1', 'dh2'];
  lf(t, 'terror', false, 'the supply of 10 is used up');
  t.s.terror = ['gal', 'hyp', 'ven', 'mid', 'coc', 'lst', 'eng', 'mnt', 'dh1'];
  lf(t, 'terror', true, 'one token left');
});

test('VENT: an image to a free vent chamber, or the real lifeform out of a vent onto visible characters', () => {
  const t = ship();
  lf(t, 'vent', false, 'no image');
  images(t, ['gal', null, null]);
  lf(t, 'vent', true, 'both vent chambers are free');
  images(t, ['ven', 'coc', null]);
  lf(t, 'vent', false, 'each image already in a vent, the other one taken');
  images(t, ['ven', null, null]);
  const m = put(t, 'motoko', 1, 'coc');
  lf(t, 'vent', true, 'an attack out of the coc vent');
  m.hidden = true;
  lf(t, 'vent', false, 'the character in the other vent is hidden');
  m.hidden = false;
  m.alive = false;
  lf(t, 'vent', true, 'the dead character leaves the other vent free for the image');
  m.alive = true;
  t.s.breach = 'coc';
  lf(t, 'vent', false, 'the other vent is breached');
  t.s.breach = null;
  images(t, ['ven', 'coc', null]);
  lf(t, 'vent', false, 'a character shares the vent chamber with an image');
  m.at = 'gal';
  lf(t, 'vent', false, 'a character in a chamber without a vent');
  m.at = 'coc';
  images(t, [null, 'ven', null]);
  lf(t, 'vent', true, 'the real image is off the board: attacks come from a vent anyway');
});

// ---------------------------------------------------------------- crew icons

test('crew DRAW 2: while a card is left in the deck or its discard pile', () => {
  const t = ship();
  t.s.piles.crew = {};
  t.s.discards.crew = {};
  crew(t, 1, 'draw2', false, 'no card anywhere');
  t.s.discards.crew = { spanner: 1 };
  crew(t, 1, 'draw2', true, 'one in the discard pile');
  t.s.discards.crew = {};
  t.s.piles.crew = { spanner: 1 };
  crew(t, 1, 'draw2', true, 'one in the deck');
  for (const icon of ['mission-maintenance', 'mission-sister', 'self-destruct'] as const)
    crew(t, 1, icon, true, 'always');
});

/** Two chambers and two Remora ends: one link a-b that the door can close, and two Remora links. */
const DOOR_MAP: ShipMap = {
  origin: 'designed',
  chambers: [
    { id: 'a', name: 'a', deck: 'A', missions: 0, origin: 'designed', source: 'test' },
    { id: 'b', name: 'b', deck: 'A', missions: 0, origin: 'designed', source: 'test' },
    { id: 'r1', name: 'r1', deck: 'C', missions: 0, origin: 'designed', source: 'test', remora: true },
    { id: 'r2', name: 'r2', deck: 'C', missions: 0, origin: 'designed', source: 'test', remora: true },
  ],
  links: [
    { a: 'a', b: 'b', kind: 'corridor' },
    { a: 'r1', b: 'b', kind: 'corridor' },
    { a: 'b', b: 'r2', kind: 'corridor' },
  ],
  androidPath: ['a', 'b', 'r1'],
  galley: 'a',
  hypersleep: 'a',
  engineering: 'b',
  shuttleBay: 'b',
  dockingHub1: 'b',
  remora: 'r1',
  maintenance: 'b',
  sister: 'a',
};
registerMap('icons-door-test', DOOR_MAP);

test('crew DOOR: any link not touching the Remora, except where the same full-locked door already stands', () => {
  const t = ship();
  t.s.map = 'icons-door-test';
  crew(t, 1, 'door', true, 'no door yet');
  t.s.door = { link: 0, half: false, bulkhead: null } as LfDoor;
  crew(t, 1, 'door', false, 'the one link already has its full-locked door; the others lead to the Remora');
  crew(t, 1, 'self-destruct', true, 'the self-destruct is always possible, even when the door is not');
  t.s.door = { link: 0, half: true, bulkhead: null } as LfDoor;
  crew(t, 1, 'door', true, 'a half-locked door may be turned');
  t.s.door = { link: 0, half: false, bulkhead: 1 } as LfDoor;
  crew(t, 1, 'door', true, 'the bulkhead door may be made a lasting one');
  t.s.door = { link: 1, half: false, bulkhead: null } as LfDoor;
  crew(t, 1, 'door', true, 'the door stands on a Remora link');
  t.s.map = 'test';
});

test("crew icons of characters: only the seat's own live characters on the board count", () => {
  const t = ship();
  const m = put(t, 'motoko', 2, 'eng');
  crew(t, 1, 'circuit', false, "another seat's character");
  m.owner = 1;
  crew(t, 1, 'circuit', true, 'own character on the circuit');
  m.alive = false;
  crew(t, 1, 'circuit', false, 'a dead character');
  m.alive = true;
  m.at = null;
  crew(t, 1, 'circuit', false, 'a character off the board');
  m.at = 'mid';
  crew(t, 1, 'circuit', false, 'no circuit in mid');
  put(t, 'palmer', 1, 'eng');
  crew(t, 1, 'circuit', true, 'a second character on the circuit');
});

test('crew EXPLORE: a mission token while the loadout has room, or a terror token one corridor away', () => {
  const t = ship();
  const m = put(t, 'motoko', 1, 'mid');
  crew(t, 1, 'explore', false, 'nothing to explore');
  t.s.missions = { mid: 1 };
  crew(t, 1, 'explore', true, 'a mission token here');
  m.hidden = true;
  crew(t, 1, 'explore', false, 'a hidden character explores no mission');
  m.hidden = false;
  t.s.loadout = { weaponry: 6, coolant: 6, energy: 6, spacesuits: 8, halon: 6 };
  crew(t, 1, 'explore', false, 'the loadout is full');
  t.s.loadout.halon = 5;
  crew(t, 1, 'explore', true, 'room in one column');
  t.s.missions = {};
  t.s.terror = ['gal'];
  m.hidden = true;
  crew(t, 1, 'explore', true, 'a terror token next door, hidden or not');
  t.s.door = { link: 2, half: false, bulkhead: null } as LfDoor;
  crew(t, 1, 'explore', false, 'the door closes the way to it');
  t.s.door = null;
  t.s.terror = ['ven'];
  m.at = 'lst';
  crew(t, 1, 'explore', false, 'a terror token through a tunnel is out of reach');
  t.s.terror = ['lst'];
  crew(t, 1, 'explore', false, 'a terror token in the own chamber is not next door');
});

test('crew FLAMETHROWER: a visible character, an image one or two moves away, and a two-move burn path', () => {
  const t = ship();
  const m = put(t, 'motoko', 1, 'mid');
  images(t, ['gal', null, null]);
  crew(t, 1, 'flamethrower', true, 'an image next door');
  m.hidden = true;
  crew(t, 1, 'flamethrower', false, 'a hidden character');
  m.hidden = false;
  images(t, ['hyp', null, null]);
  crew(t, 1, 'flamethrower', true, 'an image two moves away');
  images(t, ['mid', null, null]);
  crew(t, 1, 'flamethrower', false, "an image in the character's own chamber");
  images(t, ['eng', null, null]);
  m.at = 'dh2';
  crew(t, 1, 'flamethrower', false, 'three moves away');
  images(t, ['dh2', null, null]);
  m.at = 'dh1';
  crew(t, 1, 'flamethrower', false, 'next door, but the only way out of dh2 is the character');
  images(t, [null, 'dh2', 'hyp']);
  m.at = 'gal';
  crew(t, 1, 'flamethrower', true, 'the first image cannot be burned; the second one can');
});

test('crew FLAMETHROWER on the android or the cocoon: a visible character within range', () => {
  const t = ship();
  const m = put(t, 'motoko', 1, 'coc');
  crew(t, 1, 'flame-android', false, 'no android');
  crew(t, 1, 'flame-cocoon', true, 'in the cocoon chamber');
  t.s.android.at = 'coc';
  crew(t, 1, 'flame-android', true, 'the android here');
  m.hidden = true;
  crew(t, 1, 'flame-android', false, 'a hidden character');
  crew(t, 1, 'flame-cocoon', false, 'a hidden character');
  m.hidden = false;
  m.at = 'mid';
  crew(t, 1, 'flame-cocoon', false, 'not in the cocoon chamber');
  crew(t, 1, 'flame-android', true, 'the android next door');
});

test('crew MOVE: a character who may leave and has a chamber it may enter', () => {
  for (const icon of ['move1', 'move2'] as const) {
    const t = ship();
    const m = put(t, 'motoko', 1, 'gal');
    crew(t, 1, icon, true, 'free corridors');
    t.s.android.at = 'gal';
    crew(t, 1, icon, false, "in the android's chamber");
    t.s.android.at = 'dh1';
    images(t, ['dh1', null, null]);
    m.at = 'dh2';
    crew(t, 1, icon, false, 'the only way holds an image and the android');
    t.s.android.at = null;
    crew(t, 1, icon, true, 'an image alone does not stop the move');
    t.s.door = { link: 9, half: false, bulkhead: null } as LfDoor;
    crew(t, 1, icon, false, 'the door closes the only corridor');
    t.s.door = null;
    m.at = 'rem';
    crew(t, 1, icon, false, 'no one leaves the Remora');
    m.at = 'ven';
    images(t, [null, null, null]);
    crew(t, 1, icon, true, 'a corridor to hyp');
    t.s.door = { link: 1, half: false, bulkhead: null } as LfDoor;
    crew(t, 1, icon, false, 'only tunnels left, and characters do not crawl');
  }
});

test('crew RUN: never starting in, entering or crossing an outage or an image chamber', () => {
  const t = ship();
  const m = put(t, 'motoko', 1, 'dh2');
  crew(t, 1, 'run', true, 'dh1 is free');
  images(t, ['dh1', null, null]);
  crew(t, 1, 'run', false, 'an image in the only way');
  images(t, [null, null, null]);
  t.s.outages = ['dh1'];
  crew(t, 1, 'run', false, 'an outage in the only way');
  t.s.outages = ['dh2'];
  crew(t, 1, 'run', false, 'an outage where the character stands');
  t.s.outages = [];
  t.s.android.at = 'dh2';
  crew(t, 1, 'run', false, "in the android's chamber");
  t.s.android.at = null;
  m.at = 'bay';
  t.s.tracks.selfDestruct = 25;
  images(t, ['dh1', null, null]);
  crew(t, 1, 'run', false, 'the Remora is closed before 20 minutes and dh1 holds an image');
  t.s.tracks.selfDestruct = 20;
  crew(t, 1, 'run', true, 'the Remora opens at 20 minutes');
  m.at = 'rem';
  crew(t, 1, 'run', false, 'no one leaves the Remora');
});

test('crew PROD ANDROID: in the android’s chamber, without a power outage there', () => {
  const t = ship();
  const m = put(t, 'motoko', 1, 'mnt');
  crew(t, 1, 'prod-android', false, 'no android');
  t.s.android.at = 'mnt';
  crew(t, 1, 'prod-android', true, 'the android here');
  t.s.outages = ['mnt'];
  crew(t, 1, 'prod-android', false, 'an outage here');
  t.s.outages = [];
  m.at = 'eng';
  crew(t, 1, 'prod-android', false, 'the android next door');
});

test('crew SURVIVAL: once per character', () => {
  const t = ship();
  const m = put(t, 'motoko', 1, 'mnt', { survivalUsed: true });
  crew(t, 1, 'survival', false, 'used');
  m.survivalUsed = false;
  crew(t, 1, 'survival', true, 'unused');
  m.at = null;
  crew(t, 1, 'survival', false, 'a character off the board has no survival action');
});

// ---------------------------------------------------------------- what the lifeform's choices tell

test('a skipped ATTACK rules out every image that stands next to a visible character', () => {
  const t = ship();
  images(t, ['dh2', 'gal', 'hyp'], 'i1');
  put(t, 'motoko', 1, 'mid');
  start(t, { k: 'row', seat: 0, icons: ['attack'] });
  assert.deepEqual(t.legal(0), [{ type: 'skip', icon: 'attack' }]);
  t.act(0, { type: 'skip', icon: 'attack' });
  assert.deepEqual(t.s.candidates, ['i1', 'i3'], 'the image in gal could have attacked mid');
});

test('playing a row whose only icon is ATTACK rules out every image with no visible character beside it', () => {
  const t = ship();
  images(t, ['gal', 'dh2', 'coc'], 'i1');
  put(t, 'motoko', 1, 'mid');
  t.s.hands[0] = ['ambush'];
  start(t, { k: 'lifeform-turn' });
  t.act(0, { type: 'play', card: 'ambush', row: 0 });
  assert.deepEqual(t.s.candidates, ['i1', 'i3'], 'dh2 is not next to mid; gal and coc are');
});

test('a skipped KILL HIDDEN rules out every image sharing a chamber with a hidden character', () => {
  const t = ship();
  images(t, ['dh2', 'gal', 'hyp'], 'i1');
  put(t, 'motoko', 1, 'gal', { hidden: true });
  start(t, { k: 'row', seat: 0, icons: ['kill-hidden'] });
  t.act(0, { type: 'skip', icon: 'kill-hidden' });
  assert.deepEqual(t.s.candidates, ['i1', 'i3']);
});

test('icons that never depend on the real image teach nothing when skipped', () => {
  const t = ship();
  images(t, ['dh2', 'gal', 'hyp'], 'i1');
  t.s.tracks.malfunction = 3;
  start(t, { k: 'row', seat: 0, icons: ['malfunction'] });
  t.act(0, { type: 'skip', icon: 'malfunction' });
  assert.deepEqual(t.s.candidates, ['i1', 'i2', 'i3']);
});

type LfDoor = NonNullable<Table['s']['door']>;
