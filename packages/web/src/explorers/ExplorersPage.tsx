import { SPECIALIZATIONS } from '@airlock/space-alert';
import { useCallback, useEffect, useState } from 'react';
import { achievementLine } from './achievements.ts';
import {
  checkBox,
  createExplorer,
  type ExplorerSummary,
  exportExplorer,
  flying,
  importExplorer,
  listExplorers,
  setFlying,
} from './api.ts';

const label = (id: string) => id.replace(/-/g, ' ');

/**
 * Your Space Alert explorers, kept by the server: level, experience, specializations, achievements,
 * clones. Export saves a signed file; import takes one back (the server refuses a file that was
 * edited, and says why). The explorer marked as flying takes your seat in the next Space Alert match.
 */
export function ExplorersPage() {
  const [list, setList] = useState<ExplorerSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [hardcore, setHardcore] = useState(false);
  const [active, setActive] = useState<string | null>(() => flying());

  const run = useCallback(async (what: () => Promise<unknown>, done?: string) => {
    setError(null);
    setNotice(null);
    try {
      await what();
      setList(await listExplorers());
      if (done) setNotice(done);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);

  useEffect(() => {
    void run(async () => {});
  }, [run]);

  const download = (e: ExplorerSummary) =>
    run(async () => {
      const file = await exportExplorer(e.id);
      const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `explorer-${e.name.replace(/[^A-Za-z0-9_-]+/g, '-')}.json`;
      a.click();
      URL.revokeObjectURL(url);
    }, `${e.name}'s log exported.`);

  const upload = (file: File | undefined) => {
    if (!file) return;
    void run(async () => {
      const e = await importExplorer(await file.text());
      setNotice(`${e.name} imported.`);
    });
  };

  const fly = (id: string | null) => {
    setFlying(id);
    setActive(id);
  };

  return (
    <section className="panel explorers" data-testid="explorers">
      <h1>Explorers' logs</h1>
      <p>
        Space Alert explorers kept by this server for you: each successful mission or campaign adds experience, a lost
        ship costs a clone (or a hardcore explorer). The explorer marked as flying takes your seat in the next Space
        Alert match you join, until its first announcement.
      </p>
      {error ? (
        <p className="error" role="alert" data-testid="explorers-error">
          ⚠ {error}
        </p>
      ) : null}
      {notice ? <output data-testid="explorers-notice">{notice}</output> : null}
      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          void run(() => createExplorer(name, hardcore), `${name} joins the crew roster.`);
          setName('');
        }}
      >
        <label>
          New explorer <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} required />
        </label>{' '}
        <label>
          <input type="checkbox" checked={hardcore} onChange={(e) => setHardcore(e.target.checked)} /> hardcore (refuses
          cloning)
        </label>{' '}
        <button type="submit">Create</button>
      </form>
      <p>
        <label>
          Import a log file{' '}
          <input
            type="file"
            accept="application/json,.json"
            data-testid="import-explorer"
            onChange={(e) => {
              upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </p>
      {list === null ? <p>Loading…</p> : list.length === 0 ? <p>No explorers yet.</p> : null}
      <ul className="explorer-list">
        {(list ?? []).map((e) => (
          <li key={e.id} data-testid="explorer">
            <h2>
              {e.name} · level {e.level} · {e.xp} XP
              {e.hardcore ? ' · hardcore' : ''}
              {e.dead ? ' · lost with the ship' : ''}
            </h2>
            <p>
              Missions {e.missions}
              {e.hardcore ? '' : ` · clones used ${e.clones}`} · specializations:{' '}
              {Object.entries(e.specs)
                .map(([s, v]) => `${label(s)} ${v}`)
                .join(', ') || 'none'}{' '}
              · achievements: {achievementLine(e.achievements)}
            </p>
            {e.freeBoxes > 0 && !e.dead ? (
              <p>
                <label>
                  Check a specialization box ({e.freeBoxes} free){' '}
                  <select
                    defaultValue=""
                    onChange={(ev) => ev.target.value && run(() => checkBox(e.id, ev.target.value))}
                  >
                    <option value="">choose…</option>
                    {SPECIALIZATIONS.map((s) => (
                      <option key={s} value={s}>
                        {label(s)}
                      </option>
                    ))}
                  </select>
                </label>
              </p>
            ) : null}
            <div className="action-buttons">
              <button type="button" onClick={() => download(e)}>
                Export
              </button>
              {e.dead ? null : active === e.id ? (
                <button type="button" onClick={() => fly(null)}>
                  Flying in your next match: stop
                </button>
              ) : (
                <button type="button" onClick={() => fly(e.id)}>
                  Fly in my next match
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
