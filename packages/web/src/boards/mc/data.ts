/**
 * Mission Catastrophe's printed data, read from the game package (its layout, cards, roles and the
 * integrity board) so the board is drawn from the same numbers the rules use.
 */
export {
  CARDS,
  type Card,
  CASIMIR_1,
  INTEGRITY,
  type McView,
  MODULES,
  PHASES,
  RESOURCES,
  ROLES,
} from '@airlock/mission-catastrophe';

import { CARDS, CASIMIR_1, MODULES, RESOURCES } from '@airlock/mission-catastrophe';

export function moduleName(m: number): string {
  return MODULES[m]?.name ?? `module ${m}`;
}

export function cardName(c: string): string {
  return (CARDS as Record<string, { name: string }>)[c]?.name ?? c;
}

export function resourceName(p: number): string {
  const r = RESOURCES[p];
  return r ? cardName(r) : `pile ${p}`;
}

/** The module a pod spot is joined to. */
export function podModule(p: number): number {
  return CASIMIR_1.podModules[p] ?? -1;
}
