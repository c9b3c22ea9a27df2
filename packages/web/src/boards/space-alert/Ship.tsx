import { TRAJECTORIES } from '../../../../games/space-alert/src/data/trajectories.ts';
import {
  CENTRAL_REACTOR_CAPACITY,
  CENTRAL_SHIELD_CAPACITY,
  FUEL_CAPSULES,
  ROCKETS,
  SIDE_REACTOR_CAPACITY,
  SIDE_SHIELD_CAPACITY,
} from '../../../../games/space-alert/src/state.ts';
import type { Zone } from '../../../../games/space-alert/src/types.ts';
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
function stationText(zone: Zone, deck: Deck): [string, string] {
  const c =
    deck === 'upper'
      ? { red: 'interceptors', white: 'computer', blue: 'battlebots' }[zone]
      : { red: 'battlebots', white: 'observation', blue: 'rockets' }[zone];
  const a = deck === 'upper' ? 'heavy laser' : zone === 'white' ? 'pulse cannon' : 'light laser';
  const b = deck === 'upper' ? 'shield' : zone === 'white' ? 'refuel' : 'reactor';
  return [`A ${a} · B ${b}`, `C ${c}`];
}

const CREW_FILL = ['#f59e0b', '#10b981', '#a855f7', '#ec4899', '#38bdf8'];
const SQ = 30;
const TRACK_X = 118;

function Track({
  zone,
  number,
  y,
  marks,
}: {
  zone: Zone | 'internal';
  number: number;
  y: number;
  marks: ThreatMark[];
}) {
  const t = TRAJECTORIES[number - 1];
  if (!t) return null;
  const squares = Array.from({ length: t.length }, (_, i) => t.length - i);
  const fill = zone === 'internal' ? '#14532d' : ZONE_FILL[zone];
  return (
    <g className="sa-track" data-zone={zone} aria-label={`${zone} trajectory ${number}`}>
      <text x={4} y={y + 20} className="svg-small">
        {zone === 'internal' ? 'internal' : zone} · T{number}
      </text>
      {squares.map((sq, i) => {
        const x = TRACK_X + (16 - t.length + i) * SQ;
        const letter = sq === t.X ? 'X' : t.Y.includes(sq) ? 'Y' : sq === t.Z ? 'Z' : '';
        return (
          <g key={sq}>
            <rect x={x} y={y} width={SQ - 2} height={SQ - 2} fill={fill} opacity={letter ? 0.9 : 0.45} rx={3} />
            <text x={x + SQ / 2 - 1} y={y + 19} textAnchor="middle" className="svg-small" fill="#fff">
              {letter}
            </text>
          </g>
        );
      })}
      {marks.map((m, i) => {
        const pos = m.position ?? t.length;
        const x = TRACK_X + (16 - pos) * SQ + SQ / 2 - 1;
        const gone = m.state === 'destroyed' || m.state === 'survived';
        return (
          <g key={`${m.id}-${m.turn}`} className={`sa-threat ${m.state}`} data-threat={m.id ?? ''}>
            <title>{`${threatName(m.id)}${m.serious ? ' (serious)' : ''}: T+${m.turn}, ${m.state}`}</title>
            {m.position === null ? (
              <text x={x} y={y - 3 - i * 9} textAnchor="middle" className="svg-small" fill="#fde68a">
                T+{m.turn}
              </text>
            ) : (
              <circle
                cx={x}
                cy={y + SQ / 2 - 1}
                r={m.serious ? 12 : 9}
                fill={gone ? 'none' : '#facc15'}
                stroke="#facc15"
                strokeDasharray={gone ? '3 2' : undefined}
              />
            )}
            {m.position !== null ? (
              <text x={x} y={y + SQ / 2 + 3} textAnchor="middle" className="svg-small" fill={gone ? '#facc15' : '#000'}>
                {m.state === 'destroyed' ? '✕' : m.turn}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

/** The ship and its four trajectories, drawn from the game's data. */
export function ShipSvg({
  ship,
  trajectories,
  threats,
  names,
}: {
  ship: ShipPicture;
  trajectories: Record<Zone | 'internal', number>;
  threats: ThreatMark[];
  names: readonly string[];
}) {
  const tracks: (Zone | 'internal')[] = ['red', 'white', 'blue', 'internal'];
  const top = 16;
  const shipY = top + tracks.length * 44 + 10;
  const W = 200;
  const H = 116;
  return (
    <svg viewBox={`0 0 600 ${shipY + 2 * H + 84}`} className="board sa-ship" role="img" aria-label="The ship">
      <title>The ship, its energy and its trajectories</title>
      {tracks.map((z, i) => (
        <Track
          key={z}
          zone={z}
          number={trajectories[z]}
          y={top + i * 44}
          marks={threats.filter((m) => m.zone === z && m.state !== 'survived')}
        />
      ))}
      {(['upper', 'lower'] as const).map((deck, d) =>
        ZONES.map((zone, zi) => {
          const x = zi * W;
          const y = shipY + d * H;
          const here = ship.crew.map((c, i) => ({ ...c, i })).filter((c) => c.zone === zone && c.deck === deck);
          const bots = ship.botsHome.filter((b) => b.zone === zone && b.deck === deck);
          const side = zone !== 'white';
          const info =
            deck === 'upper'
              ? `Shield ${ship.shield[zone]}/${side ? SIDE_SHIELD_CAPACITY : CENTRAL_SHIELD_CAPACITY}`
              : `Reactor ${Number.isNaN(ship.reactor[zone]) ? '?' : ship.reactor[zone]}/${side ? SIDE_REACTOR_CAPACITY : CENTRAL_REACTOR_CAPACITY}${
                  zone === 'white' ? ` · fuel ${ship.fuel}` : zone === 'blue' ? ` · rockets ${ship.rockets}` : ''
                }`;
          return (
            <g key={`${zone}-${deck}`} data-station={`${deck}-${zone}`}>
              <rect x={x + 3} y={y} width={W - 6} height={H - 6} rx={8} fill={ZONE_FILL[zone]} opacity={0.85} />
              <text x={x + 10} y={y + 18} className="svg-name" fill="#fff">
                {deck} {zone}
              </text>
              <text x={x + 10} y={y + 34} className="svg-small" fill="#e5e7eb">
                {stationText(zone, deck)[0]}
              </text>
              <text x={x + 10} y={y + 48} className="svg-small" fill="#e5e7eb">
                {stationText(zone, deck)[1]}
              </text>
              <text x={x + 10} y={y + 64} className="svg-small" fill="#fde68a">
                {info}
              </text>
              {bots.map((b) => (
                <text key="bots" x={x + W - 12} y={y + 18} textAnchor="end" className="svg-small" fill="#a7f3d0">
                  {b.disabled ? 'bots (off)' : 'bots stored'}
                </text>
              ))}
              {here.map((c, k) => (
                <g key={c.i} aria-label={`${names[c.i] ?? `crew ${c.i + 1}`} here`}>
                  <circle
                    cx={x + 20 + k * 30}
                    cy={y + 89}
                    r={11}
                    fill={CREW_FILL[c.i % CREW_FILL.length]}
                    opacity={c.out ? 0.35 : 1}
                    stroke={c.bots ? '#a7f3d0' : '#111'}
                    strokeWidth={c.bots ? 3 : 1}
                  />
                  <text x={x + 20 + k * 30} y={y + 93} textAnchor="middle" className="svg-small" fill="#000">
                    {c.space ? '✈' : c.i + 1}
                  </text>
                </g>
              ))}
            </g>
          );
        }),
      )}
      {ZONES.map((zone, zi) => {
        const tiles = ship.damage[zone];
        // Two tiles a line, so a zone's list stays under its own column.
        const lines = [`${zone} damage ${tiles.length}/6`];
        for (let i = 0; i < tiles.length; i += 2) lines.push(tiles.slice(i, i + 2).join(', '));
        return (
          <text key={zone} x={zi * W + 10} y={shipY + 2 * H + 14} className="svg-small" data-damage={zone}>
            {lines.map((l, i) => (
              <tspan key={l} x={zi * W + 10} dy={i === 0 ? 0 : 15}>
                {l}
              </tspan>
            ))}
          </text>
        );
      })}
      <text x={10} y={shipY + 2 * H + 76} className="svg-small">
        Crew: {ship.crew.map((_, i) => `${i + 1} ${names[i] ?? ''}`.trim()).join(' · ')}
      </text>
    </svg>
  );
}
