import { threatCard } from '../data/threats.ts';
import type { Announced } from '../round/state.ts';
import type { Half, MoveKind, Station, Zone } from '../types.ts';
import { copyEnergy, type Energy, spend, startEnergy } from './ship-energy.ts';

/**
 * The crew's shared plan of roles, worked out by every bot from public information only (crew size,
 * phase ends, the threats announced so far), so bots of one crew agree without seeing each other's
 * hands: crew member 0 keeps the computer maintained on the bridge and fires the white gun; members
 * 1 and 2 man the red and blue heavy lasers; member 3 goes below to refill the side reactors and
 * observe. When an intruder or a malfunction is on board, one battlebot leader goes at it: member 2
 * (battlebots are at its own station, upper blue) with 4 crew, the fifth member (lower red) with 5.
 */
export type Role = 'bridge' | 'red' | 'blue' | 'lower' | 'lower-red';
const ROLES: readonly Role[] = ['bridge', 'red', 'blue', 'lower', 'lower-red'];
const ORDER: readonly Zone[] = ['red', 'white', 'blue'];

const HOME: Record<Role, Station> = {
  bridge: { zone: 'white', deck: 'upper' },
  red: { zone: 'red', deck: 'upper' },
  blue: { zone: 'blue', deck: 'upper' },
  lower: { zone: 'white', deck: 'lower' },
  'lower-red': { zone: 'red', deck: 'lower' },
};

export function roleOf(member: number): Role {
  return ROLES[member % ROLES.length] as Role;
}

function phaseStart(phaseEnds: readonly number[], turn: number): number {
  let start = 1;
  for (const end of phaseEnds) {
    if (turn <= end) return start;
    start = end + 1;
  }
  return start;
}

/** The next step from one station toward another: an arrow across zones first, then the lift. */
function stepToward(at: Station, to: Station): MoveKind | null {
  if (at.zone !== to.zone) return ORDER.indexOf(to.zone) < ORDER.indexOf(at.zone) ? 'red' : 'blue';
  if (at.deck !== to.deck) return 'lift';
  return null;
}

function moved(at: Station, m: MoveKind): Station {
  if (m === 'lift') return { zone: at.zone, deck: at.deck === 'upper' ? 'lower' : 'upper' };
  const i = ORDER.indexOf(at.zone) + (m === 'red' ? -1 : 1);
  return { zone: (ORDER[i] ?? at.zone) as Zone, deck: at.deck };
}

const same = (a: Station, b: Station) => a.zone === b.zone && a.deck === b.deck;

export interface Job {
  at: Station;
  fix: 'A' | 'B' | 'C' | 'bots';
  from: number;
  hits: number;
}

/** Internal threats announced so far, as jobs for the crew member sent at them. */
export function internalJobs(announced: readonly Announced[]): Job[] {
  const jobs: Job[] = [];
  for (const a of announced) {
    if (a.zone !== 'internal' || !a.threat) continue;
    const c = threatCard(a.threat);
    if (c.kind !== 'internal' || c.inSpace || c.stations.length === 0) continue;
    const [deck, zone] = (c.stations[0] as string).split('-') as ['upper' | 'lower', Zone];
    jobs.push({ at: { zone, deck }, fix: c.fix, from: a.turn, hits: Math.max(1, c.health) });
  }
  return jobs.sort((x, y) => x.from - y.from);
}

/** Zones with an external threat on the board at `turn` (announced for that turn or earlier). */
function threatened(announced: readonly Announced[], turn: number): Set<Zone> {
  const out = new Set<Zone>();
  for (const a of announced) if (a.zone !== 'internal' && a.threat && a.turn <= turn) out.add(a.zone);
  return out;
}

const act = (action: 'A' | 'B' | 'C' | 'bots'): Half => ({ kind: 'action', action });
const mv = (move: MoveKind): Half => ({ kind: 'move', move });

/** Where a crew member is on its role's path: its station, whether it leads battlebots, the jobs left. */
export interface RoleState {
  member: number;
  at: Station;
  bots: boolean;
  jobs: Job[];
  /** The turn the next followed half is for. */
  t: number;
  /** Turns it pressed C on the bridge (the computer's maintenance). */
  maintained: Set<number>;
  /** The station and action the member below is on its way to (kept until done). */
  errand: Want | null;
  zonesAt: (turn: number) => Set<Zone>;
  /** The ship's energy when the member acts on a turn (the crew's role plan, earlier members included). */
  energy: (turn: number) => Energy;
}

export interface Want {
  /** The station the role wants to be in. */
  goal: Station;
  /** The action it wants there (null: nothing). */
  act: 'A' | 'B' | 'C' | 'bots' | null;
}

/**
 * A member at the start of its role's path. `energy` is what the ship holds when it acts on a turn;
 * by default the crew's role plan's (crewRoles), which needs the mission's turns and phase ends.
 */
export function startRole(
  member: number,
  crew: number,
  announced: readonly Announced[],
  plan?: { turns: number; phaseEnds: readonly number[] },
  energy?: (turn: number) => Energy,
): RoleState {
  const role = roleOf(member);
  // Measured over 50 white missions (seeds space-alert/suite/N): the blue gunner as leader survived 5/50, the lower member 4/50.
  const leader = crew >= 5 ? role === 'lower-red' : role === 'blue';
  const full = startEnergy();
  const planned = plan ? crewRoles(crew, plan.turns, plan.phaseEnds, announced).energyAt : null;
  return {
    member,
    at: { zone: 'white', deck: 'upper' },
    bots: false,
    t: 1,
    maintained: new Set(),
    errand: null,
    jobs: leader ? internalJobs(announced) : [],
    zonesAt: (turn) => threatened(announced, turn),
    energy: energy ?? ((turn) => planned?.[turn - 1]?.[member] ?? full),
  };
}

/** The two battlebot stations (C takes a squad there). */
const ARMOURIES: readonly Station[] = [
  { zone: 'red', deck: 'lower' },
  { zone: 'blue', deck: 'upper' },
];

function steps(a: Station, b: Station): number {
  return Math.abs(ORDER.indexOf(a.zone) - ORDER.indexOf(b.zone)) + (a.deck === b.deck ? 0 : 1);
}

/** The nearer battlebot station. */
function armoury(at: Station): Station {
  const [x, y] = ARMOURIES as [Station, Station];
  return steps(at, y) < steps(at, x) ? y : x;
}

/** What the role wants on turn t from where it stands. */
export function wants(st: RoleState, t: number, phaseEnds: readonly number[]): Want {
  const role = roleOf(st.member);
  const job = st.jobs.find((j) => j.from <= t && j.hits > 0);
  if (job) {
    if (job.fix === 'bots' && !st.bots) return { goal: armoury(st.at), act: 'C' };
    return { goal: job.at, act: job.fix };
  }
  const home = HOME[role];
  const e = st.energy(t);
  if (role === 'bridge') {
    // The computer is maintained by C on the bridge in a phase's first two turns: again on the second if the first missed.
    const ps = phaseStart(phaseEnds, t);
    const due = (t === ps || t === ps + 1) && !st.maintained.has(ps) && !st.maintained.has(ps + 1);
    if (due) return { goal: home, act: 'C' };
    return { goal: home, act: st.zonesAt(t).has('white') && e.reactor.white > 0 ? 'A' : null };
  }
  if (role === 'lower') return engineer(st, t);
  // A heavy gun fires only on its reactor's energy: nothing to press on an empty one.
  return { goal: home, act: st.zonesAt(t).has(home.zone) && e.reactor[home.zone] > 0 ? 'A' : null };
}

/**
 * The member below decks keeps the guns in energy, from what the ship holds when it acts: a side
 * reactor a gun needs and cannot fire from (empty, or down to its last shot) is refilled from the
 * central reactor (B at that zone's lower station); a central reactor at 1 or less takes a fuel capsule
 * (B at lower white) while capsules last. An errand is kept until done; idle, it observes.
 */
function engineer(st: RoleState, t: number): Want {
  if (st.errand) return st.errand;
  const e = st.energy(t);
  const zones = st.zonesAt(t);
  let need: Zone | null = null;
  for (const z of ['red', 'blue'] as const) {
    if (!zones.has(z) || e.reactor[z] > 1 || e.reactor.white <= 0) continue;
    if (need === null || e.reactor[z] < e.reactor[need]) need = z;
  }
  const refuel = e.reactor.white <= 1 && e.fuel > 0;
  if (need !== null && (e.reactor[need] === 0 || !refuel))
    st.errand = { goal: { zone: need, deck: 'lower' }, act: 'B' };
  else if (refuel) st.errand = { goal: HOME.lower, act: 'B' };
  return st.errand ?? { goal: HOME.lower, act: 'C' };
}

/** The moves that bring a station closer to a goal (an arrow across zones, the lift across decks). */
export function movesToward(at: Station, goal: Station): MoveKind[] {
  const out: MoveKind[] = [];
  const first = stepToward(at, goal);
  if (first) out.push(first);
  if (at.zone !== goal.zone && at.deck !== goal.deck) out.push('lift');
  return out;
}

/** Follows one planned half on the role's path (one call per turn, in turn order). */
export function follow(st: RoleState, half: Half | null): void {
  const t = st.t++;
  if (!half) return;
  if (half.kind === 'move') {
    st.at = moved(st.at, half.move);
    return;
  }
  if (half.kind === 'heroic-move') {
    st.at = { ...half.to };
    return;
  }
  if (half.action === 'C' && ARMOURIES.some((a) => same(st.at, a))) st.bots = true;
  if (half.action === 'C' && same(st.at, HOME.bridge)) st.maintained.add(t);
  const e = st.errand;
  if (e && e.act === half.action && same(st.at, e.goal)) st.errand = null;
  const job = st.jobs.find((j) => j.hits > 0 && same(j.at, st.at) && j.fix === half.action);
  if (job) job.hits--;
}

/** The half a crew member's role asks for on each turn (index turn - 1), when every card is at hand. */
export function rolePlan(
  member: number,
  crew: number,
  turns: number,
  phaseEnds: readonly number[],
  announced: readonly Announced[],
): (Half | null)[] {
  return crewRoles(crew, turns, phaseEnds, announced).plans[member] ?? [];
}

export interface CrewRoles {
  /** Each member's half on each turn (index turn - 1). */
  plans: (Half | null)[][];
  /** The energy each member finds when it acts on a turn: energyAt[turn - 1][member]. */
  energyAt: Energy[][];
}

const rolesMemo = new Map<string, CrewRoles>();

/**
 * The whole crew's role plan, turn by turn and member by member in the order the resolution acts, with
 * the ship's energy (ship-energy.ts) moved by each half: what every member wants depends on what the
 * ones before it spent. Public facts only, so every bot of a crew works out the same.
 */
export function crewRoles(
  crew: number,
  turns: number,
  phaseEnds: readonly number[],
  announced: readonly Announced[],
): CrewRoles {
  const key = JSON.stringify([crew, turns, phaseEnds, announced]);
  const hit = rolesMemo.get(key);
  if (hit) return hit;
  const live = startEnergy();
  const states = Array.from({ length: crew }, (_, m) => startRole(m, crew, announced, undefined, () => live));
  const plans: (Half | null)[][] = states.map(() => []);
  const energyAt: Energy[][] = [];
  for (let t = 1; t <= turns; t++) {
    const fired = new Set<string>();
    const row: Energy[] = [];
    for (const st of states) {
      row.push(copyEnergy(live));
      const w = wants(st, t, phaseEnds);
      const m = stepToward(st.at, w.goal);
      const half = m ? mv(m) : w.act ? act(w.act) : null;
      (plans[st.member] as (Half | null)[]).push(half);
      follow(st, half);
      spend(live, st.at, half, fired);
    }
    energyAt.push(row);
  }
  const out = { plans, energyAt };
  if (rolesMemo.size >= 256) rolesMemo.clear();
  rolesMemo.set(key, out);
  return out;
}
