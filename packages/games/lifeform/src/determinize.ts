import type { Rng, Seat, Viewer } from '@airlock/engine';
import { topo } from './board.ts';
import { CHARACTERS } from './data/characters.ts';
import { OBJECTIVES } from './data/objectives.ts';
import { NEW_SURVIVORS } from './data/passenger.ts';
import { extrasFromView } from './extras.ts';
import { takeFrom } from './piles.ts';
import { type Counts, countsFrom, crewSeats, emptyCounts, LIFEFORM, type LfState, type Step } from './state.ts';
import type { LfView } from './view.ts';

/**
 * A full state consistent with a view: what the viewer cannot know is sampled. The real image is
 * drawn from the public candidate set, so only worlds consistent with what the crew saw are produced;
 * unseen cards are dealt from the viewer's unseen counts into the hands and piles by their public
 * sizes; objectives, the stowaway pick and others' draft offers are drawn from what remains possible.
 */
function deal(pool: Counts, n: number, rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = takeFrom(pool, rng);
    if (c !== null) out.push(c);
  }
  return out.sort();
}

export function determinizeView(v: LfView, viewer: Viewer, rng: Rng): LfState {
  const c = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
  const isLife = viewer === LIFEFORM;
  const players = v.players;
  const hands: string[][] = Array.from({ length: players }, () => []);
  const crewPool = countsFrom(v.crewUnseen);
  for (let seat = 1; seat < players; seat++) {
    hands[seat] = seat === viewer ? [...v.myHand] : deal(crewPool, v.handSizes[seat] ?? 0, rng);
  }
  const lifePool = countsFrom(v.lifeformUnseen);
  hands[LIFEFORM] = isLife ? [...v.myHand] : deal(lifePool, v.handSizes[LIFEFORM] ?? 0, rng);
  const stack: Step[] = v.stack.map((st) => {
    if (st.k === 'keep-one')
      return { k: 'keep-one', drawn: isLife ? [...v.myDraw] : deal(lifePool, st.count as number, rng) };
    return c(st) as unknown as Step;
  });
  let faceDown: string | null = null;
  const fv = v.showdown?.fight ?? null;
  if (fv) faceDown = fv.shown ?? deal(lifePool, 1, rng)[0] ?? '';
  const real = isLife ? (v.identity as string) : v.candidates.length > 0 ? rng.pick(v.candidates) : 'i1';
  let objectives = c(v.crewObjectives ?? []);
  if (v.crewObjectives === null) {
    const known = new Set(topo({ map: v.map } as LfState).ids);
    const pool = emptyCounts();
    for (const o of OBJECTIVES.cards) if (known.has(o.chamber) && !v.objectivesDone.includes(o.id)) pool[o.id] = 1;
    objectives = v.objectivesDone.map((id) => ({ id, done: true }));
    for (const id of deal(pool, v.objectiveCount - v.objectivesDone.length, rng)) objectives.push({ id, done: false });
    objectives.sort((a, b) => (a.id < b.id ? -1 : 1));
  }
  let offers: string[][] = [];
  let draft: LfState['draft'] = null;
  if (v.draft) {
    const mine = new Set(v.myOffer);
    const pool = emptyCounts();
    for (const ch of [...CHARACTERS, ...(v.extras.survivors ? NEW_SURVIVORS : [])])
      if (!mine.has(ch.id)) pool[ch.id] = 1;
    offers = [[]];
    for (const seat of crewSeats({ players } as LfState))
      offers[seat] = seat === viewer ? [...v.myOffer] : deal(pool, 3, rng);
    draft = {
      kind: v.draft.kind,
      seats: [...v.draft.seats],
      picks: v.draft.seats.map((seat: Seat, i: number) => {
        if (!v.draft?.done[i]) return null;
        if (seat === viewer) return v.draft.mine;
        return rng.pick(offers[seat] ?? ['']);
      }),
    };
  }
  const stowaway = isLife ? v.myStowaway : v.stowawayPicked ? rng.int(0, 2) : null;
  const piles = { crew: crewPool, lifeform: lifePool };
  return {
    players,
    map: v.map,
    stage: v.stage,
    round: v.round,
    phase: v.phase,
    turn: v.turn,
    stack,
    windows: c(v.windows),
    reaction: c(v.reaction),
    draft,
    offers,
    chars: c(v.chars),
    images: c(v.images),
    real,
    candidates: [...v.candidates],
    missions: { ...v.missions },
    outages: [...v.outages],
    terror: [...v.terror],
    breach: v.breach,
    door: c(v.door),
    android: { ...v.android },
    tracks: { ...v.tracks },
    loadout: { ...v.loadout },
    overheating: v.overheating,
    flamethrowerTaken: v.flamethrowerTaken,
    laser: v.laser,
    flamethrower: v.flamethrower,
    hands,
    piles,
    discards: {
      crew: countsFrom(v.discards.crew),
      lifeform: countsFrom(v.discards.lifeform),
      terror: countsFrom(v.discards.terror),
    },
    gone: { crew: countsFrom(v.gone.crew), lifeform: countsFrom(v.gone.lifeform) },
    terrorPile: countsFrom(v.terrorPile),
    roles: [...v.roles],
    reacted: [...v.reacted],
    data: c(v.dataTokens),
    vents: v.vents,
    lifeformSurvival: v.lifeformSurvival,
    stowaway,
    objectives,
    lastManAboard: v.lastManAboard,
    agreed: [...v.agreed],
    finalCard: v.finalCard,
    evolution: c(v.evolution),
    showdown: v.showdown
      ? {
          pool: { ...v.showdown.pool },
          hostilityTokens: v.showdown.hostilityTokens,
          lastTarget: v.showdown.lastTarget,
          eliminated: [...v.showdown.eliminated],
          fight: fv
            ? { target: fv.target, faceDown: faceDown ?? '', tokens: fv.tokens, final: fv.final, icons: [...fv.icons] }
            : null,
        }
      : null,
    extras: extrasFromView(v.extras, viewer, rng),
    over: c(v.over),
  };
}
