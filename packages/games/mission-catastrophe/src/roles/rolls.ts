import type { McState, WinData } from '../state.ts';

/** The module a damage window's dice pick, or -1 when the window is not a damage roll. */
export function rolledModule(s: McState, w: WinData): number {
  if (w.what !== 'damage' || !w.dice) return -1;
  return s.num.indexOf((w.dice[0] as number) + (w.dice[1] as number));
}

export function doubles(w: WinData): boolean {
  return w.what === 'damage' && !!w.dice && w.dice[0] === w.dice[1];
}
