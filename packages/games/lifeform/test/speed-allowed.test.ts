import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import { iconActionAllowed } from '../src/icons-possible.ts';
import { type LfState, lifeform } from '../src/index.ts';
import { lifeformIconOptions } from '../src/lifeform-icons.ts';

/**
 * The narrowing of the lifeform's candidate images reads ATTACK, KILL HIDDEN and VENT actions directly
 * (`iconActionAllowed`) instead of looking them up in the icon's option list: the two must agree for
 * every such option under every image taken as real, and for actions no list holds (a wrong chamber,
 * an extra key), at every lifeform decision of seeded random games.
 */
const ICONS = ['attack', 'kill-hidden', 'vent'] as const;

function inList(list: Action[], a: Action): boolean {
  return list.some((o) => JSON.stringify(o) === JSON.stringify(a));
}

function checkPosition(s: LfState, where: string): [number, number] {
  let checks = 0;
  let allowed = 0;
  const real = s.real;
  for (const icon of ICONS) {
    const probes: Action[] = [
      { type: 'icon', icon, chamber: 'nowhere' },
      { type: 'icon', icon, char: 'nobody' },
      { type: 'icon', icon, attack: s.images[0]?.at ?? 'nowhere', extra: true },
    ];
    for (const img of s.images) {
      s.real = img.id;
      for (const o of lifeformIconOptions(s, icon)) probes.push(o, { ...o, extra: true });
    }
    for (const img of s.images) {
      s.real = img.id;
      const list = lifeformIconOptions(s, icon);
      for (const p of probes) {
        const quick = iconActionAllowed(s, p);
        assert.equal(quick, inList(list, p), `${where}: ${JSON.stringify(p)} with ${img.id} real`);
        checks++;
        if (quick) allowed++;
      }
    }
  }
  s.real = real;
  return [checks, allowed];
}

const TABLES: [number, Record<string, boolean>][] = [
  [2, {}],
  [3, {}],
  [4, { evolution: true, hunt: true }],
];

for (const [players, options] of TABLES) {
  test(`the image-dependent icon actions agree with their option lists at ${players} players ${JSON.stringify(options)}`, () => {
    let checks = 0;
    let allowed = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const m = createMatch<LfState>(lifeform, { players, seed, options });
      const rng = Rng.fromSeed(`allowed-${seed}`);
      for (let step = 0; !lifeform.result(m.state) && step < 2000; step++) {
        const actor = lifeform.pending(m.state)[0]?.actor;
        if (actor === undefined || actor === 'system') break;
        if (actor === 0 && m.state.stage === 'starship') {
          const [c, a] = checkPosition(m.state, `seed ${seed} step ${step}`);
          checks += c;
          allowed += a;
        }
        stepUnchecked(lifeform, m, actor, rng.pick(legalActionsOf(lifeform, m, actor)));
      }
    }
    // Both answers occur, so the comparison is not between two constant functions.
    assert.ok(allowed > 0 && allowed < checks, `${allowed} of ${checks}`);
  });
}
