import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREW_DECK, LIFEFORM_DECK } from '../src/data/cards.ts';
import { CHARACTER, CHARACTERS } from '../src/data/characters.ts';
import { CREW_ICONS, LIFEFORM_ICONS, SHOWDOWN_ICONS } from '../src/data/icons.ts';
import { VALLEY_FORGE } from '../src/data/map.ts';
import { OBJECTIVES, STOWAWAY_CARDS } from '../src/data/objectives.ts';
import { TERROR_DECK } from '../src/data/terror.ts';
import { COCOON, COLUMNS, HOSTILITY, LOADOUT, MALFUNCTION, SELF_DESTRUCT, SUPPLY } from '../src/data/tracks.ts';

const M = VALLEY_FORGE;
const byName = (name: string) => M.chambers.filter((c) => c.name.startsWith(name));
const chamber = (id: string) => {
  const c = M.chambers.find((x) => x.id === id);
  assert.ok(c, `no chamber ${id}`);
  return c;
};
const linked = (a: string, b: string, kind?: 'corridor' | 'tunnel') =>
  M.links.some((l) => ((l.a === a && l.b === b) || (l.a === b && l.b === a)) && (!kind || l.kind === kind));

test('every chamber the rulebook names is on the deck it gives', () => {
  const named: [string, 'A' | 'B' | 'C'][] = [
    ['Galley', 'A'], // L39-40, L2439
    ['Hypersleep', 'A'], // L2118
    ['SIS-TER Mainframe Interface', 'A'], // L1291-1296
    ['Mess', 'A'], // L2401
    ['Cockpit', 'A'], // L2404
    ['Wiring and Systems Access', 'A'], // L2939
    ['Dorsal Access', 'B'], // L2402
    ['Mining Equipment', 'B'], // L2404-2405
    ['Ore Refinery', 'B'], // L2398
    ['Ore Hold', 'B'], // L2398
    ['Supplies', 'B'], // L2810
    ['Cargo Pod-A', 'B'], // L2938
    ['Engineering', 'C'], // L166
    ['Maintenance', 'C'], // L1282-1288
    ['Shuttle Bay', 'C'], // L2387
    ['Fuel Converter Bay', 'C'], // L2398-2399
    ['Storage Hold 2', 'C'], // L2399
    ['Drillbit Vestry', 'C'], // L2407
    ['Cryo Storage Vault', 'C'], // L2408
    ['Lift Bay', 'C'], // L2940
  ];
  for (const [name, deck] of named) {
    const found = byName(name);
    assert.equal(found.length, 1, name);
    assert.equal(found[0]?.deck, deck, name);
    assert.equal(found[0]?.origin, 'published', name);
  }
  // "Ladderway (there are two on B deck)" L2397.
  const ladders = byName('Ladderway');
  assert.equal(ladders.length, 2);
  for (const l of ladders) assert.equal(l.deck, 'B');
  assert.ok(byName('Docking Hub 1').length === 1); // L216-222
});

test('the Remora is a movement-only chamber linked to the Shuttle Bay alone (L6-7, L202-206)', () => {
  const remora = M.chambers.filter((c) => c.remora);
  assert.equal(remora.length, 1);
  assert.equal(remora[0]?.id, M.remora);
  const links = M.links.filter((l) => l.a === M.remora || l.b === M.remora);
  assert.deepEqual(links, [{ a: M.shuttleBay, b: M.remora, kind: 'corridor' }]);
  assert.equal(chamber(M.remora).missions, 0);
});

test('the android AI path runs by corridor from Hypersleep to the Remora through the Shuttle Bay (L239-241)', () => {
  const p = M.androidPath;
  assert.equal(p[0], M.hypersleep);
  assert.equal(p[p.length - 1], M.remora);
  assert.equal(p[p.length - 2], M.shuttleBay);
  for (let i = 0; i + 1 < p.length; i++)
    assert.ok(linked(p[i] as string, p[i + 1] as string, 'corridor'), `${p[i]}-${p[i + 1]}`);
  assert.equal(new Set(p).size, p.length);
});

test('Docking Hub 1 neighbours the Shuttle Bay and has several exits for the bulkhead door (L216-222)', () => {
  assert.ok(linked(M.dockingHub1, M.shuttleBay, 'corridor'));
  assert.ok(M.links.filter((l) => l.a === M.dockingHub1 || l.b === M.dockingHub1).length >= 3);
});

test('every chamber is reachable by corridor from the Galley, and links join known chambers', () => {
  const ids = new Set(M.chambers.map((c) => c.id));
  for (const l of M.links) assert.ok(ids.has(l.a) && ids.has(l.b), `${l.a}-${l.b}`);
  const seen = new Set([M.galley]);
  const queue = [M.galley];
  while (queue.length) {
    const c = queue.shift() as string;
    for (const l of M.links)
      if (l.kind === 'corridor') {
        const o = l.a === c ? l.b : l.b === c ? l.a : null;
        if (o && !seen.has(o)) {
          seen.add(o);
          queue.push(o);
        }
      }
  }
  assert.equal(seen.size, ids.size);
});

test('chamber classes the rules rely on exist where the rulebook needs them', () => {
  const starts = M.chambers.filter((c) => c.lifeformStart);
  assert.ok(starts.length >= 2, 'two images start in two different start chambers (L63-64)');
  assert.ok(
    M.chambers.some((c) => c.cocoon),
    'cocoon chambers (L1262, L1892)',
  );
  assert.ok(M.chambers.filter((c) => c.vent).length >= 3, 'vent chambers (L45, L2018-2028)');
  for (const c of M.chambers) if (c.redVent) assert.ok(c.vent, `${c.id}: red-bordered chambers are vents (L2410)`);
  assert.ok(!chamber('supplies').vent, "Supplies becomes a vent chamber only in Dragon's Domain (L2810-2812)");
  assert.ok(chamber('sister').circuit && chamber('engineering').circuit);
  for (const o of OBJECTIVES.cards)
    assert.ok(chamber(o.chamber).circuit, `${o.id} needs a circuit-board chamber (L1200-1207)`);
  // Setup placements must be possible: outages per deck, twice at 4 players (L56-61), terror on C deck (L66-67).
  for (const deck of ['A', 'B', 'C'] as const)
    assert.ok(M.chambers.filter((c) => c.deck === deck && !c.shielded && !c.remora).length >= 2, deck);
  assert.ok(M.chambers.some((c) => c.deck === 'C' && !c.shielded && !c.remora));
  // The hull-breach hazard chambers (L2938-2940) must be legal breach targets (L2087-2090).
  const nearBay = M.links
    .filter((l) => l.a === M.shuttleBay || l.b === M.shuttleBay)
    .map((l) => (l.a === M.shuttleBay ? l.b : l.a));
  for (const id of ['cargo-pod-a', 'wiring', 'lift-bay']) {
    assert.ok(!chamber(id).objective, id);
    assert.ok(!nearBay.includes(id) && id !== M.shuttleBay, id);
  }
});

test('mission tokens on the map exceed what a launch needs', () => {
  const printed = M.chambers.reduce((n, c) => n + c.missions, 0);
  const need = LOADOUT.columns.weaponry.bar + LOADOUT.columns.coolant.bar + LOADOUT.columns.energy.bar + 6;
  assert.ok(printed >= need, `${printed} < ${need}`);
  assert.equal(chamber(M.galley).missions, 0);
});

test('tracks: the published start spaces and marks', () => {
  assert.deepEqual(SELF_DESTRUCT.start, { 2: 25, 3: 28, 4: 31 }); // L19-20, START is left of 30 (L2426)
  assert.equal(SELF_DESTRUCT.stowawayMark, 20); // L2155
  assert.equal(SELF_DESTRUCT.analyzerMark, 10); // L2163
  assert.equal(SELF_DESTRUCT.leaveBehindMark, 9); // L2168
  assert.deepEqual([MALFUNCTION.outageSpace, MALFUNCTION.androidSpace, MALFUNCTION.selfDestructSpace], [1, 2, 3]); // L2115-2121
  assert.equal(COCOON.two.at(-1)?.evolution, null); // L335-337: the final space has no evolution number
  assert.equal(COCOON.more.at(-1)?.evolution, null);
  assert.equal(COCOON.two.length - 1, 3, "Dragon's Domain names a second, third and final space (L2421-2423)");
  assert.ok(
    HOSTILITY.spaces.some((s) => s.draw) &&
      HOSTILITY.spaces.some((s) => s.terror) &&
      HOSTILITY.spaces.some((s) => s.claw),
  );
  for (const p of [2, 3, 4]) assert.ok((HOSTILITY.start[p] ?? -1) >= 0);
  assert.deepEqual(SUPPLY.vents, { 2: 1, 3: 1, 4: 2 }); // L56-57
  assert.equal(SUPPLY.images, 3);
});

test('loadout: five columns, the four bonus kinds, the Flamethrower beside Weaponry (L8-10, L2174-2194)', () => {
  assert.deepEqual([...COLUMNS], ['weaponry', 'coolant', 'energy', 'spacesuits', 'halon']);
  const bonuses = new Set(COLUMNS.flatMap((c) => LOADOUT.columns[c].bonus.filter((b) => b !== null)));
  assert.deepEqual([...bonuses].sort(), ['draw', 'flamethrower', 'move-outage', 'remove-outage']);
  assert.ok(LOADOUT.columns.weaponry.bonus.includes('flamethrower'));
  for (const c of COLUMNS) assert.equal(LOADOUT.columns[c].bonus.length, LOADOUT.columns[c].spaces, c);
  assert.equal(
    LOADOUT.columns.halon.compartments?.reduce((a, b) => a + b, 0),
    LOADOUT.columns.halon.spaces,
  );
  assert.equal(LOADOUT.columns.weaponry.numbers?.length, LOADOUT.columns.weaponry.spaces);
  assert.equal(LOADOUT.columns.energy.numbers?.length, LOADOUT.columns.energy.spaces);
  assert.ok(LOADOUT.overheatingStart > 0 && LOADOUT.overheatingStart < LOADOUT.columns.coolant.spaces);
});

test('characters: ten disks, Motoko may ignore panic moves (L32, L552)', () => {
  assert.equal(CHARACTERS.length, 10);
  assert.equal(new Set(CHARACTERS.map((c) => c.id)).size, 10);
  assert.equal(CHARACTER.motoko?.panicFree, true);
  assert.equal(CHARACTERS.filter((c) => c.panicFree).length, 1);
  for (const c of CHARACTERS)
    assert.ok(c.skill.two.length > 0 && c.skill.more.length > 0 && c.survival.length > 0, c.id);
});

test('cards: every showdown kind on crew cards, never the harpoon gun on lifeform cards (L754-756)', () => {
  const crewIcons = new Set(CREW_DECK.cards.flatMap((c) => c.showdown));
  assert.deepEqual([...crewIcons].sort(), [...SHOWDOWN_ICONS].sort());
  for (const c of LIFEFORM_DECK.cards) assert.ok(!(c.showdown as string[]).includes('harpoon'), c.id);
  // Every published action icon is on some card, so the sweep below reaches every handler.
  const crewUsed = new Set(CREW_DECK.cards.flatMap((c) => c.rows.flat()));
  for (const i of CREW_ICONS) assert.ok(crewUsed.has(i), i);
  const lifeUsed = new Set(LIFEFORM_DECK.cards.flatMap((c) => c.rows.flat()));
  for (const i of LIFEFORM_ICONS) assert.ok(lifeUsed.has(i), i);
  assert.ok(CREW_DECK.cards.some((c) => c.reaction === 'hide'));
  assert.ok(CREW_DECK.cards.some((c) => c.reaction === 'run!'));
  assert.ok(CREW_DECK.cards.some((c) => c.reaction === 'prod!'));
  assert.ok(LIFEFORM_DECK.cards.some((c) => c.reaction === 'cancel-run'));
  assert.ok(LIFEFORM_DECK.cards.some((c) => c.reaction === 'cancel-prod'));
});

test('three stowaway cards, one of them the 1-2 minute card (L54, L719-722)', () => {
  assert.equal(STOWAWAY_CARDS.length, 3);
  const final = STOWAWAY_CARDS.find((c) => c.origin === 'published');
  assert.deepEqual([final?.from, final?.to], [1, 2]);
  for (const c of STOWAWAY_CARDS) assert.ok(c.from <= c.to && c.to <= SELF_DESTRUCT.leaveBehindMark);
});

test('every data set says where it comes from', () => {
  for (const d of [
    M,
    CREW_DECK,
    LIFEFORM_DECK,
    TERROR_DECK,
    OBJECTIVES,
    HOSTILITY,
    LOADOUT,
    COCOON,
    SELF_DESTRUCT,
    MALFUNCTION,
  ])
    assert.ok(d.origin === 'designed' || d.origin === 'published');
  for (const c of M.chambers) assert.ok(c.origin === 'designed' || c.origin === 'published', c.id);
  for (const c of CHARACTERS) assert.ok(c.source.length > 0, c.id);
});
