import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { matchMaker } from '@colyseus/core';
import type { Logger } from 'pino';

/**
 * The first thing every HTTP request and websocket upgrade meets, before Colyseus or the routes: body
 * size, which origins may call, the browser-facing security headers, and which matchmaking methods a
 * client may use at all.
 */
export interface GuardOptions {
  /** Largest request body accepted, in bytes; a larger one is answered 413 before it is read. */
  maxBodyBytes: number;
  /**
   * Origins besides the server's own that browsers may call from (CORS) and open websockets from.
   * '*' allows any origin (never with credentials: this server uses none).
   */
  allowedOrigins: readonly string[];
  log: Logger;
  /** Handles POST /matchmake/create/<room>: the only way to create a match. */
  create: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

/**
 * Matchmaking methods a client may call. `join` and `joinOrCreate` are refused: the first would hand
 * out unlisted rooms to anyone asking, the second would create matches past the creation checks.
 */
const CLIENT_METHODS = new Set(['create', 'joinById', 'reconnect']);

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

/** A refusal in the shape the Colyseus client reads (`error`), with `message` for everyone else. */
export function refusal(res: ServerResponse, status: number, code: string, message: string, headers = {}): void {
  sendJson(res, status, { code, error: message, message }, headers);
}

/** Whether a browser page at `origin` may call this server, reached at `host`. */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (!origin) return true; // Not a browser page (a CLI, a test, a bot): origins protect browsers only.
  if (allowed.includes('*') || allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

function securityHeaders(req: IncomingMessage): Record<string, string> {
  const host = req.headers.host ?? '';
  // 'self' covers the page's own scheme only; the game socket is ws(s):// on the same host.
  const sockets = host ? ` ws://${host} wss://${host}` : '';
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self'${sockets}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * Wraps the HTTP server's `request` and `upgrade` events so the guard runs first, whichever listeners
 * Colyseus or Express add, and whenever they add them.
 */
export function installGuard(http: HttpServer, opts: GuardOptions): void {
  // Colyseus answers preflights and sets CORS headers from its controller: allow only known origins,
  // never credentials (the server uses no cookies), and say the answer depends on the Origin.
  const controller = matchMaker.controller as unknown as {
    DEFAULT_CORS_HEADERS: Record<string, string>;
    getCorsHeaders: (headers: Headers) => Record<string, string>;
  };
  controller.DEFAULT_CORS_HEADERS = {
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
  controller.getCorsHeaders = (headers: Headers): Record<string, string> => {
    const origin = headers.get('origin') ?? undefined;
    return origin && originAllowed(origin, headers.get('host') ?? undefined, opts.allowedOrigins)
      ? { 'Access-Control-Allow-Origin': origin }
      : {};
  };

  const emit = http.emit.bind(http) as (event: string, ...args: unknown[]) => boolean;
  http.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (guardRequest(req, res, opts)) emit(event, ...args);
      return true;
    }
    if (event === 'upgrade') {
      const [req, socket] = args as [IncomingMessage, Duplex];
      if (!originAllowed(req.headers.origin, req.headers.host, opts.allowedOrigins)) {
        opts.log.warn({ origin: String(req.headers.origin).slice(0, 200) }, 'websocket from another origin refused');
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return true;
      }
    }
    return emit(event, ...args);
  }) as typeof http.emit;
}

/** Returns true when the request may go on to Colyseus and the routes; otherwise it has been answered. */
function guardRequest(req: IncomingMessage, res: ServerResponse, opts: GuardOptions): boolean {
  for (const [k, v] of Object.entries(securityHeaders(req))) res.setHeader(k, v);
  const drop = () => {
    // Answer first, then close: the unread body is not worth reading.
    res.setHeader('connection', 'close');
    res.on('finish', () => req.destroy());
  };
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] !== undefined && length === undefined) {
    drop();
    refusal(res, 411, 'LENGTH_REQUIRED', 'send the request body with a Content-Length');
    return false;
  }
  if (length !== undefined && !(Number(length) <= opts.maxBodyBytes)) {
    drop();
    refusal(res, 413, 'TOO_LARGE', `request bodies are limited to ${opts.maxBodyBytes} bytes`);
    return false;
  }
  const method = req.method ?? 'GET';
  const origin = req.headers.origin;
  if (!originAllowed(origin, req.headers.host, opts.allowedOrigins) && method !== 'GET' && method !== 'HEAD') {
    // A GET from elsewhere is answered without CORS headers, so the browser keeps the answer from the
    // page; anything that could change something is refused outright.
    drop();
    refusal(res, 403, 'ORIGIN_REFUSED', 'requests from this origin are not allowed');
    return false;
  }
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const mm = /^\/matchmake\/([^/]+)\//.exec(path);
  if (mm && method === 'POST') {
    const name = mm[1] ?? '';
    if (!CLIENT_METHODS.has(name)) {
      drop();
      refusal(res, 404, 'NOT_FOUND', `"${name.slice(0, 32)}" is not a matchmaking method of this server`);
      return false;
    }
    if (name === 'create') {
      opts.create(req, res).catch((err) => {
        opts.log.error({ err }, 'match creation failed');
        if (!res.headersSent) refusal(res, 500, 'SERVER_ERROR', 'the match could not be created; try again');
      });
      return false;
    }
  }
  return true;
}

/** Reads a JSON body already known to be at most `max` bytes (the guard checked its Content-Length). */
export function readJsonBody(req: IncomingMessage, max: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) {
        reject(Object.assign(new Error('body too large'), { status: 413 }));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch {
        reject(Object.assign(new Error('malformed JSON body'), { status: 400 }));
      }
    });
    req.on('error', reject);
  });
}
