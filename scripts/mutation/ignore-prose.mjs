import { relative } from 'node:path';
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * Stryker ignorers (reported as "ignored", left out of the score).
 *
 * `game-prose`: mutants inside the game's prose are not rule mutants. Two places only:
 * - the events a rule emits (`ctx.emit({ rule, text, data })`, or a game's shorthand for it,
 *   `say(ctx, rule, text, data)`, Space Alert's replay lines `note(ctx, ...)` and `noteSnapshot(ctx,
 *   ...)`, with the guards that skip them: `if (ctx.frames) note(...)`, `ctx.quiet || ctx.emit(...)`):
 *   the log's wording and data, which the rule tests read only where a rule announces something;
 * - the message of an internal `new Error(...)` (a broken invariant, never a player's input);
 * - the default case of an exhaustive switch (`const never: never = x; throw ...`): the compiler proves
 *   no value reaches it.
 *
 * `equivalent`: the equivalent mutants a game lists in its stryker.config.mjs (`equivalent`, passed on by
 * stryker-base.mjs): a node given by file, the named function it is in and its source text (white
 * space aside), with the reason no behaviour can change; line numbers are not used, so edits elsewhere
 * in the file keep the entry. Every mutant inside that node (and every node of that text in that
 * function, unless `nth` picks one occurrence of the exact text) is ignored, so an entry names the
 * smallest node the reason covers whole. An entry without `in` names a node outside any function
 * (a module-level table).
 */
/** A game's shorthands for writing a line of its log or replay: `say(ctx, ...)`, `note(ctx, ...)`. */
const SHORTHANDS = new Set(['say', 'note', 'noteSnapshot']);

/** `ctx.frames` / `ctx.quiet`: whether the caller keeps a replay, or throws the events away. */
function isLogSwitch(node) {
  return (
    node?.type === 'MemberExpression' &&
    !node.computed &&
    node.object.type === 'Identifier' &&
    node.object.name === 'ctx' &&
    (node.property.name === 'frames' || node.property.name === 'quiet')
  );
}

function isEmit(node) {
  if (node?.type === 'CallExpression') {
    const callee = node.callee;
    if (callee.type === 'Identifier' && SHORTHANDS.has(callee.name)) {
      return node.arguments[0]?.type === 'Identifier' && node.arguments[0].name === 'ctx';
    }
    return callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'emit';
  }
  // `ctx.quiet || ctx.emit(...)`: the event, written only when someone keeps it.
  return node?.type === 'LogicalExpression' && node.operator === '||' && isLogSwitch(node.left) && isEmit(node.right);
}

/**
 * `if (ctx.frames) note(...)` or `if (ctx.frames && ...) note(...)` (braced or not): a replay line
 * written only when a replay is kept.
 */
function isGuardedEmit(node) {
  if (node?.type !== 'IfStatement' || node.alternate) return false;
  // `if (ctx.frames && best > 0) note(...)`: what else the guard asks decides only whether a line is written.
  const guard = node.test.type === 'LogicalExpression' && node.test.operator === '&&' ? node.test.left : node.test;
  if (!isLogSwitch(guard)) return false;
  const body = node.consequent.type === 'BlockStatement' ? node.consequent.body : [node.consequent];
  return body.length > 0 && body.every((st) => st.type === 'ExpressionStatement' && isEmit(st.expression));
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
  if (isEmit(node) || (node.type === 'ExpressionStatement' && isEmit(node.expression)) || isGuardedEmit(node)) {
    return 'an event of the log or a line of the replay (wording and data), not a rule';
  }
  if ((node.type === 'StringLiteral' || node.type === 'TemplateLiteral') && path.parentPath) {
    const parent = path.parentPath.node;
    if (parent.type === 'NewExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'Error') {
      return "an internal error's message, not a rule";
    }
  }
  return undefined;
}

/** @type {{ file: string, in?: string, code: string, nth?: number, reason: string }[] | undefined} */
let listed;

const squeeze = (text) => text.replace(/\s+/g, ' ').trim();

/** The named function (declaration, method, or arrow bound to a name) around a node: its name and node. */
function enclosing(path) {
  for (let p = path.parentPath; p; p = p.parentPath) {
    const n = p.node;
    if ((n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression') && n.id) return { name: n.id.name, n };
    if ((n.type === 'ObjectMethod' || n.type === 'ClassMethod' || n.type === 'ObjectProperty') && n.key) {
      if (n.type !== 'ObjectProperty' || n.value?.type?.endsWith('FunctionExpression')) {
        return { name: n.key.name ?? n.key.value, n };
      }
    }
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.init?.type?.endsWith('FunctionExpression')) {
      return { name: n.id.name, n };
    }
  }
  return undefined;
}

/** Whether a node is the nth (1-based) occurrence of its exact text inside the function's source. */
function isNth(source, fn, node, code, nth) {
  let at = fn.start;
  for (let i = 1; i <= nth; i++) {
    at = source.indexOf(code, i === 1 ? at : at + 1);
    if (at < 0 || at >= fn.end) return false;
  }
  return at === node.start;
}

function equivalent(path) {
  listed ??= JSON.parse(process.env.AIRLOCK_MUTATION_EQUIVALENT ?? '[]');
  if (listed.length === 0) return undefined;
  const node = path.node;
  const file = path.hub?.file?.opts?.filename;
  if (!file || node.start == null || node.end == null) return undefined;
  const name = relative(process.cwd(), file).split('\\').join('/');
  let code;
  for (const entry of listed) {
    if (entry.file !== name) continue;
    code ??= squeeze(path.hub.file.code.slice(node.start, node.end));
    if (code !== squeeze(entry.code)) continue;
    const fn = enclosing(path);
    if (fn?.name !== entry.in) continue;
    // Outside any named function (a module-level entry, no `in`) the nth occurrence counts over the file.
    const scope = fn?.n ?? { start: 0, end: path.hub.file.code.length };
    if (entry.nth !== undefined && !isNth(path.hub.file.code, scope, node, entry.code, entry.nth)) continue;
    return `equivalent: ${entry.reason}`;
  }
  return undefined;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'game-prose', { shouldIgnore: prose }),
  declareValuePlugin(PluginKind.Ignore, 'equivalent', { shouldIgnore: equivalent }),
];
