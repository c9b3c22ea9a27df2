/**
 * The resolution as a machine of named steps (the Mission Steps Board). Each turn:
 * 1. appear: threats announced for this turn enter their trajectories;
 * 2. actions: the crew's cards, in player order;
 * 3. damage: every shot of the turn hits external threats together (a rocket of last turn too);
 * 4. threats: threats act in token order, then the end-of-actions effects (called-in threats);
 * 5. end-turn: rockets in flight, the computer check (end of each phase's second turn), visual
 *    confirmation at phase ends, and the per-turn counters reset.
 * After the last turn (or an early jump), turn 13: interceptors return, a last rocket hits, the
 * threats act once more, and the ship jumps.
 */
import { type Ctx, lastTurn, note, type StepName, type ThreatOnBoard } from '../state.ts';
import { computerCheck, computerStartTurn } from '../ship/computer.ts';
import { interceptorsJump } from '../ship/interceptors.ts';
import { observationEndTurn } from '../ship/observation.ts';
import { rocketsEndTurn } from '../ship/rockets.ts';
import { playerActions } from './crew.ts';
import { computeDamage } from './external-damage.ts';
import { noteSnapshot } from './snapshot.ts';

/** Token order: numbered tokens by turn, an external before an internal of the same number, then
 *  called-in threats alpha..epsilon. */
export function tokenOrder(turn: number, internal: boolean, called?: number): number {
  return called ? 1000 + called : turn * 2 + (internal ? 1 : 0);
}

/**
 * Adds a threat to the board. The list is append-only, so an index into it stays valid for the whole
 * mission (the threat layer refers to callers and called cards by index); move order is the token
 * order, sorted when the threats act.
 */
export function placeThreat(ctx: Ctx, t: ThreatOnBoard): void {
  ctx.s.threats.push(t);
}

function byOrder(a: ThreatOnBoard, b: ThreatOnBoard): number {
  return a.order - b.order;
}

function appear(ctx: Ctx): void {
  const s = ctx.s;
  for (const sched of s.schedule) {
    if (sched.turn !== s.turn || sched.called) continue;
    const internal = sched.zone === 'internal';
    const t: ThreatOnBoard = {
      order: tokenOrder(s.turn, internal),
      catalogue: sched.threat,
      zone: sched.zone,
      trajectory: s.trajectories[sched.zone],
      position: 0,
      stations: [],
      damage: 0,
      state: 'active',
      appeared: s.turn,
      status: {},
    };
    placeThreat(ctx, t);
    // The threat layer records the `threat.appear` frame, with the square or stations it set.
    ctx.threats.appear(ctx, t);
  }
}

function threatActions(ctx: Ctx): void {
  // Only threats on the board when the step starts move: one placed during it (a call) waits.
  const movers = ctx.s.threats.filter((t) => t.state === 'active').sort(byOrder);
  for (const t of movers) {
    if (ctx.s.destroyed) return;
    if (t.state === 'active') ctx.threats.act(ctx, t);
  }
  if (!ctx.s.destroyed) ctx.threats.endThreatActions?.(ctx);
}

function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  rocketsEndTurn(ctx);
  if (s.turn <= lastTurn(s)) {
    computerCheck(ctx);
    observationEndTurn(ctx);
  }
  const ship = s.ship;
  ship.fired = 0;
  ship.liftUsers.red = 0;
  ship.liftUsers.white = 0;
  ship.liftUsers.blue = 0;
  ship.shots.length = 0;
  ship.shielded.length = 0;
  ship.stimulated.length = 0;
  ship.zones.red.tempShield = 0;
  ship.zones.white.tempShield = 0;
  ship.zones.blue.tempShield = 0;
  s.slowdown = 0;
}

/** Runs the current step and moves to the next one. */
/** What each step is, for the frame that opens it (a replay shows where every later frame belongs). */
const STEP_TEXT: Record<StepName, string> = {
  appear: 'Threats announced for this turn appear.',
  actions: 'The crew act, in player order.',
  damage: 'Damage to external threats is computed, all shots together.',
  threats: 'Threats act in token order.',
  'end-turn': 'End of the turn: rockets fly, the computer is checked, the phase may end.',
  return: 'Turn 13: the interceptors return.',
  'final-damage': 'Turn 13: a rocket still in flight hits.',
  'final-threats': 'Turn 13: the threats act one last time.',
  jump: 'The ship jumps to hyperspace.',
  done: 'The resolution is over.',
};

export function runStep(ctx: Ctx): void {
  const s = ctx.s;
  const wasDestroyed = s.destroyed !== null;
  if (ctx.frames) note(ctx, `step.${s.step}`, STEP_TEXT[s.step]);
  switch (s.step) {
    case 'appear':
      computerStartTurn(s);
      ctx.threats.startTurn?.(ctx);
      appear(ctx);
      s.step = 'actions';
      break;
    case 'actions':
      playerActions(ctx);
      s.step = 'damage';
      break;
    case 'damage':
      computeDamage(ctx);
      s.step = 'threats';
      break;
    case 'threats':
      threatActions(ctx);
      s.step = 'end-turn';
      break;
    case 'end-turn': {
      endTurn(ctx);
      if (ctx.frames) noteSnapshot(ctx, `The ship at the end of turn ${s.turn}.`);
      const last = lastTurn(s);
      if (s.turn >= last || s.jumpAfter === s.turn) {
        if (s.jumpAfter === s.turn && s.turn < last)
          note(ctx, 'jump.early', 'The Hypernavigator skips the remaining turns.');
        s.turn = 13;
        s.step = 'return';
      } else {
        s.turn++;
        s.step = 'appear';
      }
      break;
    }
    case 'return':
      ctx.threats.startTurn?.(ctx);
      interceptorsJump(ctx);
      s.step = 'final-damage';
      break;
    case 'final-damage':
      computeDamage(ctx);
      s.step = 'final-threats';
      break;
    case 'final-threats':
      threatActions(ctx);
      s.step = 'jump';
      break;
    case 'jump':
      ctx.threats.onJump?.(ctx);
      if (!s.destroyed) {
        note(ctx, 'jump', 'The ship jumps to hyperspace.');
        if (ctx.frames) noteSnapshot(ctx, 'The ship at the jump.');
      }
      s.step = 'done';
      break;
    case 'done':
      break;
    default: {
      const never: never = s.step;
      throw new Error(`unknown resolution step ${String(never)}`);
    }
  }
  if (s.destroyed && !wasDestroyed) {
    s.step = 'done';
    if (ctx.frames) noteSnapshot(ctx, 'The ship as it was destroyed.');
  }
}
