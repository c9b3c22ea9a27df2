import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { type Action, type MatchView, Rng, Table } from '@airlock/engine';
import lifeform, {
  CHARACTERS,
  CREW_CARD,
  LIFEFORM_CARD,
  type LfView,
  MOTION_TRACK,
  SEARCH_CRISIS,
  VALLEY_FORGE,
} from '@airlock/lifeform';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const { LifeformBoard } = await import('../src/boards/lifeform/LifeformBoard.tsx');
const { lfLabel, lfGroup } = await import('../src/boards/lifeform/labels.ts');
const { placeOf } = await import('../src/boards/lifeform/places.ts');

const NAMES = ['Lena', 'Bo', 'Cy', 'Di'];

function render(t: Table, seat: number): string {
  const view = t.view(seat) as MatchView<LfView>;
  const p = t.pending()[0];
  const legal = p && p.actor === seat ? t.legal(seat) : [];
  return renderToString(
    createElement(LifeformBoard, { view, names: NAMES, me: seat, legal, onAct: () => {}, changed: new Set<string>() }),
  );
}

/** Plays random legal moves, calling `each` before every move; stops at the end or after `steps`. */
function play(players: number, seed: number, steps: number, each: (t: Table, actor: number, legal: Action[]) => void) {
  const t = new Table(lifeform, { players, options: { evolution: seed % 2 === 0 }, seed });
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < steps && !t.result(); i++) {
    const p = t.pending()[0];
    if (!p || typeof p.actor !== 'number') break;
    const legal = t.legal(p.actor);
    each(t, p.actor, legal);
    t.act(p.actor, legal[rng.int(0, legal.length - 1)] as Action);
  }
  return t;
}

test('the board draws every chamber, every link within a deck and a stub for every link between decks', () => {
  const t = play(3, 3, 40, () => {});
  const html = render(t, 1);
  for (const c of VALLEY_FORGE.chambers) assert.ok(html.includes(`data-room="${c.id}"`), `chamber ${c.id} drawn`);
  const deck = Object.fromEntries(VALLEY_FORGE.chambers.map((c) => [c.id, c.deck]));
  const within = VALLEY_FORGE.links.filter((l) => deck[l.a] === deck[l.b]).length;
  const between = VALLEY_FORGE.links.length - within;
  assert.equal(html.match(/data-link=/g)?.length, within);
  assert.equal(html.match(/data-stub=/g)?.length, between * 2);
  for (const name of ['Self-destruct', 'Hostility', 'Malfunction', 'Android', 'Cocoon'])
    assert.ok(html.includes(`data-track="${name}"`), `track ${name}`);
  for (const col of ['weaponry', 'coolant', 'energy', 'spacesuits', 'halon'])
    assert.ok(html.includes(`data-column="${col}"`), `loadout column ${col}`);
  assert.match(html, /What the symbols mean/);
});

test("a crew seat's screen never marks the real image; the lifeform's screen marks exactly it", () => {
  let crewChecks = 0;
  let lifeChecks = 0;
  for (const players of [2, 3, 4]) {
    let k = 0;
    play(players, 10 + players, 160, (t, actor) => {
      if (k++ % 4 !== 0) return;
      const s = t.match.state as { real: string | null; images: { id: string; at: string | null; removed: boolean }[] };
      for (let seat = 1; seat < players; seat++) {
        if (seat !== actor && seat !== 1) continue;
        const html = render(t, seat);
        assert.doesNotMatch(html, /lf-real/, 'crew html carries no real-image class');
        assert.doesNotMatch(html, /\(the real lifeform\)/);
        assert.doesNotMatch(html, /lf-identity/);
        crewChecks++;
      }
      const real = s.images.find((i) => i.id === s.real && i.at && !i.removed);
      if (real) {
        const html = render(t, 0);
        assert.equal(html.match(/lf-image lf-real/g)?.length, 1, 'the lifeform sees its real image');
        assert.ok(html.includes(`data-token="i-${real.id}"`));
        assert.match(html, /is the real lifeform/);
        lifeChecks++;
      }
    });
  }
  assert.ok(crewChecks > 40 && lifeChecks > 20, `${crewChecks} crew and ${lifeChecks} lifeform screens checked`);
});

/** Ids that must never reach a player: chambers, cards and characters whose id is not their name. */
const RAW = [
  ...VALLEY_FORGE.chambers.filter((c) => c.name.toLowerCase() !== c.id).map((c) => c.id),
  ...Object.keys(CREW_CARD).filter((id) => id.includes('-')),
  ...Object.keys(LIFEFORM_CARD).filter((id) => id.includes('-')),
  ...CHARACTERS.map((c) => c.id),
];

test('every legal action of random games reads as words, and every one with a place names a real chamber', () => {
  let n = 0;
  const chambers = new Set(VALLEY_FORGE.chambers.map((c) => c.id));
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    play(2 + (seed % 3), seed, 1500, (t, actor, legal) => {
      const view = t.view(actor);
      for (const a of legal) {
        const label = lfLabel(a, view, NAMES);
        n++;
        assert.doesNotMatch(label, /[{}[\]"]|undefined|NaN|null/, `${label} (${JSON.stringify(a)})`);
        assert.doesNotMatch(label, /\bi\d\b/, `image ids spelled out: ${label}`);
        for (const id of RAW)
          assert.ok(!new RegExp(`(^|[^\\w-])${id}($|[^\\w-])`).test(label), `raw id ${id} in "${label}"`);
        assert.match(label, /^[A-Z]/, `starts as a sentence: ${label}`);
        assert.ok(lfGroup(a).length > 0);
        const place = placeOf(a);
        if (place !== null) assert.ok(chambers.has(place), `${place} is a chamber`);
      }
    });
  }
  assert.ok(n > 2000, `${n} labels checked`);
});

test('chambers holding a legal move are buttons on the acting seat’s map, and only there', () => {
  let seen = 0;
  play(3, 21, 400, (t, actor, legal) => {
    const targets = new Set(legal.map(placeOf).filter((p): p is string => p !== null));
    if (targets.size === 0) return;
    const html = render(t, actor);
    const buttons = [...html.matchAll(/data-room="([^"]+)" role="button"/g)].map((m) => m[1]);
    assert.deepEqual(new Set(buttons), targets);
    // Another seat waiting for its turn gets no buttons.
    const other = actor === 1 ? 2 : 1;
    assert.doesNotMatch(render(t, other), /role="button"/);
    seen++;
  });
  assert.ok(seen > 20, `${seen} positions checked`);
});

test('Dragon’s Domain draws the same ship with the solo character', () => {
  const t = new Table(lifeform, { players: 1, options: { dragonsDomain: true }, seed: 5 });
  const html = render(t, 0);
  for (const c of VALLEY_FORGE.chambers) assert.ok(html.includes(`data-room="${c.id}"`));
  assert.match(html, /data-token="c-/);
});

type SoloGame = {
  motion: string;
  nerve: number;
  fear: number;
  bag: { alive: number; killed: number };
  crisis: Record<'A' | 'B' | 'C', Record<string, number>>;
  search: { sealed: string[]; kept: string[] } | null;
};

test("Dragon's Domain draws the motion tracker with the lifeform on its space, the fear track, crisis decks and the chit container", () => {
  const t = new Table(lifeform, { players: 1, options: { dragonsDomain: true }, seed: 8 });
  const rng = Rng.fromSeed(8);
  let checked = 0;
  for (let i = 0; i < 120 && !t.result(); i++) {
    const html = render(t, 0);
    const g = (t.view(0).view as { game: SoloGame }).game;
    for (const sp of MOTION_TRACK.spaces) assert.ok(html.includes(`data-motion-space="${sp.id}"`), `space ${sp.id}`);
    assert.equal(html.match(/data-testid="lf-motion-here"/g)?.length, 1, 'one lifeform marker');
    assert.match(
      html,
      new RegExp(`data-motion-space="${g.motion}"[^>]*>(?:(?!data-motion-space).)*lf-motion-here`, 's'),
    );
    const deck = (d: 'A' | 'B' | 'C') => Object.values(g.crisis[d]).reduce((a, b) => a + b, 0);
    assert.match(html, new RegExp(`Crisis decks left: A ${deck('A')} · B ${deck('B')} · C ${deck('C')}`));
    assert.equal(html.match(/data-chit="alive"/g)?.length ?? 0, g.bag.alive);
    assert.equal(html.match(/data-chit="killed"/g)?.length ?? 0, g.bag.killed);
    assert.match(html, /data-testid="lf-fear"/);
    assert.doesNotMatch(html, /lf-remora-board/, 'no Remora board without module C');
    checked++;
    const legal = t.legal(0);
    if (legal.length === 0) break;
    t.act(0, legal[rng.int(0, legal.length - 1)] as Action);
  }
  assert.ok(checked > 20, `${checked} positions drawn`);
});

test('13th Passenger C: the Remora board shows each shuttlecraft chamber, the tracks and kept cards by name; its actions read as words', () => {
  let labels = 0;
  let boards = 0;
  const kept = new Set(SEARCH_CRISIS.cards.map((c) => c.id));
  for (const seed of [1, 2, 3, 4]) {
    const t = new Table(lifeform, { players: 1, options: { dragonsDomain: true, ddCrisisSearch: true }, seed });
    const rng = Rng.fromSeed(seed);
    for (let i = 0; i < 400 && !t.result(); i++) {
      const view = t.view(0);
      const g = (view.view as { game: SoloGame }).game;
      if (i % 10 === 0 || (g.search?.kept.length ?? 0) > 0) {
        const html = render(t, 0);
        assert.match(html, /data-testid="lf-remora-board"/);
        assert.equal(html.match(/data-shuttle=/g)?.length, 5);
        for (const k of g.search?.kept ?? []) assert.ok(!html.includes(k), `kept card ${k} shown by name`);
        boards++;
      }
      const legal = t.legal(0);
      if (legal.length === 0) break;
      for (const a of legal) {
        const label = lfLabel(a, view, NAMES);
        labels++;
        assert.doesNotMatch(label, /[{}[\]"]|undefined|NaN|null/, label);
        assert.match(label, /^[A-Z]/, label);
        for (const id of kept) assert.ok(!label.includes(id), `raw card id in "${label}"`);
        if (a.type === 'guess') assert.equal(placeOf(a), null, 'a shuttlecraft chamber is not a ship chamber');
        if (a.type === 'free') assert.doesNotMatch(label, /^Free/, `free actions say what they do: ${label}`);
      }
      t.act(0, legal[rng.int(0, legal.length - 1)] as Action);
    }
  }
  assert.ok(boards > 20 && labels > 500, `${boards} boards, ${labels} labels`);
});

test('the rules help has a Lifeform summary before the table help', async () => {
  const { helpFor } = await import('../src/rules.ts');
  const help = helpFor('lifeform');
  assert.ok(help.length >= 5);
  assert.equal(help[0]?.title, 'Lifeform in short');
  assert.match(help.map((h) => h.text.join(' ')).join(' '), /Remora/);
});

const { lfTouchedSince } = await import('../src/boards/lifeform/highlights.ts');
const { forgetTurns, sinceYourTurn } = await import('../src/ui/since-your-turn.ts');

/** The map and track share of a multiplayer view, as the board compares it. */
function snap(v: LfView) {
  return {
    ship: {
      chars: v.chars,
      images: v.images,
      candidates: v.candidates,
      identity: v.identity,
      outages: v.outages,
      terror: v.terror,
      missions: v.missions,
      android: v.android,
      door: v.door,
      breach: v.breach,
      cat: v.extras?.cat?.at ?? null,
    },
    tracks: { tracks: v.tracks, android: v.android, players: v.players },
  };
}

test('Lifeform highlights: a character who moved touches the chamber left and the one entered, and only changed chambers', () => {
  for (const seed of [3, 8]) {
    const t = play(3, seed, 20, () => {});
    const before = (t.view(1) as MatchView<LfView>).view;
    const rng = Rng.fromSeed(seed);
    for (let i = 0; i < 12 && !t.result(); i++) {
      const p = t.pending()[0];
      if (!p || typeof p.actor !== 'number') break;
      const legal = t.legal(p.actor);
      t.act(p.actor, legal[rng.int(0, legal.length - 1)] as Action);
    }
    const after = (t.view(1) as MatchView<LfView>).view;
    const touched = lfTouchedSince(snap(before), snap(after));
    for (const c of after.chars) {
      const was = before.chars.find((b) => b.id === c.id);
      if (!was || was.at === c.at || !c.alive || !was.alive) continue;
      if (was.at) assert.ok(touched.rooms.has(was.at), `${c.id} left ${was.at}`);
      if (c.at) assert.ok(touched.rooms.has(c.at), `${c.id} entered ${c.at}`);
    }
    const here = (v: LfView, room: string) =>
      JSON.stringify([
        v.chars.filter((c) => c.alive && c.at === room).map((c) => [c.id, c.hidden]),
        v.images.filter((i) => !i.removed && i.at === room).map((i) => i.id),
        v.outages.includes(room),
        v.terror.includes(room),
        v.missions[room] ?? 0,
      ]);
    for (const c of VALLEY_FORGE.chambers)
      if (here(before, c.id) !== here(after, c.id)) assert.ok(touched.rooms.has(c.id), `${c.id} changed`);
    assert.ok(touched.rooms.size < VALLEY_FORGE.chambers.length, 'not every chamber is outlined');
    if (before.tracks.hostility !== after.tracks.hostility) assert.ok(touched.tracks.has('Hostility'));
    if (before.tracks.selfDestruct === after.tracks.selfDestruct) assert.ok(!touched.tracks.has('Self-destruct'));
    assert.equal(lfTouchedSince(null, snap(after)).rooms.size, 0, 'nothing is news on a first look');
    const same = lfTouchedSince(snap(after), snap(after));
    assert.equal(same.rooms.size + same.tracks.size, 0);
  }
});

test('the Lifeform board outlines and names what changed since the seat’s last turn', () => {
  forgetTurns();
  const t = new Table(lifeform, { players: 3, options: { evolution: false }, seed: 3 });
  const rng = Rng.fromSeed(3);
  const actor = () => t.pending()[0]?.actor;
  const step = () => {
    const a = actor();
    if (typeof a !== 'number') return;
    const legal = t.legal(a);
    t.act(a, legal[rng.int(0, legal.length - 1)] as Action);
  };
  for (let i = 0; i < 60 && actor() !== 1; i++) step();
  assert.equal(actor(), 1, 'seat 1 is asked');
  const first = render(t, 1);
  assert.doesNotMatch(first, /data-testid="lf-news"|changed since your last turn/, 'nothing new on a first look');
  const mine = t.legal(1)[0] as Action;
  const key = `lifeform:${NAMES.join('|')}`;
  sinceYourTurn(key, t.view(1) as MatchView, 1, () => {}).act?.(mine);
  t.act(1, mine);
  render(t, 1);
  let seen = false;
  for (let i = 0; i < 200 && !t.result(); i++) {
    step();
    if (actor() === 1) {
      const later = render(t, 1);
      if (/data-testid="lf-news"/.test(later)) {
        assert.match(later, /Since your last turn: /);
        assert.match(later, /changed since your last turn/);
        assert.match(later, /<animate attributeName="stroke-width"/, 'a short pulse on what changed');
        seen = true;
        break;
      }
      const m = t.legal(1)[0] as Action;
      sinceYourTurn(key, t.view(1) as MatchView, 1, () => {}).act?.(m);
      t.act(1, m);
      render(t, 1);
    }
  }
  assert.ok(seen, 'the other seats’ turns show on seat 1’s board');
});

test('the board names icons and cards as the game does: a two-move icon moves two crew members, the Mining Laser by name', async () => {
  const { cardName, iconWords } = await import('../src/boards/lifeform/labels.ts');
  const game = await import('@airlock/lifeform');
  assert.equal(iconWords('move2', false), 'move two crew members');
  assert.equal(iconWords('move2', false), game.iconName('move2', false));
  assert.equal(iconWords('move-b', true), game.iconName('move-b', true));
  assert.equal(cardName(game.MINING_LASER), 'the Mining Laser');
  for (const c of SEARCH_CRISIS.cards) assert.equal(cardName(c.id), c.name);
});

test('the showdown’s votes and hibernation’s split read apart: the item named, each count with its player', () => {
  const view = { viewer: 1, view: { stack: [{ k: 'share', n: 3, seats: [1, 2] }] } } as unknown as MatchView;
  assert.equal(
    lfLabel({ type: 'vote', yes: true, item: 'remora' }, view, NAMES),
    'Cancel the fight with the Remora token',
  );
  assert.equal(lfLabel({ type: 'vote', yes: false }, view, NAMES), 'Let the fight go on');
  assert.equal(lfLabel({ type: 'share', counts: [2, 1] }, view, NAMES), 'Share the cards: 2 to Bo, 1 to Cy');
  assert.notEqual(lfLabel({ type: 'agree' }, view, NAMES), lfLabel({ type: 'refuse' }, view, NAMES));
});

test('answers that need no state read the same on the buttons as in the game’s own log', async () => {
  const { lifeform: game, createState } = await import('@airlock/lifeform');
  const s = createState({ players: 3, options: {}, rng: Rng.fromSeed('answers') } as never);
  const view = { viewer: 1, view: {} } as unknown as MatchView;
  const answers: Action[] = [
    { type: 'agree' },
    { type: 'refuse' },
    { type: 'vote', yes: true, item: 'halon' },
    { type: 'vote', yes: false },
    { type: 'noise', noisy: true },
    { type: 'noise', noisy: false },
    { type: 'calibrate', image: 'image-1' },
  ];
  for (const a of answers) {
    const words = game.describeAction?.(s, 1, a);
    assert.ok(words && !words.includes('undefined'), `${a.type} has words`);
    assert.equal(lfLabel(a, view, NAMES), words);
  }
});
