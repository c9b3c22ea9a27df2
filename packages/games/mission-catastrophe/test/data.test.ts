import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CARD_KINDS, CARDS, deckContents, HAND_LIMIT, HAND_START, PILE_SIZE, RESOURCES } from '../src/data/cards.ts';
import { CUBES_PER_MODULE, INTEGRITY, STATUS_CUBES } from '../src/data/integrity.ts';
import { PROFESSIONS, ROLE_IDS, ROLES, rolesOf } from '../src/data/roles.ts';
import { CASIMIR_1, MODULE_KINDS, MODULES, POD_IDS, TOPO } from '../src/data/ship.ts';
import { MODULE_HANDLERS } from '../src/modules.ts';
import { CARD_HANDLERS } from '../src/pip.ts';
import { ROLE_HANDLERS } from '../src/roles/index.ts';

describe('component data against the rulebook', () => {
  test('published counts: 81 PIP cards, 8 of each resource, 3 potatoes, 2 promos, piles of 7, hands of 3, limit 7', () => {
    let total = 0;
    for (const k of CARD_KINDS) total += CARDS[k].deck;
    assert.equal(total + 4 * PILE_SIZE, 81);
    for (const r of RESOURCES) assert.equal(CARDS[r].deck + PILE_SIZE, 8);
    assert.equal(CARDS.potato.deck, 3);
    assert.equal(CARDS.quackalope.deck + CARDS.bear.deck, 2);
    assert.equal(PILE_SIZE, 7);
    assert.equal(HAND_START, 3);
    assert.equal(HAND_LIMIT, 7);
    // Without the Botanist and the promos, potatoes and sidekicks stay in the box.
    assert.equal(deckContents(false, false, false).length, 81 - 4 * PILE_SIZE - 3 - 2);
  });

  test('every card records its origin; only the designed mix is marked designed', () => {
    for (const k of CARD_KINDS) {
      const d = CARDS[k];
      assert.ok(['published', 'designed', 'seed'].includes(d.origin), k);
      if (d.type === 'resource' || d.needs) assert.equal(d.origin, 'published', k);
    }
  });

  test('12 modules numbered 1-12, 3 cubes each, 42 status cubes, 6 pods', () => {
    assert.equal(MODULES.length, 12);
    assert.deepEqual(
      MODULES.map((m) => m.number),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
    assert.deepEqual(
      MODULES.map((m) => m.kind),
      [...MODULE_KINDS],
    );
    assert.equal(CUBES_PER_MODULE, 3);
    assert.equal(STATUS_CUBES, 42);
    assert.equal(POD_IDS.length, 6);
    assert.equal(CASIMIR_1.podModules.length, 6);
    assert.ok(INTEGRITY.spaces <= STATUS_CUBES && INTEGRITY.redFrom < INTEGRITY.yellowFrom);
  });

  test('Casimir 1 agrees with the facts the rulebook gives', () => {
    const adj = (a: number, b: number) => (TOPO.adj[a] as number[]).includes(b);
    // Crew Quarters is central (4 neighbours); examples: Greenhouse-Sensors, Sensors-Operations,
    // Sensors-Navigation, Sensors-Crew Quarters, Navigation-Laboratory, Laboratory-Crew Quarters.
    assert.equal(TOPO.adj[0]?.length, 4);
    for (const [a, b] of [
      [5, 11],
      [11, 1],
      [11, 7],
      [11, 0],
      [7, 3],
      [3, 0],
    ] as const)
      assert.ok(adj(a, b) && adj(b, a), `${a}-${b}`);
    assert.ok(CASIMIR_1.podModules.includes(7), 'a pod beside Navigation');
    assert.equal(new Set(CASIMIR_1.podModules).size, 6, 'one pod per module at most');
    // Every module reachable; diagonals are never borders.
    for (let m = 0; m < 12; m++) for (const d of TOPO.diag[m] as number[]) assert.ok(!adj(m, d));
  });

  test('36 roles: numbers 1-36, three per profession, every role and module and playable card handled', () => {
    assert.equal(ROLE_IDS.length, 36);
    assert.deepEqual(
      ROLE_IDS.map((id) => ROLES[id].number),
      Array.from({ length: 36 }, (_, i) => i + 1),
    );
    for (const p of PROFESSIONS) assert.equal(rolesOf(p).length, 3, p);
    for (const id of ROLE_IDS) assert.equal(ROLE_HANDLERS[id]?.id, id, `handler for ${id}`);
    for (const k of MODULE_KINDS) assert.ok(MODULE_HANDLERS[k]);
    for (const k of CARD_KINDS) {
      const t = CARDS[k].type;
      if (t === 'ability' || t === 'equipment' || k === 'meeting') assert.ok(CARD_HANDLERS[k], k);
    }
  });
});
