import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng, resolveOptions } from '@airlock/engine';
import { VALLEY_FORGE } from '../src/data/map.ts';
import { soloApply, soloLegal } from '../src/solo/flow.ts';
import { createSolo } from '../src/solo/setup.ts';
import { solo } from '../src/solo/state.ts';
import { total } from '../src/state.ts';
import { game } from './solo-fixture.ts';

const vf = (options = {}, seed = 3) => {
  const rng = Rng.fromSeed(seed);
  const s = createSolo({ players: 1, options: { dragonsDomain: true, ...options }, rng });
  return { s, x: solo(s), ctx: { rng, emit: () => {} } };
};

test("Dragon's Domain setup on the Valley Forge (L2376-2463)", () => {
  const { s, x, ctx } = vf();
  const printed = Object.fromEntries(
    VALLEY_FORGE.chambers.filter((c) => c.missions > 0).map((c) => [c.id, c.missions]),
  );
  for (const c of ['ore-refinery', 'ore-hold', 'fuel-converter', 'storage-hold-2'])
    assert.equal(s.missions[c], (printed[c] ?? 0) + 2, `2 extra mission tokens in ${c}`);
  assert.deepEqual(s.outages.sort(), ['dorsal', 'mess']);
  assert.deepEqual(s.terror.sort(), ['cockpit', 'mining-equipment', 'shuttle-bay']);
  assert.deepEqual(x.harpoonsAt.sort(), ['cryo-vault', 'drillbit-vestry']);
  const red = VALLEY_FORGE.chambers.filter((c) => c.redVent).map((c) => c.id);
  assert.deepEqual(Object.keys(x.killedAt).sort(), red.sort(), 'a killed chit in each red-bordered vent');
  assert.ok(Object.values(x.killedAt).every((n) => n === 1));
  assert.equal(s.tracks.malfunction, 0);
  assert.equal(s.android.active, false);
  assert.equal(s.android.status, 0);
  assert.equal(s.tracks.cocoon, 0);
  assert.deepEqual(
    x.cocoonChits.map((c) => c.killed),
    [0, 1, 1, 0],
    'killed chits on the 2nd and 3rd cocoon spaces',
  );
  assert.equal(x.attack5, 'cocoon');
  assert.equal(s.tracks.selfDestruct, 31, 'self-destruct on START, before 30');
  assert.equal(s.overheating, 2, 'overheating token on the 2P space');
  assert.deepEqual(x.energyCombat, [2, 3, 4, 5], 'attack-1 tokens on the top 4 of 6 Energy Cell spaces');
  assert.equal(total(x.combatUnseen), 4);
  assert.equal(x.motion, 'start');
  assert.equal(s.chars.length, 1);
  assert.equal(s.chars[0]?.at, 'galley');
  assert.equal(s.chars[0]?.analyzer, true, 'one heat analyzer');
  assert.equal(x.traits.length, 3);
  assert.ok(
    x.traits.every((t) => t.where === 'unused' && t.icon === null),
    'trait tokens face down',
  );
  assert.equal(s.hands[0]?.length, 4, 'a hand of 4');
  assert.deepEqual(x.bag, { alive: 5, killed: 1 });
  assert.equal(x.stowawaysAboard, 0, 'all 6 stowaway tokens in the supply');
  for (const d of ['A', 'B', 'C'] as const) assert.equal(total(x.crisis[d]), 10, `${d} crisis deck shuffled`);
  assert.equal(s.images.length, 0, 'no lifeform image on the ship');
  assert.equal(total(s.piles.lifeform), 0, 'lifeform cards boxed');
  assert.equal(total(s.terrorPile), 0, 'terror cards boxed');
  // The player picks the character, then one of the two B-deck Ladderways for 2 more mission tokens.
  assert.equal(soloLegal(s, 0).length, 10);
  soloApply(s, { type: 'character', id: 'palmer' }, ctx);
  assert.equal(s.chars[0]?.id, 'palmer');
  assert.deepEqual(soloLegal(s, 0), [
    { type: 'ladderway', chamber: 'ladderway-port' },
    { type: 'ladderway', chamber: 'ladderway-starboard' },
  ]);
  soloApply(s, { type: 'ladderway', chamber: 'ladderway-starboard' }, ctx);
  assert.equal(s.missions['ladderway-starboard'], 2);
  assert.equal(s.missions['ladderway-port'], undefined);
  assert.equal(s.hands[0]?.length, 5, 'first turn: the Galley has no mission token, one card drawn');
  assert.equal(solo(s).stack.at(-1)?.k, 'activity');
});

test('variants: SHAKEN / TOUGH starts, Fuelled Incinerating Unit, Everyday Carry, the Bell, Murderous Star-Beast, Hazardous Environment (L2902-2941)', () => {
  assert.equal(vf({ ddStart: 'shaken' }).x.motion, 'shaken');
  assert.equal(vf({ ddStart: 'tough' }).x.motion, 'tough');
  const inc = vf({ ddIncinerator: true });
  assert.equal(inc.s.hands[0]?.length, 3, '3 random crew cards');
  assert.equal(inc.s.flamethrower, 0, 'and the flamethrower');
  assert.equal(inc.s.flamethrowerTaken, true);
  assert.equal(vf({ ddCarry: 2 }).x.tokens.survival, 2);
  assert.equal(vf({ ddCarry: 1 }).x.tokens.survival, 1);
  assert.equal(vf({ ddBell: 29 }).s.tracks.selfDestruct, 29);
  const m = vf({ ddMurderous: 3 });
  assert.deepEqual(m.x.bag, { alive: 4, killed: 1 }, 'one still-alive chit fewer in the container');
  assert.deepEqual(m.x.cocoonChits[3], { alive: 1, killed: 0 }, 'it waits on the chosen cocoon space');
  assert.equal(vf({ ddHazard: 'wiring' }).s.breach, 'wiring');
  assert.equal(vf({ ddHazard: 'lift-bay' }).s.breach, 'lift-bay');
  const r = vf({ ddHazard: 'random' }).s.breach;
  assert.ok(['cargo-pod-a', 'wiring', 'lift-bay'].includes(r as string));
  assert.equal(vf().s.breach, null);
});

test("options: one player plays Dragon's Domain, Dragon's Domain is one player, variants need it", () => {
  assert.throws(() => resolveOptions(game, 1, {}), /dragonsDomain/);
  assert.throws(() => resolveOptions(game, 2, { dragonsDomain: true }), /1 player/);
  assert.throws(() => resolveOptions(game, 3, { ddIsolation: true }), /variant/);
  assert.throws(() => resolveOptions(game, 1, { dragonsDomain: true, evolution: true }), /evolution/);
  assert.equal(resolveOptions(game, 1, { dragonsDomain: true, ddStart: 'tough' }).ddStart, 'tough');
  assert.equal(resolveOptions(game, 3, {}).dragonsDomain, false);
});
