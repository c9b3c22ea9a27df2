/**
 * Quest items (quests.ts): each requirement, met or not, and the item joining its owner's inventory,
 * kept in name order, for a living character only.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CHARACTERS } from '../src/data/characters.ts';
import { QUESTS } from '../src/data/quests.ts';
import { checkQuests, questMet } from '../src/quests.ts';
import type { GameState, Player } from '../src/types.ts';
import { player, position, reveal, scripted } from './helpers.ts';

/** A lockdown or original character whose quest has this requirement, alone in r2, as seat 0. */
function questing(requirement: string): { s: GameState; p: Player } {
  const c = CHARACTERS.find((x) => QUESTS[x.quest]?.requirement === requirement);
  if (!c) throw new Error(`no character with a ${requirement} quest`);
  const s = position([c.id], c.id === 'scout' || c.id === 'captain' ? { roster: 'original' } : {});
  const p = player(s, 0);
  p.room = 'r2';
  return { s, p };
}

describe('quest requirements', () => {
  test('knowledge: 5 or more', () => {
    const { s, p } = questing('knowledge-5');
    p.knowledge = 4;
    assert.equal(questMet(s, p), false);
    p.knowledge = 5;
    assert.equal(questMet(s, p), true);
  });

  test('the generator: standing in the generator room', () => {
    const { s, p } = questing('generator-room');
    reveal(s, 'r2', 'archive');
    assert.equal(questMet(s, p), false);
    reveal(s, 'r2', 'generator');
    assert.equal(questMet(s, p), true);
  });

  test('the nest: the nest room found anywhere', () => {
    const { s, p } = questing('nest-found');
    for (const r of Object.values(s.rooms))
      if ((r as { tile?: string | null }).tile === 'nest') (r as { tile: null }).tile = null;
    assert.equal(questMet(s, p), false);
    reveal(s, 'r9', 'nest');
    assert.equal(questMet(s, p), true);
  });
});

describe('a quest met', () => {
  test('the quest item joins the inventory in name order; a dead character gets nothing', () => {
    const { s, p } = questing('knowledge-5');
    p.knowledge = 5;
    p.inventory = ['zz-last'];
    checkQuests(s, scripted([]).ctx);
    assert.equal(p.quest, 'active');
    assert.deepEqual(p.inventory, [...p.inventory].sort());
    assert.equal(p.inventory.length, 2);
    const dead = questing('knowledge-5');
    dead.p.knowledge = 5;
    dead.p.status = 'dead';
    checkQuests(dead.s, scripted([]).ctx);
    assert.equal(dead.p.quest, 'inactive');
  });
});
