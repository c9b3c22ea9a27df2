import { relative } from 'node:path';
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * Stryker ignorers (reported as "ignored", left out of the score).
 *
 * `game-prose`: mutants inside the game's prose are not rule mutants. Two places only:
 * - the events a rule emits (`ctx.emit({ rule, text, data })`): the log's wording and data, which the
 *   rule tests read only where a rule announces something;
 * - the message of an internal `new Error(...)` (a broken invariant, never a player's input);
 * - the default case of an exhaustive switch (`const never: never = x; throw ...`): the compiler proves
 *   no value reaches it.
 *
 * `equivalent`: the equivalent mutants a game lists in its stryker.config.mjs (`equivalent`, passed on by
 * stryker-base.mjs): a node given by file, line and exact source text, with the reason no behaviour can
 * change. Every mutant inside that node is ignored, so an entry names the smallest node the reason
 * covers whole.
 */
function isEmit(node) {
  if (node?.type !== 'CallExpression') return false;
  const callee = node.callee;
  return callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'emit';
}

/** `default: { const x: never = ...; ... }`, the exhaustiveness check of a switch. */
function isExhaustiveDefault(node) {
  if (node.type !== 'SwitchCase' || node.test !== null) return false;
  const body =
    node.consequent.length === 1 && node.consequent[0].type === 'BlockStatement'
      ? node.consequent[0].body
      : node.consequent;
  return body.some(
    (st) =>
      st.type === 'VariableDeclaration' &&
      st.declarations.some((d) => d.id.typeAnnotation?.typeAnnotation?.type === 'TSNeverKeyword'),
  );
}

function prose(path) {
  const node = path.node;
  if (isExhaustiveDefault(node)) return "an exhaustive switch's default, which no value reaches";
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

/** @type {{ file: string, line: number, code: string, reason: string }[] | undefined} */
let listed;

function equivalent(path) {
  listed ??= JSON.parse(process.env.AIRLOCK_MUTATION_EQUIVALENT ?? '[]');
  if (listed.length === 0) return undefined;
  const node = path.node;
  const file = path.hub?.file?.opts?.filename;
  if (!file || !node.loc || node.start == null || node.end == null) return undefined;
  const name = relative(process.cwd(), file).split('\\').join('/');
  for (const entry of listed) {
    if (entry.file !== name || entry.line !== node.loc.start.line) continue;
    if (path.hub.file.code.slice(node.start, node.end) === entry.code) return `equivalent: ${entry.reason}`;
  }
  return undefined;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'game-prose', { shouldIgnore: prose }),
  declareValuePlugin(PluginKind.Ignore, 'equivalent', { shouldIgnore: equivalent }),
];
