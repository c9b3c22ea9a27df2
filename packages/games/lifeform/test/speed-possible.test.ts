import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import { CREW_ICONS, LIFEFORM_ICONS } from '../src/data/icons.ts';
import { crewIconOptions } from '../src/crew-icons.ts';
import { crewIconPossible, lifeformIconPossible } from '../src/icons-possible.ts';
import { type LfState, lifeform } from '../src/index.ts';
import { lifeformIconOptions } from '../src/lifeform-icons.ts';

/**
 * The quick "can this icon be carried out?" answers (which offer card rows and narrow the lifeform's
 * candidate images) must agree with the icons' full option lists everywhere: at every position of
 * seeded random games, for every crew seat and icon, and for every lifeform icon with each image on
 * the board taken in turn as the real one.
 */
function checkPosition(s: LfState, where: string): number {
  let checks = 0;
  for (let seat = 1; seat < s.players; seat++)
    for (const icon of CREW_ICONS) {
      const full = crewIconOptions(s, seat, icon).length > 0;
      assert.equal(crewIconPossible(s, seat, icon), full, `${where}: crew ${seat} ${icon}`);
      checks++;
    }
  const real = s.real;
  for (const img of s.images) {
    if (img.at === null) continue;
    s.real = img.id;
    for (const icon of LIFEFORM_ICONS) {
      const full = lifeformIconOptions(s, icon).length > 0;
      assert.equal(lifeformIconPossible(s, icon), full, `${where}: lifeform ${icon} with ${img.id} real`);
      checks++;
    }
  }
  s.real = real;
  return checks;
}

const TABLES: [number, Record<string, boolean>][] = [
  [2, {}],
  [3, {}],
  [4, {}],
  [3, { evolution: true }],
  [4, { survivors: true, asteroid: true }],
];

for (const [players, options] of TABLES) {
  test(`icon possibility agrees with the option lists at ${players} players ${JSON.stringify(options)}`, () => {
    let checks = 0;
    let trueAnswers = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const m = createMatch<LfState>(lifeform, { players, seed, options });
      const rng = Rng.fromSeed(`possible-${seed}`);
      for (let step = 0; !lifeform.result(m.state) && step < 2000; step++) {
        if (m.state.stage === 'starship') {
          checks += checkPosition(m.state, `seed ${seed} step ${step}`);
          trueAnswers += CREW_ICONS.filter((i) => crewIconPossible(m.state, 1, i)).length;
        }
        const actor = lifeform.pending(m.state)[0]?.actor;
        if (actor === undefined || actor === 'system') break;
        stepUnchecked(lifeform, m, actor, rng.pick(legalActionsOf(lifeform, m, actor)));
      }
    }
    assert.ok(checks > 1000, `${checks} checks`);
    // Both answers occur, so the comparison is not between two constant functions.
    assert.ok(trueAnswers > 0 && trueAnswers < checks);
  });
}
