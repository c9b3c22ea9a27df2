import type { OptionValue, Options } from '@airlock/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { botKindOf, botLabel, type SeatChoice, seatChoices } from '../bot-choices.ts';
import { defaultPlayers, type LocalGame, localGames, testGamesWanted } from '../games.ts';
import { HotseatSession, type LocalSeat } from '../hotseat/session.ts';
import { createMatch } from '../online/connection.ts';
import { LobbyChatPanel } from '../online/LobbyChatPanel.tsx';
import { fetchMatches, fetchServerGames, type MatchSummary, type ServerGame } from '../online/api.ts';
import { visibleMatches } from '../lobby-list.ts';
import { savedHotseat } from '../hotseat/store.ts';
import { tickets } from '../storage.ts';
import { LearnToPlay } from '../tutorial/LearnToPlay.tsx';
import { OptionField } from './OptionField.tsx';
import { startHotseat } from './Hotseat.tsx';

type Mode = 'online' | 'hotseat';

function defaultSeats(n: number): SeatChoice[] {
  return Array.from({ length: n }, (_, i) => (i === 0 ? 'you' : 'bot:random'));
}

/** Who sits where, when the server lists it (read leniently: older servers send only free seats). */
function seatsLine(m: MatchSummary): string {
  const seats = (m as { seats?: { name?: string; kind?: string; claimed?: boolean }[] }).seats;
  if (!Array.isArray(seats)) return '';
  const who = seats.map((x) => (x.kind === 'bot' ? `${x.name} (bot)` : x.claimed ? x.name : 'free seat'));
  return ` · ${who.join(', ')}`;
}

export function Lobby() {
  const [server, setServer] = useState<ServerGame[] | null | undefined>(undefined);
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  const all = useMemo(localGames, []);
  const [mode, setModeState] = useState<Mode>('hotseat');
  const picked = useRef(false);
  const setMode = (m: Mode) => {
    picked.current = true;
    setModeState(m);
  };
  // The kernel's test game is not a game to play: offered only where a test asks for it (the address's
  // `?test-games`, or a test server that lists it).
  const offered = useMemo(
    () =>
      mode === 'online'
        ? all.filter((g) => server?.some((s) => s.id === g.game.id))
        : all.filter((g) => !g.test || testGamesWanted(location.search)),
    [mode, all, server],
  );
  // Mission Catastrophe is the table's first game; the others follow in catalog order.
  const [gameId, setGameIdState] = useState(
    () => all.find((g) => g.game.id === 'mission-catastrophe')?.game.id ?? all[0]?.game.id ?? '',
  );
  const local: LocalGame | undefined = offered.find((g) => g.game.id === gameId) ?? offered[0];
  const [players, setPlayers] = useState(local ? defaultPlayers(local) : 2);
  // A new game starts at its own default table, so the form is never invalid on arrival.
  const setGameId = (id: string) => {
    setGameIdState(id);
    const next = offered.find((g) => g.game.id === id);
    if (next) setPlayers(defaultPlayers(next));
  };
  const [options, setOptions] = useState<Options>({});
  const [seats, setSeats] = useState<SeatChoice[]>(defaultSeats(players));
  const [names, setNames] = useState<string[]>([]);
  const [fast, setFast] = useState(() => localStorage.getItem('airlock.speed') === 'fast');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchServerGames().then((g) => {
      setServer(g);
      // Online is the default when a server answers, unless the user already picked a mode.
      if (g && g.length > 0 && !picked.current) setModeState('online');
    });
    fetchMatches().then(setMatches);
  }, []);

  useEffect(() => {
    setSeats((old) => defaultSeats(players).map((d, i) => old[i] ?? d));
  }, [players]);

  if (!local) return <p className="panel">No game is available{mode === 'online' ? ' on the server' : ''}.</p>;
  const game = local.game;
  const n = Math.min(Math.max(players, game.players.min), game.players.max);
  const opts: Options = Object.fromEntries(game.options.map((o) => [o.key, options[o.key] ?? o.default]));
  const seatList = seats.slice(0, n);
  const name = (i: number) => names[i]?.trim() || (seatList[i]?.startsWith('bot') ? `Bot ${i + 1}` : `Player ${i + 1}`);
  const choices = seatChoices(mode, local, server?.find((g) => g.id === game.id)?.bots);
  const problem = game.checkOptions?.(n, opts) ?? null;

  const create = async () => {
    setError(null);
    setBusy(true);
    try {
      if (mode === 'hotseat') {
        const localSeats: LocalSeat[] = seatList.map((c, i) => {
          const bot = botKindOf(choices.includes(c) ? c : (choices[0] as SeatChoice));
          return bot ? { kind: 'bot', bot, name: name(i) } : { kind: 'human', name: name(i) };
        });
        const seed = `hotseat-${secretSeed()}`;
        startHotseat(new HotseatSession(local, { game: game.id, players: n, options: opts, seed, seats: localSeats }));
        return;
      }
      const conn = await createMatch({
        game: game.id,
        players: n,
        options: opts,
        seats: seatList.map((c) => {
          const bot = botKindOf(c);
          return bot ? { kind: 'bot', bot } : { kind: 'human' };
        }),
        name: `${name(0)}'s ${game.name}`,
      });
      location.hash = `#/match/${conn.room.roomId}`;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const resumable = tickets();
  const hot = savedHotseat();
  return (
    <div className="lobby" data-ready={server !== undefined ? 'yes' : 'no'}>
      <section className="panel new-match" aria-label="New match">
        <h1>New match</h1>
        <fieldset className="mode">
          <legend>Where</legend>
          <label>
            <input
              type="radio"
              name="mode"
              checked={mode === 'online'}
              disabled={!server}
              onChange={() => setMode('online')}
            />{' '}
            Online (share a link){server === null ? ' — no server reachable' : ''}
          </label>
          <label>
            <input type="radio" name="mode" checked={mode === 'hotseat'} onChange={() => setMode('hotseat')} /> Hotseat
            (this screen, no server)
          </label>
        </fieldset>
        <label>
          Game{' '}
          <select value={game.id} onChange={(e) => setGameId(e.target.value)} data-testid="game-select">
            {offered
              .filter((g) => !g.test)
              .map((g) => (
                <option key={g.game.id} value={g.game.id}>
                  {g.game.name}
                </option>
              ))}
            {offered.some((g) => g.test) ? (
              <optgroup label="For testing the table">
                {offered
                  .filter((g) => g.test)
                  .map((g) => (
                    <option key={g.game.id} value={g.game.id}>
                      {g.game.name}
                    </option>
                  ))}
              </optgroup>
            ) : null}
          </select>
        </label>
        <label>
          Players{' '}
          <select value={n} onChange={(e) => setPlayers(Number(e.target.value))} data-testid="players-select">
            {Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i).map(
              (k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ),
            )}
          </select>
        </label>
        {game.options.map((o) => (
          <OptionField
            key={o.key}
            spec={o}
            value={opts[o.key] as OptionValue}
            onChange={(v) => setOptions({ ...options, [o.key]: v })}
          />
        ))}
        <fieldset className="seats">
          <legend>Seats</legend>
          {seatList.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions, the index is their identity
            <div key={i} className="seat-row">
              <span>Seat {i + 1}</span>
              <select
                aria-label={`Seat ${i + 1} is`}
                data-testid={`seat-${i}`}
                value={choices.includes(c) ? c : choices[0]}
                onChange={(e) => setSeats(seats.map((x, j) => (j === i ? (e.target.value as SeatChoice) : x)))}
              >
                {choices.map((k) => (
                  <option key={k} value={k}>
                    {k === 'human'
                      ? mode === 'hotseat'
                        ? 'A person at this screen'
                        : 'A friend (invite link)'
                      : k === 'you'
                        ? 'You'
                        : botLabel(botKindOf(k) ?? k)}
                  </option>
                ))}
              </select>
              {/* Online, people name themselves when they join (the server names the creator's seat). */}
              {mode === 'online' ? null : (
                <input
                  aria-label={`Seat ${i + 1} name`}
                  placeholder={name(i)}
                  value={names[i] ?? ''}
                  maxLength={40}
                  onChange={(e) => setNames(Object.assign([...names], { [i]: e.target.value }))}
                />
              )}
            </div>
          ))}
        </fieldset>
        {mode === 'hotseat' ? (
          <label>
            <input
              type="checkbox"
              checked={fast}
              onChange={(e) => {
                localStorage.setItem('airlock.speed', e.target.checked ? 'fast' : 'normal');
                setFast(e.target.checked);
              }}
            />{' '}
            Bots move instantly
          </label>
        ) : null}
        {problem ? <p className="error">⚠ {problem}</p> : null}
        {error ? (
          <p className="error" role="alert">
            ⚠ {error}
          </p>
        ) : null}
        <button type="button" className="primary" disabled={busy || !!problem} onClick={create} data-testid="create">
          Create match
        </button>
      </section>

      <section className="panel" aria-label="Continue">
        <h2>Continue</h2>
        {hot ? (
          <p>
            <a href="#/hotseat">
              Resume the hotseat match ({hot.game}, {hot.steps} moves)
            </a>
          </p>
        ) : null}
        {resumable.length === 0 && !hot ? <p className="muted">No match to resume in this browser.</p> : null}
        <ul>
          {resumable.map((t) => (
            <li key={t.matchId}>
              <a href={`#/match/${t.matchId}`}>
                {t.game} · {t.seat === null ? 'spectating' : `seat ${t.seat + 1}`} · {t.matchId}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <LearnToPlay />

      <OpenMatches matches={matches} games={all} />

      {server && server.length > 0 ? <LobbyChatPanel /> : null}
    </div>
  );
}

/**
 * Matches on the server: by default only those with a free seat (the ones a person can join), with a
 * filter by game; matches to watch are one switch away.
 */
function OpenMatches({ matches, games }: { matches: MatchSummary[] | null; games: readonly LocalGame[] }) {
  const [game, setGame] = useState('');
  const [joinable, setJoinable] = useState(true);
  const gameName = (id: string) => games.find((g) => g.game.id === id)?.game.name ?? id;
  const shown = visibleMatches(matches ?? [], game, joinable);
  return (
    <section className="panel" aria-label="Open matches">
      <h2>Open matches</h2>
      <div className="match-filters">
        <label>
          Game{' '}
          <select value={game} onChange={(e) => setGame(e.target.value)} data-testid="match-filter-game">
            <option value="">every game</option>
            {games
              .filter((g) => !g.test)
              .map((g) => (
                <option key={g.game.id} value={g.game.id}>
                  {g.game.name}
                </option>
              ))}
          </select>
        </label>{' '}
        <label>
          <input
            type="checkbox"
            checked={joinable}
            onChange={(e) => setJoinable(e.target.checked)}
            data-testid="match-filter-joinable"
          />{' '}
          only with a free seat
        </label>
      </div>
      {matches === null ? <p className="muted">The server's match list is not reachable.</p> : null}
      {matches !== null && shown.length === 0 ? (
        <p className="muted">No {joinable ? 'joinable ' : ''}match right now.</p>
      ) : null}
      <ul>
        {shown.map((m) => (
          <li key={m.matchId}>
            {m.name} ({gameName(m.game)}, step {m.step}){seatsLine(m)}{' '}
            {m.freeSeats.map((s) => (
              <a key={s} className="button" href={`#/match/${m.matchId}?seat=${s}`}>
                Take seat {s + 1}
              </a>
            ))}{' '}
            <a className="button" href={`#/match/${m.matchId}?spectate`}>
              Watch
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 128 random bits as hex: a hotseat seed nobody at the table can guess (a bot seat's cards follow from it). */
function secretSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
