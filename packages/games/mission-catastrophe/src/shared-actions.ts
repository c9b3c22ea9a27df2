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
/**
 * Whether an action only sets a seat's table preference: the auto-pass switch (in a turn, or "pass and
 * pass from now on" in a window) changes no game fact, only whether later windows ask the seat.
 */
export function isSeatSetting(action: { type: string }): boolean {
  return action.type === 'auto';
}

/** By module index. */
export const MOVE: readonly McAction[] = MODULES.map((_, to) => fixed({ type: 'move', to }));
export const ORDER: readonly McAction[] = MODULES.map((_, m) => fixed({ type: 'order', m }));
/** By pod index (at most one pod per module). */
export const VIEW: readonly McAction[] = MODULES.map((_, pod) => fixed({ type: 'view', pod }));

const MODULE_INDEXES = MODULES.map((_, m) => m);

/** Plays whose one parameter is a module: `{ type: 'play', card, [key]: m }`, by module index. */
function playsTo(card: string, key: string): readonly McAction[] {
  return MODULE_INDEXES.map((m) => fixed({ type: 'play', card, [key]: m }));
}

export const EVA_TO = playsTo('eva', 'to');
export const REMOTE_REPAIR = playsTo('remote-repair', 'target');
/** Scavenge, by source module then target module (a status cube moves from one to the other). */
export const SCAVENGE: readonly (readonly McAction[])[] = MODULE_INDEXES.map((from) =>
  MODULE_INDEXES.map((to) => fixed({ type: 'play', card: 'scavenge', from, to })),
);
/** Module uses without parameters, by module index. */
export const USE_MODULE: readonly McAction[] = MODULE_INDEXES.map((m) => fixed({ type: 'module', m }));
