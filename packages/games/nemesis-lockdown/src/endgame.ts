import { type Ctx, add, cardTitle, drawFrom, say, seatName } from './state.ts';
import { CHARACTER } from './data/characters.ts';
import { OBJECTIVE } from './data/cards.ts';
import { CLEAN, CONTAMINATION, type GameState, type Player, SCANNED_INFECTED } from './types.ts';
import { scanFace } from './core/contamination.ts';

const OUT: Player['status'][] = ['isolated', 'evacuated', 'bunker'];

/**
 * End conditions. (a) purge at the final slot or when the alert slot is left; (b) destruction (red
 * autodestruction reached, or a marker supply exhausted); (c) nobody left in the facility, which
 * advances time to the autodestruction token if active (destruction), else to the alert or final slot
 * (purge). Returns whether the game is over.
 */
export function finishIfOver(s: GameState, ctx: Ctx): boolean {
  if (s.phase === 'over') return true;
  if (s.phase !== 'player') return false;
  if (!s.endReason && !s.players.some((p) => p.status === 'alive' || p.status === 'pod')) {
    s.endReason = s.autodestruct ? 'destroyed' : 'purge';
    say(ctx, 'end.c', 'Nobody is left in the facility: time runs out at once');
  }
  if (!s.endReason) return false;
  conclude(s, ctx);
  return true;
}

function conclude(s: GameState, ctx: Ctx): void {
  const reason = s.endReason;
  for (const p of s.players) {
    const inside = p.status === 'alive' || p.status === 'pod';
    if (inside || (reason === 'destroyed' && p.status === 'isolated')) {
      if (p.status !== 'dead') say(ctx, `end.${reason}`, `${seatName(s, p.seat)} does not survive the ${reason}`);
      p.status = 'dead';
    }
  }
  s.phase = 'over';
  const results: NonNullable<GameState['results']> = [];
  applyContingency(s, ctx);
  for (const p of s.players) {
    if (!OUT.includes(p.status)) continue;
    if (!contaminationCheck(s, p, ctx)) {
      p.status = 'dead';
      say(ctx, 'victory.contamination', `${seatName(s, p.seat)} dies of the infection after the escape`);
    }
  }
  const survivors = s.players.filter((p) => OUT.includes(p.status));
  if (s.mode === 'cooperative') {
    const all = s.players.flatMap((p) => p.objectives);
    const signals = all.filter((o) => OBJECTIVE[o]?.kind === 'signal').length;
    const ok =
      survivors.length > 0 &&
      all.every((o) => objectiveMet(s, s.players[0] as Player, o)) &&
      s.players.filter((p) => p.signal).length >= signals;
    for (const p of s.players)
      results.push({ seat: p.seat, won: ok, why: ok ? 'the crew succeeded' : 'the crew failed' });
  } else {
    for (const p of s.players) {
      const alive = OUT.includes(p.status);
      const obj = p.objectives[0];
      // Normally one objective is left; if no intruder ever appeared the player still holds two and
      // may claim either.
      const won = alive && obj !== undefined && p.objectives.some((o) => objectiveMet(s, p, o));
      results.push({
        seat: p.seat,
        won,
        why: alive ? (won ? `survived with ${obj}` : `survived but failed ${obj}`) : 'dead',
      });
    }
  }
  s.results = results;
  ctx.emit({
    rule: 'victory.check',
    text: `The game ends (${reason}): ${results.filter((r) => r.won).length} winner(s)`,
    data: { reason, results, objectives: s.players.map((p) => p.objectives), contingency: s.activeContingency },
    reveals: true,
  });
}

/** Victory step 1: the active contingency token hits whoever its rule names. */
function applyContingency(s: GameState, ctx: Ctx): void {
  const kill = (st: Player['status']) => {
    for (const p of s.players) if (p.status === st) p.status = 'dead';
  };
  switch (s.activeContingency) {
    case 'purge-isolation':
      kill('isolated');
      break;
    case 'intercept-pods':
      kill('evacuated');
      break;
    case 'seal-bunker':
      kill('bunker');
      break;
    case 'quarantine':
      for (const p of s.players) if (OUT.includes(p.status) && p.larva) p.status = 'dead';
      break;
    default:
      break;
  }
  say(ctx, 'victory.contingency', `Contingency: ${cardTitle(s.activeContingency)}`);
}

/**
 * Victory step 2. Without a larva, every unscanned card is scanned and only an INFECTED one leads to
 * the draw; with a larva the draw happens at once. The draw: all cards shuffled, four drawn, any
 * contamination card among them kills. Returns whether the character lives.
 */
export function contaminationCheck(s: GameState, p: Player, ctx: Ctx): boolean {
  // Without a larva every unscanned card is scanned in place: its face becomes known.
  if (!p.larva) {
    const face = () => (scanFace(s, ctx) === 'infected' ? SCANNED_INFECTED : CLEAN);
    p.hand = p.hand.map((c) => (c === CONTAMINATION ? face() : c));
    p.discard = p.discard.map((c) => (c === CONTAMINATION ? face() : c));
    for (let i = p.deck[CONTAMINATION] ?? 0; i > 0; i--) {
      add(p.deck, CONTAMINATION, -1);
      add(p.deck, face(), 1);
    }
  }
  const all: Record<string, number> = {};
  for (const c of p.hand) add(all, c, 1);
  for (const c of p.discard) add(all, c, 1);
  for (const [k, v] of Object.entries(p.deck)) add(all, k, v);
  if (!p.larva && (all[SCANNED_INFECTED] ?? 0) === 0) return true;
  for (let i = 0; i < 4; i++) {
    const c = drawFrom(all, ctx.rng);
    if (c?.startsWith(CONTAMINATION)) return false;
  }
  return true;
}

export function objectiveMet(s: GameState, p: Player, id: string): boolean {
  const o = OBJECTIVE[id];
  if (!o) return false;
  const survived = (q: Player) => OUT.includes(q.status);
  switch (o.kind) {
    case 'kill-player': {
      const target = s.players[(o.target ?? 1) - 1];
      return !target || target === p || !survived(target);
    }
    case 'only-survivor':
      return s.players.every((q) => q === p || !survived(q));
    case 'no-nemesis-survivor':
      return s.players.every((q) => !survived(q) || CHARACTER[q.character]?.kind !== 'survivor');
    case 'signal':
      return s.mode === 'cooperative' ? true : p.signal;
    case 'weakness':
      return s.weakness.researched.some((x) => x !== null);
    case 'destroy-nest':
      return s.nestDestroyed;
    default: {
      const never: never = o.kind;
      throw new Error(`unknown objective ${String(never)}`);
    }
  }
}
