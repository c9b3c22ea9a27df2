// Mutation testing of Space Alert's rules: `npm run mutation -w @airlock/space-alert`. The shared setup
// (command runner over the rule tests, incremental file, reports, what is ignored) is
// scripts/mutation/stryker-base.mjs; the score: docs/games/space-alert/RULES.md, "Mutation testing".
import { gameMutationConfig } from '../../../scripts/mutation/stryker-base.mjs';

export default gameMutationConfig({
  testDir: new URL('./test/', import.meta.url),
  // Tests of the whole game at once (the kernel's test kit) and of the bots: a mutant they alone catch
  // is not pinned by a rule test.
  notRuleTests: /^(kit|heuristic|planner.*|bot-roles|search-evaluate)\.test\.ts$/,
  // The rule files. Not mutated: data (with its origins), the bots, views and determinization, action
  // descriptions, the test kit's invariants, presets, the resolution benchmark's missions and the
  // module's wiring.
  mutate: [
    'src/*.ts',
    'src/{experience,missions,resolution,round,ship,threats}/*.ts',
    '!src/{describe,determinize,index,invariants,presets,types,view}.ts',
    '!src/resolution/bench-missions.ts',
  ],
  equivalent: [
    {
      file: 'src/ship/observation.ts',
      in: 'observationPoints',
      code: 'observers <= 3',
      reason: 'at exactly 3 observers both branches give 3 points (3 + 2 × 0)',
    },
    {
      file: 'src/resolution/steps.ts',
      in: 'runStep',
      code: "if (s.jumpAfter === s.turn && s.turn < last) note(ctx, 'jump.early', 'The Hypernavigator skips the remaining turns.');",
      reason: 'the condition only decides whether the replay says the jump is early',
    },
    {
      file: 'src/resolution/steps.ts',
      in: 'runStep',
      code: '!s.destroyed',
      reason: 'it only decides whether the replay shows the jump and its snapshot',
    },
    {
      file: 'src/threats/lifecycle.ts',
      in: 'survive',
      code: 'true',
      reason: 'a survived threat never acts again, and every reader of didZ asks about an active threat',
    },
    {
      file: 'src/ship/specializations.ts',
      in: 'performCard',
      code: 'performSpecial(ctx, crew, step);',
      reason: 'the card Special Ops protects is never a special card (canShare refuses it)',
    },
    {
      file: 'src/resolution/external-damage.ts',
      in: 'computeDamage',
      code: "if (struck === 0 && ctx.frames) note(ctx, 'damage.no-target', 'The pulse cannon finds no target within reach.', { weapon: 'pulse', zone: shot.zone, by: shot.by, });",
      reason: 'the condition only decides whether the replay says the pulse found no target',
    },
    {
      file: 'src/resolution/external-damage.ts',
      in: 'computeDamage',
      code: 'struck++',
      reason: 'the count only feeds the replay line above',
    },
    {
      file: 'src/resolution/external-damage.ts',
      in: 'computeDamage',
      code: "if (inReach.length === 0 && ctx.frames) note(ctx, 'damage.no-target', 'The interceptors find no target within reach.', { weapon: 'interceptors', zone: shot.zone, by: shot.by, });",
      reason: 'the condition only decides whether the replay says the interceptors found no target',
    },
    {
      file: 'src/threats/attack.ts',
      in: 'heal',
      code: 'healed > 0 && ctx.frames',
      reason: 'the condition only decides whether the replay says the threat healed',
    },
    {
      file: 'src/threats/calling.ts',
      in: 'ensurePending',
      code: '{ slot: sched.called }',
      reason: 'claimCalled gives a called entry without a slot the slot its order encodes, the same number',
    },
    {
      file: 'src/ship/battlebots.ts',
      in: 'activeSquad',
      code: 'ctx.s.ship.bots[c.squad]?.disabled',
      reason: "a crew member's squad is always an index of one of the two squads",
    },
    {
      file: 'src/ship/battlebots.ts',
      in: 'storedHere',
      code: '-1',
      nth: 1,
      reason: 'storedHere is only asked about a crew member who exists: the early return is never reached',
    },
    {
      file: 'src/ship/battlebots.ts',
      in: 'takeBots',
      code: 'false',
      nth: 3,
      reason: 'the stored squad index is checked just before (i < 0 returns): the squad always exists',
    },
    {
      file: 'src/ship/battlebots.ts',
      in: 'botsAction',
      code: "{ note(ctx, 'bots.no-target', 'No intruder here to attack.', { crew }); }",
      reason: 'the block only writes a line of the replay',
    },
    {
      file: 'src/ship/computer.ts',
      in: 'computerCheck',
      code: "{ note(ctx, 'computer.ok', 'The computer was maintained this phase.'); }",
      reason: 'the block only writes a line of the replay',
    },
    {
      file: 'src/ship/computer.ts',
      in: 'computerCheck',
      code: 's.phaseEnds.length - 1',
      reason:
        'the guard after it never decides: a turn past the last phase starts a phase of its own, whose check turn is one later, so the first test has returned already',
    },
    {
      file: 'src/ship/interceptors.ts',
      in: 'halves',
      code: '[]',
      reason:
        'classify answers an empty slot and a special card before it asks for the halves: neither return is reached',
    },
    {
      file: 'src/ship/movement.ts',
      in: 'move',
      code: "users > 1 ? 'the gravolift was already used this turn' : 'the gravolift is damaged'",
      reason: "picks the delay's cause, which only the replay line reads",
    },
    {
      file: 'src/ship/movement.ts',
      in: 'doorSealed',
      code: 'false',
      reason: 'adjacent zones always include white: the red-blue pair is never asked',
    },
    {
      file: 'src/threats/effects-ship.ts',
      in: 'leak',
      code: 'n > 0',
      reason: 'damage of 0 points draws no tile: the guard only skips a call that does nothing',
    },
    {
      file: 'src/threats/effects-ship.ts',
      in: 'attack-players-here',
      code: 'n > 0',
      reason: 'an attack of 0 from an intruder (no shield, no aura, not plasmatic) does nothing',
    },
    {
      file: 'src/threats/effects-ship.ts',
      in: 'damage-per-mine',
      code: 'mines > 0',
      reason: 'damage of 0 points draws no tile: the guard only skips calls that do nothing',
    },
    {
      file: 'src/threats/effects-ship.ts',
      in: 'blind-optics',
      code: "done.filter((d) => d !== '')",
      reason: 'an empty name in the list of blinded zones is skipped by every reader (here and lifecycle.ts)',
    },
    {
      file: 'src/round/program.ts',
      in: 'mayPlanAside',
      code: '/^S:/',
      reason: "a card id holds 'S:' only at its start",
    },
    {
      file: 'src/round/program.ts',
      in: 'mayPlanAside',
      code: '/\\+$/',
      reason: "a card id holds '+' only at its end",
    },
    {
      file: 'src/round/announce.ts',
      in: 'clock',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of the code, not a template
      code: "{ const t = Math.floor(ms / 1000); return `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`; }",
      reason: 'the soundtrack time written as minutes and seconds only feeds the text of the log',
    },
    {
      file: 'src/round/announce.ts',
      in: 'fireNext',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of the code, not a template
      code: "e.zone === 'internal' ? 'an internal' : `a ${e.zone}-zone`",
      reason: 'words of the announcement in the log',
    },
    {
      file: 'src/round/announce.ts',
      in: 'fireNext',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of the code, not a template
      code: "`${e.unconfirmed ? 'Unconfirmed report: ' : ''}time T+${e.turn}, ${where} ${e.serious ? 'serious ' : ''}threat`",
      reason: 'words of the announcement in the log',
    },
    {
      file: 'src/round/announce.ts',
      in: 'fireNext',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of the code, not a template
      code: "counts ? `${at} ${what}: ${a.threat ? threatCard(a.threat).name : 'no card left'}.` : `${at} ${what} (ignored: the crew is not five).`",
      reason: 'words of the announcement in the log',
    },
    {
      file: 'src/options.ts',
      code: 'seat + 1',
      reason: "the seat's number in an option's description, shown to people only",
    },
    {
      file: 'src/round/announce.ts',
      in: 'advanceSeat',
      code: 's.players > 1',
      reason: 'in solo the one player holds the whole deck from the start: a packet would deal nothing',
    },
  ],
});
