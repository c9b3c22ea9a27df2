import assert from 'node:assert/strict';
import { test } from 'node:test';
import { crewRoles, follow, startRole, wants } from '../src/bot/roles.ts';
import { startEnergy } from '../src/bot/ship-energy.ts';
import type { Announced } from '../src/round/state.ts';
import type { Half, Station } from '../src/types.ts';

const PHASES = [3, 7, 12];
/** Threats on both sides from turn 1 and in the white zone from turn 2: every gun is wanted all mission. */
const busy: Announced[] = [
  { turn: 1, zone: 'red', serious: false, unconfirmed: false, threat: 'E1-07' },
  { turn: 1, zone: 'blue', serious: false, unconfirmed: false, threat: 'E1-08' },
  { turn: 2, zone: 'white', serious: false, unconfirmed: false, threat: 'E1-09' },
];

const ORDER = ['red', 'white', 'blue'] as const;
function path(row: readonly (Half | null)[]): Station[] {
  const out: Station[] = [];
  let at: Station = { zone: 'white', deck: 'upper' };
  for (const h of row) {
    if (h?.kind === 'move') {
      if (h.move === 'lift') at = { ...at, deck: at.deck === 'upper' ? 'lower' : 'upper' };
      else at = { ...at, zone: ORDER[ORDER.indexOf(at.zone) + (h.move === 'red' ? -1 : 1)] ?? at.zone };
    }
    out.push(at);
  }
  return out;
}

test('the role plan never presses a heavy gun whose reactor is empty when that member acts', () => {
  const { plans, energyAt } = crewRoles(4, 12, PHASES, busy);
  let shots = 0;
  for (let m = 0; m < 4; m++) {
    const where = path(plans[m] ?? []);
    (plans[m] ?? []).forEach((h, i) => {
      const at = where[i] as Station;
      if (h?.kind !== 'action' || h.action !== 'A' || at.deck !== 'upper') return;
      shots++;
      const e = energyAt[i]?.[m];
      assert.ok(
        e && e.reactor[at.zone] > 0,
        `member ${m + 1} fires the ${at.zone} heavy gun on turn ${i + 1} with energy`,
      );
    });
  }
  assert.ok(shots > 4, `the gunners fire (${shots} shots)`);
});

test('the member below refills a side reactor from the central one and the central one from a capsule', () => {
  const { plans, energyAt } = crewRoles(4, 12, PHASES, busy);
  const lower = plans[3] ?? [];
  const where = path(lower);
  const bAt = (zone: string) =>
    lower.some(
      (h, i) => h?.kind === 'action' && h.action === 'B' && where[i]?.deck === 'lower' && where[i]?.zone === zone,
    );
  assert.ok(bAt('red') || bAt('blue'), 'a side reactor is refilled');
  assert.ok(bAt('white'), 'the central reactor takes a fuel capsule');
  const last = energyAt[11]?.[0];
  assert.ok(last && last.fuel < startEnergy().fuel, 'a capsule was spent');
});

test('the computer is maintained in each phase, and a missed first turn is made up on the second', () => {
  const { plans } = crewRoles(4, 12, PHASES, busy);
  const bridge = plans[0] ?? [];
  const where = path(bridge);
  const maintains = (t: number) => {
    const h = bridge[t - 1];
    const at = where[t - 1] as Station;
    return h?.kind === 'action' && h.action === 'C' && at.zone === 'white' && at.deck === 'upper';
  };
  for (const [a, b] of [
    [1, 2],
    [4, 5],
    [8, 9],
  ] as const)
    assert.ok(maintains(a) || maintains(b), `C on the bridge on turn ${a} or ${b}`);
  // Without a C card for turn 4 (nothing played), the bridge asks for C on turn 5; once done, not again.
  const st = startRole(0, 4, busy, { turns: 12, phaseEnds: PHASES });
  for (let t = 1; t <= 3; t++) follow(st, bridge[t - 1] ?? null);
  assert.equal(wants(st, 4, PHASES).act, 'C');
  follow(st, null);
  assert.equal(wants(st, 5, PHASES).act, 'C', 'the second turn of the phase makes up for the first');
  follow(st, { kind: 'action', action: 'C' });
  assert.notEqual(wants(st, 6, PHASES).act, 'C', 'maintained: the third turn shoots or waits');
});
