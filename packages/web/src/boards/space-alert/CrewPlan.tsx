import { crewPlanOf, type SaView } from '@airlock/space-alert';
import { useEffect, useRef, useState } from 'react';
import { LOCAL_THINK_MS } from '../../bot-choices.ts';
import { crewName } from './labels.ts';
import { phaseTurns } from './Planner.tsx';

/** One member's half on one turn of the crew plan (null: nothing planned). */
export type PlanHalf = ReturnType<typeof crewPlanOf>[number][number];

/** A half in a cell: short (the letter or the arrow) and in words (for its label and tooltip). */
export function halfText(h: PlanHalf): { short: string; words: string } {
  if (!h) return { short: '·', words: 'nothing planned' };
  if (h.kind === 'action')
    return h.action === 'bots'
      ? { short: 'Bots', words: 'battlebots' }
      : { short: h.action, words: `action ${h.action}${h.heroic ? ' (heroic)' : ''}` };
  if (h.kind === 'heroic-move')
    return {
      short: `⇒${h.to.deck === 'upper' ? '↑' : '↓'}`,
      words: `heroic move to ${h.to.deck} ${h.to.zone}`,
    };
  if (h.move === 'lift') return { short: '↕', words: 'gravolift' };
  return h.move === 'red' ? { short: '←', words: 'red arrow' } : { short: '→', words: 'blue arrow' };
}

/** The turns shown: from the first turn of the phase being planned to the end of the mission, by phase. */
function phasesFrom(v: SaView): { n: number; turns: number[] }[] {
  return phaseTurns(v.phaseEnds).filter((ph) => ph.n >= Math.min(v.phase, v.phaseEnds.length));
}

/**
 * The crew plan as a table: a row per crew member (yours marked), a column per turn from the phase
 * being planned on. What the planning bots work out from what the whole crew knows; they follow their
 * own rows and count on the others following theirs.
 */
export function CrewPlanTable({
  v,
  plan,
  names,
  me,
}: {
  v: SaView;
  plan: readonly (readonly PlanHalf[])[];
  names: readonly string[];
  me: number | null;
}) {
  const phases = phasesFrom(v);
  return (
    <div className="sa-crew-plan-scroll">
      <table className="sa-crew-plan" data-testid="sa-crew-plan">
        <thead>
          <tr>
            <th scope="col">Crew member</th>
            {phases.flatMap((ph) =>
              ph.turns.map((t, k) => (
                <th key={t} scope="col" className={k === 0 ? 'sa-plan-phase-start' : undefined}>
                  {k === 0 ? <span className="sa-plan-phase">P{ph.n}</span> : null}
                  {t}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {plan.map((row, m) => {
            const who = crewName(v, m, names);
            const mine = me !== null && v.seats[m] === me;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a crew member's row is its place in the crew
              <tr key={m} className={mine ? 'sa-plan-mine' : undefined} data-crew={m}>
                <th scope="row">
                  {who}
                  {mine ? ' (you)' : ''}
                </th>
                {phases.flatMap((ph) =>
                  ph.turns.map((t, k) => {
                    const h = halfText(row[t - 1] ?? null);
                    return (
                      <td
                        key={t}
                        className={k === 0 ? 'sa-plan-phase-start' : undefined}
                        title={`${who}, turn ${t}: ${h.words}`}
                        aria-label={`${who}, turn ${t}: ${h.words}`}
                      >
                        {h.short}
                      </td>
                    );
                  }),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted sa-plan-key">
        A, B, C: the station's actions · Bots: battlebots · ← red arrow · → blue arrow · ↕ gravolift · · nothing
      </p>
    </div>
  );
}

const OPEN_KEY = 'airlock:sa-crew-plan-open';

function wasOpen(): boolean {
  try {
    return globalThis.localStorage?.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The crew's table talk with its planning bots: the plan they work out, shown on request. It is
 * worked out after the screen has drawn (a search of up to a quarter of a second, the same budget and
 * settings as the bots at this screen, so it is their very plan), from public facts only. While
 * communications are down the crew cannot talk: the plan stays as it was said before.
 */
export function CrewPlan({ v, names, me }: { v: SaView; names: readonly string[]; me: number | null }) {
  const [open, setOpen] = useState(wasOpen);
  const [plan, setPlan] = useState<readonly (readonly PlanHalf[])[] | null>(null);
  const said = useRef<readonly (readonly PlanHalf[])[] | null>(null);
  useEffect(() => {
    if (!open || v.stage !== 'planning' || !v.comms) return;
    const timer = setTimeout(() => {
      const p = crewPlanOf(v, { ms: LOCAL_THINK_MS, now: () => performance.now() });
      said.current = p;
      setPlan(p);
    }, 0);
    return () => clearTimeout(timer);
  }, [open, v]);
  const shown = v.comms ? plan : said.current;
  return (
    <details
      className="panel sa-crew-plan-panel"
      open={open}
      onToggle={(e) => {
        const now = (e.currentTarget as HTMLDetailsElement).open;
        setOpen(now);
        try {
          globalThis.localStorage?.setItem(OPEN_KEY, now ? '1' : '0');
        } catch {
          // Private browsing may refuse storage: the panel just does not remember.
        }
      }}
    >
      <summary>The crew plan: what the planning bots intend, and what they count on you to do</summary>
      <p className="muted">
        Worked out from what the whole crew knows (the threats announced, the cards' backs), never from a hand; it
        changes with each announcement. Bots follow their own rows as far as their cards allow.
      </p>
      {!v.comms ? (
        <p className="sa-alert" data-testid="sa-plan-comms">
          Communications are down: nobody can talk, so this is the plan as it was said before.
        </p>
      ) : null}
      {shown ? (
        <CrewPlanTable v={v} plan={shown} names={names} me={me} />
      ) : (
        <p className="muted">{open && v.comms ? 'Working out the plan…' : ''}</p>
      )}
    </details>
  );
}
