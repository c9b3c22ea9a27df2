import { type Frame, type SaView, type ShipSnapshot, TRAJECTORIES, type Zone } from '@airlock/space-alert';
import { type Deck, type ShipPicture, startingShip, type ThreatMark, ZONES } from './Ship.tsx';

/** What one step of the replay shows: the ship, the threats, and what this very step did. */
export interface ReplayPicture {
  ship: ShipPicture;
  marks: ThreatMark[];
  /** Shots of the current step: the zone's trajectory and the square hit. */
  shots: { zone: Zone; position: number; weapon: string }[];
  /** Crew members delayed during the current turn (up to this step). */
  delayed: number[];
  /** Zones that took a damage tile at the current step. */
  hurt: Zone[];
  /** Whether the frames carry energy levels (newer records), so reactors are known throughout. */
  energyKnown: boolean;
}

const SQUAD_HOME: { zone: Zone; deck: Deck }[] = [
  { zone: 'blue', deck: 'upper' },
  { zone: 'red', deck: 'lower' },
];

function stationOf(id: unknown): { zone: Zone; deck: Deck } | null {
  const m = /^(upper|lower)-(red|white|blue)$/.exec(String(id));
  return m ? { deck: m[1] as Deck, zone: m[2] as Zone } : null;
}

function snapshotOf(f: Frame): ShipSnapshot | null {
  return f.ship ?? null;
}

/** Every announced threat as a mark not yet on the board; `fresh(i)` says which announcements are news. */
export function announcedMarks(v: SaView, fresh: (i: number) => boolean = () => false): ThreatMark[] {
  const out: ThreatMark[] = [];
  v.announced.forEach((a, i) => {
    if (!a.threat) return;
    const mark: ThreatMark = {
      id: a.threat,
      zone: a.zone,
      turn: a.turn,
      serious: a.serious,
      position: null,
      state: 'announced',
    };
    if (fresh(i)) mark.fresh = true;
    out.push(mark);
  });
  return out;
}

/** Threat marks keyed by the resolver's token, bound as threats appear (a called-in threat is added). */
class Marks {
  readonly list: ThreatMark[];
  private byToken = new Map<number, ThreatMark>();
  constructor(v: SaView) {
    this.list = announcedMarks(v);
  }
  find(d: Record<string, unknown>, turn: number, zone?: Zone | 'internal'): ThreatMark | undefined {
    const token = typeof d.token === 'number' ? d.token : null;
    if (token !== null) {
      const known = this.byToken.get(token);
      if (known) return known;
    }
    let m = this.list.find((x) => x.id === d.threat && x.token === undefined);
    if (!m && token === null) m = this.list.find((x) => x.id === d.threat);
    if (!m && zone) {
      m = { id: String(d.threat), zone, turn, serious: false, position: null, state: 'announced' };
      this.list.push(m);
    }
    if (m && token !== null && m.token === undefined) {
      m.token = token;
      this.byToken.set(token, m);
    }
    return m;
  }
}

/** A turn's end as the resolution recorded it (crew stations as `deck-zone`, threats by token). */
function applySnapshot(ship: ShipPicture, marks: Marks, snap: ShipSnapshot, turn: number): void {
  for (const z of ZONES) {
    ship.reactor[z] = snap.zones[z].reactor;
    ship.shield[z] = snap.zones[z].shield;
    ship.damage[z] = [...snap.zones[z].damage];
  }
  ship.fuel = snap.fuel;
  ship.rockets = snap.rockets;
  snap.crew.forEach((c, i) => {
    const pic = ship.crew[i];
    const at = stationOf(c.station);
    if (!pic || !at) return;
    pic.zone = at.zone;
    pic.deck = at.deck;
    pic.space = c.inSpace;
    pic.out = c.knockedOut;
    pic.bots = c.squad !== null;
  });
  const led = new Set(snap.crew.flatMap((c) => (c.squad === null ? [] : [c.squad])));
  ship.botsHome = SQUAD_HOME.flatMap((home, sq) =>
    led.has(sq) ? [] : [{ ...home, disabled: snap.botsDisabled[sq] ?? false }],
  );
  for (const t of snap.threats) {
    const m = marks.find({ threat: t.threat, token: t.token }, turn, t.zone);
    if (!m) continue;
    m.position = t.position;
    m.state = t.state;
  }
}

/**
 * The ship as the frames up to `upto` tell it. Each turn's end resets the picture from that turn's
 * snapshot; the steps in between move crew, energy, damage and threats as their frames say. Older
 * records without energy data leave reactor levels unknown rather than guessed.
 */
export function replayShip(v: SaView, frames: readonly Frame[], upto: number): ReplayPicture {
  const energyKnown = frames.some((f) => snapshotOf(f) !== null || typeof f.data?.reactor === 'number');
  const ship = startingShip(v.crew, carriedIn(v, frames));
  if (!energyKnown) ship.reactor = { red: Number.NaN, white: Number.NaN, blue: Number.NaN };
  const marks = new Marks(v);
  const last = Math.min(upto, frames.length - 1);
  const current = frames[last];
  const delayed = new Set<number>();
  for (let i = 0; i <= last; i++) {
    const f = frames[i] as Frame;
    const d = f.data ?? {};
    const c = typeof d.crew === 'number' ? ship.crew[d.crew] : undefined;
    const zone = d.zone as Zone;
    if (f.turn !== frames[i - 1]?.turn) delayed.clear();
    const snap = snapshotOf(f);
    if (snap) {
      applySnapshot(ship, marks, snap, f.turn);
      continue;
    }
    if (typeof d.reactor === 'number' && ZONES.includes(zone)) {
      ship.reactor[f.rule === 'weapons.fire' && d.gun === 'pulse' ? 'white' : zone] = d.reactor;
    }
    switch (f.rule) {
      case 'move':
        if (c) c.zone = zone;
        break;
      case 'move.lift':
        if (c) c.deck = c.deck === 'upper' ? 'lower' : 'upper';
        break;
      case 'move.direct':
      case 'move.teleport': {
        const at = /\b(red|white|blue) station/.exec(f.text)?.[1] as Zone | undefined;
        const deck: Deck | null = /\bupper\b/.test(f.text) ? 'upper' : /\blower\b/.test(f.text) ? 'lower' : null;
        if (c && at && deck) {
          c.zone = at;
          c.deck = deck;
        }
        break;
      }
      case 'interceptors.launch':
        if (c) c.space = true;
        break;
      case 'interceptors.return':
      case 'interceptors.ultrafast':
        if (c) c.space = false;
        break;
      case 'knockout':
        if (c) c.out = true;
        break;
      case 'delay':
        if (typeof d.crew === 'number') delayed.add(d.crew);
        break;
      case 'bots.take': {
        if (c) c.bots = true;
        const home = SQUAD_HOME[typeof d.squad === 'number' ? d.squad : -1];
        if (home) ship.botsHome = ship.botsHome.filter((b) => !(b.zone === home.zone && b.deck === home.deck));
        break;
      }
      case 'energy.shield':
      case 'energy.drain-shield':
        if (typeof d.shield === 'number') ship.shield[zone] = d.shield;
        else if (typeof d.lost === 'number') ship.shield[zone] = Math.max(0, ship.shield[zone] - d.lost);
        break;
      case 'energy.reactor':
        if (typeof d.central === 'number') ship.reactor.white = d.central;
        break;
      case 'energy.refuel':
        if (typeof d.fuel === 'number') ship.fuel = d.fuel;
        if (typeof d.reactor === 'number') ship.reactor.white = d.reactor;
        break;
      case 'rockets.launch':
        if (typeof d.left === 'number') ship.rockets = d.left;
        break;
      case 'ship.damage':
        ship.damage[zone].push(String(d.tile));
        break;
      case 'threat.appear': {
        const m = marks.find(d, f.turn, (d.zone as Zone | 'internal' | undefined) ?? undefined);
        if (m) {
          m.state = 'active';
          if (typeof d.position === 'number') m.position = d.position;
        }
        break;
      }
      case 'threat.advance': {
        const m = marks.find(d, f.turn);
        if (m && typeof d.to === 'number') m.position = d.to;
        break;
      }
      case 'threat.X':
      case 'threat.Y':
      case 'threat.Z': {
        // Older records name only the action square reached.
        const m = marks.find(d, f.turn);
        const t = m ? TRAJECTORIES[(v.trajectories[m.zone] ?? 1) - 1] : undefined;
        if (m && t && !frames.some((x) => x.rule === 'threat.advance')) {
          const letter = f.rule.slice(-1);
          const ys = t.Y.filter((y) => m.position === null || y < m.position);
          m.position = letter === 'X' ? t.X : letter === 'Z' ? 1 : (ys[0] ?? m.position);
        }
        break;
      }
      case 'threat.destroyed':
      case 'threat.survived': {
        const m = marks.find(d, f.turn);
        if (m) m.state = f.rule === 'threat.destroyed' ? 'destroyed' : 'survived';
        break;
      }
    }
  }
  const cd = current?.data ?? {};
  const shots =
    current?.rule === 'damage.shot' && typeof cd.distance === 'number' && ZONES.includes(cd.zone as Zone)
      ? [{ zone: cd.zone as Zone, position: cd.distance, weapon: String(cd.weapon) }]
      : [];
  const hurt = current?.rule === 'ship.damage' ? [cd.zone as Zone] : [];
  return { ship, marks: marks.list, shots, delayed: [...delayed], hurt, energyKnown };
}

/**
 * Damage the mission started with. After a survived mission the view's carried damage is the ship's
 * final damage (what the next mission inherits), so this mission's tiles come off; after a loss it is
 * left as it was at the start; a first mission starts clean.
 */
function carriedIn(v: SaView, frames: readonly Frame[]): Record<Zone, string[]> {
  const out = { red: [] as string[], white: [] as string[], blue: [] as string[] };
  if (v.campaign.mission <= 1) return out;
  for (const z of ZONES) out[z] = [...v.campaign.carried[z]];
  if (!v.outcome?.survived) return out;
  for (const f of frames) {
    if (f.rule !== 'ship.damage') continue;
    const list = out[f.data?.zone as Zone];
    const i = list ? list.lastIndexOf(String(f.data?.tile)) : -1;
    if (list && i >= 0) list.splice(i, 1);
  }
  return out;
}
