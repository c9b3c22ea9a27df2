import type { Action, MatchView } from '@airlock/engine';
import type { NLView } from '@airlock/nemesis-lockdown';
import { useState } from 'react';
import { ACTION_CARD } from './data.ts';
import { type Choice, isDirect, menuOf, placeOf, type Verb } from './choices.ts';
import { cardName, nlLabel, roomName } from './labels.ts';

interface Props {
  view: MatchView;
  names: readonly string[];
  legal: readonly Action[];
  onAct?: ((a: Action) => void) | undefined;
  /** The room picked on the map (the viewer's own room until another is picked). */
  room: string | null;
  /** The step to open at (a verb and a choice of it, as the chooser keys them); the first step otherwise. */
  initial?: { verb?: string; choice?: string };
}

const VERB: Record<string, string> = {
  move: 'Move here',
  careful: 'Move here carefully (you choose where the noise goes)',
  rover: 'Drive the rover',
  gate: 'Leave through the main gate',
  escape: 'Walk out to the bunker',
  shoot: 'Shoot',
  melee: 'Fight hand to hand',
  search: 'Search the room',
  pickup: 'Pick something up',
  room: 'Use the room',
  item: 'Use an item',
  craft: 'Craft an item',
  trade: 'Trade',
  drop: 'Drop something (free)',
  computer: 'Use the computer',
};

/** The first step's button: the whole sentence when there is nothing left to choose but the payment. */
function verbTitle(verb: Verb, view: MatchView, names: readonly string[]): string {
  const only = verb.choices.length === 1 ? verb.choices[0] : undefined;
  if (only) return nlLabel(only.unpaid, view, names);
  const first = verb.choices[0]?.unpaid;
  const base =
    first?.type === 'card'
      ? `Play ${cardName(String(first.card))}${(ACTION_CARD[String(first.card)]?.effects.length ?? 0) > 1 ? ` (half ${Number(first.half) + 1})` : ''}`
      : (VERB[verb.key] ?? verb.key);
  return `${base} · ${verb.choices.length} options`;
}

const waysText = (c: Choice): string =>
  c.ways.length === 1 ? `pay ${c.ways[0]?.pay.map(cardName).join(' + ')}` : `${c.ways.length} ways to pay`;

/**
 * What the viewer can do about the room picked on the map, under the map, in up to three short steps:
 * what to do, then its target, then the cards that pay for it. Each step lists only its own buttons,
 * so a room with hundreds of legal variants (every power arrangement times every payment) still reads
 * as a handful of choices. A step with a single option is skipped.
 */
export function Chooser({ view, names, legal, onAct, room, initial }: Props) {
  const v = view.view as NLView;
  const me = typeof view.viewer === 'number' ? v.players[view.viewer] : undefined;
  // The path through the steps holds for one room at one step of the match; anything else starts over.
  const [path, setPath] = useState<{ key: string; verb?: string; choice?: string }>({ key: '' });
  if (!me || !onAct || legal.length === 0) return null;
  const onMap = legal.filter((a) => placeOf(a, me.room) !== null);
  if (onMap.length === 0) return <Decision view={view} names={names} legal={legal} onAct={onAct} />;
  const at = room ?? me.room;
  const here = `${view.step}:${at}`;
  const cur = path.key === here ? path : { key: here, ...initial };
  const verbs = menuOf(onMap.filter((a) => placeOf(a, me.room) === at));
  const pass = legal.find((a) => a.type === 'pass');
  const title = at === me.room ? `Here, in ${roomName(v, at)}` : roomName(v, at);
  const verb = verbs.find((x) => x.key === cur.verb);
  const choice =
    verb && verb.choices.length === 1
      ? verb.choices[0]
      : verb?.choices.find((c) => JSON.stringify(c.unpaid) === cur.choice);
  const pick = (c: Choice) => (isDirect(c) ? onAct(c.ways[0]?.action ?? c.unpaid) : null);

  let step: 'verb' | 'target' | 'pay' = 'verb';
  if (verb && choice) step = 'pay';
  else if (verb) step = 'target';
  const back = () =>
    setPath(step === 'pay' && verb && verb.choices.length > 1 ? { key: here, verb: verb.key } : { key: here });

  return (
    <section className="panel nl-chooser" aria-label="On the map" data-room={at} data-step={step}>
      <h3 className="nl-chooser-title">
        {title.charAt(0).toUpperCase() + title.slice(1)} ·{' '}
        <span className="muted">
          {me.actionsLeft} action{me.actionsLeft === 1 ? '' : 's'} left · pick a room on the map for what you can do
          there
        </span>
      </h3>
      {verbs.length === 0 ? <p className="muted">Nothing to do there right now.</p> : null}
      {step !== 'verb' && verb ? (
        <p className="nl-chooser-path">
          <button
            type="button"
            className="link nl-back"
            onClick={back}
            // A keyboard user's focus was on the button just replaced by this step: it goes on here.
            ref={(el) => {
              if (el && !el.closest('.nl-chooser')?.contains(document.activeElement)) el.focus();
            }}
          >
            ← Back
          </button>{' '}
          <strong>{choice ? nlLabel(choice.unpaid, view, names) : verbTitle(verb, view, names)}</strong>
          {step === 'pay' ? <span className="muted"> · choose the cards that pay for it</span> : null}
        </p>
      ) : null}
      {/* Ways to pay are short card names: they sit side by side; sentences take a line each. */}
      <ul className={`nl-choices${step === 'pay' ? ' nl-pays' : ''}`}>
        {step === 'verb'
          ? verbs.map((x) => {
              const only = x.choices.length === 1 ? x.choices[0] : undefined;
              const direct = only !== undefined && isDirect(only);
              return (
                <li key={x.key} className="nl-choice">
                  <button
                    type="button"
                    className="action"
                    data-action={only?.unpaid.type ?? x.choices[0]?.unpaid.type}
                    data-verb={x.key}
                    onClick={() => (direct ? pick(only) : setPath({ key: here, verb: x.key }))}
                  >
                    {verbTitle(x, view, names)}
                    {only && !direct ? <span className="muted"> · {waysText(only)}</span> : null}
                  </button>
                </li>
              );
            })
          : null}
        {step === 'target' && verb
          ? verb.choices.map((c) => (
              <li key={JSON.stringify(c.unpaid)} className="nl-choice">
                <button
                  type="button"
                  className="action"
                  data-action={c.unpaid.type}
                  onClick={() =>
                    isDirect(c) ? pick(c) : setPath({ key: here, verb: verb.key, choice: JSON.stringify(c.unpaid) })
                  }
                >
                  {nlLabel(c.unpaid, view, names)}
                  {isDirect(c) ? null : <span className="muted"> · {waysText(c)}</span>}
                </button>
              </li>
            ))
          : null}
        {step === 'pay' && choice
          ? choice.ways.map((w) => (
              <li key={w.pay.join('+')} className="nl-choice">
                <button
                  type="button"
                  className="action nl-pay"
                  data-action={choice.unpaid.type}
                  aria-label={nlLabel(w.action, view, names)}
                  onClick={() => onAct(w.action)}
                >
                  {w.pay.length ? `Pay ${w.pay.map(cardName).join(' + ')}` : 'No card to pay'}
                </button>
              </li>
            ))
          : null}
      </ul>
      {pass && step === 'verb' ? (
        <button type="button" className="action" data-action="pass" onClick={() => onAct(pass)}>
          Pass for the rest of the round
        </button>
      ) : null}
    </section>
  );
}

/** A decision that is not about a place (a draft, an objective, discards, an answer): its choices, here too. */
function Decision({
  view,
  names,
  legal,
  onAct,
}: Omit<Props, 'room' | 'onAct' | 'initial'> & { onAct: (a: Action) => void }) {
  const prompt = view.pending.find((p) => p.actor === view.viewer)?.prompt;
  return (
    <section className="panel nl-chooser" aria-label="On the map">
      <h3 className="nl-chooser-title">{prompt ?? 'Your decision'}</h3>
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
