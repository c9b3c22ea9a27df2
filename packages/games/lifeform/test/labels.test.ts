import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, createMatch, type GameEvent, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import { CREW_CARD, FLAMETHROWER_CARD, LIFEFORM_CARD } from '../src/data/cards.ts';
import { CHARACTER, CHARACTERS } from '../src/data/characters.ts';
import { DECIDE_CARD } from '../src/data/decide.ts';
import { MOTION_TRACK } from '../src/data/dragons-domain.ts';
import { EVOLUTION_TOKEN } from '../src/data/evolution.ts';
import { CREW_ICONS, LIFEFORM_ICONS } from '../src/data/icons.ts';
import { VALLEY_FORGE } from '../src/data/map.ts';
import { OBJECTIVES, STOWAWAY_CARDS } from '../src/data/objectives.ts';
import { CAT_CARD, SISTER_CARD } from '../src/data/roles.ts';
import { TERROR_CARD } from '../src/data/terror.ts';
import { COLUMNS } from '../src/data/tracks.ts';
import { type LfState, lifeform } from '../src/index.ts';
import { seatName } from '../src/names.ts';
import { put, start, table } from './fixture.ts';
import { place, soloTable } from './solo-fixture.ts';

/**
 * The log and the action labels read as words: no id of a chamber, character, card, token, icon,
 * objective or image reaches a player, and every action's log says who acted. Ids that are plain
 * words of their own (a chamber "galley" named "Galley") are still caught when they appear in lower
 * case, since the printed name is capitalized.
 */
const IDS = [
  ...VALLEY_FORGE.chambers.map((c) => c.id),
  ...CHARACTERS.map((c) => c.id),
  ...Object.keys(CHARACTER),
  ...Object.keys(CREW_CARD),
  ...Object.keys(LIFEFORM_CARD),
  FLAMETHROWER_CARD,
  ...Object.keys(TERROR_CARD),
  ...Object.keys(CAT_CARD),
  ...Object.keys(SISTER_CARD),
  ...Object.keys(DECIDE_CARD),
  ...Object.keys(EVOLUTION_TOKEN),
  ...OBJECTIVES.cards.map((o) => o.id),
  ...STOWAWAY_CARDS.map((c) => c.id),
  ...COLUMNS,
  ...CREW_ICONS,
  ...LIFEFORM_ICONS,
  ...MOTION_TRACK.spaces.map((m) => m.id).filter((id) => /\d/.test(id)),
];
/** Ids that are also ordinary words of the sentences (a terror token, the cocoon, a survival ability). */
const ALSO_WORDS = new Set([
  'terror',
  'cocoon',
  'survival',
  'attack',
  'explore',
  'run',
  'vent',
  'outage',
  'malfunction',
  'door',
  'flamethrower',
  'circuit',
  'scanner',
  'coolant',
  'halon',
  'energy',
  'spacesuits',
  'weaponry',
  'remora',
  'reactor',
  'engineering',
  'maintenance',
  'supplies',
  'galley',
  'override',
  'supply',
  'lockdown',
  'final',
  'last',
  'late',
  'self-destruct',
  'armoury',
]);
const PATTERNS = [...new Set(IDS)]
  .filter((id) => !ALSO_WORDS.has(id))
  .map((id) => ({ id, re: new RegExp(`(^|[^\\w-])${id.replace(/[-!]/g, '\\$&')}($|[^\\w-])`) }));

function words(text: string, where: string): void {
  assert.doesNotMatch(text, /[{}[\]"]|undefined|NaN|null|\[object/, `${where}: "${text}"`);
  assert.doesNotMatch(text, /\bi\d\b/, `${where}: an image id in "${text}"`);
  for (const { id, re } of PATTERNS) assert.doesNotMatch(text, re, `${where}: raw id ${id} in "${text}"`);
}

/** The names a seat goes by in the log: its seat name, "you", and its characters' names. */
function namesOf(s: LfState, seat: number): string[] {
  const names = [seatName(seat), 'You ', 'you '];
  for (const c of s.chars) if (c.owner === seat) names.push(CHARACTER[c.id]?.name ?? c.id);
  if (seat === 0) names.push('The lifeform', 'the lifeform', 'Image ', 'image ');
  return names;
}

function checkStep(s: LfState, seat: number, a: Action, events: GameEvent[], where: string): void {
  const texts = events.flatMap((e) => [e.text, ...(e.public ? [e.public.text] : [])]);
  for (const t of texts) words(t, `${where} ${a.type}`);
  assert.ok(events.length > 0, `${where}: ${JSON.stringify(a)} leaves no line in the log`);
  const first = events[0] as GameEvent;
  const names = namesOf(s, seat);
  for (const t of [first.text, first.public?.text].filter((x): x is string => x !== undefined))
    assert.ok(
      names.some((n) => t.includes(n)),
      `${where}: "${t}" does not say who acted (${names.join(' / ')}) for ${JSON.stringify(a)}`,
    );
}

const TABLES: [number, Record<string, boolean>][] = [
  [2, {}],
  [3, {}],
  [4, {}],
  [2, { evolution: true }],
  [3, { evolution: true, survivors: true }],
  [4, { asteroid: true, evolution: true }],
];

for (const [players, options] of TABLES) {
  test(`labels and log lines read as words and name who acted: ${players} players ${JSON.stringify(options)}`, () => {
    let labels = 0;
    let lines = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const m = createMatch<LfState>(lifeform, { players, seed, options });
      const rng = Rng.fromSeed(`labels-${seed}`);
      for (let step = 0; !lifeform.result(m.state) && step < 3000; step++) {
        const actor = lifeform.pending(m.state)[0]?.actor;
        if (actor === undefined || actor === 'system') break;
        const where = `${players}p seed ${seed} step ${step}`;
        const legal = legalActionsOf(lifeform, m, actor);
        for (const a of legal) {
          const label = lifeform.describeAction?.(m.state, actor, a) ?? '';
          words(label, `${where} label of ${JSON.stringify(a)}`);
          assert.match(label, /^[A-Z]/, `${where}: a sentence: "${label}"`);
          labels++;
        }
        const a = rng.pick(legal);
        const before = structuredClone(m.state);
        const events = stepUnchecked(lifeform, m, actor, a);
        checkStep(before, actor, a, events, where);
        lines += events.length;
      }
    }
    assert.ok(labels > 1000 && lines > 1000, `${labels} labels, ${lines} log lines`);
  });
}

/**
 * 13th Passenger module D: random play seldom reaches the showdown, so the hunt starts from a table
 * after hibernation (3 crew disks) and is played out at random: hide, bait, clear, search, kill and
 * reward all read as words and name who acted.
 */
test('labels and log lines read as words and name who acted: the hunt (module D)', () => {
  const kinds = new Set<string>();
  let labels = 0;
  for (let seed = 1; seed <= 30; seed++) {
    const t = table(3, seed);
    t.s.extras.huntOn = true;
    put(t, 'motoko', 1, 'rem');
    put(t, 'palmer', 2, 'rem');
    if (seed % 2 === 0) put(t, 'reyes', 1, 'rem');
    t.s.loadout = { weaponry: 0, coolant: 3, energy: 6, spacesuits: 3, halon: 2 };
    t.s.tracks.claw = 1;
    // Two cards, so a hunt draw can take the lifeform over its hand limit and through the trim step.
    t.s.hands[0] = ['stalk', 'stalk'];
    t.s.hands[1] = ['spanner'];
    t.s.stage = 'showdown';
    start(t, { k: 'hibernate' });
    const rng = Rng.fromSeed(`labels-hunt-${seed}`);
    for (let step = 0; step < 200 && !lifeform.result(t.s); step++) {
      const actor = t.pending()[0];
      if (actor === undefined) break;
      const where = `hunt seed ${seed} step ${step}`;
      const legal = t.legal(actor);
      for (const a of legal) {
        const label = lifeform.describeAction?.(t.s, actor, a) ?? '';
        words(label, `${where} label of ${JSON.stringify(a)}`);
        assert.match(label, /^[A-Z]/, `${where}: a sentence: "${label}"`);
        labels++;
      }
      const a = rng.pick(legal);
      const before = structuredClone(t.s);
      const from = t.events.length;
      t.act(actor, a);
      const events = t.events.slice(from);
      checkStep(before, actor, a, events, `${where} ${JSON.stringify(before.stack.at(-1))}`);
      for (const e of events)
        if (e.rule?.startsWith('hunt.')) kinds.add(e.rule.replace(/^hunt\.effect\..*/, 'hunt.effect'));
    }
  }
  for (const k of ['hunt.effect', 'hunt.kill', 'hunt.reward'])
    assert.ok(kinds.has(k), `no seeded hunt logged ${k} (${[...kinds].join(', ')})`);
  assert.ok(labels > 100, `${labels} labels`);
});

/**
 * Dragon's Domain: the action labels and the log read as words too (the one survivor always acts),
 * over the plain solo game, the 13th Passenger module C option and a few listed variants, so the
 * rarer lines (crisis, conflict, search, harpoons, hazard, murderous chit) are reached as well.
 */
const SOLO_TABLES: [string, Record<string, unknown>, number][] = [
  ['plain', {}, 30],
  ['module C', { ddCrisisSearch: true }, 30],
  ['tough, incinerator, carry 2', { ddStart: 'tough', ddIncinerator: true, ddCarry: 2 }, 10],
  ['shaken, bell 24, isolation', { ddStart: 'shaken', ddBell: 24, ddIsolation: true }, 10],
  [
    'hazard, murderous, hysterical, fireproof',
    { ddHazard: 'random', ddMurderous: 2, ddHysterical: true, ddFireproof: true },
    10,
  ],
  ['module C with variants', { ddCrisisSearch: true, ddHazard: 'wiring', ddMurderous: 1, ddCarry: 1 }, 10],
];

for (const [name, variants, seeds] of SOLO_TABLES) {
  test(`labels and log lines read as words: Dragon's Domain ${name}`, () => {
    let labels = 0;
    let steps = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const options = { dragonsDomain: true, ...variants };
      const m = createMatch<LfState>(lifeform, { players: 1, seed, options });
      const rng = Rng.fromSeed(`labels-solo-${name}-${seed}`);
      for (let step = 0; !lifeform.result(m.state) && step < 3000; step++) {
        const actor = lifeform.pending(m.state)[0]?.actor;
        if (actor === undefined || actor === 'system') break;
        const where = `solo ${name} seed ${seed} step ${step}`;
        const legal = legalActionsOf(lifeform, m, actor);
        for (const a of legal) {
          const label = lifeform.describeAction?.(m.state, actor, a) ?? '';
          words(label, `${where} label of ${JSON.stringify(a)}`);
          assert.match(label, /^[A-Z]/, `${where}: a sentence: "${label}"`);
          labels++;
        }
        const events = stepUnchecked(lifeform, m, actor, rng.pick(legal));
        for (const e of events)
          for (const t of [e.text, ...(e.public ? [e.public.text] : [])]) words(t, `${where} log`);
        steps++;
      }
    }
    assert.ok(labels > 100 * seeds && steps > 40 * seeds, `${labels} labels over ${steps} steps`);
  });
}

/**
 * Random solo play seldom gets off the ship, so the launch and the shuttle conflict start from a
 * ready table (supplies, cat, umbilicus, data, all six stowaways aboard) and are played out at
 * random: launch, hibernation, the conflict zones and the ending all read as words.
 */
test("labels and log lines read as words: Dragon's Domain launch and shuttle conflict", () => {
  const rules = new Set<string>();
  let labels = 0;
  for (let seed = 1; seed <= 20; seed++) {
    const t = soloTable({}, seed);
    place(t, 'rem');
    t.s.loadout = { weaponry: 3, coolant: 2, energy: 3, spacesuits: 1, halon: 4 };
    t.x.goals = { cat: true, umbilicus: true };
    t.s.data[0] = ['claw', 'fang'];
    t.x.energyCombat = [3, 4, 5];
    t.x.stowawaysAboard = seed % 4 === 0 ? 0 : 6;
    t.x.attack5 = 'remora';
    t.x.traits[0] = { area: 'A', where: 'remora', icon: 'tail' };
    t.s.hands[0] = ['spanner', 'spanner'];
    t.begin({ k: 'activity' });
    t.act({ type: 'launch' });
    const rng = Rng.fromSeed(`labels-conflict-${seed}`);
    for (let step = 0; step < 200 && !t.s.over; step++) {
      const legal = t.legal();
      if (legal.length === 0) break;
      for (const a of legal) {
        const label = lifeform.describeAction?.(t.s, 0, a) ?? '';
        words(label, `conflict seed ${seed} step ${step} label of ${JSON.stringify(a)}`);
        assert.match(label, /^[A-Z]/, `conflict seed ${seed}: a sentence: "${label}"`);
        labels++;
      }
      t.act(rng.pick(legal));
    }
    for (const e of t.events) {
      for (const text of [e.text, ...(e.public ? [e.public.text] : [])]) words(text, `conflict seed ${seed} log`);
      if (e.rule) rules.add(e.rule);
    }
  }
  for (const r of ['solo.launch', 'solo.hibernate', 'solo.win'])
    assert.ok(rules.has(r), `no seeded launch logged ${r} (${[...rules].join(', ')})`);
  assert.ok(labels > 20, `${labels} labels`);
});
