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
