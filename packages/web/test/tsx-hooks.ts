import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

/**
 * Node strips types from .ts files but does not read .tsx; this hook compiles .tsx modules with esbuild
 * (already installed for Vite) so a test can render React components on the server.
 */
registerHooks({
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
    const source = readFileSync(fileURLToPath(url), 'utf8');
    const out = transformSync(source, { loader: 'tsx', format: 'esm', jsx: 'automatic', sourcefile: url });
    return { format: 'module', source: out.code, shortCircuit: true };
  },
});
