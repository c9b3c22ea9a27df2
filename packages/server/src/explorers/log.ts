import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonical } from '@airlock/engine';
import { z } from 'zod';
import { normaliseName } from '../protocol.ts';
import { type ExplorerLog, levelOf, SPECIALIZATIONS, specBoxes } from './game.ts';

export { type ExplorerSummary, summaryOfExplorer } from './game.ts';

/**
 * An explorer's log as the server accepts it, from its own database or from an imported file: the
 * shape of the game's ExplorerLog, then the facts that tie its parts together (a level is earned by
 * experience; checked specialization boxes never outnumber the level; a level 2 or 3 box needs
 * explorer level 3 or 6; a dead explorer is a hardcore one, and only cloned explorers use clones).
 */
const LogSchema = z
  .object({
    name: z.string().min(1).max(200),
    xp: z.number().int().min(0).max(1_000_000),
    hardcore: z.boolean(),
    clones: z.number().int().min(0).max(100_000),
    dead: z.boolean(),
    specs: z.partialRecord(
      z.enum(SPECIALIZATIONS as [string, ...string[]]),
      z.union([z.literal(1), z.literal(2), z.literal(3)]),
    ),
    missions: z.number().int().min(0).max(100_000),
    achievements: z.array(z.string().min(1).max(64)).max(500),
  })
  .strict();

/**
 * Achievements the server awarded before the game had its own list, and the game's achievement each
 * stands for (same deed, same points). A log read back renames them, so a deed is never scored twice.
 * Any other id the game's list lacks stays in the log as it is: its points are already in the
 * experience, it blocks nothing and earns nothing, and the Explorers page shows it by its id.
 */
export const RETIRED_ACHIEVEMENTS: Readonly<Record<string, string>> = {
  'designed.perfect-mission': 'not-even-a-scratch',
  'designed.campaign-flown': 'full-campaign',
  'designed.ten-missions': 'regular',
};

function renameRetired(ids: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of ids) {
    const now = RETIRED_ACHIEVEMENTS[id] ?? id;
    if (!out.includes(now)) out.push(now);
  }
  return out;
}

/** The log, or the reason it cannot be one (worded for the person importing it). */
export function checkLog(raw: unknown): { ok: true; log: ExplorerLog } | { ok: false; reason: string } {
  const r = LogSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { ok: false, reason: `${where}${issue?.message ?? 'not an explorer log'}`.slice(0, 200) };
  }
  const log = r.data as ExplorerLog;
  if (normaliseName(log.name) !== log.name || log.name === '') return { ok: false, reason: 'name: not a valid name' };
  const level = levelOf(log.xp, log.hardcore);
  if (specBoxes(log) > level) {
    return { ok: false, reason: `specializations: ${specBoxes(log)} boxes checked at level ${level}` };
  }
  for (const [spec, v] of Object.entries(log.specs)) {
    if (v === 2 && level < 3)
      return { ok: false, reason: `specializations: ${spec} at level 2 needs explorer level 3` };
    if (v === 3 && level < 6)
      return { ok: false, reason: `specializations: ${spec} at level 3 needs explorer level 6` };
  }
  if (log.dead && !log.hardcore) return { ok: false, reason: 'only a hardcore explorer is lost with the ship' };
  if (log.hardcore && log.clones > 0) return { ok: false, reason: 'a hardcore explorer refuses cloning' };
  if (new Set(log.achievements).size !== log.achievements.length) {
    return { ok: false, reason: 'achievements: an achievement is listed twice' };
  }
  return { ok: true, log: { ...log, achievements: renameRetired(log.achievements) } };
}

export const FILE_FORMAT = 'airlock-space-alert-explorer';

/**
 * An exported explorer. The signature is an HMAC-SHA256, under this server's secret, of everything
 * else in the file, so a file edited by hand (more experience, a clone taken back) is refused on
 * import. `version` is the log's version when exported: an older copy cannot overwrite a newer log.
 */
export interface ExplorerFile {
  format: typeof FILE_FORMAT;
  fileVersion: 1;
  explorerId: string;
  version: number;
  exportedAt: number;
  log: ExplorerLog;
  signature: string;
}

function sign(secret: string, body: Omit<ExplorerFile, 'signature'>): string {
  return createHmac('sha256', secret).update(canonical(body)).digest('hex');
}

export function exportFile(secret: string, explorerId: string, version: number, log: ExplorerLog): ExplorerFile {
  const body = {
    format: FILE_FORMAT as typeof FILE_FORMAT,
    fileVersion: 1 as const,
    explorerId,
    version,
    exportedAt: Date.now(),
    log,
  };
  return { ...body, signature: sign(secret, body) };
}

const FileSchema = z
  .object({
    format: z.literal(FILE_FORMAT),
    fileVersion: z.literal(1),
    explorerId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    version: z.number().int().min(0),
    exportedAt: z.number().int().min(0),
    log: z.unknown(),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();

/** The file's explorer, or a sentence saying why the file is refused. */
export function readFile(
  secret: string,
  raw: unknown,
): { ok: true; file: ExplorerFile } | { ok: false; reason: string } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, reason: 'this is not an explorer file (expected a JSON object)' };
  }
  if ((raw as { format?: unknown }).format !== FILE_FORMAT) {
    return { ok: false, reason: 'this is not a Space Alert explorer file exported by Airlock' };
  }
  const shape = FileSchema.safeParse(raw);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    return { ok: false, reason: `the file is malformed: ${issue?.path.join('.') || 'file'}: ${issue?.message}` };
  }
  const log = checkLog(shape.data.log);
  if (!log.ok) return { ok: false, reason: `the explorer's log is not valid: ${log.reason}` };
  const { signature, ...body } = shape.data;
  const expected = Buffer.from(sign(secret, body as Omit<ExplorerFile, 'signature'>), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return {
      ok: false,
      reason: 'the file was changed after it was exported, or was exported by another server: it is refused',
    };
  }
  return { ok: true, file: { ...(body as Omit<ExplorerFile, 'signature'>), log: log.log, signature } };
}
