import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { type Action, type MatchView, Table } from '@airlock/engine';
import { type Frame, type SaView, spaceAlert, TRAJECTORIES } from '@airlock/space-alert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const { namedThreats, threatName } = await import('../src/boards/space-alert/labels.ts');
const { replayShip } = await import('../src/boards/space-alert/replayShip.ts');
const { SpaceAlertBoard } = await import('../src/boards/space-alert/SpaceAlertBoard.tsx');
const { ShipView } = await import('../src/boards/space-alert/Ship.tsx');

const outcomeOf = (t: Table) => (t.view(0).view as SaView).outcome as NonNullable<SaView['outcome']>;

/** A solo full mission planned with seeded picks of the legal placements, resolved. */
function resolved(seed: number): Table {
  const t = new Table(spaceAlert, { players: 1, options: {}, seed });
  let x = seed;
  for (let i = 0; i < 3000 && !(t.view(0).view as SaView).outcome; i++) {
    if (t.pending().some((p) => p.actor === 'system')) {
      t.act('system', t.legal('system')[0] as Action);
      continue;
    }
    const legal = t.legal(0);
    const place = legal.filter((a) => a.type === 'place');
    x = (x * 1103515245 + 12345) % 2147483648;
    const pick = x % 5 !== 0 ? place[x % Math.max(1, place.length)] : undefined;
    t.act(0, pick ?? legal.find((a) => a.type === 'ready') ?? (legal.find((a) => a.type === 'advance') as Action));
  }
  return t;
}

test('the replay shows each turn end exactly as the resolution recorded it, and moves threats square by square', () => {
  const table = resolved(11);
  const v = table.view(0).view as SaView;
  assert.ok(v.outcome, 'resolved');
  const frames = v.outcome.frames;
  const snaps = frames.map((f, i) => ({ f, i })).filter(({ f }) => f.ship);
  assert.ok(snaps.length > 2, 'a snapshot at the start and after each turn');
  for (const { f, i } of snaps) {
    const snap = f.ship as NonNullable<Frame['ship']>;
    const pic = replayShip(v, frames, i);
    for (const z of ['red', 'white', 'blue'] as const) {
      assert.equal(pic.ship.reactor[z], snap.zones[z].reactor, `turn ${f.turn} ${z} reactor`);
      assert.equal(pic.ship.shield[z], snap.zones[z].shield, `turn ${f.turn} ${z} shield`);
      assert.deepEqual(pic.ship.damage[z], snap.zones[z].damage);
    }
    assert.equal(pic.ship.fuel, snap.fuel);
    assert.equal(pic.ship.rockets, snap.rockets);
    for (const th of snap.threats) {
      const m = pic.marks.find((x) => x.token === th.token);
      assert.ok(m, `threat token ${th.token} is drawn`);
      assert.equal(m.position, th.position);
      assert.equal(m.state, th.state);
    }
  }
  // Between turn ends, every advance puts its threat on the square the frame names.
  const advances = frames.map((f, i) => ({ f, i })).filter(({ f }) => f.rule === 'threat.advance');
  assert.ok(advances.length > 0, 'threats advanced');
  for (const { f, i } of advances) {
    const m = replayShip(v, frames, i).marks.find((x) => x.token === f.data?.token);
    assert.equal(m?.position, f.data?.to, `step ${i + 1}: ${f.text}`);
  }
  // Every energy frame's reactor level is what the picture shows at that step.
  for (const [i, f] of frames.entries()) {
    if (f.rule !== 'energy.shield' && f.rule !== 'energy.drain-reactor') continue;
    const z = f.data?.zone as 'red' | 'white' | 'blue';
    assert.equal(replayShip(v, frames, i).ship.reactor[z], f.data?.reactor, `step ${i + 1}: ${f.text}`);
  }
});

test('a shot step draws the shot on its trajectory; a record without energy data shows reactors as unknown', () => {
  let table = resolved(1);
  for (let seed = 2; seed < 30 && !outcomeOf(table).frames.some((f) => f.rule === 'damage.shot'); seed++)
    table = resolved(seed);
  const v = table.view(0).view as SaView;
  const frames = outcomeOf(table).frames;
  const shot = frames.findIndex((f) => f.rule === 'damage.shot');
  assert.ok(shot >= 0, 'some seeded mission has a shot hit a threat');
  const pic = replayShip(v, frames, shot);
  const d = frames[shot]?.data ?? {};
  assert.deepEqual(pic.shots, [{ zone: d.zone, position: d.distance, weapon: d.weapon }]);
  const html = renderToString(
    createElement(SpaceAlertBoard, {
      view: table.view(0) as MatchView<SaView>,
      names: ['Ana'],
      me: 0,
      legal: [],
      onAct: () => {},
      changed: new Set<string>(),
    }),
  );
  assert.ok(html.includes('data-testid="sa-replay"'));
  const drawn = renderToString(
    createElement(ShipView, {
      ship: pic.ship,
      trajectories: v.trajectories,
      threats: pic.marks,
      names: ['Ana'],
      step: { shots: pic.shots, delayed: [0], hurt: [] },
    }),
  );
  assert.ok(drawn.includes(`data-shot="${d.weapon}"`), 'the shot is drawn');
  assert.ok(drawn.includes('delayed this turn'), 'a delayed crew member says so');
  const bare = frames.map((f) => {
    const { ship: _ship, ...rest } = f;
    const data = { ...(rest.data ?? {}) };
    delete data.reactor;
    delete data.central;
    return { ...rest, data };
  });
  const old = replayShip(v, bare, bare.length - 1);
  assert.equal(old.energyKnown, false);
  assert.ok(Number.isNaN(old.ship.reactor.white), 'unknown, not guessed');
});

test('replay lines name threats by their card names, never by catalogue ids', () => {
  assert.equal(
    namedThreats('The heavy shot hits E1-08 with strength 5.'),
    `The heavy shot hits ${threatName('E1-08')} with strength 5.`,
  );
  assert.notEqual(threatName('E1-08'), 'E1-08');
  assert.equal(namedThreats('Crew 2 moves to upper-red.'), 'Crew 2 moves to upper-red.');
});

/** The `<g>` of one trajectory in the drawn ship. */
function trackOf(html: string, zone: string): string {
  const start = html.indexOf(`data-zone="${zone}"`);
  assert.ok(start >= 0, `the ${zone} trajectory is drawn`);
  const end = html.indexOf('class="sa-track"', start);
  return html.slice(start, end < 0 ? undefined : end);
}

test('an internal threat is drawn on the internal trajectory, square by square, like an external one', () => {
  let table = resolved(11);
  const internalAdvance = (t: Table) =>
    outcomeOf(t).frames.some((f) => f.rule === 'threat.advance' && f.data?.zone === 'internal');
  for (let seed = 12; seed < 60 && !internalAdvance(table); seed++) table = resolved(seed);
  const v = table.view(0).view as SaView;
  const frames = outcomeOf(table).frames;
  const steps = frames.map((f, i) => ({ f, i })).filter(({ f }) => f.data?.zone === 'internal');
  assert.ok(
    steps.some(({ f }) => f.rule === 'threat.advance'),
    'some seeded mission has an internal threat move',
  );
  const length = TRAJECTORIES[v.trajectories.internal - 1]?.length as number;
  for (const { f, i } of steps) {
    if (f.rule !== 'threat.appear' && f.rule !== 'threat.advance') continue;
    const square = (f.rule === 'threat.appear' ? f.data?.position : f.data?.to) as number;
    const pic = replayShip(v, frames, i);
    const mark = pic.marks.find((m) => m.token === f.data?.token);
    assert.deepEqual([mark?.zone, mark?.position, mark?.state], ['internal', square, 'active'], f.text);
    const html = renderToString(
      createElement(ShipView, { ship: pic.ship, trajectories: v.trajectories, threats: pic.marks, names: ['Ana'] }),
    );
    const track = trackOf(html, 'internal');
    // Squares are drawn from the far end (square `length`) to square 1; the token sits on its square.
    const rects = [...track.matchAll(/<rect x="(\d+)"/g)].map((m) => Number(m[1]));
    const squareX = rects[length - square] as number;
    // The token is a threat symbol (a nested <svg> placed by its corner): its centre is on the square's.
    const token = new RegExp(`data-threat="${f.data?.threat}"[^]*?<svg x="([\\d.]+)"[^>]*? width="([\\d.]+)"`).exec(
      track,
    );
    assert.ok(token, `step ${i + 1}: the threat is drawn on the internal trajectory`);
    assert.equal(Number(token[1]) + Number(token[2]) / 2, squareX + 14, `step ${i + 1}: on square ${square}`);
    for (const z of ['red', 'white', 'blue']) {
      assert.ok(!trackOf(html, z).includes(`data-threat="${f.data?.threat}"`), `not on the ${z} trajectory`);
    }
  }
});
