import type { Action } from '@airlock/engine';
import type { SaView } from '@airlock/space-alert';
import { type DragEvent, useState } from 'react';
import { cardName, crewName, halves } from './labels.ts';

type Top = 'action' | 'move';
type SeenSlot = SaView['boardView'][number][number];

/** Which phase a turn belongs to. */
function phaseOf(phaseEnds: readonly number[], turn: number): number {
  const i = phaseEnds.findIndex((end) => turn <= end);
  return i < 0 ? phaseEnds.length + 1 : i + 1;
}

/** Each phase's number and turns, from the turns that end the phases. */
export function phaseTurns(phaseEnds: readonly number[]): { n: number; turns: number[] }[] {
  return phaseEnds.map((end, i) => {
    const first = i === 0 ? 1 : (phaseEnds[i - 1] as number) + 1;
    return { n: i + 1, turns: Array.from({ length: end - first + 1 }, (_, k) => first + k) };
  });
}

/** A slot's content as a line of text: the card itself when it is seen, else only its back. */
function slotText(slot: SeenSlot): string {
  if (!slot) return 'empty';
  const one = (s: { card?: string; top: string; doubled?: string; special?: true }): string =>
    s.card
      ? cardName(s.card, s.top)
      : `face down, ${s.top === 'move' ? 'movement' : 'action'} on top${s.doubled ? `, ${s.doubled === 'move' ? 'movement' : 'action'} half doubled` : ''}${s.special ? ', specialization back' : ''}`;
  return slot.with ? `${one(slot)} + ${one(slot.with)}` : one(slot);
}

function cardFace(slot: SeenSlot): { big: string; small: string } {
  if (!slot) return { big: '', small: '' };
  if ('card' in slot && slot.card) {
    const h = halves(slot.card);
    const on = slot.top === 'move' && h.move ? h.move : h.action;
    const under = slot.top === 'move' ? h.action : (h.move ?? '');
    return { big: on, small: under };
  }
  return { big: slot.top === 'move' ? '⇆' : '✦', small: 'face down' };
}

/** The hand as one button per kind of card (a solo commander holds the whole deck), with the half to put on top. */
function Hand({
  hand,
  pick,
  top,
  onPick,
  onTop,
}: {
  hand: string[];
  pick: string | null;
  top: Top;
  onPick: (id: string | null) => void;
  onTop: (t: Top) => void;
}) {
  const kinds: { id: string; n: number }[] = [];
  for (const id of hand) {
    const last = kinds[kinds.length - 1];
    if (last?.id === id) last.n++;
    else kinds.push({ id, n: 1 });
  }
  const start = (e: DragEvent, id: string) => {
    e.dataTransfer.setData('text/plain', id);
    onPick(id);
  };
  return (
    <section className="panel sa-hand" aria-label="Your hand">
      <h3>
        Your hand ({hand.length} card{hand.length === 1 ? '' : 's'})
      </h3>
      <fieldset className="sa-top">
        <legend>Half on top</legend>
        {(['action', 'move'] as const).map((t) => (
          <button key={t} type="button" aria-pressed={top === t} onClick={() => onTop(t)} data-top={t}>
            {t === 'action' ? 'Action half' : 'Movement half'}
          </button>
        ))}
      </fieldset>
      <div className="sa-cards">
        {kinds.map(({ id, n }) => {
          const h = halves(id);
          return (
            <button
              key={id}
              type="button"
              className={`sa-card sa-${h.kind}${n > 1 ? ' counted' : ''}`}
              aria-pressed={pick === id}
              data-card={id}
              draggable
              onDragStart={(e) => start(e, id)}
              onClick={() => onPick(pick === id ? null : id)}
            >
              <span className="sa-half-a">{h.action}</span>
              {h.move ? <span className="sa-half-m">{h.move}</span> : null}
              {n > 1 ? <span className="sa-count">×{n}</span> : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** One crew member's 12 slots in their three phases; clickable where the legal list allows. */
function ActionBoard({
  v,
  member,
  names,
  legal,
  onAct,
  pick,
  top,
  current,
  changed,
}: {
  v: SaView;
  member: number;
  names: readonly string[];
  legal: readonly Action[];
  onAct?: ((a: Action) => void) | undefined;
  pick: string | null;
  top: Top;
  /** The phase this board's planner is in (a seat may move on before the soundtrack does). */
  current: number;
  /** View paths changed since the viewing seat last acted (`boardView.<member>.<slot>`); not given for one's own board. */
  changed?: ReadonlySet<string> | undefined;
}) {
  const slots = v.boardView[member] ?? [];
  const phases = phaseTurns(v.phaseEnds);
  const who = crewName(v, member, names);
  const android = v.seats[member] === null;
  const actionFor = (turn: number, card: string | null): Action | undefined => {
    if (card) {
      const sides: Top[] = [top, top === 'action' ? 'move' : 'action'];
      for (const side of sides) {
        const a = legal.find(
          (x) => x.type === 'place' && x.crew === member && x.turn === turn && x.card === card && x.top === side,
        );
        if (a) return a;
      }
      return undefined;
    }
    return legal.find((x) => x.type === 'take' && x.crew === member && x.turn === turn);
  };
  return (
    <section className="panel sa-board" aria-label={`Action board of ${who}`} data-crew={member}>
      <h3>
        {who}
        {android ? ' · android, face up' : ''}
      </h3>
      <div className="sa-phases">
        {phases.map((ph) => (
          <fieldset key={ph.n} className={`sa-phase${current > ph.n ? ' locked' : ''}`}>
            <legend>
              Phase {ph.n}
              {current > ph.n ? ' (locked)' : current === ph.n && v.stage === 'planning' ? ' (now)' : ''}
            </legend>
            {ph.turns.map((turn) => {
              const slot = slots[turn - 1] ?? null;
              const act = actionFor(turn, pick) ?? (pick ? undefined : actionFor(turn, null));
              const face = cardFace(slot);
              const text = slotText(slot);
              const fresh = changed?.has(`boardView.${member}.${turn - 1}`) ?? false;
              const drop = (e: DragEvent) => {
                e.preventDefault();
                const id = e.dataTransfer.getData('text/plain');
                const a = actionFor(turn, id);
                if (a && onAct) onAct(a);
              };
              return (
                <button
                  key={turn}
                  type="button"
                  className={`sa-slot${slot ? ' full' : ''}${act ? ' open' : ''}${fresh ? ' changed' : ''}`}
                  data-turn={turn}
                  disabled={!act || !onAct}
                  aria-label={`Turn ${turn}: ${text}${fresh ? ' (changed)' : ''}${act ? (act.type === 'take' ? '. Take it back' : `. Place ${cardName(act.card as string, act.top as string)}`) : ''}`}
                  title={text}
                  onClick={() => act && onAct?.(act)}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={drop}
                >
                  <span className="sa-turn">
                    {turn}
                    {fresh ? ' ✱' : ''}
                  </span>
                  <span className="sa-big">{face.big}</span>
                  <span className="sa-small">{face.small}</span>
                </button>
              );
            })}
          </fieldset>
        ))}
      </div>
    </section>
  );
}

/** Your hand, the boards you program (your own and the androids'), and the others' boards as they may be seen. */
export function Planner({
  v,
  names,
  me,
  legal,
  onAct,
  changed,
}: {
  v: SaView;
  names: readonly string[];
  me: number | null;
  legal: readonly Action[];
  onAct?: ((a: Action) => void) | undefined;
  changed?: ReadonlySet<string>;
}) {
  const [pick, setPick] = useState<string | null>(null);
  const [top, setTop] = useState<Top>('action');
  const hand = v.hand ?? [];
  const held = pick && hand.includes(pick) ? pick : null;
  const mine = v.seats.map((seat, m) => ({ seat, m })).filter((x) => x.seat === me || x.seat === null);
  const others = v.seats.map((seat, m) => ({ seat, m })).filter((x) => x.seat !== me && x.seat !== null);
  const act = (a: Action) => {
    onAct?.(a);
    if (a.type === 'place' || a.type === 'give') setPick(null);
  };
  const gives = onAct ? legal.filter((a) => a.type === 'give') : [];
  return (
    <div className="sa-planner">
      {v.hand ? <Hand hand={hand} pick={held} top={top} onPick={setPick} onTop={setTop} /> : null}
      <p className="sa-hint" aria-live="polite">
        {held
          ? `Picked: ${cardName(held, top)}. Choose a turn on a board below (or drag the card onto it).`
          : 'Pick a card from your hand, choose the half on top, then choose a turn. A filled turn you may take back is clickable.'}
      </p>
      {gives.length > 0 ? (
        <section className="panel sa-give" aria-label="Data transfer" data-testid="sa-give">
          <h3>Data transfer: give one card</h3>
          {held ? (
            <div className="sa-give-to">
              {gives
                .filter((a) => a.card === held)
                .map((a) => (
                  <button key={String(a.to)} type="button" data-give={String(a.to)} onClick={() => act(a)}>
                    Give {cardName(held)} to {names[a.to as number] ?? `seat ${(a.to as number) + 1}`}
                  </button>
                ))}
            </div>
          ) : (
            <p className="muted">Pick the card to give in your hand; the players who may receive it appear here.</p>
          )}
        </section>
      ) : null}
      {mine.map(({ m }) => (
        <ActionBoard
          key={m}
          v={v}
          member={m}
          names={names}
          legal={legal}
          onAct={act}
          pick={held}
          top={top}
          current={me !== null ? (v.seatPhase[me] ?? v.phase) : v.phase}
          changed={v.seats[m] === null ? changed : undefined}
        />
      ))}
      {others.length ? (
        <section className="panel sa-others" aria-label="Other crew members' boards">
          <h3>The rest of the crew (cards face down: only the half on top shows)</h3>
          {others.map(({ m }) => (
            <ActionBoard
              key={m}
              v={v}
              member={m}
              names={names}
              legal={[]}
              pick={null}
              top={top}
              current={v.phase}
              changed={changed}
            />
          ))}
        </section>
      ) : null}
    </div>
  );
}

export { phaseOf };
