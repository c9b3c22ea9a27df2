import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { type Action, type MatchView, Table } from '@airlock/engine';
import { type SaView, spaceAlert } from '@airlock/space-alert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { phaseLeft } from '../src/boards/space-alert/announcements.ts';
import { cardName } from '../src/boards/space-alert/labels.ts';

const { SpaceAlertBoard } = await import('../src/boards/space-alert/SpaceAlertBoard.tsx');
const { replayShip } = await import('../src/boards/space-alert/Replay.tsx');

function render(t: Table, seat: number): string {
  const view = t.view(seat) as MatchView<SaView>;
  // React marks text boundaries with empty comments; they are not part of what a player reads.
  return renderToString(
    createElement(SpaceAlertBoard, {
      view,
      names: ['Ana', 'Bo'],
      me: seat,
      legal: t.legal(seat),
      onAct: () => {},
      changed: new Set<string>(),
    }),
  ).replace(/<!-- -->/g, '');
}

/** Readies every waiting seat and lets the system play until `until` holds. */
function run(t: Table, until: () => boolean): void {
  for (let i = 0; i < 400 && !until(); i++) {
    const p = t.pending();
    const sys = p.find((x) => x.actor === 'system');
    if (sys) t.act('system', t.legal('system')[0] as Action);
    else for (const x of p) t.act(x.actor, { type: 'ready' });
  }
}

test("another player's board shows only the half on top; one's own shows the card", () => {
  const t = new Table(spaceAlert, { players: 2, options: {}, seed: 3 });
  const place = t.legal(1).find((a) => a.type === 'place' && a.crew === 1 && a.top === 'move') as Action;
  assert.ok(place, 'seat 1 may plan its own board');
  t.act(1, place);
  const name = cardName(place.card as string, 'move');
  const mine = render(t, 1);
  assert.ok(mine.includes(`Turn ${place.turn}: ${name}`), 'the planner sees its own card');
  const theirs = render(t, 0);
  assert.ok(theirs.includes(`Turn ${place.turn}: face down, movement on top`), 'the other sees the back');
  assert.ok(!theirs.includes(`Turn ${place.turn}: ${name}`), 'the other does not see the card');
  // Androids' boards are face up to everyone.
  const android = t.legal(0).find((a) => a.type === 'place' && a.crew === 2 && a.top === 'action') as Action;
  t.act(0, android);
  assert.ok(render(t, 1).includes(`Turn ${android.turn}: ${cardName(android.card as string, 'action')}`));
});

test('a place action offered by the game is a clickable slot of the right board', () => {
  const t = new Table(spaceAlert, { players: 1, options: {}, seed: 4 });
  const html = render(t, 0);
  for (const crew of [0, 1, 2, 3]) assert.ok(html.includes(`data-crew="${crew}"`), `board of android ${crew + 1}`);
  // Turns 1-3 of phase 1 take cards (take-back only when filled); phase 2 slots are closed.
  assert.match(html, /Phase 1 \(now\)/);
  assert.ok(html.includes('Ready for the next announcement'));
});

test('the phase countdown appears only after the phase has been warned about, and counts from that warning', () => {
  const t = new Table(spaceAlert, { players: 1, options: {}, seed: 4 });
  assert.equal(phaseLeft(t.view(0).view as SaView), null);
  run(t, () => (t.view(0).view as SaView).heard.some((e) => e.what === 'warning'));
  const v = t.view(0).view as SaView;
  const w = v.heard.at(-1) as { at: number; left: number };
  assert.equal(phaseLeft(v), w.left - Math.floor((v.now - w.at) / 1000));
});

test('the replay rebuilds crew moves and damage from the frames, and the score adds up', () => {
  const t = new Table(spaceAlert, { players: 1, options: { mission: 'test-run' }, seed: 9 });
  for (let i = 0; i < 600 && !t.result(); i++) {
    const p = t.pending();
    const sys = p.find((x) => x.actor === 'system');
    if (sys) {
      t.act('system', t.legal('system')[0] as Action);
      continue;
    }
    const legal = t.legal(0);
    const place = legal.filter((a) => a.type === 'place');
    t.act(0, (i % 4 !== 3 ? place[(i * 13) % Math.max(1, place.length)] : undefined) ?? ({ type: 'ready' } as Action));
  }
  const v = t.view(0).view as SaView;
  assert.ok(v.outcome, 'resolved');
  const frames = v.outcome.frames;
  const { ship } = replayShip(v, frames, frames.length - 1);
  const damage = frames.filter((f) => f.rule === 'ship.damage').length;
  assert.equal(ship.damage.red.length + ship.damage.white.length + ship.damage.blue.length, damage);
  const moves = frames.filter((f) => f.rule === 'move');
  const lastMove = moves.at(-1);
  if (lastMove?.data) {
    const crew = lastMove.data.crew as number;
    const after = frames
      .slice(frames.indexOf(lastMove) + 1)
      .some((f) => f.rule.startsWith('move') && f.data?.crew === crew);
    if (!after) assert.equal(ship.crew[crew]?.zone, lastMove.data.zone);
  }
  const html = render(t, 0);
  assert.ok(html.includes('Resolution, step by step'));
  assert.ok(html.includes(`score ${v.outcome.score.total}`));
  assert.ok(html.includes(`Step 1 of ${frames.length}`));
});

test('since your last action: new announcements and the other player’s changed slots are marked ✱, one’s own move is not news', async () => {
  const { forgetTurns, sinceYourTurn } = await import('../src/ui/since-your-turn.ts');
  forgetTurns();
  const t = new Table(spaceAlert, { players: 2, options: {}, seed: 3 });
  render(t, 0);
  const mine = t.legal(0).find((a) => a.type === 'place' && a.crew === 0) as Action;
  sinceYourTurn('space-alert:Ana|Bo', t.view(0), 0, () => {}).act?.(mine);
  t.act(0, mine);
  const after = render(t, 0);
  assert.doesNotMatch(after, /data-testid="sa-news"/, 'nothing changed but the seat’s own card');
  assert.doesNotMatch(after, /sa-slot[^"]* changed/);
  // Bo plans a card, then the soundtrack moves on to the next announcement.
  render(t, 1);
  const theirs = t.legal(1).find((a) => a.type === 'place' && a.crew === 1) as Action;
  sinceYourTurn('space-alert:Ana|Bo', t.view(1), 1, () => {}).act?.(theirs);
  t.act(1, theirs);
  const heard = (t.view(0).view as SaView).heard.length;
  run(t, () => (t.view(0).view as SaView).heard.length > heard);
  const later = render(t, 0);
  assert.match(later, /Since your last turn: \d+ new announcements?; Bo changed a board \(marked ✱\)\./);
  const slot = new RegExp(`data-crew="1"[^]*?class="sa-slot full changed" data-turn="${theirs.turn}"`);
  assert.match(later, slot, 'Bo’s planned slot is outlined');
  assert.match(later, /✱ new<\/span><\/li>/, 'the new announcement is marked in the list');
  const bo = render(t, 1);
  assert.match(bo, /Since your last turn: \d+ new announcements? \(marked ✱\)\./, 'Bo hears the news too');
  assert.doesNotMatch(bo, /Bo changed a board/, 'Bo’s own card is not news to Bo');
});

test('one’s own board is never outlined, even when other moves arrived before the screen drew one’s own', async () => {
  const { forgetTurns, sinceYourTurn } = await import('../src/ui/since-your-turn.ts');
  forgetTurns();
  const t = new Table(spaceAlert, { players: 2, options: {}, seed: 3 });
  render(t, 0);
  const mine = t.legal(0).find((a) => a.type === 'place' && a.crew === 0) as Action;
  sinceYourTurn('space-alert:Ana|Bo', t.view(0), 0, () => {}).act?.(mine);
  t.act(0, mine);
  t.act(1, t.legal(1).find((a) => a.type === 'place' && a.crew === 1) as Action);
  const html = render(t, 0);
  assert.equal(html.match(/class="sa-slot full changed"/g)?.length, 1, 'only Bo’s slot');
  assert.match(html, /data-crew="1"[\s\S]*?class="sa-slot full changed"/);
});
