/**
 * Why suite missions are lost: flies each mission with the full-information planner (or the planning
 * bot) and, at the start of each phase, takes the crew plan the bots worked out; then resolves that
 * plan against the real mission's threats and compares it with what the crew really flew:
 *   npx node packages/games/space-alert/bench/why.ts [missions] [bot] [suite] [first]
 * (WHY_PHASES=1: also each phase's crew plan against the real threats and 8 other damage draws;
 * WHY_ROWS=1 prints those plans.)
 * Per mission: whether the last crew plan itself survives the real threats (a search miss when it
 * does not), how many of its halves the crew's cards did not play (an execution miss when the plan
 * survives and the flight does not), and what destroyed the ship.
 */
import { type Action, type Actor, type BotPolicy, Rng, Table } from '@airlock/engine';
import { crewPlan } from '../src/bot/crew-plan.ts';
import { missionThreats } from '../src/bot/full-information.ts';
import { firstHalf, inputOf, threatsOf } from '../src/bot/slots.ts';
import { SUITE_BOTS, SUITES } from '../src/bot/suite.ts';
import { spaceAlert } from '../src/index.ts';
import { resolveMission } from '../src/resolution/mission.ts';
import { resolutionInput } from '../src/round/resolve.ts';
import type { SaState } from '../src/round/state.ts';
import type { Half, PlannedStep } from '../src/types.ts';
import type { SaView } from '../src/view.ts';

const n = Number(process.argv[2] ?? 20);
const bot = process.argv[3] ?? 'full-information';
const suite = process.argv[4] ?? 'white';
const first = Number(process.argv[5] ?? 0);
const options = SUITES[suite] ?? {};

const key = (h: Half | null) => (h ? (h.kind === 'action' ? h.action : h.kind === 'move' ? h.move : 'heroic') : '.');
const tally = new Map<string, number>();
const add = (k: string) => tally.set(k, (tally.get(k) ?? 0) + 1);

for (let i = first; i < first + n; i++) {
  const seed = `space-alert/${suite}/${i}`;
  const policy = (SUITE_BOTS[bot] as (o: typeof options, s: string) => BotPolicy)(options, seed);
  const know = missionThreats(4, options, seed);
  const table = new Table(spaceAlert as never, { players: 4, options, seed });
  const rngs = [0, 1, 2, 3].map((s) => Rng.fromSeed(`${seed}/seat/${s}`));
  const views = new Map<number, SaView>();
  while (!table.result()) {
    const actor = table.pending()[0]?.actor as Actor;
    const legal = table.legal(actor);
    let a = legal[0] as Action;
    if (actor !== 'system') {
      const mv = table.view(actor);
      const v = mv.view as SaView;
      if (v.stage === 'planning') views.set(v.phase, v);
      a = policy(mv, legal, rngs[actor] as Rng);
    }
    table.act(actor, a);
  }
  const s = table.match.state as SaState;
  const o = s.outcome;
  if (!o) continue;
  const flown = resolutionInput(s, false).plans;
  const last = views.get(Math.max(...views.keys())) as SaView;
  const { ideal, sc } = crewPlan(last, {
    samples: 4,
    iterations: 400,
    ...(bot === 'full-information' ? { known: know.announced } : {}),
    seed: 'planner',
  });
  const threats = threatsOf(know.announced);
  const rng = (sc[0] as { rng: number[] }).rng;
  const idealOut = resolveMission(inputOf(last, ideal as PlannedStep[][], threats), new Rng([...rng] as never));
  const flownOut = resolveMission(inputOf(last, flown, threats), new Rng([...rng] as never));
  let empty = 0;
  for (const row of flown) for (let t = 0; t < Math.min(o.lastTurn, row.length); t++) if (row[t] === null) empty++;
  tally.set('empty turns', (tally.get('empty turns') ?? 0) + empty);
  tally.set('turns flown', (tally.get('turns flown') ?? 0) + 4 * Math.min(o.lastTurn, 12));
  let missed = 0;
  let total = 0;
  const rows: string[] = [];
  for (let m = 0; m < 4; m++) {
    const want = (ideal[m] ?? []).map(key);
    const got = (flown[m] ?? []).map((p) => key(firstHalf(p)));
    for (let t = 0; t < want.length; t++) {
      if (t + 1 > o.lastTurn) break;
      total++;
      if (want[t] !== got[t]) missed++;
    }
    rows.push(`    crew ${m} plan ${want.join(' ')}\n           flew ${got.join(' ')}`);
  }
  const cause = o.survived
    ? 'survived'
    : !idealOut.survived
      ? 'plan loses'
      : !flownOut.survived
        ? 'cards miss the plan'
        : 'damage draws';
  add(cause);
  // What went wrong in the flight, from the resolution's notes.
  const frames = o.frames ?? [];
  const count = (rule: string) => frames.filter((f) => f.rule === rule).length;
  const flaws: string[] = [];
  if (count('computer.screensaver') > 0) flaws.push('computer missed');
  if (count('weapons.no-energy') > 0) flaws.push('gun without energy');
  if (count('damage.no-target') > 0) flaws.push('shot without target');
  if (frames.some((f) => f.rule.startsWith('interceptors.no-') || f.rule === 'bots.none')) flaws.push('wasted C/bots');
  const wasted = frames.filter((f) => f.rule === 'threat.hit' && / 0 damage\./.test(f.text)).length;
  if (wasted > 0) flaws.push('hits stopped by shields');
  if (!o.survived) {
    const d = o.destroyed as { zone: string | null; cause: string } | null;
    flaws.push(d?.zone ? 'hull broken' : `taken by ${d?.cause}`);
    for (const t of o.score.threats) if (t.result !== 'destroyed') flaws.push(`unanswered ${t.threat}`);
  }
  for (const f of flaws)
    add(
      f.startsWith('unanswered')
        ? f.includes(' SE') || f.includes(' SI')
          ? 'unanswered serious'
          : 'unanswered common'
        : f,
    );
  const d = o.destroyed as { turn: number; zone: string | null; cause: string } | null;
  console.log(
    `${seed}: ${o.survived ? 'survived' : `lost T${d?.turn} ${d?.zone ?? ''} ${d?.cause ?? ''}`} score ${o.score.total}; ` +
      `plan alone ${idealOut.survived ? 'survives' : `loses T${idealOut.lastTurn}`} (${idealOut.score.total}); ` +
      `flown on the plan's draws ${flownOut.survived ? 'survives' : 'loses'}; halves off plan ${missed}/${total} -> ${cause}; ${flaws.join(', ')}`,
  );
  if (!o.survived) {
    const phases: string[] = [];
    for (const [p, pv] of process.env.WHY_PHASES ? [...views].sort((a, b) => a[0] - b[0]) : []) {
      const r = crewPlan(pv, {
        samples: 4,
        iterations: 400,
        ...(bot === 'full-information' ? { known: know.announced } : {}),
        seed: 'planner',
      });
      const outs = r.sc.map((x) =>
        resolveMission(inputOf(pv, r.ideal as PlannedStep[][], threats), new Rng([...x.rng] as never)),
      );
      let other = 0;
      for (let k = 0; k < 8; k++)
        if (resolveMission(inputOf(pv, r.ideal as PlannedStep[][], threats), Rng.fromSeed(`other/${k}`)).survived)
          other++;
      if (process.env.WHY_ROWS)
        for (const [m, row] of r.ideal.entries()) console.log(`    phase ${p} plan ${m}: ${row.map(key).join(' ')}`);
      phases.push(
        `phase ${p}: ${outs.filter((x) => x.survived).length}/${outs.length} (other damage draws ${other}/8)`,
      );
    }
    if (phases.length > 0) console.log(`    the crew plan survives the real threats at ${phases.join(', ')}`);
    for (const a of know.announced)
      console.log(
        `    T${a.turn} ${a.zone}${a.serious ? ' serious' : ''}: ${a.threat}${a.calls ? ` + ${a.calls.threat}` : ''}`,
      );
    console.log(rows.join('\n'));
    for (const t of o.score.threats) console.log(`    ${t.threat} ${t.result}`);
  }
}
console.log(JSON.stringify(Object.fromEntries(tally)));
