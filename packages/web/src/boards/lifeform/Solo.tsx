import {
  CHITS,
  FEAR_TRACK,
  HUNT_LOCATION,
  type LifeformView,
  MOTION_TRACK,
  REMORA_BOARD,
  SEARCH_CRISIS,
  SHUTTLE_CHAMBERS,
  STOWAWAY_TOKENS,
} from '@airlock/lifeform';
import { cardName, iconWords } from './labels.ts';

/** Dragon's Domain's view (the solo game), as the game hands it to every seat. */
export type SoloView = Extract<LifeformView, { solo: true }>;

type Space = (typeof MOTION_TRACK.spaces)[number];

const EFFECT: Record<string, [string, string]> = {
  'lose-nerve': ['−N', 'lose nerve'],
  draw2: ['+2', 'draw 2 cards'],
  'self-destruct': ['+1m', 'self-destruct +1'],
  'draw2-stowaway': ['+2 S', 'draw 2 cards and a stowaway'],
};

const START: Record<string, string> = { shaken: 'SHAKEN', start: 'START', tough: 'TOUGH' };

/**
 * Where each motion space sits: the central pathway in one row (following the first forward move from
 * SHAKEN), the side paths of the forks one row above, beside the central space they run alongside.
 */
function motionLayout(): Map<string, { col: number; row: number; space: Space }> {
  const by = new Map(MOTION_TRACK.spaces.map((s) => [s.id, s]));
  const out = new Map<string, { col: number; row: number; space: Space }>();
  let at: Space | undefined = by.get('shaken');
  for (let col = 0; at; col++) {
    out.set(at.id, { col, row: 1, space: at });
    at = at.next[0] ? by.get(at.next[0]) : undefined;
  }
  for (const s of MOTION_TRACK.spaces) {
    if (out.has(s.id)) continue;
    const from = s.back ? out.get(s.back) : undefined;
    out.set(s.id, { col: (from?.col ?? 0) + 1, row: 0, space: s });
  }
  return out;
}

const LAYOUT = motionLayout();

function MotionTracker({ at }: { at: string }) {
  const step = 46;
  const x = (col: number) => 20 + col * step;
  const y = (row: number) => 22 + row * 42;
  const cols = Math.max(...[...LAYOUT.values()].map((p) => p.col)) + 1;
  const place = LAYOUT.get(at);
  const here = place?.space;
  const alertCol = [...LAYOUT.values()].find((p) => p.space.alert)?.col ?? 0;
  const left = alertCol - (place?.col ?? 0);
  const where = START[at]
    ? `the ${START[at]} space`
    : here?.alert
      ? 'PROXIMITY ALERT!'
      : `space ${(place?.col ?? 0) + 1}${place?.row === 0 ? ' (a side path)' : ''}`;
  const say = `The lifeform is on ${where}${here?.close ? ', in close range' : ''}${left > 0 ? `; ${left} space${left === 1 ? '' : 's'} from PROXIMITY ALERT!` : ''}`;
  return (
    <figure className="lf-solo-figure">
      <svg viewBox={`0 0 ${x(cols) - 6} 96`} className="board lf-motion" data-testid="lf-motion">
        <title>Motion tracker</title>
        {[...LAYOUT.values()].flatMap((p) =>
          p.space.next.map((n) => {
            const q = LAYOUT.get(n);
            return q ? (
              <line
                key={`${p.space.id}-${n}`}
                x1={x(p.col)}
                y1={y(p.row)}
                x2={x(q.col)}
                y2={y(q.row)}
                className="lf-motion-path"
              />
            ) : null;
          }),
        )}
        {[...LAYOUT.values()].map(({ col, row, space }) => {
          const eff = space.effect ? EFFECT[space.effect] : undefined;
          const name = START[space.id] ?? (space.alert ? 'ALERT!' : (eff?.[0] ?? ''));
          const cls = `lf-motion-space${space.close ? ' lf-close' : ''}${space.alert ? ' lf-alert' : ''}${space.id === at ? ' lf-here' : ''}`;
          return (
            <g key={space.id} className={cls} data-motion-space={space.id}>
              <title>{`${START[space.id] ?? (space.alert ? 'PROXIMITY ALERT!' : 'space')}${eff ? `: ${eff[1]}` : ''}${space.close ? ' (close range)' : ''}`}</title>
              <circle cx={x(col)} cy={y(row)} r={15} />
              <text
                x={x(col)}
                y={y(row) + 3}
                textAnchor="middle"
                className={`lf-motion-text${START[space.id] || space.alert ? ' lf-motion-name' : ''}`}
              >
                {name}
              </text>
              {space.id === at ? (
                <circle cx={x(col)} cy={y(row)} r={17} className="lf-motion-lifeform" data-testid="lf-motion-here" />
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption data-testid="lf-motion-say">{say}</figcaption>
    </figure>
  );
}

function FearTrack({ nerve, fear }: { nerve: number; fear: number }) {
  const cell = 22;
  return (
    <figure className="lf-solo-figure">
      <svg viewBox={`0 0 ${FEAR_TRACK.spaces * cell + 4} 26`} className="board lf-fear" data-testid="lf-fear">
        <title>Fear track</title>
        {Array.from({ length: FEAR_TRACK.spaces }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: spaces are positions
          <g key={i} className={`lf-cell${i < fear ? ' lf-marked' : ''}${i === nerve ? ' lf-here' : ''}`}>
            <rect x={2 + i * cell} y={3} width={cell - 2} height={20} rx={3} />
            <text x={2 + i * cell + (cell - 2) / 2} y={17} textAnchor="middle" className="lf-cell-text">
              {i === nerve ? 'N' : i < fear ? 'T' : ''}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        Fear track: nerve on space {nerve + 1}, {fear} terror token{fear === 1 ? '' : 's'} from the left (they must
        never meet)
      </figcaption>
    </figure>
  );
}

/** The conflict resolution container: one dot per chit, green still alive, red killed. */
function ChitBag({ alive, killed }: { alive: number; killed: number }) {
  const dots = [...Array.from({ length: alive }, () => 'alive'), ...Array.from({ length: killed }, () => 'killed')];
  return (
    <svg viewBox={`0 0 ${Math.max(1, dots.length) * 14 + 4} 18`} className="board lf-chits" data-testid="lf-chits">
      <title>{`Conflict container: ${alive} still alive, ${killed} killed`}</title>
      {dots.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: chits of a kind are alike
        <circle key={i} cx={9 + i * 14} cy={9} r={5.5} className={`lf-chit lf-chit-${d}`} data-chit={d} />
      ))}
    </svg>
  );
}

const count = (c: Record<string, number>): number => Object.values(c).reduce((a, b) => a + b, 0);

/** Dragon's Domain's own pieces: the motion tracker, fear track, crisis decks, chits, tokens and goals. */
export function SoloPanel({ v }: { v: SoloView }) {
  const g = v.game;
  const waiting = Object.values(g.killedAt).reduce((a, b) => a + b, 0);
  const onCocoon = g.cocoonChits.reduce((n, c) => n + c.alive + c.killed, 0);
  const t = g.tokens;
  const tokens = [
    `survival ${t.survival}`,
    `fire extinguisher ${t.extinguisher}`,
    `welding torch ${t.welding}`,
    `harpoon ${t.harpoon}`,
    `30 seconds ${t.thirty}`,
    `halon ${t.halon}`,
    `heat analyzer ${v.character.analyzer ? 1 : 0}`,
  ];
  const search = g.search;
  return (
    <section className="panel lf-solo" aria-label="Dragon's Domain">
      <h3 className="lf-h">Dragon's Domain</h3>
      <MotionTracker at={g.motion} />
      <FearTrack nerve={g.nerve} fear={g.fear} />
      <p data-testid="lf-crisis">
        {`Crisis decks left: A ${count(g.crisis.A)} · B ${count(g.crisis.B)} · C ${count(g.crisis.C)} (an empty deck loses when you must draw from it)`}
      </p>
      <div className="lf-chit-row">
        <ChitBag alive={g.bag.alive} killed={g.bag.killed} />
        <p data-testid="lf-chit-say">
          Conflict container: {g.bag.alive} still alive, {g.bag.killed} killed (started {CHITS.alive} and {CHITS.killed}
          ); killed chits waiting in vents {waiting}, chits on the cocoon track {onCocoon}
        </p>
      </div>
      <p>Your tokens: {tokens.join(' · ')}</p>
      <p>
        Goals: ship's cat {g.goals.cat ? 'rescued' : 'not yet'} · umbilicus{' '}
        {g.goals.umbilicus ? 'uncoupled' : 'coupled'} · xeno data {v.dataTokens.length ? 'downloaded' : 'not yet'} ·
        stowaway tokens aboard {g.stowawaysAboard} of {STOWAWAY_TOKENS.safe + STOWAWAY_TOKENS.danger}
        {g.immune ? ' · the lifeform shrugs off flamethrowers' : ''}
      </p>
      {g.zones ? (
        <p data-testid="lf-zones">
          Combat zones:{' '}
          {g.zones
            .map((z, i) => `${i === 0 ? 'primary' : `zone ${i + 1}`} ${z.length ? z.join(', ') : 'clear'}`)
            .join(' · ')}
        </p>
      ) : null}
      {search ? (
        <div data-testid="lf-remora-board">
          <h4 className="lf-h">Remora board (13th Passenger C)</h4>
          <ul className="lf-remora-rooms">
            {SHUTTLE_CHAMBERS.map((c) => (
              <li key={c} data-shuttle={c} className={search.sealed.includes(c) ? 'lf-sealed' : ''}>
                {HUNT_LOCATION[c]?.name ?? c}: {search.sealed.includes(c) ? 'token, cleared' : 'open'}
              </li>
            ))}
          </ul>
          <p>
            Docking clamps {search.clamps} of {REMORA_BOARD.clamps} · life support space {search.lifeSupport} of{' '}
            {REMORA_BOARD.lifeSupport.length}
            {search.exhausted ? ' · you are exhausted (no RUN)' : ''}
            {search.zoneSurvival ? ' · a survival token lies in the hidden zone' : ''}
          </p>
          {search.kept.length ? (
            <p>Kept crisis cards: {search.kept.map((k) => `${cardName(k)} (${keptIcon(k)})`).join(', ')}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function keptIcon(card: string): string {
  const icon = keptIconOf(card);
  return icon ? iconWords(icon, false) : 'no icon';
}

function keptIconOf(card: string): string | undefined {
  return SEARCH_CRISIS.cards.find((c) => c.id === card)?.keep?.icon;
}
