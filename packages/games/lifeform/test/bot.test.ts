import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, type MatchView, Rng, type Seat } from '@airlock/engine';
import { heuristic } from '../src/bot/index.ts';
import { crewScore, deficit } from '../src/bot/crew.ts';
import { stowawayPick } from '../src/bot/lifeform.ts';
import { sharePick } from '../src/bot/showdown.ts';
import { soloScore } from '../src/bot/solo.ts';
import { STOWAWAY_CARDS } from '../src/data/objectives.ts';
import { lifeform } from '../src/index.ts';
import { legalOf, pendingOf } from '../src/flow.ts';
import { matches } from '../src/showdown.ts';
import type { LfState } from '../src/state.ts';
import { put, start, type Table, table } from './fixture.ts';
import { place, soloTable } from './solo-fixture.ts';

/** The seat's view of a fixture table, as the bots receive it. */
function viewFor(s: LfState, seat: Seat): MatchView {
  return {
    game: 'lifeform',
    players: s.players,
    options: {},
    step: 0,
    viewer: seat,
    view: lifeform.view(s, seat),
    pending: pendingOf(s),
    result: null,
  };
}

function ask(t: Table, seat: Seat, seed = 1): Action {
  return heuristic(viewFor(t.s, seat), legalOf(t.s, seat), Rng.fromSeed(seed));
}

function showdown(hand: string[]): Table {
  const t = table(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'reyes', 2, 'rem');
  t.s.stage = 'showdown';
  t.s.hands[1] = hand;
  t.s.hands[0] = ['slaughter', 'stalk'];
  t.s.showdown = { pool: { remora: 0, halon: 0 }, hostilityTokens: 2, lastTarget: null, fight: null, eliminated: [] };
  t.s.stack.push({ k: 'fight' });
  return t;
}

test('crew matching: the cheapest answer that survives, never a losing one (L857-892)', () => {
  // Slaughter shows claw claw fang; two tokens add claw claw: five icons, four of them claws.
  const t = showdown(['welding-rig', 'welding-rig', 'spanner', 'crawlspace', 'adrenaline', 'harpoon-gun']);
  t.act(0, { type: 'fight', target: 1, card: 'slaughter', tokens: 2, final: false });
  assert.deepEqual(t.pending(), [1]);
  const icons = t.s.showdown?.fight?.icons ?? [];
  assert.equal(icons.length, 5);
  const a = ask(t, 1);
  assert.equal(a.type, 'defend');
  assert.equal(a.sacrifice, 0, 'no character is given up when cards suffice');
  assert.ok(matches(icons, a.cards as string[], a.data as string[], 0), `${JSON.stringify(a)} matches ${icons}`);
  // Harpoon Gun (three wild) and Spanner (claw, fang) suffice; no single card does.
  const hand = t.s.hands[1] ?? [];
  assert.ok(!hand.some((c) => matches(icons, [c], [], 0)));
  assert.equal((a.cards as string[]).length, 2, JSON.stringify(a));
  t.act(1, a);
  assert.ok(!t.s.showdown?.eliminated.includes(1));
});

test('crew matching: a second character is given up only when no cards can do it', () => {
  const t = showdown(['crawlspace']);
  put(t, 'palmer', 1, 'rem');
  t.s.hands[0] = ['stalk'];
  t.act(0, { type: 'fight', target: 1, card: 'stalk', tokens: 0, final: false });
  // Stalk shows one claw: Crawlspace (spine, tail) cannot, two-for-one can.
  const a = ask(t, 1);
  assert.deepEqual(a.cards, ['crawlspace']);
  assert.equal(a.sacrifice, 0);
  const u = showdown([]);
  put(u, 'palmer', 1, 'rem');
  u.s.hands[0] = ['stalk'];
  u.act(0, { type: 'fight', target: 1, card: 'stalk', tokens: 0, final: false });
  assert.equal(ask(u, 1).sacrifice, 1, 'with no card, the surplus character matches the claw');
});

test('crew score: loading toward the bars, an objective done and a death move it the right way', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'reyes', 2, 'rem');
  t.s.objectives = [{ id: 'flight-logs', done: false }];
  const base = crewScore(t.s, 1);
  const need = deficit(t.s);
  t.s.loadout.weaponry++;
  assert.equal(deficit(t.s), need - 1);
  assert.ok(crewScore(t.s, 1) > base, 'a token below the bar is progress');
  const loaded = crewScore(t.s, 1);
  (t.s.objectives[0] as { done: boolean }).done = true;
  assert.ok(crewScore(t.s, 1) > loaded, 'an objective done is progress');
  const done = crewScore(t.s, 1);
  const c = t.s.chars[1];
  if (c) {
    c.alive = false;
    c.at = null;
  }
  assert.ok(crewScore(t.s, 1) < done, 'a death is a loss, though it needs one spacesuit less');
});

test('crew: agrees to a launch and proposes one when the Remora may leave', () => {
  const u = table(3);
  put(u, 'motoko', 1, 'rem');
  put(u, 'reyes', 2, 'rem');
  u.s.loadout = { weaponry: 3, coolant: 3, energy: 3, spacesuits: 2, halon: 0 };
  u.s.tracks.selfDestruct = 15;
  start(u, { k: 'activity', seat: 1 });
  assert.ok(legalOf(u.s, 1).some((a) => a.type === 'launch'));
  assert.equal(ask(u, 1).type, 'launch');
  u.act(1, { type: 'launch' });
  assert.deepEqual(u.pending(), [2]);
  assert.equal(ask(u, 2).type, 'agree');
  u.act(2, { type: 'agree' });
  assert.ok(u.s.over?.winners.includes(1), 'Ending A: the crew wins');
});

test('lifeform fight: attacks the survivor who cannot match, with an attack that hand cannot match (L814-898)', () => {
  const t = showdown(['crawlspace']);
  t.s.hands[2] = ['welding-rig', 'spanner', 'harpoon-gun', 'first-aid', 'cattle-prod', 'stun-baton'];
  const a = ask(t, 0);
  assert.equal(a.type, 'fight');
  assert.equal(a.target, 1, 'the one-card hand, not the six-card one');
  t.act(0, a);
  const icons = t.s.showdown?.fight?.icons ?? [];
  assert.ok(!matches(icons, ['crawlspace'], [], 0), `Crawlspace cannot match ${icons}`);
});

test('stowaway guess: a crew near ready launches around the 9-minute mark, one far behind later', () => {
  const legal = STOWAWAY_CARDS.map((_, i) => ({ type: 'stowaway', card: i }));
  const t = table(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'reyes', 2, 'rem');
  t.s.loadout = { weaponry: 3, coolant: 2, energy: 3, spacesuits: 1, halon: 0 };
  const near = STOWAWAY_CARDS[stowawayPick(t.s, legal).card as number];
  assert.ok(near && near.from <= 8 && near.to >= 8, JSON.stringify(near));
  t.s.loadout = { weaponry: 0, coolant: 0, energy: 0, spacesuits: 0, halon: 0 };
  t.s.objectives = [{ id: 'flight-logs', done: false }];
  const far = STOWAWAY_CARDS[stowawayPick(t.s, legal).card as number];
  assert.ok(far && far.to < 7, JSON.stringify(far));
});

test("Dragon's Domain survivor: boarding the Remora before the launch is possible scores as a trap", () => {
  const t = soloTable();
  place(t, 'bay');
  const outside = soloScore(t.s);
  place(t, 'rem');
  assert.ok(soloScore(t.s) < outside - 20, 'nobody leaves the Remora: boarding early ends the work');
  t.s.loadout = { weaponry: 3, coolant: 2, energy: 3, spacesuits: 1, halon: 0 };
  t.x.goals = { cat: true, umbilicus: true };
  t.s.data[0] = ['claw'];
  const aboard = soloScore(t.s);
  place(t, 'bay');
  assert.ok(soloScore(t.s) < aboard, 'with everything done, aboard is where to be');
});

test('the crew bot shares hibernation’s unseen cards with the emptiest hands first, ties to the earlier seat', () => {
  const t = table(3);
  t.s.hands[1] = ['spanner', 'sprint', 'first-aid'];
  t.s.hands[2] = ['spanner'];
  t.s.stack = [{ k: 'share', n: 4, seats: [1, 2] }];
  const legal = legalOf(t.s, 1);
  assert.deepEqual(sharePick(t.s, legal), { type: 'share', counts: [1, 3] });
  t.s.hands[2] = ['spanner', 'sprint', 'first-aid'];
  assert.deepEqual(sharePick(t.s, legal), { type: 'share', counts: [2, 2] });
});
