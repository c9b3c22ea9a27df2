import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * A Stryker ignorer: mutants inside the game's prose are not rule mutants. Two places only:
 * - the events a rule emits (`ctx.emit({ rule, text, data })`): the log's wording and data, which the
 *   rule tests read only where a rule announces something;
 * - the message of an internal `new Error(...)` (a broken invariant, never a player's input).
 * Such mutants are reported as "ignored" and left out of the score.
 */
function isEmit(node) {
  if (node?.type !== 'CallExpression') return false;
  const callee = node.callee;
  return callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'emit';
}

function shouldIgnore(path) {
  const node = path.node;
  // The call, and the statement that is only the call (removing it is a mutant of that statement).
  if (isEmit(node) || (node.type === 'ExpressionStatement' && isEmit(node.expression))) {
    return 'an event of the log (wording and data), not a rule';
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
