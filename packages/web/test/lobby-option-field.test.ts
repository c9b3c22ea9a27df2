import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import type { OptionSpec } from '@airlock/engine';
import { spaceAlert } from '@airlock/space-alert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const { OptionField, parseOption } = await import('../src/screens/OptionField.tsx');

const specOf = (key: string) => spaceAlert.options.find((o) => o.key === key) as OptionSpec;

test('a free-form option (with a pattern) is a text input labelled by its description, not a select', () => {
  const spec = specOf('specKnown1');
  assert.ok(spec.pattern !== undefined);
  const html = renderToString(createElement(OptionField, { spec, value: 'medic:2', onChange: () => {} }));
  assert.match(
    html,
    /<input type="text" data-option="specKnown1"[^>]* placeholder="medic:2,rocketeer:1" value="medic:2"/,
  );
  assert.ok(html.includes('Experience System: specializations the explorer in seat 1 knows'));
  assert.ok(!html.includes('<select'));
});

test('a listed option stays a select of its values, and the chosen text is read back as its kind', () => {
  const html = renderToString(createElement(OptionField, { spec: specOf('crew'), value: 4, onChange: () => {} }));
  assert.match(html, /<select data-option="crew"/);
  assert.match(html, /<option value="5">5<\/option>/);
  assert.ok(!html.includes('<input'));
  assert.equal(parseOption('5', 4), 5);
  assert.equal(parseOption('true', false), true);
  assert.equal(parseOption('medic:1', ''), 'medic:1');
});
