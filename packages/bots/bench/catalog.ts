import type { CatalogEntry } from '@airlock/games';

/**
 * The catalog, loaded so that one game failing to load (a game being written in the shared checkout)
 * does not stop the scripts from measuring the others: the failure is printed, never hidden.
 */
export async function loadCatalog(): Promise<CatalogEntry[]> {
  try {
    return (await import('@airlock/games')).catalog;
  } catch (e) {
    console.error(`warning: the catalog did not load, measuring the kernel's test game only: ${(e as Error).message}`);
    return [];
  }
}
