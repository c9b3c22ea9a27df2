/**
 * Prints one suite mission as flown by a bot crew: the threats announced (turn, zone, card), the
 * trajectories, each crew member's program and how the mission ended, with the resolution's frames
 * for hull damage and threat actions:
 *   npx node packages/games/space-alert/bench/diagnose.ts [mission] [bot] [suite] [--frames]
 */
import { type Action, type Actor, type BotPolicy, Rng, Table } from '@airlock/engine';
import { spaceAlert } from '../src/index.ts';
import type { SaState } from '../src/round/state.ts';
import { SUITE_BOTS, SUITES } from '../src/bot/suite.ts';

const i = Number(process.argv[2] ?? 0);
const bot = process.argv[3] ?? 'heuristic';
const suite = process.argv[4] ?? 'white';
const withFrames = process.argv.includes('--frames');
const options = SUITES[suite] ?? {};
const seed = `space-alert/${suite}/${i}`;
const policy = (SUITE_BOTS[bot] as (o: typeof options, s: string) => BotPolicy)(options, seed);
const table = new Table(spaceAlert as never, { players: 4, options, seed });
const rngs = [0, 1, 2, 3].map((s) => Rng.fromSeed(`${seed}/seat/${s}`));
while (!table.result()) {
  const actor = table.pending()[0]?.actor as Actor;
  const legal = table.legal(actor);
  let a = legal[0] as Action;
  if (actor !== 'system') a = policy(table.view(actor), legal, rngs[actor] as Rng);
  table.act(actor, a);
}
const s = table.match.state as SaState;
console.log(`mission ${seed} (${bot}), trajectories ${JSON.stringify(s.trajectories)}`);
for (const t of s.announced)
  console.log(
    `  T${t.turn} ${t.zone} ${t.serious ? 'serious' : 'common'}${t.unconfirmed ? ' (unconfirmed)' : ''}: ${t.threat}${t.calls ? ` calls ${t.calls.threat}` : ''}`,
  );
const short = (x: unknown): string => {
  const st = x as {
    kind: string;
    action?: string;
    heroic?: boolean;
    move?: string;
    to?: { zone: string; deck: string };
  } | null;
  if (!st) return '.';
  if (st.kind === 'action') return `${st.action}${st.heroic ? '!' : ''}`;
  if (st.kind === 'move') return st.move === 'lift' ? '|' : st.move === 'red' ? '<' : '>';
  if (st.kind === 'heroic-move') return `@${st.to?.deck[0]}${st.to?.zone[0]}`;
  return st.kind;
};
const o = s.outcome;
const plans = (o as unknown as { plans?: unknown[][] })?.plans;
if (plans) for (const [c, p] of plans.entries()) console.log(`  crew ${c}: ${p.map(short).join(' ')}`);
else
  for (const [c, b] of s.boards.entries())
    console.log(`  crew ${c}: ${b.map((x) => (x ? `${x.c}:${x.top}` : '.')).join(' ')}`);
console.log(`survived ${o?.survived} score ${o?.score.total} destroyed ${JSON.stringify(o?.destroyed)}`);
console.log(
  `  damage ${JSON.stringify(Object.fromEntries(Object.entries(o?.ship.zones ?? {}).map(([z, v]) => [z, v.damage.length])))}`,
);
for (const t of o?.score.threats ?? []) console.log(`  ${t.threat} ${t.result} ${t.points}`);
if (withFrames)
  for (const f of o?.frames ?? []) if (f.rule !== 'ship.snapshot') console.log(`  t${f.turn} ${f.rule}: ${f.text}`);
