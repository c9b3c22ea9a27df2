import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SYMBOLS, symbolsOf } from '../src/symbols/catalog.ts';

const { Sym, DRAWINGS } = await import('../src/symbols/Symbol.tsx');

test('every symbol in the catalogue renders a non-empty SVG with its accessible name', () => {
  assert.ok(SYMBOLS.length >= 50, `the set covers the four games (${SYMBOLS.length} symbols)`);
  for (const s of SYMBOLS) {
    const html = renderToString(createElement(Sym, { symbol: s.id, size: 24 }));
    assert.match(html, /^<svg[^>]* viewBox="0 0 24 24"/, `${s.id}: an SVG on the 24-unit grid`);
    assert.ok(html.includes(`role="img"`), `${s.id}: announced as an image`);
    assert.ok(html.includes(`aria-label="${s.name.replaceAll('&', '&amp;')}"`), `${s.id}: aria-label is its name`);
    assert.ok(html.includes(`<title>${s.name}</title>`), `${s.id}: a <title> names it`);
    assert.ok(html.includes(`data-symbol="${s.id}"`), `${s.id}: marked for the legend tests`);
    const shapes = html.match(/<(path|circle|rect|polygon|ellipse|line)\b/g) ?? [];
    assert.ok(shapes.length >= 1, `${s.id}: draws at least one shape`);
    assert.ok(s.description.length > 15, `${s.id}: is explained`);
    // Drawn from shapes only: no embedded picture, no link to an outside file, no font icon.
    assert.ok(!/<image|href=|<use\b|<foreignObject/i.test(html), `${s.id}: is drawn from plain shapes`);
  }
});

test('ids are unique, every id has a drawing and every drawing a catalogue entry', () => {
  const ids = SYMBOLS.map((s) => s.id);
  assert.equal(new Set(ids).size, ids.length, 'unique ids');
  assert.deepEqual([...ids].sort(), Object.keys(DRAWINGS).sort(), 'drawings and catalogue match one to one');
});

test("names and drawings are unique within each game's set, so no two symbols of a board look or read alike", () => {
  for (const game of ['nemesis-lockdown', 'mission-catastrophe', 'space-alert', 'lifeform']) {
    const set = symbolsOf(game);
    assert.ok(set.length >= 10, `${game} has its symbols`);
    const names = set.map((s) => s.name.toLowerCase());
    assert.equal(new Set(names).size, names.length, `${game}: unique names`);
    const bodies = set.map((s) =>
      renderToString(createElement(Sym, { symbol: s.id, label: 'x' })).replace(/data-symbol="[^"]*"/, ''),
    );
    assert.equal(new Set(bodies).size, bodies.length, `${game}: unique drawings`);
  }
});

test('a badge and a tint are drawn, and the label overrides the name', () => {
  const html = renderToString(createElement(Sym, { symbol: 'nl-adult', badge: 3, label: 'adult #4, 3 injuries' }));
  assert.ok(html.includes('aria-label="adult #4, 3 injuries"'));
  assert.match(html, /<text[^>]*>3<\/text>/, 'the injuries show in the corner');
  const crew = renderToString(createElement(Sym, { symbol: 'mc-crew', tint: '#123456', inner: '▲' }));
  assert.ok(crew.includes('#123456') && crew.includes('▲'), 'a crew helmet takes its seat colour and shape');
});

test("every piece kind the games know has its symbol: intruders, item colours, modules, threats' kinds", async () => {
  const { SYMBOL_INFO } = await import('../src/symbols/catalog.ts');
  const { ITEM } = await import('@airlock/nemesis-lockdown');
  const { MODULES } = await import('@airlock/mission-catastrophe');
  const { itemSymbol } = await import('../src/boards/nemesis/labels.ts');
  const { threatSymbol, buttonSymbol, stationButtons } = await import('../src/boards/space-alert/Ship.tsx');
  // The five intruder kinds of the rules (the game's IntruderKind type); the legend test finds those drawn.
  const kinds = { larva: true, creeper: true, adult: true, breeder: true, queen: true };
  for (const k of Object.keys(kinds)) assert.ok(SYMBOL_INFO[`nl-${k}`], `intruder ${k}`);
  const colours = new Set(Object.values(ITEM).map((i) => i.color));
  const bySymbol = new Set<string>();
  for (const c of colours) {
    const id = Object.values(ITEM).find((i) => i.color === c)?.id as string;
    assert.ok(SYMBOL_INFO[itemSymbol(id)], `items of colour ${c}`);
    bySymbol.add(itemSymbol(id));
  }
  assert.equal(bySymbol.size, colours.size, 'each item colour has its own symbol');
  for (const m of MODULES) assert.ok(SYMBOL_INFO[`mc-${m.kind}`], `module ${m.kind}`);
  for (const zone of ['red', 'internal'] as const)
    for (const serious of [false, true]) assert.ok(SYMBOL_INFO[threatSymbol({ zone, serious })], `${zone} ${serious}`);
  const devices = new Set<string>();
  for (const zone of ['red', 'white', 'blue'] as const)
    for (const deck of ['upper', 'lower'] as const)
      for (const b of stationButtons(zone, deck)) {
        assert.ok(SYMBOL_INFO[buttonSymbol(b)], b);
        if (b.startsWith('C ')) devices.add(buttonSymbol(b));
      }
  assert.equal(devices.size, 5, 'the five C devices each have their own symbol');
});
