import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

// Dependencies point one way, and rule code has no hidden source of chance or time. Checked here
// rather than by convention so a slip fails CI.

const root = join(import.meta.dirname, '..', '..', '..');

function sources(dir: string): string[] {
  const out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.(ts|tsx)$/.test(name)) out.push(p);
  }
  return out;
}

/** Source text without comments, so a comment that mentions a package is not taken for an import. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

function importsOf(file: string): string[] {
  const text = code(file);
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
}

const games = readdirSync(join(root, 'packages', 'games')).filter((g) => g !== 'catalog');

test('the engine imports no game, bot, server, web or cli code', () => {
  for (const f of sources(join(root, 'packages', 'engine', 'src'))) {
    for (const spec of importsOf(f)) {
      assert.ok(!spec.startsWith('@airlock/'), `${relative(root, f)} imports ${spec}`);
      assert.ok(!spec.includes('packages/'), `${relative(root, f)} imports ${spec}`);
    }
  }
});

test('games import only the engine (and their own files)', () => {
  for (const g of games) {
    for (const f of sources(join(root, 'packages', 'games', g, 'src'))) {
      for (const spec of importsOf(f)) {
        if (spec.startsWith('@airlock/'))
          assert.equal(
            spec.split('/').slice(0, 2).join('/'),
            '@airlock/engine',
            `${relative(root, f)} imports ${spec}`,
          );
        assert.ok(!/\.\.\/\.\.\/\.\.\//.test(spec), `${relative(root, f)} reaches outside its package: ${spec}`);
      }
    }
  }
});

test('rule code never calls Math.random or reads the clock', () => {
  const dirs = [
    join(root, 'packages', 'engine', 'src'),
    ...games.map((g) => join(root, 'packages', 'games', g, 'src')),
  ];
  for (const d of dirs) {
    for (const f of sources(d)) {
      const text = code(f);
      for (const banned of ['Math.random', 'Date.now', 'new Date', 'performance.now', 'setTimeout', 'setInterval']) {
        assert.ok(!text.includes(banned), `${relative(root, f)} uses ${banned}`);
      }
    }
  }
});

test('bots see views, not states: the bots package never imports a game module or reads .state', () => {
  for (const f of sources(join(root, 'packages', 'bots', 'src'))) {
    for (const spec of importsOf(f)) {
      assert.ok(!games.some((g) => spec.includes(`@airlock/${g}`)), `${relative(root, f)} imports ${spec}`);
    }
  }
});
