import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { type Action, type MatchView, Table } from '@airlock/engine';
import { spaceAlert } from '@airlock/space-alert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { saFold, saGroup, saLabel } from '../src/boards/space-alert/labels.ts';

const { ActionPanel } = await import('../src/ui/ActionPanel.tsx');

function panel(legal: Action[], view: MatchView, fold?: typeof saFold): string {
  return renderToString(
    createElement(ActionPanel, {
      legal,
      onAct: () => {},
      label: (a: Action) => saLabel(a, view, ['Ana']),
      group: saGroup,
      folded: fold,
    }),
  ).replace(/<!-- -->/g, '');
}

test('the Space Alert decision panel folds the card placements and keeps the clock and take-backs in view', () => {
  const t = new Table(spaceAlert, { players: 1, options: {}, seed: 4 });
  const first = t.legal(0).find((a) => a.type === 'place') as Action;
  t.act(0, first);
  const legal = t.legal(0);
  const places = legal.filter((a) => a.type === 'place').length;
  assert.ok(places > 50, `solo offers many placements (${places})`);
  const html = panel(legal, t.view(0), saFold);
  const buttons = html.match(/<button/g)?.length ?? 0;
  const others = legal.filter((a) => a.type !== 'place').length;
  assert.equal(buttons, others, 'one button per non-placement action, none for placements');
  for (const type of ['ready', 'advance', 'take']) {
    assert.ok(
      legal.some((a) => a.type === type),
      `${type} is legal here`,
    );
    assert.ok(html.includes(`data-action="${type}"`), `${type} has its button`);
  }
  assert.ok(!html.includes('data-action="place"'));
  assert.ok(html.includes(`${places} card placements: use the action boards`), 'the fold says how many it holds');
  assert.ok(html.includes('<details'), 'the placements stay reachable behind a disclosure');
});

test('without a fold the panel lists every legal action, as for the other games', () => {
  const t = new Table(spaceAlert, { players: 1, options: {}, seed: 4 });
  const legal = t.legal(0);
  const html = panel(legal, t.view(0));
  assert.equal(html.match(/<button/g)?.length ?? 0, legal.length);
  assert.ok(!html.includes('<details'));
});
