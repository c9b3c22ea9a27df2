import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fightIntents, fireIntents, maintainIntents, walk } from '../src/bot/intents.ts';
import type { PlannedStep } from '../src/types.ts';

const A: PlannedStep = { kind: 'action', action: 'A' };
const idle = (): PlannedStep[] => Array.from({ length: 12 }, () => null);
const free = () => true;

test('an intent routes the nearest member to the gun so it fires on the turn asked', () => {
  const plans = [idle(), idle(), idle(), idle()];
  const intents = fireIntents(plans, 12, 'red', 3, free, 1);
  assert.ok(intents.length > 0);
  const [m, row] = [...(intents[0]?.rows ?? new Map())][0] as [number, PlannedStep[]];
  const next = plans.map((r, k) => (k === m ? row : r));
  const { at } = walk(next, 12);
  assert.deepEqual(row[2], A, 'A on turn 3');
  assert.deepEqual(at[m]?.[2], { zone: 'red', deck: 'upper' }, 'standing at the red heavy gun on turn 3');
});

test('a gun whose reactor the plan has emptied gets a refill from below the turn before', () => {
  // Member 0 walks to the red gun and fires on turns 2 and 3: the red reactor (2) is empty by turn 4.
  const gunner: PlannedStep[] = [{ kind: 'move', move: 'red' }, A, A, ...Array.from({ length: 9 }, () => null)];
  const plans = [gunner, idle(), idle(), idle()];
  assert.equal(walk(plans, 12).energy[3]?.[0]?.reactor.red, 0, 'the model sees the red reactor empty on turn 4');
  const intents = fireIntents(plans, 12, 'red', 5, free, 1);
  const joint = intents.find((i) => i.rows.size === 2);
  assert.ok(joint, 'an intent with a helper');
  const next = plans.map((r, k) => joint.rows.get(k) ?? r);
  const { energy } = walk(next, 12);
  const shooter = [...joint.rows.keys()].find((k) => joint.rows.get(k)?.[4]?.kind === 'action') as number;
  assert.ok((energy[4]?.[shooter]?.reactor.red ?? 0) > 0, 'the red reactor holds energy when the shot comes');
  const helper = [...joint.rows.keys()].find((k) => k !== shooter) as number;
  assert.deepEqual(joint.rows.get(helper)?.[3], { kind: 'action', action: 'B' }, 'the helper presses B on turn 4');
  assert.deepEqual(walk(next, 12).at[helper]?.[3], { zone: 'red', deck: 'lower' });
});

test('no intent where the gun already fires with energy on that turn', () => {
  const gunner: PlannedStep[] = [{ kind: 'move', move: 'red' }, A, ...Array.from({ length: 10 }, () => null)];
  assert.deepEqual(fireIntents([gunner, idle()], 12, 'red', 2, free, 1), []);
});

test('a fight intent takes a battlebot squad at the nearer armoury on the way, then fights twice at the station', () => {
  const plans = [idle(), idle(), idle(), idle()];
  const station = { zone: 'white' as const, deck: 'lower' as const };
  const intents = fightIntents(plans, 12, station, 6, free, 1);
  assert.ok(intents.length > 0);
  const [m, row] = [...(intents[0]?.rows ?? new Map())][0] as [number, PlannedStep[]];
  const { at } = walk(
    plans.map((r, k) => (k === m ? row : r)),
    12,
  );
  const c = row.findIndex((h) => h?.kind === 'action' && h.action === 'C');
  assert.ok(c >= 0 && c < 5, 'C before the fight');
  assert.ok(['red/lower', 'blue/upper'].includes(`${at[m]?.[c]?.zone}/${at[m]?.[c]?.deck}`), 'C pressed at an armoury');
  for (const t of [6, 7]) {
    assert.deepEqual(row[t - 1], { kind: 'action', action: 'bots' }, `the squad fights on turn ${t}`);
    assert.deepEqual(at[m]?.[t - 1], station);
  }
});

const C: PlannedStep = { kind: 'action', action: 'C' };

test('a phase whose computer the plan leaves unmaintained gets an errand to the bridge on its first or second turn', () => {
  // Member 0 maintains in phase 1 only; member 1 stands below the bridge from turn 1.
  const keeper: PlannedStep[] = [C, ...Array.from({ length: 11 }, () => null)];
  const below: PlannedStep[] = [{ kind: 'move', move: 'lift' }, ...Array.from({ length: 11 }, () => null)];
  const plans = [keeper, below, idle(), idle()];
  const intents = maintainIntents(plans, 12, [3, 7, 12], free, 1);
  const turnsOf = (rows: Map<number, PlannedStep[]>) => {
    const next = plans.map((r, k) => rows.get(k) ?? r);
    const { at } = walk(next, 12);
    const out: number[] = [];
    for (const [m, row] of rows)
      row.forEach((h, i) => {
        const here = at[m]?.[i];
        if (h?.kind === 'action' && h.action === 'C' && here?.zone === 'white' && here.deck === 'upper')
          out.push(i + 1);
      });
    return out;
  };
  const phase2 = intents.filter((i) => turnsOf(i.rows).some((t) => t === 4 || t === 5));
  const phase3 = intents.filter((i) => turnsOf(i.rows).some((t) => t === 8 || t === 9));
  assert.ok(phase2.length > 0, 'an errand maintains in phase 2');
  assert.ok(phase3.length > 0, 'an errand maintains in phase 3');
  assert.ok(
    intents.every((i) => !turnsOf(i.rows).some((t) => t <= 3 && t !== 1)),
    'phase 1 is maintained already: no errand for it',
  );
});

test('no maintenance errand when every phase is maintained, nor for phases already over', () => {
  const keeper: PlannedStep[] = Array.from({ length: 12 }, (_, i) => ([0, 3, 7].includes(i) ? C : null));
  assert.deepEqual(maintainIntents([keeper, idle(), idle(), idle()], 12, [3, 7, 12], free, 1), []);
  const late: PlannedStep[] = Array.from({ length: 12 }, (_, i) => (i === 7 ? C : null));
  assert.deepEqual(maintainIntents([late, idle()], 12, [3, 7, 12], free, 8), [], 'from turn 8 only phase 3 counts');
});
