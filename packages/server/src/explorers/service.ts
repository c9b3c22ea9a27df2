import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { normaliseName } from '../protocol.ts';
import { hashToken, newToken } from '../rooms/seats.ts';
import type { Storage, StoredExplorer } from '../storage/index.ts';
import { type ExplorerLog, newExplorer, type Specialization, SPECIALIZATIONS, specBoxProblem } from './game.ts';
import { checkLog, type ExplorerFile, type ExplorerSummary, exportFile, readFile, summaryOfExplorer } from './log.ts';
import { explorerAfterMatch, type FinishedMission, type Flown } from './record.ts';
import { knownFlown, levelFlown, type SeatLevel } from './seat-level.ts';

/** A refusal worded for the person, with the HTTP status that goes with it. */
export class ExplorerRefusal extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const refuse = (status: number, code: string, message: string): never => {
  throw new ExplorerRefusal(status, code, message);
};

/** Most explorers one person keeps (a bound, not a rule of the game). */
export const MAX_EXPLORERS = 50;

/**
 * People and their explorers' logs. A person is a 192-bit key the browser keeps (the server stores
 * its SHA-256 only, as with seat tokens): whoever holds the key holds the explorers, nothing else is
 * asked. Every change is a compare-and-set on the log's version, so nothing is lost to a race.
 */
export class Explorers {
  private readonly storage: Storage;
  private readonly log: Logger;
  private secret: Promise<string> | null = null;

  constructor(storage: Storage, log: Logger) {
    this.storage = storage;
    this.log = log;
  }

  private signingSecret(): Promise<string> {
    this.secret ??= this.storage.serverSecret(randomBytes(32).toString('hex')).catch((e) => {
      this.secret = null;
      throw e;
    });
    return this.secret;
  }

  async newPerson(): Promise<{ personId: string; key: string }> {
    const personId = newToken();
    const key = newToken();
    await this.storage.createPerson(personId, hashToken(key), Date.now());
    return { personId, key };
  }

  /** The person holding `key`, or a refusal. */
  async person(key: unknown): Promise<string> {
    if (typeof key !== 'string' || key.length < 16 || key.length > 128) {
      return refuse(401, 'NO_PERSON', 'send your person key (Authorization: Bearer <key>)');
    }
    const id = await this.storage.personByKey(hashToken(key));
    return id ?? refuse(401, 'NO_PERSON', 'this person key is not known to this server');
  }

  private read(e: StoredExplorer): ExplorerLog {
    const checked = checkLog(e.log);
    if (!checked.ok) {
      this.log.warn({ explorerId: e.explorerId, reason: checked.reason }, 'stored explorer log unreadable');
      return refuse(409, 'DAMAGED', 'this explorer log cannot be read back; it is kept aside unchanged');
    }
    return checked.log;
  }

  private async own(personId: string, explorerId: unknown): Promise<{ row: StoredExplorer; log: ExplorerLog }> {
    const id = typeof explorerId === 'string' ? explorerId.slice(0, 64) : '';
    const row = id ? await this.storage.loadExplorer(id) : null;
    if (!row || row.personId !== personId) return refuse(404, 'NOT_FOUND', 'you have no explorer with that id');
    return { row, log: this.read(row) };
  }

  async list(personId: string): Promise<ExplorerSummary[]> {
    const rows = await this.storage.listExplorers(personId);
    return rows.flatMap((r) => {
      const c = checkLog(r.log);
      return c.ok ? [summaryOfExplorer(r.explorerId, c.log)] : [];
    });
  }

  async create(personId: string, body: unknown): Promise<ExplorerSummary> {
    const b = (body ?? {}) as { name?: unknown; hardcore?: unknown };
    const name = typeof b.name === 'string' ? normaliseName(b.name.slice(0, 200)) : '';
    if (!name) return refuse(400, 'BAD_EXPLORER', 'give the explorer a name');
    if (b.hardcore !== undefined && typeof b.hardcore !== 'boolean')
      return refuse(400, 'BAD_EXPLORER', 'hardcore is true or false');
    if ((await this.storage.listExplorers(personId)).length >= MAX_EXPLORERS) {
      return refuse(409, 'TOO_MANY', `a person keeps at most ${MAX_EXPLORERS} explorers`);
    }
    const log = newExplorer(name, b.hardcore === true);
    const now = Date.now();
    const explorerId = newToken();
    await this.storage.insertExplorer({ explorerId, personId, log, version: 0, createdAt: now, updatedAt: now });
    return summaryOfExplorer(explorerId, log);
  }

  /** Checks one specialization box (002: one per level, with the level gates the game's rule gives). */
  async checkBox(personId: string, explorerId: unknown, body: unknown): Promise<ExplorerSummary> {
    const spec = (body as { spec?: unknown } | null)?.spec;
    if (typeof spec !== 'string' || !(SPECIALIZATIONS as readonly string[]).includes(spec)) {
      return refuse(400, 'BAD_SPEC', `name one of the specializations: ${SPECIALIZATIONS.join(', ')}`);
    }
    const { row, log } = await this.own(personId, explorerId);
    if (log.dead) return refuse(409, 'DEAD', 'this explorer was lost with the ship');
    const problem = specBoxProblem(log, spec as Specialization);
    if (problem) return refuse(409, 'NO_BOX', problem);
    const next: ExplorerLog = {
      ...log,
      specs: { ...log.specs, [spec]: ((log.specs[spec as Specialization] ?? 0) + 1) as 1 | 2 | 3 },
    };
    if (!(await this.storage.updateExplorer(row.explorerId, { personId, log: next }, row.version, null))) {
      return refuse(409, 'CHANGED', 'the explorer changed meanwhile; look again');
    }
    return summaryOfExplorer(row.explorerId, next);
  }

  async exportOf(personId: string, explorerId: unknown): Promise<ExplorerFile> {
    const { row, log } = await this.own(personId, explorerId);
    return exportFile(await this.signingSecret(), row.explorerId, row.version, log);
  }

  /**
   * Imports a file this server exported. A malformed or edited file is refused with the reason and
   * nothing is written. An explorer unknown here is added to the person's logs; one already here
   * moves to the importing person only if the file is its latest version (an older copy would undo
   * missions, clones or a death).
   */
  async importFile(personId: string, raw: unknown): Promise<ExplorerSummary> {
    const read = readFile(await this.signingSecret(), raw);
    if (!read.ok) return refuse(400, 'BAD_FILE', read.reason);
    const f = read.file;
    const row = await this.storage.loadExplorer(f.explorerId);
    if (!row) {
      if ((await this.storage.listExplorers(personId)).length >= MAX_EXPLORERS) {
        return refuse(409, 'TOO_MANY', `a person keeps at most ${MAX_EXPLORERS} explorers`);
      }
      const now = Date.now();
      const fresh = {
        explorerId: f.explorerId,
        personId,
        log: f.log,
        version: f.version,
        createdAt: now,
        updatedAt: now,
      };
      if (!(await this.storage.insertExplorer(fresh))) return refuse(409, 'CHANGED', 'try the import again');
      return summaryOfExplorer(f.explorerId, f.log);
    }
    if (row.version > f.version) {
      return refuse(
        409,
        'OLDER_COPY',
        'this server holds a newer log of this explorer than the file: export it again where it was last played',
      );
    }
    if (row.personId !== personId) {
      if (!(await this.storage.updateExplorer(row.explorerId, { personId, log: f.log }, row.version, null))) {
        return refuse(409, 'CHANGED', 'the explorer changed meanwhile; export it again');
      }
    }
    return summaryOfExplorer(row.explorerId, f.log);
  }

  /** The explorer a person may fly in a seat now (with the level and specializations it brings), or a refusal. */
  async forSeat(
    key: unknown,
    explorerId: unknown,
  ): Promise<{ id: string; name: string; level: SeatLevel; known: string }> {
    const personId = await this.person(key);
    const { row, log } = await this.own(personId, explorerId);
    if (log.dead) return refuse(409, 'DEAD', 'this explorer was lost with the ship');
    return { id: row.explorerId, name: log.name, level: levelFlown(log), known: knownFlown(log) };
  }

  /**
   * Updates the log of each explorer that flew a finished match (with its seat, its own deeds count
   * for the personal achievements). Safe to call again (a retry after an outage, a restart): a match
   * is counted once per explorer. Throws while storage is away.
   */
  async recordMatch(matchId: string, flown: readonly Flown[], mission: FinishedMission): Promise<void> {
    for (const f of flown) {
      const id = typeof f === 'string' ? f : f.id;
      const seat = typeof f === 'string' ? null : f.seat;
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await this.storage.loadExplorer(id);
        if (!row) break;
        const checked = checkLog(row.log);
        if (!checked.ok) {
          this.log.warn({ explorerId: id, matchId }, 'explorer log unreadable; match not recorded in it');
          break;
        }
        const next = explorerAfterMatch(checked.log, mission, seat);
        if (await this.storage.updateExplorer(id, { personId: row.personId, log: next }, row.version, matchId)) break;
        // Not written: either counted already (then the next read changes nothing) or a race lost.
        const again = await this.storage.loadExplorer(id);
        if (again && again.version === row.version) break;
      }
    }
  }
}
