import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { type Options, Table } from '@airlock/engine';
import spaceAlert from '@airlock/space-alert';
import pino from 'pino';
import { ACHIEVEMENTS, newExplorer } from '../src/explorers/game.ts';
import { checkLog } from '../src/explorers/log.ts';
import { explorerAfterMatch, type FinishedMission, matchFacts } from '../src/explorers/record.ts';
import { Explorers } from '../src/explorers/service.ts';
import { openStorage } from '../src/storage/index.ts';

/**
 * The server awards the game's achievements (the game's list and its rules), reads back logs that
 * hold ids the list lacks, and gives a seat's own deeds to the explorer flying it.
 */

/** Plays 4-seat Space Alert matches (seeds 1, 2, ...) where nobody plans, until one ends as `want` says. */
function finished(options: Options, want: (s: FinishedMission) => boolean): FinishedMission {
  for (let seed = 1; seed < 400; seed++) {
    const t = new Table(spaceAlert, { players: 4, options, seed });
    for (let i = 0; i < 20_000 && !t.result(); i++) {
      const p = t.pending()[0];
      if (!p) break;
      t.act(p.actor, t.legal(p.actor)[0]);
    }
    const s = t.match.state as FinishedMission;
    if (t.result() && want(s)) return s;
  }
  throw new Error('no mission ended as wanted');
}

const KNOWN = new Set<string>(ACHIEVEMENTS.map((a) => a.id));
const lost = finished({}, (s) => s.outcome?.survived === false);
const home = finished({}, (s) => s.outcome?.survived === true);

describe("explorers: the game's achievements", () => {
  it("a cloned explorer scores the game's clone achievement; a hardcore one lost with the ship does not", () => {
    const cloned = explorerAfterMatch(newExplorer('A', false), lost, 0);
    assert.deepEqual(cloned.achievements, ['is-it-still-me']);
    assert.deepEqual([cloned.clones, cloned.xp], [1, 1], 'its point joins the experience');
    const hard = explorerAfterMatch(newExplorer('B', true), lost, 0);
    assert.deepEqual([hard.dead, hard.achievements, hard.xp], [true, [], 0]);
  });

  it('a seat that played no card earns Lazy Bum for its explorer; without the seat no personal achievement', () => {
    const bum = explorerAfterMatch(newExplorer('C', false), home, 0);
    assert.ok(bum.achievements.includes('lazy-bum'), JSON.stringify(bum.achievements));
    assert.ok(
      bum.achievements.every((id) => KNOWN.has(id)),
      'only ids of the game list',
    );
    const unseated = explorerAfterMatch(newExplorer('C', false), home, null);
    assert.ok(!unseated.achievements.includes('lazy-bum'));
    assert.equal(matchFacts(home, null, newExplorer('C', false))?.missions[0]?.cardsPlayed, Number.MAX_SAFE_INTEGER);
    assert.equal(matchFacts(home, 0, newExplorer('C', false))?.missions[0]?.cardsPlayed, 0);
  });

  it('a campaign flown to its end counts every mission: Full Campaign', () => {
    // The finished state of a 3-mission campaign differs from a single mission's in these fields only.
    const campaign: FinishedMission = {
      ...home,
      o: { ...home.o, campaign: 3 },
      campaign: { ...home.campaign, mission: 3 },
    };
    const f = matchFacts(campaign, 0, newExplorer('D', false));
    assert.equal(f?.missions.length, 3);
    assert.ok(f?.missions.slice(0, 2).every((m) => m.survived && !m.perfect));
    const log = explorerAfterMatch(newExplorer('D', false), campaign, 0);
    assert.ok(log.achievements.includes('full-campaign'), JSON.stringify(log.achievements));
    assert.equal(log.missions, 3);
    const stopped = explorerAfterMatch(newExplorer('D', false), { ...campaign, campaign: home.campaign }, 0);
    assert.ok(!stopped.achievements.includes('full-campaign'), 'a campaign stopped after one mission is not full');
  });
});

describe('explorers: stored achievements the game list lacks', () => {
  const old = { ...newExplorer('Lambert', false), xp: 4, missions: 12 };

  it('renames the three the server once awarded to the game achievement of the same deed; keeps others', () => {
    const r = checkLog({ ...old, achievements: ['designed.ten-missions', 'designed.perfect-mission', 'from-a-sheet'] });
    assert.ok(r.ok);
    assert.deepEqual(r.log.achievements, ['regular', 'not-even-a-scratch', 'from-a-sheet']);
    // Renamed, the deed is not scored a second time.
    const again = explorerAfterMatch(r.log, home, 0);
    assert.equal(again.achievements.filter((a) => a === 'regular').length, 1);
    assert.equal(again.achievements.filter((a) => a === 'not-even-a-scratch').length, 1);
  });

  const dir = mkdtempSync(join(tmpdir(), 'airlock-explorer-ach-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a stored log with them lists, exports, imports and records a match without a refusal', async () => {
    const storage = await openStorage({ dataDir: dir });
    try {
      const explorers = new Explorers(storage, pino({ level: 'silent' }));
      const a = await explorers.newPerson();
      const b = await explorers.newPerson();
      const personA = await explorers.person(a.key);
      const log = { ...old, achievements: ['designed.campaign-flown', 'retired-long-ago'] };
      const row = { explorerId: 'explorer-old-1', personId: personA, log, version: 0, createdAt: 1, updatedAt: 1 };
      assert.equal(await storage.insertExplorer(row), true);
      const [listed] = await explorers.list(personA);
      assert.deepEqual(listed?.achievements, ['full-campaign', 'retired-long-ago']);
      const file = await explorers.exportOf(personA, 'explorer-old-1');
      const moved = await explorers.importFile(await explorers.person(b.key), JSON.parse(JSON.stringify(file)));
      assert.deepEqual(moved.achievements, ['full-campaign', 'retired-long-ago']);
      await explorers.recordMatch('match-1', [{ id: 'explorer-old-1', seat: 0 }], home);
      const stored = await storage.loadExplorer('explorer-old-1');
      const after = stored?.log as typeof log;
      assert.equal(stored?.version, 2, 'moved by the import, then the match');
      assert.equal(after.missions, 13);
      assert.ok(after.achievements.includes('retired-long-ago') && after.achievements.includes('lazy-bum'));
      assert.ok(!after.achievements.includes('designed.campaign-flown'), 'written back under its new id');
    } finally {
      await storage.close();
    }
  });
});
