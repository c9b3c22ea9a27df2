import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type Action,
  createMatch,
  legalActionsOf,
  type MatchView,
  pendingOf,
  Rng,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import nemesis, { type GameState, type NLView } from '@airlock/nemesis-lockdown';
import { cardHelp, charName, nlGroup, nlHelp, nlLabel, objectiveName, roomName } from '../src/boards/nemesis/labels.ts';
import { ACTION_CARD } from '../src/boards/nemesis/data.ts';
import { actionLabel } from '../src/labels.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];

interface Seen {
  action: Action;
  label: string;
  view: MatchView<NLView>;
}

/** Random games over the option space; every decision's legal actions labelled from the actor's view. */
function collect(): Seen[] {
  const out: Seen[] = [];
  const setups: { players: number; options: Record<string, string> }[] = [
    { players: 1, options: {} },
    { players: 2, options: { side: 'mars' } },
    { players: 3, options: { roster: 'original', intruders: 'original' } },
    { players: 4, options: { mode: 'cooperative' } },
    { players: 5, options: { side: 'mars', mode: 'cooperative' } },
    { players: 3, options: {} },
  ];
  setups.forEach((setup, k) => {
    for (const seed of [11 + k, 101 + k]) {
      const m = createMatch(nemesis, { ...setup, seed });
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 1500; i++) {
        const p = pendingOf(nemesis, m)[0];
        if (!p || p.actor === 'system') break;
        const legal = legalActionsOf(nemesis, m, p.actor);
        if (legal.length === 0) break;
        const view = viewOf<NLView>(nemesis, m, p.actor);
        for (const action of legal) out.push({ action, label: nlLabel(action, view, NAMES), view });
        // Prefer anything but passing, so games go on long enough to reach rooms, fights and trades.
        const busy = legal.filter((a) => a.type !== 'pass' && a.type !== 'done');
        const pool = busy.length > 0 && rng.int(0, 9) > 0 ? busy : legal;
        stepUnchecked(nemesis, m, p.actor, pool[rng.int(0, pool.length - 1)] as Action);
      }
    }
  });
  return out;
}

const seen = collect();
console.log(
  `${seen.length} labels over ${new Set(seen.map((s) => s.view)).size} decisions; types: ${[...new Set(seen.map((s) => s.action.type))].sort().join(' ')}`,
);

test('every offered Nemesis action reads as a sentence, never as its data', () => {
  const types = new Set(seen.map((s) => s.action.type));
  // The kinds of choice any game offers early: drafting, moving, searching, fighting, cards, passing.
  for (const t of ['draft', 'keep-objective', 'move', 'careful', 'search', 'melee', 'card', 'room', 'pass', 'discard'])
    assert.ok(types.has(t), `random games offered a ${t} action`);
  for (const { action, label } of seen) {
    assert.notEqual(label, action.type, `${JSON.stringify(action)} has its own label`);
    assert.notEqual(label, actionLabel(action));
    assert.doesNotMatch(label, /undefined|NaN|\[object|[{}"]|=/, `${label} (${JSON.stringify(action)})`);
    assert.match(label, /^[A-Z]/, label);
    assert.ok(label.length < 160, `short enough: ${label}`);
    assert.notEqual(nlGroup(action), action.type, `${action.type} has a group`);
  }
});

test('choices offered together never read alike', () => {
  const bySet = new Map<unknown, Seen[]>();
  for (const s of seen) {
    const list = bySet.get(s.view) ?? [];
    list.push(s);
    bySet.set(s.view, list);
  }
  for (const list of bySet.values()) {
    const labels = new Map<string, Action>();
    for (const { action, label } of list) {
      const other = labels.get(label);
      assert.ok(!other, `"${label}" is both ${JSON.stringify(other)} and ${JSON.stringify(action)}`);
      labels.set(label, action);
    }
  }
});

test('labels use names from the view: rooms, cards, intruders and costs', () => {
  const move = seen.find((s) => s.action.type === 'move' && (s.action.pay as string[]).length > 0);
  assert.ok(move);
  assert.match(move.label, /^Move to (the [A-Z]|unexplored room|[A-Z][a-z]+ Room )/);
  assert.match(move.label, / · pay [A-Z]/);
  assert.doesNotMatch(move.label, /room r\d+ \(|pay [a-z]/);
  const shot = seen.find((s) => s.action.type === 'shoot' && typeof s.action.target === 'number');
  if (shot)
    assert.match(shot.label, /^Shoot the (Larva|Creeper|Adult|Breeder|Queen).* in .* \([A-Z][\w' -]+, \d ammo\)/);
  const melee = seen.find((s) => s.action.type === 'melee' && typeof s.action.target === 'number');
  assert.ok(melee);
  assert.match(melee.label, /^Fight the (Larva|Creeper|Adult|Breeder|Queen)/);
  const careful = seen.find((s) => s.action.type === 'careful');
  assert.ok(careful);
  assert.match(careful.label, /noise on exit \d, (toward |the technical corridors)/);
  const draft = seen.find((s) => s.action.type === 'draft');
  assert.ok(draft);
  assert.match(draft.label, /^Play the [A-Z]/);
  assert.match(nlHelp(draft.action) ?? '', /quest item [A-Z]/);
});

test('a label shows the acting seat only what its own view holds', () => {
  for (const { action, label, view } of seen) {
    const viewer = view.viewer as number;
    // Other seats' secret objectives never appear (the view has none of them outside the cooperative mode).
    for (const p of view.view.players) {
      if (p.seat === viewer || p.objectives !== null) continue;
      assert.equal(p.own, null, 'the view holds no other seat’s cards');
    }
    if (action.type === 'keep-objective') {
      const own = view.view.players[viewer]?.own?.objectives ?? [];
      assert.ok(own.includes(String(action.objective)));
      assert.equal(label, `Keep the ${objectiveName(String(action.objective))}`);
    }
  }
  // The same action labelled from two seats' views differs at most by what is public: a move of seat 0
  // labelled from a spectator's view names the same rooms.
  const move = seen.find((s) => s.action.type === 'move');
  assert.ok(move);
  const spectator = { ...move.view, viewer: 'spectator' as const };
  assert.equal(nlLabel(move.action, spectator, NAMES).split(' · ')[0], move.label.split(' · ')[0]);
});

/** A real mid-game state (player phase, the decider alive and out of combat) to set rare choices up in. */
function midGame(options: Record<string, string> = {}) {
  const m = createMatch<GameState>(nemesis, { players: 2, options, seed: 5 });
  const rng = Rng.fromSeed(5);
  for (let i = 0; i < 200; i++) {
    const p = pendingOf(nemesis, m)[0];
    if (!p || p.actor === 'system') break;
    const s = m.state;
    const me = s.players[p.actor as number];
    if (s.phase === 'player' && s.decisions.length === 0 && me && !s.intruders.some((n) => n.room === me.room))
      return { m, seat: p.actor as number };
    const legal = legalActionsOf(nemesis, m, p.actor).filter((a) => a.type !== 'pass');
    stepUnchecked(nemesis, m, p.actor, legal[rng.int(0, legal.length - 1)] as Action);
  }
  throw new Error('no quiet player-phase position');
}

test('the rarer choices (trade answers, elevator rides, full hands, crafting, the escape) have labels too', () => {
  const labels = (m: ReturnType<typeof midGame>['m'], seat: number) =>
    legalActionsOf(nemesis, m, seat).map((a) => ({ a, label: nlLabel(a, viewOf(nemesis, m, seat), NAMES) }));

  const trade = midGame();
  const other = 1 - trade.seat;
  const s = trade.m.state;
  (s.players[trade.seat] as GameState['players'][number]).inventory.push('bandage');
  (s.players[other] as GameState['players'][number]).inventory.push('medkit');
  s.decisions.push({
    kind: 'trade-offer',
    seat: other,
    from: trade.seat,
    item: 'bandage',
    hand: null,
    color: 'green',
    askHand: null,
  });
  const answers = labels(trade.m, other);
  assert.deepEqual(
    answers.map((x) => x.label),
    [
      `Accept: give Medkit for Bandage from ${NAMES[trade.seat]} (${charName(s.players[trade.seat]?.character ?? '')})`,
      'Refuse the trade',
    ],
  );
  s.decisions.pop();

  s.decisions.push({ kind: 'ride', seat: other, to: 'elevator-2' });
  const elevator = roomName(viewOf<NLView>(nemesis, trade.m, other).view, 'elevator-2');
  assert.equal(elevator, 'the Elevator Room (section 2)');
  assert.deepEqual(
    labels(trade.m, other).map((x) => x.label),
    [`Ride the elevator along to ${elevator}`, 'Stay behind'],
  );
  s.decisions.pop();

  const me = s.players[trade.seat] as GameState['players'][number];
  me.hands = [
    { kind: 'item', name: 'pistol', ammo: 2 },
    { kind: 'object', name: 'egg', ammo: 0 },
  ];
  s.decisions.push({ kind: 'hands-full', seat: trade.seat, item: 'rifle', ammo: 3 });
  assert.deepEqual(
    labels(trade.m, trade.seat).map((x) => x.label),
    ['Drop Pistol (2 ammo) to take Assault Rifle', 'Drop the egg to take Assault Rifle', 'Leave Assault Rifle behind'],
  );
  s.decisions.pop();

  me.hands = [];
  me.inventory = ['battery', 'cables', 'clothes', 'duct-tape'];
  me.actionsLeft = 2;
  const crafts = labels(trade.m, trade.seat).filter((x) => x.a.type === 'craft');
  assert.ok(crafts.length > 0, 'crafting is offered');
  for (const c of crafts)
    assert.match(c.label, /^Craft (Taser|Enviro-Suit) from [A-Z][A-Za-z -]+( and [A-Z][A-Za-z -]+)? · pay [A-Z]/);
  const trades = labels(trade.m, trade.seat).filter((x) => x.a.type === 'trade');
  for (const t of trades) assert.match(t.label, /^Trade with the characters in this room · pay [A-Z]/);

  // A trade round with the other character in the room: gifts, offers for a colour or for a held thing.
  const mate = s.players[other] as GameState['players'][number];
  const mateRoom = mate.room;
  mate.room = me.room;
  mate.inventory = ['medkit'];
  mate.hands = [{ kind: 'item', name: 'rifle', ammo: 3 }];
  me.hands = [{ kind: 'item', name: 'pistol', ammo: 2 }];
  s.decisions.push({ kind: 'trade', seat: trade.seat, starter: trade.seat, order: [], budget: 2 });
  const mateName = `${NAMES[other]} (${charName(mate.character)})`;
  const round = labels(trade.m, trade.seat).map((x) => x.label);
  assert.ok(round.includes(`Give Battery to ${mateName}`), round.join('\n'));
  assert.ok(round.includes(`Give Pistol (2 ammo) to ${mateName}`), round.join('\n'));
  assert.ok(round.includes(`Offer Pistol (2 ammo) to ${mateName} for their Assault Rifle (3 ammo)`), round.join('\n'));
  assert.ok(
    round.some((l) => /^Offer Battery to .* for a [a-z]+ item$/.test(l)),
    round.join('\n'),
  );
  assert.equal(round.at(-1), 'End your part of the trade');
  s.decisions.pop();
  // The other side of a hand-for-hand offer: accept the swap or refuse.
  s.decisions.push({
    kind: 'trade-offer',
    seat: other,
    from: trade.seat,
    item: null,
    hand: 0,
    color: null,
    askHand: 0,
  });
  assert.deepEqual(
    labels(trade.m, other).map((x) => x.label),
    [
      `Accept: swap Assault Rifle (3 ammo) for Pistol (2 ammo) from ${NAMES[trade.seat]} (${charName(me.character)})`,
      'Refuse the trade',
    ],
  );
  s.decisions.pop();
  mate.room = mateRoom;

  // A fight: a pistol in hand, an adult in the room, an ammo box in the pack.
  me.hands = [{ kind: 'item', name: 'pistol', ammo: 2 }];
  me.inventory = ['ammo-box'];
  me.actionsLeft = 2;
  s.intruders.push({ id: 77, kind: 'adult', room: me.room, injuries: 1 });
  const here = roomName(viewOf<NLView>(nemesis, trade.m, trade.seat).view, me.room);
  const fight = labels(trade.m, trade.seat).map((x) => x.label);
  assert.ok(
    fight.some((l) => l.startsWith(`Shoot the Adult (1 injury) in ${here} (Pistol, 2 ammo) · pay `)),
    fight.join('\n'),
  );
  assert.ok(fight.some((l) => l.startsWith('Fight the Adult (1 injury) hand to hand · pay ')));
  assert.ok(fight.some((l) => l.startsWith('Use Ammo Box: reload Pistol: 2 → 4 ammo')));
  s.intruders.pop();

  const mars = midGame({ side: 'mars' });
  const walker = mars.m.state.players[mars.seat] as GameState['players'][number];
  walker.room = 'c5';
  walker.inventory = ['enviro-suit'];
  mars.m.state.intruders = mars.m.state.intruders.filter((n) => n.room !== 'c5');
  const walkOut = labels(mars.m, mars.seat).find((x) => x.a.type === 'escape');
  assert.ok(walkOut, 'the escape on foot is offered');
  assert.match(walkOut.label, /^Walk out to the bunker in your suit/);
});

test('every room action has its own words, rooms the random games did not reach included', () => {
  const cases: [string, (s: GameState, me: GameState['players'][number]) => void, RegExp][] = [
    [
      'laboratory',
      (s, me) => {
        (s.rooms[me.room] as { objects: { carcass: number } }).objects.carcass++;
      },
      /^Analyse a carcass lying here/,
    ],
    [
      'css-a',
      (s) => {
        s.time = 11;
      },
      /^Board CSS pod A, discarding your hand/,
    ],
    [
      'isolation',
      (s) => {
        s.time = 8;
      },
      /^Lock yourself in the isolation room/,
    ],
    [
      'testing-lab',
      (_s, me) => {
        me.knowledge = 4;
      },
      /^Make the Neutralizer/,
    ],
    [
      'defense',
      (s, me) => {
        const other = Object.values(s.rooms).find((r) => r.id !== me.room && r.explored && !r.malfunction);
        assert.ok(other);
        s.intruders.push({ id: 99, kind: 'adult', room: other.id, injuries: 0 });
      },
      /^Exterminate in (the [A-Z]|[A-Z]).* \((spending an item here|a malfunction here)\)/,
    ],
  ];
  for (const [tile, prepare, expected] of cases) {
    const { m, seat } = midGame();
    const me = m.state.players[seat] as GameState['players'][number];
    const room = m.state.rooms[me.room] as GameState['rooms'][string];
    room.tile = tile;
    room.explored = true;
    room.malfunction = false;
    room.items = 1;
    prepare(m.state, me);
    const view = viewOf<NLView>(nemesis, m, seat);
    const labels = legalActionsOf(nemesis, m, seat)
      .filter((a) => a.type === 'room')
      .map((a) => nlLabel(a, view, NAMES));
    assert.ok(labels.length > 0, `the ${tile} offers its action`);
    for (const l of labels) assert.match(l, expected, tile);
  }
  for (const { action, label } of seen) if (action.type === 'room') assert.doesNotMatch(label, /^Use /, label);
});

test('each action card of a hand is explained: what it does and what it costs', () => {
  for (const id of Object.keys(ACTION_CARD)) {
    assert.match(cardHelp(id), /^[a-z].* \((1 action|a reaction), (no extra card|discard \d more cards?)\)$/, id);
    assert.doesNotMatch(cardHelp(id), /undefined/);
  }
  assert.equal(cardHelp('contamination'), 'cannot be used to pay');
});
