import {
  CENTRAL_REACTOR_CAPACITY,
  CENTRAL_SHIELD_CAPACITY,
  FUEL_CAPSULES,
  ROCKETS,
  SIDE_REACTOR_CAPACITY,
  SIDE_SHIELD_CAPACITY,
  TRAJECTORIES,
  type Zone,
} from '@airlock/space-alert';
import { Sym } from '../../symbols/Symbol.tsx';
import { threatName } from './labels.ts';

export const ZONES: readonly Zone[] = ['red', 'white', 'blue'];
export type Deck = 'upper' | 'lower';
export const ZONE_FILL: Record<Zone, string> = { red: '#7f1d1d', white: '#3f3f46', blue: '#1e3a8a' };

/** What the picture of the ship shows: energy, damage, stores and where each crew member is. */
export interface ShipPicture {
  shield: Record<Zone, number>;
  reactor: Record<Zone, number>;
  fuel: number;
  rockets: number;
  damage: Record<Zone, string[]>;
  /** Per crew member: its station, whether it is out in the interceptors, knocked out, leading bots. */
  crew: { zone: Zone; deck: Deck; space: boolean; out: boolean; bots: boolean }[];
  /** Squads still stored in their station (upper blue, lower red). */
  botsHome: { zone: Zone; deck: Deck; disabled: boolean }[];
}

/** A threat token as drawn on its trajectory. */
export interface ThreatMark {
  id: string | null;
  zone: Zone | 'internal';
  turn: number;
  serious: boolean;
  /** Square from the ship (1 is Z); null before it appears. */
  position: number | null;
  state: 'announced' | 'active' | 'destroyed' | 'survived';
  /** The resolver's move order for this threat, once it is on the board. */
  token?: number;
  /** Announced since the viewing seat last acted. */
  fresh?: boolean;
}

/** What the current replay step did, drawn over the picture. */
export interface StepMarks {
  shots: { zone: Zone; position: number; weapon: string }[];
  delayed: number[];
  hurt: Zone[];
}

/** The ship at the start of a mission: the starting energy, three capsules and rockets, both squads home. */
export function startingShip(crew: number, carried: Record<Zone, string[]>): ShipPicture {
  return {
    shield: { red: 1, white: 1, blue: 1 },
    reactor: { red: 2, white: 3, blue: 2 },
    fuel: FUEL_CAPSULES,
    rockets: ROCKETS,
    damage: { red: [...carried.red], white: [...carried.white], blue: [...carried.blue] },
    crew: Array.from({ length: crew }, () => ({
      zone: 'white' as Zone,
      deck: 'upper' as Deck,
      space: false,
      out: false,
      bots: false,
    })),
    botsHome: [
      { zone: 'blue', deck: 'upper', disabled: false },
      { zone: 'red', deck: 'lower', disabled: false },
    ],
  };
}

/** What each station's buttons do (the C action differs by station). */
export function stationButtons(zone: Zone, deck: Deck): [string, string, string] {
  const c =
    deck === 'upper'
      ? { red: 'interceptors', white: 'computer', blue: 'battlebots' }[zone]
      : { red: 'battlebots', white: 'observation', blue: 'rockets' }[zone];
  const a = deck === 'upper' ? 'heavy laser' : zone === 'white' ? 'pulse cannon' : 'light laser';
  const b = deck === 'upper' ? 'shield' : zone === 'white' ? 'refuel' : 'reactor';
  return [`A ${a}`, `B ${b}`, `C ${c}`];
}

/** The symbol of a threat: where it attacks from (outside or inside) and whether it is serious. */
export function threatSymbol(m: Pick<ThreatMark, 'zone' | 'serious'>): string {
  const kind = m.zone === 'internal' ? 'sa-int' : 'sa-ext';
  return m.serious ? `${kind}-serious` : kind;
}

/** The symbol of a station button: A fires, B moves energy, C is the station's own device. */
export function buttonSymbol(button: string): string {
  if (button.startsWith('A ')) return 'sa-act-a';
  if (button.startsWith('B ')) return 'sa-act-b';
  const device = button.slice(2);
  const devices: Record<string, string> = {
    interceptors: 'sa-interceptors',
    computer: 'sa-computer',
    battlebots: 'sa-battlebots',
    observation: 'sa-observation',
    rockets: 'sa-rockets',
  };
  // Every station's C device is listed above; the computer stands in should a new one appear.
  return devices[device] ?? 'sa-computer';
}

const SQ = 30;
/** Squares start at the left edge; each row's name sits above its ship end, so a phone gets wider squares. */
const TRACK_X = 4;
const ROW = 56;

function Track({
  zone,
  number,
  y,
  marks,
  shots,
}: {
  zone: Zone | 'internal';
  number: number;
  y: number;
  marks: ThreatMark[];
  shots: StepMarks['shots'];
}) {
  const t = TRAJECTORIES[number - 1];
  if (!t) return null;
  const squares = Array.from({ length: t.length }, (_, i) => t.length - i);
  const fill = zone === 'internal' ? '#14532d' : ZONE_FILL[zone];
  return (
    <g className="sa-track" data-zone={zone} aria-label={`${zone} trajectory ${number}`}>
      <text x={TRACK_X + 16 * SQ - 2} y={y - 6} textAnchor="end" className="svg-small sa-track-label">
        {zone} · trajectory {number}
      </text>
      {squares.map((sq, i) => {
        const x = TRACK_X + (16 - t.length + i) * SQ;
        const letter = sq === t.X ? 'X' : t.Y.includes(sq) ? 'Y' : sq === t.Z ? 'Z' : '';
        return (
          <g key={sq}>
            <rect x={x} y={y} width={SQ - 2} height={SQ - 2} fill={fill} opacity={letter ? 0.9 : 0.45} rx={3} />
            <text x={x + SQ / 2 - 1} y={y + 19} textAnchor="middle" className="svg-small sa-ink-light sa-letter">
              {letter}
            </text>
          </g>
        );
      })}
      {shots.map((sh) => {
        const x = TRACK_X + (16 - sh.position) * SQ + SQ / 2 - 1;
        return (
          <g key={`${sh.weapon}-${sh.position}`} className="sa-shot" data-shot={sh.weapon}>
            <title>{`${sh.weapon} shot at square ${sh.position}`}</title>
            <line x1={TRACK_X + 16 * SQ + 4} y1={y + SQ / 2 - 1} x2={x} y2={y + SQ / 2 - 1} />
          </g>
        );
      })}
      {marks.map((m, i) => {
        const pos = m.position ?? t.length;
        const x = TRACK_X + (16 - pos) * SQ + SQ / 2 - 1;
        const gone = m.state === 'destroyed' || m.state === 'survived';
        return (
          <g
            key={`${m.id}-${m.turn}`}
            className={`sa-threat ${m.state}${m.fresh ? ' changed' : ''}`}
            data-threat={m.id ?? ''}
          >
            <title>{`${threatName(m.id)}${m.serious ? ' (serious)' : ''}: T+${m.turn}, ${m.state}`}</title>
            {m.position === null ? (
              <text x={x} y={y - 3 - i * 9} textAnchor="middle" className="svg-small sa-ink-warm">
                {m.fresh ? '✱ ' : ''}T+{m.turn}
              </text>
            ) : (
              <Sym
                symbol={m.state === 'destroyed' ? 'sa-destroyed' : threatSymbol(m)}
                cx={x}
                cy={y + SQ / 2 - 1}
                size={m.serious ? 28 : 24}
                label={`${threatName(m.id)}${m.serious ? ' (serious)' : ''}, ${m.state}`}
                badge={m.state === 'destroyed' ? undefined : m.turn}
                className={gone ? 'sa-gone' : undefined}
              />
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The four trajectories with the threats on them, drawn from the game's data. */
function Tracks({
  trajectories,
  threats,
  shots,
}: {
  trajectories: Record<Zone | 'internal', number>;
  threats: ThreatMark[];
  shots: StepMarks['shots'];
}) {
  const tracks: (Zone | 'internal')[] = ['red', 'white', 'blue', 'internal'];
  const top = 24;
  return (
    <svg
      viewBox={`0 0 ${TRACK_X + 16 * SQ + 8} ${top + tracks.length * ROW - ROW + SQ + 4}`}
      className="board sa-tracks"
      role="img"
      aria-label="Trajectories"
    >
      <title>The trajectories and the threats on them</title>
      {tracks.map((z, i) => (
        <Track
          key={z}
          zone={z}
          number={trajectories[z]}
          y={top + i * ROW}
          marks={threats.filter((m) => m.zone === z && m.state !== 'survived')}
          shots={shots.filter((sh) => sh.zone === z)}
        />
      ))}
    </svg>
  );
}

function crewTitle(c: ShipPicture['crew'][number], name: string, delayed: boolean): string {
  const notes = [
    c.space ? 'out in the interceptors' : '',
    c.out ? 'knocked out' : '',
    c.bots ? 'leading battlebots' : '',
    delayed ? 'delayed this turn' : '',
  ];
  return [name, ...notes.filter(Boolean)].join(', ');
}

/** One station: what its buttons do, its energy, stored battlebots and who stands there. */
function Station({
  ship,
  zone,
  deck,
  names,
  delayed,
}: {
  ship: ShipPicture;
  zone: Zone;
  deck: Deck;
  names: readonly string[];
  delayed: readonly number[];
}) {
  const side = zone !== 'white';
  const here = ship.crew.map((c, i) => ({ ...c, i })).filter((c) => c.zone === zone && c.deck === deck);
  const bots = ship.botsHome.filter((b) => b.zone === zone && b.deck === deck);
  const reactor = Number.isNaN(ship.reactor[zone]) ? '?' : String(ship.reactor[zone]);
  return (
    <section
      className={`sa-station sa-zone-${zone}`}
      data-station={`${deck}-${zone}`}
      aria-label={`${deck} ${zone} station`}
    >
      <h4>
        {deck} {zone}
      </h4>
      <ul className="sa-does">
        {stationButtons(zone, deck).map((b) => (
          <li key={b}>
            <Sym symbol={buttonSymbol(b)} size={18} />
            {b}
          </li>
        ))}
      </ul>
      <p className="sa-energy">
        {deck === 'upper'
          ? `Shield ${ship.shield[zone]}/${side ? SIDE_SHIELD_CAPACITY : CENTRAL_SHIELD_CAPACITY}`
          : `Reactor ${reactor}/${side ? SIDE_REACTOR_CAPACITY : CENTRAL_REACTOR_CAPACITY}`}
        {deck === 'lower' && zone === 'white' ? ` · fuel ${ship.fuel}` : ''}
        {deck === 'lower' && zone === 'blue' ? ` · rockets ${ship.rockets}` : ''}
      </p>
      {bots.map((b) => (
        <p key="bots" className="sa-bots">
          <Sym symbol="sa-battlebots" size={18} />
          {b.disabled ? 'Battlebots (disabled)' : 'Battlebots stored'}
        </p>
      ))}
      <div className="sa-here">
        {here.map((c) => (
          <span
            key={c.i}
            className={`sa-token sa-crew-${c.i % 5}${c.out ? ' out' : ''}${c.space ? ' space' : ''}${c.bots ? ' bots' : ''}${delayed.includes(c.i) ? ' delayed' : ''}`}
            title={crewTitle(c, names[c.i] ?? `crew ${c.i + 1}`, delayed.includes(c.i))}
            role="img"
            aria-label={crewTitle(c, names[c.i] ?? `crew ${c.i + 1}`, delayed.includes(c.i))}
          >
            {c.i + 1}
          </span>
        ))}
      </div>
    </section>
  );
}

/**
 * The ship and its four trajectories. The trajectories are a drawing; the stations are text in a
 * grid, so what each station does stays readable at phone width.
 */
export function ShipView({
  ship,
  trajectories,
  threats,
  names,
  step,
}: {
  ship: ShipPicture;
  trajectories: Record<Zone | 'internal', number>;
  threats: ThreatMark[];
  names: readonly string[];
  /** During a replay: what the current step did. */
  step?: StepMarks;
}) {
  const delayed = step?.delayed ?? [];
  return (
    <section className="sa-ship" aria-label="The ship">
      <Tracks trajectories={trajectories} threats={threats} shots={step?.shots ?? []} />
      {threats.length > 0 ? (
        <ul className="sa-threat-list" aria-label="Threats">
          {threats.map((m) => (
            <li
              key={`${m.id}-${m.turn}-${m.token ?? ''}`}
              className={`sa-threat-${m.state}${m.fresh ? ' changed' : ''}`}
            >
              <span className="sa-threat-turn">T+{m.turn}</span> <Sym symbol={threatSymbol(m)} size={18} />{' '}
              {threatName(m.id)}
              {m.serious ? ' (serious)' : ''} · {m.zone === 'internal' ? 'internal' : m.zone} ·{' '}
              {m.state === 'announced'
                ? `appears on turn ${m.turn}`
                : m.state === 'active'
                  ? `square ${m.position ?? '?'}`
                  : m.state}
              {m.fresh ? <span className="changed-mark"> ✱ new</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="sa-stations">
        {(['upper', 'lower'] as const).map((deck) =>
          ZONES.map((zone) => (
            <Station key={`${deck}-${zone}`} ship={ship} zone={zone} deck={deck} names={names} delayed={delayed} />
          )),
        )}
        {ZONES.map((zone) => (
          <p key={zone} className={`sa-damage${step?.hurt.includes(zone) ? ' hurt' : ''}`} data-damage={zone}>
            {zone === 'red' ? 'Red' : zone === 'white' ? 'White' : 'Blue'} damage {ship.damage[zone].length}/6
            {ship.damage[zone].length > 0 ? `: ${ship.damage[zone].join(', ')}` : ''}
          </p>
        ))}
      </div>
      <p className="sa-crewlist">
        Crew:{' '}
        {ship.crew.map((_, i) => (
          <span key={names[i] ?? i} className="sa-crewname">
            <span className={`sa-token small sa-crew-${i % 5}`}>{i + 1}</span> {names[i] ?? `crew ${i + 1}`}
          </span>
        ))}
      </p>
    </section>
  );
}
