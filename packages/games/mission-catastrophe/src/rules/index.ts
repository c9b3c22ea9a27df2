/**
 * Rule modules for threats, levels and options register here (registerRule from hooks.ts), one file
 * each: rules/marauders.ts, rules/mind-mold.ts, rules/hard.ts, rules/under-pressure.ts.
 * None is registered yet: those rules are not implemented (see docs/games/mission-catastrophe/RULES.md).
 */
export {};
