import type { ExplorerSummary } from '@airlock/space-alert';

/**
 * The server's people and explorers (docs/SERVER.md, "Explorers"). A person is a key the server
 * handed out once; this browser keeps it, and whoever holds it holds the explorers. What the server
 * says of an explorer is the game's ExplorerSummary.
 */
export type { ExplorerSummary };

const PERSON = 'airlock.person';
const FLYING = 'airlock.explorer';

export function personKey(): string | null {
  try {
    const raw = localStorage.getItem(PERSON);
    const key = raw ? (JSON.parse(raw) as { key?: unknown }).key : null;
    return typeof key === 'string' ? key : null;
  } catch {
    return null;
  }
}

/** The key of this browser's person, asking the server for a new one the first time. */
export async function ensurePerson(): Promise<string> {
  const known = personKey();
  if (known) return known;
  const res = await fetch('api/people', { method: 'POST' });
  const body = (await res.json()) as { key?: string; message?: string };
  if (!res.ok || !body.key) throw new Error(body.message ?? `the server refused (${res.status})`);
  localStorage.setItem(PERSON, JSON.stringify(body));
  return body.key;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const key = await ensurePerson();
  const res = await fetch(path, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const answer = (await res.json().catch(() => null)) as T & { message?: string };
  if (!res.ok) throw new Error(answer?.message ?? `the server refused (${res.status})`);
  return answer;
}

export const listExplorers = () => call<ExplorerSummary[]>('GET', 'api/explorers');
export const createExplorer = (name: string, hardcore: boolean) =>
  call<ExplorerSummary>('POST', 'api/explorers', { name, hardcore });
export const checkBox = (id: string, spec: string) =>
  call<ExplorerSummary>('POST', `api/explorers/${encodeURIComponent(id)}/specs`, { spec });
export const exportExplorer = (id: string) => call<unknown>('GET', `api/explorers/${encodeURIComponent(id)}/export`);
/** Sends the file's text as it is: the server says what is wrong with it, if anything. */
export const importExplorer = (text: string) => call<ExplorerSummary>('POST', 'api/explorers/import', text);

/** The explorer this browser flies in its next Space Alert seats. */
export function flying(): string | null {
  return localStorage.getItem(FLYING);
}

export function setFlying(id: string | null): void {
  if (id) localStorage.setItem(FLYING, id);
  else localStorage.removeItem(FLYING);
}
