/**
 * Effect dispatch: one handler per effect kind, held in a mapped type so that the compiler rejects a
 * missing handler or a handler for a kind the model does not have.
 */
import type { Ctx, ThreatOnBoard } from '../state.ts';
import { crewAt } from './crew.ts';
import { CREW_HANDLERS } from './effects-crew.ts';
import { SHIP_HANDLERS } from './effects-ship.ts';
import { THREAT_HANDLERS } from './effects-threat.ts';
import { rt } from './runtime.ts';
import type { Condition, Effect, EffectKind } from './types.ts';

export type Handler<K extends EffectKind> = (ctx: Ctx, t: ThreatOnBoard, e: Extract<Effect, { kind: K }>) => void;
export type Handlers = { [K in EffectKind]: Handler<K> };

export const HANDLERS: Handlers = { ...SHIP_HANDLERS, ...THREAT_HANDLERS, ...CREW_HANDLERS };

export function conditionHolds(ctx: Ctx, t: ThreatOnBoard, c: Condition): boolean {
  switch (c.kind) {
    case 'damaged':
      return t.damage > 0;
    case 'undamaged':
      return t.damage === 0;
    case 'damage-below':
      return t.damage < c.amount;
    case 'player-here':
      return t.stations.some((st) => crewAt(ctx, st).length > 0);
    case 'no-player-here':
      return !t.stations.some((st) => crewAt(ctx, st).length > 0);
    case 'phased-in':
      return !rt(t).returned;
    case 'phased-out':
      return rt(t).returned;
    default: {
      const never: never = c;
      throw new Error(`space-alert: unknown condition ${JSON.stringify(never)}`);
    }
  }
}

export function runEffect(ctx: Ctx, t: ThreatOnBoard, e: Effect): void {
  if (e.if && !conditionHolds(ctx, t, e.if)) return;
  (HANDLERS[e.kind] as Handler<EffectKind>)(ctx, t, e as never);
}
