import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { type Action, type MatchView, Table } from '@airlock/engine';
import { type SaView, spaceAlert } from '@airlock/space-alert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { heardLine, heardText, phaseLeft, spokenText, transferLeft } from '../src/boards/space-alert/announcements.ts';
import { threatName } from '../src/boards/space-alert/labels.ts';

const { SpaceAlertBoard } = await import('../src/boards/space-alert/SpaceAlertBoard.tsx');

function render(t: Table, seat: number): string {
  return renderToString(
    createElement(SpaceAlertBoard, {
      view: t.view(seat) as MatchView<SaView>,
      names: ['Ana', 'Bo'],
      me: seat,
      legal: t.legal(seat),
      onAct: () => {},
      changed: new Set<string>(),
    }),
  ).replace(/<!-- -->/g, '');
}

/** Plays the stepped clock (every seat ready) until `until` holds for seat 0's view. */
function until(t: Table, done: (v: SaView) => boolean): SaView {
  for (let i = 0; i < 400; i++) {
    const v = t.view(0).view as SaView;
    if (done(v)) return v;
    const p = t.pending();
    if (p.some((x) => x.actor === 'system')) t.act('system', t.legal('system')[0] as Action);
    else for (const x of p) t.act(x.actor, t.legal(x.actor).find((a) => a.type === 'ready') as Action);
  }
  throw new Error('never reached');
}

test('each kind of announcement has its own words, shown with its soundtrack time and spoken without symbols', () => {
  const t = new Table(spaceAlert, { players: 2, options: {}, seed: 1 });
  const v = until(t, (x) => x.stage !== 'planning' || x.heard.some((e) => e.what === 'warning' && e.left === 5));
  const lines = v.heard.map((e, i) => heardText(e, v, i));
  const threat = v.heard.findIndex((e) => e.what === 'threat');
  assert.match(lines[threat] as string, /^Time T\+\d+, (serious )?threat, (red zone|white zone|blue zone|internal)/);
  // A confirmed threat names its card once announced.
  const named = v.announced.findIndex((a) => a.threat);
  assert.ok(named >= 0, 'a threat was announced with its card');
  const at = v.heard.map((e, i) => (e.what === 'threat' ? i : -1)).filter((i) => i >= 0)[named] as number;
  assert.ok(
    (lines[at] as string).includes(`: ${threatName(v.announced[named]?.threat ?? null)}`),
    'the threat card is named',
  );
  assert.equal(lines[v.heard.findIndex((e) => e.what === 'comms-down')], 'Communications down: no talking');
  const warnings = v.heard.flatMap((e, i) => (e.what === 'warning' ? [lines[i]] : []));
  assert.deepEqual(warnings, ['Phase 1 ends in 60 seconds', 'Phase 1 ends in 20 seconds', 'Phase 1 ends in 5 seconds']);
  const first = v.heard[threat] as { at: number };
  const m = Math.floor(first.at / 60000);
  const sec = String(Math.floor(first.at / 1000) % 60).padStart(2, '0');
  assert.equal(heardLine(v.heard[threat] as SaView['heard'][number], v, threat), `${m}:${sec} ${lines[threat]}`);
  assert.equal(spokenText('time T+4, threat, red zone: Fighter'), 'time T plus 4, threat, red zone. Fighter');
});

test('the board shows the deadline after the first warning, and urges when twenty seconds are left', () => {
  const t = new Table(spaceAlert, { players: 2, options: {}, seed: 1 });
  assert.ok(!render(t, 0).includes('data-testid="sa-left"'), 'no countdown before the phase length is told');
  let v = until(t, (x) => x.heard.some((e) => e.what === 'warning' && e.left === 60));
  let html = render(t, 0);
  assert.ok(html.includes(`Phase 1 ends in <strong>${phaseLeft(v)} s</strong>`));
  assert.ok(!html.includes('sa-deadline urgent'));
  v = until(t, (x) => x.heard.some((e) => e.what === 'warning' && e.left === 20));
  html = render(t, 0);
  assert.ok((phaseLeft(v) as number) <= 20);
  assert.ok(html.includes('sa-deadline urgent'), 'the last twenty seconds stand out');
  assert.ok(html.includes('its turns lock at the end'));
  // The voice switch and the line where each new announcement is shown are on the planning screen.
  assert.ok(html.includes('data-testid="sa-voice"') && html.includes('aria-live="assertive"'));
});

test('communications down and data transfer show on the board; the transfer says how long it stays open', () => {
  const t = new Table(spaceAlert, { players: 2, options: {}, seed: 1 });
  until(t, (x) => !x.comms);
  assert.ok(render(t, 0).includes('Communications down: the crew may not talk'));
  const v = until(t, (x) => x.transfer.open);
  assert.equal(
    transferLeft(v, 15),
    15 - Math.floor((v.now - (v.heard.findLast((e) => e.what === 'transfer-open')?.at ?? 0)) / 1000),
  );
  const html = render(t, 0);
  assert.match(html, /Data transfer open for \d+ s more/);
  const gives = t.legal(0).filter((a) => a.type === 'give');
  assert.ok(gives.length > 0, 'the seat may give a card');
  assert.ok(html.includes('data-testid="sa-give"'), 'the give panel is shown');
  assert.equal(transferLeft({ ...v, transfer: { ...v.transfer, open: false } }, 15), null);
});
