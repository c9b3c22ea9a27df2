import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

/**
 * Node strips types from .ts files but does not read .tsx; this hook compiles .tsx modules with esbuild
 * (already installed for Vite) so a test can render React components on the server; a stylesheet import
 * loads as an empty module.
 */
registerHooks({
  load(url, context, nextLoad) {
    // Stylesheets are the bundler's business; on the server a component renders without them.
    if (url.startsWith('file:') && url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
    if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
    const source = readFileSync(fileURLToPath(url), 'utf8');
    const out = transformSync(source, { loader: 'tsx', format: 'esm', jsx: 'automatic', sourcefile: url });
    return { format: 'module', source: out.code, shortCircuit: true };
  },
});
