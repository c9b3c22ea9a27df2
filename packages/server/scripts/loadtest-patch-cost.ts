/**
 * What a patch costs against a full update, in one process (not a test): seeded random games of one
 * game (by default 4-seat real-time Space Alert missions); at every step each seat's update is built as the server builds it
 * (view and legal list), encoded whole as Colyseus frames it, and compared with that seat's previous
 * one (delta.ts) at each depth, the patch encoded too. Prints microseconds per update and bytes.
 *
 *   npx node packages/server/scripts/loadtest-patch-cost.ts [--game space-alert] [--players 4] [--matches 8] [--depths 2,3,4,5,Infinity] [--paths]
 *
 * `--paths` also prints, for the first depth, the bytes of patch operations by their path's first four keys.
 *
 * The first three missions warm up and are not counted. Times are wall-clock on a shared machine:
 * compare the columns of one run, not runs.
 */
import { parseArgs } from 'node:util';
import { Rng, Table } from '@airlock/engine';
import { catalog } from '@airlock/games';
import { getMessageBytes, Protocol } from '@colyseus/core';
import { diff, type PatchOp, type Shape, shapeOf } from '../src/rooms/delta.ts';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '8' },
    depths: { type: 'string', default: '2,3,4,5,Infinity' },
    game: { type: 'string', default: 'space-alert' },
    players: { type: 'string', default: '' },
    paths: { type: 'boolean', default: false },
  },
});
const entry = catalog.find((e) => e.game.id === values.game);
if (!entry) throw new Error(`${values.game} is not in the catalog`);
const game = entry.game;
const players = Number(values.players || (game.id === 'space-alert' ? 4 : 3));
const options = game.id === 'space-alert' ? { clock: 'realtime' } : {};
const byPath = new Map<string, number>();
const depths = values.depths.split(',').map(Number);
const WARM = 3;
const frame = (type: string, body: unknown) => getMessageBytes.raw(Protocol.ROOM_DATA, type, body).length;

const totals = { updates: 0, viewUs: 0, fullUs: 0, fullBytes: 0 };
const perDepth = depths.map((depth) => ({ depth, diffUs: 0, patchUs: 0, patchBytes: 0 }));
const rng = Rng.fromSeed('patch-cost');
for (let m = 0; m < Number(values.matches); m++) {
  const count = m >= WARM;
  const table = new Table(game, { players, options, seed: m });
  const shapes = depths.map(() => new Map<number, Shape>());
  for (let step = 0; step < 1000; step++) {
    for (let seat = 0; seat < players; seat++) {
      let t = performance.now();
      const view = table.view(seat);
      const legal = view.pending.some((p) => p.actor === seat) ? table.legal(seat) : [];
      const update = { view, legal, seats: [], result: view.result, clockMs: step };
      const viewUs = performance.now() - t;
      t = performance.now();
      const fullBytes = frame('update', { ...update, events: [] });
      const fullUs = performance.now() - t;
      if (count) {
        totals.updates++;
        totals.viewUs += viewUs * 1000;
        totals.fullUs += fullUs * 1000;
        totals.fullBytes += fullBytes;
      }
      depths.forEach((depth, i) => {
        const kept = shapes[i] as Map<number, Shape>;
        const prev = kept.get(seat);
        const ops: PatchOp[] = [];
        let s = performance.now();
        kept.set(seat, prev === undefined ? shapeOf(update, depth) : diff(prev, update, ops, depth));
        const diffUs = performance.now() - s;
        s = performance.now();
        const bytes = frame('patch', { seq: 2, base: 1, ops, events: [] });
        const patchUs = performance.now() - s;
        const row = perDepth[i];
        if (count && row && prev !== undefined) {
          if (values.paths && i === 0)
            for (const op of ops) {
              const key = op[0].slice(0, 4).join('.');
              byPath.set(key, (byPath.get(key) ?? 0) + frame('patch', { ops: [op] }));
            }
          row.diffUs += diffUs * 1000;
          row.patchUs += patchUs * 1000;
          row.patchBytes += bytes;
        }
      });
    }
    const next = table.view('spectator').pending[0];
    const choices = next ? table.legal(next.actor) : [];
    if (!next || choices.length === 0) break;
    table.act(next.actor, rng.pick(choices));
  }
}
const per = (x: number) => Math.round((x / Math.max(1, totals.updates)) * 10) / 10;
console.log(
  JSON.stringify(
    {
      updates: totals.updates,
      buildUs: per(totals.viewUs),
      full: { encodeUs: per(totals.fullUs), bytes: Math.round(totals.fullBytes / totals.updates) },
      game: game.id,
      players,
      patches: perDepth.map((r) => ({
        depth: String(r.depth),
        diffUs: per(r.diffUs),
        encodeUs: per(r.patchUs),
        bytes: Math.round(r.patchBytes / totals.updates),
      })),
    },
    null,
    2,
  ),
);
if (values.paths)
  for (const [path, bytes] of [...byPath].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${String(Math.round(bytes / Math.max(1, totals.updates))).padStart(6)} B/update  ${path}`);
