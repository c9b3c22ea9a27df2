// The threat decks a mission draws from (002 "New Threats"): one deck per kind and severity, holding the
// cards of the colours chosen for that severity; New Frontier cards only with the New Threats module.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { THREATS } from '../src/data/threats.ts';
import { threatDeck } from '../src/missions/threat-decks.ts';
import { POOL_COLOURS, POOLS, type Pool, type SaOptions } from '../src/options.ts';

/** threatDeck reads only the two colour choices and the module. */
function opts(common: Pool, serious: Pool, newThreats: boolean): SaOptions {
  return { common, serious, newThreats } as SaOptions;
}

const card = (id: string) => THREATS.find((c) => c.id === id);

test('each deck holds only cards of its kind and severity, in the colours chosen for that severity', () => {
  for (const newThreats of [false, true]) {
    for (const pool of POOLS) {
      const other: Pool = pool === 'red' ? 'white' : 'red';
      for (const kind of ['external', 'internal'] as const) {
        for (const serious of [false, true]) {
          const o = serious ? opts(other, pool, newThreats) : opts(pool, other, newThreats);
          const deck = threatDeck(o, kind, serious);
          for (const id of deck) {
            const c = card(id);
            assert.ok(c, id);
            assert.equal(c.kind, kind, `${id} in the ${kind} deck`);
            assert.equal(c.severity, serious ? 'serious' : 'common', `${id} severity`);
            assert.ok(POOL_COLOURS[pool].includes(c.colour), `${id} colour ${c.colour} in pool ${pool}`);
            if (!newThreats) assert.equal(c.frontier, false, `${id} is a New Frontier card`);
          }
          // And every card of that description is in it.
          const expected = THREATS.filter(
            (c) =>
              c.kind === kind &&
              c.severity === (serious ? 'serious' : 'common') &&
              POOL_COLOURS[pool].includes(c.colour) &&
              (newThreats || !c.frontier),
          ).length;
          assert.equal(deck.length, expected, `${kind} ${serious ? 'serious' : 'common'} ${pool} ${newThreats}`);
        }
      }
    }
  }
});

test('without New Threats the white decks are the base game cards: 10 / 8 external, 7 / 6 internal', () => {
  const o = opts('white', 'white', false);
  assert.equal(threatDeck(o, 'external', false).length, 10);
  assert.equal(threatDeck(o, 'external', true).length, 8);
  assert.equal(threatDeck(o, 'internal', false).length, 7);
  assert.equal(threatDeck(o, 'internal', true).length, 6);
  // Red cards exist only in New Frontier: without the module a red pool is empty.
  assert.equal(threatDeck(opts('red', 'red', false), 'external', false).length, 0);
  assert.ok(threatDeck(opts('red', 'red', true), 'external', false).length > 0);
});

test('New Threats adds the New Frontier cards of the chosen colours, the base cards stay', () => {
  for (const kind of ['external', 'internal'] as const) {
    for (const serious of [false, true]) {
      const base = threatDeck(opts('white-yellow', 'white-yellow', false), kind, serious);
      const more = threatDeck(opts('white-yellow', 'white-yellow', true), kind, serious);
      assert.ok(more.length > base.length, `${kind} ${serious}`);
      for (const id of base) assert.ok(more.includes(id));
      for (const id of more.filter((x) => !base.includes(x))) assert.equal(card(id)?.frontier, true, id);
    }
  }
});

test('the common and serious choices are separate: a yellow serious pool keeps white commons', () => {
  const o = opts('white', 'yellow', false);
  assert.ok(threatDeck(o, 'external', false).every((id) => card(id)?.colour === 'white'));
  assert.ok(threatDeck(o, 'external', true).every((id) => card(id)?.colour === 'yellow'));
  assert.ok(threatDeck(o, 'internal', true).every((id) => card(id)?.colour === 'yellow'));
  assert.ok(threatDeck(o, 'internal', true).length > 0);
});
