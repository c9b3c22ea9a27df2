import type { SaView } from '@airlock/space-alert';
import { changedPaths } from '../../diff.ts';
import { GameGuide } from '../../ui/GameGuide.tsx';
import { sinceYourTurn } from '../../ui/since-your-turn.ts';
import type { BoardProps } from '../types.ts';
import { TRANSFER_SECONDS } from '@airlock/space-alert';
import { Announcer } from './Announcer.tsx';
import { CrewPlan } from './CrewPlan.tsx';
import { clock, heardLine, phaseLeft, transferLeft } from './announcements.ts';
import { crewName } from './labels.ts';
import { Planner } from './Planner.tsx';
import { Replay } from './Replay.tsx';
import { announcedMarks } from './replayShip.ts';
import { ShipView, startingShip } from './Ship.tsx';

/** Space Alert at the table: the clock and announcements, the ship with its trajectories, the planner, then the replay. */
/** What changed since this seat last acted, in a sentence: new announcements and the others' boards. */
export function saNews(v: SaView, changed: ReadonlySet<string>, names: readonly string[], me: number | null): string {
  const fresh = v.heard.filter((_, i) => changed.has(`heard.${i}`)).length;
  const boards = v.boardView
    .map((_, m) => m)
    .filter((m) => v.seats[m] !== me && v.seats[m] !== null && changed.has(`boardView.${m}`))
    .map((m) => crewName(v, m, names));
  const parts = [
    fresh ? `${fresh} new announcement${fresh === 1 ? '' : 's'}` : '',
    boards.length ? `${boards.join(', ')} changed ${boards.length === 1 ? 'a board' : 'their boards'}` : '',
  ].filter(Boolean);
  return parts.join('; ');
}

export function SpaceAlertBoard({ view, names, me, legal, onAct: act, changed: lastUpdate }: BoardProps) {
  const v = view.view as SaView;
  // What changed since this seat's last action (ui/since-your-turn.ts): announcements and others' boards.
  const since = sinceYourTurn(`space-alert:${names.join('|')}`, view, me, act);
  const onAct = since.act;
  const changed = since.base && since.base !== v ? changedPaths(since.base, v) : lastUpdate;
  const crewNames = v.seats.map((_, m) => crewName(v, m, names));
  const left = phaseLeft(v);
  const transfer = transferLeft(v, TRANSFER_SECONDS);
  const give = legal.some((a) => a.type === 'give');
  const planning = v.stage === 'planning';
  const marks = announcedMarks(v, (i) => changed.has(`announced.${i}`));
  const news = planning ? saNews(v, changed, names, typeof me === 'number' ? me : null) : '';
  const status = planning
    ? `Planning phase ${Math.min(v.phase, v.phaseEnds.length)} of ${v.phaseEnds.length}`
    : v.stage === 'resolve'
      ? 'Planning is over: the mission resolves'
      : v.stage === 'draft'
        ? 'Choosing specializations'
        : v.stage === 'between'
          ? `Mission ${v.campaign.mission} flown: the captain decides whether to fly on`
          : 'Mission over';
  const mySeat = typeof me === 'number' ? me : null;
  const myPhase = mySeat !== null ? v.seatPhase[mySeat] : undefined;
  return (
    <div className="sa-table">
      <GameGuide gameId="space-alert" />
      <section className="panel sa-status" aria-label="Mission clock" data-testid="sa-status">
        <h2>{status}</h2>
        <p>
          Soundtrack at {clock(v.now)} ·{' '}
          {v.o.clock === 'stepped' ? 'stepped clock (waits until every seat is ready)' : 'real time'}
          {planning && left === null ? ' · the next phase warning comes a minute before its end' : ''}
        </p>
        {planning && left !== null ? (
          <p className={`sa-deadline${left <= 20 ? ' urgent' : ''}`} role="timer" data-testid="sa-left">
            Phase {v.phase} ends in <strong>{left} s</strong>
            {left <= 20 ? ': cards on the board now, its turns lock at the end' : ''}
          </p>
        ) : null}
        {news ? (
          <p className="sa-news muted" data-testid="sa-news">
            <span className="changed-mark">✱</span> {`Since ${since.since}: ${news} (marked ✱).`}
          </p>
        ) : null}
        {planning ? <Announcer v={v} /> : null}
        {planning && onAct ? (
          <div className="sa-clock-buttons">
            {legal
              .filter((a) => a.type === 'ready' || a.type === 'advance')
              .map((a) => (
                <button key={a.type} type="button" className="primary" data-sa={a.type} onClick={() => onAct(a)}>
                  {a.type === 'ready' ? 'Ready for the next announcement' : 'Finish this phase now'}
                </button>
              ))}
          </div>
        ) : null}
        {planning && myPhase !== undefined && myPhase > v.phase && myPhase <= v.phaseEnds.length ? (
          <p>You moved on early: you are planning phase {myPhase}.</p>
        ) : null}
        {planning && !v.comms ? (
          <p className="sa-alert sa-comms" data-testid="sa-comms">
            Communications down: the crew may not talk (nor write) until they are restored. Plan alone.
          </p>
        ) : null}
        {planning && v.transfer.open ? (
          <p className="sa-alert sa-transfer" data-testid="sa-transfer">
            Data transfer open{transfer !== null ? ` for ${transfer} s more` : ''}: each crew member may give one card
            from their hand to another player
            {give ? ' (pick the card in your hand, then its receiver just under your hand)' : ''}.
          </p>
        ) : null}
        {v.players > 1 && v.seats.every((s) => s !== null) ? null : (
          <p className="muted">Androids' boards are face up: whoever plans them places their cards.</p>
        )}
      </section>
      <section className="panel sa-heard" aria-label="Announcements so far">
        <h3>Announcements so far ({v.heard.length})</h3>
        {v.heard.length === 0 ? (
          <p className="muted">Nothing announced yet.</p>
        ) : (
          <ol data-testid="sa-heard">
            {v.heard.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the soundtrack only grows; position is identity
              <li key={i} className={changed.has(`heard.${i}`) ? 'changed' : undefined}>
                {heardLine(e, v, i)}
                {changed.has(`heard.${i}`) ? <span className="changed-mark"> ✱ new</span> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {v.outcome ? (
        <Replay v={v} crewNames={crewNames} />
      ) : (
        <ShipView
          ship={startingShip(v.crew, v.campaign.carried)}
          trajectories={v.trajectories}
          threats={marks}
          names={crewNames}
        />
      )}
      {planning && v.crew > 1 ? <CrewPlan v={v} names={names} me={mySeat} /> : null}
      {planning ? <Planner v={v} names={names} me={mySeat} legal={legal} onAct={onAct} changed={changed} /> : null}
    </div>
  );
}
