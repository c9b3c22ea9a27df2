import type { Seeding } from './rng.ts';

/**
 * Version of the kernel's record format and semantics. Major 2 seeds the generator from the whole
 * SHA-256 of a text seed; records of major 1 (a text seed cut to 32 bits) still replay, with the seeding
 * they were made with. Records of any other major version are refused.
 */
export const ENGINE_VERSION = '2.0.0';

/** The engine major versions whose records this build can replay. */
export const REPLAYABLE_ENGINE_MAJORS: readonly string[] = ['1', '2'];

export function engineMajor(version: string): string {
  return version.split('.')[0] ?? version;
}

/** The seeding a record or stored match of this engine version was made with. */
export function seedingOf(engineVersion: string | undefined): Seeding {
  return engineVersion !== undefined && engineMajor(engineVersion) === '1' ? 'legacy32' : 'sha256';
}
