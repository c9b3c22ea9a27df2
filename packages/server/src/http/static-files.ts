import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

async function fileAt(path: string): Promise<number | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}

/**
 * Serves a built browser app. A path with no file behind it gets index.html, so client-side routes
 * (/match/abc) load the app; paths that try to climb out of the directory are refused.
 */
export function staticFiles(root: string) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.statusCode = 400;
      res.end('bad path');
      return;
    }
    if (path.startsWith('/api/') || path.startsWith('/matchmake/')) return next();
    const full = normalize(join(root, path));
    if (full !== root && !full.startsWith(root + sep)) {
      res.statusCode = 403;
      res.end('forbidden');
      return;
    }
    let file = full;
    let size = await fileAt(file);
    if (size === null && !extname(path)) {
      file = join(root, 'index.html');
      size = await fileAt(file);
    }
    if (size === null) return next();
    res.statusCode = 200;
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('content-length', String(size));
    // Hashed asset names change with content; index.html must always be fetched fresh.
    res.setHeader(
      'cache-control',
      file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}
