import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { type Action, type MatchView, Table } from '@airlock/engine';
import { crewPlanOf, type SaView, spaceAlert } from '@airlock/space-alert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const { CrewPlanTable, halfText } = await import('../src/boards/space-alert/CrewPlan.tsx');
const { SpaceAlertBoard } = await import('../src/boards/space-alert/SpaceAlertBoard.tsx');

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const QUICK = { samples: 2, crewIterations: 30, iterations: 5, seed: 'web-crew-plan' };

/** A 4-seat mission readied until the first threat is announced. */
function firstThreat(): Table {
  const t = new Table(spaceAlert, { players: 4, options: {}, seed: 'web-crew-plan' });
  for (let i = 0; i < 200; i++) {
    if ((t.view(0).view as SaView).announced.length > 0) return t;
    const p = t.pending();
    const sys = p.find((x) => x.actor === 'system');
    if (sys) t.act('system', t.legal('system')[0] as Action);
    else for (const x of p) t.act(x.actor, { type: 'ready' });
  }
  throw new Error('no threat announced');
}

const clean = (html: string) => html.replace(/<!-- -->/g, '');

test('each half reads as its letter or arrow, and in words for its label', () => {
  assert.deepEqual(halfText(null), { short: '·', words: 'nothing planned' });
  assert.deepEqual(halfText({ kind: 'action', action: 'A' }), { short: 'A', words: 'action A' });
  assert.deepEqual(halfText({ kind: 'action', action: 'bots' }), { short: 'Bots', words: 'battlebots' });
  assert.equal(halfText({ kind: 'move', move: 'red' }).short, '←');
  assert.equal(halfText({ kind: 'move', move: 'blue' }).short, '→');
  assert.equal(halfText({ kind: 'move', move: 'lift' }).words, 'gravolift');
  assert.equal(
    halfText({ kind: 'heroic-move', to: { zone: 'blue', deck: 'lower' } }).words,
    'heroic move to lower blue',
  );
});

test('the crew plan table: a row per crew member with every turn from the phase being planned, the viewer marked', () => {
  const t = firstThreat();
  const v = t.view(1).view as SaView;
  const plan = crewPlanOf(v, QUICK);
  const html = clean(renderToString(createElement(CrewPlanTable, { v, plan, names: NAMES, me: 1 })));
  assert.equal(html.match(/<tr class="sa-plan-mine"/g)?.length ?? 0, 1, 'one row is the viewer’s');
  assert.ok(html.includes('Bo (you)'), 'the viewer’s row says so');
  for (let m = 0; m < v.crew; m++) {
    assert.ok(html.includes(`data-crew="${m}"`), `a row for crew member ${m + 1}`);
    for (let turn = 1; turn <= v.turns; turn++) {
      const who = m === 1 ? 'Bo' : (NAMES[m] as string);
      const words = halfText(plan[m]?.[turn - 1] ?? null).words;
      assert.ok(html.includes(`aria-label="${who}, turn ${turn}: ${words}"`), `${who}'s turn ${turn} reads "${words}"`);
    }
  }
});

test('the board offers the crew plan while planning, and says when communications are down', () => {
  const t = firstThreat();
  const view = t.view(0) as MatchView<SaView>;
  const props = { view, names: NAMES, me: 0, legal: t.legal(0), onAct: () => {}, changed: new Set<string>() };
  const html = clean(renderToString(createElement(SpaceAlertBoard, props)));
  assert.ok(html.includes('The crew plan: what the planning bots intend'), 'the panel is offered');
  assert.ok(!html.includes('data-testid="sa-plan-comms"'), 'no comms warning while the crew may talk');
  const down = { ...view, view: { ...view.view, comms: false } };
  const quiet = clean(renderToString(createElement(SpaceAlertBoard, { ...props, view: down })));
  assert.ok(quiet.includes('data-testid="sa-plan-comms"'), 'the panel says the crew cannot talk');
});
