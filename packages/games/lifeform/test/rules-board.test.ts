/**
 * The ship's links on the test ship (board.ts; movement L359-398): characters walk corridors, images
 * and the cat crawl corridors and tunnels, the security door blocks both but not the heat analyzer or
 * the scanner, and a hull-breached chamber takes part in no path (L2104-2106).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CRAWL,
  deckOf,
  distances,
  isRemora,
  linkBetween,
  neighbours,
  SENSE,
  topo,
  WALK,
  withinMoves,
} from '../src/board.ts';
import { registerMap } from '../src/index.ts';
import { TEST_MAP, table } from './fixture.ts';

const to = (list: readonly { to: string }[]) => list.map((n) => n.to).sort();

test('corridors for walking; corridors and tunnels for crawling and sensing', () => {
  const { s } = table(3);
  assert.deepEqual(to(neighbours(s, 'ven', WALK)), ['hyp']);
  assert.deepEqual(to(neighbours(s, 'ven', CRAWL)), ['coc', 'hyp', 'lst']);
  assert.deepEqual(to(neighbours(s, 'ven', SENSE)), ['coc', 'hyp', 'lst']);
  assert.deepEqual(to(neighbours(s, 'mid', WALK)), ['coc', 'gal', 'lst']);
  assert.deepEqual(to(neighbours(s, 'nowhere', CRAWL)), [], 'no chamber, no neighbours');
  assert.deepEqual(
    neighbours(s, 'hyp', CRAWL).map((n) => n.link),
    [0, 1],
  );
});

test('the door closes its link for walking and crawling, never for sensing; a new door is seen at once', () => {
  const { s } = table(3);
  s.door = { link: 4, half: false, bulkhead: null };
  assert.deepEqual(to(neighbours(s, 'mid', WALK)), ['coc', 'gal']);
  assert.deepEqual(to(neighbours(s, 'mid', CRAWL)), ['coc', 'gal']);
  assert.deepEqual(to(neighbours(s, 'mid', SENSE)), ['coc', 'gal', 'lst']);
  assert.deepEqual(to(neighbours(s, 'lst', WALK)), ['eng']);
  s.door = { link: 3, half: true, bulkhead: null };
  assert.deepEqual(to(neighbours(s, 'mid', WALK)), ['gal', 'lst'], 'the door moved: the old link opens');
  assert.deepEqual(to(neighbours(s, 'mid', CRAWL)), ['gal', 'lst']);
  s.door = null;
  assert.deepEqual(to(neighbours(s, 'mid', WALK)), ['coc', 'gal', 'lst'], 'no door');
  s.door = { link: 0, half: false, bulkhead: null };
  assert.deepEqual(to(neighbours(s, 'gal', WALK)), ['mid'], "the map's first link takes a door too");
  assert.deepEqual(to(neighbours(s, 'hyp', CRAWL)), ['ven']);
});

test('a map with two links between the same chambers is known to have parallel paths, whatever their order', () => {
  const c = (id: string) => ({
    id,
    name: id,
    deck: 'A' as const,
    missions: 0,
    origin: 'designed' as const,
    source: 'test',
  });
  registerMap('board-parallel-test', {
    ...TEST_MAP,
    chambers: [c('a'), c('b')],
    links: [
      { a: 'a', b: 'b', kind: 'corridor' },
      { a: 'b', b: 'a', kind: 'tunnel' },
    ],
  });
  const { s } = table(3);
  s.map = 'board-parallel-test';
  assert.equal(topo(s).parallel, true);
  assert.deepEqual(to(neighbours(s, 'a', CRAWL)), ['b', 'b']);
  assert.deepEqual(to(neighbours(s, 'a', WALK)), ['b']);
  s.map = 'test';
});

test('a breached chamber is no neighbour and has none; the door and the breach together', () => {
  const { s } = table(3);
  s.breach = 'lst';
  assert.deepEqual(to(neighbours(s, 'mid', WALK)), ['coc', 'gal']);
  assert.deepEqual(to(neighbours(s, 'ven', CRAWL)), ['coc', 'hyp']);
  assert.deepEqual(to(neighbours(s, 'ven', SENSE)), ['coc', 'hyp'], 'not even the scanner senses through it');
  assert.deepEqual(to(neighbours(s, 'lst', CRAWL)), []);
  s.door = { link: 3, half: false, bulkhead: null };
  assert.deepEqual(to(neighbours(s, 'mid', WALK)), ['gal']);
  assert.deepEqual(to(neighbours(s, 'mid', SENSE)), ['coc', 'gal']);
  s.breach = 'gal';
  assert.deepEqual(to(neighbours(s, 'mid', WALK)), ['lst'], 'the breach moved: lst opens, gal closes');
  assert.deepEqual(to(neighbours(s, 'mid', SENSE)), ['coc', 'lst']);
  s.breach = null;
  assert.deepEqual(to(neighbours(s, 'mid', WALK)), ['gal', 'lst']);
});

test('distances count moves under a rule; cut-off chambers have none', () => {
  const { s } = table(3);
  const walk = distances(s, 'hyp', WALK);
  assert.equal(walk.hyp, 0);
  assert.equal(walk.gal, 1);
  assert.equal(walk.ven, 1);
  assert.equal(walk.mid, 2);
  assert.equal(walk.lst, 3);
  assert.equal(walk.rem, 8);
  const crawl = distances(s, 'hyp', CRAWL);
  assert.equal(crawl.lst, 2, 'through the tunnel from ven');
  assert.equal(crawl.eng, 3);
  s.door = { link: 10, half: false, bulkhead: null };
  const cut = distances(s, 'hyp', WALK);
  assert.equal(cut.bay, undefined, 'the door cuts off the bay and the Remora');
  assert.equal(cut.rem, undefined);
  assert.equal(cut.dh2, 7);
});

test('withinMoves: every chamber at most n moves away, the start included', () => {
  const { s } = table(3);
  assert.deepEqual([...withinMoves(s, 'dh1', WALK, 0)], ['dh1']);
  assert.deepEqual([...withinMoves(s, 'dh1', WALK, 1)].sort(), ['bay', 'dh1', 'dh2', 'mnt']);
  assert.deepEqual([...withinMoves(s, 'dh1', WALK, 2)].sort(), ['bay', 'dh1', 'dh2', 'eng', 'mnt', 'rem']);
  assert.deepEqual([...withinMoves(s, 'dh2', WALK, 5)].sort(), [
    'bay',
    'coc',
    'dh1',
    'dh2',
    'eng',
    'lst',
    'mid',
    'mnt',
    'rem',
  ]);
  assert.deepEqual([...withinMoves(s, 'ven', CRAWL, 1)].sort(), ['coc', 'hyp', 'lst', 'ven']);
});

test('the Remora, the decks, the links between chambers, and an unknown map', () => {
  const { s } = table(3);
  assert.equal(isRemora(s, 'rem'), true);
  assert.equal(isRemora(s, 'bay'), false);
  assert.equal(deckOf(s, 'gal'), 'A');
  assert.equal(deckOf(s, 'coc'), 'B');
  assert.equal(deckOf(s, 'dh2'), 'C');
  assert.equal(deckOf(s, 'nowhere'), '');
  assert.equal(linkBetween(s, 'gal', 'hyp'), 0);
  assert.equal(linkBetween(s, 'hyp', 'gal'), 0);
  assert.equal(linkBetween(s, 'coc', 'ven'), 13);
  assert.equal(linkBetween(s, 'gal', 'eng'), null);
  assert.equal(linkBetween(s, 'nowhere', 'gal'), null);
  assert.deepEqual(topo(s).ids.slice(0, 3), ['gal', 'hyp', 'ven']);
  assert.equal(topo(s).parallel, false);
  s.map = 'no-such-map';
  assert.throws(() => topo(s), /unknown map no-such-map/);
  s.map = 'test';
  assert.equal(topo(s).map.galley, 'gal');
});
