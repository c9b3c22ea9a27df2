import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
/** Every sentence a tutorial shows, its view-dependent ones as they read on its seed (see playScript). */
const shown = new Map<string, string[]>();

function playScript(game: string): string[] {
  const t = tutorialFor(game);
  assert.ok(t, `a tutorial for ${game}`);
  const run = new TutorialRun(t);
  const path: (Action | null)[] = [];
  const said: string[] = [];
  const texts = [t.title, t.teaches, t.finish];
  shown.set(game, texts);
  run.runTable();
  while (!run.over) {
    const step = run.step;
    assert.ok(step);
    said.push(step.id);
    const label = `${game} step ${step.id}`;
    const view = run.view();
    const say = typeof step.say === 'function' ? step.say(view) : step.say;
    assert.ok(say.length > 20 && !say.includes('undefined'), `${label}: says something`);
    texts.push(say, step.hint ?? '', step.explain ?? '');
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

/** Lowercase words only, so punctuation and line breaks do not hide a copied run of words. */
const words = (s: string): string[] => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

test('the tutorials are in our own words: no run of 9 words taken from a rulebook', (t) => {
  const dir = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'rules');
  if (!existsSync(dir)) return t.skip('the rulebooks are not beside this checkout');
  for (const tut of TUTORIALS) if (!shown.has(tut.game)) playScript(tut.game);
  const runs = new Set<string>();
  for (const f of readdirSync(dir).filter((x) => /^\d+_.*\.txt$/.test(x))) {
    const w = words(readFileSync(join(dir, f), 'utf8'));
    for (let i = 0; i + 9 <= w.length; i++) runs.add(w.slice(i, i + 9).join(' '));
  }
  let checked = 0;
  const copied: string[] = [];
  for (const [game, texts] of shown) {
    for (const text of texts) {
      const w = words(text);
      for (let i = 0; i + 9 <= w.length; i++) {
        const run = w.slice(i, i + 9).join(' ');
        if (runs.has(run)) copied.push(`${game}: "${run}"`);
        checked++;
      }
    }
  }
  assert.ok(checked > 500, 'the tutorials have text to check');
  assert.deepEqual(copied, [], 'runs of words found in a rulebook');
  t.diagnostic(`${checked} runs of 9 words checked against ${runs.size} from the rulebooks`);
});

test('the lobby lists a Learn to play link for every game, and a finished guide takes no more moves', async () => {
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { LearnToPlay } = await import('../src/tutorial/LearnToPlay.tsx');
  const html = renderToString(createElement(LearnToPlay));
  for (const game of ['mission-catastrophe', 'nemesis-lockdown', 'space-alert', 'lifeform'])
    assert.ok(html.includes(`href="#/tutorial/${game}"`), `${game}: a Learn to play link`);
  const t = tutorialFor('space-alert');
  assert.ok(t);
  const run = new TutorialRun(t);
  run.runTable();
  for (let i = 0; !run.over && i < 20; i++) {
    if (!run.step?.expect) run.next();
    else {
      run.offer(run.expected()[0] as Action);
      run.runTable();
      run.settle();
    }
  }
  assert.ok(run.over);
  const before = run.session.table.hash();
  const out = run.offer(run.legal()[0] as Action);
  assert.equal(out.ok, false);
  assert.match(out.ok ? '' : out.why, /Keep playing/);
  assert.equal(run.session.table.hash(), before);
});
