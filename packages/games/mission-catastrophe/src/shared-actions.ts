import { MODULES } from './data/ship.ts';
import type { McAction } from './state.ts';

/**
 * The plainest legal actions (no parameter, or one module or pod), made once and frozen: every legal
 * listing hands out these same objects instead of new ones, so random playouts and searches, which
 * list and drop thousands of actions a second, make that much less garbage. Frozen, because a chosen
 * action may end up in the state (a declared action waits in its window) and is shared by every
 * match: nothing may change it in place (a copy, `{ ...a }`, is the way to vary one).
 */
function fixed<A extends McAction>(a: A): A {
  return Object.freeze(a);
}

export const END = fixed({ type: 'end' });
export const DRAW = fixed({ type: 'draw' });
export const REPAIR = fixed({ type: 'repair' });
export const ESCAPE = fixed({ type: 'escape' });
export const PASS = fixed({ type: 'pass' });
export const AUTO_ON = fixed({ type: 'auto', on: true });
export const AUTO_OFF = fixed({ type: 'auto', on: false });
/** By module index. */
export const MOVE: readonly McAction[] = MODULES.map((_, to) => fixed({ type: 'move', to }));
export const ORDER: readonly McAction[] = MODULES.map((_, m) => fixed({ type: 'order', m }));
/** By pod index (at most one pod per module). */
export const VIEW: readonly McAction[] = MODULES.map((_, pod) => fixed({ type: 'view', pod }));
