/**
 * Computer actions (004: a character in a powered room with a computer uses one of the three actions
 * on the revealed card, which then goes under the deck; a Lock-down card resolves when revealed, and at
 * setup is shuffled back). The cards and their effects are designed (data/computer.ts); each effect is
 * pinned here on the basic board: section 1 holds isolation, r1-r3 and x1; section 2 the repository,
 * r4-r6 and x2; section 3 the backup room, r7-r10, x3 and x4.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyComputer, computerOptions, revealNext } from '../src/computer.ts';
import { sectionOf } from '../src/state.ts';
import type { GameState } from '../src/types.ts';
import { corridor, player, position, reveal, scripted } from './helpers.ts';

/** Two characters; seat 0 at a computer in r1 (section 1), every section powered, a known card on top. */
function atComputer(top: string): GameState {
  const s = position(['survivor', 'sentry']);
  reveal(s, 'r1', 'archive');
  player(s, 0).room = 'r1';
  s.power.active = [...s.power.sections].sort();
  s.computer = { top, deck: { 'terminal-b': 1 }, under: [] };
  return s;
}

const use = (s: GameState, choice: number) => applyComputer(s, player(s, 0), { choice }, scripted([0]).ctx);

describe('using the computer', () => {
  test('one option per action on the revealed card, only at a working computer', () => {
    const s = atComputer('terminal-a');
    assert.deepEqual(
      computerOptions(s, player(s, 0)).map((o) => o.params),
      [{ choice: 0 }, { choice: 1 }, { choice: 2 }],
    );
    assert.deepEqual(computerOptions(s, player(s, 1)), [], 'the repository has no computer');
  });

  test('the card used goes under the deck and the next one is revealed', () => {
    const s = atComputer('terminal-a');
    const before = player(s, 0).knowledge;
    use(s, 0);
    assert.equal(player(s, 0).knowledge, before + 1, 'terminal-a: knowledge');
    assert.deepEqual(s.computer.under, ['terminal-a']);
    assert.equal(s.computer.top, 'terminal-b');
  });

  test("close the doors: every open door of the character's room closes, and no other", () => {
    const s = atComputer('terminal-a');
    use(s, 1);
    assert.equal(corridor(s, 'isolation', 'r1').door, 'closed');
    assert.equal(corridor(s, 'r1', 'r2').door, 'closed');
    assert.equal(corridor(s, 'r2', 'elevator-1').door, 'open');
  });

  test("open the doors: every closed door touching the character's section opens; other sections keep theirs", () => {
    const s = atComputer('terminal-b');
    for (const c of s.corridors) c.door = 'closed';
    const broken = corridor(s, 'r1', 'r2');
    broken.door = 'destroyed';
    use(s, 1);
    for (const c of s.corridors) {
      if (c === broken) continue;
      const touches = sectionOf(c.a) === 1 || sectionOf(c.b) === 1;
      assert.equal(c.door, touches ? 'open' : 'closed', `${c.a}-${c.b}`);
    }
    assert.equal(broken.door, 'destroyed', 'a destroyed door stays destroyed');
  });

  test("silence: noise leaves the section's corridors with no living character at either end", () => {
    const s = atComputer('terminal-a');
    for (const c of s.corridors) c.noise = true;
    use(s, 2);
    for (const c of s.corridors) {
      const inSection = sectionOf(c.a) === 1 || sectionOf(c.b) === 1;
      const occupied = [c.a, c.b].some((r) => s.players.some((p) => p.status === 'alive' && p.room === r));
      assert.equal(c.noise, !(inSection && !occupied), `${c.a}-${c.b}`);
    }
  });

  test("extinguish: the fires of the character's section go out, the others burn on", () => {
    const s = atComputer('terminal-b');
    const fires = ['r2', 'r3', 'r4', 'r8'];
    for (const r of fires) (s.rooms[r] as { fire: boolean }).fire = true;
    use(s, 2);
    assert.deepEqual(
      fires.filter((r) => s.rooms[r]?.fire),
      ['r4', 'r8'],
    );
  });

  test('power the elevator: its token joins the active ones once', () => {
    const s = atComputer('terminal-c');
    s.power.active = s.power.active.filter((t) => t !== s.power.elevator);
    use(s, 1);
    assert.ok(s.power.active.includes(s.power.elevator));
    const active = [...s.power.active];
    s.computer.top = 'terminal-c';
    use(s, 1);
    assert.deepEqual(s.power.active, active);
  });
});

describe('Lock-down cards', () => {
  test('at setup a Lock-down card is shuffled back and the next card shown, with no log line', () => {
    const s = atComputer('terminal-a');
    s.computer = { top: '', deck: { 'lockdown-seal': 1, 'terminal-b': 1 }, under: [] };
    const rng = scripted([0, 0]);
    revealNext(s, rng.ctx, true);
    assert.equal(s.computer.top, 'terminal-b');
    assert.deepEqual(s.computer.deck, { 'lockdown-seal': 1 });
    assert.deepEqual(rng.events, []);
  });

  test('in play a Blackout drops the highest power token, goes under the deck, and the next card shows', () => {
    const s = atComputer('terminal-a');
    s.power.active = [1, 2, 3];
    s.computer = { top: 'terminal-a', deck: { 'lockdown-blackout': 1 }, under: ['terminal-d'] };
    const rng = scripted([0]);
    revealNext(s, rng.ctx);
    assert.deepEqual(s.power.active, [1, 2]);
    assert.equal(s.computer.top, 'terminal-d');
    assert.deepEqual(s.computer.under, ['lockdown-blackout']);
    assert.ok(rng.events.some((e) => e.rule === 'computer.reveal'));
  });

  test('a Seal closes the open doors of the section with the most living characters, the lowest on a tie', () => {
    const s = atComputer('terminal-a');
    // Section 1: seat 0 in r1; section 2: seat 1 in the repository; a tie goes to section 1.
    s.computer = { top: 'terminal-a', deck: { 'lockdown-seal': 1 }, under: ['terminal-d'] };
    revealNext(s, scripted([0]).ctx);
    for (const c of s.corridors) {
      const touches = sectionOf(c.a) === 1 || sectionOf(c.b) === 1;
      assert.equal(c.door, touches ? 'closed' : 'open', `${c.a}-${c.b}`);
    }
    // Now two living characters in section 3, one in section 1 dead: section 3 is sealed.
    const t = atComputer('terminal-a');
    for (const c of t.corridors) c.door = 'open';
    player(t, 0).room = 'r8';
    player(t, 1).room = 'r9';
    t.computer = { top: 'terminal-a', deck: { 'lockdown-seal': 1 }, under: ['terminal-d'] };
    revealNext(t, scripted([0]).ctx);
    for (const c of t.corridors) {
      const touches = sectionOf(c.a) === 3 || sectionOf(c.b) === 3;
      assert.equal(c.door, touches ? 'closed' : 'open', `${c.a}-${c.b}`);
    }
  });

  test('the dead do not count toward the sealed section', () => {
    const s = position(['survivor', 'sentry', 'lab-rat']);
    s.computer = { top: 'terminal-a', deck: {}, under: [] };
    // Two dead in section 3, one living character in section 2: section 2 is sealed.
    player(s, 0).room = 'r8';
    player(s, 0).status = 'dead';
    player(s, 2).room = 'r9';
    player(s, 2).status = 'dead';
    player(s, 1).room = 'r4';
    s.computer = { top: 'terminal-a', deck: { 'lockdown-seal': 1 }, under: ['terminal-d'] };
    revealNext(s, scripted([0]).ctx, false, 1);
    for (const c of s.corridors) {
      const touches = sectionOf(c.a) === 2 || sectionOf(c.b) === 2;
      assert.equal(c.door, touches ? 'closed' : 'open', `${c.a}-${c.b}: section 2 holds the only living character`);
    }
  });
});
