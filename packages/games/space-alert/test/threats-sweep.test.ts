import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { THREATS } from '../src/data/threats.ts';
import { TRAJECTORIES } from '../src/data/trajectories.ts';
import { threatEngine } from '../src/threats/index.ts';
import { cardOf, rt } from '../src/threats/runtime.ts';
import { pointsOf } from '../src/threats/scoring.ts';
import type { StationId } from '../src/threats/types.ts';
import { board, hit, pendingCalled, place, put, threatActions, turn } from './threats-helpers.ts';

const CREW_AT: StationId[] = ['upper-white', 'lower-red', 'upper-blue', 'lower-white'];

/** The calls a card makes need a card waiting to be called. */
function withCalled(ctx: ReturnType<typeof board>, id: string): void {
  const card = THREATS.find((c) => c.id === id);
  const calls = card && [...card.X, ...card.Y, ...card.Z].find((e) => e.kind === 'call-in');
  if (calls && calls.kind === 'call-in')
    pendingCalled(ctx, calls.what === 'internal' ? 'I1-05' : 'E1-07', calls.what === 'internal' ? 'internal' : 'blue');
}

describe('every catalogue card through the rules', () => {
  for (const card of THREATS) {
    for (const track of [1, 7]) {
      it(`${card.id} ${card.name} on trajectory ${track}: appears, moves, performs X/Y/Z and leaves`, () => {
        const ctx = board({ trajectories: { red: track, white: track, blue: track, internal: track }, seed: track });
        CREW_AT.forEach((st, i) => {
          put(ctx, i, st);
        });
        withCalled(ctx, card.id);
        ctx.s.turn = 1;
        const t = place(ctx, card.id, card.kind === 'external' ? 'red' : 'internal');
        assert.equal(t.state as string, 'active');
        assert.equal(t.position, TRAJECTORIES[track - 1]?.length);
        const squares: number[] = [t.position];
        for (let n = 1; n <= 12 && t.state === 'active' && !ctx.s.destroyed; n++) {
          if (n > 1) ctx.s.turn = n;
          threatEngine.startTurn?.(ctx);
          threatActions(ctx);
          squares.push(t.position);
        }
        // One more Threat Actions step at turn 13, then the jump.
        if (!ctx.s.destroyed) {
          ctx.s.turn = 13;
          threatActions(ctx);
          threatEngine.onJump?.(ctx);
        }
        for (let i = 1; i < squares.length; i++)
          assert.ok((squares[i] as number) <= (squares[i - 1] as number), 'never moves back');
        const seen = (rule: string) => ctx.frames?.some((f) => f.rule === rule && f.data?.threat === card.id);
        const x = TRAJECTORIES[track - 1]?.X ?? 0;
        if (!ctx.s.destroyed && card.id !== 'SI1-107' && Math.min(...squares) <= x && !rt(t).jumped)
          assert.ok(seen('threat.X'), 'X performed');
        if (t.state === 'survived') assert.ok(seen('threat.Z') || seen('threat.z-cancelled'), 'Z performed');
        if (!ctx.s.destroyed) {
          const moved =
            t.state === 'survived' || t.state === 'destroyed' || t.position < TRAJECTORIES[track - 1]!.length;
          assert.ok(moved, `${card.id} must move`);
          const pts = threatEngine.points(ctx, t);
          if (t.state === 'survived') assert.equal(pts, pointsOf(t, 'survived'));
          if (t.state === 'active') assert.equal(pts, 0);
        }
        assert.ok(ctx.frames?.some((f) => f.rule === 'threat.appear'));
        // The whole state stays plain JSON.
        assert.deepEqual(JSON.parse(JSON.stringify(ctx.s)), ctx.s);
      });
    }

    it(`${card.id} ${card.name}: can be destroyed and then scores its destroyed points`, () => {
      const ctx = board({ trajectories: { red: 7, white: 7, blue: 7, internal: 7 } });
      withCalled(ctx, card.id);
      ctx.s.turn = 1;
      const t = place(ctx, card.id, card.kind === 'external' ? 'red' : 'internal');
      if (card.kind === 'external') {
        rt(t).visible = true;
        for (let n = 1; n <= 12 && t.state === 'active'; n++) {
          turn(ctx, n, undefined, [[t, [hit('rocket', 20), hit('interceptors', 20, 1)]]]);
        }
      } else {
        const c = ctx.s.crew[0];
        if (!c) throw new Error('crew');
        for (let n = 1; n <= 12 && t.state === 'active'; n++) {
          turn(ctx, n, () => {
            if (card.inSpace) {
              c.inSpace = true;
              c.range = 1;
            } else if (card.id === 'SI3-107') {
              // The parasite needs a host first; another crew member with bots attacks it.
              if (rt(t).host < 0) threatEngine.onEnter?.(ctx, 1, 'move');
              const host = ctx.s.crew[1];
              if (host) c.station = { ...host.station };
            } else if (t.stations[0]) c.station = { ...t.stations[0] };
            c.squad = 0;
            ctx.s.ship.bots[0]!.leader = 0;
            ctx.s.ship.bots[0]!.disabled = false;
            c.knockedOut = false;
            ctx.s.ship.zones[c.station.zone].reactor = 3;
            for (let k = 0; k < 4; k++) threatEngine.crewAction(ctx, 0, card.fix, 2);
          });
        }
      }
      assert.equal(t.state, 'destroyed', `${card.id} should be destroyable`);
      assert.equal(threatEngine.points(ctx, t), pointsOf(t, 'destroyed'));
      assert.ok(cardOf(t).id === card.id);
    });
  }
});
