import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatView } from '../src/commands/play.ts';
import { outcomeOf } from '../src/commands/sim.ts';

test("play's view is indented key: value lines, not JSON", () => {
  const text = formatView({ phase: 'draft', hand: ['eva', 'hack'], rooms: [{ id: 'lab', fire: false }], gone: {} });
  assert.equal(
    text,
    ['phase: draft', 'hand: eva, hack', 'rooms:', '  1:', '    id: lab', '    fire: false', 'gone: (none)'].join('\n'),
  );
  assert.doesNotMatch(text, /[{}"]/);
});

test('an outcome keeps its whole text, with seat names taken out', () => {
  const long = 'The ship explodes after Crew 2 jettisons the last module: everyone still aboard shares second place';
  assert.equal(outcomeOf(long), long.replace('Crew 2', 'X'));
  assert.ok(outcomeOf(long).length > 60);
});
