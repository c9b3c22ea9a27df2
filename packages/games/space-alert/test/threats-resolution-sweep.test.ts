/**
 * Every catalogue card through the whole resolution (the resolver's step machine with the real
 * threat engine): a busy crew, the card on turn 1 and again on turn 6 in another place, and its
 * called card when it calls one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '@airlock/engine';
import { THREATS } from '../src/data/threats.ts';
import { resolveMission } from '../src/resolution/mission.ts';
import { callsKind } from '../src/threats/calling.ts';
import type { ScheduledThreat } from '../src/types.ts';
import { input } from './resolution-helpers.ts';

const PLANS = ['< A A B A A C A A B A', '^ C X X C X X A > A X', '> A B A C ^ C A A B A', 'C B C C A A C A A C B A'];

describe('every catalogue card through a whole resolution', () => {
  for (const card of THREATS) {
    it(`${card.id} ${card.name}`, () => {
      const threats: ScheduledThreat[] = [
        { threat: card.id, turn: 1, zone: card.kind === 'external' ? 'red' : 'internal', unconfirmed: false },
        { threat: card.id, turn: 6, zone: card.kind === 'external' ? 'blue' : 'internal', unconfirmed: false },
      ];
      const calls = callsKind(card);
      if (calls === 'internal')
        threats.push({ threat: 'I1-05', turn: 0, zone: 'internal', unconfirmed: false, called: 1 });
      if (calls === 'external')
        threats.push({ threat: 'E1-07', turn: 0, zone: 'white', unconfirmed: false, called: 1 });
      const spec = { plans: PLANS, threats, trajectories: { red: 7, white: 5, blue: 3, internal: 4 } as const };
      const a = resolveMission(input(spec), Rng.fromSeed(card.id));
      const b = resolveMission(input(spec), Rng.fromSeed(card.id));
      assert.deepEqual(a, b, 'a pure function of input and seed');
      assert.ok(a.lastTurn >= 1 && a.lastTurn <= 13);
      assert.equal(a.survived, a.destroyed === null);
      if (a.survived) assert.equal(a.lastTurn, 13);
      const mine = a.score.threats.filter((t) => t.threat === card.id);
      assert.ok(mine.length >= 1, 'the card is scored');
      for (const t of mine) assert.ok(Number.isInteger(t.points) && t.points >= 0);
      assert.ok(a.frames.some((f) => f.rule === 'threat.appear'));
      assert.deepEqual(JSON.parse(JSON.stringify(a)), a);
    });
  }
});
