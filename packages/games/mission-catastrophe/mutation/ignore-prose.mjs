import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * A Stryker ignorer: mutants inside the game's prose are not rule mutants. Two places only:
 * - the events a rule emits (`ctx.emit({ rule, text, data })`): the log's wording and data, which the
 *   rule tests read only where a rule announces something;
 * - the message of an internal `new Error(...)` (a broken invariant, never a player's input).
 * Such mutants are reported as "ignored" and left out of the score.
 */
function shouldIgnore(path) {
  const node = path.node;
  if (node.type === 'CallExpression') {
    const callee = node.callee;
    if (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'emit') {
      return 'an event of the log (wording and data), not a rule';
    }
  }
  if ((node.type === 'StringLiteral' || node.type === 'TemplateLiteral') && path.parentPath) {
    const parent = path.parentPath.node;
    if (parent.type === 'NewExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'Error') {
      return "an internal error's message, not a rule";
    }
  }
  return undefined;
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'game-prose', { shouldIgnore })];
