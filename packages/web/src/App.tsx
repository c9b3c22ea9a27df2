import { useEffect, useState } from 'react';
import { fetchMatch } from './online/api.ts';
import { ExplorersPage } from './explorers/ExplorersPage.tsx';
import { Hotseat } from './screens/Hotseat.tsx';
import { Lobby } from './screens/Lobby.tsx';
import { Online } from './screens/Online.tsx';
import { ReplayScreen } from './screens/Replay.tsx';
import { TutorialScreen } from './tutorial/TutorialScreen.tsx';

/** Routes live in the hash (#/match/ID) so a shared link works with any static server and on reload. */
function useHash(): string {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const on = () => setHash(location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return hash;
}

/**
 * A match's link: a match still being played opens the table; a finished one opens its result and
 * replay (its room is gone, so joining would only say that no such room exists).
 */
function MatchRoute({ matchId, params }: { matchId: string; params: URLSearchParams }) {
  const [over, setOver] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchMatch(matchId).then((m) => {
      if (live) setOver(m?.over === true);
    });
    return () => {
      live = false;
    };
  }, [matchId]);
  if (over === undefined) return <p className="panel">Looking up match {matchId}…</p>;
  if (over) return <ReplayScreen matchId={matchId} atEnd note="This match is over: its result and its replay." />;
  return <Online matchId={matchId} params={params} />;
}

export function go(path: string): void {
  location.hash = path;
}

export function App() {
  const hash = useHash();
  const [path, query = ''] = hash.replace(/^#/, '').split('?');
  const parts = (path ?? '').split('/').filter(Boolean);
  const params = new URLSearchParams(query);
  let screen = <Lobby />;
  if (parts[0] === 'hotseat') screen = <Hotseat />;
  else if (parts[0] === 'match' && parts[1]) screen = <MatchRoute key={parts[1]} matchId={parts[1]} params={params} />;
  else if (parts[0] === 'replay') screen = <ReplayScreen matchId={parts[1]} />;
  else if (parts[0] === 'explorers') screen = <ExplorersPage />;
  else if (parts[0] === 'tutorial' && parts[1]) screen = <TutorialScreen key={parts[1]} game={parts[1]} />;
  return (
    <div className="app">
      <nav className="topbar" aria-label="Main">
        <a href="#/" className="brand">
          <span aria-hidden="true">⎔</span> Airlock
        </a>
        <a href="#/">Lobby</a>
        <a href="#/replay">Replays</a>
        <a href="#/explorers">Explorers</a>
      </nav>
      {screen}
    </div>
  );
}
