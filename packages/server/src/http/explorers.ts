import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { ExplorerRefusal, type Explorers } from '../explorers/service.ts';
import { StorageUnavailable } from '../storage/index.ts';
import { STORAGE_DOWN } from '../rooms/restore.ts';
import { readJsonBody, sendJson } from './guard.ts';
import { type AddressLimiter, clientAddress } from './limits.ts';

type Req = IncomingMessage & { params: Record<string, string>; body?: unknown };
type Route = (req: Req, res: ServerResponse) => void;

/** The part of an Express application these routes use. */
export interface ExplorerApp {
  get(path: string, handler: Route): void;
  post(path: string, handler: Route): void;
}

export interface ExplorerRouteDeps {
  explorers: Explorers;
  log: Logger;
  /** New people are counted per address, like new matches. */
  limiter: AddressLimiter;
  trustProxy: boolean;
  maxBodyBytes: number;
}

/** The bearer key of the request (`Authorization: Bearer <key>`). */
function keyOf(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/.exec(h) : null;
  return m?.[1];
}

async function bodyOf(req: Req, max: number): Promise<unknown> {
  if (req.body !== undefined && req.body !== null && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) {
    return req.body; // already parsed by a body parser in front
  }
  try {
    return await readJsonBody(req, max);
  } catch (e) {
    throw new ExplorerRefusal((e as { status?: number }).status ?? 400, 'BAD_REQUEST', 'the body must be JSON');
  }
}

/**
 * People and explorers over HTTP (docs/SERVER.md, "Explorers"). Every answer is JSON; refusals are
 * `{ code, message }` with a sentence for the person, and change nothing.
 */
export function installExplorerRoutes(app: ExplorerApp, deps: ExplorerRouteDeps): void {
  const { explorers } = deps;
  const safe =
    (fn: (req: Req, res: ServerResponse) => Promise<void>): Route =>
    (req, res) => {
      fn(req, res).catch((err) => {
        if (res.headersSent) return;
        if (err instanceof ExplorerRefusal) return sendJson(res, err.status, { code: err.code, message: err.message });
        if (err instanceof StorageUnavailable) {
          return sendJson(res, 503, { code: 'STORAGE_UNAVAILABLE', message: STORAGE_DOWN });
        }
        deps.log.error({ err, url: req.url }, 'explorer request failed');
        sendJson(res, 500, { code: 'SERVER_ERROR', message: 'internal error' });
      });
    };

  app.post(
    '/api/people',
    safe(async (req, res) => {
      const address = clientAddress(req, deps.trustProxy);
      const wait = deps.limiter.take(address);
      if (wait > 0) {
        const seconds = Number.isFinite(wait) ? wait : 3600;
        return sendJson(
          res,
          429,
          { code: 'RATE_LIMITED', message: `too many new people from your address; try again in ${seconds} s` },
          { 'retry-after': String(seconds) },
        );
      }
      sendJson(res, 201, await explorers.newPerson());
    }),
  );

  app.get(
    '/api/explorers',
    safe(async (req, res) => {
      const person = await explorers.person(keyOf(req));
      sendJson(res, 200, await explorers.list(person));
    }),
  );

  app.post(
    '/api/explorers',
    safe(async (req, res) => {
      const person = await explorers.person(keyOf(req));
      sendJson(res, 201, await explorers.create(person, await bodyOf(req, deps.maxBodyBytes)));
    }),
  );

  app.post(
    '/api/explorers/import',
    safe(async (req, res) => {
      const person = await explorers.person(keyOf(req));
      sendJson(res, 200, await explorers.importFile(person, await bodyOf(req, deps.maxBodyBytes)));
    }),
  );

  app.post(
    '/api/explorers/:id/specs',
    safe(async (req, res) => {
      const person = await explorers.person(keyOf(req));
      sendJson(res, 200, await explorers.checkBox(person, req.params.id, await bodyOf(req, deps.maxBodyBytes)));
    }),
  );

  app.get(
    '/api/explorers/:id/export',
    safe(async (req, res) => {
      const person = await explorers.person(keyOf(req));
      const file = await explorers.exportOf(person, req.params.id);
      const name = file.log.name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'explorer';
      sendJson(res, 200, file, { 'content-disposition': `attachment; filename="explorer-${name}.json"` });
    }),
  );
}
