import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { type Action, type MatchView, Rng, Table } from '@airlock/engine';
import nemesis, { CHARACTER, type NLView } from '@airlock/nemesis-lockdown';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SEAT_COLORS } from '../src/ui/seat-identity.ts';

const { NemesisBoard } = await import('../src/boards/nemesis/NemesisBoard.tsx');

/** A seeded 3-player table played by random legal moves until every character stands in the facility. */
function position(): Table {
  const t = new Table(nemesis, { players: 3, options: {}, seed: 7 });
  const rng = Rng.fromSeed(7);
  for (let i = 0; i < 400 && !t.result(); i++) {
    const p = t.pending()[0];
    if (!p) break;
    const legal = t.legal(p.actor);
    const v = t.view(0).view as NLView;
    if (v.phase !== 'setup' && v.phase !== 'draft' && legal.some((a) => a.type === 'move') && i > 12) break;
    t.act(p.actor, legal[rng.int(0, legal.length - 1)] as Action);
  }
  return t;
}

function render(t: Table, seat: number): { html: string; v: NLView } {
  const view = t.view(seat) as MatchView<NLView>;
  const p = t.pending()[0];
  const legal = p && p.actor === seat ? t.legal(seat) : [];
  const html = renderToString(
    createElement(NemesisBoard, {
      view,
      names: ['Ana', 'Bo', 'Cy'],
      me: seat,
      legal,
      onAct: () => {},
      changed: new Set<string>(),
    }),
  );
  return { html, v: view.view };
}

test('the Nemesis board draws rooms, corridors and characters from a real view', () => {
  const t = position();
  const { html, v } = render(t, 0);
  for (const r of v.rooms) assert.ok(html.includes(`data-room="${r.id}"`), `room ${r.id} drawn`);
  assert.equal(html.match(/data-corridor=/g)?.length, v.corridors.length);
  assert.match(html, /Face down/);
  for (const p of v.players) {
    assert.ok(html.includes(`data-seat="${p.seat}"`), `seat ${p.seat} listed`);
    if (p.character) assert.ok(html.includes(CHARACTER[p.character]?.name ?? p.character));
  }
  for (const n of v.intruders) assert.ok(html.includes(`data-intruder="${n.id}"`));
  // Shapes as well as colours: every seat carries the app's one symbol for it, and its one colour.
  assert.match(html, /Ana \(/);
  assert.match(html, /Bo \(/);
  assert.ok(html.includes(`fill="${SEAT_COLORS[1]}"`), 'seat 2 drawn in its colour');
  assert.match(html, /Time \d+/);
});

test('the board shows only what the viewer may see', () => {
  const t = position();
  const mine = render(t, 0);
  const theirs = render(t, 1);
  const own0 = mine.v.players[0]?.own;
  assert.ok(own0, 'seat 0 sees its own cards');
  assert.equal(mine.v.players[1]?.own, null);
  assert.match(mine.html, /Your cards/);
  // Seat 1's screen never carries seat 0's secret objectives, nor does seat 0's show seat 1's.
  for (const o of own0.objectives)
    if (!theirs.v.players[1]?.own?.objectives.includes(o)) assert.ok(!theirs.html.includes(o));
  for (const o of theirs.v.players[1]?.own?.objectives ?? [])
    if (!own0.objectives.includes(o)) assert.ok(!mine.html.includes(o));
  // A spectator sees no one's cards; face-down rooms carry no tile name.
  const spectator = renderToString(
    createElement(NemesisBoard, {
      view: t.view('spectator'),
      names: [],
      me: 'spectator',
      legal: [],
      changed: new Set<string>(),
    }),
  );
  assert.doesNotMatch(spectator, /Your cards/);
  for (const r of mine.v.rooms) if (!r.tile) assert.equal(r.tile, null);
});

test('a seat has one symbol and one colour across the app: panel, boards, stylesheet', async () => {
  const { SEAT_COLORS: colors, SEAT_SYMBOLS } = await import('../src/ui/seat-identity.ts');
  const { seatShape } = await import('../src/ui/seats.tsx');
  const css = readFileSync(new URL('../src/styles.css', import.meta.url), 'utf8');
  for (let seat = 0; seat < 5; seat++) {
    assert.equal(seatShape(seat), SEAT_SYMBOLS[seat]);
    const rule = new RegExp(`\\.seat-${seat} \\.seat-shape[^{]*\\{\\s*color: (#[0-9a-f]{6})`).exec(css);
    assert.equal(rule?.[1], colors[seat], `seat ${seat + 1}'s colour in the stylesheet`);
  }
});
