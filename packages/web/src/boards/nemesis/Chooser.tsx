import type { Action, MatchView } from '@airlock/engine';
import type { NLView } from '@airlock/nemesis-lockdown';
import { choicesOf, placeOf } from './choices.ts';
import { cardName, nlLabel, roomName } from './labels.ts';

interface Props {
  view: MatchView;
  names: readonly string[];
  legal: readonly Action[];
  onAct?: ((a: Action) => void) | undefined;
  /** The room picked on the map (the viewer's own room until another is picked). */
  room: string | null;
}

/**
 * What the viewer can do about the room picked on the map, under the map: one line per choice, with a
 * button per way to pay for it (the cards to discard), so a turn is played on the board with the mouse.
 */
export function Chooser({ view, names, legal, onAct, room }: Props) {
  const v = view.view as NLView;
  const me = typeof view.viewer === 'number' ? v.players[view.viewer] : undefined;
  if (!me || !onAct || legal.length === 0) return null;
  const onMap = legal.filter((a) => placeOf(a, me.room) !== null);
  if (onMap.length === 0) return <Decision view={view} names={names} legal={legal} onAct={onAct} />;
  const at = room ?? me.room;
  const choices = choicesOf(onMap.filter((a) => placeOf(a, me.room) === at));
  const pass = legal.find((a) => a.type === 'pass');
  const title = at === me.room ? `Here, in ${roomName(v, at)}` : roomName(v, at);
  return (
    <section className="panel nl-chooser" aria-label="On the map" data-room={at}>
      <h3 style={{ margin: '0 0 0.4rem' }}>
        {title.charAt(0).toUpperCase() + title.slice(1)} ·{' '}
        <span className="muted">
          {me.actionsLeft} action{me.actionsLeft === 1 ? '' : 's'} left · pick a room on the map for what you can do
          there
        </span>
      </h3>
      {choices.length === 0 ? <p className="muted">Nothing to do there right now.</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {choices.map((c) => {
          const label = nlLabel(c.unpaid, view, names);
          const free = c.ways.length === 1 && c.ways[0]?.pay.length === 0;
          return (
            <li key={JSON.stringify(c.unpaid)} className="nl-choice" style={{ margin: '0.25rem 0' }}>
              {free ? (
                <button
                  type="button"
                  className="action"
                  data-action={c.unpaid.type}
                  onClick={() => onAct(c.ways[0]?.action ?? c.unpaid)}
                >
                  {label}
                </button>
              ) : (
                <>
                  <span>{label}</span>
                  <span className="muted"> · pay with </span>
                  <span className="action-buttons" style={{ display: 'inline-flex' }}>
                    {c.ways.map((w) => (
                      <button
                        type="button"
                        key={w.pay.join('+')}
                        className="action nl-pay"
                        data-action={c.unpaid.type}
                        aria-label={nlLabel(w.action, view, names)}
                        onClick={() => onAct(w.action)}
                      >
                        {w.pay.map(cardName).join(' + ')}
                      </button>
                    ))}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {pass ? (
        <button type="button" className="action" data-action="pass" onClick={() => onAct(pass)}>
          Pass for the rest of the round
        </button>
      ) : null}
    </section>
  );
}

/** A decision that is not about a place (a draft, an objective, discards, an answer): its choices, here too. */
function Decision({ view, names, legal, onAct }: Omit<Props, 'room' | 'onAct'> & { onAct: (a: Action) => void }) {
  const prompt = view.pending.find((p) => p.actor === view.viewer)?.prompt;
  return (
    <section className="panel nl-chooser" aria-label="On the map">
      <h3 style={{ margin: '0 0 0.4rem' }}>{prompt ?? 'Your decision'}</h3>
      <div className="action-buttons">
        {legal.map((a) => (
          <button
            type="button"
            key={JSON.stringify(a)}
            className="action"
            data-action={a.type}
            onClick={() => onAct(a)}
          >
            {nlLabel(a, view, names)}
          </button>
        ))}
      </div>
    </section>
  );
}
