import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mcLabel } from '../src/boards/mc/labels.ts';
import { ejected, moldOf, threatMarkers } from '../src/boards/mc/threats.ts';
import type { MatchView } from '@airlock/engine';

const view = {} as MatchView;
const names = ['Ana', 'Bo'];

test('Mission Catastrophe actions read with module, card and crew names', () => {
  assert.equal(mcLabel({ type: 'move', to: 0 }, view, names), 'Move to Crew Quarters');
  assert.equal(
    mcLabel({ type: 'play', card: 'remote-repair', target: 3 }, view, names),
    'Play Remote Repair (target Laboratory)',
  );
  assert.equal(mcLabel({ type: 'transfer', ally: 1 }, view, names), 'Trade cards with Bo');
  assert.equal(
    mcLabel({ type: 'module', m: 4, give: 'oxygen', take: 1 }, view, names),
    'Use Life Support (give Oxygen Tank; take Food Rations)',
  );
  assert.equal(mcLabel({ type: 'pass' }, view, names), 'Pass');
  assert.equal(
    mcLabel({ type: 'module', m: 1, fuse: 0, id: 'B' }, view, names),
    'Use Operations (fuse 1; to letter B)',
  );
  assert.match(mcLabel({ type: 'view', pod: 0 }, view, names), /^Look under the pod by /);
});

test('threat tokens are read from the rules’ public data', () => {
  const ext = { 'threat.marauders': { at: [3, -1], next: 0, red: false } };
  assert.deepEqual(threatMarkers(ext), [{ mark: 'S', name: 'Small Marauder', module: 3 }]);
  assert.deepEqual(ejected(ext), ['Tall Marauder']);
  assert.deepEqual(moldOf({ 'threat.mind-mold': { mods: [0, 2], crew: [1] } }), { mods: [0, 2], crew: [1] });
  assert.equal(moldOf(ext), null);
});

test('the auto-pass switch says which way it turns: on while off, off while on', () => {
  assert.equal(mcLabel({ type: 'auto', on: true }, view, names), 'Pass every window from now on');
  assert.equal(mcLabel({ type: 'auto', on: false }, view, names), 'Stop passing windows automatically');
});
