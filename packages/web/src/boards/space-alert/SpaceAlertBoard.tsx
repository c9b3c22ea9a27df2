import type { SaView } from '@airlock/space-alert';
import type { BoardProps } from '../types.ts';
import { crewName, threatName } from './labels.ts';
import { Planner } from './Planner.tsx';
import { Replay } from './Replay.tsx';
import { ShipSvg, startingShip, type ThreatMark } from './Ship.tsx';

type Heard = SaView['heard'][number];

/** m:ss of the soundtrack. */
export function clock(ms: number): string {
  const t = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`;
}

/**
 * Seconds left in the current phase, when the soundtrack has said it: a phase's length is secret
 * until its first warning (one minute before its end), so before that there is no countdown to show.
 */
export function phaseLeft(v: SaView): number | null {
  let w: Extract<Heard, { what: 'warning' }> | null = null;
  for (const e of v.heard) if (e.what === 'warning' && e.phase === v.phase) w = e;
  if (!w) return null;
  return Math.max(0, w.left - Math.floor((v.now - w.at) / 1000));
}

function heardLine(e: Heard, v: SaView, index: number): string {
  const at = clock(e.at);
  switch (e.what) {
    case 'threat': {
      const nth = v.heard.slice(0, index + 1).filter((x) => x.what === 'threat').length - 1;
      const a = v.announced[nth];
      const where = e.zone === 'internal' ? 'internal' : `${e.zone} zone`;
      const counted = a?.threat ? `: ${threatName(a.threat)}` : e.unconfirmed ? ' (unconfirmed: ignored)' : '';
      const calls = a?.calls ? `, calling in ${threatName(a.calls.threat)}` : '';
      return `${at} ${e.unconfirmed ? 'Unconfirmed report: ' : ''}time T+${e.turn}, ${e.serious ? 'serious ' : ''}threat, ${where}${counted}${calls}`;
    }
    case 'data':
      return `${at} Incoming data`;
    case 'transfer-open':
      return `${at} Data transfer open`;
    case 'transfer-close':
      return `${at} Data transfer closed`;
    case 'comms-down':
      return `${at} Communications down: no talking`;
    case 'comms-up':
      return `${at} Communications restored`;
    case 'warning':
      return `${at} Phase ${e.phase} ends in ${e.left} seconds`;
    case 'phase-end':
      return `${at} Phase ${e.phase} over`;
  }
}

/** Space Alert at the table: the clock and announcements, the ship with its trajectories, the planner, then the replay. */
export function SpaceAlertBoard({ view, names, me, legal, onAct }: BoardProps) {
  const v = view.view as SaView;
  const crewNames = v.seats.map((_, m) => crewName(v, m, names));
  const left = phaseLeft(v);
  const tick = view.pending.find((p) => p.actor === 'system' && p.afterMs !== undefined);
  const planning = v.stage === 'planning';
  const marks: ThreatMark[] = v.announced
    .filter((a) => a.threat)
    .map((a) => ({ id: a.threat, zone: a.zone, turn: a.turn, serious: a.serious, position: null, state: 'announced' }));
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
      <section className="panel sa-status" aria-label="Mission clock" data-testid="sa-status">
        <h2>{status}</h2>
        <p>
          Soundtrack at {clock(v.now)} ·{' '}
          {v.o.clock === 'stepped' ? 'stepped clock (waits for every seat)' : 'real time'}
          {planning && left !== null ? (
            <strong className="sa-left" data-testid="sa-left">
              {' '}
              · phase {v.phase} ends in {left} s
            </strong>
          ) : null}
          {planning && left === null ? ' · the next phase warning comes a minute before the end' : ''}
          {tick?.afterMs !== undefined ? ` · next second in ${Math.round(tick.afterMs / 100) / 10} s` : ''}
        </p>
        {planning && myPhase !== undefined && myPhase > v.phase && myPhase <= v.phaseEnds.length ? (
          <p>You moved on early: you are planning phase {myPhase}.</p>
        ) : null}
        {!v.comms ? <p className="sa-alert">📵 Communications down: the crew may not talk.</p> : null}
        {v.transfer.open ? <p className="sa-alert">⇄ Data transfer open: each player may give one card.</p> : null}
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
              <li key={i}>{heardLine(e, v, i)}</li>
            ))}
          </ol>
        )}
      </section>
      {v.outcome ? (
        <Replay v={v} crewNames={crewNames} />
      ) : (
        <ShipSvg
          ship={startingShip(v.crew, v.campaign.carried)}
          trajectories={v.trajectories}
          threats={marks}
          names={crewNames}
        />
      )}
      {planning ? <Planner v={v} names={names} me={mySeat} legal={legal} onAct={onAct} /> : null}
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
    </div>
  );
}
