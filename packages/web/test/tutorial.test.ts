import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action } from '@airlock/engine';
import './tsx-hooks.ts';

const { TUTORIALS, tutorialFor } = await import('../src/tutorial/index.ts');
const { TutorialRun } = await import('../src/tutorial/runner.ts');

type Run = InstanceType<typeof TutorialRun>;

/** Takes the current step with `action` (or Next on a reading step) and checks that it comes true. */
function take(run: Run, action: Action | null, label: string): void {
  if (action === null) {
    run.next();
    return;
  }
  assert.deepEqual(run.offer(action), { ok: true }, `${label}: the move is taken`);
  run.runTable();
  assert.equal(run.settle(), true, `${label}: its condition holds after the move`);
  assert.ok(run.recap && run.recap.lines.length > 0, `${label}: the log says what happened`);
}

/**
 * Plays a tutorial's script through the engine as the page does: every move step has a legal move of
 * the kind it waits for, and every such move (up to 12 per step, each tried on a fresh table brought
 * to that step) satisfies the step's condition once the bots and the table have moved. The script is
 * followed with the first such move; it ends with the match still going (the person may play on).
 */
function playScript(game: string): string[] {
  const t = tutorialFor(game);
  assert.ok(t, `a tutorial for ${game}`);
  const run = new TutorialRun(t);
  const path: (Action | null)[] = [];
  const said: string[] = [];
  run.runTable();
  while (!run.over) {
    const step = run.step;
    assert.ok(step);
    said.push(step.id);
    const label = `${game} step ${step.id}`;
    const view = run.view();
    const say = typeof step.say === 'function' ? step.say(view) : step.say;
    assert.ok(say.length > 20 && !say.includes('undefined'), `${label}: says something`);
    const target = typeof step.target === 'function' ? step.target(view) : step.target;
    if (!step.expect) {
      take(run, null, label);
      path.push(null);
      continue;
    }
    assert.ok(target && target.length > 0, `${label}: points at what to click`);
    const expected = run.expected();
    assert.ok(expected.length > 0, `${label}: a legal move of the expected kind`);
    for (const a of expected) assert.ok(run.legal().some((l) => JSON.stringify(l) === JSON.stringify(a)));
    for (const other of expected.slice(1, 12)) {
      const twin: Run = new TutorialRun(t);
      twin.runTable();
      for (const p of path) take(twin, p, `${label} (replayed)`);
      assert.equal(twin.step?.id, step.id);
      take(twin, other, `${label} with ${JSON.stringify(other)}`);
    }
    const first = expected[0] as Action;
    take(run, first, label);
    path.push(first);
  }
  assert.equal(run.session.table.result(), null, `${game}: the match goes on after the tutorial`);
  return said;
}

test('every tutorial has a reading step or a move step with a target, and its own words', () => {
  assert.ok(TUTORIALS.length > 0);
  for (const t of TUTORIALS) {
    assert.ok(t.steps.length >= 3, `${t.game}: a few steps`);
    for (const s of t.steps) {
      if (typeof s.say === 'string') assert.ok(s.say.length > 20, `${t.game} ${s.id}: says something`);
      if (s.expect) assert.ok(s.target, `${t.game} ${s.id}: points at what to click`);
    }
    assert.ok(t.finish.length > 40, `${t.game}: closing words`);
    assert.equal(new Set(t.steps.map((s) => s.id)).size, t.steps.length, `${t.game}: step ids are unique`);
  }
});

test('Mission Catastrophe tutorial: its script is legal on its seed and every step comes true', () => {
  assert.deepEqual(playScript('mission-catastrophe'), ['damage', 'move', 'look', 'fuse']);
});

test('Nemesis: Lockdown tutorial: its script is legal on its seed and every step comes true', () => {
  assert.deepEqual(playScript('nemesis-lockdown'), ['draft', 'move', 'careful', 'pass', 'discard']);
});

test('Space Alert tutorial: its script is legal on its seed and every step comes true', () => {
  assert.deepEqual(playScript('space-alert'), ['plan', 'fire', 'move', 'ready', 'advance']);
});

test('Lifeform tutorial: its script is legal on its seed and every step comes true', () => {
  assert.deepEqual(playScript('lifeform'), ['crew', 'keep', 'play', 'move', 'collect']);
});

test('a move of another kind is refused with a hint and changes nothing', () => {
  const t = tutorialFor('mission-catastrophe');
  assert.ok(t);
  const run = new TutorialRun(t);
  run.runTable();
  assert.equal(run.offer({ type: 'draw' }).ok, false, 'a reading step takes no move');
  run.next();
  const before = run.session.table.hash();
  const other = run.legal().find((a) => a.type === 'draw') as Action;
  const refused = run.offer(other);
  assert.equal(refused.ok, false);
  assert.match(refused.ok ? '' : refused.why, /Laboratory/);
  assert.equal(run.session.table.hash(), before, 'the table is unchanged');
  assert.equal(run.step?.id, 'move');
});
